"""Dependencies run one way, downward (docs/modules.md).

Each folder of the package is a layer (engine/ and search/ hold two: their
lower layer is named module by module in ``LOWER``); a module may import its
own layer and the layers below. A few convenience methods import a higher
module lazily (``Game.hint()`` asks the hints): each is named below, with why.
The imports are read from the source with ``ast``, so a lazy import hidden in
a function counts too, and no module reaches into another's private names.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "spiderette_widget"

# bottom first
LAYERS = (
    "cards and codes",
    "engine",
    "notation and text",
    "search core",
    "hints, solver, study, players",
    "pictures",
    "classroom",
    "board",
)
# a folder's modules are on its layer ...
FOLDERS = {
    "engine": "engine",
    "text": "notation and text",
    "search": "hints, solver, study, players",
    "pictures": "pictures",
    "classroom": "classroom",
    "board": "board",
}
# ... except these, on the lower layer their folder holds (search/__init__.py, "search", is on the upper one:
# it names the solver, the expert and the public modules, loaded when first asked for)
LOWER = {
    "engine._errors": "cards and codes",
    "engine._cards": "cards and codes",
    "engine._codes": "cards and codes",
    "engine._browser": "cards and codes",
    "engine._lite_startup": "cards and codes",
    "search.core": "search core",
    "search.budget": "search core",
    "search.native": "search core",
    "search._weights": "search core",
}
# modules at the package root, outside the layers
ROOT = {"_moved": "the old module paths: it names modules as strings and imports them only when asked"}

# (module, function, imported module): lazy imports upward that the design allows
UPWARD = {
    ("engine._errors", "IllegalMove.message", "text._words"): "a refusal words itself in a language on request",
    ("engine._errors", "WordedError.message", "text._words"): "a worded error (a bad answer) words itself on request",
    ("engine._game", "TYPE_CHECKING", "search._hints"): "Game.hint() is annotated with the Hint it returns",
    ("engine._game", "Game.is_stuck", "search.core"): "a convenience property over search.stuck",
    ("engine._game", "Game.hint", "search._hints"): "a convenience method over the hints",
    ("engine._game", "TYPE_CHECKING", "search.review"): "Game.review() is annotated with the Review it returns",
    ("engine._game", "Game.review", "search.review"): "a convenience method over a game's review",
    ("search.review", "TYPE_CHECKING", "pictures.charts"): "Review.chart() is annotated with the Chart it returns",
    ("search.review", "Review.chart", "pictures.charts"): "a review draws its chart on request, as a game its picture",
    ("engine._game", "Game.describe", "text._text"): "a convenience method over the spoken description",
    ("engine._game", "Game.from_dict", "text._formats"): "the dict format lives with the notation",
    ("engine._game", "Game.to_text", "text._formats"): "the notation",
    ("engine._game", "Game.from_text", "text._formats"): "the notation",
    ("engine._game", "Game._repr_svg_", "pictures.svg"): "a game shows itself as a picture in Jupyter",
    ("engine._game", "Game.new", "search.deals"): "Game.new(winnable=True) deals from the table of solved deals",
}

# names a module may read off another object although they start with "_"
PRIVATE_OK = {"_repr_svg_", "_asdict", "_replace", "_make", "_fields", "_field_defaults"}
# modules that read each other's private names: one class split over several files
ONE_CLASS = {
    # SpideretteWidget and the one part still written as its mixin: the browser's intents (no state of its
    # own: each intent becomes a call of the board's). The panels are objects the widget holds, each with
    # its own state (board._solving, board._hinting, board._review_view, board._stats_view,
    # board._exercise_view): they read no private name of it.
    frozenset({"board.widget", "board._messages"}),
}


def source(module: str) -> Path:
    """The file of ``module`` ("engine._game", "search" for search/__init__.py, "_moved" at the root)."""
    folder, _, stem = module.partition(".")
    if module in ROOT:
        return PACKAGE / f"{module}.py"
    return PACKAGE / folder / f"{stem or '__init__'}.py"


def modules() -> list[str]:
    """Every module in the layers' folders, as "folder.module" (a folder's ``__init__`` as "folder")."""
    found = []
    for path in PACKAGE.glob("*/*.py"):
        folder = path.parent.name
        found.append(folder if path.stem == "__init__" else f"{folder}.{path.stem}")
    return sorted(found)


KNOWN = set(modules()) | set(ROOT)


def layer(module: str) -> int:
    return LAYERS.index(LOWER.get(module) or FOLDERS[module.split(".")[0]])


def resolve(parts: list[str]) -> str | None:
    """The package module ``parts`` names: the module itself, else the package whose attribute it is."""
    while parts and ".".join(parts) not in KNOWN:
        parts = parts[:-1]
    return ".".join(parts) or None


def imports(module: str) -> list[tuple[str, str, int]]:
    """``(function, imported module, line)`` for each import of a package module.

    ``function`` is "" at the top level, ``"TYPE_CHECKING"`` in such a block.
    """
    tree = ast.parse(source(module).read_text(encoding="utf-8"))
    package = [] if module in ROOT else [module.split(".")[0]]
    out: list[tuple[str, str, int]] = []

    def add(where: list[str], parts: list[str], line: int) -> None:
        target = resolve(parts)
        if target is not None:
            out.append((".".join(where), target, line))

    def visit(node: ast.AST, where: list[str]) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                visit(child, [*where, child.name])
                continue
            if isinstance(child, ast.If) and ast.unparse(child.test) == "TYPE_CHECKING":
                visit(child, [*where, "TYPE_CHECKING"])  # annotations only: named like a lazy import
                continue
            if isinstance(child, ast.ImportFrom):
                if child.level:
                    base = package[: len(package) - (child.level - 1)]
                elif (child.module or "").startswith("spiderette_widget."):
                    base = []
                else:
                    continue
                named = (child.module or "").removeprefix("spiderette_widget").strip(".")
                stem = [*base, *named.split(".")] if named else base
                if (child.module and not child.level) or named:
                    add(where, stem, child.lineno)
                else:  # from . import a, b: modules (or names) of this package
                    for alias in child.names:
                        add(where, [*stem, alias.name], child.lineno)
            elif isinstance(child, ast.Import):
                for alias in child.names:
                    if alias.name.startswith("spiderette_widget."):
                        add(where, alias.name.split(".")[1:], child.lineno)
            visit(child, where)

    visit(tree, [])
    return out


def test_every_module_is_in_a_layer():
    folders = {p.name for p in PACKAGE.iterdir() if p.is_dir() and any(p.glob("*.py"))}
    assert folders == set(FOLDERS), f"give each folder a layer in tests/test_layering.py and docs/modules.md: {folders}"
    loose = {p.stem for p in PACKAGE.glob("*.py")} - {"__init__"}
    assert loose == set(ROOT), f"put {sorted(loose - set(ROOT))} in the folder of its layer"
    assert set(LOWER) <= KNOWN, sorted(set(LOWER) - KNOWN)


@pytest.mark.parametrize("module", modules())
def test_no_module_imports_a_higher_layer(module):
    wrong = []
    for function, target, line in imports(module):
        if target in ROOT or layer(target) <= layer(module):
            continue
        if function and (module, function, target) in UPWARD:
            continue
        where = f"{function}()" if function else "the top level"
        wrong.append(f"{source(module).relative_to(PACKAGE)}:{line} ({where}) imports {target}, a higher layer")
    assert not wrong, "\n".join(wrong)


def test_the_named_upward_imports_still_exist_and_point_upward():
    found = {(m, f, t) for m in modules() for f, t, _ in imports(m)}
    stale = [key for key in UPWARD if key not in found]
    assert not stale, f"no longer imported, remove from UPWARD: {stale}"
    level = [key for key in UPWARD if layer(key[2]) <= layer(key[0])]
    assert not level, f"not upward, remove from UPWARD: {level}"


def test_the_root_modules_import_nothing_of_the_package_at_load():
    for module in ROOT:
        assert not [i for i in imports(module) if not i[0]], module


@pytest.mark.parametrize("module", [*modules(), *ROOT])
def test_no_module_reads_private_names_of_another_module(module):
    """``x._name`` only for names this module gives its own objects (``self._name = ...``)."""
    group = next((g for g in ONE_CLASS if module in g), {module})
    trees = {m: ast.parse(source(m).read_text(encoding="utf-8")) for m in group}
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
            wrong.append(
                f"{source(module).relative_to(PACKAGE)}:{node.lineno} reads .{node.attr} of {ast.unparse(node.value)}"
            )
    assert not wrong, "\n".join(wrong)


def test_the_engine_imports_without_the_layers_above_it():
    code = (
        "import sys, spiderette_widget; g = spiderette_widget.Game.new(seed=1); g.play(g.legal_moves()[0]); "
        "print(sorted(m for m in sys.modules if m.startswith('spiderette_widget.')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    loaded = {m.removeprefix("spiderette_widget.") for m in ast.literal_eval(out)} - set(ROOT)
    above = {m for m in loaded if layer(m) > layer("text._formats")}  # nothing above notation and text
    assert not above, f"import spiderette_widget and one move loaded {sorted(above)}"


# The public face of spiderette_widget.search (issue 55 item 5): what a user calls, and the public modules.
SEARCH_PUBLIC = {
    "NATIVE", "SOLVER_VERSION", "BudgetSpent", "ExpertPlayer", "HonestPlayer", "Limit", "Solution", "Verdict",
    "SolveHandle", "solve", "solve_in_background", "stuck",
    "budget", "deals", "experimental", "players", "review", "solver", "study",
}  # fmt: skip
SEARCH_MODULES = {"budget", "deals", "players", "review", "solver", "study"}  # a notebook may import these
# modules whose __all__ the package re-exports as its public face; their other names are the package's own
SEARCH_FACES = ("search.core", "search.expert", "search.solver")


def test_the_search_packages_public_face_is_what_a_user_calls_and_loads_little():
    import spiderette_widget.search as search
    from spiderette_widget.search import experimental

    assert set(search.__all__) == SEARCH_PUBLIC
    assert all(getattr(search, name) is not None for name in search.__all__)
    for module in SEARCH_FACES:  # their research parts are not their exports
        exported = set(__import__(f"spiderette_widget.{module}", fromlist=["__all__"]).__all__)
        assert exported <= SEARCH_PUBLIC, (module, exported - SEARCH_PUBLIC)
    assert {"PhaseSearch", "beam", "complete", "rollout", "broad_rollout", "Rules", "state_of"} <= set(
        experimental.__all__
    )
    assert all(getattr(experimental, name) is not None for name in experimental.__all__)
    with pytest.raises(AttributeError, match="no attribute 'beam'"):
        _ = search.beam
    code = "import sys, spiderette_widget.search; print(sorted(m for m in sys.modules if m.startswith('spiderette_')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = {m.removeprefix("spiderette_widget.") for m in ast.literal_eval(out.stdout)}
    assert not loaded & {"search.solver", "search.expert", "search.review", "search.study", "search.experimental"}


def test_the_docs_and_the_course_import_only_the_public_search():
    """README.md, docs/*.md and the notebooks' sources import the search's public face, never its parts."""
    root = PACKAGE.parent
    texts = [root / "README.md", *sorted((root / "docs").glob("*.md")), *sorted((root / "notebooks/src").glob("*.md"))]
    found = []
    for path in texts:
        text = path.read_text(encoding="utf-8")
        for module, names in re_imports(text):
            if module == "spiderette_widget.search":
                found += [(path.name, name) for name in names if name not in SEARCH_PUBLIC]
            elif module.startswith("spiderette_widget.search.") and module.split(".")[2] not in SEARCH_MODULES:
                found.append((path.name, module))
    assert found == []
    assert re_imports("from spiderette_widget.search.core import beam") == [("spiderette_widget.search.core", ["beam"])]


def re_imports(text: str) -> list[tuple[str, list[str]]]:
    """``(module, names)`` for each ``from spiderette_widget... import names`` line of ``text``."""
    import re

    out = []
    for m in re.finditer(r"^\s*from\s+(spiderette_widget[\w.]*)\s+import\s+\(?([\w, ]+)", text, re.M):
        out.append((m[1], [n.strip() for n in m[2].split(",") if n.strip()]))
    return out
