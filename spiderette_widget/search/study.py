"""Study many deals at once: solve or play them in parallel, then summarise win rates.

``study`` takes game codes (so every figure can be reproduced), runs each in
a worker process on every local core (or on any ``concurrent.futures.Executor``,
e.g. ``dask.distributed.Client(...).get_executor()``), shows a progress bar
(tqdm when installed, else a plain text one) and returns one row per code, in
the order given::

    rows = study(codes("spiderette", 2, range(100)), limit=Limit(nodes=300_000))
    summary(rows)   # win rates with 95% Wilson intervals

Budgets are node counts (``Limit(nodes=...)``, by default ``Budgets.study``), so
a row can be recomputed exactly on any machine. ``out="rows.csv"`` appends
each row to a CSV file as it comes in and skips the rows the file already
holds: an interrupted study resumes where it stopped. ``load_table()`` reads
the winnability table that ships with the package (``data/winnability.csv``).

>>> rows = study(["SD1-S1-AAAAAAA"], workers=1, progress=False)
>>> rows[0]["code"], rows[0]["verdict"]
('SD1-S1-AAAAAAA', 'win')
>>> [round(x, 3) for x in wilson(62, 100)]
[0.522, 0.709]
"""

from __future__ import annotations

import csv
import math
import os
import sys
import time
import warnings
from collections.abc import Callable, Iterable
from concurrent.futures import Executor, Future, ProcessPoolExecutor, as_completed
from importlib import resources
from pathlib import Path
from typing import Any

from ..engine._browser import IN_BROWSER
from ..engine._codes import make_code, parse_code
from ..engine._errors import GameError, GameTypeError, bad_input, excerpt
from .budget import Budgets
from .core import SOLVER_VERSION, Limit

__all__ = ["Limit", "codes", "load_table", "study", "summary", "wilson"]

MODES = {"solve": "thoughtful", "play": "honest"}
COLUMNS = (
    "code", "game", "suits", "rule", "mode", "player", "verdict", "won", "moves", "detours",
    "score", "seconds", "nodes", "limit_nodes", "reason", "solver",
)  # fmt: skip


def codes(game: str = "spiderette", suits: int = 1, numbers: Iterable[int] = range(100)) -> list[str]:
    """Game codes for deal numbers: ``codes("spiderette", 2, range(3))``.

    >>> codes("spiderette", 2, range(2))
    ['SD1-S2-AAAAAAA', 'SD1-S2-AAAAAAB']
    """
    if game not in ("spiderette", "spider"):
        msg = f"game must be 'spiderette' or 'spider', got {excerpt(game)}"
        raise GameError(msg)
    if suits not in (1, 2, 4):
        msg = f"suits must be 1, 2 or 4, got {excerpt(suits)}"
        raise GameError(msg)
    return [make_code(game, suits, n) for n in numbers]


def run_one(code: str, mode: str = "solve", player: str | None = None, solve_kw: dict | None = None) -> dict:
    """Solve or play one deal and describe the result as a row (runs in a worker)."""
    from ..engine._game import Game
    from .core import count_detours
    from .solver import solve

    kw = dict(solve_kw or {})
    if not ({"limit", "budget_nodes", "budget_seconds"} & set(kw)):
        kw["limit"] = Limit(nodes=Budgets.study)
    game = Game.from_code(code)
    player = player or MODES[mode]
    sol = solve(game, player=player, **kw)
    relaxed = bool(kw.get("relaxed_deal"))
    score = None
    if sol.line and not relaxed:
        played = game.copy()
        for action in sol.line:
            played.play(action)
        score = played.score
    name, suits, _ = parse_code(code)
    limit = kw.get("limit")
    return {
        "code": code,
        "game": name,
        "suits": suits,
        "rule": "relaxed" if relaxed else "strict",
        "mode": mode,
        "player": player,
        "verdict": str(sol.verdict),
        "won": sol.won,
        "moves": len(sol.line),
        "detours": count_detours(game, sol.line).total if sol.won else 0,
        "score": score,
        "seconds": round(sol.seconds, 4),
        "nodes": sol.nodes,
        "limit_nodes": limit.nodes if limit is not None else kw.get("budget_nodes"),
        "reason": sol.reason,
        "solver": SOLVER_VERSION,
    }


def _error_row(code: str, rule: str, mode: str, player: str, error: BaseException) -> dict:
    """The row of a deal whose run raised: verdict ``"error"``, ``reason`` says what happened."""
    name, suits, _ = parse_code(code)
    row = dict.fromkeys(COLUMNS)
    row.update(code=code, game=name, suits=suits, rule=rule, mode=mode, player=player, verdict="error", won=False)
    row.update(moves=0, detours=0, seconds=0.0, nodes=0, solver=SOLVER_VERSION)
    row["reason"] = f"{type(error).__name__}: {excerpt(str(error))[1:-1]}"
    return row


def _row_key(row: dict) -> tuple:
    return (row["code"], row["rule"], row["mode"], row["player"])


def _typed(raw: dict[str, str]) -> dict[str, Any]:
    """A CSV row with its numbers and flags read back."""
    row: dict[str, Any] = dict(raw)
    for k in ("suits", "moves", "detours", "nodes"):
        row[k] = int(row[k])
    for k in ("score", "limit_nodes"):
        row[k] = int(row[k]) if row.get(k) else None
    row["seconds"] = float(row["seconds"])
    row["won"] = row["won"] == "True"
    return row


def read_rows(path: str | Path) -> list[dict]:
    """The rows of a study's CSV file (``study(..., out=path)``), numbers as numbers."""
    with open(path, newline="", encoding="utf-8") as f:
        return [_typed(r) for r in csv.DictReader(f)]


def load_table() -> list[dict]:
    """The winnability table shipped with the package: one row per deal, rule and player.

    Each row holds ``code, game, suits, rule, mode, player, verdict, won, moves,
    detours, score, seconds, nodes, limit_nodes, reason, solver``: any row can be
    recomputed with ``run_one(code, mode, player, {"limit": Limit(nodes=limit_nodes),
    "relaxed_deal": rule == "relaxed"})``. How it was made: docs/winnability.md.

    >>> rows = load_table()
    >>> {r["verdict"] for r in rows} <= {"win", "no win", "unknown"}
    True
    >>> sorted(rows[0])[:4]
    ['code', 'detours', 'game', 'limit_nodes']
    """
    with resources.as_file(resources.files("spiderette_widget") / "data" / "winnability.csv") as path:
        return read_rows(path)


class _TextBar:
    """A minimal progress bar on stderr, for when tqdm is missing."""

    def __init__(self, total: int, desc: str) -> None:
        self.total, self.n, self.desc = total, 0, desc
        self.start = time.perf_counter()

    def update(self, n: int = 1) -> None:
        self.n += n
        width = 30
        done = int(width * self.n / max(self.total, 1))
        elapsed = time.perf_counter() - self.start
        sys.stderr.write(f"\r{self.desc} [{'#' * done}{'.' * (width - done)}] {self.n}/{self.total} {elapsed:.0f}s")
        sys.stderr.flush()

    def close(self) -> None:
        sys.stderr.write("\n")
        sys.stderr.flush()


def _bar(total: int, desc: str, enabled: bool) -> Any:
    if not enabled:
        return None
    try:
        from tqdm.auto import tqdm
    except ImportError:  # pragma: no cover - tqdm is installed in the dev environment
        return _TextBar(total, desc)
    return tqdm(total=total, desc=desc)


def study(
    codes: Iterable[str],
    *,
    mode: str = "solve",
    player: str | None = None,
    executor: Executor | None = None,
    workers: int | None = None,
    progress: bool = True,
    out: str | Path | None = None,
    **solve_kw: Any,
) -> list[dict]:
    """Solve (``mode="solve"``, the thoughtful player by default) or play
    (``mode="play"``, the honest player by default) every deal in ``codes``.

    Returns one row per code, in order: ``code, game, suits, rule, mode,
    player, verdict, won, moves, detours, score, seconds, nodes, limit_nodes,
    reason, solver`` (``score``: the game's score after the line, under its
    default scoring; ``solver``: the search's version). A deal whose run raises
    (a worker lost, a bug) does not cost the others: its row has verdict
    ``"error"`` and the exception in ``reason`` (it is not written to ``out``,
    so a resumed study tries it again), and a ``RuntimeWarning`` names the
    deals that failed. ``executor`` is any
    ``concurrent.futures.Executor``; without one a ``ProcessPoolExecutor`` with
    ``workers`` processes (default: every core) is used. ``workers=1`` runs
    in this process, as does every study in the browser (Pyodide). Other
    keywords go to ``solve`` (``limit=Limit(nodes=...)``,
    by default ``Budgets.study`` nodes; ``relaxed_deal``...). ``out``: a CSV file
    that receives each row as it is done; rows it already holds (same code,
    rule, mode and player) are read back instead of recomputed.

    >>> from spiderette_widget.search.solver import Limit
    >>> from spiderette_widget.search.study import codes, study
    >>> deals = codes("spiderette", suits=1, numbers=range(2))
    >>> rows = study(deals, workers=1, progress=False, limit=Limit(nodes=200_000))
    >>> [(row["code"], row["verdict"]) for row in rows]
    [('SD1-S1-AAAAAAA', 'win'), ('SD1-S1-AAAAAAB', 'win')]
    """
    if not isinstance(mode, str) or mode not in MODES:
        msg = f"mode must be 'solve' or 'play', got {excerpt(mode)}"
        raise bad_input(msg, right_type=isinstance(mode, str))
    if isinstance(codes, str) or not isinstance(codes, Iterable):
        msg = f"codes must be a list of game codes, got {excerpt(codes)}"
        raise GameTypeError(msg)
    items = list(codes)
    for code in items:
        parse_code(code)  # a bad code fails here, before any work starts
    if workers is not None and (not isinstance(workers, int) or workers < 1):
        msg = f"workers must be a positive whole number, got {excerpt(workers)}"
        raise bad_input(msg, right_type=isinstance(workers, int))
    rule = "relaxed" if solve_kw.get("relaxed_deal") else "strict"
    who = player or MODES[mode]
    done = {}
    if out is not None and Path(out).is_file():
        done = {_row_key(r): r for r in read_rows(out)}
    todo = [c for c in items if (c, rule, mode, who) not in done]
    sink = _Sink(out)
    bar = _bar(len(todo), f"{mode} {len(todo)} deals", progress)
    try:
        if executor is None and (workers == 1 or IN_BROWSER):  # Pyodide has no processes
            for code in todo:
                try:
                    row = sink.add(run_one(code, mode, player, solve_kw))
                except Exception as error:  # this deal only: the finished rows stay
                    row = _error_row(code, rule, mode, who, error)
                done[_row_key(row)] = row
                if bar is not None:
                    bar.update(1)
        else:
            own = executor is None
            pool = executor or ProcessPoolExecutor(max_workers=workers or os.cpu_count() or 1)
            try:
                futures: dict[Future, str] = {pool.submit(run_one, code, mode, player, solve_kw): code for code in todo}
                for fut in as_completed(futures):
                    try:
                        row = sink.add(fut.result())
                    except Exception as error:  # this deal only: the finished rows stay
                        row = _error_row(futures[fut], rule, mode, who, error)
                    done[_row_key(row)] = row
                    if bar is not None:
                        bar.update(1)
            finally:
                if own:
                    pool.shutdown()
    finally:
        sink.close()
        if bar is not None:
            bar.close()
    rows = [done[c, rule, mode, who] for c in items]
    failed = [r["code"] for r in rows if r["verdict"] == "error"]
    if failed:
        shown = ", ".join(failed[:5]) + (f" and {len(failed) - 5} more" if len(failed) > 5 else "")
        msg = f"study: {len(failed)} of {len(rows)} deals failed ({shown}): their rows say verdict 'error' and why"
        warnings.warn(msg, RuntimeWarning, stacklevel=2)
    return rows


class _Sink:
    """Appends rows to a CSV file (header first when the file is new), one flush per row."""

    def __init__(self, path: str | Path | None) -> None:
        self.file = None
        if path is not None:
            new = not Path(path).is_file() or Path(path).stat().st_size == 0
            self.file = open(path, "a", newline="", encoding="utf-8")  # noqa: SIM115 - closed by close()
            self.writer = csv.DictWriter(self.file, COLUMNS)
            if new:
                self.writer.writeheader()

    def add(self, row: dict) -> dict:
        if self.file is not None:
            self.writer.writerow({k: "" if row.get(k) is None else row[k] for k in COLUMNS})
            self.file.flush()
        return row

    def close(self) -> None:
        if self.file is not None:
            self.file.close()


def wilson_interval(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a win rate (95% with the default ``z``).

    >>> lo, hi = wilson_interval(5, 10)
    >>> round(lo, 3), round(hi, 3)
    (0.237, 0.763)
    >>> wilson_interval(0, 0), wilson_interval(100, 100)[1]
    ((0.0, 1.0), 1.0)
    """
    if n < 0 or not 0 <= wins <= n:
        msg = f"need 0 <= wins <= n, got wins={wins}, n={n}"
        raise ValueError(msg)
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    # the interval always holds p (rounding could leave 1.0 just outside at 100%)
    return (max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half)))


def wilson(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default); see ``players.wilson_interval``.

    >>> [round(x, 3) for x in wilson(0, 10)]
    [0.0, 0.278]
    """
    return wilson_interval(successes, n, z)


def summary(rows: Iterable[dict], by: tuple[str, ...] = ("game", "suits", "rule", "player")) -> list[dict]:
    """Win rates per group: ``n, wins, decided, rate, low, high`` (95% Wilson interval),
    plus ``lost`` (proven no win), the median seconds and median winning line length.

    ``rate`` is wins over all deals; deals left ``"unknown"`` (or ``"error"``) count as not won
    (``decided`` says how many got an answer), so ``rate`` is a lower bound.

    >>> from spiderette_widget.search.study import load_table, summary
    >>> row = next(r for r in summary(load_table()) if r["game"] == "spiderette" and r["suits"] == 1)
    >>> row["n"] >= 1000, 0 < row["low"] <= row["rate"] <= row["high"] <= 1
    (True, True)
    """
    groups: dict[tuple, list[dict]] = {}
    for row in rows:
        groups.setdefault(tuple(row.get(k) for k in by), []).append(row)
    out = []
    for key, items in groups.items():
        n = len(items)
        wins = sum(r["verdict"] == "win" for r in items)
        low, high = wilson(wins, n)
        win_moves = sorted(r["moves"] for r in items if r["verdict"] == "win")
        out.append(
            {
                **dict(zip(by, key, strict=True)),
                "n": n,
                "wins": wins,
                "decided": sum(r["verdict"] in ("win", "no win") for r in items),
                "lost": sum(r["verdict"] == "no win" for r in items),
                "rate": wins / n,
                "low": low,
                "high": high,
                "median_seconds": _median([r["seconds"] for r in items]),
                "median_moves": _median(win_moves) if win_moves else None,
            }
        )
    return out


def _median(values: list[float]) -> float:
    """The median; of whole numbers, a whole number wherever it is one.

    >>> _median([62, 64]), _median([62, 63]), _median([0.5, 1.0])
    (63, 62.5, 0.75)
    """
    v = sorted(values)
    mid = len(v) // 2
    if len(v) % 2:
        return v[mid]
    total = v[mid - 1] + v[mid]
    return total // 2 if isinstance(total, int) and total % 2 == 0 else total / 2


def table(rows: list[dict], columns: Iterable[str] | None = None, fmt: Callable[[Any], str] | None = None) -> str:
    """Rows as a plain text table (for notebooks and benchmarks)."""
    cols = list(columns or (rows[0].keys() if rows else []))

    def show(v: Any) -> str:
        if fmt is not None:
            return fmt(v)
        return f"{v:.3f}" if isinstance(v, float) else str(v)

    cells = [[str(c) for c in cols]] + [[show(r.get(c)) for c in cols] for r in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(cols))]
    return "\n".join("  ".join(x.rjust(w) for x, w in zip(row, widths, strict=True)) for row in cells)
