"""What the site's start leaves for later, in headless Chromium against the built site (tools/build_lite.py).

A start loads what notebook 00's first board needs and leaves the rest until it is asked for: the kernel
imports neither IPython's terminal (``embed``), nor jedi (until the first Tab), nor Pygments' lexers (until
``?``), nor piplite (until a ``%pip`` line, which still gets the site's settings: no PyPI); the page loads
MathJax only for text with math in it, and not the Jupytext extension at all; the wheels of jedi, parso,
prompt_toolkit, piplite, micropip and packaging are not even fetched. Each of these is then asked for, and
works.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from e2e import lab

from .conftest import load_build_lite

pytestmark = [pytest.mark.browser, pytest.mark.lite]

# the kernel's modules that a start leaves for later (tools/lite_patches: ipython-*, jupyterlite-pyodide-kernel-*/2-*)
LATER = ("prompt_toolkit", "IPython.terminal.embed", "jedi", "pygments.lexers", "piplite", "micropip")
IMPORTED_PY = "import sys\nprint(json.dumps([m for m in {later} if m in sys.modules]))"

# what the kernel offers for Tab at the end of ``code``
COMPLETE_JS = """async (code) => {
  const k = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const reply = await k.requestComplete({ code, cursor_pos: code.length });
  return reply.content.matches;
}"""

# a Markdown cell with ``source`` at the end of the open notebook (rendered, as a learner's after Shift+Enter)
ADD_MARKDOWN_JS = """(source) => {
  const notebook = window.jupyterapp.shell.currentWidget.content;
  notebook.model.sharedModel.insertCell(notebook.model.cells.length, { cell_type: "markdown", source });
  const cell = notebook.widgets[notebook.widgets.length - 1];
  cell.rendered = true;
  return notebook.widgets.length;
}"""


def imported(page) -> list[str]:  # type: ignore[no-untyped-def]
    """Which of ``LATER`` the kernel has imported."""
    return json.loads(lab.kernel_run(page, "import json\n" + IMPORTED_PY.format(later=LATER)).strip())


def mathjax_chunks(site: Path) -> set[str]:
    """The file names of the app's MathJax code (its output processor is in one of them)."""
    found = {p.name for p in (site / "build").glob("*.js") if "AbstractOutputJax" in p.read_text()}
    assert found, "no MathJax in the site's app: update this test"
    return found


def later_wheels(site: Path) -> dict[str, str]:
    """The wheels a start leaves in the site (tools/build_lite.py: LATER_PACKAGES), by package name."""
    lock = json.loads((site / "static" / "pyodide" / "pyodide-lock.json").read_text())
    return {name: lock["packages"][name]["file_name"] for name in load_build_lite().LATER_PACKAGES}


def test_a_start_leaves_for_later_what_the_first_board_does_not_need(lite_site, lite_url):
    mathjax = mathjax_chunks(lite_site)
    wheels = later_wheels(lite_site)
    asked: list[str] = []  # what the page and its kernel asked for (not the service worker's store)
    with lab.playwright_session() as pw:
        browser = lab.launch_chromium(pw)
        try:
            context = browser.new_context(viewport={"width": 1280, "height": 1000})

            def request(r) -> None:  # type: ignore[no-untyped-def]
                if r.service_worker is None:
                    asked.append(r.url.rsplit("/", 1)[-1].split("?")[0])

            context.on("request", request)
            page = context.new_page()
            errors: list[str] = []
            page.on("pageerror", lambda exc: errors.append(str(exc)))
            page.goto(f"{lite_url}/")
            page.wait_for_url("**/lab/index.html?path=00_play.ipynb", timeout=120_000)
            lab.poll(page, lab.KERNEL_READY_JS, "the Pyodide kernel to be ready", timeout=900, every=0.5)
            page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
            lab.poll(page, "() => document.querySelectorAll('.spiderette').length === 3", "the three boards", 300)
            lab.poll(page, lab.KERNEL_READY_JS, "the kernel to finish the notebook", timeout=300, every=0.5)

            # notebook 00 ran, its Markdown rendered: none of these came, nor their wheels
            assert imported(page) == []
            assert not set(wheels.values()) & set(asked), sorted(set(wheels.values()) & set(asked))
            assert not mathjax & set(asked), sorted(mathjax & set(asked))
            app = "window.jupyterapp"
            assert page.evaluate(f"() => {app}.hasPlugin('@jupyter-widgets/jupyterlab-manager:plugin')") is True
            assert page.evaluate(f"() => {app}.hasPlugin('jupyterlab-jupytext:plugin')") is False

            # Tab: jedi comes, and completes
            assert "new" in page.evaluate(COMPLETE_JS, "SpideretteWidget.ne")  # notebook 00 imported it
            assert "jedi" in imported(page)
            assert {wheels["jedi"], wheels["parso"]} <= set(asked)
            said = lab.kernel_run(page, "from IPython import embed\nprint(embed.__module__, callable(embed))")
            assert said.strip() == "IPython.terminal.embed True"
            # the inspector's HTML (``?``): Pygments' Python lexer comes, and colours
            said = lab.kernel_run(page, "from IPython.core.oinspect import pylight\nprint(pylight('x = 1'))")
            assert "<span" in said and "pygments.lexers" in imported(page), said

            # piplite, at its first import, has the site's settings: no PyPI, the site's own index of wheels
            settings = "import piplite.piplite as p\nprint(p._PIPLITE_DISABLE_PYPI, p._PIPLITE_URLS)"
            disabled, urls = lab.kernel_run(page, settings).strip().split(" ", 1)
            assert disabled == "True"
            assert urls.startswith(f"['{lite_url}/") and urls.endswith("/all.json']"), urls
            # ... and a %pip line runs with them (a package the site has: installed already)
            said = lab.kernel_run(page, "%pip install anywidget")
            assert "ERROR" not in said, said
            assert set(imported(page)) >= {"piplite", "micropip"}
            said = lab.kernel_run(page, "import packaging.version\nprint(packaging.version.Version('1.0'))")
            assert said.strip() == "1.0", said
            assert set(wheels.values()) <= set(asked)  # each wheel came when first imported

            # a formula in a Markdown cell: MathJax comes and typesets it
            page.evaluate(ADD_MARKDOWN_JS, "The area is $\\pi r^2$.")
            lab.poll(page, "() => !!document.querySelector('.jp-Notebook .jp-MarkdownOutput mjx-container')",
                     "the formula typeset by MathJax", timeout=120)  # fmt: skip
            assert mathjax & set(asked)
            assert not errors, errors
            context.close()
        finally:
            browser.close()
