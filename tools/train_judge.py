"""Train the review's judge (``search/judge.py``): the expert's own games, then a logistic fit.

Two steps, both reproducible (the same seeds give the same file):

1. ``play``: the better hint's player (``solve(game, player="expert")``, the
   expert the board's "better hint" follows) plays deals from a seed range;
   each game's line and outcome is appended to a JSON-lines file (one game a
   line), so a stopped run goes on where it stopped. Training deals start at
   seed 200000; ``benchmarks/calibration.py`` measures on deals from 100000
   (never trained on) with the same command.
2. ``fit``: every position of those games (the observation before each
   action: what the player saw) is described by ``judge.features`` and
   labelled by how the game ended; a logistic regression per game and suit
   count (numpy, Newton's method with a small ridge) gives the weights, then
   a two-number scale (``a * z + b``) is fitted so that the judge's *chance*
   (the best of its options, ``judge.Judge.chance``) is calibrated on those
   same training games. The weights are written to
   ``spiderette_widget/data/judge.json``; the package reads them with the
   standard library only (numpy is needed here, not at run time).

    nice -n 10 .venv/bin/python tools/train_judge.py play --out benchmarks/results/judge-train.jsonl \\
        --first 200000 --counts sd1=100,sd2=80,sd4=60,sp1=30,sp2=25,sp4=25
    .venv/bin/python tools/train_judge.py fit --games benchmarks/results/judge-train.jsonl
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from spiderette_widget import Game  # noqa: E402
from spiderette_widget.search import Limit  # noqa: E402
from spiderette_widget.search.solver import solve  # noqa: E402

VARIANTS = {"sd1": ("spiderette", 1), "sd2": ("spiderette", 2), "sd4": ("spiderette", 4),
            "sp1": ("spider", 1), "sp2": ("spider", 2), "sp4": ("spider", 4)}  # fmt: skip
GAME_NODES = 10**12  # the expert's whole game: unbounded in practice (its decisions have their own budgets)


def parse_counts(text: str) -> dict[str, int]:
    """``"sd1=100,sp2=25"`` as ``{"sd1": 100, "sp2": 25}``.

    >>> parse_counts("sd1=3,sp4=1")
    {'sd1': 3, 'sp4': 1}
    """
    out = {}
    for part in text.split(","):
        name, _, n = part.partition("=")
        if name not in VARIANTS or not n.isdigit():
            msg = f"a count must read like sd2=80 (variants: {', '.join(VARIANTS)}), got {part!r}"
            raise SystemExit(msg)
        out[name] = int(n)
    return out


def play_one(game: str, suits: int, seed: int) -> dict:
    """The expert's game on deal ``seed``: its code, outcome, line (action texts) and CPU seconds."""
    g = Game.new(game, suits=suits, seed=seed)
    started = time.process_time()
    sol = solve(g, player="expert", limit=Limit(nodes=GAME_NODES))
    return {"game": game, "suits": suits, "seed": seed, "code": g.code, "won": sol.verdict == "win",
            "line": [str(a) for a in sol.line], "nodes": sol.nodes,
            "cpu": round(time.process_time() - started, 2)}  # fmt: skip


def read_games(path: Path) -> list[dict]:
    """The games of a JSON-lines file (none when it does not exist)."""
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def play(out: Path, first: int, counts: dict[str, int]) -> None:
    """Play each variant's ``counts`` deals from seed ``first`` on, round-robin across variants
    (so a stopped run has some of each), skipping the games ``out`` holds already."""
    done = {(r["game"], r["suits"], r["seed"]) for r in read_games(out)}
    most = max(counts.values())
    for i in range(most):
        for name, n in counts.items():
            if i >= n:
                continue
            game, suits = VARIANTS[name]
            if (game, suits, first + i) in done:
                continue
            row = play_one(game, suits, first + i)
            with out.open("a", encoding="utf-8") as f:
                f.write(json.dumps(row) + "\n")
            print(f"{row['code']} won={row['won']} actions={len(row['line'])} cpu={row['cpu']}", flush=True)


def positions(row: dict, every: int = 1) -> list[Game]:
    """The positions of a game row before each ``every``-th action (the first always), and the last."""
    g = Game.new(row["game"], suits=row["suits"], seed=row["seed"])
    out = [g.copy()]
    for i, action in enumerate(row["line"], 1):
        g.play(action)
        if i % every == 0 or i == len(row["line"]):
            out.append(g.copy())
    return out


def observations(rows: list[dict]) -> tuple[list[list[float]], list[float], list[int]]:
    """Every position of ``rows``' games as features (``judge.features``), its game's outcome, and
    which game it comes from."""
    from spiderette_widget.search.core import rules_of, state_of
    from spiderette_widget.search.judge import DEALS, features

    xs, ys, gs = [], [], []
    for k, row in enumerate(rows):
        for g in positions(row):
            if g.is_won:
                continue
            runs = rules_of(g).total // 13
            xs.append(features(state_of(g, honest=True), g.removed, runs, DEALS[g.game]))
            ys.append(1.0 if row["won"] else 0.0)
            gs.append(k)
    return xs, ys, gs


def logistic(x: Any, y: Any, ridge: float = 1.0, weight: Any = None, prior: Any = None, free: int = 1) -> Any:
    """Weights of a logistic regression by Newton's method, with a ridge of ``ridge`` pulling each
    weight but the first ``free`` ones towards ``prior`` (zeros by default); ``weight`` per row."""
    import numpy as np

    dim = x.shape[1]
    prior = np.zeros(dim) if prior is None else np.asarray(prior, dtype=float)
    w = prior.copy()
    weight = np.ones(len(y)) if weight is None else weight
    pen = ridge * np.eye(dim)
    pen[:free, :free] = 0.01 * np.eye(free)  # a variant's intercept: free, but finite when it won (lost) every game
    for _ in range(100):
        p = 1 / (1 + np.exp(-np.clip(x @ w, -40, 40)))
        grad = x.T @ (weight * (p - y)) + pen @ (w - prior)
        hess = (x * (weight * p * (1 - p))[:, None]).T @ x + pen + 1e-6 * np.eye(dim)
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-9:
            break
    return w


POOLED_RIDGE = 1.0  # the shared model's pull towards zero (features are about unit-sized; a game weighs 1)
VARIANT_RIDGE = 4.0  # each variant's pull towards the shared model (a few dozen games each)
SCALE_RIDGE = 2.0  # the scale's pull towards (a, b) = (1, 0)


def fit(games: Path, out: Path, scale_sample: int = 400) -> None:
    """Fit the weights on ``games`` and write them to ``out`` (see the module): a shared model
    (one intercept per variant), then each variant's own weights pulled towards it; a game of
    n positions weighs sqrt(n) (its positions are not independent draws); then the scale
    ``a, b`` on the judge's chance of up to ``scale_sample`` positions per variant."""
    import numpy as np

    from spiderette_widget.search import judge

    rows = read_games(games)
    names = [n for n, (game, suits) in VARIANTS.items() if any(r["game"] == game and r["suits"] == suits for r in rows)]
    data = {}
    for name in names:
        game, suits = VARIANTS[name]
        mine = [r for r in rows if r["game"] == game and r["suits"] == suits]
        xs, ys, gs = observations(mine)
        x, y, gid = np.array(xs), np.array(ys), np.array(gs)
        weight = 1.0 / np.sqrt(np.bincount(gid)[gid])
        data[name] = (mine, x, y, weight)  # a game of n positions weighs sqrt(n): they are not independent
    dim = len(judge.FEATURES)
    big = np.vstack([np.hstack([np.eye(len(names))[[k] * len(data[n][2])], data[n][1][:, 1:]])
                     for k, n in enumerate(names)])  # fmt: skip
    pooled = logistic(big, np.concatenate([data[n][2] for n in names]), POOLED_RIDGE,
                      np.concatenate([data[n][3] for n in names]), free=len(names))  # fmt: skip
    found: dict[str, dict] = {}
    for k, name in enumerate(names):
        game, suits = VARIANTS[name]
        mine, x, y, weight = data[name]
        prior = np.concatenate([[pooled[k]], pooled[len(names):]])
        w = logistic(x, y, VARIANT_RIDGE, weight, prior=prior, free=0)
        assert len(w) == dim
        won = sum(r["won"] for r in mine)
        seeds = f"{min(r['seed'] for r in mine)}-{max(r['seed'] for r in mine)}"
        found[f"{game}-{suits}"] = {"w": [round(float(v), 5) for v in w], "a": 1.0, "b": 0.0,
                                    "games": len(mine), "won": won, "positions": len(y), "seeds": seeds}  # fmt: skip
        print(f"{name}: {len(mine)} games ({won} won), {len(y)} positions")
    out.write_text(json.dumps(found, indent=1) + "\n", encoding="utf-8")
    judge.forget()
    for name in names:  # the scale: the judge's chance calibrated on the training games
        game, suits = VARIANTS[name]
        key = f"{game}-{suits}"
        mine = data[name][0]
        every = max(1, sum(len(r["line"]) for r in mine) // scale_sample)
        zs, ys2, gs2 = [], [], []
        for k, row in enumerate(mine):
            for g in positions(row, every):
                if g.is_won:
                    continue
                v = min(max(judge.judge_for(g).chance(g).chance, 1e-4), 1 - 1e-4)
                zs.append([1.0, float(np.log(v / (1 - v)))])
                ys2.append(1.0 if row["won"] else 0.0)
                gs2.append(k)
        gid = np.array(gs2)
        weight = 1.0 / np.bincount(gid)[gid]
        beta = logistic(np.array(zs), np.array(ys2), SCALE_RIDGE, weight,
                        prior=[0.0, 1.0], free=0)  # fmt: skip
        a, b = float(beta[1]), float(beta[0])
        found[key]["a"], found[key]["b"] = round(a, 5), round(b, 5)
        print(f"{name}: scale a={a:.3f} b={b:.3f} on {len(ys2)} positions")
    out.write_text(json.dumps(found, indent=1) + "\n", encoding="utf-8")
    judge.forget()


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("play", help="play the expert's games and append them to a file")
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--first", type=int, default=200000, help="the first deal number (seed)")
    p.add_argument("--counts", default="sd1=100,sd2=80,sd4=60,sp1=30,sp2=25,sp4=25")
    f = sub.add_parser("fit", help="fit the judge's weights on the games of a file")
    f.add_argument("--games", type=Path, default=ROOT / "benchmarks/results/judge-train.jsonl")
    f.add_argument("--out", type=Path, default=ROOT / "spiderette_widget/data/judge.json")
    args = ap.parse_args(argv)
    if args.cmd == "play":
        play(args.out, args.first, parse_counts(args.counts))
    else:
        fit(args.games, args.out)


if __name__ == "__main__":
    main()
