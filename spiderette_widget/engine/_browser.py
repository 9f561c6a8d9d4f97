"""What differs when the package runs in the browser (Pyodide: the JupyterLite course site).

Pyodide has no processes and no threads, and the site carries no matplotlib
(Pyodide's compiled packages come only from its own release archive). The
solver then searches in the kernel's own thread (``solver.solve_in_background``);
the course's charts are drawn as Vega-Lite (``classroom.figure``), and
``plot_score`` and the like, or ``import matplotlib``, say in one sentence
that matplotlib is not here instead of a traceback.

>>> IN_BROWSER
False
>>> PlotsUnavailable()._render_traceback_() == [NO_PLOTS]
True
>>> print(NO_PLOTS[:60])
matplotlib is not in this in-browser course: the course's ch
"""

from __future__ import annotations

import sys
from importlib.abc import MetaPathFinder

IN_BROWSER = sys.platform == "emscripten"
NO_PLOTS = (
    "matplotlib is not in this in-browser course: the course's charts draw without it (classroom.figure), "
    "but for matplotlib itself open the notebook in JupyterLab."
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
