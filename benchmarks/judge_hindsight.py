"""Would what the expert's solves see help the review's judge? An offline test on training games.

The judge (``search/judge.py``) looks one card ahead with a learned
evaluation; the expert solves imagined arrangements of the unseen cards. This
measures whether the share of such arrangements a search wins, stacked beside
the judge, would read a position's chance better, before anything of it is
built into the judge (issue 50, one-suit Spiderette).

``gather``: at every ``--every``-th position of the expert's games of a file
(training deals only: seeds from 200000 on), where a card is still unseen,
one JSON line with the game's seed, the position's index, whether the game was
won, the judge's chance (``c1``: the shipped first look, or ``--weights``'),
and two *hindsight shares* from the position being judged, each over
arrangements of the unseen cards drawn from the observation only (never the
real cards; ``expert.sample``, seeded by the observation):

- ``greedy``: ``expert.win_chance`` (a greedy search that sees the
  arrangement), over ``--greedy`` arrangements;
- ``seen``: the thoughtful search's passes (``core.SCHEDULE``'s phase searches
  and ``core.BEAMS``' beams) seeing the arrangement, within ``--nodes``
  positions each, over ``--samples`` arrangements (``seen_share``).

``report``: 5-fold cross-validation by game (a game's positions in one fold)
of logistic stacks fitted on the other folds: [1, logit c1] alone, then with
the smoothed log-odds of each share, log((k + 1/2) / (n - k + 1/2)); the
Brier skill over the base rate of each, and its gain over [1, logit c1]
with a 95% bootstrap interval over games (paired: the same resampled games).
The raw first look (with its own map, no refit) is printed too. The brief's
bar: go on only if the gain is clearly above 0.02.

    nice -n 10 .venv/bin/python benchmarks/judge_hindsight.py gather \\
        --games benchmarks/results/calibration-fresh2-sd1.jsonl --out benchmarks/results/judge-hindsight-sd1.jsonl
    .venv/bin/python benchmarks/judge_hindsight.py report benchmarks/results/judge-hindsight-sd1.jsonl
    .venv/bin/python benchmarks/judge_hindsight.py --quick   # one game on small budgets, then the report
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from train_judge import brier_skill, logistic, positions, read_games  # noqa: E402

from spiderette_widget import Game  # noqa: E402
from spiderette_widget.search.budget import BudgetSpent, Limit, Meter  # noqa: E402
from spiderette_widget.search.core import BEAMS, SCHEDULE, Rules, State, beam, phase_search, rules_of, state_of  # noqa: E402
from spiderette_widget.search.expert import sample, unseen_cards, win_chance  # noqa: E402
from spiderette_widget.search.judge import DEALS, Judge, load_weights  # noqa: E402

FOLDS = 5


def seen_win(rules: Rules, root: State, nodes: int) -> bool:
    """Whether the thoughtful search's passes, seeing every card of ``root`` and ``rules``' stock,
    win within ``nodes`` positions (no complete search: a pass that finds no line proves nothing).

    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: 2S AS")
    >>> seen_win(rules_of(g), state_of(g), 1000)
    True
    """
    meter = Meter(Limit(nodes=nodes))
    try:
        for i, (cap, discrepancies) in enumerate(SCHEDULE):
            search = phase_search(rules, meter, cap)
            if any(search.run(root, b) is not None for b in range(discrepancies + 1)):
                return True
            for after, width, most in BEAMS:
                if after == i + 1 and beam(rules, meter, root, width, most) is not None:
                    return True
    except BudgetSpent:
        return False
    return False


def seen_share(game: Game, samples: int, nodes: int) -> float:
    """The share of ``samples`` arrangements of ``game``'s unseen cards (drawn from what the
    player sees, seeded by it) that ``seen_win`` wins within ``nodes`` positions each.

    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: AS | 2S")
    >>> seen_share(g, 4, 1000)
    1.0
    """
    rules, st = rules_of(game, honest=True), state_of(game, honest=True)
    unseen = unseen_cards(game)
    rng = random.Random(f"hindsight|{game.removed}|{st!r}")
    won = 0
    for _ in range(samples):
        table, stock = sample(st, unseen, rng)
        won += seen_win(Rules(rules.ncols, stock, rules.total), table, nodes)
    return won / samples


def gather(games: Path, out: Path, every: int, greedy: int, samples: int, nodes: int, weights: dict) -> None:
    """Append ``gather``'s lines (see the module) for the one-suit Spiderette games of ``games``."""
    rows = [r for r in read_games(games) if (r["game"], r["suits"]) == ("spiderette", 1)]
    if not rows or min(r["seed"] for r in rows) < 200000:
        msg = "the test runs on training deals only (one-suit Spiderette, seeds from 200000 on)"
        raise SystemExit(msg)
    started = time.process_time()
    with out.open("w", encoding="utf-8") as f:
        for row in rows:
            for i, g in enumerate(positions(row, every)):
                if g.is_won or not (g.stock or any(c.hidden for c in g.columns)):
                    continue
                j = Judge(g.game, g.suits, len(g.columns), unseen_cards(g), weights, rules_of(g).total // 13,
                          DEALS[g.game])  # fmt: skip
                line = {"seed": row["seed"], "at": i * every, "won": row["won"], "c1": round(j.chance(g).chance, 6),
                        "greedy": win_chance(g, samples=greedy), "greedy_n": greedy,
                        "seen": seen_share(g, samples, nodes), "seen_n": samples, "nodes": nodes}  # fmt: skip
                f.write(json.dumps(line) + "\n")
    print(f"gather: {time.process_time() - started:.1f} CPU s")


def smoothed(share: Any, n: int) -> Any:
    """The log-odds of ``share`` of ``n`` with half a win and half a loss added.

    >>> round(float(smoothed(1.0, 16)), 3)
    3.497
    """
    import numpy as np

    k = np.asarray(share, dtype=float) * n
    return np.log((k + 0.5) / (n - k + 0.5))


def cross_validated(x: Any, won: Any, fold: Any) -> Any:
    """Each position's chance by a logistic fit of ``x`` on the other folds' positions."""
    import numpy as np

    out = np.zeros(len(won))
    for k in range(FOLDS):
        train = fold != k
        w = logistic(x[train], won[train], 0.01, free=0)
        out[~train] = 1 / (1 + np.exp(-x[~train] @ w))
    return out


def report(path: Path, draws: int = 1000) -> None:
    """Print ``report``'s table (see the module) for ``gather``'s lines in ``path``."""
    import numpy as np

    rows = read_games(path)
    seeds = sorted({r["seed"] for r in rows})
    order = seeds[:]
    random.Random(0).shuffle(order)
    fold_of = {s: i % FOLDS for i, s in enumerate(order)}
    game = np.array([seeds.index(r["seed"]) for r in rows])
    fold = np.array([fold_of[r["seed"]] for r in rows])
    won = np.array([float(r["won"]) for r in rows])
    c1 = np.clip(np.array([r["c1"] for r in rows]), 1e-4, 1 - 1e-4)
    one = np.ones(len(rows))
    greedy = smoothed([r["greedy"] for r in rows], rows[0]["greedy_n"])
    seen = smoothed([r["seen"] for r in rows], rows[0]["seen_n"])
    stacks = {"first look": [np.log(c1 / (1 - c1))]}
    stacks["+ greedy"] = [*stacks["first look"], greedy]
    stacks["+ seen"] = [*stacks["first look"], seen]
    stacks["+ greedy + seen"] = [*stacks["first look"], greedy, seen]
    stacks["greedy alone"], stacks["seen alone"] = [greedy], [seen]
    print(f"{len(rows)} positions of {len(seeds)} games ({won.mean():.1%} in games the expert won); "
          f"the first look as shipped (its own map): skill {brier_skill(c1, won):.4f}")  # fmt: skip
    chances = {name: cross_validated(np.column_stack([one, *cols]), won, fold) for name, cols in stacks.items()}
    base = chances["first look"]
    members = [np.flatnonzero(game == k) for k in range(len(seeds))]
    rng = np.random.default_rng(0)
    picks = [np.concatenate([members[k] for k in rng.integers(0, len(seeds), len(seeds))]) for _ in range(draws)]
    for name, p in chances.items():
        gains = np.sort([brier_skill(p[i], won[i]) - brier_skill(base[i], won[i]) for i in picks])
        low, high = gains[int(0.025 * draws)], gains[int(0.975 * draws) - 1]
        print(f"  {name:16s} cross-validated skill {brier_skill(p, won):.4f}, gain "
              f"{brier_skill(p, won) - brier_skill(base, won):+.4f} [{low:+.4f}, {high:+.4f}]")  # fmt: skip


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("gather", help="the judge's chance and the hindsight shares at positions of training games")
    g.add_argument("--games", type=Path, required=True)
    g.add_argument("--out", type=Path, required=True)
    g.add_argument("--every", type=int, default=4)
    g.add_argument("--greedy", type=int, default=32, help="arrangements for the greedy share")
    g.add_argument("--samples", type=int, default=16, help="arrangements for the thoughtful share")
    g.add_argument("--nodes", type=int, default=200_000, help="positions per arrangement (thoughtful share)")
    g.add_argument("--weights", type=Path, help="a judge.json to judge with (default: the shipped one)")
    r = sub.add_parser("report", help="cross-validate the stacks on gather's lines")
    r.add_argument("path", type=Path)
    sub.add_parser("quick", help="a gather of one training game on small budgets, then the saved points' report")
    args = ap.parse_args(["quick"] if argv is None and sys.argv[1:] == ["--quick"] else argv)
    if args.cmd == "quick":  # what tests/test_benchmarks.py runs (as --quick): seconds
        with tempfile.TemporaryDirectory() as tmp:
            games = Path(tmp) / "game.jsonl"
            first = (ROOT / "benchmarks/results/calibration-fresh2-sd1.jsonl").read_text(encoding="utf-8")
            games.write_text(first.splitlines()[0] + "\n", encoding="utf-8")
            gather(games, Path(tmp) / "points.jsonl", 10, 4, 2, 2000, load_weights()["spiderette-1"])
            print((Path(tmp) / "points.jsonl").read_text(encoding="utf-8").splitlines()[0])
        report(ROOT / "benchmarks/results/judge-hindsight-sd1.jsonl", draws=200)
    elif args.cmd == "gather":
        weights = json.loads(args.weights.read_text(encoding="utf-8")) if args.weights else load_weights()
        gather(args.games, args.out, args.every, args.greedy, args.samples, args.nodes, weights["spiderette-1"])
    else:
        report(args.path)


if __name__ == "__main__":
    main()
