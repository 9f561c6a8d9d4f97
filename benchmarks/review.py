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
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from spiderette_widget import Game
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
    args = ap.parse_args()
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
