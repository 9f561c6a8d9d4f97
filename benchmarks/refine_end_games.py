"""End games of the open four-suit deals searched by rank and refined by card (``search.refine``, issue 54).

For each deal, the complete search (the Python reference, from the deal, no pass before it) runs
within ``--card-nodes`` positions; the first ``--entries`` end games it enters (the stock empty, a
new *event class*: the same face-down cards in the columns and the same cards on the table, so
differing only in where the face-up cards lie) that ``hopeless`` does not prove lost are kept.
Each is then given to ``refine.end_game`` within ``--rank-nodes`` positions by rank and
``--refinements`` refinements, one refined-set table shared by the deal's end games, and a row
printed and written (JSON lines): the verdict, refinements, positions by rank, refined cards, CPU
seconds; every win is replayed through ``Game.play``. The searches by rank run on the native core
(``--native``, the default: ``native.by_rank``) or on the Python reference (``--python``); the
complete search that meets the end games is the Python one either way.

    nice -n 10 .venv/bin/python benchmarks/refine_end_games.py --out benchmarks/results/refine-sd4-open.jsonl
    .venv/bin/python benchmarks/refine_end_games.py --quick
    .venv/bin/python benchmarks/refine_end_games.py --quick --python
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from spiderette_widget import Game
from spiderette_widget.engine._cards import card_text
from spiderette_widget.search import Limit, core, native
from spiderette_widget.search.budget import BudgetSpent, Meter
from spiderette_widget.search.core import State, rules_of, state_of
from spiderette_widget.search.refine import end_game

# the four-suit Spiderette deals of benchmarks/results/fresh-sd4-search-14-150m.csv open at search-17
DEALS = ["AABOKJF", "AABOKMI", "AABOKIV", "AABOKOW", "AABOKOT", "AABOKOP", "AABOKOQ", "AABOKMU", "AABOKIY"]
FACE_DOWN = 64  # the complete search's mark on a face-down card


class Enough(Exception):
    """Enough end games met."""


def decoded(st: tuple, n: int) -> State:
    """The complete search's own position (``FACE_DOWN`` marks) as a ``State``."""
    cols = tuple(tuple(x & 63 for x in col) for col in st[:n])
    hid = tuple(sum(1 for x in col if x >= FACE_DOWN) for col in st[:n])
    return cols, hid, st[n]


def entries(game: Game, count: int, nodes: int) -> list[tuple[State, int]]:
    """The first ``count`` end games (new event classes, not ``hopeless``) the complete search enters
    from ``game``, each with the positions counted when it was met."""
    rules = rules_of(game)
    meter = Meter(Limit(nodes=nodes))
    search = core._Complete(rules, meter)
    classes: set = set()
    found: list[tuple[State, int]] = []
    n = rules.ncols
    test = search.hopeless

    def watch(st: tuple) -> bool:
        lost = test(st)
        if st[n] or lost or not any(st[:n]):
            return lost
        state = decoded(st, n)
        key = (
            tuple(sorted(bytes(c[:h]) for c, h in zip(state[0], state[1], strict=True))),
            frozenset(x for c in state[0] for x in c),
        )
        if key not in classes:
            classes.add(key)
            found.append((state, meter.nodes))
            if len(found) >= count:
                raise Enough
        return lost

    search.hopeless = watch  # type: ignore[method-assign]
    with contextlib.suppress(Enough, BudgetSpent):
        search.run(state_of(game))
    return found


class Won(Exception):
    """An end game won in the game: the deal is won."""


def cut_search(
    game: Game,
    nodes: int,
    rank_nodes: int,
    refinements: int,
    rank_total: int,
    keep: Path | None = None,
    label: str = "",
    seed_last: bool = False,
    seed_try: int = 0,
) -> dict:
    """The Python complete search from ``game`` within ``nodes`` positions by card, every new end game
    it meets (not ``hopeless``) given to ``end_game`` first and not explored when proven lost."""
    rules = rules_of(game)
    meter = Meter(Limit(nodes=nodes))
    search = core._Complete(rules, meter)
    n = rules.ncols
    test = search.hopeless
    tables: dict = {}
    last = [frozenset()]  # the refined set of the last end game proven lost by a search
    tally = {"won": 0, "lost": 0, "open": 0, "looked_up": 0, "positions_by_rank": 0, "refinements": 0}

    def watch(st: tuple) -> bool:
        if test(st):
            return True
        if st[n] or not any(st[:n]):
            return False
        state = decoded(st, n)
        if seed_try and last[0]:  # the last proof's refined set first, within seed_try; then from none
            result = end_game(state, seed_try, refinements, tables, last[0])
            if result.verdict == "open":
                again = end_game(state, rank_nodes, refinements, tables)
                result = again._replace(
                    positions=result.positions + again.positions, refinements=result.refinements + again.refinements
                )
        else:
            result = end_game(state, rank_nodes, refinements, tables, last[0] if seed_last else frozenset())
        if result.verdict == "lost" and result.positions:
            last[0] = result.refined
        tally[result.verdict] += 1
        tally["looked_up"] += result.verdict == "lost" and not result.positions
        tally["positions_by_rank"] += result.positions
        tally["refinements"] += result.refinements
        if result.refinements:
            tally[f"{result.verdict}_refined"] = tally.get(f"{result.verdict}_refined", 0) + 1
        tally["most_refinements"] = max(tally.get("most_refinements", 0), result.refinements)
        if sum(tally[v] for v in ("won", "lost", "open")) % 100 == 0:
            print(f"  {meter.nodes} by card, {time.process_time():.0f} CPU s: {tally}", file=sys.stderr, flush=True)
        if result.verdict == "open" and keep is not None:
            with keep.open("a") as f:
                f.write(json.dumps({"code": label, "cols": state[0], "hid": state[1]}) + "\n")
        if result.verdict == "won":
            if not won_in_game(state, result.line):
                raise ValueError("a refined win that does not replay")
            raise Won
        if tally["positions_by_rank"] >= rank_total:
            raise BudgetSpent("positions by rank")
        return result.verdict == "lost"

    search.hopeless = watch  # type: ignore[method-assign]
    try:
        line = search.run(state_of(game))
        verdict = "won" if line is not None else "lost"
    except Won:
        verdict = "won"
    except BudgetSpent:
        verdict = "open"
    except MemoryError:  # the tables outgrew the memory given (ulimit -v): open, the rows so far kept
        verdict = "open (out of memory)"
    return {"verdict": verdict, "positions_by_card": meter.nodes, **tally, "refined_sets": len(tables)}


def won_in_game(st: State, line: list) -> bool:
    """``line`` played from ``st`` through ``Game.play`` (a four-suit Spiderette table, the stock empty) wins."""
    text = ["spiderette", f"removed: {' '.join('S' for _ in range((52 - sum(map(len, st[0]))) // 13))}"]
    for i, (col, h) in enumerate(zip(st[0], st[1], strict=True)):
        cards = [card_text(x) for x in col]
        text.append(f"{i + 1}: {' '.join(cards[:h])} | {' '.join(cards[h:])}" if h else f"{i + 1}: {' '.join(cards)}")
    game = Game.from_text("\n".join(t for t in text if t != "removed: "))
    if state_of(game)[0] != st[0]:
        raise ValueError("the end game did not read back as itself")
    for move in line:
        game.play(move)
    return game.is_won


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", default=",".join(DEALS), help="deal codes after SD1-S4-, comma-separated")
    ap.add_argument("--entries", type=int, default=5, help="end games per deal")
    ap.add_argument("--card-nodes", type=int, default=3_000_000, help="complete-search positions to find them in")
    ap.add_argument("--rank-nodes", type=int, default=2_000_000, help="positions by rank per end game")
    ap.add_argument("--refinements", type=int, default=60)
    ap.add_argument("--rank-total", type=int, default=20_000_000, help="--cut: positions by rank in all")
    ap.add_argument("--cut", action="store_true", help="the complete search with every end game refined first")
    ap.add_argument("--seed-last", action="store_true", help="--cut: start from the last proof's refined set")
    ap.add_argument("--seed-try", type=int, default=0, help="--cut: the last proof's set first, in this many")
    ap.add_argument("--keep-open", type=Path, default=None, help="--cut: write the end games left open here")
    ap.add_argument("--states", type=Path, default=None, help="end games (as --keep-open writes them) to refine")
    ap.add_argument("--out", type=Path, default=None)
    ap.add_argument("--quick", action="store_true", help="one deal, one end game, small budgets")
    core_choice = ap.add_mutually_exclusive_group()
    core_choice.add_argument("--native", action="store_true", help="the searches by rank in C (the default)")
    core_choice.add_argument("--python", action="store_true", help="the searches by rank in Python (the reference)")
    args = ap.parse_args()
    if args.python:
        with native.pure_python():
            run(args)
    elif not native.active():
        ap.error(f"the native core does not run here ({native.NATIVE_WHY_NOT}): use --python")
    else:
        run(args)


def run(args: argparse.Namespace) -> None:
    """The rows ``main``'s arguments ask for, printed and written."""
    engine = "native" if native.active() else "python"
    deals = args.deals.split(",")
    if args.quick:
        deals, args.entries, args.card_nodes, args.rank_nodes = deals[:1], 1, 300_000, 20_000
    rows = []
    for deal in deals:
        code = f"SD1-S4-{deal}"
        started = time.process_time()
        if args.cut:
            row = {
                "code": code,
                **cut_search(
                    Game.from_code(code),
                    args.card_nodes,
                    args.rank_nodes,
                    args.refinements,
                    args.rank_total,
                    args.keep_open,
                    code,
                    args.seed_last,
                    args.seed_try,
                ),
            }
            row.update(
                cpu_seconds=round(time.process_time() - started, 1),
                card_nodes=args.card_nodes,
                rank_nodes=args.rank_nodes,
                max_refinements=args.refinements,
                seed_last=args.seed_last,
                seed_try=args.seed_try,
                engine=engine,
            )
            rows.append(row)
            print(json.dumps(row), flush=True)
            if args.out:
                with args.out.open("a") as f:
                    f.write(json.dumps(row) + "\n")
            continue
        if args.states:
            kept = [json.loads(line) for line in args.states.read_text().splitlines()]
            met = [((tuple(map(tuple, r["cols"])), tuple(r["hid"]), 0), 0) for r in kept if r["code"] == code]
            met = met[: args.entries]
        else:
            met = entries(Game.from_code(code), args.entries, args.card_nodes)
        print(f"{code}: {len(met)} end games met ({time.process_time() - started:.1f} CPU s)", flush=True)
        tables: dict = {}
        for i, (st, at) in enumerate(met):
            t = time.process_time()
            result = end_game(st, args.rank_nodes, args.refinements, tables)
            row = {
                "code": code,
                "entry": i + 1,
                "met_after": at,
                "face_down": sum(st[1]),
                "verdict": result.verdict,
                "refinements": result.refinements,
                "positions_by_rank": result.positions,
                "refined": len(result.refined),
                "cpu_seconds": round(time.process_time() - t, 4),
                "replayed": won_in_game(st, result.line) if result.verdict == "won" else None,
                "rank_nodes": args.rank_nodes,
                "engine": engine,
            }
            rows.append(row)
            print(json.dumps(row), flush=True)
            if args.out:
                with args.out.open("a") as f:
                    f.write(json.dumps(row) + "\n")
    verdicts = [r["verdict"] for r in rows]
    seconds = sum(r["cpu_seconds"] for r in rows)
    rate = f", {len(rows) / seconds:.2f} a CPU second" if seconds and not args.cut else ""
    print({v: verdicts.count(v) for v in ("won", "lost", "open")}, f"({engine}{rate})")


if __name__ == "__main__":
    main()
