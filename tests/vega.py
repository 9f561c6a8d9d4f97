"""Vega and Vega-Lite from npm under Node.js: the chart specs drawn as JupyterLab's renderer draws them.

The versions are those JupyterLab 4.6's ``@jupyterlab/vega5-extension`` bundles (and with it the
JupyterLite site: its build carries vega-lite 5.14.1 and vega 5.25.0). Installed once into
``.cache/vega`` (ignored by git); ``vega_render.mjs`` compiles each spec and draws it to SVG.
"""

from __future__ import annotations

import json
import shutil
import subprocess
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


def render(specs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each spec drawn to SVG: ``{"svg", "texts" (every text drawn), "warnings"}``, in one Node.js run."""
    node = shutil.which("node")
    assert node, "Node.js is needed (./dev test installs it)"
    with tempfile.TemporaryDirectory() as tmp:
        files = []
        for i, spec in enumerate(specs):
            path = Path(tmp) / f"{i}.json"
            path.write_text(json.dumps(spec))
            files.append(str(path))
        out = subprocess.run([node, str(REPO / "tests" / "vega_render.mjs"), str(modules()), *files],
                             capture_output=True, text=True, check=True, timeout=600)  # fmt: skip
    return [json.loads(line) for line in out.stdout.splitlines()]
