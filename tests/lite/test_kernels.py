"""Every notebook of every language gets its own kernel in the site, whatever is already open; a new visit
opens one notebook, not every one opened before.

en, pt and pl share file names (``00_play.ipynb``, ``pt/00_play.ipynb``, ``pl/00_play.ipynb``), and
JupyterLite's session client looked running sessions up by that bare name: a second notebook of the same
name got the first one's session and never a kernel
(tools/lite_patches/jupyterlite-core-*/1-a-session-per-path.patch). Here one
browser page opens the course as a learner does (the site's root, notebook 00), follows the language links
in the first cell (English, then "português", then "polski"), then opens two more same-named notebooks
(``pl/13_puzzles.ipynb``, ``pt/13_puzzles.ipynb``) beside them: each must get a kernel of its own, connected
and idle, run its first code cell (its ``LANG``) and work in its own folder, with the others still open.
The last, ``pt/13_puzzles.ipynb``, runs to its end: its class chart is drawn by the browser, in Portuguese.

Then the browser closes and opens again on the same profile: JupyterLab saved those five notebooks in its
layout and would reopen them all, each starting a kernel (tools/lite_one_notebook.js). The next visit to
the site's root opens notebook 00 alone with one kernel; a visit to ``lab/index.html?path=pl/13_puzzles.ipynb``
opens that one alone.
"""

from __future__ import annotations

import pytest
from chromium import CHROMIUM, CHROMIUM_ARGS
from e2e import lab

pytestmark = [pytest.mark.browser, pytest.mark.lite, pytest.mark.slow]

# the open notebook at ``path``, its kernel connected and idle: that kernel's id (else false)
READY_JS = """(path) => {
  const app = window.jupyterapp;
  const w = app && app.shell && [...app.shell.widgets("main")].find(w => w.context && w.context.path === path);
  const k = w && w.sessionContext.session && w.sessionContext.session.kernel;
  return Boolean(k && k.connectionStatus === "connected" && k.status === "idle") && k.id;
}"""
# run the first code cell of the notebook at ``path`` with the notebook's own command, as Shift+Enter does
RUN_FIRST_JS = """async (path) => {
  const app = window.jupyterapp;
  const w = [...app.shell.widgets("main")].find(w => w.context && w.context.path === path);
  app.shell.activateById(w.id);
  w.content.activeCellIndex = w.content.widgets.findIndex(c => c.model.type === "code");
  await app.commands.execute("notebook:run-cell");
}"""
# the first code cell of ``path`` ran (its execution count), and its kernel is idle again
RAN_FIRST_JS = """(path) => {
  const w = [...window.jupyterapp.shell.widgets("main")].find(w => w.context && w.context.path === path);
  const cell = w.content.widgets.find(c => c.model.type === "code");
  return w.sessionContext.session.kernel.status === "idle" && cell.model.executionCount;
}"""
# what ``code`` prints in the kernel of the notebook at ``path``
RUN_IN_JS = """async ([path, code]) => {
  const w = [...window.jupyterapp.shell.widgets("main")].find(w => w.context && w.context.path === path);
  const future = w.sessionContext.session.kernel.requestExecute({ code, store_history: false });
  let out = "";
  future.onIOPub = (msg) => {
    if (msg.header.msg_type === "stream") out += msg.content.text;
    if (msg.header.msg_type === "error") out += "ERROR " + msg.content.ename + ": " + msg.content.evalue;
  };
  await future.done;
  return out;
}"""
OPEN_JS = "async (path) => { await window.jupyterapp.commands.execute('docmanager:open', { path }); }"
OPENED_JS = """() => [...window.jupyterapp.shell.widgets("main")].filter(w => w.context).map(w => w.context.path)"""
# the notebooks of the layout JupyterLab saved in the browser (its workspace in JupyterLite's IndexedDB)
SAVED_JS = """async () => {
  const name = "JupyterLite Storage - " + new URL("..", location.href).pathname;
  const db = await new Promise((ok, no) => {
    const r = indexedDB.open(name); r.onsuccess = () => ok(r.result); r.onerror = no;
  });
  const ws = await new Promise((ok) => {
    const r = db.transaction("statedb").objectStore("statedb").get("default"); r.onsuccess = () => ok(r.result);
  });
  db.close();
  return Object.keys((ws && ws.data) || {}).filter(k => k.startsWith("notebook:")).map(k => k.slice(9)).sort();
}"""
# the charts the browser drew (Vega-Lite, as SVG) in the notebook at ``path``: the words of each
CHARTS_JS = """(path) => {
  const w = [...window.jupyterapp.shell.widgets("main")].find(w => w.context && w.context.path === path);
  const texts = (svg) => [...svg.querySelectorAll("text")].map(t => t.textContent);
  return [...w.node.querySelectorAll(".vega-embed svg")].map(texts);
}"""
# the output of the second code cell (the first board) of ``path``: a picture, and its text
PICTURE_JS = """(path) => {
  const app = window.jupyterapp;
  const w = app && app.shell && [...app.shell.widgets("main")].find(w => w.context && w.context.path === path);
  const cell = w && w.content.widgets.filter(c => c.model.type === "code")[1];
  const out = cell && cell.node.querySelector(".jp-OutputArea-output");
  return out && { picture: Boolean(out.querySelector("img, svg")), text: out.textContent };
}"""
RUNNING_JS = "() => [...window.jupyterapp.serviceManager.kernels.running()].map(k => k.id)"
# a link in the first (markdown) cell of the notebook at ``path``, by its text
LINK = ".jp-MarkdownCell a"


def check(page, path: str, lang: str) -> str:
    """Wait for ``path``'s own kernel, run its first code cell; return the kernel's id."""
    kernel = lab.poll(page, READY_JS, f"the kernel of {path}", timeout=300, every=0.5, arg=path)
    page.evaluate(RUN_FIRST_JS, path)
    assert lab.poll(page, RAN_FIRST_JS, f"the first code cell of {path} to run", timeout=300, arg=path) >= 1
    out = page.evaluate(RUN_IN_JS, [path, "import os; print(LANG, os.path.basename(os.getcwd()))"])
    folder = path.rsplit("/", 1)[0] if "/" in path else None
    assert out.split()[0] == lang, out
    if folder:
        assert out.split()[1] == folder, out
    return kernel


def follow(page, text: str, path: str) -> None:
    """Click the link ``text`` in the current notebook's first cell: ``path`` opens in a new tab."""
    page.locator(f"{LINK}:text-is('{text}'):visible").first.click()
    lab.poll(page, "(p) => window.jupyterapp.shell.currentWidget.context.path === p", f"{path} to open", arg=path)


def test_same_named_notebooks_each_get_their_own_kernel_and_a_visit_opens_one(lite_url, artifacts, tmp_path):
    with lab.playwright_session() as pw:

        def browse():  # the learner's browser, opened again with what it kept
            return pw.chromium.launch_persistent_context(str(tmp_path / "profile"), executable_path=CHROMIUM,
                                                         args=CHROMIUM_ARGS, headless=True)  # fmt: skip

        browser = browse()
        try:
            # a 2-core browser: the page leaves the kernel's worker to the app (lite_warm_kernel.js: EARLY_CORES),
            # and each notebook's kernel makes its own
            browser.add_init_script("Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', {get: () => 2})")
            page = browser.new_page()
            page.set_viewport_size({"width": 1280, "height": 900})
            errors: list[str] = []
            page.on("pageerror", lambda exc: errors.append(str(exc)))
            missing: list[str] = []  # what the site did not have (its favicons were missing)
            page.on("response", lambda r: r.status >= 400 and missing.append(f"{r.status} {r.url}"))
            page.goto(f"{lite_url}/")
            page.wait_for_url("**/lab/index.html?path=00_play.ipynb", timeout=120_000)
            # notebook 00's board cell, not run yet, shows the board's picture the notebook stores
            shown = lab.poll(page, PICTURE_JS, "the saved board picture", arg="00_play.ipynb")
            assert shown["picture"] and not shown["text"].startswith("SpideretteWidget("), shown
            kernels = {"00_play.ipynb": check(page, "00_play.ipynb", "en")}
            assert page.evaluate("() => window.spideretteTakeWorker === undefined && !window.spideretteWarmWorkerTaken")
            follow(page, "português", "pt/00_play.ipynb")
            kernels["pt/00_play.ipynb"] = check(page, "pt/00_play.ipynb", "pt")
            page.screenshot(path=str(artifacts / "lite-kernels-pt-00.png"))
            follow(page, "polski", "pl/00_play.ipynb")
            kernels["pl/00_play.ipynb"] = check(page, "pl/00_play.ipynb", "pl")
            page.screenshot(path=str(artifacts / "lite-kernels-pl-00.png"))
            for path in ("pl/13_puzzles.ipynb", "pt/13_puzzles.ipynb"):
                page.evaluate(OPEN_JS, path)
                kernels[path] = check(page, path, path[:2])
            # pt/13 to its end: the class chart at its foot, drawn by the browser (no matplotlib here)
            page.evaluate("async () => { await window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
            chart = lab.poll(page, f"(p) => ({CHARTS_JS})(p)[0]", "pt/13's class chart", timeout=600, every=1,
                             arg="pt/13_puzzles.ipynb")  # fmt: skip
            assert any(t.startswith("Resolvidos, em percentagem") for t in chart), chart
            assert "resolvidos (%)" in chart and not any("solved" in t for t in chart), chart
            page.locator(".vega-embed").last.scroll_into_view_if_needed()
            page.screenshot(path=str(artifacts / "lite-pt-13-chart.png"))
            assert len(set(kernels.values())) == len(kernels), kernels
            assert sorted(page.evaluate(RUNNING_JS)) == sorted(kernels.values())
            # the first ones still work beside the later ones
            for path, lang in (("00_play.ipynb", "en"), ("pt/00_play.ipynb", "pt")):
                assert page.evaluate(READY_JS, path) == kernels[path]
                assert page.evaluate(RUN_IN_JS, [path, "print(LANG)"]).strip() == lang
            assert not errors, errors
            assert not missing, missing
            lab.poll(page, f"async () => ({SAVED_JS})().then(s => s.length === {len(kernels)})",
                     "JupyterLab to save the five notebooks in its layout")  # fmt: skip
        finally:
            browser.close()

        for url, path in ((f"{lite_url}/", "00_play.ipynb"), (f"{lite_url}/lab/index.html?path=pl/13_puzzles.ipynb",
                                                                "pl/13_puzzles.ipynb")):  # fmt: skip
            browser = browse()
            try:
                page = browser.new_page()
                page.goto(url)
                page.wait_for_url(f"**/lab/index.html?path={path}", timeout=120_000)
                kernel = lab.poll(page, READY_JS, f"the kernel of {path}", timeout=300, every=0.5, arg=path)
                assert page.evaluate(OPENED_JS) == [path]
                assert page.evaluate(RUNNING_JS) == [kernel]
                saved = f"async (p) => ({SAVED_JS})().then(s => s.length === 1 && s[0] === p)"
                lab.poll(page, saved, f"the layout saved with {path} alone", arg=path)
            finally:
                browser.close()
