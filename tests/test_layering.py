"""Dependencies run one way, downward (docs/modules.md).

Each module of the package sits on a layer; a module may import its own layer
and the layers below. A few convenience methods import a higher module lazily
(``Game.hint()`` asks the hints): each is named below, with why. The imports
are read from the source with ``ast``, so a lazy import hidden in a function
counts too, and no module reaches into another's private names.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "spiderette_widget"

# bottom first: cards and codes -> engine -> notation, text -> search core
# -> hints, solver, study -> pictures, plots, players, exercises -> widget
LAYERS: dict[str, tuple[str, ...]] = {
    "cards and codes": ("_errors", "_cards", "_codes", "_browser"),
    "engine": ("_position", "_game"),
    "notation and text": ("_formats", "_text", "_words", "_labels", "_stats"),
    "search core": ("search",),
    "hints, solver, study": ("_hints", "solver", "study"),
    "pictures, plots, players, exercises": (
        "svg",
        "teach",
        "plots",
        "players",
        "exercises",
        "_goals",
        "_exercise_file",
        "results",
    ),
    "widget": ("widget", "_protocol", "_view", "_intents", "_status", "_solving", "_exercise_view", "_lite_startup"),
}
LAYER = {module: i for i, modules in enumerate(LAYERS.values()) for module in modules}

# (module, function, imported module): lazy imports upward that the design allows
UPWARD = {
    ("_errors", "IllegalMove.message", "_words"): "a refusal words itself in a language on request",
    ("_errors", "WordedError.message", "_words"): "a worded error (a bad answer) words itself on request",
    ("_game", "TYPE_CHECKING", "_hints"): "Game.hint() is annotated with the Hint it returns",
    ("_game", "Game.is_stuck", "search"): "a convenience property over search.stuck",
    ("_game", "Game.hint", "_hints"): "a convenience method over the hints",
    ("_game", "Game.describe", "_text"): "a convenience method over the spoken description",
    ("_game", "Game.from_dict", "_formats"): "the dict format lives with the notation",
    ("_game", "Game.to_text", "_formats"): "the notation",
    ("_game", "Game.from_text", "_formats"): "the notation",
    ("_game", "Game._repr_svg_", "svg"): "a game shows itself as a picture in Jupyter",
    ("_exercise_file", "read_exercises", "exercises"): "an exercise file builds the exercises it describes",
}

# names a module may read off another object although they start with "_"
PRIVATE_OK = {"_repr_svg_", "_asdict", "_replace", "_make", "_fields", "_field_defaults"}
# modules that read each other's private names: one class split over two files
FRIENDS = {
    "widget": "_solving",  # SpideretteWidget and its SolveTask (the background search's plumbing)
    "_solving": "widget",
}


def modules() -> list[str]:
    return sorted(p.stem for p in PACKAGE.glob("*.py") if p.stem != "__init__")


def imports(module: str) -> list[tuple[str, str, int]]:
    """``(function, imported module, line)`` for each import of a package module.

    ``function`` is "" at the top level, ``"TYPE_CHECKING"`` in such a block.
    """
    tree = ast.parse((PACKAGE / f"{module}.py").read_text(encoding="utf-8"))
    out: list[tuple[str, str, int]] = []

    def visit(node: ast.AST, where: list[str]) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                visit(child, [*where, child.name])
                continue
            if isinstance(child, ast.If) and ast.unparse(child.test) == "TYPE_CHECKING":
                visit(child, [*where, "TYPE_CHECKING"])  # annotations only: named like a lazy import
                continue
            if isinstance(child, ast.ImportFrom):
                names = []
                if child.level == 1 and child.module:
                    names = [child.module.split(".")[0]]
                elif child.level == 1:
                    names = [a.name for a in child.names]
                elif child.level == 0 and (child.module or "").startswith("spiderette_widget."):
                    names = [child.module.split(".")[1]]
                out.extend((".".join(where), name, child.lineno) for name in names)
            elif isinstance(child, ast.Import):
                out.extend(
                    (".".join(where), a.name.split(".")[1], child.lineno)
                    for a in child.names
                    if a.name.startswith("spiderette_widget.")
                )
            visit(child, where)

    visit(tree, [])
    return out


def test_every_module_has_a_layer():
    missing = [m for m in modules() if m not in LAYER]
    assert not missing, f"give {missing} a layer in tests/test_layering.py and docs/modules.md"


@pytest.mark.parametrize("module", modules())
def test_no_module_imports_a_higher_layer(module):
    assert module in LAYER, f"give {module} a layer in tests/test_layering.py and docs/modules.md"
    wrong = []
    for function, target, line in imports(module):
        if target not in LAYER or LAYER[target] <= LAYER[module]:
            continue
        if function and (module, function, target) in UPWARD:
            continue
        where = f"{function}()" if function else "the top level"
        wrong.append(f"{module}.py:{line} ({where}) imports {target}, a higher layer")
    assert not wrong, "\n".join(wrong)


def test_the_named_upward_imports_still_exist():
    found = {(m, f, t) for m in modules() for f, t, _ in imports(m)}
    stale = [key for key in UPWARD if key not in found]
    assert not stale, f"no longer imported, remove from UPWARD: {stale}"


@pytest.mark.parametrize("module", modules())
def test_no_module_reads_private_names_of_another_module(module):
    """``x._name`` only for names this module gives its own objects (``self._name = ...``)."""
    trees = {
        m: ast.parse((PACKAGE / f"{m}.py").read_text(encoding="utf-8")) for m in (module, FRIENDS.get(module)) if m
    }
    own = {
        n.attr
        for tree in trees.values()
        for n in ast.walk(tree)
        if isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Store) and isinstance(n.value, ast.Name)
    } | {n.name for tree in trees.values() for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.ClassDef)}
    wrong = []
    for node in ast.walk(trees[module]):
        if not isinstance(node, ast.Attribute) or node.attr in own or node.attr in PRIVATE_OK:
            continue
        if node.attr.startswith("_") and not node.attr.startswith("__"):
            if isinstance(node.value, ast.Call) and ast.unparse(node.value.func) == "super":
                continue
            wrong.append(f"{module}.py:{node.lineno} reads .{node.attr} of {ast.unparse(node.value)}")
    assert not wrong, "\n".join(wrong)


def test_the_engine_imports_without_the_layers_above_it():
    code = (
        "import sys, spiderette_widget; g = spiderette_widget.Game.new(seed=1); g.play(g.legal_moves()[0]); "
        "print(sorted(m for m in sys.modules if m.startswith('spiderette_widget.')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    loaded = {m.split(".")[1] for m in ast.literal_eval(out)}
    above = {m for m in loaded if LAYER.get(m, 0) > LAYER["_formats"]}  # nothing above notation and text
    assert not above, f"import spiderette_widget and one move loaded {sorted(above)}"
