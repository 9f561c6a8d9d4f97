"""Vega and Vega-Lite from npm under Node.js: the chart specs drawn as JupyterLab's renderer draws them.

The versions are those JupyterLab 4.6's ``@jupyterlab/vega5-extension`` bundles (and with it the
JupyterLite site: its build carries vega-lite 5.14.1 and vega 5.25.0). Installed once into
``.cache/vega`` (ignored by git); ``render`` compiles each spec and draws it to SVG in headless
Chromium with the packages' browser builds, as JupyterLab does.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
HOME = REPO / ".cache" / "vega"
VERSIONS = {"vega": "5.25.0", "vega-lite": "5.14.1"}


def modules() -> Path:
    """``node_modules`` holding the pinned vega and vega-lite (installed on first use)."""
    nm = HOME / "node_modules"

    def have() -> bool:
        for name, version in VERSIONS.items():
            pkg = nm / name / "package.json"
            if not pkg.exists() or json.loads(pkg.read_text())["version"] != version:
                return False
        return True

    if not have():
        HOME.mkdir(parents=True, exist_ok=True)
        (HOME / "package.json").write_text('{"private": true}\n')
        npm = shutil.which("npm")
        assert npm, "npm is needed (./dev test installs Node.js)"
        subprocess.run([npm, "install", "--no-audit", "--no-fund", "--prefix", str(HOME),
                        *(f"{n}@{v}" for n, v in VERSIONS.items())], check=True, capture_output=True)  # fmt: skip
    return nm


RENDER_JS = """async (specs) => {
  const out = [];
  for (const spec of specs) {
    const warnings = [];
    const logger = { level() { return this; }, warn: (...a) => warnings.push(a.join(" ")),
                     error: (...a) => warnings.push("ERROR " + a.join(" ")), info() {}, debug() {} };
    const view = new vega.View(vega.parse(vegaLite.compile(spec, { logger }).spec), { renderer: "none" });
    view.logger(logger);
    const svg = await view.toSVG();
    const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
    out.push({ svg, texts: [...doc.querySelectorAll("text")].map((t) => t.textContent), warnings });
  }
  return out;
}"""


def render(specs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each spec drawn to SVG in headless Chromium by the browser builds of vega and vega-lite (what
    JupyterLab's renderer runs): ``{"svg", "texts" (every text drawn), "warnings"}``."""
    sys.path.insert(0, str(REPO / "tests" / "e2e"))
    import lab

    nm = modules()
    with lab.playwright_session() as pw:
        browser = lab.launch_chromium(pw)
        try:
            page = browser.new_page()
            page.set_content("<html><body></body></html>")
            for script in ("vega/build/vega.min.js", "vega-lite/build/vega-lite.min.js"):
                page.add_script_tag(path=str(nm / script))
            return page.evaluate(RENDER_JS, specs)
        finally:
            browser.close()


def render_in_node(specs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The same, under Node.js (vega_render.mjs). Node's build differs from the browser's in small ways
    (an axis with the "d" format keeps all its labels there, not in a browser): ``render`` is the reference."""
    node = shutil.which("node")
    assert node, "Node.js is needed (./dev test installs it)"
    with tempfile.TemporaryDirectory() as tmp:
        files = []
        for i, spec in enumerate(specs):
            path = Path(tmp) / f"{i}.json"
            path.write_text(json.dumps(spec))
            files.append(str(path))
        out = subprocess.run([node, str(REPO / "tests" / "vega_render.mjs"), str(modules()), *files],
                             capture_output=True, text=True, timeout=600)  # fmt: skip
    assert out.returncode == 0, out.stderr[-3000:]
    return [json.loads(line) for line in out.stdout.splitlines()]
