"""Drive a real JupyterLab (or Notebook 7) in headless Chromium: shared by the e2e tests and benchmarks.

Recipe: /work/shared/recipes/browser-tests.md. The server runs on a free port in
a temporary root with no token; ``window.jupyterapp`` is exposed so the page can
be asked about the kernel. THE TRAP: the kernel says "idle" before its websocket
is connected, and cells run then are dropped, so ``open_notebook`` waits for
``connectionStatus === "connected"`` too.

>>> free_port() > 1024
True
"""

from __future__ import annotations

import contextlib
import gc
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from chromium import CHROMIUM, CHROMIUM_ARGS

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "tests" / "artifacts"

# JupyterLab settings for a quiet test page: no news or update pop-ups.
_SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {"fetchNews": "false", "checkForUpdates": False},
}

KERNEL_READY_JS = """() => {
  const app = window.jupyterapp;
  const w = app && app.shell && app.shell.currentWidget;
  const k = w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;
  return Boolean(k && k.connectionStatus === "connected" && k.status === "idle");
}"""

KERNEL_RUN_JS = """async (code) => {
  const k = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const future = k.requestExecute({ code, stop_on_error: true, store_history: false });
  let out = "";
  future.onIOPub = (msg) => {
    const t = msg.header.msg_type;
    if (t === "stream") out += msg.content.text;
    else if (t === "error") out += "ERROR " + msg.content.ename + ": " + msg.content.evalue;
  };
  await future.done;
  return out;
}"""


# a new cell at the end of the open notebook, run as a person runs it (its output shows on the page)
NEW_CELL_RUN_JS = """async (code) => {
  const app = window.jupyterapp;
  const nb = app.shell.currentWidget.content;
  nb.activeCellIndex = nb.widgets.length - 1;
  await app.commands.execute("notebook:insert-cell-below");
  nb.activeCell.model.sharedModel.setSource(code);
  await app.commands.execute("notebook:run-cell");
}"""


def free_port() -> int:
    """A TCP port nobody listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class Server:
    """A running ``jupyter lab`` / ``jupyter notebook``; ``stop()`` ends it."""

    proc: subprocess.Popen
    port: int
    root: Path
    app: str
    log_path: Path
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def page_url(self, name: str) -> str:
        """Where the notebook ``name`` opens: /lab/tree/NAME?reset or /notebooks/NAME."""
        if self.app == "lab":
            return f"{self.url}/lab/tree/{name}?reset"
        return f"{self.url}/notebooks/{name}"

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=5)


def start_server(
    workdir: Path,
    app: str = "lab",
    python: str = sys.executable,
    pythonpath: str | None = str(REPO),
    env: dict[str, str] | None = None,
    timeout: float = 300,
) -> Server:
    """Start JupyterLab (``app="lab"``) or Notebook 7 (``"notebook"``) serving ``workdir/root``.

    ``pythonpath`` is put in front of the kernels' ``PYTHONPATH`` (the repository by
    default, so the kernel imports the working tree); ``None`` leaves it alone.
    """
    root = workdir / "root"
    root.mkdir(parents=True, exist_ok=True)
    settings = workdir / "settings"
    for name, value in _SETTINGS.items():
        path = settings / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(value))
    port = free_port()
    server_env = dict(os.environ)
    server_env.update(
        JUPYTER_RUNTIME_DIR=str(workdir / "runtime"),
        JUPYTERLAB_SETTINGS_DIR=str(settings),
        JUPYTERLAB_WORKSPACES_DIR=str(workdir / "workspaces"),
        JUPYTER_CONFIG_DIR=str(workdir / "config"),
        IPYTHONDIR=str(workdir / "ipython"),
    )
    if pythonpath:
        server_env["PYTHONPATH"] = os.pathsep.join(p for p in (pythonpath, os.environ.get("PYTHONPATH")) if p)
    server_env.update(env or {})
    module, app_class = ("jupyterlab", "LabApp") if app == "lab" else ("notebook", "JupyterNotebookApp")
    cmd = [
        python, "-m", module, "--no-browser", f"--port={port}", "--ServerApp.ip=127.0.0.1",
        "--ServerApp.token=", "--ServerApp.password=", "--ServerApp.disable_check_xsrf=True",
        f"--ServerApp.root_dir={root}", "--allow-root", f"--{app_class}.expose_app_in_browser=True",
    ]  # fmt: skip
    log_path = workdir / f"{app}-server.log"
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env=server_env, cwd=root)
    server = Server(proc, port, root, app, log_path)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            msg = f"jupyter {app} exited with {proc.returncode}:\n{server.log()[-3000:]}"
            raise RuntimeError(msg)
        with contextlib.suppress(OSError), urllib.request.urlopen(f"{server.url}/api", timeout=2) as r:
            if r.status == 200:
                return server
        time.sleep(0.3)
    server.stop()
    msg = f"jupyter {app} did not answer on port {port} within {timeout} s:\n{server.log()[-3000:]}"
    raise RuntimeError(msg)


def write_notebook(path: Path, cells: list[str], kernel: str = "python3") -> Path:
    """Write a notebook of code cells (no outputs) for ``kernel``."""
    nb = {
        "cells": [
            {"cell_type": "code", "execution_count": None, "id": f"c{i}", "metadata": {}, "outputs": [], "source": src}
            for i, src in enumerate(cells)
        ],
        "metadata": {"kernelspec": {"display_name": kernel, "language": "python", "name": kernel}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path.write_text(json.dumps(nb, indent=1))
    return path


@contextlib.contextmanager
def playwright_session() -> Iterator[Any]:
    """Playwright's sync API for a block of tests, stopped at the end.

    Only one sync Playwright can run per thread. If another one is already
    running in this process (tests/browser's session fixture under the same
    pytest-xdist worker), borrow it instead of failing. Keep the block short
    (module scope) so ours never blocks theirs.
    """
    from playwright.sync_api import Error, Playwright, sync_playwright

    try:
        pw = sync_playwright().start()
    except Error as exc:
        running = [o for o in gc.get_objects() if isinstance(o, Playwright)]
        if "asyncio loop" not in str(exc) or not running:
            raise
        yield running[0]
        return
    try:
        yield pw
    finally:
        pw.stop()


def launch_chromium(playwright: Any) -> Any:
    """Debian's Chromium through Playwright (its own browser download cannot work here)."""
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)


def poll(page: Any, js: str, what: str, timeout: float = 120, arg: Any = None, every: float = 0.1) -> Any:
    """Evaluate ``js`` until it returns something truthy; raise with ``what`` on timeout."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            value = page.evaluate(js, arg)
        except Exception as e:  # the page reloading under the call (a language switched): ask the new page
            if "Execution context was destroyed" not in str(e):
                raise
            value = None
        if value:
            return value
        if time.monotonic() > deadline:
            msg = f"timed out after {timeout} s waiting for {what}"
            raise TimeoutError(msg)
        time.sleep(every)


RESTART_KERNEL_JS = """async () => {
  const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const k = w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;
  if (!k) return false;
  await k.restart().catch(() => null);
  return true;
}"""


def open_notebook(page: Any, server: Server, name: str, timeout: float = 240, tries: int = 3) -> None:
    """Open ``name`` and wait until its kernel's websocket is connected and idle. A kernel the
    server never gets an answer from (its log says "Nudge: attempt ..." on a loaded machine) is
    restarted, or the page reloaded when there is no kernel yet, up to ``tries`` times in all."""
    page.goto(server.page_url(name))
    for attempt in range(1, tries + 1):
        try:
            poll(page, KERNEL_READY_JS, "the kernel websocket to be connected and idle", timeout=timeout / tries,
                 every=0.25)  # fmt: skip
            return
        except TimeoutError:
            if attempt == tries:
                raise
            if not page.evaluate(RESTART_KERNEL_JS):
                page.reload()


def run_all_and_wait_for_widget(page: Any, timeout: float = 240) -> None:
    """Run every cell; wait until the board shows face-up cards."""
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    poll(page, "() => document.querySelectorAll('.spiderette .sp-card').length > 0", "the widget", timeout)


def kernel_run(page: Any, code: str) -> str:
    """Run ``code`` in the notebook's kernel (as a cell would) and return what it printed."""
    out = page.evaluate(KERNEL_RUN_JS, code)
    if out.startswith("ERROR") or "\nERROR " in out:
        raise RuntimeError(out)
    return out


def board_columns(page: Any) -> list[list[str]]:
    """The face-up cards of each column as the DOM shows them."""
    return page.evaluate(
        """() => [...document.querySelectorAll('.spiderette .sp-column')].map(
             c => [...c.querySelectorAll('.sp-card')].map(e => e.dataset.card))"""
    )


def centre(page: Any, selector: str) -> tuple[float, float]:
    box = page.locator(selector).first.bounding_box()
    if box is None:
        msg = f"{selector} is not visible"
        raise AssertionError(msg)
    return box["x"] + box["width"] / 2, box["y"] + min(box["height"] / 2, 12)


def drag(page: Any, source: str, target: str, steps: int = 8) -> None:
    """Press on ``source``, move in ``steps`` onto ``target`` and release (a real mouse drag)."""
    x0, y0 = centre(page, source)
    x1, y1 = centre(page, target)
    page.mouse.move(x0, y0)
    page.mouse.down()
    page.mouse.move(x0 + 6, y0 + 6, steps=2)
    page.mouse.move(x1, y1, steps=steps)
    page.mouse.up()


def open_board(browser: Any, server: Server, name: str, **context_options: Any) -> tuple[Any, Any]:
    """A new browser context on notebook ``name``, its cells run and the board on screen.

    ``page.errors`` collects the page's uncaught JavaScript errors, ``page.console_errors`` what it logs as errors
    in the browser's console (``page.load_console_errors``: those logged until the board showed, the page's load).
    """
    context = browser.new_context(viewport={"width": 1280, "height": 1000}, **context_options)
    page = context.new_page()
    page.errors = []
    page.console_errors = []
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    page.on("console", lambda msg: page.console_errors.append(msg.text) if msg.type == "error" else None)
    open_notebook(page, server, name)
    run_all_and_wait_for_widget(page)
    page.load_console_errors = list(page.console_errors)
    return context, page
