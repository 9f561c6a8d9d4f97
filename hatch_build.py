"""Hatch build hook: the wheel carries the board's front end and the native search core.

Before a wheel is built, ``node js/build.mjs`` bundles js/src into
spiderette_widget/static/widget.js and widget.css (only when a source is newer
than the bundle), after ``npm ci --prefix js`` if esbuild is not installed yet.
Those two files are ignored by git, so pyproject.toml lists them as the wheel's
``artifacts``. An editable install finds them in place (widget.py's ``_asset``)
and does not fail without Node.js: ``./dev`` builds the bundle itself.

Then the C compiler compiles spiderette_widget/search/_native.c into the
extension module beside it (``compile_native``; ignored by git, so the hook adds
it to the wheel's artifacts), and the wheel is tagged for this Python and
platform. ``SPIDERETTE_PURE_WHEEL=1`` builds a pure-Python wheel instead (the
zero-install site's, for Pyodide: tools/build_lite.py).
Without a compiler or the Python headers the wheel is pure Python, says so,
and the package runs its Python search (``spiderette_widget.search.NATIVE``
is False). ``python hatch_build.py`` compiles the module in place: ``./dev``
does so when the C source is newer than the module.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

ROOT = Path(__file__).resolve().parent
NATIVE_SOURCE = Path("spiderette_widget", "search", "_native.c")
# warning-free at these flags (tests/test_native.py compiles with -Werror)
NATIVE_FLAGS = ["-O3", "-Wall", "-Wextra", "-std=c11", "-fPIC", "-fvisibility=hidden"]


class NativeBuildError(RuntimeError):
    """The native core could not be compiled here (no compiler, no Python headers, or an error)."""


def native_module(root: Path = ROOT) -> Path:
    """Where the compiled module goes: beside its source, named for this Python."""
    return root / NATIVE_SOURCE.with_name("_native" + sysconfig.get_config_var("EXT_SUFFIX"))


def compile_native(root: Path = ROOT, extra: list[str] | None = None, out: Path | None = None) -> Path:
    """Compile the native search core unless the module is newer than its source; its path.

    ``extra``: more compiler flags (the sanitizer test's); ``out``: another place for the module.
    Raises ``NativeBuildError`` saying what is missing."""
    source = root / NATIVE_SOURCE
    target = out or native_module(root)
    if out is None and target.is_file() and target.stat().st_mtime >= source.stat().st_mtime:
        return target
    cc = shlex.split(os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc")
    if not cc or shutil.which(cc[0]) is None:
        raise NativeBuildError(f"no C compiler ({cc[0] if cc else 'cc'} not found): install gcc")
    include = Path(sysconfig.get_paths()["include"])
    if not (include / "Python.h").is_file():
        raise NativeBuildError(f"no Python headers (Python.h not in {include}): install python3-dev")
    link = ["-bundle", "-undefined", "dynamic_lookup"] if sys.platform == "darwin" else ["-shared"]
    partial = target.with_name(target.name + ".partial")
    command = [*cc, *NATIVE_FLAGS, *(extra or []), *link, f"-I{include}", str(source), "-o", str(partial)]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        partial.unlink(missing_ok=True)
        raise NativeBuildError(f"{shlex.join(command)} failed:\n{done.stderr}")
    partial.replace(target)
    return target


class BuildHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel":
            return
        try:
            self.bundle()
        except (OSError, subprocess.CalledProcessError, RuntimeError) as exc:
            if version != "standard":
                self.app.display_warning(f"spiderette-widget: front end not built ({exc}); `./dev` builds it")
            else:
                raise
        if os.environ.get("SPIDERETTE_PURE_WHEEL", "") not in ("", "0"):
            self.app.display_info("spiderette-widget: a pure-Python wheel (SPIDERETTE_PURE_WHEEL), for Pyodide")
            return
        try:
            module = compile_native(Path(self.root))
        except NativeBuildError as exc:
            self.app.display_warning(f"spiderette-widget: the native search core is not compiled ({exc}); "
                                     "the package runs its Python search, about 30 times slower")
            return
        self.app.display_info(f"spiderette-widget: native search core {module.name}")
        build_data["artifacts"].append(module.relative_to(Path(self.root)).as_posix())  # ignored by git
        build_data["pure_python"] = False
        build_data["infer_tag"] = True

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


if __name__ == "__main__":
    try:
        print(compile_native())
    except NativeBuildError as exc:
        sys.exit(f"hatch_build.py: {exc}")
