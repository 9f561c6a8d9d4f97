"""Is the review's chance calibrated? Predicted against realized on the expert's own games.

The review's chance of a position (``search.review.chance_at``) claims to be
the chance that the expert (the better hint's player) wins from there. This
measures it on games the expert played on deals outside every set used to
build or tune the judge (the judge trains on deals from 200000 on:
``tools/train_judge.py``; these are from 100000 on): at every ``--every``-th
position of each game, the chance the review shows, against whether that
game was won. By fifths of the prediction: the positions, the mean predicted
and the share realized (with a 95% Wilson interval); then the Brier score,
that of saying the base rate everywhere, and the skill ``1 - brier / base``
(with a 95% bootstrap interval over games: positions of one game are not
independent). The table goes to ``spiderette_widget/data/calibration.csv``
(``--out``), which the package ships (``search.review.calibration()``);
``--chart`` draws it with the package's ``pictures.plot_reliability``
(matplotlib), ``--redraw`` only draws it.

The games are played once and kept (``--games``, one JSON line a game); the
whole pipeline (training games, calibration games, fit, this measure) is in
``tools/train_judge.py``'s docstring:

    nice -n 10 .venv/bin/python tools/train_judge.py play --fresh --first 100000 \\
        --out benchmarks/results/calibration-games.jsonl --counts sd1=113,sd2=113,sd4=60,sp1=25,sp2=25,sp4=20
    nice -n 10 .venv/bin/python benchmarks/calibration.py --chart docs/images/reliability.png
    .venv/bin/python benchmarks/calibration.py --redraw --chart docs/images/reliability.png

``--ceiling N`` measures instead how far any chance read from the observation
could go: at ``N`` positions of each variant's games (every 10th action, in a
seeded order), the unseen cards are dealt again ``--redeals`` times among
their places (everything the player sees stays) and the expert plays each
deal on from there. The share it wins estimates the position's true chance,
so the spread of those shares (less their sampling noise) over the base rate
is the skill a perfect judge would have: the ceiling. Beside it, the judge's
skill against the same outcomes (far less noisy than one game's end). Rows
go to ``--ceiling-out``; one-suit Spiderette, 150 positions, 16 deals each:
about 10 CPU min::

    nice -n 10 .venv/bin/python benchmarks/calibration.py --games benchmarks/results/calibration-fresh-sd1.jsonl \\
        --ceiling 150 --redeals 16 --ceiling-out benchmarks/results/ceiling-sd1.jsonl
"""

from __future__ import annotations

import argparse
import csv
import itertools
import json
import math
import random
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from spiderette_widget import Game  # noqa: E402
from spiderette_widget.search import Limit  # noqa: E402
from spiderette_widget.search.review import chance_at  # noqa: E402
from spiderette_widget.search.solver import solve  # noqa: E402

VARIANTS = [("spiderette", 1), ("spiderette", 2), ("spiderette", 4), ("spider", 1), ("spider", 2), ("spider", 4)]
FIFTHS = (0.0, 0.2, 0.4, 0.6, 0.8, 1.0000001)


def wilson(k: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """A 95% Wilson interval for ``k`` successes of ``n``.

    >>> [round(x, 3) for x in wilson(5, 10)]
    [0.237, 0.763]
    """
    if n == 0:
        return 0.0, 1.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def measure(rows: list[dict], every: int) -> list[tuple[int, float, bool]]:
    """(game index, predicted chance, won) at every ``every``-th position of each game (and its first)."""
    out = []
    for k, row in enumerate(rows):
        g = Game.new(row["game"], suits=row["suits"], seed=row["seed"])
        for i, action in enumerate([*row["line"], None]):
            if i % every == 0 and not g.is_won:
                out.append((k, chance_at(g).chance, bool(row["won"])))
            if action is not None:
                g.play(action)
    return out


def brier(points: list[tuple[int, float, bool]]) -> tuple[float, float, float]:
    """(Brier score, the base rate's, skill) of ``points``."""
    base = sum(w for _, _, w in points) / len(points)
    b = sum((p - w) ** 2 for _, p, w in points) / len(points)
    b0 = sum((base - w) ** 2 for _, _, w in points) / len(points)
    return b, b0, 1 - b / b0 if b0 else 0.0


def resampled_games(points: list[tuple[int, float, bool]], draws: int = 1000, seed: int = 0) -> Iterator[list[int]]:
    """``draws`` bootstrap resamples of ``points``' games (whole games, drawn with replacement), each as
    the indices of its points.

    >>> points = [(7, 0.5, True), (7, 0.4, False), (9, 0.2, False)]   # two games: 7 (two points) and 9
    >>> next(resampled_games(points, seed=4)), next(resampled_games(points, seed=0))
    ([0, 1, 0, 1], [2, 2])
    """
    games: dict[int, list[int]] = {}
    for i, p in enumerate(points):
        games.setdefault(p[0], []).append(i)
    keys = sorted(games)
    rng = random.Random(seed)
    for _ in range(draws):
        yield [i for k in rng.choices(keys, k=len(keys)) for i in games[k]]


def skill_interval(points: list[tuple[int, float, bool]], draws: int = 1000, seed: int = 0) -> tuple[float, float]:
    """A 95% bootstrap interval of the skill, resampling whole games."""
    found = []
    for idx in resampled_games(points, draws, seed):
        pts = [points[i] for i in idx]
        if 0 < sum(w for _, _, w in pts) < len(pts):
            found.append(brier(pts)[2])
    found.sort()
    if not found:
        return 0.0, 0.0
    return found[int(0.025 * len(found))], found[min(len(found) - 1, int(0.975 * len(found)))]


def fifths(points: list[tuple[int, float, bool]]) -> list[dict[str, Any]]:
    """Per fifth of the prediction: positions, mean predicted, share realized and its interval."""
    out = []
    for lo, hi in itertools.pairwise(FIFTHS):
        mine = [(p, w) for _, p, w in points if lo <= p < hi]
        n = len(mine)
        won = sum(w for _, w in mine)
        low, high = wilson(won, n)
        out.append({"fifth": f"{lo:.1f}-{min(hi, 1.0):.1f}", "n": n,
                    "predicted": sum(p for p, _ in mine) / n if n else float("nan"),
                    "realized": won / n if n else float("nan"), "low": low, "high": high})  # fmt: skip
    return out


def report(rows: list[dict], every: int) -> list[dict[str, Any]]:
    """The table per variant (printed), as rows."""
    table = []
    for game, suits in VARIANTS:
        mine = [r for r in rows if r["game"] == game and r["suits"] == suits]
        if not mine:
            continue
        started = time.process_time()
        points = measure(mine, every)
        cpu = time.process_time() - started
        b, b0, skill = brier(points)
        lo, hi = skill_interval(points)
        seeds = f"{min(r['seed'] for r in mine)}-{max(r['seed'] for r in mine)}"
        won = sum(r["won"] for r in mine)
        print(f"\n{game} {suits} suit(s): {len(mine)} games (seeds {seeds}; the expert won {won}), "
              f"{len(points)} positions (every {every}th), judged in {cpu:.1f} CPU s")  # fmt: skip
        print(f"  {'fifth':>8} {'n':>5} {'predicted':>9} {'realized':>8}  95% interval")
        for f in fifths(points):
            if f["n"]:
                print(f"  {f['fifth']:>8} {f['n']:>5} {f['predicted']:>9.2f} {f['realized']:>8.2f}"
                      f"  [{f['low']:.2f}, {f['high']:.2f}]")  # fmt: skip
        print(f"  Brier {b:.3f}, base rate's {b0:.3f}: skill {skill:.2f} [{lo:.2f}, {hi:.2f}]")
        for f in fifths(points):
            table.append({"game": game, "suits": suits, "games": len(mine), "won": won, "seeds": seeds,
                          "positions": len(points), "brier": round(b, 4), "base_brier": round(b0, 4),
                          "skill": round(skill, 3), "skill_low": round(lo, 3), "skill_high": round(hi, 3),
                          **{k: (round(v, 4) if isinstance(v, float) else v) for k, v in f.items()},
                          "points": points})  # fmt: skip
    return table


def named(variant: str) -> tuple[str, int]:
    """A variant's short name as (game, suits).

    >>> named("sd1"), named("sp4")
    (('spiderette', 1), ('spider', 4))
    """
    games = {"sd": "spiderette", "sp": "spider"}
    if len(variant) != 3 or variant[:2] not in games or variant[2] not in "124":
        msg = f"a variant reads like sd1 or sp2 (sd or sp, then 1, 2 or 4 suits), got {variant!r}"
        raise SystemExit(msg)
    return games[variant[:2]], int(variant[2])


def redealt(game: Game, rng: random.Random) -> Game:
    """A copy of ``game`` whose face-down and stock cards are dealt again among their places: the
    player sees the same position.

    >>> g = Game.new("spiderette", suits=4, seed=3)
    >>> twin = redealt(g, random.Random(1))
    >>> twin.to_text(hide=True) == g.to_text(hide=True), twin.to_dict()["stock"] == g.to_dict()["stock"]
    (True, False)
    """
    d = game.to_dict()
    unseen = [c for col in d["columns"] for c in col["hidden"]] + d["stock"]
    rng.shuffle(unseen)
    cards = iter(unseen)
    for col in d["columns"]:
        col["hidden"] = [next(cards) for _ in col["hidden"]]
    d["stock"] = [next(cards) for _ in d["stock"]]
    return Game.from_dict(d)


def ceiling_rows(rows: list[dict], positions: int, redeals: int, out: Path | None) -> list[dict]:
    """``--ceiling``: at ``positions`` positions of ``rows``' games (every 10th action, in a seeded
    order), the judge's chance and the expert's wins over ``redeals`` deals of the unseen cards."""
    picks = [(r, i) for r in rows for i in range(0, len(r["line"]) + 1, 10)]
    random.Random(12345).shuffle(picks)
    found = []
    for row, at in picks[:positions]:
        g = Game.new(row["game"], suits=row["suits"], seed=row["seed"])
        for action in row["line"][:at]:
            g.play(action)
        if g.is_won:
            continue
        started = time.process_time()
        judged = chance_at(g).chance
        wins = sum(solve(redealt(g, random.Random(f"{row['seed']}|{at}|{k}")), player="expert",
                         limit=Limit(nodes=10**12)).verdict == "win" for k in range(redeals))  # fmt: skip
        found.append({"code": g.code if at == 0 else row["code"], "seed": row["seed"], "at": at, "won": row["won"],
                      "judge": round(judged, 5), "wins": wins, "redeals": redeals,
                      "cpu": round(time.process_time() - started, 1)})  # fmt: skip
        if out is not None:
            with out.open("a", encoding="utf-8") as f:
                f.write(json.dumps(found[-1]) + "\n")
    return found


def ceiling(found: list[dict]) -> dict[str, float]:
    """The ceiling's figures from ``ceiling_rows``: positions, the mean share won, the ceiling (the
    variance of the true chance, estimated without the sampling noise of the deals, over the base
    rate's), the judge's skill against the deals' outcomes and against each game's own end.

    >>> rows = [{"judge": 0.9, "wins": 8, "redeals": 8, "won": True},
    ...         {"judge": 0.2, "wins": 0, "redeals": 8, "won": False}]
    >>> {k: round(v, 2) for k, v in ceiling(rows).items()}
    {'positions': 2, 'mean': 0.5, 'ceiling': 1.0, 'judge': 0.9, 'judge_own_end': 0.9}
    """
    shares = [r["wins"] / r["redeals"] for r in found]
    n, mean = len(shares), sum(shares) / len(shares)
    spread = sum((q - mean) ** 2 for q in shares) / n
    noise = sum(q * (1 - q) / (r["redeals"] - 1) for q, r in zip(shares, found, strict=True)) / n
    base = mean * (1 - mean)
    judge = sum((r["judge"] - q) ** 2 + q * (1 - q) for r, q in zip(found, shares, strict=True)) / n
    plain = sum((mean - q) ** 2 + q * (1 - q) for q in shares) / n
    won = sum(r["won"] for r in found) / n
    own = sum((r["judge"] - r["won"]) ** 2 for r in found) / n
    return {"positions": n, "mean": mean, "ceiling": (spread - noise) / base if base else 0.0,
            "judge": 1 - judge / plain if plain else 0.0,
            "judge_own_end": 1 - own / (won * (1 - won)) if 0 < won < 1 else 0.0}  # fmt: skip


def ceiling_report(found: list[dict], draws: int = 1000) -> None:
    """Print ``ceiling``'s figures with 95% bootstrap intervals over the positions."""
    if not found:
        print("no position to measure: every one drawn was won")
        return
    rng = random.Random(0)
    boot = [ceiling([rng.choice(found) for _ in found]) for _ in range(draws)]
    figures = ceiling(found)
    print(f"{figures['positions']} positions, {found[0]['redeals']} deals of the unseen cards each; "
          f"the expert won {figures['mean']:.1%} of them")  # fmt: skip
    for key, words in (("ceiling", "a perfect judge's skill (the ceiling)"),
                       ("judge", "the judge's skill against the deals' outcomes"),
                       ("judge_own_end", "the judge's skill against each game's own end")):  # fmt: skip
        spread = sorted(b[key] for b in boot)
        print(f"  {words}: {figures[key]:.2f} [{spread[int(0.025 * draws)]:.2f}, {spread[int(0.975 * draws) - 1]:.2f}]")


def chart(table: Path, path: Path) -> None:
    """The reliability chart of the table in ``table`` (a CSV this wrote), drawn by the package's
    ``pictures.plot_reliability`` (English) to the PNG ``path``."""
    import matplotlib

    matplotlib.use("Agg")
    from spiderette_widget.pictures import plot_reliability
    from spiderette_widget.search.review import calibration

    axes = plot_reliability(rows=calibration(table))
    path.parent.mkdir(parents=True, exist_ok=True)
    axes[0].figure.savefig(path, dpi=110)
    print(f"\nchart: {path}")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=Path, default=ROOT / "benchmarks/results/calibration-games.jsonl")
    ap.add_argument("--every", type=int, default=3, help="judge every n-th position of each game")
    ap.add_argument("--out", type=Path, default=ROOT / "spiderette_widget/data/calibration.csv",
                    help="the table (the package ships it: search.review.calibration())")  # fmt: skip
    ap.add_argument("--chart", type=Path, default=None, help="draw the reliability chart to this PNG")
    ap.add_argument("--redraw", action="store_true", help="draw the chart from the table in --out, measuring nothing")
    ap.add_argument("--quick", action="store_true", help="two games of each variant, every 10th position, no file")
    ap.add_argument("--only", nargs="*", metavar="VARIANT", help="measure only these variants (sd1, sp2, ...): "
                    "their rows of --out are written anew, the others' kept as they are")  # fmt: skip
    ap.add_argument("--ceiling", type=int, metavar="N", help="the ceiling of any judge, at N positions (see above)")
    ap.add_argument("--redeals", type=int, default=16, help="deals of the unseen cards at each position (--ceiling)")
    ap.add_argument("--ceiling-out", type=Path, help="append --ceiling's rows to this JSON-lines file")
    args = ap.parse_args(argv)
    if args.redraw and args.chart is None:
        ap.error("--redraw draws the chart: give it --chart PATH")
    if args.redraw:
        chart(args.out, args.chart)
        return
    rows = [json.loads(line) for line in args.games.read_text(encoding="utf-8").splitlines() if line.strip()]
    if args.only:
        wanted = {named(v) for v in args.only}
        rows = [r for r in rows if (r["game"], r["suits"]) in wanted]
    if args.ceiling is not None:
        if args.ceiling < 1 or args.redeals < 2:
            ap.error("--ceiling needs at least 1 position and --redeals at least 2")
        for game, suits in VARIANTS:
            mine = [r for r in rows if r["game"] == game and r["suits"] == suits]
            if mine:
                print(f"\n{game} {suits} suit(s): {len(mine)} games")
                ceiling_report(ceiling_rows(mine, args.ceiling, args.redeals, args.ceiling_out))
        return
    if args.quick:  # to see that it runs: its figures mean nothing, and the shipped table stays as it is
        seen: dict[tuple[str, int], int] = {}
        for r in rows:
            seen[r["game"], r["suits"]] = seen.get((r["game"], r["suits"]), 0) + 1
            r["quick"] = seen[r["game"], r["suits"]] <= 2
        rows = [r for r in rows if r["quick"]]
        report(rows, 10)
        print("\nthe ceiling, 2 positions of one-suit Spiderette, 2 deals each:")
        ceiling_report(ceiling_rows([r for r in rows if (r["game"], r["suits"]) == VARIANTS[0]], 2, 2, None))
        return
    table = report(rows, args.every)
    fields = [k for k in table[0] if k != "points"]
    if args.only and args.out.exists():  # the other variants' rows stay, in their place
        measured = {(t["game"], t["suits"]) for t in table}
        with args.out.open(encoding="utf-8", newline="") as f:
            kept = list(csv.DictReader(f))
        new = {key: [t for t in table if (t["game"], t["suits"]) == key] for key in measured}
        merged: list[dict[str, Any]] = []
        for old in kept:
            key = (old["game"], int(old["suits"]))
            if key in new:
                merged += new.pop(key)
            elif key not in measured:
                merged.append(old)
        table = merged + [t for rest in new.values() for t in rest]
    with args.out.open("w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=fields, extrasaction="ignore")
        w.writeheader()
        w.writerows(table)
    if args.chart is not None:
        chart(args.out, args.chart)


if __name__ == "__main__":
    main()
