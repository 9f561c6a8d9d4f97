"""The board: ``SpideretteWidget`` (anywidget) over a ``Game``, and its contract with the browser.

The kernel is the only authority (docs/protocol.md): the browser renders the
synced traits and sends intents, checked here. Loaded only when asked for
(``from spiderette_widget import SpideretteWidget``): it needs ipywidgets.
"""

from .widget import OptionError, SolveRefused, SolveTask, SpideretteWidget, best_destination

__all__ = ["OptionError", "SolveRefused", "SolveTask", "SpideretteWidget", "best_destination"]
