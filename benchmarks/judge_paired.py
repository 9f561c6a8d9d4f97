"""Two judges side by side on the same positions: the shipped one and another ``judge.json``.

At every ``--every``-th position of the one-suit Spiderette games of ``--games`` (and its first),
as ``benchmarks/calibration.py`` measures (``search.review.chance_at``: the review's chance, the
solver's verdict where every card is seen), the chance each judge gives, against how the game
ended: each judge's table by fifths and Brier skill over the base rate (a 95% bootstrap interval
over games), and the paired gain of the second over the first (the same resampled games).
The points go to ``--out`` (JSON lines: seed, position, won, one chance per judge).
``--second-look N`` judges with ``Budgets.review_second_look`` = N for the second judge (one-suit
Spiderette's second look over its N best options; ``--second`` may then be the shipped file too).

    nice -n 10 .venv/bin/python benchmarks/judge_paired.py --games benchmarks/results/calibration-games.jsonl \\
        --first old-judge.json --second spiderette_widget/data/judge.json --out points.jsonl
    .venv/bin/python benchmarks/judge_paired.py --quick   # two held-out games: the first look against the second
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from calibration import brier, fifths, measure, resampled_games  # noqa: E402

from spiderette_widget.search import judge  # noqa: E402
from spiderette_widget.search.budget import Budgets  # noqa: E402


def chances(rows: list[dict], weights: dict, every: int, look: int = 0,
            draws: int | None = None) -> list[tuple[int, float, bool]]:  # fmt: skip
    """(game index, the review's chance with ``weights`` as the judge's, won) at every ``every``-th
    position of each game (and its first), as ``calibration.measure``; ``look``: the second look's
    count (``Budgets.review_second_look``) meanwhile, ``draws`` its deals' (``Budgets.review_second_draws``)."""
    shipped, count, many = judge.load_weights, Budgets.review_second_look, Budgets.review_second_draws
    judge.forget()
    judge.load_weights = lambda: weights  # type: ignore[assignment]  # the judge reads these instead
    Budgets.review_second_look = look  # type: ignore[misc]
    Budgets.review_second_draws = many if draws is None else draws
    try:
        return measure(rows, every)
    finally:
        judge.load_weights = shipped
        Budgets.review_second_look = count  # type: ignore[misc]
        Budgets.review_second_draws = many
        judge.forget()


def paired(a: list, b: list, draws: int = 1000, seed: int = 0) -> tuple[float, float, float, float, float]:
    """(skill of a, of b, b's gain, its 95% bootstrap interval low, high), resampling whole games."""
    gains = []
    for idx in resampled_games(a, draws, seed):
        pa, pb = [a[i] for i in idx], [b[i] for i in idx]
        if 0 < sum(w for _, _, w in pa) < len(pa):
            gains.append(brier(pb)[2] - brier(pa)[2])
    gains.sort()
    sa, sb = brier(a)[2], brier(b)[2]
    return sa, sb, sb - sa, gains[int(0.025 * len(gains))], gains[int(0.975 * len(gains)) - 1]


def interval(points: list, draws: int = 1000, seed: int = 0) -> tuple[float, float]:
    """A 95% bootstrap interval of the skill, resampling whole games."""
    from calibration import skill_interval

    return skill_interval(points, draws, seed)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=Path, required=True)
    ap.add_argument("--first", type=Path, required=True, help="a judge.json (the one shipped before)")
    ap.add_argument("--second", type=Path, required=True, help="another judge.json")
    ap.add_argument("--every", type=int, default=3)
    ap.add_argument("--out", type=Path, help="write the points here")
    ap.add_argument("--second-look", type=int, default=0, help="the second judge's Budgets.review_second_look")
    ap.add_argument("--second-draws", type=int, help="the second judge's Budgets.review_second_draws")
    ap.add_argument("--quick", action="store_true", help="two held-out games, the shipped judge both times")
    quick = argv is None and sys.argv[1:] == ["--quick"]
    shipped = str(ROOT / "spiderette_widget/data/judge.json")
    args = ap.parse_args(["--games", str(ROOT / "benchmarks/results/calibration-games.jsonl"), "--first", shipped,
                          "--second", shipped, "--every", "10", "--second-look", "2"] if quick else argv)  # fmt: skip
    rows = [r for r in map(json.loads, args.games.read_text(encoding="utf-8").splitlines())
            if (r["game"], r["suits"]) == ("spiderette", 1)]  # fmt: skip
    if quick:  # the first game won and the first lost: a skill needs both
        rows = [next(r for r in rows if r["won"]), next(r for r in rows if not r["won"])]
    if len({bool(r["won"]) for r in rows}) < 2:
        msg = f"{args.games}: its one-suit Spiderette games all ended alike, so no skill can be measured"
        raise SystemExit(msg)
    found = {}
    for name, path, look in (("first", args.first, 0), ("second", args.second, args.second_look)):
        draws = args.second_draws if name == "second" else None
        found[name] = chances(rows, json.loads(path.read_text(encoding="utf-8")), args.every, look, draws)
        pts = found[name]
        lo, hi = interval(pts)
        shown = "; ".join(f"{f['predicted']:.2f} -> {f['realized']:.2f} ({f['n']})" for f in fifths(pts) if f["n"])
        print(f"{name} ({path}): {len(rows)} games ({sum(r['won'] for r in rows)} won), {len(pts)} positions: "
              f"{shown}; skill {brier(pts)[2]:.3f} [{lo:.2f}, {hi:.2f}]", flush=True)  # fmt: skip
    sa, sb, gain, lo, hi = paired(found["first"], found["second"])
    print(f"gain of the second: {gain:+.4f} [{lo:+.4f}, {hi:+.4f}] ({sa:.4f} -> {sb:.4f})")
    if args.out:
        with args.out.open("w", encoding="utf-8") as f:
            for (k, p1, won), (_, p2, _) in zip(found["first"], found["second"], strict=True):
                f.write(json.dumps({"seed": rows[k]["seed"], "won": won, "first": round(p1, 6),
                                    "second": round(p2, 6)}) + "\n")  # fmt: skip


if __name__ == "__main__":
    main()
