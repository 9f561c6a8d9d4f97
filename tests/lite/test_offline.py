"""The course offline after the first visit: the static server stopped, what a learner opened keeps working,
and so does a notebook never opened before, its charts drawn by the browser's own Vega-Lite renderer.

The first visit opens notebook 00 and waits until the site's service worker (tools/lite_service_worker.js)
has stored the whole course. Then the server stops, and the browser stops the service worker too (as it
does on its own after a while: JupyterLite's own worker lost its cache setting then, and the site
became "This site can't be reached"). A second visit to the site's address must open notebook 00 and
start its kernel; the Portuguese notebook 07, never opened, must open and Run All to its end, its
charts drawn as SVG with their Portuguese words. No request may fail.
"""

from __future__ import annotations

import contextlib

import pytest
from chromium import serve
from e2e import lab

pytestmark = [pytest.mark.browser, pytest.mark.lite, pytest.mark.slow]

STORED_JS = """async () => {
  for (const name of await caches.keys()) {
    if (!name.startsWith("spiderette-course-")) continue;
    const cache = await caches.open(name);
    if (await cache.match(new URL("__spiderette_course_complete__", location.origin + "/"))) return name;
  }
  return false;
}"""
CONTROLLED_JS = "() => Boolean(navigator.serviceWorker && navigator.serviceWorker.controller)"
# every code cell of the notebook ran (an execution count on each) and the kernel is idle again
RAN_ALL_JS = """() => {
  const nb = window.jupyterapp.shell.currentWidget;
  const cells = nb.content.widgets.filter(c => c.model.type === "code");
  const k = nb.sessionContext.session.kernel;
  return k.status === "idle" && cells.length > 0 && cells.every(c => c.model.executionCount !== null);
}"""
ERRORS_JS = """() => [...document.querySelectorAll(
  '.jp-RenderedText[data-mime-type="application/vnd.jupyter.stderr"]')].map(e => e.textContent)"""
CHART_TEXTS_JS = """() => [...document.querySelectorAll('.vega-embed svg')].map(
  svg => [...svg.querySelectorAll('text')].map(t => t.textContent))"""


def open_notebook(page, url: str, path: str) -> None:
    page.goto(f"{url}/lab/index.html?path={path}")
    lab.poll(page, lab.KERNEL_READY_JS, f"the kernel of {path}", timeout=900, every=0.5)
    title = page.evaluate("() => window.jupyterapp.shell.currentWidget.title.label")
    assert title == path.rsplit("/", 1)[-1]


def test_the_course_works_offline_after_the_first_visit(lite_site, artifacts):
    failed: list[str] = []
    with lab.playwright_session() as pw:
        browser = lab.launch_chromium(pw)
        try:
            context = browser.new_context(viewport={"width": 1280, "height": 1000})
            page = context.new_page()
            with contextlib.ExitStack() as online:
                url = online.enter_context(serve(lite_site))
                page.goto(f"{url}/")
                page.wait_for_url("**/lab/index.html?path=00_play.ipynb", timeout=120_000)
                lab.poll(page, lab.KERNEL_READY_JS, "the Pyodide kernel", timeout=900, every=0.5)
                lab.poll(page, CONTROLLED_JS, "the service worker to control the page", timeout=300)
                cache = lab.poll(page, STORED_JS, "the service worker to store the whole course", 900, every=1)
                print("stored:", cache)
            # the server is gone; the browser stops the service worker, as it does after a while
            cdp = context.new_cdp_session(page)
            cdp.send("ServiceWorker.enable")
            cdp.send("ServiceWorker.stopAllWorkers")
            page.close()
            # a request of the page or the kernel that failed (the worker's own tries at the network fail,
            # offline, before it answers from its store: those are not the page's)
            context.on("requestfailed", lambda r: r.service_worker is None and failed.append(f"{r.url}: {r.failure}"))

            page = context.new_page()
            errors: list[str] = []
            page.on("pageerror", lambda exc: errors.append(str(exc)))
            page.goto(f"{url}/")
            page.wait_for_url("**/lab/index.html?path=00_play.ipynb", timeout=120_000)
            lab.poll(page, lab.KERNEL_READY_JS, "the Pyodide kernel, offline", timeout=900, every=0.5)
            code = "from spiderette_widget import Game; print(Game.new('spiderette', suits=1, seed=7).score)"
            assert lab.kernel_run(page, code).strip() == "500"

            open_notebook(page, url, "pt/07_scoring_and_undo.ipynb")  # never opened before
            page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
            lab.poll(page, RAN_ALL_JS, "Run All to reach the end of pt/07, offline", timeout=900, every=1)
            assert not page.evaluate(ERRORS_JS)
            charts = lab.poll(page, f"() => {{ const c = ({CHART_TEXTS_JS})(); return c.length >= 4 && c; }}",
                              "the charts of pt/07 drawn as SVG", timeout=120)  # fmt: skip
            words = {w for texts in charts for w in texts}
            assert {"pontuação", "distribuição", "anulação"} <= words and "entry" not in words, words
            assert any(w.startswith("A pontuação da partida ativa") for w in words)  # the live chart
            page.locator(".vega-embed").first.scroll_into_view_if_needed()
            page.screenshot(path=str(artifacts / "lite-offline-pt-07.png"))
            assert not errors, errors
            context.close()
        finally:
            browser.close()
    assert not failed, failed
