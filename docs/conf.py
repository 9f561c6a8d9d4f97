"""Sphinx's settings for the documentation site (``./dev docs``, ``tests/test_docs.py``).

Sphinx with MyST-Parser (the Markdown pages), MyST-NB (the course's notebooks,
shown with their stored outputs: never executed) and autodoc (the API
reference). The API pages are written at each build from each public module's
``__all__`` (``api_pages``): every module of the package whose dotted path has
no part starting with ``_`` gets a page (but the implementation modules, below),
every name in its ``__all__`` is documented on the page of the first module
(package first) that exports it and linked from the others. So a name added to
``__all__``, or a module made private, changes the reference with no page to edit.

Implementation modules: a package that has an ``experimental`` module
(``spiderette_widget.search``) names its public modules in its ``__all__``
(``solver``, ``players``, ``review``, ``study``, ``deals``, ``budget``,
``experimental``); its other modules (``core``, ``native``, ``expert``,
``hindsight``, ``chance``, ``judge``) are how it works, and get no page of
their own. What a user calls from them is re-exported by the package (documented
there); what research may read is re-exported by ``experimental`` (documented
there, once, under its note that it may change between versions).
"""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import pkgutil
import shutil
import sys
from pathlib import Path
from types import ModuleType

from pygments.lexers.special import TextLexer

DOCS = Path(__file__).resolve().parent
REPO = DOCS.parent
sys.path.insert(0, str(REPO))

PACKAGE = "spiderette_widget"
API = DOCS / "api" / "generated"  # written by api_pages (ignored by git)

project = "spiderette-widget"
author = "the spiderette-widget authors"
copyright = "the spiderette-widget authors, MIT licence"  # Sphinx's name
root_doc = "index"
extensions = ["myst_nb", "sphinx.ext.autodoc"]
exclude_patterns = ["_build", "**/.ipynb_checkpoints"]  # docs/notebooks: copy_notebooks copies the notebooks
html_theme = "furo"
html_title = "spiderette-widget"
html_static_path = ["_static"]
html_show_sourcelink = False
nitpicky = True  # every cross-reference must resolve (a missing page, heading or name is an error)
nitpick_ignore_regex = [
    # in type hints only: names outside this package (the build is offline: no intersphinx inventory),
    # the private classes behind a public one (a base class, a return type), and the short names of hints
    # written as strings; every page, heading and documented name a text links to must resolve
    ("py:class", r"(anywidget|ipywidgets|traitlets|matplotlib|concurrent|collections|typing|pathlib|random|os)\..*"),
    ("py:class", r"spiderette_widget(\.\w+)*\._\w+(\.\w+)*"),
    ("py:class", r"spiderette_widget\.\w+\.\w+\.[A-Z]\w*"),  # a module's class, documented where exported
    ("py:class", r"[A-Za-z_]\w*"),
    ("py:class", r"t\.\w+"),  # traitlets, imported as t
]
suppress_warnings = ["mystnb.unknown_mime_type"]

# MyST: ``:::`` fences and heading anchors (links such as ``solver.md#the-native-search-core``)
myst_enable_extensions = ["colon_fence"]
myst_heading_anchors = 3

# MyST-NB: the notebooks as stored, never run; a widget view is shown as the picture it carries
nb_execution_mode = "off"
nb_mime_priority_overrides = [
    ("html", "application/vnd.jupyter.widget-view+json", None),
    ("html", "application/vnd.jupyter.widget-state+json", None),
]

autodoc_member_order = "bysource"
autodoc_typehints = "signature"
autodoc_typehints_format = "short"
autodoc_default_options = {"members": True}
add_module_names = False


def implementation(modname: str) -> bool:
    """True for a module of a package that has an ``experimental`` module, when the package's
    ``__all__`` does not name it: the package's own workings (see the module's docstring).

    >>> implementation("spiderette_widget.search.core"), implementation("spiderette_widget.search.review")
    (True, False)
    >>> implementation("spiderette_widget.search.experimental"), implementation("spiderette_widget.engine")
    (False, False)
    """
    parent, _, name = modname.rpartition(".")
    if not parent:
        return False
    package = importlib.import_module(parent)
    if importlib.util.find_spec(f"{parent}.experimental") is None:
        return False
    return name not in getattr(package, "__all__", ())


def public_modules() -> list[str]:
    """The package and every module or subpackage under it whose path has no part starting with ``_``,
    but the implementation modules (``implementation``).

    A package comes before its modules; each level is sorted.
    """
    root = importlib.import_module(PACKAGE)
    found = [PACKAGE]
    for info in pkgutil.walk_packages(root.__path__, PACKAGE + "."):
        if not any(part.startswith("_") for part in info.name.split(".")) and not implementation(info.name):
            found.append(info.name)
    return sorted(found, key=lambda name: name.split("."))


def exported(module: ModuleType) -> list[str]:
    """The module's public names: its ``__all__``, else what it defines without a leading ``_``."""
    names = getattr(module, "__all__", None)
    if names is not None:
        return list(names)
    return [
        n
        for n, obj in vars(module).items()
        if not n.startswith("_") and getattr(obj, "__module__", None) == module.__name__
    ]


def directive(obj: object) -> str:
    if inspect.isclass(obj):
        return "autoexception" if issubclass(obj, BaseException) else "autoclass"
    return "autofunction"


def documented(modname: str, name: str, obj: object) -> list[str]:
    """The reST that documents one exported name: autodoc for a class or function, its value for data."""
    if inspect.isclass(obj) or callable(obj):
        return [f".. {directive(obj)}:: {modname}.{name}"]
    value = repr(obj)
    lines = [f".. py:data:: {name}", f"   :type: {type(obj).__name__}"]  # in automodule's module
    if len(value) <= 120:
        lines.append(f"   :value: {value}")
    return lines


def copy_notebooks() -> None:
    """The course's built notebooks into docs/notebooks (ignored by git), copying only what changed."""
    source = REPO / "notebooks"
    for path in sorted(source.glob("*.ipynb")) + sorted(source.glob("*/*.ipynb")):
        if path.parent.name == "src":
            continue
        target = DOCS / "notebooks" / path.relative_to(source)
        if not target.exists() or target.read_bytes() != path.read_bytes():
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, target)
    for stale in (DOCS / "notebooks").glob("**/*.ipynb"):
        if not (source / stale.relative_to(DOCS / "notebooks")).exists():
            stale.unlink()


def lacks_example(obj: object) -> bool:
    """A public function or class whose docstring has no ``>>>`` example."""
    if not (inspect.isclass(obj) or inspect.isfunction(obj)):
        return False
    return ">>>" not in (inspect.getdoc(obj) or "")


def api_pages() -> tuple[dict[str, str], list[str]]:
    """Each public module's page (its name -> Markdown), and the documented names without an example."""
    owner: dict[tuple[str, int], str] = {}
    pages: dict[str, str] = {}
    missing: list[str] = []
    for modname in public_modules():
        module = importlib.import_module(modname)
        own, elsewhere, submodules = [], [], []
        for name in exported(module):
            obj = getattr(module, name)
            if inspect.ismodule(obj):  # a public submodule has a page of its own
                submodules.append(f"{{py:mod}}`{obj.__name__}`")
                continue
            key = (name, id(obj))
            if key in owner:
                elsewhere.append(f"{{py:obj}}`{name} <{owner[key]}.{name}>`")
                continue
            owner[key] = modname
            own += documented(modname, name, obj)
            if lacks_example(obj):
                missing.append(f"{modname}.{name}")
        text = [f"# `{modname}`", "", "```{eval-rst}", f".. automodule:: {modname}", "   :no-members:", "```", ""]
        if submodules:
            text += [f"Its modules: {', '.join(submodules)}.", ""]
        if elsewhere:
            text += [f"Also exported here, documented where first exported: {', '.join(elsewhere)}.", ""]
        if own:
            text += ["```{eval-rst}", *own, "```", ""]
        pages[modname] = "\n".join(text)
    return pages, missing


def write_api_pages(app) -> None:  # Sphinx's application
    """Write docs/api/generated/*.md, touching only the pages whose text changed (a rebuild stays quick)."""
    copy_notebooks()
    pages, _ = api_pages()
    API.mkdir(parents=True, exist_ok=True)
    for old in API.glob("*.md"):
        if old.stem not in pages:
            old.unlink()
    for modname, text in pages.items():
        path = API / f"{modname}.md"
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")


def setup(app) -> dict[str, bool]:
    app.connect("builder-inited", write_api_pages)
    app.add_lexer("ftl", TextLexer)  # Fluent (docs/translating.md): Pygments has no lexer for it
    return {"parallel_read_safe": True}
