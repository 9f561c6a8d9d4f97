"""The built wheel: it carries the front end (the bundle hatch_build.py has esbuild
build from js/src), installs into a fresh venv, and the widget it installs loads
its ES module from the wheel and renders in JupyterLab."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest
from e2e import lab

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[1]
STATIC = REPO / "spiderette_widget" / "static"  # where js/build.mjs puts the bundle (ignored by git)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """``python -m build --wheel`` of the working tree (no isolation: the .venv's hatchling)."""
    out = tmp_path_factory.mktemp("dist")
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(out), str(REPO)],
        check=True,
        capture_output=True,
    )
    (found,) = out.glob("spiderette_widget-*.whl")
    return found


@pytest.fixture(scope="module")
def venv(wheel, tmp_path_factory) -> Path:
    """A fresh venv with the wheel installed (``--no-deps``); its dependencies come from
    this interpreter's site-packages through a ``.pth`` line (offline, and without this
    checkout's own sources: a ``.pth`` path's own ``.pth`` files are not run)."""
    root = tmp_path_factory.mktemp("venv") / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(root)], check=True)
    python = root / "bin" / "python"
    site = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        check=True, capture_output=True, text=True,
    ).stdout.strip()  # fmt: skip
    Path(site, "_deps_from_test_env.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps", "--no-index", str(wheel)],
        check=True,
        capture_output=True,
    )
    return root


def test_the_wheel_carries_the_front_end_and_py_typed(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    words = [f"text/locales/{lang}.ftl" for lang in ("en", "pt", "pl", "es")]  # the translation files
    for name in ("static/widget.js", "static/widget.css", "py.typed", "board/widget.py", "text/_words.py", *words):
        assert f"spiderette_widget/{name}" in names, name
    with zipfile.ZipFile(wheel) as z:
        assert z.read("spiderette_widget/static/widget.js") == (STATIC / "widget.js").read_bytes()
        assert z.read("spiderette_widget/static/widget.css") == (STATIC / "widget.css").read_bytes()
    # the bundle is js/src's (built by the wheel's build hook if it was not already)
    fresh = subprocess.run(["node", str(REPO / "js" / "build.mjs"), "--check"], capture_output=True, text=True)
    assert fresh.returncode == 0, fresh.stderr
    assert {n for n in names if "/static/" in n} == {f"spiderette_widget/static/widget.{ext}" for ext in ("js", "css")}


CHECK = """
import json, pathlib, re
import spiderette_widget
from spiderette_widget import SpideretteWidget
w = SpideretteWidget.new("spider", suits=2, seed=7)
static = pathlib.Path(spiderette_widget.__file__).parent / "static"
print(json.dumps({
    "file": spiderette_widget.__file__,
    "esm_is_static": w._esm == (static / "widget.js").read_text(),
    "css_is_static": w._css == (static / "widget.css").read_text(),
    "export_default": bool(re.search(r"^export default |^  \\w+ as default$", w._esm, re.M)),
    "columns": len(w.view["columns"]),
    "native": __import__("spiderette_widget.search").search.NATIVE,
}))
"""


def test_the_installed_widget_loads_its_es_module_from_the_wheel(venv, tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    out = subprocess.run(
        [str(venv / "bin" / "python"), "-c", CHECK], check=True, capture_output=True, text=True, cwd=tmp_path, env=env
    ).stdout
    got = json.loads(out)
    assert Path(got["file"]).is_relative_to(venv), got["file"]  # the wheel's copy, not this checkout
    assert got == {**got, "esm_is_static": True, "css_is_static": True, "export_default": True, "columns": 10}
    assert got["native"] is True  # the wheel's own compiled search core


def test_the_wheel_renders_in_jupyterlab(venv, tmp_path):
    """JupyterLab with a kernel running the wheel's venv: the board appears."""
    share = tmp_path / "share" / "jupyter" / "kernels" / "wheel"
    share.mkdir(parents=True)
    argv = [str(venv / "bin" / "python"), "-m", "ipykernel_launcher", "-f", "{connection_file}"]
    (share / "kernel.json").write_text(json.dumps({"argv": argv, "display_name": "wheel", "language": "python"}))
    (tmp_path / "root").mkdir()
    lab.write_notebook(
        tmp_path / "root" / "wheel.ipynb",
        ["from spiderette_widget import SpideretteWidget\nw = SpideretteWidget.new('spiderette', suits=2, seed=4)\nw"],
        kernel="wheel",
    )
    server = lab.start_server(
        tmp_path, "lab", pythonpath=None, env={"JUPYTER_PATH": str(tmp_path / "share" / "jupyter"), "PYTHONPATH": ""}
    )
    try:
        with lab.playwright_session() as pw:
            browser = lab.launch_chromium(pw)
            try:
                context, page = lab.open_board(browser, server, "wheel.ipynb")
                assert page.locator(".spiderette .sp-column").count() == 7
                assert page.locator(".spiderette .sp-back").count() == 21
                where = lab.kernel_run(page, "import spiderette_widget; print(spiderette_widget.__file__)").strip()
                assert Path(where).is_relative_to(venv)
                assert page.errors == []
                context.close()
            finally:
                browser.close()
    finally:
        server.stop()


def test_the_wheel_carries_the_puzzle_set(wheel):
    with zipfile.ZipFile(wheel) as z:
        shipped = z.read("spiderette_widget/data/puzzles.toml")
    assert shipped == (REPO / "spiderette_widget" / "data" / "puzzles.toml").read_bytes()


def test_the_wheel_carries_the_native_core_compiled_for_this_python(wheel, tmp_path):
    """A wheel for this Python and platform with the compiled core; SPIDERETTE_PURE_WHEEL=1 builds the
    site's pure-Python wheel, without it (Pyodide installs only those)."""
    module = "spiderette_widget/search/_native" + sysconfig.get_config_var("EXT_SUFFIX")
    assert module in zipfile.ZipFile(wheel).namelist()
    assert not wheel.name.endswith("-py3-none-any.whl"), wheel.name
    env = {**os.environ, "SPIDERETTE_PURE_WHEEL": "1"}
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(tmp_path), str(REPO)],
        check=True, capture_output=True, env=env,
    )  # fmt: skip
    (pure,) = tmp_path.glob("spiderette_widget-*.whl")
    assert pure.name.endswith("-py3-none-any.whl")
    assert not any(n.endswith((".so", ".pyd")) for n in zipfile.ZipFile(pure).namelist())
