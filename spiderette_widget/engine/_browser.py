"""What differs when the package runs in the browser (Pyodide: the JupyterLite course site).

Pyodide has no processes and no threads, and the site carries no matplotlib
(Pyodide's compiled packages come only from its own release archive). The
solver then searches in the kernel's own thread (``solver.solve_in_background``);
a plot, or ``import matplotlib``, says so in one sentence instead of a traceback.

>>> IN_BROWSER
False
>>> print(PlotsUnavailable()._render_traceback_()[0])
Plots need matplotlib, which this in-browser course does not include: open the notebook in JupyterLab to see them.
"""

from __future__ import annotations

import sys
from importlib.abc import MetaPathFinder

IN_BROWSER = sys.platform == "emscripten"
NO_PLOTS = (
    "Plots need matplotlib, which this in-browser course does not include: open the notebook in JupyterLab to see them."
)


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
