"""Hints: the move a careful player would make next, and why (never a deal).

The heuristic, in order (the first kind that has a move wins):

1. ``"completes-run"``: the move completes a K..A run of one suit.
2. ``"turns-up"``: the move lifts every face-up card off a face-down card.
   Onto a card beats into an empty column, the same suit beats another suit,
   then the column with the fewest face-down cards (it empties soonest).
3. ``"empties-column"``: a column with no face-down cards goes onto other cards.
4. ``"builds-in-suit"``: a group joins the card one rank higher of its own suit
   (from a card it was not joined to); the longest resulting run first.
5. ``"prepares-turn-up"`` / ``"prepares-run"``: a small look-ahead (up to 3
   moves, no deals, only over face-up cards: a hint never peeks) finds a move
   that leads to a card turned up or a completed run.

Moves that never help are never suggested: splitting a group off the card one
rank higher of its own suit, moving a whole column into an empty column,
taking back the previous move. When nothing helps (and whenever
``game.is_stuck``) the hint is ``None``: deal, undo or start again.

>>> from spiderette_widget import Game
>>> g = Game.from_text('''
... spiderette
... 1: 4S 2S | 9H
... 2: 10S
... 3: 10H
... ''')
>>> h = g.hint()
>>> str(h.move), h.why
('1>3x1', 'turns up a card in column 1')
>>> h.why_in("pt"), h.why_in("pl")
('vira uma carta na coluna 1', 'odkrywa kartę w kolumnie 1')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ._cards import card_text
from ._game import Move
from ._text import _polish_plural, check_lang

if TYPE_CHECKING:
    from ._game import Game

LOOKAHEAD_DEPTH = 3
LOOKAHEAD_POSITIONS = 400
STUCK_PROBE = 10_000

MESSAGES = {
    "completes-run": {
        "en": "completes a run in column {column}",
        "pt": "completa uma sequência na coluna {column}",
        "pl": "kompletuje sekwens w kolumnie {column}",
    },
    "turns-up": {
        "en": "turns up a card in column {column}",
        "pt": "vira uma carta na coluna {column}",
        "pl": "odkrywa kartę w kolumnie {column}",
    },
    "empties-column": {
        "en": "empties column {column}",
        "pt": "esvazia a coluna {column}",
        "pl": "opróżnia kolumnę {column}",
    },
    "builds-in-suit": {
        "en": "builds {card} on {target} in suit",
        "pt": "junta {card} a {target} do mesmo naipe",
        "pl": "dokłada {card} do {target} w tym samym kolorze",
    },
    "prepares-turn-up": {
        "en": "prepares to turn up a card in column {column} ({steps} moves)",
        "pt": "prepara para virar uma carta na coluna {column} ({steps} jogadas)",
        "pl": "przygotowuje odkrycie karty w kolumnie {column} ({steps} {moves_pl})",
    },
    "prepares-run": {
        "en": "prepares to complete a run in column {column} ({steps} moves)",
        "pt": "prepara para completar uma sequência na coluna {column} ({steps} jogadas)",
        "pl": "przygotowuje skompletowanie sekwensu w kolumnie {column} ({steps} {moves_pl})",
    },
}


@dataclass(frozen=True)
class Hint:
    """A suggested move, the kind of reason (``reason``) and its wording (``why``).

    ``params`` holds what the message names (column, cards, steps);
    ``why_in(lang)`` words it in ``"en"``, ``"pt"`` or ``"pl"``.
    """

    move: Move
    reason: str
    params: tuple[tuple[str, Any], ...]
    lang: str = "en"

    @property
    def why(self) -> str:
        """The reason in the game's language."""
        return self.why_in(self.lang)

    def why_in(self, lang: str) -> str:
        check_lang(lang)
        values = dict(self.params)
        values["moves_pl"] = _polish_plural(values.get("steps", 0), "ruch", "ruchy", "ruchów")
        return MESSAGES[self.reason][lang].format(**values)

    def __str__(self) -> str:
        return f"{self.move}: {self.why}"


def _undoes_last(game: Game, s: int, d: int, k: int) -> bool:
    last = game.last_action
    return bool(
        last
        and last["kind"] == "move"
        and not last["flipped"]
        and not last["runs"]
        and (last["src"], last["dst"], last["count"]) == (d + 1, s + 1, k)
    )


def _pointless(game: Game, s: int, d: int, k: int) -> bool:
    cols, hidden = game._cols, game._hidden
    src = cols[s]
    if k < len(src) - hidden[s] and src[-k - 1] == src[-k] + 1:
        return True  # splits a group off its own suit's next card
    if not cols[d] and k == len(src) and not hidden[s]:
        return True  # a whole column into an empty column
    return _undoes_last(game, s, d, k)


def _completes_run(game: Game, s: int, d: int, k: int) -> bool:
    dst = game._cols[d] + game._cols[s][-k:]
    if len(dst) - game._hidden[d] < 13 or dst[-1] & 15 != 1:
        return False
    top = dst[-13]
    return top & 15 == 13 and dst[-13:] == list(range(top, top - 13, -1))


def _run_after(game: Game, s: int, d: int, k: int) -> int:
    """Length of the same-suit run that ends the destination after the move."""
    dst = game._cols[d] + game._cols[s][-k:]
    n = 1
    while n < len(dst) - game._hidden[d] and dst[-n - 1] == dst[-n] + 1:
        n += 1
    return n


def _single_move_hints(game: Game) -> list[tuple[tuple, Hint]]:
    cols, hidden = game._cols, game._hidden
    found = []
    for s, d, k in game._legal():
        if _pointless(game, s, d, k):
            continue
        src, dst = cols[s], cols[d]
        first = src[-k]
        same_suit = bool(dst) and dst[-1] == first + 1
        move = Move(s + 1, d + 1, k)
        if _completes_run(game, s, d, k):
            key: tuple = (0, 0)
            reason, params = "completes-run", (("column", d + 1),)
        elif hidden[s] and k == len(src) - hidden[s]:
            key = (1, not dst, not same_suit, hidden[s], s, d)
            reason, params = "turns-up", (("column", s + 1),)
        elif not hidden[s] and k == len(src) and dst:
            key = (2, not same_suit, s, d)
            reason, params = "empties-column", (("column", s + 1),)
        elif same_suit:
            key = (3, -_run_after(game, s, d, k), s, d)
            reason, params = "builds-in-suit", (("card", card_text(first)), ("target", card_text(dst[-1])))
        else:
            continue
        found.append((key, Hint(move, reason, params, game.lang)))
    found.sort(key=lambda t: t[0])
    return found


def _progress(game: Game, depth_limit: int, cap: int) -> tuple[tuple[int, int, int], str, int, int] | bool:
    """Breadth-first over visible cards (whole groups, no deals): the first move of the
    shortest way to a completed run, a card turned up or (with ``depth_limit`` 0: no
    limit) a position where the stock can deal, as ``(first, event, column, depth)``;
    ``False`` when none exists (every position seen) or ``True`` when ``cap`` ran out first.
    """
    from .solver import _rules_of, _state_of

    rules = _rules_of(game, relaxed=False)
    root = _state_of(game, honest=True)  # face-down cards unknown: no peeking
    removed0 = rules.removed(root)
    seen = {rules.key(root)}
    frontier: list = [(root, None)]
    depth = 0
    capped = False
    while frontier and (not depth_limit or depth < depth_limit):
        depth += 1
        nxt = []
        for st, first in frontier:
            for s, d, k in rules.moves(st, sensible=True):
                if first is None and _pointless(game, s, d, k):
                    continue
                child, flipped = rules.apply(st, s, d, k)
                lead = first or (s, d, k)
                if rules.removed(child) > removed0:
                    return lead, "run", d + 1, depth
                if flipped:
                    return lead, "flip", s + 1, depth
                if not depth_limit and rules.can_deal(child):
                    return lead, "deal", 0, depth
                key = rules.key(child)
                if key in seen:
                    continue
                if len(seen) >= cap:
                    capped = True
                    continue
                seen.add(key)
                nxt.append((child, lead))
        frontier = nxt
    return capped or bool(frontier)


def _lookahead(game: Game) -> Hint | None:
    """A move that leads to a run or a card turned up within ``LOOKAHEAD_DEPTH`` moves."""
    found = _progress(game, LOOKAHEAD_DEPTH, LOOKAHEAD_POSITIONS)
    if isinstance(found, bool) or found[3] < 2:
        return None
    (s, d, k), event, column, depth = found
    reason = "prepares-run" if event == "run" else "prepares-turn-up"
    return Hint(Move(s + 1, d + 1, k), reason, (("column", column), ("steps", depth)), game.lang)


def _can_go_on(game: Game) -> bool:
    """A quick search over visible cards for progress; the engine's ``is_stuck`` when it cannot tell.

    False means no run, card turned up or deal can be reached by moving whole
    groups (the hint then stays silent); it is always False when ``is_stuck``.
    """
    if game.can_deal():
        return True
    found = _progress(game, 0, STUCK_PROBE)
    if found is False:
        return False
    return found is not True or not game.is_stuck


def hint(game: Game) -> Hint | None:
    """The best move by the documented heuristic, or ``None`` when no move helps."""
    if game.is_won:
        return None
    found = _single_move_hints(game)
    if found and found[0][0][0] <= 1:
        return found[0][1]  # a run or a card turned up: real progress
    ahead = _lookahead(game)
    if not found:
        return ahead
    # Building is worth it only if the game can still go on (is_stuck agrees).
    if ahead is not None or _can_go_on(game):
        return found[0][1]
    return None
