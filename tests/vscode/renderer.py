"""VS Code's ipywidgets renderer on a page of its own, for tests/vscode: built once into ``.cache/vscode``.

The renderer is the npm package the Jupyter extension for VS Code ships in its
notebook output webview (``@vscode/jupyter-ipywidgets8``, one bundled file);
``harness.mjs`` hosts it as the extension's webview code does, with
``@jupyterlab/services`` and RequireJS (npm too), bundled by the front end's own
esbuild (js/node_modules). Nothing is fetched once the page is built.
"""

from __future__ import annotations

import fcntl
import json
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
CACHE = REPO / ".cache" / "vscode"
#: the renderer VS Code's Jupyter extension ships, and what its webview code is built with
RENDERER = "@vscode/jupyter-ipywidgets8@1.0.9"
HOST_PACKAGES = ["@jupyterlab/services@7.6.6", "requirejs@2.3.7"]
#: where VS Code takes anywidget's loader from for a local kernel: the kernel environment's nbextensions
ANYWIDGET_LOADER = Path(sys.prefix) / "share" / "jupyter" / "nbextensions" / "anywidget" / "index.js"


def _npm(*args: str) -> None:
    subprocess.run(["npm", *args, "--no-audit", "--no-fund"], check=True, cwd=CACHE, capture_output=True)


def build_page() -> Path:
    """The folder to serve: index.html, RequireJS, the renderer, the host bundle and anywidget's loader.
    One build at a time (both test workers may ask for it)."""
    CACHE.mkdir(parents=True, exist_ok=True)
    with open(CACHE / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            return _build_page()
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def _build_page() -> Path:
    page = CACHE / "page"
    stamp = json.dumps([RENDERER, HOST_PACKAGES, (HERE / "harness.mjs").read_text(), (HERE / "index.html").read_text(),
                        ANYWIDGET_LOADER.read_text()])  # fmt: skip
    if (page / ".stamp").exists() and (page / ".stamp").read_text() == stamp:
        return page
    if not (CACHE / "package.json").exists():
        (CACHE / "package.json").write_text('{"private": true}\n')
    _npm("install", *HOST_PACKAGES)
    # the renderer's package lists the sources it was built from as dependencies (350 MB): take its file only
    _npm("pack", RENDERER, "--pack-destination", str(CACHE))
    tgz = next(CACHE.glob("vscode-jupyter-ipywidgets8-*.tgz"))
    shutil.rmtree(page, ignore_errors=True)
    (page / "nbextensions" / "anywidget").mkdir(parents=True)
    with tarfile.open(tgz) as tar:
        (page / "ipywidgets.js").write_bytes(tar.extractfile("package/dist/ipywidgets.js").read())  # type: ignore[union-attr]
    shutil.copy2(CACHE / "node_modules" / "requirejs" / "require.js", page / "require.js")
    shutil.copy2(HERE / "index.html", page / "index.html")
    shutil.copy2(ANYWIDGET_LOADER, page / "nbextensions" / "anywidget" / "index.js")
    esbuild = REPO / "js" / "node_modules" / ".bin" / "esbuild"
    subprocess.run([str(esbuild), str(HERE / "harness.mjs"), "--bundle", "--format=iife", "--log-level=warning",
                    f"--outfile={page / 'harness.js'}", "--resolve-extensions=.mjs,.js",
                    f"--alias:@jupyterlab/services={CACHE / 'node_modules' / '@jupyterlab' / 'services'}"],
                   check=True)  # fmt: skip
    (page / ".stamp").write_text(stamp)
    return page
