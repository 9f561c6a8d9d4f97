"""Study many deals at once: solve or play them in parallel, then summarise win rates.

``study`` takes game codes (so every figure can be reproduced), runs each in
a worker process on every local core (or on any ``concurrent.futures.Executor``,
e.g. ``dask.distributed.Client(...).get_executor()``), shows a progress bar
(tqdm when installed, else a plain text one) and returns one row per code, in
the order given::

    rows = study(codes("spiderette", 2, range(100)), budget_seconds=10)
    summary(rows)   # win rates with 95% Wilson intervals

>>> rows = study(["SD1-S1-AAAAAAA"], workers=1, progress=False)
>>> rows[0]["code"], rows[0]["verdict"]
('SD1-S1-AAAAAAA', 'win')
>>> [round(x, 3) for x in wilson(62, 100)]
[0.522, 0.709]
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Iterable
from concurrent.futures import Executor, Future, ProcessPoolExecutor, as_completed
from typing import Any

from ._codes import make_code, parse_code
from ._errors import GameError
from .players import wilson_interval

__all__ = ["codes", "study", "summary", "wilson"]

MODES = {"solve": "thoughtful", "play": "honest"}


def codes(game: str = "spiderette", suits: int = 1, numbers: Iterable[int] = range(100)) -> list[str]:
    """Game codes for deal numbers: ``codes("spiderette", 2, range(3))``.

    >>> codes("spiderette", 2, range(2))
    ['SD1-S2-AAAAAAA', 'SD1-S2-AAAAAAB']
    """
    if game not in ("spiderette", "spider"):
        msg = f"game must be 'spiderette' or 'spider', got {game!r}"
        raise GameError(msg)
    if suits not in (1, 2, 4):
        msg = f"suits must be 1, 2 or 4, got {suits!r}"
        raise GameError(msg)
    return [make_code(game, suits, n) for n in numbers]


def run_one(code: str, mode: str = "solve", player: str | None = None, solve_kw: dict | None = None) -> dict:
    """Solve or play one deal and describe the result as a row (runs in a worker)."""
    from ._game import Game
    from .solver import solve

    game = Game.from_code(code)
    player = player or MODES[mode]
    sol = solve(game, player=player, **(solve_kw or {}))
    score = None
    if sol.line and not (solve_kw or {}).get("relaxed_deal"):
        played = game.copy()
        for action in sol.line:
            played.play(action)
        score = played.score
    name, suits, _ = parse_code(code)
    return {
        "code": code,
        "game": name,
        "suits": suits,
        "mode": mode,
        "player": player,
        "verdict": str(sol.verdict),
        "won": sol.verdict == "win",
        "moves": len(sol.line),
        "score": score,
        "seconds": round(sol.seconds, 4),
        "nodes": sol.nodes,
        "reason": sol.reason,
    }


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
    **solve_kw: Any,
) -> list[dict]:
    """Solve (``mode="solve"``, the thoughtful player by default) or play
    (``mode="play"``, the honest player by default) every deal in ``codes``.

    Returns one row per code, in order: ``code, game, suits, mode, player,
    verdict, won, moves, score, seconds, nodes, reason`` (``score``: the game's
    score after the line, under its default scoring). ``executor`` is any
    ``concurrent.futures.Executor``; without one a ``ProcessPoolExecutor`` with
    ``workers`` processes (default: every core) is used. ``workers=1`` runs
    in this process. Other keywords go to ``solve`` (``budget_seconds``...).
    """
    if mode not in MODES:
        msg = f"mode must be 'solve' or 'play', got {mode!r}"
        raise GameError(msg)
    items = list(codes)
    for code in items:
        parse_code(code)  # a bad code fails here, before any work starts
    if workers is not None and (not isinstance(workers, int) or workers < 1):
        msg = f"workers must be a positive whole number, got {workers!r}"
        raise GameError(msg)
    bar = _bar(len(items), f"{mode} {len(items)} deals", progress)
    try:
        if executor is None and workers == 1:
            rows = []
            for code in items:
                rows.append(run_one(code, mode, player, solve_kw))
                if bar is not None:
                    bar.update(1)
            return rows
        own = executor is None
        pool = executor or ProcessPoolExecutor(max_workers=workers or os.cpu_count() or 1)
        try:
            return _gather(pool, items, mode, player, solve_kw, bar)
        finally:
            if own:
                pool.shutdown()
    finally:
        if bar is not None:
            bar.close()


def _gather(pool: Executor, items: list[str], mode: str, player: str | None, solve_kw: dict, bar: Any) -> list[dict]:
    futures: dict[Future, int] = {pool.submit(run_one, code, mode, player, solve_kw): i for i, code in enumerate(items)}
    rows: list[dict | None] = [None] * len(items)
    for fut in as_completed(futures):
        rows[futures[fut]] = fut.result()
        if bar is not None:
            bar.update(1)
    return [r for r in rows if r is not None]


def wilson(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default); see ``players.wilson_interval``.

    >>> [round(x, 3) for x in wilson(0, 10)]
    [0.0, 0.278]
    """
    return wilson_interval(successes, n, z)


def summary(rows: Iterable[dict], by: tuple[str, ...] = ("game", "suits", "player")) -> list[dict]:
    """Win rates per group: ``n, wins, decided, rate, low, high`` (95% Wilson interval),
    plus the median seconds and median winning line length.

    ``rate`` is wins over all deals; deals left ``"unknown"`` count as not won
    (``decided`` says how many got an answer), so ``rate`` is a lower bound.
    """
    groups: dict[tuple, list[dict]] = {}
    for row in rows:
        groups.setdefault(tuple(row[k] for k in by), []).append(row)
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
                "decided": sum(r["verdict"] != "unknown" for r in items),
                "rate": wins / n,
                "low": low,
                "high": high,
                "median_seconds": _median([r["seconds"] for r in items]),
                "median_moves": _median(win_moves) if win_moves else None,
            }
        )
    return out


def _median(values: list[float]) -> float:
    v = sorted(values)
    mid = len(v) // 2
    return v[mid] if len(v) % 2 else (v[mid - 1] + v[mid]) / 2


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
