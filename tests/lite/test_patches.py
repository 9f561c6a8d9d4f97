"""The site's edits of other projects' code (tools/lite_patches/, issue 55): each one a patch file for the pinned
version, saying why and what upstream would need; each applies to the pristine code it is for; one that no longer
applies stops the build with its name. No site is built here: the patches meet the installed packages' files."""

from __future__ import annotations

import doctest
import json
import shutil
import tarfile
import zipfile
from pathlib import Path

import pytest

from .conftest import REPO, load_build_lite

build_lite = load_build_lite()
import lite_patch  # noqa: E402  (tools/, on the path once build_lite is loaded)

#: the values the build fills in the patches' ``{{NAME}}``
VALUES = {"LATER_WHEELS_PYTHON": "", "PIPLITE_SETTINGS_PYTHON": "", "KERNEL_IMPORTS": '"import pyodide_kernel"'}


def all_patches() -> list[lite_patch.Patch]:
    return [lite_patch.parse(p, p.read_text()) for p in sorted(lite_patch.HOME.rglob("*.patch"))]


def test_lite_patch_examples():
    assert doctest.testmod(lite_patch).failed == 0


def test_every_patch_says_why_and_what_upstream_would_need():
    found = all_patches()
    assert len(found) >= 12
    for patch in found:
        assert len(patch.why) > 40 and len(patch.upstream) > 30, patch.name
        assert patch.hunks and all(old and old != new for old, new in patch.hunks), patch.name


def test_the_folders_are_the_pinned_versions_and_nothing_else():
    """pyproject.toml's lite extra is the one place the versions are pinned; IPython's is Pyodide's."""
    pins = {dist: build_lite.pinned(dist) for dist in ("jupyterlite-core", "jupyterlite-pyodide-kernel")}
    folders = {p.name for p in lite_patch.HOME.iterdir() if p.is_dir()}
    assert {f"{d}-{v}" for d, v in pins.items()} <= folders
    ipython = [f for f in folders if f.startswith("ipython-")]
    assert len(ipython) == 1 and len(folders) == 3, folders
    lock = REPO / ".cache" / "lite" / "npm" / "node_modules" / "pyodide" / "pyodide-lock.json"
    if lock.is_file():  # once a site was built here: the IPython of the Pyodide release the kernel pins
        assert ipython[0] == "ipython-" + json.loads(lock.read_text())["packages"]["ipython"]["version"]


def test_another_version_is_named_with_the_folder_there_is(tmp_path):
    with pytest.raises(lite_patch.PatchFailed, match=r"jupyterlite-core 9\.9\.9.*jupyterlite-core-0\.8\.6.*rename"):
        lite_patch.patches("jupyterlite-core", "9.9.9")


def pristine_app(tmp_path: Path) -> Path:
    """JupyterLite's prebuilt app as jupyterlite-core ships it (its ``build/*.js``), in ``tmp_path``."""
    import jupyterlite_core

    tgz = next(Path(jupyterlite_core.__file__).parent.glob("jupyterlite-app-*.tgz"))
    with tarfile.open(tgz) as tar:
        members = [m for m in tar.getmembers() if m.name.startswith("package/build/") and m.name.endswith(".js")]
        tar.extractall(tmp_path, members=members, filter="data")
    return tmp_path / "package"


def pristine_kernel(tmp_path: Path) -> Path:
    """The Pyodide kernel's extension as jupyterlite-pyodide-kernel installs it, where the site has it."""
    site = tmp_path / "kernel"
    installed = build_lite.extensions_folder() / build_lite.KERNEL_EXTENSION
    skip = shutil.ignore_patterns("*.map", "pypi")
    shutil.copytree(installed, site / "extensions" / build_lite.KERNEL_EXTENSION, ignore=skip)
    return site


def test_each_patch_applies_to_the_pinned_app_and_kernel(tmp_path):
    for package, root in (("jupyterlite-core", pristine_app(tmp_path)),
                          ("jupyterlite-pyodide-kernel", pristine_kernel(tmp_path))):  # fmt: skip
        for patch in lite_patch.patches(package, build_lite.pinned(package)):
            edited = lite_patch.apply_to_files(patch, root, VALUES)
            text = edited.read_text()
            assert all(lite_patch.fill(new, VALUES, patch) in text for _, new in patch.hunks), patch.name


def test_each_ipython_patch_applies_to_the_wheel_the_site_carries(lite_site):
    """The site's build (the ``lite_site`` fixture) downloads the pinned IPython wheel this reads."""
    folder = next(p for p in lite_patch.HOME.iterdir() if p.name.startswith("ipython-"))
    version = folder.name.removeprefix("ipython-")
    wheels = sorted((REPO / ".cache" / "lite" / "wheels").glob(f"ipython-{version}-*.whl"))
    assert wheels, f"the site's build downloaded no ipython-{version} wheel"
    with zipfile.ZipFile(wheels[0]) as z:
        files = {n: z.read(n) for n in z.namelist()}
    for patch in lite_patch.patches("ipython", version):
        name = lite_patch.apply_to_texts(patch, files, {})
        compile(files[name], name, "exec")  # still Python


def test_a_patch_that_no_longer_applies_stops_the_build_with_its_name(tmp_path):
    app = pristine_app(tmp_path)
    patch = next(p for p in lite_patch.patches("jupyterlite-core", build_lite.pinned("jupyterlite-core"))
                 if "session-per-path" in p.name)  # fmt: skip
    for js in app.glob("build/*.js"):  # the app as a newer release might have it: the lookup written otherwise
        js.write_text(js.read_text().replace(patch.hunks[0][0], "let{path:a,name:i}=e,o=this.find(i);"))
    with pytest.raises(lite_patch.PatchFailed, match=r"1-a-session-per-path\.patch no longer applies.*Why it is there"):
        lite_patch.apply_to_files(patch, app, {})


def test_the_build_fills_every_placeholder_or_says_which():
    patch = next(p for p in all_patches() if "{{KERNEL_IMPORTS}}" in p.hunks[0][1])
    with pytest.raises(lite_patch.PatchFailed, match="KERNEL_IMPORTS"):
        lite_patch.apply(patch, patch.hunks[0][0], {})


def test_a_dist_pyproject_does_not_pin_is_refused():
    with pytest.raises(RuntimeError, match="pins no anywidget"):
        build_lite.pinned("anywidget")
