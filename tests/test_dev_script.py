"""``./dev lab`` on a fresh checkout (issue 27): it says what each setup step does, and the URL JupyterLab
prints opens notebooks/00_play.ipynb, not the Launcher.

The script runs in a copy of the checkout's skeleton with stand-ins for python3, npm, node and
jupyter on the PATH: each records how it was called and does just enough (a venv with a python
and a jupyter, a node_modules), so nothing is installed and no server starts.
"""

from __future__ import annotations

import importlib
import json
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

PYTHON3 = """#!/bin/sh
echo "python3 $*" >> "$DEV_LOG"
if [ "$1" = "-m" ] && [ "$2" = "venv" ]; then
    mkdir -p "$3/bin"
    cp "$STUBS/venv-python" "$3/bin/python"
    cp "$STUBS/jupyter" "$3/bin/jupyter"
fi
"""
VENV_PYTHON = """#!/bin/sh
echo "python $*" >> "$DEV_LOG"
"""
JUPYTER = """#!/bin/sh
echo "jupyter $*" >> "$DEV_LOG"
echo "JUPYTER_CONFIG_PATH=$JUPYTER_CONFIG_PATH" >> "$DEV_LOG"
"""
NPM = """#!/bin/sh
echo "npm $*" >> "$DEV_LOG"
mkdir -p js/node_modules && touch js/node_modules/.package-lock.json
"""
NODE = """#!/bin/sh
echo "node $*" >> "$DEV_LOG"
mkdir -p spiderette_widget/static && touch spiderette_widget/static/widget.js
"""


def tool(folder: Path, name: str, text: str) -> None:
    path = folder / name
    path.write_text(text)
    path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)


@pytest.fixture
def fresh(tmp_path):
    """A fresh checkout's skeleton and stand-in tools; returns (checkout, run)."""
    checkout = tmp_path / "checkout"
    (checkout / "js" / "src").mkdir(parents=True)
    (checkout / "notebooks").mkdir()
    shutil.copy(REPO / "dev", checkout / "dev")
    shutil.copy(REPO / "pyproject.toml", checkout / "pyproject.toml")
    (checkout / "js" / "package-lock.json").write_text("{}")
    (checkout / "js" / "build.mjs").write_text("")
    (checkout / "js" / "src" / "widget.js").write_text("")
    (checkout / "notebooks" / "00_play.ipynb").write_text("{}")
    stubs = tmp_path / "stubs"
    stubs.mkdir()
    for name, text in (("python3", PYTHON3), ("npm", NPM), ("node", NODE)):
        tool(stubs, name, text)
    tool(stubs, "venv-python", VENV_PYTHON)
    tool(stubs, "jupyter", JUPYTER)
    log = tmp_path / "calls.log"

    def run(*args: str) -> tuple[str, list[str]]:
        log.write_text("")
        env = dict(os.environ, PATH=f"{stubs}:/usr/bin:/bin", STUBS=str(stubs), DEV_LOG=str(log))
        done = subprocess.run(
            ["bash", str(checkout / "dev"), *args], capture_output=True, text=True, env=env, timeout=60, check=True
        )
        return done.stdout + done.stderr, log.read_text().splitlines()

    return checkout, run


def test_a_first_dev_lab_says_each_setup_step_and_prints_a_url_that_opens_the_tutorial(fresh):
    checkout, run = fresh
    said, calls = run("lab", "--no-browser")
    steps = [line for line in said.splitlines() if line.startswith("./dev: ")]
    assert [s.split(" (")[0] for s in steps] == [
        "./dev: creating the Python environment .venv",
        "./dev: installing the package and its tools into .venv",
        "./dev: registering the notebook kernel",
        "./dev: compiling the native search core",
        "./dev: installing the front end's build tools, esbuild and TypeScript",
        "./dev: building the board's front end",
        "./dev: starting JupyterLab on notebooks/00_play.ipynb",
    ], said
    lab = [c for c in calls if c.startswith("jupyter lab")]
    assert len(lab) == 1
    assert "--LabApp.default_url=/lab/tree/notebooks/00_play.ipynb" in lab[0].split()
    assert "--no-browser" in lab[0].split()
    # the next time everything is in place: no setup step is said again, only the start
    (checkout / ".venv" / ".dev-installed").write_text("stale")  # the stand-in python "imports" anything
    said, calls = run("lab", "--no-browser", "notebooks")
    steps = [line for line in said.splitlines() if line.startswith("./dev: ")]
    assert [s.split(" (")[0] for s in steps][-1] == "./dev: starting JupyterLab on notebooks"
    assert "--LabApp.default_url=/lab/tree/notebooks" in next(c for c in calls if c.startswith("jupyter lab")).split()


def test_dev_lab_keeps_the_sites_kernel_extension_out_of_jupyterlab(fresh):
    """The [lite] extra puts the site's Pyodide kernel extension where JupyterLab loads it (and logs an error on
    every page, issue 41): ./dev moves it where only the site's build (tools/build_lite.py) reads it."""
    checkout, run = fresh
    if str(REPO / "tools") not in sys.path:
        sys.path.insert(0, str(REPO / "tools"))  # build_lite imports its neighbour lite_patch
    build_lite = importlib.import_module("build_lite")
    venv = checkout / ".venv"
    lab, site = (venv / p.relative_to(sys.prefix) for p in (build_lite.LAB_EXTENSIONS, build_lite.SITE_EXTENSIONS))
    run("lab", "--no-browser")
    installed = lab / build_lite.KERNEL_EXTENSION / "package.json"
    installed.parent.mkdir(parents=True)
    installed.write_text("{}")  # as pip install -e '.[test,lab]' leaves it
    run("lab", "--no-browser")
    assert sorted(p.name for p in lab.iterdir()) == []
    assert (site / build_lite.KERNEL_EXTENSION / "package.json").read_text() == "{}"


@pytest.mark.parametrize(("lang", "locale"), [("es", "es_ES"), ("pl", "pl_PL"), ("pt", "pt_BR"), ("en", "en")])
def test_dev_lab_lang_opens_jupyterlab_in_that_language(fresh, lang, locale):
    """``./dev lab --lang es`` (issue 56): JupyterLab reads a default for its translation setting from a config
    folder on JUPYTER_CONFIG_PATH (labconfig/default_setting_overrides.json); --lang is not passed on."""
    checkout, run = fresh
    said, calls = run("lab", "--lang", lang, "--no-browser")
    assert f"./dev: JupyterLab's interface in {lang} ({locale}" in said
    lab = next(c for c in calls if c.startswith("jupyter lab"))
    assert "--lang" not in lab.split() and lang not in lab.split() and "--no-browser" in lab.split()
    assert "--LabApp.default_url=/lab/tree/notebooks/00_play.ipynb" in lab.split()
    path = next(c for c in calls if c.startswith("JUPYTER_CONFIG_PATH=")).split("=", 1)[1]
    config = Path(path.split(":")[0]) / "labconfig" / "default_setting_overrides.json"
    assert json.loads(config.read_text()) == {"@jupyterlab/translation-extension:plugin": {"locale": locale}}
    assert config.is_relative_to(checkout / ".venv")
    _said, calls = run("lab", f"--lang={lang}", "notebooks")
    assert next(c for c in calls if c.startswith("JUPYTER_CONFIG_PATH=")) == f"JUPYTER_CONFIG_PATH={path}"


def test_dev_lab_without_lang_sets_no_language(fresh):
    _checkout, run = fresh
    _said, calls = run("lab", "--no-browser")
    assert "JUPYTER_CONFIG_PATH=" in calls


@pytest.mark.parametrize("args", [("--lang", "fr"), ("--lang",), ("--lang=xx",)])
def test_dev_lab_refuses_a_language_it_has_no_pack_for_before_setting_anything_up(fresh, args):
    checkout, run = fresh
    with pytest.raises(subprocess.CalledProcessError) as refused:
        run("lab", *args)
    assert refused.value.returncode == 2
    assert "es, pt, pl" in refused.value.stderr
    assert not (checkout / ".venv").exists()
