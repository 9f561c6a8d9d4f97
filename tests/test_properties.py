"""Hypothesis properties: random play in both games and every profile against the reference model.

Each test walks a random line of play (moves, deals, undos, redos) from a fresh
deal or from a position a few moves from removing runs, and checks an invariant
at every step. The reference model (tests/strategies.py) is written from the
rules text and shares no code with the engine.
"""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import (
    RUN,
    Ledger,
    Position,
    any_games,
    new_games,
    rank,
    reference_actions,
    reference_apply,
    reference_can_deal,
    reference_legal,
    suit,
)

from spiderette_widget import Game, IllegalMove, Move

STEPS = 50


def options(g: Game) -> list:
    """What a player could do next, the moves that make progress first (Hypothesis favours small indexes)."""
    pos = Position.of(g)
    progress, others = [], []
    for action in reference_actions(pos):
        if action == "deal":
            others.insert(0, action)
            continue
        src, dst, count = action
        group, target = pos.up[src - 1][-count:], pos.up[dst - 1]
        turns_up = count == len(pos.up[src - 1]) and pos.hidden[src - 1]
        same_suit = target and suit(target[-1]) == suit(group[0])
        (progress if turns_up or same_suit else others).append(action)
    extra = (["undo"] if g.can_undo else []) + (["redo"] if g.can_redo else [])
    return progress + others + extra


def walk(data, g: Game, steps: int = STEPS):
    """Play ``steps`` random actions on ``g``; yield ``(action, before, position_before)`` after each."""
    for _ in range(steps):
        choices = options(g)
        if not choices:
            return
        action = choices[data.draw(st.integers(0, len(choices) - 1), label="action")]
        before, pos = g.to_dict(), Position.of(g)
        if action == "undo":
            g.undo()
        elif action == "redo":
            g.redo()
        elif action == "deal":
            g.deal()
        else:
            assert g.play(Move(*action)) == Move(*action)
        yield action, before, pos


def composition(g: Game) -> Counter:
    decks = 1 if g.game == "spiderette" else 2
    suits = "SHDC"[: g.suits]
    return Counter({r + s: decks * 4 // g.suits for s in suits for r in RUN})


# ------------------------------------------------------------------ properties
def cards_of(g: Game) -> Counter:
    """The cards on the table and in the stock, and the 13 cards of each removed run."""
    d = g.to_dict()
    table = Counter(c for col in d["columns"] for c in col["hidden"] + col["up"]) + Counter(d["stock"])
    return table + Counter(r + s for s in d["removed_suits"] for r in RUN)


@settings(max_examples=30)
@given(new_games(), st.data())
def test_every_card_is_accounted_for_in_a_deal(g, data):
    full = composition(g)
    assert cards_of(g) == full
    for _ in walk(data, g):
        d = g.to_dict()
        cards = [c for col in d["columns"] for c in col["hidden"] + col["up"]] + d["stock"]
        runs = Counter(r + s for s in d["removed_suits"] for r in RUN)
        assert len(cards) == sum(full.values()) - 13 * g.removed
        assert Counter(cards) == full - runs
        assert len(d["removed_suits"]) == d["removed"] == g.removed


@settings(max_examples=20)
@given(any_games, st.data())
def test_no_card_appears_or_vanishes(g, data):
    start = cards_of(g)
    for _ in walk(data, g):
        assert cards_of(g) == start


@settings(max_examples=30)
@given(any_games, st.data())
def test_score_follows_the_profile_formula(g, data):
    """The score recomputed from the actions alone, with runs and flips found by the reference model."""
    ledger = Ledger(g.scoring)
    start = g.score - ledger.score  # a scripted position may start with a score of its own
    for action, _, pos in walk(data, g):
        if action == "undo":
            ledger.undo()
        elif action == "redo":
            redone = ledger.undone.pop()[2]
            ledger.act(*_replay(pos, redone), redone, redo=True)
        else:
            ledger.act(*_replay(pos, action), action)
        assert g.score == start + ledger.score
        assert g.moves == len(ledger.line)
        assert g.can_undo == (ledger.depth > 0)


def _replay(pos: Position, action) -> tuple[int, int]:
    _, runs, turned = reference_apply(pos, action)
    return runs, turned


@settings(max_examples=30)
@given(any_games, st.data())
def test_undo_restores_and_redo_reapplies(g, data):
    for action, before, _ in walk(data, g):
        if action in ("undo", "redo"):
            continue
        after = g.to_dict()
        g.undo()
        undone = g.to_dict()
        g.redo()
        redone = g.to_dict()
        if g.scoring == "classic":  # the undo and the redo are each charged one point
            assert (undone["score"], undone["spent"]) == (before["score"] - 2, before["spent"] + 2)
            assert (redone["score"], redone["spent"]) == (after["score"] - 2, after["spent"] + 2)
            for d, ref in ((undone, before), (redone, after)):
                d["score"], d["spent"] = ref["score"], ref["spent"]
        assert undone == before
        assert redone == after


@settings(max_examples=30)
@given(any_games, st.data(), st.booleans())
def test_undo_all_the_way_back_restores_every_position(g, data, from_a_copy):
    """Undo to where the line began gives back each position it passed; undone on a copy made after
    the line, which keeps no position at hand, every one is rebuilt from its undo record (as the game
    does past the positions it keeps)."""
    g = g.copy()
    start = g.undo_depth
    seen = {start: g.position}
    for _ in walk(data, g):
        seen[g.undo_depth] = g.position
    if from_a_copy:
        g = g.copy()
    while g.undo_depth > start:
        g.undo()
        assert g.position == seen[g.undo_depth]


@settings(max_examples=25)
@given(any_games, st.data())
def test_text_and_dict_round_trip_every_position(g, data):
    for _ in walk(data, g, steps=30):
        d = g.to_dict()
        assert Game.from_dict(d).to_dict() == d
        text = g.to_text()
        back = Game.from_text(text)
        assert back.to_text() == text
        assert (back.columns, back.stock, back.removed_suits, back.score, back.moves) == (
            g.columns, g.stock, g.removed_suits, g.score, g.moves)
        assert back.legal_moves() == g.legal_moves()


@settings(max_examples=25)
@given(any_games, st.data())
def test_legal_moves_match_the_reference_and_everything_else_is_refused(g, data):
    for _ in walk(data, g, steps=25):
        pos = Position.of(g)
        legal = g.legal_moves()
        assert len(legal) == len(set(legal))
        assert sorted(map(tuple, legal)) == sorted(reference_legal(pos))
        assert g.can_deal() == reference_can_deal(pos)
        allowed = set(legal)
        before = g.to_dict()
        n = len(pos.up)
        for src in range(1, n + 1):
            for dst in range(1, n + 1):
                for count in range(1, len(pos.up[src - 1]) + len(pos.hidden[src - 1]) + 2):
                    move = Move(src, dst, count)
                    if move in allowed:
                        continue
                    for attempt in (g.check, g.play):
                        try:
                            attempt(move)
                        except IllegalMove:
                            continue
                        raise AssertionError(f"{move} is not legal but {attempt.__name__}() let it through")
        assert g.to_dict() == before


@settings(max_examples=20)
@given(new_games(games=("spiderette",)), st.data())
def test_stuck_means_no_deal_and_not_won(g, data):
    for _ in walk(data, g, steps=60):
        pass
    if g.is_stuck:
        assert not g.can_deal() and not g.is_won
        assert not g.stock or not all(c.up for c in g.columns)


@settings(max_examples=30)
@given(any_games, st.data())
def test_moves_follow_the_rules_text(g, data):
    """Every move played keeps the rules: the group was one suit descending and fits its destination."""
    for action, before, pos in walk(data, g):
        if action in ("undo", "redo", "deal"):
            continue
        src, dst, count = action
        group = pos.up[src - 1][-count:]
        assert all(suit(c) == suit(group[0]) for c in group)
        assert [rank(c) for c in group] == list(range(rank(group[0]), rank(group[0]) - count, -1))
        target = pos.up[dst - 1]
        assert not target or rank(target[-1]) == rank(group[0]) + 1
        assert Position.of(g).key() == reference_apply(pos, action)[0].key()
        assert before["moves"] + 1 == g.moves
