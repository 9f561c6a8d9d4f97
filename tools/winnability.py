"""Build the winnability table (spiderette_widget/data/winnability.csv), resumably.

Rounds over every configuration: deals 0..N-1 for N in ``--rounds``, so an
interrupted run leaves a table with every configuration covered as far as it
got, and running again resumes (rows already in the file are kept). One
worker unless ``--workers`` says more; run it niced on a shared machine::

    nice -n 19 .venv/bin/python tools/winnability.py --out spiderette_widget/data/winnability.csv

``--only`` picks configurations by the words of their labels (``spiderette 4 solve strict``), so
two processes can build different parts into different files, merged afterwards::

    tools/winnability.py --only "spiderette solve strict" --out a.csv
    tools/winnability.py --only spider --only "play" --only relaxed --out b.csv

``--retry-open NODES`` re-runs, with the current solver and a node budget of
``NODES``, the thoughtful rows of ``--out`` whose verdict is ``unknown``, and
replaces each in place as soon as it is done (the file is rewritten to a
temporary file and renamed, so an interruption loses at most the deal being
solved; running again skips rows already retried at that budget)::

    nice -n 19 .venv/bin/python tools/winnability.py --out rows.csv --retry-open 2000000

``--merge FILE...`` folds tables built apart (``--only`` into several files, a benchmark's
``--out``) into ``--out``: one row per deal, rule, mode and player, a decided row before an open
one, then the newer solver, then the larger node budget::

    tools/winnability.py --merge a.csv b.csv --out spiderette_widget/data/winnability.csv

``--player expert`` plays the play rows with the expert (``search.expert.ExpertPlayer``, the
thinking hints' player) instead of the honest player, each game within ``EXPERT_PLAY_NODES``
positions; its rows sit beside the honest player's (the table keeps one row per deal, rule, mode
and player). ``--workers N`` runs N deals at once::

    nice -n 19 .venv/bin/python tools/winnability.py --only play --player expert --workers 2 --out expert.csv

Budgets are node counts (positions searched), so every row can be recomputed
exactly: ``study.run_one(code, mode, player, {"limit": Limit(nodes=limit_nodes),
"relaxed_deal": rule == "relaxed"})``.
"""

from __future__ import annotations

import argparse
import csv
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from spiderette_widget.search import SOLVER_VERSION, Limit
from spiderette_widget.search.budget import Budgets
from spiderette_widget.search.study import COLUMNS, codes, read_rows, run_one, study, summary, table

PLAY_NODES = 5_000_000  # the honest player's whole game (about 16,000 positions per plan)
EXPERT_PLAY_NODES = 100_000_000  # the expert's whole game (each decision within the better hint's budget)
# (game, suits, mode, relaxed, largest number of deals)
CONFIGS = [  # cheap ones first in each round, so an interrupted run covers as much as it can
    ("spiderette", 1, "solve", False, 2000),
    ("spiderette", 2, "solve", False, 2000),
    ("spiderette", 1, "solve", True, 2000),
    ("spiderette", 2, "solve", True, 2000),
    ("spider", 1, "solve", False, 300),
    ("spiderette", 1, "play", False, 2000),
    ("spiderette", 4, "solve", False, 2000),
    ("spiderette", 4, "solve", True, 2000),
    ("spiderette", 2, "play", False, 2000),
    ("spider", 2, "solve", False, 300),
    ("spiderette", 4, "play", False, 2000),
    ("spider", 4, "solve", False, 300),
    ("spider", 1, "play", False, 300),
    ("spider", 2, "play", False, 300),
    ("spider", 4, "play", False, 300),
]


def label(config: tuple[str, int, str, bool, int]) -> str:
    """A configuration's words, e.g. ``spiderette 4 solve strict``."""
    game, suits, mode, relaxed, _ = config
    return f"{game} {suits} {mode} {'relaxed' if relaxed else 'strict'}"


def chosen(config: tuple[str, int, str, bool, int], only: list[str]) -> bool:
    """Whether every word of one ``--only`` pattern is a word of the configuration's label."""
    words = set(label(config).split())
    return not only or any(set(pattern.split()) <= words for pattern in only)


def _rewrite(path: Path, rows: list[dict[str, str]]) -> None:
    """Write ``rows`` to ``path`` at once: to a temporary file beside it, then renamed over it."""
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, COLUMNS, lineterminator="\n")  # as the shipped table
        writer.writeheader()
        writer.writerows(rows)
    os.replace(tmp, path)


def retry_open(path: Path, nodes: int, only: list[str]) -> tuple[int, int]:
    """Re-run the thoughtful rows of ``path`` whose verdict is ``unknown`` with ``nodes`` per deal,
    each replaced in place when done; returns ``(retried, decided)``. Rows already retried with
    this solver at this budget or more are skipped, so an interrupted retry resumes."""
    with open(path, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    retried = decided = 0
    for i, row in enumerate(rows):
        config = (row["game"], int(row["suits"]), row["mode"], row["rule"] == "relaxed", 0)
        if row["verdict"] != "unknown" or row["player"] != "thoughtful" or not chosen(config, only):
            continue
        if row["solver"] == SOLVER_VERSION and int(row["limit_nodes"] or 0) >= nodes:
            continue  # already tried with this solver at this budget
        started = time.perf_counter()
        new = run_one(row["code"], row["mode"], "thoughtful", {"limit": Limit(nodes=nodes), "relaxed_deal": config[3]})
        rows[i] = {k: "" if new[k] is None else str(new[k]) for k in COLUMNS}
        _rewrite(path, rows)
        retried += 1
        decided += new["verdict"] != "unknown"
        print(f"{label(config)} {row['code']}: {new['verdict']} ({time.perf_counter() - started:.0f} s)", flush=True)
    return retried, decided


def _solver_number(row: dict[str, str]) -> int:
    """``search-6`` -> 6 (0 when the row names no solver)."""
    digits = row["solver"].rpartition("-")[2]
    return int(digits) if digits.isdigit() else 0


def _better(row: dict[str, str]) -> tuple[bool, int, int]:
    """What makes a row the one to keep: decided, then a newer solver, then a larger node budget."""
    return row["verdict"] != "unknown", _solver_number(row), int(row["limit_nodes"] or 0)


GAME_ORDER = {"spiderette": 0, "spider": 1}


def merge(out: Path, paths: list[Path]) -> int:
    """Fold the rows of ``paths`` (and of ``out`` if it exists) into ``out``, one per deal, rule, mode
    and player (the best by ``_better``), sorted by game, suits, rule, player and code; returns how many."""
    best: dict[tuple[str, str, str, str], dict[str, str]] = {}
    for path in [out, *paths] if out.is_file() else paths:
        with open(path, newline="", encoding="utf-8") as f:
            reader = csv.DictReader(f)
            if reader.fieldnames != list(COLUMNS):
                raise SystemExit(f"--merge: {path} has columns {reader.fieldnames}, not the table's {COLUMNS}")
            for row in reader:
                key = (row["code"], row["rule"], row["mode"], row["player"])
                if key not in best or _better(row) > _better(best[key]):
                    best[key] = row
    rows = sorted(
        best.values(), key=lambda r: (GAME_ORDER[r["game"]], int(r["suits"]), r["rule"], r["player"], r["code"])
    )
    _rewrite(out, rows)
    return len(rows)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default="spiderette_widget/data/winnability.csv")
    ap.add_argument("--rounds", type=int, nargs="*", default=[10, 20, 50, 100, 200, 400, 800, 1200, 2000])
    ap.add_argument("--only", action="append", default=[], help="configurations whose label has these words")
    ap.add_argument("--retry-open", type=int, metavar="NODES", help="re-run the unknown rows of --out with NODES")
    ap.add_argument("--merge", type=Path, nargs="+", metavar="FILE", help="fold these tables into --out")
    ap.add_argument("--player", default="honest", choices=("honest", "expert"), help="who plays the play rows")
    ap.add_argument("--workers", type=int, default=1, help="deals run at once, each in its own process")
    args = ap.parse_args()
    if args.merge:
        missing = [str(p) for p in args.merge if not p.is_file()]
        if missing:
            ap.error(f"--merge: no table at {', '.join(missing)}")
        print(f"{merge(Path(args.out), args.merge)} rows in {args.out}")
        return
    if args.retry_open is not None:
        if args.retry_open < 1:
            ap.error(f"--retry-open needs a positive number of nodes, got {args.retry_open}")
        if not Path(args.out).is_file():
            ap.error(f"--retry-open: no table at {args.out}")
        retried, decided = retry_open(Path(args.out), args.retry_open, args.only)
        print(f"retried {retried} open rows with {args.retry_open:,} nodes each: {decided} now decided")
        return
    configs = [c for c in CONFIGS if chosen(c, args.only)]
    if not configs:
        ap.error(f"--only {args.only} matches none of: " + ", ".join(label(c) for c in CONFIGS))
    for n in args.rounds:
        for game, suits, mode, relaxed, most in configs:
            started = time.perf_counter()
            player = args.player if mode == "play" else "thoughtful"
            nodes = {"thoughtful": Budgets.study, "honest": PLAY_NODES, "expert": EXPERT_PLAY_NODES}[player]
            count = min(n if game == "spiderette" else n // 2, most)  # Spider deals take longer
            study(
                codes(game, suits, range(count)),
                mode=mode,
                player=player,
                workers=args.workers,
                progress=False,
                out=args.out,
                limit=Limit(nodes=nodes),
                relaxed_deal=relaxed,
            )
            print(
                f"{game} {suits} {mode} {'relaxed' if relaxed else 'strict'} {player} {count} deals "
                f"({time.perf_counter() - started:.0f} s)",
                flush=True,
            )
    rows = read_rows(args.out)
    cols = ["game", "suits", "rule", "player", "n", "wins", "lost", "decided", "rate", "low", "high", "median_moves"]
    print(table(summary(rows), cols))


if __name__ == "__main__":
    main()
