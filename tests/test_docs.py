"""The documentation site (``./dev docs``): it builds with every warning an error, and has every page.

The build is Sphinx's, as ``./dev docs`` runs it (``docs/conf.py``): nitpicky, so
every link to a page, a heading or a documented name must resolve, and ``-W``,
so a broken link, a malformed docstring or a notebook that no longer renders
fails this test. It builds from scratch into a temporary folder (about a
minute on two busy cores).
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
DOCS = REPO / "docs"


def conf():
    """docs/conf.py, imported (its api_pages and public_modules say what the reference holds)."""
    spec = importlib.util.spec_from_file_location("docs_conf", DOCS / "conf.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_public_class_and_function_has_an_example():
    """Each public class and function the reference documents has a ``>>>`` example in its docstring (run by
    the doctests): no exemption."""
    _, missing = conf().api_pages()
    assert missing == []


def test_the_search_is_documented_by_its_public_modules_and_experimental_not_its_implementation():
    """``spiderette_widget.search`` has an ``experimental`` module, so its pages are the modules its ``__all__``
    names; its implementation modules get none (their names are documented where the package or
    ``experimental`` re-exports them)."""
    docs_conf = conf()
    search = [m.rpartition(".")[2] for m in docs_conf.public_modules() if m.startswith("spiderette_widget.search.")]
    assert search == ["budget", "deals", "experimental", "players", "review", "solver", "study"]
    assert docs_conf.implementation("spiderette_widget.search.judge")
    assert not docs_conf.implementation("spiderette_widget.engine")  # a package without experimental: all public
    pages, _ = docs_conf.api_pages()
    assert (
        ".. autofunction:: spiderette_widget.search.experimental.phase_search"
        in pages["spiderette_widget.search.experimental"]
    )
    assert ".. autoclass:: spiderette_widget.search.ExpertPlayer" in pages["spiderette_widget.search"]


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("docs")
    html = out / "html"
    cmd = [sys.executable, "-m", "sphinx", "-b", "html", "-n", "-W", "--keep-going", "-q"]
    done = subprocess.run(
        [*cmd, "-d", str(out / "doctrees"), str(DOCS), str(html)], capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr[-6000:]
    assert "WARNING" not in done.stderr and "ERROR" not in done.stderr, done.stderr[-6000:]
    return html


@pytest.mark.slow
def test_the_site_has_the_guide_the_course_in_every_language_and_the_reference(site):
    for page in (
        "index", "getting-started", "board", "rules", "notation", "exercises", "solver", "review", "lite",
        "vscode", "course", "winnability", "translating", "performance", "changelog", "api/index",
    ):  # fmt: skip
        assert (site / f"{page}.html").is_file(), page
    notebooks = sorted(REPO.glob("notebooks/*.ipynb")) + sorted(REPO.glob("notebooks/[a-z][a-z]/*.ipynb"))
    assert {p.parent.name for p in notebooks} >= {"notebooks", "pt", "pl", "es"}
    for nb in notebooks:
        page = site / "notebooks" / nb.relative_to(REPO / "notebooks").with_suffix(".html")
        assert page.is_file(), nb
    course = (site / "course.html").read_text(encoding="utf-8")
    assert all(f'href="notebooks/{lang}/00_play.html"' in course for lang in ("pt", "pl", "es"))
    index = (site / "index.html").read_text(encoding="utf-8")
    assert 'src="_images/board.png"' in index and (site / "_images" / "board.png").is_file()


@pytest.mark.slow
def test_a_stored_output_shows_as_its_picture(site):
    """The notebooks are shown as stored (never run): a board's output is the SVG picture it carries."""
    page = (site / "notebooks" / "01_the_deal.html").read_text(encoding="utf-8")
    assert "<svg" in page or ".svg" in page


@pytest.mark.slow
def test_the_reference_has_a_page_for_every_public_module_and_every_exported_name(site):
    docs_conf = conf()
    modules = docs_conf.public_modules()
    assert {"spiderette_widget", "spiderette_widget.engine", "spiderette_widget.classroom"} <= set(modules)
    assert not any(part.startswith("_") for m in modules for part in m.split("."))
    for modname in modules:
        html = (site / "api" / "generated" / f"{modname}.html").read_text(encoding="utf-8")
        module = importlib.import_module(modname)
        for name in docs_conf.exported(module):
            assert f'id="{modname}.{name}"' in html or f"{name}</span>" in html, (modname, name)
