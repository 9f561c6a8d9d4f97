"""What a game's review costs: positions (nodes) and seconds, per game and per decision.

Each deal (numbered from ``--first``, 100000 by default: none is among the
winnability table's first 2,000 codes) is played from the start by the honest
player (``search.HonestPlayer``, the hints' player) until it wins or gives up,
or by ``--mistakes N``: the honest game with every Nth move replaced by another
legal move (so that the review has costly moves to find). The game is then
reviewed (``game.review()``, the default budget unless ``--nodes`` says
otherwise; ``--max-actions`` bounds the line) and one line per deal printed:
the decisions, the outcome, the marked moves found, the positions the judge
searched, the chances raised (``Review.raised``), and the seconds (CPU and wall).
Budgets are node counts: the same review on any machine, only the seconds vary.

    nice -n 10 .venv/bin/python benchmarks/review.py --game spiderette --suits 1 2 --deals 3
    nice -n 10 .venv/bin/python benchmarks/review.py --game spider --suits 1 --deals 2 --show

``--board`` reviews as the board does (``SpideretteWidget.review()``: in another process, the
verdicts once the game is over, the review so far sent after each decision) and prints, per deal,
the seconds until the first decision shows on the board, until half of them do, and until the
review is done; then the median and the range over the deals. Issue 50 asks 15 s at most for a
100-decision game on the native core:

    nice -n 10 .venv/bin/python benchmarks/review.py --board --suits 1 2 --deals 5 --max-actions 100
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import statistics
import threading

from spiderette_widget import Game, SpideretteWidget
from spiderette_widget.search.budget import Budgets
from spiderette_widget.search.core import HonestPlayer
from spiderette_widget.search.study import codes


def played(code: str, mistakes: int = 0, max_actions: int = 400) -> Game:
    """``code`` played by the honest player; with ``mistakes``, every that-many-th move another one."""
    g = Game.from_code(code)
    player = HonestPlayer()
    while not g.is_won and len(g.line) < max_actions:
        found = player.step_for(g)
        if found is None:
            break
        action = found[0]
        others = [m for m in g.legal_moves() if m != action]
        if mistakes and len(g.line) % mistakes == mistakes - 1 and others:
            action = others[len(g.line) % len(others)]
        g.play(action)
    return g


def on_the_board(g: Game) -> tuple[float, float, float, int, int]:
    """Review ``g`` as the board does: seconds until the first decision shows, until half of them do,
    until the review is done; the decisions, and the board's updates while it ran."""
    w = SpideretteWidget(g, stats=False)
    seen: list[tuple[float, int]] = []
    began = time.perf_counter()
    w.observe(lambda change: seen.append((time.perf_counter(), len((change["new"]["review"] or {}).get("points", [])))),
              "view")  # fmt: skip
    # asked from a thread with no event loop: the news is applied as it comes, as in a kernel
    asking = threading.Thread(target=lambda: w.review().result(600))
    asking.start()
    asking.join()
    n = len(g.line)
    first = next((t for t, points in seen if points >= 2), float("nan")) - began
    half = next((t for t, points in seen if points >= n // 2 + 1), float("nan")) - began
    w.close()
    return first, half, seen[-1][0] - began, n, len(seen)


def board_main(args: argparse.Namespace) -> None:
    """``--board``: the board's review time, per deal and in all (median, range)."""
    core = "the native core" if native_core() else "plain Python"
    print(f"the board's review ({core}); deals from {args.first}, at most {args.max_actions} actions")
    print(f"{'code':>16} {'decisions':>9} {'first s':>7} {'half s':>7} {'done s':>7} {'updates':>7}")
    done = []
    for suits in args.suits:
        for code in codes(args.game, suits, range(args.first, args.first + args.deals)):
            g = played(code, args.mistakes, args.max_actions)
            first, half, end, n, updates = on_the_board(g)
            done.append(end)
            print(f"{code:>16} {n:>9} {first:>7.1f} {half:>7.1f} {end:>7.1f} {updates:>7}", flush=True)
    if done:
        print(f"done in {statistics.median(done):.1f} s (median of {len(done)}; {min(done):.1f} to {max(done):.1f} s)")


def native_core() -> bool:
    from spiderette_widget.search import native

    return native.active()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", default="spiderette", choices=("spiderette", "spider"))
    ap.add_argument("--suits", type=int, nargs="*", default=[1, 2])
    ap.add_argument("--deals", type=int, default=2)
    ap.add_argument("--first", type=int, default=100_000, help="first deal number (the table holds 0..1999)")
    ap.add_argument("--nodes", type=int, default=Budgets.review_position, help="positions judged from each position")
    ap.add_argument("--max-actions", type=int, default=400, help="the line's length at most")
    ap.add_argument("--mistakes", type=int, default=0, help="replace every Nth honest move by another (0: none)")
    ap.add_argument("--show", action="store_true", help="print each review")
    ap.add_argument("--quick", action="store_true", help="a tiny sample, to see that it runs")
    ap.add_argument("--board", action="store_true", help="review as the board does, timing what it shows")
    ap.add_argument("--second-look", type=int, help="Budgets.review_second_look (one-suit Spiderette's second look)")
    ap.add_argument("--second-draws", type=int, help="Budgets.review_second_draws (its deals' draws)")
    args = ap.parse_args()
    if args.second_look is not None:
        Budgets.review_second_look = args.second_look
    if args.second_draws is not None:
        Budgets.review_second_draws = args.second_draws
    if args.board:
        board_main(args)
        return
    if args.quick:  # one one-suit deal, its first 30 actions
        args.suits, args.deals, args.max_actions, args.show = [1], 1, 30, True
    print(f"review: {args.nodes:,} positions searched from each position; deals from {args.first}")
    print(f"{'code':>16} {'decisions':>9} {'outcome':>8} {'marked':>6} {'nodes':>11} {'nodes/dec':>9}"
          f" {'raised':>6} {'cpu s':>7} {'wall s':>7}")  # fmt: skip
    for suits in args.suits:
        for code in codes(args.game, suits, range(args.first, args.first + args.deals)):
            g = played(code, args.mistakes, args.max_actions)
            wall, cpu = time.perf_counter(), time.process_time()
            r = g.review(nodes=args.nodes, verdicts=False)
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
            n = len(r.decisions)
            print(f"{code:>16} {n:>9} {r.outcome:>8} {len(r.costly):>6} {r.nodes:>11,} {r.nodes // max(n, 1):>9,}"
                  f" {r.raised:>6} {cpu:>7.1f} {wall:>7.1f}", flush=True)  # fmt: skip
            if args.show:
                print(r)


if __name__ == "__main__":
    main()
