"""Hatch build hook: the wheel carries the board's front end, bundled by esbuild from js/src.

Before a wheel is built, ``node js/build.mjs`` bundles js/src into
spiderette_widget/static/widget.js and widget.css (only when a source is newer
than the bundle), after ``npm ci --prefix js`` if esbuild is not installed yet.
Those two files are ignored by git, so pyproject.toml lists them as the wheel's
``artifacts``. An editable install finds them in place (widget.py's ``_asset``)
and does not fail without Node.js: ``./dev`` builds the bundle itself.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class FrontEndBuildHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel":
            return
        try:
            self.bundle()
        except (OSError, subprocess.CalledProcessError, RuntimeError) as exc:
            if version != "standard":
                self.app.display_warning(f"spiderette-widget: front end not built ({exc}); `./dev` builds it")
                return
            raise

    def bundle(self) -> None:
        root = Path(self.root)
        js = root / "js"
        outputs = [root / "spiderette_widget" / "static" / name for name in ("widget.js", "widget.css")]
        node, npm = shutil.which("node"), shutil.which("npm")
        if node is None:
            if all(path.is_file() for path in outputs):
                self.app.display_warning("spiderette-widget: no Node.js; the wheel carries the bundle as it is")
                return
            raise RuntimeError("building the front end (js/src) needs Node.js and npm")
        check = subprocess.run([node, str(js / "build.mjs"), "--check"], capture_output=True)
        if check.returncode == 0:
            return  # the bundle is newer than every source
        if not (js / "node_modules" / "esbuild").is_dir():
            if npm is None:
                raise RuntimeError("installing esbuild (npm ci --prefix js) needs npm")
            self.app.display_info("spiderette-widget: npm ci --prefix js (esbuild)")
            subprocess.run([npm, "ci", "--prefix", str(js), "--no-audit", "--no-fund"], check=True)
        self.app.display_info("spiderette-widget: bundling js/src with esbuild")
        subprocess.run([node, str(js / "build.mjs")], check=True)
