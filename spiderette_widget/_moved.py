"""The module paths from before the package's folders (0.1.0's ``spiderette_widget.teach`` and so on).

An old path still imports: it gives the module at its new path (the same
module object, so ``isinstance`` and monkeypatching agree), with a
``DeprecationWarning``. CHANGELOG.md has the same table. New code imports the
folders: ``spiderette_widget.classroom``, ``.pictures``, ``.search``, ...
"""

from __future__ import annotations

import importlib
import sys
import warnings
from collections.abc import Sequence
from importlib.abc import Loader, MetaPathFinder
from importlib.machinery import ModuleSpec
from types import ModuleType

PACKAGE = "spiderette_widget"
# old module (under spiderette_widget.) -> where it is now
MOVED = {  # the public modules only: a private module's path was never a promise
    "exercises": "classroom.exercises",
    "results": "classroom.results",
    "teach": "classroom.teach",
    "plots": "pictures.plots",
    "svg": "pictures.svg",
    "players": "search.players",
    "solver": "search.solver",
    "study": "search.study",
    "widget": "board.widget",
}


class OldPaths(MetaPathFinder, Loader):
    """Finds ``spiderette_widget.OLD`` (asked last, after the real modules) and loads the module at its new path."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        package, _, old = fullname.rpartition(".")
        if package != PACKAGE or old not in MOVED:
            return None
        return ModuleSpec(fullname, self)

    def create_module(self, spec: ModuleSpec) -> ModuleType:
        old = spec.name.rpartition(".")[2]
        new = f"{PACKAGE}.{MOVED[old]}"
        warnings.warn(f"{spec.name} is now {new}", DeprecationWarning, stacklevel=2)
        module = importlib.import_module(new)
        spec.loader_state = module.__spec__  # the import system sets the old path's spec on it: exec_module undoes that
        return module

    def exec_module(self, module: ModuleType) -> None:
        spec = module.__spec__
        if spec is not None and spec.loader_state is not None:
            module.__spec__ = spec.loader_state


def install() -> None:
    """Let the old paths import (once per process)."""
    if not any(isinstance(f, OldPaths) for f in sys.meta_path):
        sys.meta_path.append(OldPaths())
