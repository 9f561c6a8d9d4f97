"""Build the course as a static JupyterLite site: no install, no server, no package index.

    .venv/bin/python tools/build_lite.py            # build build/lite/site
    .venv/bin/python tools/build_lite.py --serve    # build, then serve it on http://127.0.0.1:8000

The site holds JupyterLite (jupyterlite-core) with the Pyodide kernel
(jupyterlite-pyodide-kernel), Pyodide's core files from the npm registry's
``pyodide`` package, this package's wheel and the pure-Python wheels the kernel
and the board need (from PyPI), and every notebook of the course in every
language (``notebooks/``, sub-folders included). It opens on ``00_play.ipynb``.

How the packages get there: Pyodide loads packages named in its lock file
(``static/pyodide/pyodide-lock.json``) from beside it. The npm package's lock
names Pyodide's whole distribution but ships none of its wheels, so this
script writes a lock of just the wheels it puts in the site, and the kernel
preloads ``spiderette-widget`` from it (``loadPyodideOptions.packages``) with
the PyPI fallback off. Matplotlib and NumPy are compiled for WebAssembly and
come only from Pyodide's own release archive, which these machines cannot
reach: the site leaves them out and ``spiderette_widget.pictures`` says so.
Then every module a kernel start imports (``START``) is compiled to bytecode by
Pyodide's own Python under Node.js, in the wheels and the standard library
(tools/lite_pyc.py): a start reads bytecode instead of compiling IPython and
half the standard library from source each time (13.6 s of a start in Node.js
before, 3.5-4.9 s after: benchmarks/lite.py). A lab page opened on a notebook
starts that notebook's kernel as soon as JupyterLite's app exists, while the
page still builds (tools/lite_early_kernel.js), and jedi's wheel comes without
the stubs the site never reads, Pygments without the lexers IPython does not use
(``SLIM``): fewer files to unpack at each start. In a browser with 4 cores or
more, a lab page opened on a notebook makes the kernel's worker before the app
even loads and has it load Pyodide and the wheels; the app's first kernel takes
that worker (``WARM_KERNEL``). A start imports what the first board needs and leaves IPython's terminal,
jedi, Pygments' lexers and piplite until they are asked for (``PATCHED_WHEELS``, ``PIPLITE_SETTINGS_PYTHON``), and
the wheels of
jedi, prompt_toolkit, piplite and micropip in the site until then (``LATER_PACKAGES``); the page loads
MathJax only for text with math in it and has no extension the course does not use
(``NOT_IN_SITE_EXTENSIONS``). The page activates the kernel's plugin as soon as the app exists, the plugin no
longer waiting for the log console, and the kernel imports in Pyodide's home folder, not in
the learner's (``KERNEL_IMPORTS``: each look-up there was a request the page answered). The interface speaks
the browser's language when the site has its language pack (``LANGUAGE_PACKS``, ``LOCALE``).

Every edit of another project's code (IPython's modules, JupyterLite's minified app, the Pyodide kernel's
worker and plugin) is a patch in tools/lite_patches/<package>-<version>/, beside why it is there and what
the project would need for the site to drop it (tools/lite_patch.py applies them); the versions are pinned in
one place, pyproject.toml's ``lite`` extra (``pinned``), and a patch that no longer applies stops the build
with its name.
The Pyodide kernel's extension is read from ``SITE_EXTENSIONS``, where ./dev
moves it out of JupyterLab's way.

Downloads are cached in ``.cache/lite/`` (ignored by git); a rebuild with a
warm cache takes about a minute. The lock is written by hand because
``pyodide-lock`` needs Python 3.12 and these machines have 3.11.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import fcntl
import fnmatch
import hashlib
import http.server
import importlib.metadata
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from email.parser import Parser
from functools import partial
from pathlib import Path

import lite_patch
import tomllib
from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION as PYODIDE_KERNEL_VERSION
from packaging.requirements import Requirement

REPO = Path(__file__).resolve().parent.parent
CACHE = REPO / ".cache" / "lite"
BUILD = REPO / "build" / "lite"
SITE = BUILD / "site"
FIRST_NOTEBOOK = "00_play.ipynb"
#: folders of notebooks/ that are not for learners (the Jupytext sources the notebooks are built from)
AUTHORING = {"src"}

#: what the site is built with, each at the version pyproject.toml's ``lite`` extra pins (``pinned``)
PINNED = ("jupyterlite-core", "jupyterlite-pyodide-kernel", "jupyterlab-language-pack-es-es",
          "jupyterlab-language-pack-pl-pl", "jupyterlab-language-pack-pt-br")  # fmt: skip
#: the Pyodide release the pinned jupyterlite-pyodide-kernel is made for (its own PYODIDE_VERSION: ``pinned``)
PYODIDE_VERSION = PYODIDE_KERNEL_VERSION
PYODIDE_CORE = [
    "pyodide.mjs",
    "pyodide.js",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "package.json",
]
#: what the kernel loads while it starts (jupyterlite-pyodide-kernel's worker)
KERNEL_PACKAGES = ["micropip", "packaging", "ipython", "jedi", "traitlets", "typing-extensions"]
#: the kernel's own wheels, shipped by jupyterlite-pyodide-kernel (its pypi folder): put in the lock too
KERNEL_WHEELS = ["piplite", "pyodide-kernel", "ipykernel"]
#: what the kernel's worker loads in one go, from the lock, while Pyodide starts: this package and every
#: package the worker would otherwise install one by one with micropip and piplite at each start
#: (initPackageManager, initKernel: it skips each name given here)
PRELOAD = ["spiderette-widget", "micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython"]
#: the site's wheels a start leaves in the site: a start imports none of them (``PATCHED_WHEELS``,
#: ``PIPLITE_SETTINGS_PYTHON``), and unpacking them took 940 of the 1,650 files and 2.2 MB of the 6.2 MB of wheels a
#: start fetched (jedi alone 651 files). They stay in the lock and in ``PRELOAD`` (the worker then installs none
#: itself), but the kernel's worker does not load them with Pyodide: each comes, with what it needs of the others,
#: when the kernel first imports it (``LATER_WHEELS_PYTHON``: jedi at the first Tab, prompt_toolkit with ``embed``,
#: piplite and micropip at a %pip line)
LATER_PACKAGES = ("jedi", "parso", "prompt-toolkit", "micropip", "packaging", "piplite")
#: what the kernel's worker loads with Pyodide
START_PACKAGES = [name for name in PRELOAD if name not in LATER_PACKAGES]
#: what a start imports, besides the kernel itself: the startup file and the imports of the course's notebooks,
#: and a first board (tools/lite_pyc.py compiles to bytecode what this imports)
START = """
import spiderette_widget
import spiderette_widget.classroom, spiderette_widget.pictures
import spiderette_widget.search.players, spiderette_widget.search.solver, spiderette_widget.search.study
from spiderette_widget import SpideretteWidget
SpideretteWidget.new("spiderette", suits=1, seed=7, lang="en")
"""
#: what a start no longer imports (``PATCHED_WHEELS``) but a session may, compiled to bytecode too: jedi at the first
#: Tab, IPython's terminal with ``from IPython import embed``, piplite and micropip at a ``%pip`` line, Pygments' Python
#: lexer at the first ``?``
LATER = """
import jedi, jedi.api.helpers, jedi.api.classes
import IPython.terminal.embed
import piplite.piplite
import pygments.lexers.python, pygments.formatters.html
"""
#: compiles the modules a start imports, in the site's wheels and Pyodide's standard library (runs in Pyodide)
PYC = Path(__file__).resolve().parent / "lite_pyc.mjs"
#: requirements the site leaves out, and why
NOT_IN_SITE = {
    "matplotlib": "compiled for WebAssembly: only in Pyodide's release archive, out of reach here",
    "widgetsnbextension": "front end only: the site carries the widget front end as a JupyterLite extension",
    "jupyterlab-widgets": "front end only: the site carries the widget front end as a JupyterLite extension",
}
#: files of a wheel the site leaves out: never read there, and each one unpacked at every kernel start. jedi (IPython's
#: completer) carries 1,880 files, mostly stubs: for Django, for Python 2 and for third-party libraries the course
#: does not use (jedi reads stubs only for a module that is imported; its Python 3 standard library stays)
SLIM = {
    "jedi": (
        "jedi/third_party/django-stubs/*",
        "jedi/third_party/typeshed/stdlib/2/*",
        "jedi/third_party/typeshed/third_party/2/*",
        "jedi/third_party/typeshed/third_party/2and3/*",
    ),
    # Pygments' 250 lexers but those IPython uses (tracebacks, ``?``, IPython.lib.lexers) and what they import
    "pygments": ("pygments/lexers/*",),
}
#: files of a ``SLIM`` pattern the site keeps all the same
SLIM_KEEP = {
    "pygments": tuple(
        f"pygments/lexers/{name}.py"
        for name in ("__init__", "_mapping", "python", "special", "shell", "console", "html", "css", "_css_builtins",
                     "javascript", "jvm", "ruby", "perl", "markup", "lisp", "_scheme_builtins", "lilypond",
                     "_lilypond_builtins", "data", "textfmts", "diff", "json5")
    ),
}  # fmt: skip
#: Pygments' table of lexers, less those the site leaves out (``get_lexer_by_name`` says ClassNotFound for them)
PYGMENTS_LEXERS = "pygments/lexers/_mapping.py"
#: the wheels the site edits (tools/lite_patches/<name>-<version>/, at the version the site's lock gives them):
#: IPython's ``__init__`` imports its terminal, its completer jedi and its inspector Pygments' lexers at a start;
#: each comes when first asked for instead
PATCHED_WHEELS = ("ipython",)
#: the environment requirement markers are read in (Pyodide: CPython 3.14 on Emscripten)
PYODIDE_MARKERS = {
    "sys_platform": "emscripten",
    "platform_system": "Emscripten",
    "platform_machine": "wasm32",
    "os_name": "posix",
    "implementation_name": "cpython",
    "platform_python_implementation": "CPython",
}
#: only for running the rule tests in Pyodide under Node.js (tests/lite): never in the site
TEST_PACKAGES = {
    "pytest": "9.0.2",
    "pluggy": "1.6.0",
    "iniconfig": "2.3.0",
    "hypothesis": "6.155.7",  # the newest pure-Python release; later ones are compiled
    "attrs": "26.1.0",
    "sortedcontainers": "2.4.0",
}

SETTINGS = {
    "jupyter-lite-schema-version": 0,
    "jupyter-config-data": {
        "appName": "Spiderette course",
        "exposeAppInBrowser": True,  # window.jupyterapp, for scripts and the tests
        "litePluginSettings": {
            "@jupyterlite/pyodide-kernel-extension:kernel": {
                "disablePyPIFallback": True,
                "loadPyodideOptions": {"packages": PRELOAD},
            }
        },
    },
}
#: no news or update checks (they would call out of localhost)
OVERRIDES = {
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
}
#: the site's root page goes to the first notebook (JupyterLite's own goes to an empty Lab);
#: the lab pages still read the root page's configuration block, so only its script changes
ROOT_SCRIPT = "await import('./config-utils.js');"
#: the course's service worker (written over JupyterLite's: tools/lite_service_worker.js says why)
SERVICE_WORKER = Path(__file__).resolve().parent / "lite_service_worker.js"
#: files of the site the service worker does not store for offline use: the app's build configuration,
#: licences, the settings schema, and font formats Chromium, Firefox and Safari never ask for (they take woff2)
NOT_STORED = ("rspack.config*.js", "package.json", "jupyterlite.schema.v0.json", "build/third-party-licenses.json",
              "build/fa-*.eot", "build/fa-*.ttf", "build/fa-*.svg", "build/fa-*.woff", "service-worker.js",
              "overrides.json", ".stamp")  # fmt: skip
OPEN_FIRST = "window.location.replace('lab/index.html?path={first}');"
#: a lab page opened on a notebook (``?path=``) opens that notebook alone (tools/lite_one_notebook.js says why),
#: run in the page's start script before JupyterLite's app starts
ONE_NOTEBOOK = Path(__file__).resolve().parent / "lite_one_notebook.js"
#: a lab page opened on a notebook starts that notebook's kernel as soon as the app exists, not once the notebook
#: shows (tools/lite_early_kernel.js says why); not awaited: the app starts meanwhile
EARLY_KERNEL = Path(__file__).resolve().parent / "lite_early_kernel.js"
#: a lab page opened on a notebook (in a browser with 4 cores or more) makes the Pyodide kernel's worker and loads
#: Pyodide in it at once, before JupyterLite's app has loaded; the app's first kernel takes that worker
#: (tools/lite_warm_kernel.js says why).
#: WARM_WORKER goes at the top of the worker's module; initRuntime asks it for Pyodide and the kernel's
#: ``initWorker`` takes the page's worker (tools/lite_patches/jupyterlite-pyodide-kernel-*/1-*, 4-*)
WARM_KERNEL = Path(__file__).resolve().parent / "lite_warm_kernel.js"
WARM_WORKER = Path(__file__).resolve().parent / "lite_warm_kernel_worker.js"
#: what the early Pyodide runs when the kernel takes it: the kernel's own imports (the worker's
#: initPackageManager and initKernel: piplite, then the kernel, IPython and the startup file) and the board's
#: (anywidget, ipywidgets), which a first board cell would import
WARM_PYTHON = "import pyodide_kernel\nimport spiderette_widget.board\n"
#: the kernel's worker sets piplite's settings (no PyPI, the site's index) at each start, importing piplite and
#: micropip for it (~0.2 s): ``%pip``, the only user of piplite, is rare in the course. The worker sets them when
#: piplite is first imported instead (tools/lite_patches/jupyterlite-pyodide-kernel-*/2-*.patch calls this with
#: the worker's own two values)
PIPLITE_SETTINGS_PYTHON = """
def _spiderette_piplite_settings(disable, urls):
    # the site's settings for piplite (a %pip line), set when piplite is first imported (tools/build_lite.py)
    import sys
    from importlib.util import find_spec

    class Settings:
        def find_spec(self, name, path=None, target=None):
            if name != "piplite.piplite":
                return None
            sys.meta_path.remove(self)
            spec = find_spec(name)
            run = spec.loader.exec_module

            def exec_module(module):
                run(module)
                module._PIPLITE_DISABLE_PYPI = disable
                module._PIPLITE_URLS = urls

            spec.loader.exec_module = exec_module
            return spec

    sys.meta_path.insert(0, Settings())
"""
#: the kernel's worker imports the kernel (initKernel) in the learner's folder (JupyterLite's drive, mounted just
#: before): Python looks up every module it imports there first (``''``, the working folder, leads ``sys.path``), and
#: each look-up in the drive is a request the page answers (``/api/drive``, through the service worker): 78 of them
#: while the kernel and the first board imported, on the page's busy thread. The site's worker imports the kernel,
#: and what the course's first board needs (``KERNEL_IMPORTS``), in Pyodide's home folder and then goes to the
#: learner's folder; a learner's own module beside the notebook still imports as before
KERNEL_IMPORTS = """import os as _spiderette_os
_spiderette_cwd = _spiderette_os.getcwd()
_spiderette_os.chdir(_spiderette_os.path.expanduser("~"))
try:
    import pyodide_kernel
    __import__("spiderette_widget.board")
finally:
    _spiderette_os.chdir(_spiderette_cwd)
    del _spiderette_os, _spiderette_cwd"""
#: the kernel's worker, before it imports the kernel, has each wheel of ``LATER_PACKAGES`` come when the kernel first
#: imports it: fetched (the worker may wait for it: a synchronous request, from the site or the service worker's
#: store) and unpacked where Pyodide puts the wheels it loads. ``__INDEX__``: where the wheels are (the worker's);
#: ``__LATER__``: for each name a start leaves for later, the wheels it needs (``later_wheels``); ``__SITE__``:
#: Pyodide's site-packages
LATER_WHEELS_PYTHON = """
def _spiderette_later_wheels(index, later, site):
    # the site's wheels a start leaves for later, each unpacked when first imported (tools/build_lite.py);
    # asked whether it is there (importlib.util.find_spec: IPython asks for jedi), a module is, unpacked or not
    import sys
    from importlib.machinery import ModuleSpec, PathFinder

    class LaterWheels:
        def find_spec(self, name, path=None, target=None):
            if path is not None or name not in later:
                return None
            return ModuleSpec(name, self)

        def create_module(self, spec):
            import importlib.util

            unpack(later.pop(spec.name, ()))
            found = PathFinder.find_spec(spec.name)
            if found is None:
                raise ModuleNotFoundError(f"No module named {spec.name!r}", name=spec.name)
            return importlib.util.module_from_spec(found)

        def exec_module(self, module):
            # the module as its unpacked files make it (the import system gave it this finder's spec)
            module.__spec__ = PathFinder.find_spec(module.__name__)
            module.__spec__.loader.exec_module(module)

    def unpack(wheels):
        import importlib
        import io
        import zipfile

        from js import XMLHttpRequest

        for wheel in wheels:
            if wheel in unpacked:
                continue
            request = XMLHttpRequest.new()
            request.open("GET", index + wheel, False)
            request.responseType = "arraybuffer"
            request.send()
            if request.status != 200:
                raise ImportError(f"{wheel} could not be fetched: {request.status} {request.statusText}")
            zipfile.ZipFile(io.BytesIO(request.response.to_bytes())).extractall(site)
            unpacked.add(wheel)
        importlib.invalidate_caches()

    unpacked = set()
    sys.meta_path.insert(0, LaterWheels())


_spiderette_later_wheels(__INDEX__, __LATER__, __SITE__)
del _spiderette_later_wheels
"""
#: JupyterLab extensions the build finds in this environment that the site leaves out, and why: each one's code
#: would load and run on every visit, before the notebook shows
NOT_IN_SITE_EXTENSIONS = {
    "jupyterlab-jupytext": "for the course's authors (notebooks/src): the site has no Jupytext and no text notebooks",
}
#: JupyterLab's language packs the site carries (the ``lite`` extra pins them): JupyterLite's translation addon
#: writes each into ``api/translations`` (Settings > Language lists them); Portuguese is Brazilian, the only pack
LANGUAGE_PACKS = ("es_ES", "pl_PL", "pt_BR")
#: the menu bar's titles the packs (4.5) leave in English, in each pack's own words (its translations of the same
#: words elsewhere: "Executar", "Abas abertas", "Pestañas abiertas"...): the site adds them to its copy of the
#: pack (``complete_packs``), only where the pack has none. The Brazilian pack has no menu title at all
MENU_WORDS = {
    "es_ES": {"Run": "Ejecutar", "Tabs": "Pestañas"},
    "pt_BR": {"File": "Arquivo", "Edit": "Editar", "View": "Exibir", "Run": "Executar", "Kernel": "Kernel",
              "Tabs": "Abas", "Settings": "Configurações", "Help": "Ajuda"},
}  # fmt: skip
#: ``./dev lite --lang es``: the interface's language in every browser (until a learner picks another), by the
#: package's language codes
SITE_LANGUAGES = {"es": "es_ES", "pl": "pl_PL", "pt": "pt_BR", "en": "en"}
#: every page of the app chooses the interface's language before the app starts: the first of the browser's
#: languages the site has a pack for, or English (tools/lite_locale.js; the app reads it for the "default" locale:
#: tools/lite_patches/jupyterlite-core-*/4-the-browser-language-by-default.patch)
LOCALE = Path(__file__).resolve().parent / "lite_locale.js"
#: the kernel every notebook of the site names (the Pyodide kernel)
KERNEL_NAME = "python"
#: the icons browsers ask for and JupyterLite does not ship: the site's root (every browser asks for it) and
#: the lab page's (``faviconUrl`` in jupyter-lite.json names it); JupyterLite's own icon, copied there
FAVICONS = ("favicon.ico", "lab/favicon.ico")
LAB_SCRIPT = "const { pathname, origin, search, hash } = window.location;"
#: the site's Pyodide kernel extension, as jupyterlite-pyodide-kernel installs it (where JupyterLab looks too)
KERNEL_EXTENSION = "@jupyterlite/pyodide-kernel-extension"
#: its plugin that makes the kernels
KERNEL_PLUGIN_ID = f"{KERNEL_EXTENSION}:kernel"
LAB_EXTENSIONS = Path(sys.prefix) / "share" / "jupyter" / "labextensions"
#: where ./dev moves it, so that the lab in the same environment does not load it (it logs an error there):
#: only this build reads it (``--FederatedExtensionAddon.extra_labextensions_path``)
SITE_EXTENSIONS = Path(sys.prefix) / "share" / "jupyterlite" / "labextensions"


def pinned(dist: str) -> str:
    """The version of ``dist`` pyproject.toml's ``lite`` extra pins (``==``): the one place the site's versions are
    written; a ``RuntimeError`` if another version is installed here.

    >>> pinned("jupyterlite-core") == importlib.metadata.version("jupyterlite-core")
    True
    """
    extra = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["optional-dependencies"]["lite"]
    pins = {canonical(r.name): spec.version for r in map(Requirement, extra) for spec in r.specifier
            if spec.operator == "=="}  # fmt: skip
    if canonical(dist) not in pins:
        msg = f"pyproject.toml's lite extra pins no {dist} (==): the site's versions are pinned there"
        raise RuntimeError(msg)
    installed = importlib.metadata.version(dist)
    if installed != pins[canonical(dist)]:
        msg = f"pyproject.toml pins {dist}=={pins[canonical(dist)]}, {installed} is installed: run ./dev lite"
        raise RuntimeError(msg)
    return installed


def run(cmd: list[str], **kw) -> None:
    print("+", " ".join(map(str, cmd)), flush=True)
    subprocess.run(cmd, check=True, **kw)


def nice() -> list[str]:
    return ["nice", "-n", "10"] if shutil.which("nice") else []


def pyodide_dir() -> Path:
    """The npm ``pyodide`` package (core files, Node.js loader), installed once into the cache."""
    home = CACHE / "npm"
    pkg = home / "node_modules" / "pyodide"
    if not (pkg / "package.json").exists() or json.loads((pkg / "package.json").read_text())["version"] != (
        PYODIDE_VERSION
    ):
        home.mkdir(parents=True, exist_ok=True)
        (home / "package.json").write_text('{"private": true}\n')
        run(["npm", "install", "--no-audit", "--no-fund", "--prefix", str(home), f"pyodide@{PYODIDE_VERSION}"])
    return pkg


def download(name: str, version: str) -> Path:
    """A pure-Python wheel of ``name==version`` from the package index, cached."""
    dest = CACHE / "wheels"
    dest.mkdir(parents=True, exist_ok=True)
    found = _find_wheel(dest, name, version)
    if found is None:
        run(
            [sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:", "--python-version",
             "3.14", "--platform", "any", "-d", str(dest), f"{name}=={version}"]
        )  # fmt: skip
        found = _find_wheel(dest, name, version)
    if found is None or not found.name.endswith("-none-any.whl"):
        msg = f"no pure-Python wheel of {name}=={version} (got {found})"
        raise RuntimeError(msg)
    return found


def _find_wheel(folder: Path, name: str, version: str) -> Path | None:
    stem = re.sub(r"[-_.]+", "_", name).lower()  # PEP 503: fluent-syntax is fluent.syntax-0.19.0-....whl
    for whl in folder.glob("*.whl"):
        n, v = whl.name.split("-")[:2]
        if re.sub(r"[-_.]+", "_", n).lower() == stem and v == version:
            return whl
    return None


def extensions_folder() -> Path:
    """The folder holding the site's Pyodide kernel extension: ``SITE_EXTENSIONS`` where ./dev moved it, or
    JupyterLab's, where pip installed it (an environment ./dev did not set up)."""
    for folder in (SITE_EXTENSIONS, LAB_EXTENSIONS):
        if (folder / KERNEL_EXTENSION / "package.json").is_file():
            return folder
    msg = f"no {KERNEL_EXTENSION} in {SITE_EXTENSIONS} or {LAB_EXTENSIONS}: is jupyterlite-pyodide-kernel installed?"
    raise RuntimeError(msg)


def kernel_wheels() -> list[Path]:
    """The wheels jupyterlite-pyodide-kernel installs at each kernel start (piplite, its kernel, the ipykernel
    shim), from the folder it ships them in."""
    pypi = extensions_folder() / KERNEL_EXTENSION / "static" / "pypi"
    found = []
    for name in KERNEL_WHEELS:
        stem = name.replace("-", "_")
        wheels = sorted(pypi.glob(f"{stem}-*-py3-none-any.whl"))
        if not wheels:
            msg = f"no {name} wheel in {pypi}: is jupyterlite-pyodide-kernel installed (./dev test installs it)?"
            raise RuntimeError(msg)
        found.append(wheels[-1])
    return found


def own_wheel() -> Path:
    """This package's wheel, built from the working tree, with the front end esbuild bundles from js/src
    (hatch_build.py builds the bundle first when a source is newer), pure Python: Pyodide runs the
    Python search (``SPIDERETTE_PURE_WHEEL=1``: hatch_build.py compiles no native core for it)."""
    dist = BUILD / "dist"
    shutil.rmtree(dist, ignore_errors=True)
    run([*nice(), sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "-w", str(dist),
         str(REPO)], env={**os.environ, "SPIDERETTE_PURE_WHEEL": "1"})  # fmt: skip
    wheel = next(dist.glob("spiderette_widget-*.whl"))
    if not wheel.name.endswith("-py3-none-any.whl"):
        raise SystemExit(f"{wheel.name}: the site needs a pure-Python wheel (py3-none-any)")
    with zipfile.ZipFile(wheel) as z:
        missing = {"spiderette_widget/static/widget.js", "spiderette_widget/static/widget.css"} - set(z.namelist())
    if missing:
        raise SystemExit(f"{wheel.name} lacks the front end ({', '.join(sorted(missing))}): run `./dev lite`")
    return wheel


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def lock_entry(whl: Path, depends: list[str]) -> dict:
    """A ``pyodide-lock.json`` package entry for a pure-Python wheel."""
    with zipfile.ZipFile(whl) as z:
        meta_name = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        meta = Parser().parsestr(z.read(meta_name).decode())
        tops = {n.split("/")[0].removesuffix(".py") for n in z.namelist() if "/" in n or n.endswith(".py")}
    imports = sorted(t for t in tops if not t.endswith((".dist-info", ".data")) and t.isidentifier())
    name = canonical(meta["Name"])
    return {
        "name": name,
        "version": meta["Version"],
        "file_name": whl.name,
        "install_dir": "site",
        "sha256": sha256(whl),
        "package_type": "package",
        "imports": imports,
        "depends": depends,
        "unvendored_tests": False,
    }


def canonical(name: str) -> str:
    """A package name as Pyodide's lock keys it (PEP 503): ``prompt_toolkit`` -> ``prompt-toolkit``."""
    return re.sub(r"[-_.]+", "-", name).lower()


def installed_version(name: str) -> str:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        msg = f"the site needs {name}, which is not installed here (./dev test installs it): no version to take"
        raise RuntimeError(msg) from None


def requirements(whl: Path, python: str) -> list[str]:
    """The packages a wheel requires on Pyodide (markers evaluated there), less those the site leaves out."""
    with zipfile.ZipFile(whl) as z:
        meta_name = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        meta = Parser().parsestr(z.read(meta_name).decode())
    env = {**PYODIDE_MARKERS, "python_version": python, "python_full_version": f"{python}.0", "extra": ""}
    names = []
    for line in meta.get_all("Requires-Dist") or []:
        req = Requirement(line)
        if (req.marker is None or req.marker.evaluate(env)) and canonical(req.name) not in NOT_IN_SITE:
            names.append(canonical(req.name))
    return sorted(set(names))


def write_pyodide(dest: Path) -> dict:
    """Pyodide's core files, the wheels and a lock naming just those wheels, in ``dest``.

    The wheels: what the kernel loads, this package and everything they require on
    Pyodide. A package in Pyodide's own lock comes at the lock's version; any other at
    the version installed here (the one the tests run with). All from PyPI, pure Python.
    """
    core = pyodide_dir()
    shutil.rmtree(dest, ignore_errors=True)
    dest.mkdir(parents=True)
    for name in PYODIDE_CORE:
        shutil.copy2(core / name, dest / name)
    lock = json.loads((core / "pyodide-lock.json").read_text())
    python = ".".join(lock["info"]["python"].split(".")[:2])
    own = own_wheel()
    packages: dict[str, dict] = {"spiderette-widget": lock_entry(own, requirements(own, python))}
    shutil.copy2(own, dest / own.name)
    for whl in kernel_wheels():
        entry = lock_entry(whl, requirements(whl, python))
        packages[entry["name"]] = entry
        shutil.copy2(whl, dest / whl.name)
    todo = [*map(canonical, KERNEL_PACKAGES), *(d for p in packages.values() for d in p["depends"])]
    while todo:
        name = todo.pop()
        if name in packages:
            continue
        if name in lock["packages"]:
            entry = lock["packages"][name]
            whl = download(name, entry["version"])
            packages[name] = {**entry, "file_name": whl.name, "sha256": sha256(whl)}
        else:
            whl = download(name, installed_version(name))
            packages[name] = lock_entry(whl, requirements(whl, python))
        shutil.copy2(whl, dest / whl.name)
        if name in SLIM:
            slim_wheel(dest / whl.name, SLIM[name], SLIM_KEEP.get(name, ()))
        if name in PATCHED_WHEELS:
            patch_wheel(dest / whl.name, name, packages[name]["version"])
        todo.extend(canonical(d) for d in packages[name]["depends"])
    for name, entry in packages.items():  # a start loads no package of LATER_PACKAGES with the one that needs it
        if name not in LATER_PACKAGES:
            entry["depends"] = [d for d in entry["depends"] if canonical(d) not in LATER_PACKAGES]
    lock["packages"] = dict(sorted(packages.items()))
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, indent=1))
    compile_start(core, dest)
    for entry in lock["packages"].values():
        entry["sha256"] = sha256(dest / entry["file_name"])
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, indent=1))
    return lock


def slim_wheel(whl: Path, leave_out: tuple[str, ...], keep: tuple[str, ...] = ()) -> int:
    """Rewrite the wheel ``whl`` without the files matching ``leave_out`` (glob patterns) but those matching
    ``keep``, its RECORD too (and Pygments' table of lexers without the lexers that went); return how many files
    went."""

    def out(name: str) -> bool:
        return any(fnmatch.fnmatch(name, p) for p in leave_out) and not any(fnmatch.fnmatch(name, p) for p in keep)

    with zipfile.ZipFile(whl) as z:
        infos = z.infolist()
        kept = [i for i in infos if not out(i.filename)]
        files = {i.filename: z.read(i) for i in kept}
    gone = {i.filename for i in infos} - set(files)
    record = next(name for name in files if name.endswith(".dist-info/RECORD"))
    lines = [line for line in files[record].decode().splitlines() if line.split(",")[0] not in gone]
    if PYGMENTS_LEXERS in files:
        files[PYGMENTS_LEXERS] = lexers_left(files[PYGMENTS_LEXERS].decode(), gone).encode()
        lines = [record_line(PYGMENTS_LEXERS, files[PYGMENTS_LEXERS]) if line.split(",")[0] == PYGMENTS_LEXERS
                 else line for line in lines]  # fmt: skip
    files[record] = "".join(f"{line}\n" for line in lines).encode()
    with zipfile.ZipFile(whl, "w", zipfile.ZIP_DEFLATED) as z:
        for info in kept:
            z.writestr(info, files[info.filename])
    return len(gone)


def patch_wheel(whl: Path, name: str, version: str) -> None:
    """Rewrite the wheel ``whl`` (of ``name`` at ``version``) with tools/lite_patches/<name>-<version>/ made to its
    files, and its RECORD's digests of them."""
    with zipfile.ZipFile(whl) as z:
        infos = z.infolist()
        files = {i.filename: z.read(i) for i in infos}
    changed = {lite_patch.apply_to_texts(patch, files, {}) for patch in lite_patch.patches(name, version)}
    record = next(name for name in files if name.endswith(".dist-info/RECORD"))
    lines = [record_line(line.split(",")[0], files[line.split(",")[0]]) if line.split(",")[0] in changed else line
             for line in files[record].decode().splitlines()]  # fmt: skip
    files[record] = "".join(f"{line}\n" for line in lines).encode()
    with zipfile.ZipFile(whl, "w", zipfile.ZIP_DEFLATED) as z:
        for info in infos:
            z.writestr(info, files[info.filename])


def record_line(name: str, data: bytes) -> str:
    """A wheel's RECORD line for the file ``name`` holding ``data``.

    >>> record_line("a.py", b"")
    'a.py,sha256=47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU,0'
    """
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def lexers_left(mapping: str, gone: set[str]) -> str:
    """Pygments' table of lexers (``pygments/lexers/_mapping.py``, one lexer a line) without those whose module
    is in ``gone``.

    >>> table = "LEXERS = {\\n    'A': ('pygments.lexers.a', 'A'),\\n    'B': ('pygments.lexers.b', 'B'),\\n}\\n"
    >>> print(lexers_left(table, {"pygments/lexers/b.py"}), end="")
    LEXERS = {
        'A': ('pygments.lexers.a', 'A'),
    }
    """
    modules = {name.removesuffix(".py").replace("/", ".") for name in gone}
    found = (re.match(r"\s+'\w+': \('([\w.]+)'", line) for line in mapping.splitlines())
    return "".join(f"{line}\n" for line, m in zip(mapping.splitlines(), found, strict=True)
                   if m is None or m.group(1) not in modules)  # fmt: skip


def compile_start(core: Path, dest: Path) -> None:
    """Bytecode, compiled by Pyodide's own Python, for every module a kernel start imports (``START``), in the
    wheels and the standard library in ``dest``: a start then runs bytecode instead of compiling IPython, its
    dependencies and half the standard library from source each time (tools/lite_pyc.py)."""
    node = shutil.which("node")
    if node is None:
        raise RuntimeError("Node.js is needed to compile the site's Python to bytecode (./dev test has it)")
    packages = list(dict.fromkeys([*PRELOAD, *LATER_PACKAGES]))
    run([*nice(), node, str(PYC), str(core), str(dest), json.dumps(packages), "spiderette_widget", START + LATER])


def test_wheels() -> dict[str, Path]:
    """pytest, Hypothesis and their dependencies, for the rule tests under Node.js."""
    return {name: download(name, version) for name, version in TEST_PACKAGES.items()}


def copy_notebooks(dest: Path) -> list[Path]:
    """Every notebook of the course (all languages, sub-folders kept), for the Pyodide kernel."""
    shutil.rmtree(dest, ignore_errors=True)
    copied = []
    for src in sorted((REPO / "notebooks").rglob("*")):
        rel = src.relative_to(REPO / "notebooks")
        if rel.parts[0] in AUTHORING or ".ipynb_checkpoints" in rel.parts or src.is_dir():
            continue
        if src.suffix not in {".ipynb", ".md"}:
            continue
        out = dest / rel
        out.parent.mkdir(parents=True, exist_ok=True)
        if src.suffix == ".ipynb":
            nb = json.loads(src.read_text())
            spec = {"display_name": "Python (Pyodide)", "language": "python", "name": KERNEL_NAME}
            nb["metadata"]["kernelspec"] = spec
            pictures_until_run(nb)
            out.write_text(json.dumps(nb, indent=1, ensure_ascii=False))
        else:
            shutil.copy2(src, out)
        copied.append(out)
    return copied


WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def pictures_until_run(nb: dict) -> None:
    """A saved board that has a picture (``image/svg+xml``) but no saved widget state shows the picture until its
    cell runs: the widget's view goes from the output (JupyterLab would show ``SpideretteWidget(<Game …>)``, the
    text, for a view whose widget it does not have). Running the cell shows the live board as before. JupyterLab
    draws a saved SVG only in a trusted cell: the course's own notebooks (tools/build_notebooks.py made their
    outputs) are marked trusted here, as a Jupyter server marks the notebooks it signed.

    >>> nb = {"metadata": {}, "cells": [{"cell_type": "code", "outputs": [{"output_type": "execute_result",
    ...       "data": {WIDGET_VIEW: {"model_id": "m"}, "image/svg+xml": "<svg/>", "text/plain": "W"}}]}]}
    >>> pictures_until_run(nb); sorted(nb["cells"][0]["outputs"][0]["data"]), nb["cells"][0]["metadata"]
    (['image/svg+xml', 'text/plain'], {'trusted': True})
    """
    saved = nb["metadata"].get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {}).get("state", {})
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            cell.setdefault("metadata", {})["trusted"] = True
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            view = data.get(WIDGET_VIEW)
            if view is not None and "image/svg+xml" in data and view.get("model_id") not in saved:
                del data[WIDGET_VIEW]


@contextlib.contextmanager
def build_lock() -> Iterator[None]:
    """One build at a time (two test workers may ask for the site together)."""
    BUILD.mkdir(parents=True, exist_ok=True)
    with open(BUILD / ".lock", "w") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


def settings(lock: dict) -> dict:
    """``jupyter-lite.json`` for the site: the kernel's startup file is where Pyodide installs this package."""
    python = ".".join(lock["info"]["python"].split(".")[:2])
    startup = f"/lib/python{python}/site-packages/spiderette_widget/engine/_lite_startup.py"
    out = json.loads(json.dumps(SETTINGS))
    kernel = out["jupyter-config-data"]["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    kernel["loadPyodideOptions"]["env"] = {"HOME": "/home/pyodide", "PYTHONSTARTUP": startup}
    return out


def inputs_digest() -> str:
    """A digest of everything the site is built from: the package (with the front end's bundle,
    spiderette_widget/static), its sources in js (not the installed node_modules), the notebooks,
    this script, the pins."""
    h = hashlib.sha256()
    files = [
        Path(__file__),
        SERVICE_WORKER,
        ONE_NOTEBOOK,
        EARLY_KERNEL,
        WARM_KERNEL,
        WARM_WORKER,
        PYC,
        PYC.with_suffix(".py"),
        LOCALE,
        Path(lite_patch.__file__),
        *sorted(lite_patch.HOME.rglob("*.patch")),
    ]
    files += [REPO / "pyproject.toml", REPO / "hatch_build.py"]
    for folder in ("spiderette_widget", "js", "notebooks"):
        files += sorted(
            p for p in (REPO / folder).rglob("*") if p.is_file() and not {"__pycache__", "node_modules"} & set(p.parts)
        )
    for path in files:
        h.update(str(path.relative_to(REPO)).encode() + b"\0" + path.read_bytes())
    for dist in (
        "jupyterlite-core",
        "jupyterlite-pyodide-kernel",
        "anywidget",
        "jupyterlab-widgets",
        *(f"jupyterlab-language-pack-{p.replace('_', '-')}" for p in LANGUAGE_PACKS),
    ):
        h.update(f"{dist}={importlib.metadata.version(dist)}".encode())
    return h.hexdigest()


def build(force: bool = False, lang: str | None = None) -> Path:
    """Build the site into ``build/lite/site`` (unless it is up to date) and return that folder; ``lang`` (a key
    of ``SITE_LANGUAGES``) makes that language the interface's default in every browser (``site_overrides``)."""
    overrides = site_overrides(lang)
    with build_lock():
        stamp = BUILD / "site.stamp"
        digest = inputs_digest() + json.dumps(overrides, sort_keys=True)
        if not force and (SITE / "index.html").exists() and stamp.exists() and stamp.read_text() == digest:
            print(f"Site up to date: {SITE}", flush=True)
            return SITE
        stamp.unlink(missing_ok=True)
        for dist in PINNED:
            pinned(dist)  # what pyproject.toml pins is what is installed, or the build stops here
        src = BUILD / "src"
        shutil.rmtree(src, ignore_errors=True)  # with it goes doit's database: every build starts clean
        src.mkdir(parents=True)
        lock = write_pyodide(src / "static" / "pyodide")
        (src / "jupyter-lite.json").write_text(json.dumps(settings(lock), indent=1))
        (src / "overrides.json").write_text(json.dumps(overrides, indent=1))
        notebooks = copy_notebooks(BUILD / "files")
        if not any(p.name == FIRST_NOTEBOOK for p in notebooks):
            msg = f"notebooks/{FIRST_NOTEBOOK} is missing"
            raise RuntimeError(msg)
        shutil.rmtree(SITE, ignore_errors=True)
        jupyter = Path(sys.executable).parent / "jupyter"
        extensions = extensions_folder()
        extra = [f"--FederatedExtensionAddon.extra_labextensions_path={extensions}"] * (extensions != LAB_EXTENSIONS)
        run(
            [*nice(), str(jupyter), "lite", "build", "--lite-dir", str(src), "--output-dir", str(SITE),
             "--contents", str(BUILD / "files"), "--no-sourcemaps", "--no-unused-shared-packages", *extra],
            cwd=src,
        )  # fmt: skip
        if not (SITE / "extensions" / KERNEL_EXTENSION / "package.json").is_file():
            msg = f"the site has no {KERNEL_EXTENSION} (looked for in {extensions}): no kernel would start"
            raise RuntimeError(msg)
        root = (SITE / "index.html").read_text()
        if ROOT_SCRIPT not in root:
            msg = f"JupyterLite's root index.html no longer has {ROOT_SCRIPT!r}: update tools/build_lite.py"
            raise RuntimeError(msg)
        (SITE / "index.html").write_text(root.replace(ROOT_SCRIPT, OPEN_FIRST.format(first=FIRST_NOTEBOOK)))
        leave_out_extensions(SITE)
        complete_packs(SITE)
        patch_app(SITE)
        write_service_worker(SITE)
        stamp.write_text(digest)
        return SITE


def complete_packs(site: Path) -> None:
    """Add ``MENU_WORDS`` to the site's language packs (``api/translations/<pack>.json``), each only where the pack
    has no word of its own (JupyterLab's menu titles are translated in the ``menu`` context)."""
    for pack, words in MENU_WORDS.items():
        path = site / "api" / "translations" / f"{pack}.json"
        data = json.loads(path.read_text())
        domain = data["data"]["jupyterlab"]
        for english, word in words.items():
            domain.setdefault(f"menu\x04{english}", [word])
        path.write_text(json.dumps(data, ensure_ascii=False))


def site_overrides(lang: str | None) -> dict:
    """The site's settings defaults (``OVERRIDES``), with the interface's language ``lang`` for every browser, or
    the browser's own (``LOCALE``) when ``None``; a learner's Settings > Language still wins.

    >>> site_overrides("pt")["@jupyterlab/translation-extension:plugin"]
    {'locale': 'pt_BR'}
    >>> "@jupyterlab/translation-extension:plugin" in site_overrides(None)
    False
    >>> site_overrides("fr")
    Traceback (most recent call last):
    ...
    ValueError: the site's interface speaks es, pl, pt, en, not 'fr'
    """
    if lang is None:
        return dict(OVERRIDES)
    if lang not in SITE_LANGUAGES:
        msg = f"the site's interface speaks {', '.join(SITE_LANGUAGES)}, not {lang!r}"
        raise ValueError(msg)
    return {**OVERRIDES, "@jupyterlab/translation-extension:plugin": {"locale": SITE_LANGUAGES[lang]}}


def leave_out_extensions(site: Path) -> None:
    """Take the extensions ``NOT_IN_SITE_EXTENSIONS`` out of the built site: their files, their place in
    ``jupyter-lite.json`` (what the app loads) and their settings' schemas."""
    config_file = site / "jupyter-lite.json"
    config = json.loads(config_file.read_text())
    data = config["jupyter-config-data"]
    data["federated_extensions"] = [e for e in data["federated_extensions"] if e["name"] not in NOT_IN_SITE_EXTENSIONS]
    config_file.write_text(json.dumps(config, indent=2))
    schemas = site / "build" / "schemas" / "all_federated.json"
    if schemas.is_file():
        kept = [s for s in json.loads(schemas.read_text()) if s["id"].split(":")[0] not in NOT_IN_SITE_EXTENSIONS]
        schemas.write_text(json.dumps(kept))
    for name in NOT_IN_SITE_EXTENSIONS:
        shutil.rmtree(site / "extensions" / name, ignore_errors=True)


def patch_app(site: Path) -> None:
    """Mend JupyterLite's prebuilt app and the Pyodide kernel's extension where the course meets their limits
    (tools/lite_patches/, each patch saying why), add the site's scripts to its pages (``LOCALE``, ``ONE_NOTEBOOK``,
    ``EARLY_KERNEL``, ``WARM_KERNEL``) and its icons (``FAVICONS``); stop the build, naming the patch, if the app
    changed under one."""
    icon = site / "static" / "favicons" / "favicon.ico"
    if not icon.is_file():
        msg = f"JupyterLite no longer ships {icon.relative_to(site)}: update tools/build_lite.py"
        raise RuntimeError(msg)
    for rel in FAVICONS:
        if not (site / rel).exists():
            shutil.copy2(icon, site / rel)
    for patch in lite_patch.patches("jupyterlite-core", pinned("jupyterlite-core")):
        lite_patch.apply_to_files(patch, site, {})
    locale = locale_script(site)
    for page_file in sorted(site.glob("*/index.html")):
        page = page_file.read_text()
        if page_file.parent.name != "lab" and LAB_SCRIPT in page:  # the app's other pages (tree, notebooks...)
            page_file.write_text(page.replace(LAB_SCRIPT, locale + LAB_SCRIPT, 1))
    lab = site / "lab" / "index.html"
    page = lab.read_text()
    if page.count(LAB_SCRIPT) != 1:
        msg = f"JupyterLite's lab/index.html no longer has {LAB_SCRIPT!r} once: update tools/build_lite.py"
        raise RuntimeError(msg)
    one = ONE_NOTEBOOK.read_text() + (
        "try {\n  await openOneNotebook();\n} catch (err) {\n"
        '  console.warn("The notebooks of the visits before could not be closed:", err);\n}\n'
    )
    early = EARLY_KERNEL.read_text().replace("__KERNEL__", KERNEL_NAME).replace("__KERNEL_PLUGIN__", KERNEL_PLUGIN_ID)
    early += 'startKernelEarly().catch((err) => console.warn("The kernel could not start early:", err));\n'
    warm = warm_kernel(site)
    lab.write_text(page.replace(LAB_SCRIPT, locale + warm + one + early + LAB_SCRIPT))


def locale_script(site: Path) -> str:
    """The pages' script choosing the interface's language (``LOCALE``): the site's language packs, from
    ``api/translations/all.json`` (JupyterLite's translation addon writes it from the packs installed here)."""
    listed = site / "api" / "translations" / "all.json"
    packs = sorted(json.loads(listed.read_text())["data"]) if listed.is_file() else []
    missing = set(LANGUAGE_PACKS) - set(packs)
    if missing:
        msg = (
            f"the site has no language pack for {', '.join(sorted(missing))} (api/translations: {packs}): "
            "are jupyterlab-language-pack-* and jupyterlite-core[translation] installed (./dev lite installs them)?"
        )
        raise RuntimeError(msg)
    return LOCALE.read_text().replace("__PACKS__", json.dumps([p for p in packs if p != "en"]))


def warm_kernel(site: Path) -> str:
    """Patch the Pyodide kernel's extension (tools/lite_patches/jupyterlite-pyodide-kernel-*: its worker takes the
    warm Pyodide, sets piplite's settings and unpacks the later wheels when first imported, imports the kernel at
    home; the kernel takes the page's worker; the plugin does not wait for the log console); put ``WARM_WORKER``
    at the top of the worker; return the page's script (``WARM_KERNEL``)."""
    static = site / "extensions" / KERNEL_EXTENSION / "static"
    lock = json.loads((site / "static" / "pyodide" / "pyodide-lock.json").read_text())
    python = ".".join(lock["info"]["python"].split(".")[:2])
    values = {
        "LATER_WHEELS_PYTHON": (LATER_WHEELS_PYTHON.replace("__INDEX__", "${JSON.stringify(this._options.indexUrl)}")
                                .replace("__LATER__", json.dumps(later_wheels(lock)))
                                .replace("__SITE__", json.dumps(f"/lib/python{python}/site-packages"))),
        "PIPLITE_SETTINGS_PYTHON": PIPLITE_SETTINGS_PYTHON,
        "KERNEL_IMPORTS": json.dumps(KERNEL_IMPORTS),
    }  # fmt: skip
    patched = [
        lite_patch.apply_to_files(patch, site, values)
        for patch in lite_patch.patches("jupyterlite-pyodide-kernel", pinned("jupyterlite-pyodide-kernel"))
    ]
    workers = sorted(static.glob("comlink.worker.*.js"))
    if len(workers) != 1 or workers[0] not in patched:
        msg = f"the Pyodide kernel's worker is not one file the patches edit ({workers}): update build_lite.py"
        raise RuntimeError(msg)
    worker = workers[0]
    later = json.dumps([name for name in PRELOAD if name in LATER_PACKAGES])
    worker.write_text(WARM_WORKER.read_text().replace("__LATER__", later) + worker.read_text())
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"][f"{KERNEL_EXTENSION}:kernel"]
    warm = {"pyodideUrl": kernel["pyodideUrl"], "options": kernel["loadPyodideOptions"], "python": WARM_PYTHON}
    rel = worker.relative_to(site).as_posix()
    return WARM_KERNEL.read_text().replace("__WORKER__", rel).replace("__WARM__", json.dumps(warm))


def later_wheels(lock: dict) -> dict[str, list[str]]:
    """For each module name a package of ``LATER_PACKAGES`` brings, the wheels (file names) it needs, its own last:
    the packages of ``LATER_PACKAGES`` it depends on too (the others are loaded already).

    >>> lock = {"packages": {"jedi": {"imports": ["jedi"], "depends": ["parso"], "file_name": "jedi.whl"},
    ...                      "parso": {"imports": ["parso"], "depends": [], "file_name": "parso.whl"}}}
    >>> later_wheels(lock)["jedi"]
    ['parso.whl', 'jedi.whl']
    """
    packages = lock["packages"]

    def needs(name: str) -> list[str]:
        entry = packages[name]
        deps = [canonical(d) for d in entry["depends"] if canonical(d) in LATER_PACKAGES and canonical(d) in packages]
        return [*(w for d in deps for w in needs(d)), entry["file_name"]]

    return {module: list(dict.fromkeys(needs(name))) for name in LATER_PACKAGES if name in packages
            for module in packages[name]["imports"]}  # fmt: skip


def offline_files(site: Path) -> list[str]:
    """What the service worker stores for offline use: every file of the site but ``NOT_STORED``, as URLs
    relative to the site's root, and each folder with an index.html (``./``, ``lab/``: how pages are asked for)."""
    files = []
    for path in sorted(p for p in site.rglob("*") if p.is_file()):
        rel = path.relative_to(site).as_posix()
        if any(fnmatch.fnmatch(rel, pattern) for pattern in NOT_STORED):
            continue
        files.append(rel)
        if path.name == "index.html":
            files.append(rel.removesuffix("index.html") or "./")
    return files


def write_service_worker(site: Path) -> None:
    """The course's service worker over JupyterLite's: its file list and a digest of those files' contents."""
    files = offline_files(site)
    h = hashlib.sha256()
    for rel in files:
        if not rel.endswith("/"):
            h.update(rel.encode() + b"\0" + (site / rel).read_bytes())
    worker = SERVICE_WORKER.read_text()
    for placeholder in ("__VERSION__", "__FILES__"):
        if placeholder not in worker:
            msg = f"{SERVICE_WORKER.name} lacks {placeholder}"
            raise RuntimeError(msg)
    worker = worker.replace("__VERSION__", h.hexdigest()[:16]).replace("__FILES__", json.dumps(files, indent=0))
    (site / "service-worker.js").write_text(worker)


def site_size(site: Path = SITE) -> tuple[int, int]:
    """(bytes, files) of the built site."""
    files = [p for p in site.rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files), len(files)


def serve(site: Path, port: int = 8000) -> None:
    handler = partial(http.server.SimpleHTTPRequestHandler, directory=str(site))
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as httpd:
        print(f"Serving the course on http://127.0.0.1:{port}/ (Ctrl+C stops)", flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            httpd.serve_forever()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--serve", action="store_true", help="serve the site on localhost after building it")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--force", action="store_true", help="rebuild even if nothing changed")
    parser.add_argument("--lang", choices=sorted(SITE_LANGUAGES),
                        help="the interface's language in every browser (default: each browser's own)")  # fmt: skip
    args = parser.parse_args()
    site = build(force=args.force, lang=args.lang)
    size, files = site_size(site)
    print(f"Site: {site} ({size / 1e6:.1f} MB in {files} files); open index.html through any static web server.")
    if args.serve:
        serve(site, args.port)


if __name__ == "__main__":
    main()
