"""Train the review's judge (``search/judge.py``): the expert's own games, then a logistic fit and a map.

The whole pipeline, one command a step (rerun them all after the expert
changes: ``--fresh`` starts a games file anew, since its games are the old
expert's; without it ``play`` goes on where a stopped run stopped):

1. Play the training games (deals from 200000 on; CPU about 23 min):

       nice -n 10 .venv/bin/python tools/train_judge.py play --fresh \\
           --out benchmarks/results/judge-train.jsonl --first 200000 \\
           --counts sd1=200,sd2=150,sd4=111,sp1=40,sp2=30,sp4=30

2. Play the calibration games (deals from 100000 on, never trained on; CPU about 15 min):

       nice -n 10 .venv/bin/python tools/train_judge.py play --fresh \\
           --out benchmarks/results/calibration-games.jsonl --first 100000 \\
           --counts sd1=113,sd2=113,sd4=60,sp1=25,sp2=25,sp4=20

3. Fit the judge on the training games only (writes ``spiderette_widget/data/judge.json``; CPU about 5 min):

       nice -n 10 .venv/bin/python tools/train_judge.py fit

3b. The second look of one-suit Spiderette (``judge.Judge.deep``: the 2 best options by the first
   look weighed again over every card they may show, each position after searched), fitted on
   training games only: the expert's games on deals 300000-300199 and 200500-200799 (never seen by
   the first look's weights), every 4th position (every 2nd of lost games), and the ceiling's
   positions there (``look`` records the raw numbers,
   about 0.2 CPU s a position: run two shards side by side; ``look-fit`` fits a, b, c
   and the map on the games' ends and writes them to ``judge.json`` as the variant's ``second``;
   ``fit`` writes the weights anew without it, and a new first look needs a new second look anyway;
   ``Budgets.review_second_look`` = 2 uses it, 0 leaves it unused: docs/review.md)::

       nice -n 10 .venv/bin/python tools/train_judge.py look --games benchmarks/results/calibration-fresh-sd1.jsonl \
           --out benchmarks/results/second-look-sd1.jsonl --every 4 --shard 0/2   # and --shard 1/2
       nice -n 10 .venv/bin/python tools/train_judge.py look --games benchmarks/results/calibration-fresh-sd1.jsonl \
           --ceiling benchmarks/results/ceiling-sd1.jsonl --out benchmarks/results/second-look-ceiling-sd1.jsonl
       nice -n 10 .venv/bin/python tools/train_judge.py look --games benchmarks/results/judge-train-sd1-more.jsonl \
           --out benchmarks/results/second-look-sd1-more-0.jsonl --every 4 --lost-every 2 --seeds 200500-200799 \
           --shard 0/2   # and --shard 1/2 to ...-more-1.jsonl: more positions, and more of the lost games'
       .venv/bin/python tools/train_judge.py look-fit --cv --look 2 --draws 16 \
           --raw benchmarks/results/second-look-sd1.jsonl benchmarks/results/second-look-sd1-more-0.jsonl \
           benchmarks/results/second-look-sd1-more-1.jsonl
       .venv/bin/python tools/train_judge.py look-fit --raw benchmarks/results/second-look-sd1.jsonl \
           benchmarks/results/second-look-sd1-more-0.jsonl benchmarks/results/second-look-sd1-more-1.jsonl \
           --ceiling-raw benchmarks/results/second-look-ceiling-sd1.jsonl --variant sd1 --look 2 --draws 16

   (``--cv``: the fit cross-validated by game on those training positions, its fifths and skill
   printed; ``--look`` and ``--draws`` must be ``Budgets.review_second_look`` and ``review_second_draws``.)

3c. More training games for one variant, measured and not shipped (docs/review.md: "More training
   games"): play them into their own file, then fit on every file; ``--only`` writes that variant's
   entry anew and keeps the others' (here to ``more.json``, a copy of ``judge.json``, measured beside
   the shipped judge with ``benchmarks/judge_paired.py``; CPU about 15 min for the games, 13 for the fit)::

       nice -n 10 .venv/bin/python tools/train_judge.py play --out benchmarks/results/judge-train-sd1-more.jsonl \
           --first 200500 --counts sd1=1068          # then --first 202000 --counts sd1=1077
       nice -n 10 .venv/bin/python tools/train_judge.py fit --only sd1 --out more.json --games \
           benchmarks/results/judge-train.jsonl benchmarks/results/judge-train-sd1-more.jsonl \
           benchmarks/results/calibration-fresh-sd1.jsonl benchmarks/results/calibration-fresh2-sd1.jsonl

4. Measure it on the calibration games only (writes ``spiderette_widget/data/calibration.csv``
   and the chart of docs/review.md; see that benchmark; CPU about 2.5 min):

       nice -n 10 .venv/bin/python benchmarks/calibration.py --chart docs/images/reliability.png

5. Rebuild notebook 09 (its reviews and its reliability charts; CPU about 20 s), then bring the
   figures docs/review.md and notebook 09's words state up to date by hand:

       PYTHONPATH=. .venv/bin/python tools/build_notebooks.py 09

``play``: the better hint's player (``solve(game, player="expert")``, the
expert the board's "better hint" follows) plays deals from a seed range,
round-robin across the variants; each game's line and outcome is appended to
a JSON-lines file (one game a line). The same seeds give the same games.

``fit``: every position of those games (the observation before each action:
what the player saw) is described by ``judge.features`` and labelled by how
the game ended. A logistic regression (numpy, Newton's method with a ridge)
gives the weights: a shared model with one intercept per variant, then each
variant's weights pulled towards it. Then the map (``judge.bend``): the games
are dealt to five folds (``folds``: each variant's wins, then its losses, in
turn by seed); each fold's positions are judged
(``judge.Judge.chance``, the best of the options) with weights fitted on the
other folds only, and a monotone piecewise-linear map of the log-odds is
fitted from those chances to the share of positions the expert went on to win
(``monotone_map``); a second pass judges them through that map and refines it
(``compose``). The weights fitted on all the training games and that map
are written to ``spiderette_widget/data/judge.json``; the package reads them
with the standard library only (numpy is needed here, not at run time).
"""

from __future__ import annotations

import argparse
import json
import math
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
VARIANT_RIDGE = 4.0  # each variant's pull towards the shared model
FOLDS = 5  # the map is fitted on each fold's chances judged with weights fitted on the other folds
MAP_EVERY = 4  # the map judges every 4th position of each game (and its first)
MAP_BINS = 20  # positions sorted by raw chance, cut into this many bins before the monotone fit
MAP_LEAST = 50  # the least positions a bin holds
MAP_PASSES = 2  # the map fitted, then refitted on the chances judged through it
MAP_PRIOR = 20  # a bin's share won counts this many more positions at its mean raw chance (never 0 or 1)


def folds(rows: list[dict], k: int = FOLDS) -> list[int]:
    """The fold of each game row: per variant, its won games in seed order dealt to folds 0, 1, ...
    in turn, then its lost games, so each fold holds a share of the wins (they are rare at 4 suits).

    >>> rows = [{"game": "spider", "suits": 4, "seed": s, "won": s in (3, 5)} for s in range(6)]
    >>> folds(rows, 2)
    [0, 1, 0, 0, 1, 1]
    """
    out = [0] * len(rows)
    turn: dict[tuple[str, int], int] = {}
    for i in sorted(range(len(rows)), key=lambda i: (not rows[i]["won"], rows[i]["seed"])):
        key = (rows[i]["game"], rows[i]["suits"])
        out[i] = turn.get(key, 0) % k
        turn[key] = turn.get(key, 0) + 1
    return out


def variant_data(rows: list[dict]) -> dict[str, tuple[list[dict], Any, Any, Any]]:
    """Per variant present in ``rows``: its games, their positions' features, outcomes and weights
    (a game of n positions weighs sqrt(n) in all: its positions are not independent draws)."""
    import numpy as np

    data = {}
    for name, (game, suits) in VARIANTS.items():
        mine = [r for r in rows if r["game"] == game and r["suits"] == suits]
        if not mine:
            continue
        xs, ys, gs = observations(mine)
        x, y, gid = np.array(xs), np.array(ys), np.array(gs)
        data[name] = (mine, x, y, 1.0 / np.sqrt(np.bincount(gid)[gid]))
    return data


def fit_weights(data: dict[str, tuple[list[dict], Any, Any, Any]]) -> dict[str, list[float]]:
    """Each variant's feature weights: a shared model (one intercept per variant), then each
    variant's own weights pulled towards it."""
    import numpy as np

    names = list(data)
    big = np.vstack([np.hstack([np.eye(len(names))[[k] * len(data[n][2])], data[n][1][:, 1:]])
                     for k, n in enumerate(names)])  # fmt: skip
    pooled = logistic(big, np.concatenate([data[n][2] for n in names]), POOLED_RIDGE,
                      np.concatenate([data[n][3] for n in names]), free=len(names))  # fmt: skip
    out = {}
    for k, name in enumerate(names):
        _, x, y, weight = data[name]
        prior = np.concatenate([[pooled[k]], pooled[len(names):]])
        out[name] = [round(float(v), 5) for v in logistic(x, y, VARIANT_RIDGE, weight, prior=prior, free=0)]
    return out


def raw_chances(rows: list[dict], weights: dict[str, Any], every: int) -> list[tuple[float, bool]]:
    """(the judge's chance with ``weights``, won) at every ``every``-th position of ``rows``' games
    where a card is unseen (where every card is seen the solver decides, and no map applies)."""
    from spiderette_widget.search.core import rules_of
    from spiderette_widget.search.expert import unseen_cards
    from spiderette_widget.search.judge import DEALS, Judge

    out = []
    judges: dict[tuple, Judge] = {}
    for row in rows:
        for g in positions(row, every):
            if g.is_won or not (g.stock or any(c.hidden for c in g.columns)):
                continue
            unseen = unseen_cards(g)
            found = judges.get(unseen)
            if found is None:
                if len(judges) >= 64:
                    judges.clear()
                found = judges[unseen] = Judge(g.game, g.suits, len(g.columns), unseen, weights,
                                               rules_of(g).total // 13, DEALS[g.game])  # fmt: skip
            out.append((found.chance(g).chance, bool(row["won"])))
    return out


def monotone_map(points: list[tuple[float, bool]], bins: int = MAP_BINS, least: int = MAP_LEAST,
                 prior: float = MAP_PRIOR) -> list[list[float]]:  # fmt: skip
    """The knots of a monotone map from ``points`` (``judge.bend``'s: the log-odds of the mean raw
    chance and of the share won): sorted by raw chance, cut into ``bins`` bins of equal size
    (``least`` positions at the least), each bin's share won counting ``prior`` more positions
    won at its mean raw chance, then pooled where the share falls (pool-adjacent-violators), so
    both coordinates increase.

    >>> pts = [(0.1, False)] * 60 + [(0.2, True)] * 10 + [(0.2, False)] * 50 + [(0.9, True)] * 60
    >>> [[round(1 / (1 + math.exp(-v)), 4) for v in k] for k in monotone_map(pts, bins=3, least=60)]
    [[0.1, 0.025], [0.2, 0.175], [0.9, 0.975]]
    """
    pts = sorted(points)
    size = max(least, -(-len(pts) // bins))
    blocks: list[list[float]] = []  # [positions, sum of raw chances, wins]
    for i in range(0, len(pts), size):
        chunk = pts[i : i + size]
        mean = sum(p for p, _ in chunk) / len(chunk)
        n = len(chunk) + prior
        blocks.append([n, mean * n, sum(w for _, w in chunk) + prior * mean])
    if len(blocks) > 1 and blocks[-1][0] < least:  # a short last bin joins the one before
        n, s, w = blocks.pop()
        blocks[-1] = [blocks[-1][0] + n, blocks[-1][1] + s, blocks[-1][2] + w]
    pooled: list[list[float]] = []
    for b in blocks:
        pooled.append(b)
        while len(pooled) > 1 and (pooled[-2][2] / pooled[-2][0] >= pooled[-1][2] / pooled[-1][0]
                                   or pooled[-2][1] / pooled[-2][0] >= pooled[-1][1] / pooled[-1][0]):  # fmt: skip
            n, s, w = pooled.pop()
            pooled[-1] = [pooled[-1][0] + n, pooled[-1][1] + s, pooled[-1][2] + w]
    return [[round(logit(s / n), 4), round(logit(w / n), 4)] for n, s, w in pooled]


def compose(first: list[list[float]], then: list[list[float]]) -> list[list[float]]:
    """The knots of ``judge.bend`` through ``first``, then through ``then`` (both maps of the
    log-odds, slope 1 beyond their ends, so the composition is exact).

    >>> compose([[0.0, 1.0], [2.0, 2.0]], [[1.5, 0.5]])
    [[0.0, 0.0], [1.0, 0.5], [2.0, 1.0]]
    """
    from spiderette_widget.search.judge import bend

    one = [(x, y) for x, y in first]
    back = [(y, x) for x, y in first]
    xs = sorted({x for x, _ in one} | {bend(x, back) for x, _ in then})
    two = [(x, y) for x, y in then]
    return [[round(x, 4), round(bend(bend(x, one), two), 4)] for x in xs]


def logit(p: float) -> float:
    """The log-odds of ``p`` (kept within 1e-9 of 0 and 1).

    >>> logit(0.5), round(logit(0.9), 4)
    (0.0, 2.1972)
    """
    p = min(max(p, 1e-9), 1 - 1e-9)
    return math.log(p / (1 - p))


def fit(games: list[Path], out: Path, every: int = MAP_EVERY, passes: int = MAP_PASSES,
        only: list[str] | None = None) -> None:  # fmt: skip
    """Fit the judge on the games of the files ``games`` and write it to ``out`` (see the module).
    With ``only`` (variant names: ``sd1``, ...), the weights are fitted on every game as ever (the
    shared model sees them all), but only those variants' entries of ``out`` are written anew: the
    others keep theirs, and their maps are not refitted.

    1. The weights of each variant on every game (``fit_weights``).
    2. The map: for each fold of the games (by seed), the judge's chance with weights fitted on
       the other folds (``folds``), at every ``every``-th position of that fold's games; the monotone map
       from those chances (each judged by weights that never saw its game) to the share won.
       Each further pass of ``passes`` judges them again through the map so far (the map bends
       each evaluation, and the chance averages and takes the best of them) and refines it.
    """
    started = time.process_time()
    rows = [row for path in games for row in read_games(path)]
    seen = [(r["game"], r["suits"], r["seed"]) for r in rows]
    if len(set(seen)) < len(seen):
        msg = "a game is in the files twice: each deal may be trained on once"
        raise SystemExit(msg)
    if min(r["seed"] for r in rows) < 200000:
        msg = "the judge trains on training deals only (seeds from 200000 on)"
        raise SystemExit(msg)
    unknown = sorted(set(only or []) - set(VARIANTS))
    if unknown:
        msg = f"unknown variants {', '.join(unknown)} (variants: {', '.join(VARIANTS)})"
        raise SystemExit(msg)
    data = variant_data(rows)
    found: dict[str, dict] = {}
    for name, w in fit_weights(data).items():
        if only and name not in only:
            continue
        game, suits = VARIANTS[name]
        mine = data[name][0]
        won = sum(r["won"] for r in mine)
        seeds = f"{min(r['seed'] for r in mine)}-{max(r['seed'] for r in mine)}"
        found[f"{game}-{suits}"] = {"w": w, "a": 1.0, "b": 0.0, "map": [], "games": len(mine), "won": won,
                                    "positions": len(data[name][2]), "seeds": seeds}  # fmt: skip
        print(f"{name}: {len(mine)} games ({won} won), {len(data[name][2])} positions")
    print(f"weights: {time.process_time() - started:.1f} CPU s", flush=True)
    fold_of = folds(rows)
    maps: dict[str, list[list[float]]] = {name: [] for name in data if not only or name in only}
    for step in range(passes):
        judged: dict[str, list[tuple[float, bool]]] = {name: [] for name in maps}
        for fold in range(FOLDS):
            held = [r for r, f in zip(rows, fold_of, strict=True) if f == fold]
            others = variant_data([r for r, f in zip(rows, fold_of, strict=True) if f != fold])
            for name, w in fit_weights(others).items():
                if only and name not in only:
                    continue
                game, suits = VARIANTS[name]
                mine = [r for r in held if r["game"] == game and r["suits"] == suits]
                judged[name] += raw_chances(mine, {"w": w, "map": maps[name]}, every)
            print(f"pass {step + 1}, fold {fold}: {time.process_time() - started:.1f} CPU s", flush=True)
        for name, points in judged.items():
            knots = monotone_map(points)
            maps[name] = compose(maps[name], knots) if maps[name] else knots
            shown = ", ".join(f"{1 / (1 + math.exp(-x)):.3f}>{1 / (1 + math.exp(-y)):.3f}" for x, y in knots)
            print(f"{name}: pass {step + 1} on {len(points)} positions: {shown}")
    for name, knots in maps.items():
        game, suits = VARIANTS[name]
        found[f"{game}-{suits}"]["map"] = knots
    if only and out.exists():  # the other variants keep their entries, in their order
        found = {**json.loads(out.read_text(encoding="utf-8")), **found}
    out.write_text(json.dumps(found, indent=1) + "\n", encoding="utf-8")
    from spiderette_widget.search import judge

    judge.forget()
    print(f"fit: {time.process_time() - started:.1f} CPU s")


SECOND_TOP = 4  # ``second look``: the options recorded per position (the fit tries the best 1 to 4)
SECOND_DRAWS = 16  # a deal's draws recorded (``look_draws``; fewer: its first ones, ``Budgets.review_second_draws``)
SECOND_A = [round(0.2 + 0.1 * i, 1) for i in range(14)]  # the grid of the second look's a, b and c
SECOND_B = [round(-0.4 + 0.1 * i, 1) for i in range(11)]
SECOND_C = [round(-1.0 + 0.1 * i, 1) for i in range(21)]
# the second look's monotone map: bins of about 300 weighed positions (200 at the least), so that the few low chances
# (0-0.4 holds 4% of the positions) get bins of their own; the first look's 20 bins gave that range less than one,
# and its 0.2-0.4 fifth read 6 points high cross-validated (0.32 -> 0.26), 0.32 -> 0.32 with these
SECOND_BINS = 100
SECOND_LEAST = 200


def second_raw(g: Game, top: int = SECOND_TOP) -> dict[str, Any]:
    """What the second look reads at ``g`` before its map (``judge.Judge.look_raw``):
    the first look's chance (``c1``) and, for the ``top`` best options by the first look, each one's
    first-look value and, for each card (or draw) it may show, [how many, the evaluation, the first
    look's chance of the position after]."""
    from spiderette_widget.search.budget import Budgets
    from spiderette_widget.search.core import rules_of, state_of
    from spiderette_widget.search.judge import judge_for, ranked

    j = judge_for(g)
    rules, st = rules_of(g, honest=True), state_of(g, honest=True)
    first = j.search(rules, st, g.removed)
    options, _, _ = j.walk(rules, st, g.removed, Budgets.review_position)
    if options and options[-1].kind == "won":
        return {"c1": 1.0, "opts": []}
    opts = []
    for o in ranked(options)[:top]:
        raw, _ = j.look_raw(rules, o)
        found = [[n, round(p1, 6), round(p2, 6)] for _, n, p1, p2 in raw]
        opts.append({"kind": o.kind, "v1": round(o.chance, 6), "out": found})
    return {"c1": round(first.chance, 6), "opts": opts}


def second_gather(games: Path, out: Path, name: str, every: int, ceiling: Path | None, shard: int, shards: int,
                  lost_every: int | None = None, seeds: tuple[int, int] | None = None) -> None:  # fmt: skip
    """Append ``second_raw`` of every ``every``-th position of ``games``' games of variant ``name``
    (or, with ``ceiling``, of that file's positions, with their deals' wins) to ``out``; positions
    where every card is seen are left out (the solver decides there). ``shard`` of ``shards``:
    every ``shards``-th position from the ``shard``-th, so that runs may share the work.
    ``lost_every``: every n-th position of the games the expert lost instead (more of the low
    chances); each position records its ``every``, which ``look-fit`` weighs it by, so that the fit
    stays that of every position. ``seeds``: only the games of deals first..last."""
    game, suits = VARIANTS[name]
    rows = [r for r in read_games(games) if (r["game"], r["suits"]) == (game, suits)]
    if seeds is not None:
        rows = [r for r in rows if seeds[0] <= r["seed"] <= seeds[1]]
    if min(r["seed"] for r in rows) < 200000:
        msg = "the second look is tuned on training deals only (seeds from 200000 on)"
        raise SystemExit(msg)
    jobs: list[tuple[dict, int, dict]] = []
    if ceiling is not None:
        by_seed = {r["seed"]: r for r in rows}
        jobs = [(by_seed[c["seed"]], c["at"], {"wins": c["wins"], "redeals": c["redeals"]})
                for c in read_games(ceiling)]  # fmt: skip
    else:
        steps = [every if r["won"] or lost_every is None else lost_every for r in rows]
        jobs = [(r, at, {"every": step}) for r, step in zip(rows, steps, strict=True)
                for at in range(0, len(r["line"]) + 1, step)]  # fmt: skip
    for k, (row, at, extra) in enumerate(jobs):
        if k % shards != shard:
            continue
        g = Game.new(game, suits=suits, seed=row["seed"])
        for action in row["line"][:at]:
            g.play(action)
        if g.is_won or not (g.stock or any(c.hidden for c in g.columns)):
            continue
        found = {"seed": row["seed"], "at": at, "won": row["won"], **second_raw(g), **extra}
        with out.open("a", encoding="utf-8") as f:
            f.write(json.dumps(found) + "\n")


class SecondLook:
    """The second look's raw numbers of many positions (``second_raw``'s), as arrays, so that a
    position's chance under any a, b, c and map is quick: ``chance``."""

    def __init__(self, rows: list[dict], look: int, draws: int = SECOND_DRAWS) -> None:
        import numpy as np

        opt, n, p1, p2 = [], [], [], []
        self.fixed = np.full(len(rows), np.nan)  # positions with no option: their first-look chance
        for i, r in enumerate(rows):
            if not r["opts"]:
                self.fixed[i] = r["c1"]
            for k, o in enumerate(r["opts"][:look]):
                shown = o["out"] if o["kind"] == "turn-up" else o["out"][:draws]  # a deal's first draws
                for many, a, b in shown:
                    opt.append(i * (SECOND_TOP + 1) + k)
                    n.append(many)
                    p1.append(a)
                    p2.append(b)
        self.l1, self.l2 = np.array([logit(p) for p in p1]), np.array([logit(p) for p in p2])
        self.n = np.array(n, dtype=float)
        uopt, self.inv = np.unique(np.array(opt), return_inverse=True)
        self.owner = uopt // (SECOND_TOP + 1)
        self.ways = np.bincount(self.inv, weights=self.n)
        self.size = len(rows)

    def chance(self, a: float, b: float, c: float, knots: list[list[float]]) -> Any:
        """Each position's chance: the best of its options' averages of ``judge.Judge.shown``."""
        import numpy as np

        z = a * self.l2 + b * self.l1 + c
        if knots:
            kx, ky = np.array([k[0] for k in knots]), np.array([k[1] for k in knots])
            z = np.where(z < kx[0], ky[0] + z - kx[0], np.where(z > kx[-1], ky[-1] + z - kx[-1], np.interp(z, kx, ky)))
        shown = 1 / (1 + np.exp(-np.clip(z, -40, 40)))
        value = np.bincount(self.inv, weights=self.n * shown) / self.ways
        best = np.full(self.size, -1.0)
        np.maximum.at(best, self.owner, value)
        return np.where(np.isnan(self.fixed), best, self.fixed)


def brier_skill(predicted: Any, won: Any) -> float:
    """1 - Brier score / the base rate's.

    >>> round(brier_skill([0.9, 0.1, 0.8], [1, 0, 1]), 3)
    0.91
    """
    import numpy as np

    p, w = np.asarray(predicted, dtype=float), np.asarray(won, dtype=float)
    return float(1 - np.mean((p - w) ** 2) / np.mean((w.mean() - w) ** 2))


def weighed(rows: list[dict]) -> list[dict]:
    """``rows`` (positions of ``look``), each as many times as its ``every`` (4 where unrecorded) over
    the least ``every``, so that positions taken more often (of lost games) weigh no more in all.

    >>> [r["at"] for r in weighed([{"at": 0, "every": 2}, {"at": 4}])]
    [0, 4, 4]
    """
    least = min(r.get("every", 4) for r in rows)
    return [r for r in rows for _ in range(r.get("every", 4) // least)]


def second_fit(raw: list[dict], look: int, passes: int = MAP_PASSES, draws: int = SECOND_DRAWS) -> dict[str, Any]:
    """The second look's a, b, c (the best Brier skill on the grid ``SECOND_A`` x ``SECOND_B`` x
    ``SECOND_C`` against each game's end), then its monotone map (``monotone_map`` in ``SECOND_BINS`` bins, refitted
    ``passes`` times through itself, as the first look's); ``raw`` as ``weighed`` gives it."""
    import numpy as np

    data = SecondLook(raw, look, draws)
    won = np.array([float(r["won"]) for r in raw])
    best = max((brier_skill(data.chance(a, b, c, []), won), a, b, c)
               for a in SECOND_A for b in SECOND_B for c in SECOND_C)  # fmt: skip
    _, a, b, c = best
    knots: list[list[float]] = []
    for _ in range(passes):
        points = list(zip(data.chance(a, b, c, knots).tolist(), won.astype(bool).tolist(), strict=True))
        found = monotone_map(points, bins=SECOND_BINS, least=SECOND_LEAST)
        knots = compose(knots, found) if knots else found
    return {"a": a, "b": b, "c": c, "map": knots, "look": look, "draws": draws, "positions": len(raw)}


def look_cv(raw: list[Path], look: int, draws: int) -> None:
    """Cross-validated by game (``FOLDS`` folds of the seeds): each fold's positions judged by the
    second look fitted on the other folds, their fifths (predicted, realized, positions) and Brier
    skill, beside the first look's on the same positions (both weighed as ``weighed``)."""
    import numpy as np

    sys.path.insert(0, str(ROOT / "benchmarks"))
    from calibration import brier, fifths, skill_interval  # type: ignore[import-not-found]

    rows = weighed([row for path in raw for row in read_games(path)])
    seeds = sorted({r["seed"] for r in rows})
    fold = {s: i % FOLDS for i, s in enumerate(seeds)}
    predicted = np.zeros(len(rows))
    for k in range(FOLDS):
        train = [r for r in rows if fold[r["seed"]] != k]
        test = [i for i, r in enumerate(rows) if fold[r["seed"]] == k]
        found = second_fit(train, look, draws=draws)
        got = SecondLook([rows[i] for i in test], look, draws).chance(found["a"], found["b"], found["c"], found["map"])
        predicted[test] = got
    game = {s: i for i, s in enumerate(seeds)}
    for name, p in (("first", [r["c1"] for r in rows]), (f"second look={look} draws={draws}", predicted.tolist())):
        pts = [(game[r["seed"]], float(q), bool(r["won"])) for r, q in zip(rows, p, strict=True)]
        lo, hi = skill_interval(pts)
        shown = "; ".join(f"{f['predicted']:.2f} -> {f['realized']:.2f} ({f['n']})" for f in fifths(pts) if f["n"])
        print(f"{name}: {len(pts)} weighed positions of {len(seeds)} games: {shown}; "
              f"skill {brier(pts)[2]:.3f} [{lo:.2f}, {hi:.2f}]", flush=True)  # fmt: skip


def ceiling_skill(predicted: Any, rows: list[dict]) -> float:
    """The skill against the deals' outcomes of ``benchmarks/calibration.py --ceiling``'s positions
    (as that benchmark's ``ceiling`` scores the judge).

    >>> round(ceiling_skill([0.9, 0.1], [{"wins": 8, "redeals": 8}, {"wins": 0, "redeals": 8}]), 2)
    0.96
    """
    import numpy as np

    q = np.array([r["wins"] / r["redeals"] for r in rows])
    spread = q * (1 - q)
    mine = np.mean((np.asarray(predicted) - q) ** 2 + spread)
    plain = np.mean((q.mean() - q) ** 2 + spread)
    return float(1 - mine / plain)


def look_fit(raw: list[Path], ceiling_raw: Path | None, name: str, look: int, out: Path,
             draws: int = SECOND_DRAWS) -> None:  # fmt: skip
    """Fit the second look on ``raw``'s positions (``second_fit``), print its skill there and on
    ``ceiling_raw``'s (beside the first look's), and write it to ``out``'s variant as ``second``."""
    import numpy as np

    rows = weighed([row for path in raw for row in read_games(path)])
    found = second_fit(rows, look, draws=draws)
    won = np.array([float(r["won"]) for r in rows])
    data = SecondLook(rows, look, draws)
    mapped = data.chance(found["a"], found["b"], found["c"], found["map"])
    seeds = sorted({r["seed"] for r in rows})
    found["seeds"] = f"{seeds[0]}-{seeds[-1]}"
    print(f"{name}: {len(rows)} positions of {len(seeds)} games ({won.mean():.1%} of them in games the expert won); "
          f"a={found['a']} b={found['b']} c={found['c']}, {len(found['map'])} knots")  # fmt: skip
    print(f"  skill against the games' ends: first look {brier_skill([r['c1'] for r in rows], won):.3f}, "
          f"second look {brier_skill(mapped, won):.3f} (in the sample it was fitted on)")  # fmt: skip
    if ceiling_raw is not None:
        ceil = read_games(ceiling_raw)
        mine = SecondLook(ceil, look, draws).chance(found["a"], found["b"], found["c"], found["map"])
        two = ceiling_skill(mine, ceil)
        print(f"  against the deals' outcomes at {len(ceil)} ceiling positions: first look "
              f"{ceiling_skill([r['c1'] for r in ceil], ceil):.3f}, second look {two:.3f}")  # fmt: skip
    weights = json.loads(out.read_text(encoding="utf-8"))
    game, suits = VARIANTS[name]
    weights[f"{game}-{suits}"]["second"] = found
    out.write_text(json.dumps(weights, indent=1) + "\n", encoding="utf-8")
    from spiderette_widget.search import judge

    judge.forget()


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("play", help="play the expert's games and append them to a file")
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--first", type=int, default=200000, help="the first deal number (seed)")
    p.add_argument("--counts", default="sd1=200,sd2=150,sd4=111,sp1=40,sp2=30,sp4=30")
    p.add_argument("--fresh", action="store_true", help="start the file anew (after the expert changed)")
    f = sub.add_parser("fit", help="fit the judge's weights on the games of a file")
    f.add_argument("--games", type=Path, nargs="+", default=[ROOT / "benchmarks/results/judge-train.jsonl"],
                   help="the training games (files of `play`, seeds from 200000 on)")  # fmt: skip
    f.add_argument("--only", nargs="+", choices=list(VARIANTS), help="write only these variants' entries anew")
    f.add_argument("--out", type=Path, default=ROOT / "spiderette_widget/data/judge.json")
    f.add_argument("--every", type=int, default=MAP_EVERY, help="the map judges every n-th position of each game")
    f.add_argument("--passes", type=int, default=MAP_PASSES, help="times the map is fitted (each on the last)")
    r = sub.add_parser("look", help="record the second look's raw numbers at positions of training games")
    r.add_argument("--games", type=Path, required=True, help="the expert's games (seeds from 200000 on)")
    r.add_argument("--out", type=Path, required=True, help="append the positions' raw numbers (JSON lines)")
    r.add_argument("--variant", default="sd1", choices=list(VARIANTS))
    r.add_argument("--every", type=int, default=4, help="every n-th position of each game")
    r.add_argument("--ceiling", type=Path, help="instead, the positions of this --ceiling-out file (with their deals)")
    r.add_argument("--shard", default="0/1", help="k/n: this run takes every n-th position from the k-th")
    r.add_argument("--lost-every", type=int, help="every n-th position of the games the expert lost instead")
    r.add_argument("--seeds", help="first-last: only the games of these deals")
    t = sub.add_parser("look-fit", help="fit the second look's map and write it to the variant's weights")
    t.add_argument("--raw", type=Path, nargs="+", required=True, help="files of `look` (game ends)")
    t.add_argument("--ceiling-raw", type=Path, help="a file of `look --ceiling`: the fit's skill there, printed")
    t.add_argument("--variant", default="sd1", choices=list(VARIANTS))
    t.add_argument("--look", type=int, default=3, help="the options looked at twice (Budgets.review_second_look)")
    t.add_argument("--draws", type=int, default=SECOND_DRAWS, help="a deal's draws (Budgets.review_second_draws)")
    t.add_argument("--out", type=Path, default=ROOT / "spiderette_widget/data/judge.json")
    t.add_argument("--cv", action="store_true", help="instead, the fit cross-validated by game, printed")
    args = ap.parse_args(argv)
    if args.cmd == "look":
        shard, _, shards = args.shard.partition("/")
        first, _, last = (args.seeds or "").partition("-")
        span = (int(first), int(last)) if args.seeds else None
        second_gather(args.games, args.out, args.variant, args.every, args.ceiling, int(shard), int(shards),
                      args.lost_every, span)  # fmt: skip
    elif args.cmd == "look-fit" and args.cv:
        look_cv(args.raw, args.look, args.draws)
    elif args.cmd == "look-fit":
        look_fit(args.raw, args.ceiling_raw, args.variant, args.look, args.out, args.draws)
    elif args.cmd == "play":
        if args.fresh and args.out.exists():
            args.out.unlink()
        play(args.out, args.first, parse_counts(args.counts))
    else:
        fit(args.games, args.out, args.every, args.passes, args.only)


if __name__ == "__main__":
    main()
