"""What differs when the package runs in the browser (Pyodide: the JupyterLite course site).

Pyodide has no processes and no threads, and the site carries no matplotlib
(Pyodide's compiled packages come only from its own release archive). The
solver then searches in the kernel's own thread (``solver.solve_in_background``),
in slices: where the browser lets WebAssembly wait for a promise (JSPI, which
Pyodide's ``run_sync`` uses: Chromium has it), ``Pauses`` hands the browser a
turn every ``SLICE_SECONDS``, so the kernel takes its messages (a move, Cancel,
the board's redraws) while it searches. The course's charts are drawn as Vega-Lite (``classroom.figure``), and
``plot_score`` and the like, or ``import matplotlib``, say in one sentence
that matplotlib is not here instead of a traceback.

>>> IN_BROWSER, can_pause()
(False, False)
>>> PlotsUnavailable()._render_traceback_() == [NO_PLOTS]
True
>>> print(NO_PLOTS[:60])
matplotlib is not in this in-browser course: the course's ch
"""

from __future__ import annotations

import asyncio
import sys
import time
from importlib.abc import MetaPathFinder

IN_BROWSER = sys.platform == "emscripten"
#: how long a computation in the browser runs before it lets the kernel take its messages
SLICE_SECONDS = 0.05
NO_PLOTS = (
    "matplotlib is not in this in-browser course: the course's charts draw without it (classroom.figure), "
    "but for matplotlib itself open the notebook in JupyterLab."
)


def can_pause() -> bool:
    """Whether Python here can pause mid-computation and let the browser run (Pyodide's ``can_run_sync``: the
    browser has JSPI and this call came from the event loop, a cell or a widget message). Never outside it."""
    if not IN_BROWSER:
        return False
    try:
        from pyodide.ffi import can_run_sync  # type: ignore[import-not-found]
    except ImportError:
        return False
    return bool(can_run_sync())


class Pauses:
    """Call ``maybe()`` often from a long computation in the browser: once ``every`` seconds have passed since
    the last pause, it waits for the event loop's next turn (``run_sync``), in which the kernel takes the
    messages that came meanwhile and runs what was scheduled (progress, a cancel). ``count``: pauses taken.
    Only where ``can_pause()``."""

    def __init__(self, every: float = SLICE_SECONDS) -> None:
        self.every = every
        self.count = 0
        self._last = time.monotonic()

    def maybe(self) -> None:
        if time.monotonic() - self._last < self.every:
            return
        from pyodide.ffi import run_sync

        run_sync(asyncio.sleep(0))
        self.count += 1
        self._last = time.monotonic()


class PlotsUnavailable(ImportError):
    """matplotlib cannot be imported here. IPython shows ``_render_traceback_``: one sentence, no traceback."""

    def __init__(self) -> None:
        super().__init__(NO_PLOTS, name="matplotlib")

    def _render_traceback_(self) -> list[str]:
        return [NO_PLOTS]


class _NoMatplotlib(MetaPathFinder):
    """Last on ``sys.meta_path``: asked only when no finder found matplotlib, it raises ``PlotsUnavailable``."""

    def find_spec(self, fullname, path=None, target=None):
        if fullname.split(".")[0] == "matplotlib":
            raise PlotsUnavailable
        return None


def install() -> None:
    """In the browser: make a missing matplotlib say so in one sentence (idempotent)."""
    if not any(isinstance(f, _NoMatplotlib) for f in sys.meta_path):
        sys.meta_path.append(_NoMatplotlib())
