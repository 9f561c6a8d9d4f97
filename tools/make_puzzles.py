"""Write the graded puzzle set (spiderette_widget/data/puzzles.toml) from real deals.

Each deal (Spiderette with 1, 2 and 4 suits, Spider with 1 and 2) is played
by the solver's thoughtful player (its winning line), or by the honest player
when the thoughtful one finds no win in its budget: a real game, move by
move. Positions along it become puzzles when a goal there has a short answer
that never reads a face-down card before its last action:

* turn up a card, empty a column, remove a run, each "in at most N moves"
  (N the shortest such line, 2 to 4 moves, 3 in Spider, no deal in it);
* find the only move that turns up a card, builds in suit, empties a column
  or completes a run;
* win from a late position (the stock empty; the solver's line).

Kept only when it is a puzzle: at least three sensible moves at the start
(``sensible``), at most half of the first actions still able to meet the goal,
no position twice, none on another puzzle's answer line, at most two per deal.

**Difficulty, one way for every goal**: ``log2(actions / good) + 2 log2(L + 1)``,
``actions`` the legal first actions, ``good`` those after which the goal can
still be met (seen with every card; for "win" the solver's verdict), ``L``
the answer's length. Levels 1-5 are its quintiles over the set.

**Why**: what the key move (the answer's first) achieves and why the natural
alternative fails, naming it, built from what the searches found with the
``puzzle.*`` sentences of the translation files (``text/locales/*.ftl``) in every language.

Run (a few minutes; deterministic, node budgets only)::

    nice -n 19 .venv/bin/python tools/make_puzzles.py
    .venv/bin/python tools/make_puzzles.py --words   # only the words again (a fixed text, a new language)
"""

from __future__ import annotations

import json
import math
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spiderette_widget import Game
from spiderette_widget.classroom import GOALS
from spiderette_widget.classroom._goals import EFFECTS, _key, action_text, has_effect, parse_action, shortest_line
from spiderette_widget.engine._cards import card_text, rank_of
from spiderette_widget.search.core import BudgetSpent, Limit, Meter, thoughtful
from spiderette_widget.search.solver import solve
from spiderette_widget.text._words import LANGS, puzzle_cards, say

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "spiderette_widget" / "data" / "puzzles.toml"
DOCS = ROOT / "docs" / "exercises.md"
QUOTA = {("spiderette", 1): 14, ("spiderette", 2): 14, ("spiderette", 4): 14, ("spider", 1): 11, ("spider", 2): 11}
SEEDS = range(0, 60)  # deals tried per game and suit count, in order, until the quota is met
PER_DEAL = 2
KINDS = ("turn-up", "empty-column", "remove-run", "only-move", "win")
BFS_CAP = 1500  # positions the candidate search looks at from one position
SHARE_CAP = 4000  # positions per first action when measuring how many first actions still meet the goal
PUZZLE_SOLVE_NODES = 60_000  # the thoughtful search per puzzle checked (a tool's own, not the package's)
TITLES = {  # the board shows the level beside the title ("Level 3"): the title names the puzzle only
    "en": "Puzzle {n}",
    "pt": "Problema {n}",
    "pl": "Zadanie {n}",
    "es": "Problema {n}",
}
SET_TITLE = {"en": "Puzzles", "pt": "Problemas", "pl": "Zadania", "es": "Problemas"}


# ------------------------------------------------------------------ reading a position
def can_win(g: Game, nodes: int) -> bool | None:
    """The thoughtful player's verdict within ``nodes`` positions (None: unknown), its line left unpolished."""
    try:
        return thoughtful(g, Meter(Limit(nodes=nodes)), polish=0) is not None
    except BudgetSpent:
        return None


def empty_columns(g: Game) -> list[int]:
    return [i for i, c in enumerate(g.columns, 1) if not (c.hidden or c.up)]


def sensible(g: Game, a) -> bool:
    """A move a player would consider: not a group shuffled sideways, not a whole column into an empty one."""
    if a.is_deal:
        return True
    src, dst = g.columns[a.src - 1], g.columns[a.dst - 1]
    group = src.up[-a.count :]
    if not (dst.hidden or dst.up):
        return bool(src.hidden) or a.count < len(src.up)  # a whole column to an empty one changes nothing
    below = src.up[-a.count - 1] if a.count < len(src.up) else None
    if below is not None and rank_of(below) == rank_of(group[0]) + 1:  # it already rests on a card one higher
        return below != group[0] + 1 and dst.up[-1] == group[0] + 1  # sensible only to build in suit
    return True


def reached_fn(kind: str, g: Game, column: int | None):
    if kind == "turn-up":
        hidden = len(g.columns[column - 1].hidden)
        return lambda x: len(x.columns[column - 1].hidden) < hidden
    if kind == "empty-column":
        return lambda x: bool(empty_columns(x))
    removed = g.removed
    return lambda x: x.removed > removed


def fair_lines(g: Game) -> dict[tuple, list]:
    """The shortest line to each event (a column's card turned up, a column emptied, a run removed),
    2 to 4 moves, no deal, no card shown before the last move."""
    found: dict[tuple, list] = {}
    seen = {_key(g)}
    frontier = [(g, [])]
    had_empty = bool(empty_columns(g))
    for _depth in range(3 if g.game == "spider" else 4):  # Spider: 3 at most (ten columns, many more moves)
        nxt = []
        for x, line in frontier:
            for a in x.legal_moves():
                c = x.copy()
                c.play(a)
                new = [*line, a]
                last = c.last_action
                events = [("turn-up", k) for k in last.flipped] if last else []
                if last and last.runs:
                    events.append(("remove-run", None))
                if not had_empty and empty_columns(c):
                    events.append(("empty-column", None))
                for e in events:
                    found.setdefault(e, new)
                if last and last.flipped:
                    continue  # a card shows: a fair line ends here
                k = _key(c)
                if k in seen or len(seen) >= BFS_CAP:
                    continue
                seen.add(k)
                nxt.append((c, new))
        frontier = nxt
    return {e: line for e, line in found.items() if len(line) >= 2}


def good_first_actions(g: Game, cand: dict) -> tuple[int, int, list]:
    """How many first actions there are, how many still meet the goal, and the ones that fail
    (each with what the search found after it: the shortest line's length, or None)."""
    acts = g.legal_actions()
    kind, line = cand["goal"], cand["line"]
    if kind == "only-move":
        return len(acts), 1, [(a, None) for a in acts if a != line[0]]
    fails, good = [], 0
    if kind == "win":
        for a in acts:
            c = g.copy()
            c.play(a)
            if can_win(c, PUZZLE_SOLVE_NODES // 3) is False:
                fails.append((a, None))
            else:
                good += 1  # won, or unknown: counted as still possible (the measure never flatters)
            if good > len(acts) / 2:
                break  # more than half still win: not a puzzle (measure() refuses it)
        return len(acts), good, fails
    reached = reached_fn(kind, g, cand.get("column"))
    left = len(line) - 1
    for a in acts:
        c = g.copy()
        c.play(a)
        found = None if reached(c) else shortest_line(c, reached, left, fair=False, cap=SHARE_CAP)
        if found is None or found.line or not found.sure:  # unsure (the cap): counted as still possible
            good += 1
            if good > len(acts) / 2:
                break  # more than half still meet it: not a puzzle (measure() refuses it)
        else:
            fails.append((a, c))
    return len(acts), good, fails


# -------------------------------------------------------------------------- words
def group_of(g: Game, a) -> list[int]:
    return list(g.columns[a.src - 1].up[-a.count :])


def onto(g: Game, a, lang: str) -> str:
    dst = g.columns[a.dst - 1]
    if not (dst.hidden or dst.up):
        return say("puzzle.onto-empty", lang, column=a.dst)
    return say("puzzle.onto-card", lang, target=card_text(dst.up[-1]))


def move_words(g: Game, a, lang: str, key: str) -> str:
    if a.is_deal:
        return say("puzzle.alt-deal", lang)
    return say(key, lang, cards=puzzle_cards(group_of(g, a), lang), src=a.src, onto=onto(g, a, lang))


def key_sentence(g: Game, cand: dict, lang: str) -> str:
    line = cand["line"]
    k = line[0]
    move = move_words(g, k, lang, "puzzle.key")
    after = g.copy()
    after.play(k)
    last = after.last_action
    kind = cand["goal"]
    if kind == "only-move":
        effect = cand["effect"]
        column = (last.flipped[0] if last.flipped else None) if effect == "turns-up" else None
        if effect == "empties-column":
            column = next(c for c in (k.src, k.dst) if c in empty_columns(after))
        suit = after.removed_suits[-1] if after.removed_suits else ""
        return say(f"puzzle.key-only-{effect}", lang, move=move, column=column, suit=suit)
    rest = ""
    if kind == "win":
        rest = " " + say("puzzle.rest-win", lang, n=len(line) - 1)
    elif len(line) >= 3:
        rest = " " + say("puzzle.rest", lang, n=len(line) - 1)
    if last.runs:
        return say("puzzle.key-completes", lang, move=move, suit=after.removed_suits[-1]) + rest
    # the first later move that the key move serves: it frees its cards, uncovers its target, joins its
    # group, or gives it a place
    x = after.copy()
    for later in line[1:]:
        if later.is_deal:
            break
        cards = group_of(x, later)
        n = 1 if len(cards) == 1 else 2
        if later.src == k.src:
            text = say(
                "puzzle.key-frees",
                lang,
                move=move,
                cards=puzzle_cards(cards, lang),
                src=k.src,
                n=n,
                onto=onto(x, later, lang),
            )
            return text + rest
        if later.dst == k.src and x.columns[k.src - 1].up:
            target = puzzle_cards([x.columns[k.src - 1].up[-1]], lang)
            text = say(
                "puzzle.key-uncovers", lang, move=move, target=target, src=k.src, cards=puzzle_cards(cards, lang)
            )
            return text + rest
        if later.src == k.dst and later.count > k.count:
            group = " ".join(card_text(c) for c in cards)
            return say("puzzle.key-joins", lang, move=move, group=group, onto=onto(x, later, lang)) + rest
        if later.dst == k.dst and x.columns[k.dst - 1].up[-1] == after.columns[k.dst - 1].up[-1]:
            target = puzzle_cards([x.columns[k.dst - 1].up[-1]], lang)
            return say("puzzle.key-place", lang, move=move, cards=puzzle_cards(cards, lang), target=target) + rest
        if {later.src, later.dst} & {k.src, k.dst}:
            break  # the columns the key move touched have changed: no simpler relation to name
        x.play(later)
    emptied = [c for c in empty_columns(after) if c not in empty_columns(g)]
    if emptied:
        x = after.copy()
        for a in line[1:]:
            if not a.is_deal and a.dst in emptied:
                return (
                    say("puzzle.key-empties", lang, move=move, column=a.dst, cards=puzzle_cards(group_of(x, a), lang))
                    + rest
                )
            x.play(a)
    return say("puzzle.key-first", lang, move=move, n=len(line))


def alt_reason(g: Game, cand: dict, alt, after_alt) -> tuple[str, dict] | None:
    """Why the alternative fails, from what the searches found: a catalog key and its numbers/cards."""
    kind, line = cand["goal"], cand["line"]
    if kind == "win":
        return "puzzle.alt-no-win", {}
    if kind == "only-move":
        src = g.columns[alt.src - 1] if not alt.is_deal else None
        effect = cand["effect"]
        if effect == "turns-up" and src is not None and src.hidden and alt.count < len(src.up):
            return "puzzle.alt-part", {"column": alt.src, "n": len(src.up) - alt.count}
        if effect == "builds-in-suit" and src is not None:
            dst = g.columns[alt.dst - 1]
            first = src.up[-alt.count]
            if dst.up and rank_of(dst.up[-1]) == rank_of(first) + 1 and dst.up[-1] != first + 1:
                return "puzzle.alt-other-suit", {}
        if effect == "empties-column" and src is not None and alt.count < len(src.up) + len(src.hidden):
            return "puzzle.alt-leaves", {"column": alt.src, "n": len(src.up) + len(src.hidden) - alt.count}
        if effect == "completes-run" and src is not None:
            dst = g.columns[alt.dst - 1]
            if dst.up and dst.up[-1] == src.up[-alt.count] + 1:
                return "puzzle.alt-no-run", {}
        return None
    # reach goals: the alternative lands where the line needed to land, or the budget runs out
    x = g.copy()
    for a in line:
        if not a.is_deal and not alt.is_deal and a.dst == alt.dst:
            dst = x.columns[a.dst - 1]
            cards = group_of(x, a)
            untouched = dst.up == g.columns[a.dst - 1].up
            if untouched and only_place(x, a):  # "where X has to go": the engine finds no other place for X
                if dst.up:
                    return "puzzle.alt-covers", {"target": [dst.up[-1]], "cards": cards}
                if not dst.hidden:
                    return "puzzle.alt-fills", {"column": a.dst, "cards": cards}
        x.play(a)
    left = len(line) - 1
    longer = shortest_line(after_alt, reached_fn(kind, g, cand.get("column")), left + 3, fair=False, cap=SHARE_CAP)
    if longer.line:
        return "puzzle.alt-slow", {"k": len(longer.line), "left": left}
    return "puzzle.alt-never", {"left": left}


def only_place(g: Game, a) -> bool:
    """Whether ``a.dst`` is the one column the group ``a`` moves can go to on ``g`` (the "has to go" of a why)."""
    return {m.dst for m in g.legal_moves() if m.src == a.src and m.count == a.count} == {a.dst}


def board_says_lost(g: Game, cand: dict, alt) -> bool:
    """Whether the puzzle's own live check (what the board says, reading no face-down card) calls the goal
    lost after ``alt``: a why may call a try a failure only then (issue 52: p27 said "fails" where the
    board said "Not yet")."""
    kind, line = cand["goal"], cand["line"]
    args: dict = {"line": line}
    if kind == "only-move":
        args["effect"] = cand["effect"]
    elif kind == "turn-up":
        args.update(column=cand["column"], within=len(line))
    elif kind != "win":
        args["within"] = len(line)
    goal = GOALS[kind](**args)
    goal.prepare(g)
    after = g.copy()
    after.play(alt)
    return goal.status(after, [alt])[0] == "lost"


def natural(g: Game, cand: dict, fails: list) -> tuple | None:
    """The alternative a player would try first among the failing first actions, with why it fails."""
    hint = g.hint()
    key = cand["line"][0]
    line_dsts = {a.dst for a in cand["line"] if not a.is_deal}

    def rank(item) -> tuple:
        a, _ = item
        if a.is_deal:
            return (9,)
        if hint is not None and a == hint.move:
            return (0,)
        if a.src == key.src:
            return (1, a.count)
        if a.dst in line_dsts:
            return (2,)
        if has_effect(g, a, "builds-in-suit") or has_effect(g, a, "turns-up"):
            return (3,)
        return (4,)

    sensible_tries = sorted((f for f in fails if sensible(g, f[0])), key=rank)
    tries = [f for f in sensible_tries if board_says_lost(g, cand, f[0])]
    if not tries and sensible_tries and cand["goal"] not in ("only-move", "win"):
        # no sensible try that the board (reading no face-down card) calls lost: the most natural one fails
        # only because of the cards turned up on the way, and the why says so (the board says "Not yet")
        return sensible_tries[0][0], ("puzzle.alt-hidden", {"left": len(cand["line"]) - 1})
    if cand["goal"] == "only-move":  # the closest miss: fewest cards left behind, then the most natural
        found = [(a, alt_reason(g, cand, a, after)) for a, after in tries]
        found = [(a, why) for a, why in found if why is not None]
        found.sort(key=lambda f: f[1][1].get("n", 0))
        return found[0] if found else None
    for a, after in tries:
        why = alt_reason(g, cand, a, after)
        if why is not None:
            return a, why
    return None


def why_texts(g: Game, cand: dict, alt, reason: tuple[str, dict]) -> dict[str, str]:
    out = {}
    key, params = reason
    for lang in LANGS:
        p = dict(params)
        for name in ("cards", "target"):
            if name in p:
                p[name] = puzzle_cards(p[name], lang)
        if "cards" in params:
            p["n"] = 1 if len(params["cards"]) == 1 else 2
        alt_text = move_words(g, alt, lang, "puzzle.alt")
        out[lang] = key_sentence(g, cand, lang) + " " + say(key, lang, alt=alt_text, **p)
    return out


# ------------------------------------------------------------------------ candidates
def candidates(g: Game, ahead: int, want_win: bool = True) -> list[dict]:
    """Goals at this position with a short fair answer."""
    out = []
    for (kind, column), line in fair_lines(g).items():
        if kind == "turn-up" and column is None:
            continue
        out.append({"goal": kind, "line": line, "column": column})
    moves = g.legal_moves()
    if sum(sensible(g, m) for m in moves) >= 4:
        for effect in EFFECTS:
            doing = [m for m in moves if has_effect(g, m, effect)]
            if len(doing) == 1:
                out.append({"goal": "only-move", "effect": effect, "line": doing})
    if want_win and not g.stock and 8 <= ahead <= 30:
        sol = solve(g, budget_nodes=PUZZLE_SOLVE_NODES, budget_seconds=3600)
        if sol.verdict == "win" and len(sol.line) <= 30:
            out.append({"goal": "win", "line": list(sol.line)})
    return out


def measure(g: Game, cand: dict) -> dict | None:
    """The candidate as a puzzle (share, difficulty, why), or None when it is not one."""
    acts = g.legal_actions()
    if sum(sensible(g, a) for a in acts) < 3 or cand["line"][0].is_deal or not sensible(g, cand["line"][0]):
        return None
    n, good, fails = good_first_actions(g, cand)
    if good == 0 or good / n > 0.5:
        return None
    alt = natural(g, cand, fails)
    if alt is None:
        return None
    a, reason = alt
    L = len(cand["line"])
    difficulty = math.log2(n / good) + 2 * math.log2(L + 1)
    return {
        **cand,
        "actions": n,
        "good": good,
        "difficulty": round(difficulty, 2),
        "alt": action_text(a),
        "why": why_texts(g, cand, a, reason),
    }


def line_keys(g: Game, line: list) -> set:
    x = g.copy()
    keys = {_key(x)}
    for a in line:
        x.play(a)
        keys.add(_key(x))
    return keys


def play_line(game: Game) -> list:
    sol = solve(game, budget_nodes=300_000, budget_seconds=3600)
    if sol.verdict == "win":
        return list(sol.line)
    return list(solve(game, player="honest", budget_nodes=2_000_000, budget_seconds=3600).line)


def main() -> None:
    chosen: list[dict] = []
    starts: set = set()
    on_lines: set = set()
    for (name, suits), quota in QUOTA.items():
        count = {k: 0 for k in KINDS}
        got = 0
        for seed in SEEDS:
            if got >= quota:
                break
            game = Game.new(name, suits=suits, seed=seed)
            line = play_line(game)
            taken: list[int] = []
            kinds_here: set = set()
            looked = 0
            wins_tried = 0
            g = game.copy()
            positions = []
            for action in line:
                positions.append(g.copy())
                g.play(action)
            # positions spread along the game (a third in, two thirds in, then between), so that
            # the two puzzles of a deal are far apart
            order = sorted(range(1, len(line)), key=lambda i: (i % 7 != 3, abs(i - len(line) // 3 * (1 + i % 2))))
            if count["win"] < min(count.values()) + 2:  # wins are short of others: late positions first
                late = [i for i in order if not positions[i].stock and 8 <= len(line) - i <= 30 and i % 3 == 0]
                order = late[:3] + [i for i in order if i not in late[:3]]
            for i in order:
                if len(taken) >= PER_DEAL or got >= quota or looked >= 24:
                    break
                if any(abs(i - j) < 6 for j in taken):
                    continue
                pos = positions[i]
                looked += 1
                # the kinds this game and suit count has fewest of first
                want_win = count["win"] <= quota // len(KINDS) and "win" not in kinds_here and wins_tried < 3
                wins_tried += want_win and not pos.stock
                pool = sorted(
                    candidates(pos, len(line) - i, want_win), key=lambda c: (count[c["goal"]], c["goal"] == "only-move")
                )
                for cand in pool:
                    if cand["goal"] in kinds_here or count[cand["goal"]] > quota // len(KINDS) + 1:
                        continue
                    keys = line_keys(pos, cand["line"])
                    if _key(pos) in starts or _key(pos) in on_lines or keys & starts:
                        continue
                    puzzle = measure(pos, cand)
                    if puzzle is None:
                        continue
                    puzzle.update(code=game.code, moves=" ".join(map(action_text, line[:i])), game=name, suits=suits)
                    chosen.append(puzzle)
                    starts.add(_key(pos))
                    on_lines |= keys
                    taken.append(i)
                    kinds_here.add(cand["goal"])
                    count[cand["goal"]] += 1
                    got += 1
                    break
            print(
                name,
                suits,
                seed,
                len(line),
                "actions,",
                looked,
                "positions looked at, taken",
                len(taken),
                f"{time.process_time():.0f}s",
                flush=True,
            )
        print(name, suits, got, count, flush=True)
    chosen.sort(key=lambda c: (c["difficulty"], c["goal"], c["code"]))
    for rank, c in enumerate(chosen):
        c["level"] = 1 + (5 * rank) // len(chosen)
    write(chosen)
    write_docs(chosen)
    print(f"{len(chosen)} puzzles written to {OUT}")


def reword() -> None:
    """Word the set again in every language of ``LANGS`` without searching anew (``--words``): after a fix in
    the translation files, or for a new language. Each puzzle's position, goal, answer and natural
    alternative (its comment) are read back from the file; the why is rebuilt from them as ``measure`` builds it.
    """
    if sys.version_info >= (3, 11):
        import tomllib
    else:
        import tomli as tomllib
    text = OUT.read_text(encoding="utf-8")
    head, *blocks = text.split("[[exercise]]\n")
    head = re.sub(r"(?m)^title = .*$", lambda _: f"title = {_toml(SET_TITLE)}", head, count=1)
    out = [head]
    for n, block in enumerate(blocks, 1):
        e = tomllib.loads(block)
        g = Game.from_code(e["code"])
        for action in e["moves"].split():
            g.play(parse_action(g, action))
        x, line = g.copy(), []
        for action in e["line"].split():
            line.append(parse_action(x, action))
            x.play(line[-1])
        cand = {"goal": e["goal"], "line": line, "column": e.get("column"), "effect": e.get("effect")}
        alt = parse_action(g, re.search(r"natural alternative (\S+)", block)[1])
        after = g.copy()
        after.play(alt)
        reason = alt_reason(g, cand, alt, after)
        if reason is None or not board_says_lost(g, cand, alt):  # the try again: one the board calls lost, or
            # one that fails only because of the cards it turns up
            picked = natural(g, cand, good_first_actions(g, cand)[2])
            alt, reason = picked if picked is not None else (alt, None)
            block = re.sub(r"natural alternative \S+", lambda _, a=alt: f"natural alternative {action_text(a)}", block)
        if reason is None:
            msg = f"p{n:02d}: its natural alternative no longer fails for a reason the catalog words"
            raise SystemExit(msg)
        titles = {lang: TITLES[lang].format(n=n) for lang in LANGS}
        block = re.sub(r"(?m)^title = .*$", lambda _, t=titles: f"title = {_toml(t)}", block, count=1)
        why = why_texts(g, cand, alt, reason)
        block = re.sub(r"(?m)^why = .*$", lambda _, w=why: f"why = {_toml(w)}", block, count=1)
        out.append(block)
    OUT.write_text("[[exercise]]\n".join(out), encoding="utf-8")
    print(f"{len(blocks)} puzzles worded again in {', '.join(LANGS)}: {OUT}")


def _toml(value) -> str:
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{k} = {_toml(v)}" for k, v in value.items()) + " }"
    return str(value)


def write(chosen: list[dict]) -> None:
    lines = [
        "# The graded puzzle set: positions from real deals, easiest first. Written by tools/make_puzzles.py.",
        "# Each position is a deal's code and the moves a real game played (the solver's thoughtful player,",
        "# or the honest one). difficulty = log2(first actions / those that still meet the goal)",
        "# + 2 log2(answer length + 1), one measure for every goal; level 1-5 is its quintile in the set.",
        f"title = {_toml(SET_TITLE)}",
        "",
    ]
    for n, c in enumerate(chosen, 1):
        lines.append("[[exercise]]")
        lines.append(f'name = "p{n:02d}"')
        titles = {lang: TITLES[lang].format(n=n, level=c["level"]) for lang in LANGS}
        lines.append(f"title = {_toml(titles)}")
        lines.append(f"code = {_toml(c['code'])}")
        lines.append(f"moves = {_toml(c['moves'])}")
        lines.append(f"goal = {_toml(c['goal'])}")
        if c["goal"] == "only-move":
            lines.append(f"effect = {_toml(c['effect'])}")
        if c["goal"] == "turn-up":
            lines.append(f"column = {c['column']}")
        if c["goal"] in ("turn-up", "empty-column", "remove-run"):
            lines.append(f"within = {len(c['line'])}")
        lines.append(f"line = {_toml(' '.join(map(action_text, c['line'])))}")
        lines.append(f"difficulty = {c['difficulty']}")
        lines.append(f"level = {c['level']}")
        lines.append(
            f"# {c['game']}, {c['suits']} suit(s): {c['good']} of {c['actions']} first actions still meet "
            f"the goal; natural alternative {c['alt']}"
        )
        lines.append(f"why = {_toml(c['why'])}")
        lines.append("")
    OUT.write_text("\n".join(lines), encoding="utf-8")


def level_table(chosen: list[dict]) -> str:
    rows = ["| level | puzzles | difficulty | answer length | goals | games |", "|---|---|---|---|---|---|"]
    for level in range(1, 6):
        mine = [c for c in chosen if c["level"] == level]
        if not mine:
            continue
        ds = [c["difficulty"] for c in mine]
        lengths = [len(c["line"]) for c in mine]
        goals = {}
        for c in mine:
            goals[c["goal"]] = goals.get(c["goal"], 0) + 1
        games = {}
        for c in mine:
            label = f"{'Spiderette' if c['game'] == 'spiderette' else 'Spider'} {c['suits']}"
            games[label] = games.get(label, 0) + 1
        rows.append(
            f"| {level} | {len(mine)} | {min(ds):g}–{max(ds):g} | {min(lengths)}–{max(lengths)} | "
            + ", ".join(f"{k} {v}" for k, v in goals.items())
            + " | "
            + ", ".join(f"{k} {v}" for k, v in sorted(games.items()))
            + " |"
        )
    return "\n".join(rows)


def write_docs(chosen: list[dict]) -> None:
    text = DOCS.read_text(encoding="utf-8")
    table = level_table(chosen)
    block = f"<!-- puzzle-levels: written by tools/make_puzzles.py -->\n{table}\n<!-- /puzzle-levels -->"
    if "<!-- puzzle-levels" in text:
        text = re.sub(r"<!-- puzzle-levels.*?<!-- /puzzle-levels -->", lambda _: block, text, flags=re.S)
    else:
        text = text.rstrip("\n") + "\n\n" + block + "\n"
    DOCS.write_text(text, encoding="utf-8")
    print(table)


if __name__ == "__main__":
    if "--words" in sys.argv:
        reword()
    else:
        main()
