"""How fast the teaching helpers are: scripted players, board pictures, notebooks' simulations.

    .venv/bin/python benchmarks/teaching.py [--deals 200] [--quick]

Prints, per player and suit count, milliseconds per simulated game and the win
rate (the figures notebook 09 plots), then the time to draw a board picture
(Spiderette and Spider, with a highlighted move) and its size in bytes.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from spiderette_widget import Game
from spiderette_widget.pictures import board_svg
from spiderette_widget.search.players import (
    any_placement,
    deal_early,
    deal_late,
    random_player,
    reveal_first,
    same_suit_first,
    simulate,
    summarize,
    use_empty_columns,
)

PLAYERS = [random_player, any_placement, same_suit_first, reveal_first, use_empty_columns, deal_late, deal_early]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--quick", action="store_true", help="a tiny sample, to see that it runs")
    args = parser.parse_args()
    if args.quick:
        args.deals = 2

    print(f"scripted players, {args.deals} deals each")
    print(f"{'game':11} {'suits':>5} {'player':18} {'ms/game':>8} {'win rate':>9} {'95% CI':>14}")
    for game, suit_counts in (("spiderette", (1, 2, 4)), ("spider", (1, 2))):
        for suits in suit_counts:
            for player in PLAYERS if game == "spiderette" else [deal_late]:
                t = time.perf_counter()
                rows = simulate(args.deals, player, game=game, suits=suits)
                ms = (time.perf_counter() - t) * 1000 / args.deals
                s = summarize(rows)
                ci = f"{s['ci_low']:.0%}-{s['ci_high']:.0%}"
                print(f"{game:11} {suits:>5} {player.__name__:18} {ms:8.2f} {s['win_rate']:9.1%} {ci:>14}")

    print("\nboard pictures")
    for game in ("spiderette", "spider"):
        g = Game.new(game, suits=4, seed=3)
        move = g.legal_moves()[0] if g.legal_moves() else None
        n = 5 if args.quick else 500
        t = time.perf_counter()
        for _ in range(n):
            svg = board_svg(g, highlight=move)
        us = (time.perf_counter() - t) * 1e6 / n
        print(f"{game:11} board_svg: {us:7.0f} us per picture, {len(svg.encode()):6d} bytes")


if __name__ == "__main__":
    main()
