"""The native search core: ``search/_native.c``, compiled by the package's build, behind one switch.

The searches in ``search/core.py`` (and the expert's rollouts) ask this module
whether the compiled core runs; when it does, their hot loops run in C and give
the same lines, verdicts and node counts as the Python code, which stays the
readable reference and the fallback where nothing could be compiled (the
zero-install site's Pyodide, a machine without gcc). ``SPIDERETTE_PURE_PYTHON=1``
in the environment makes the Python search run instead.

>>> import spiderette_widget.search as search
>>> search.NATIVE in (True, False)
True
>>> with pure_python():
...     active()
False
"""

from __future__ import annotations

import os
import sysconfig
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from importlib import import_module
from types import ModuleType
from typing import TYPE_CHECKING, Any

from ..engine._game import DEAL, Move
from ._weights import DISORDER, WEIGHTS, WIN_SCORE
from .budget import NATIVE_BUDGETS, PYTHON_BUDGETS, Budgets, BudgetSpent

if TYPE_CHECKING:
    from .budget import Meter
    from .core import Action, Rules, State

__all__ = [
    "NATIVE",
    "NATIVE_WHY_NOT",
    "NativePhaseSearch",
    "RankTable",
    "active",
    "beam",
    "by_rank",
    "complete",
    "greedy_phase",
    "look_ahead",
    "module_name",
    "pure_python",
    "rank_key",
    "rank_position",
    "shorten",
    "stuck",
    "warn_once_if_slow",
]

SLOW_NODES = 1_000_000  # a search this large says once that it runs without the native core


def _load() -> tuple[ModuleType | None, str]:
    """The compiled core and ``""``, or ``None`` and why it does not run."""
    if os.environ.get("SPIDERETTE_PURE_PYTHON", "") not in ("", "0"):
        return None, "SPIDERETTE_PURE_PYTHON is set"
    try:
        _native = import_module(f"{__package__}._native")  # compiled by the build (hatch_build.py)
    except ImportError as exc:
        return None, f"the native core is not compiled here ({exc})"
    _native.setup(Move, DEAL, BudgetSpent, WEIGHTS, DISORDER, WIN_SCORE)
    return _native, ""


_core, NATIVE_WHY_NOT = _load()
NATIVE = _core is not None  # True when the compiled core runs the searches
_warned = False


def module_name() -> str:
    """The compiled core's file name for this Python (``_native`` and the extension suffix)."""
    return "_native" + (sysconfig.get_config_var("EXT_SUFFIX") or ".so")


def active() -> bool:
    """Whether the searches run on the native core right now (``pure_python`` turns it off)."""
    return _core is not None


def budgets() -> Budgets:
    """The budgets of the engine running now: ``NATIVE_BUDGETS`` on the native core, else
    (no compiler, ``SPIDERETTE_PURE_PYTHON``, inside ``pure_python()``) ``PYTHON_BUDGETS``.

    >>> with pure_python():
    ...     budgets().stuck == PYTHON_BUDGETS.stuck
    True
    """
    return NATIVE_BUDGETS if _core is not None else PYTHON_BUDGETS


@contextmanager
def pure_python() -> Iterator[None]:
    """Run the Python search, with its budgets (``budgets()``), inside the ``with`` block (the
    differential test and benchmarks compare the two side by side in one process)."""
    global _core
    kept = _core
    _core = None
    try:
        yield
    finally:
        _core = kept


def warn_once_if_slow(nodes: int) -> None:
    """Say once per process that a search of ``nodes`` positions runs on the slower Python search."""
    global _warned
    chosen = NATIVE_WHY_NOT.startswith("SPIDERETTE_PURE_PYTHON")  # asked for: nothing to say
    if _core is None and not _warned and nodes >= SLOW_NODES and NATIVE_WHY_NOT and not chosen:
        _warned = True
        warnings.warn(
            f"spiderette-widget: this search runs in Python, about 30 times slower than the native core "
            f"({NATIVE_WHY_NOT}); reinstall with a C compiler (gcc) to compile it",
            RuntimeWarning,
            stacklevel=3,
        )


def _rules(rules: Rules) -> tuple[int, bytes, int, bool]:
    return rules.ncols, bytes(rules.stock), rules.total, rules.relaxed


def _engine() -> Any:
    if _core is None:
        raise RuntimeError("the native core is not running: check native.active() first")
    return _core


class NativePhaseSearch:
    """``core.PhaseSearch`` in C: ``run(st, budget)`` gives the same line after the same positions,
    and ``cache`` and ``budget_seen`` are the same dicts, built when read (for tests and benchmarks)."""

    def __init__(self, rules: Rules, meter: Meter, cap: int, keep: int) -> None:
        self.rules = rules
        self.meter = meter
        self.cap = cap
        self._search = _engine().PhaseSearch(_rules(rules), cap, keep, meter)

    def run(self, st: State, budget: int) -> list[Action] | None:
        return self._search.run(st, budget)

    @property
    def cache(self) -> dict:
        return {self.rules.key(st): answer for st, answer in self._search.memory()[0]}

    @property
    def budget_seen(self) -> dict:
        return {self.rules.key(st): budget for st, budget in self._search.memory()[1]}


def beam(
    rules: Rules, meter: Meter, root: State, width: int, cap: int, compact_at: int | None = None, every: bool = False
) -> list[Action] | None:
    """``core.beam`` in C. ``compact_at``: as ``complete``'s (the beam keeps the positions it met
    in the same kind of set); ``every``: as ``core.beam``'s."""
    if compact_at is None:
        return _engine().beam(_rules(rules), root, width, cap, meter, every=every)
    return _engine().beam(_rules(rules), root, width, cap, meter, compact_at, every=every)


def complete(
    rules: Rules, meter: Meter, root: State, compact_at: int | None = None, memory: int | None = None
) -> list[Action] | None:
    """``core.complete`` in C. ``compact_at``: the bytes of positions at which the search's memory
    starts keeping them in bits (the core's default, 256 MiB; the tests ask for 0). ``memory``: the
    bytes its positions may take (the core's default, 2 GiB; at least 128 KiB): when they are full,
    the search forgets half of them and goes on (the same verdict, more positions counted)."""
    if compact_at is None and memory is None:
        return _engine().complete(_rules(rules), root, meter)
    if memory is None:
        return _engine().complete(_rules(rules), root, meter, compact_at)
    return _engine().complete(_rules(rules), root, meter, 256 << 20 if compact_at is None else compact_at, memory)


PLAN, DEEP_PLAN, SETTLE, CANDIDATES = range(4)  # look_ahead's modes


def look_ahead(
    rules: Rules, st: State, mode: int, cap: int, meter: Meter | None, sensible: bool = True, keep: int = 0
) -> Any:
    """The honest player's look-ahead over visible cards, in C: ``core.plan`` (``PLAN``),
    ``core.deep_plan`` (``DEEP_PLAN``), ``core.settle`` (``SETTLE``), or ``expert.candidates``'s
    search (``CANDIDATES``: its runs, turn-ups and dealable positions, ``keep`` of each)."""
    return _engine().look_ahead(_rules(rules), st, mode, cap, sensible, keep, meter)


def stuck(rules: Rules, st: State, nodes: int) -> bool | None:
    """``core.stuck``'s search over every move, in C: True, False, or None when ``nodes``
    arrangements were not enough to tell."""
    return _engine().stuck(_rules(rules), st, nodes)


def shorten(rules: Rules, root: State, line: list[Action], rounds: int, polish: int) -> list[Action]:
    """``core.shorten`` in C: the same line. ``line`` must be legal from ``root`` (a search's
    winning line); a line that is not raises ``ValueError`` and changes nothing."""
    steps = bytes(x for action in line for x in action)  # three bytes an action; DEAL is (0, 0, 0)
    return _engine().shorten(_rules(rules), root, steps, rounds, polish)


def greedy_phase(rules: Rules, st: State, cap: int, meter: Meter) -> tuple[bool, int, State | None]:
    """``expert``'s greedy phase of a rollout, in C."""
    return _engine().greedy_phase(_rules(rules), st, cap, meter)


RankColumn = tuple[bytes, bytes]  # refine.Column: (face-down cards, face-up entries)
RankPosition = tuple[tuple[RankColumn, ...], tuple[int, ...]]  # refine.Position


def rank_key(pos: RankPosition) -> bytes:
    """``refine.position``'s position by rank as the native core's string: each column's face-down and
    face-up counts, cards and entries, then each suit's count of cards on the table.

    >>> rank_key((((b"", b"\\x0d"), (b"\\x21", b"\\x0c")), (1, 0, 1, 0)))
    b'\\x00\\x01\\r\\x01\\x01!\\x0c\\x01\\x00\\x01\\x00'
    >>> rank_position(_, 2) == (((b"", b"\\x0d"), (b"\\x21", b"\\x0c")), (1, 0, 1, 0))
    True
    """
    cols, counts = pos
    return b"".join(bytes((len(down), len(up))) + down + up for down, up in cols) + bytes(counts)


def rank_position(key: bytes, ncols: int) -> RankPosition:
    """``rank_key``'s string of ``ncols`` columns as ``refine.position``'s position by rank."""
    cols = []
    at = 0
    for _ in range(ncols):
        down, up = key[at], key[at + 1]
        cols.append((key[at + 2 : at + 2 + down], key[at + 2 + down : at + 2 + down + up]))
        at += 2 + down + up
    return tuple(cols), tuple(key[at:])


class RankTable:
    """Positions by rank proven lost with one refined set (``refine.by_rank``'s ``lost``), kept in the
    native core: ``in``, ``len`` and ``update`` as a set of positions; ``by_rank`` searches with it in C.

    >>> if active():
    ...     t = RankTable()
    ...     t.update([(((b"", b"\\x0d"),), (1, 0, 0, 0))])
    ...     assert (((b"", b"\\x0d"),), (1, 0, 0, 0)) in t and len(t) == 1
    """

    def __init__(self) -> None:
        self.table = _engine().RankTable()

    def __contains__(self, pos: object) -> bool:
        return bool(self.table.has(rank_key(pos)))  # type: ignore[arg-type]

    def __len__(self) -> int:
        return len(self.table)

    def update(self, positions: Iterator[RankPosition] | list[RankPosition]) -> None:
        for pos in positions:
            self.table.add(rank_key(pos))


def by_rank(
    start: RankPosition, refined: frozenset[int], lost: RankTable, cap: int
) -> tuple[int, list[tuple[RankPosition, tuple[RankColumn, RankColumn, int, int]]] | None]:
    """``refine.by_rank`` in C: the same count and line, the same positions added to ``lost``."""
    ncols = len(start[0])
    if any(not 0 <= card < 64 for card in refined):
        raise ValueError("native core: a refined card is an int from 0 to 63")
    mask = sum(1 << card for card in refined)
    count, steps = _engine().by_rank(ncols, rank_key(start), mask, lost.table, cap)
    if steps is None:
        return count, None
    line = []
    here = start
    for key, s, d, k, suit in steps:
        after = rank_position(key, ncols)
        line.append((after, (here[0][s], here[0][d], k, suit)))
        here = after
    return count, line
