"""Build the course in English, Portuguese, Polish and Spanish from one source per notebook.

The source of notebook NN is ``notebooks/src/NN_name.md``, a Jupytext MyST text
notebook: open it in JupyterLab (Jupytext opens ``.md`` files as notebooks),
edit it, run it, and diff it like any text. In it:

* a cell whose metadata says ``lang: en``, ``lang: pt``, ``lang: pl`` or ``lang: es``
  belongs to that language only. Such cells come in passages, one cell per
  language, in the order en, pt, pl, es (in MyST: ``+++ {"lang": "pt"}`` before a
  markdown cell, ``:lang: pt`` in a code cell's options). A passage
  that lacks a language stops the build and names the passage;
* every other cell (the positions, the moves, the plots) is shared, so a fix
  to it reaches every language;
* the code cell tagged ``parameters`` says ``LANG = "en"``; each language's
  notebook gets its own value there, and its cells pass ``lang=LANG`` on.

The build writes ``notebooks/NN_name.ipynb`` (English), ``notebooks/pt/``,
``notebooks/pl/`` and ``notebooks/es/``, executes them in a fresh kernel, and saves them with their
outputs so that they read on a repository page::

    PYTHONPATH=. .venv/bin/python tools/build_notebooks.py               # everything
    PYTHONPATH=. .venv/bin/python tools/build_notebooks.py 03 07 --lang pt
    PYTHONPATH=. .venv/bin/python tools/build_notebooks.py --no-run      # write without executing
    PYTHONPATH=. .venv/bin/python tools/build_notebooks.py 11 --text-only  # a text fix: keep the saved outputs
    PYTHONPATH=. .venv/bin/python tools/build_notebooks.py --check       # sources valid, built notebooks current

The strategy notebooks use SPIDERETTE_NB_DEALS deals (200 when unset).
"""

from __future__ import annotations

import copy
import os
import re
import sys
import time
from pathlib import Path

import jupytext
import nbformat
from nbclient import NotebookClient

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from spiderette_widget.board._model_ids import cell_model_id

ROOT = Path(__file__).resolve().parent.parent
NB_DIR = ROOT / "notebooks"
SRC_DIR = NB_DIR / "src"
LANGS = ("en", "pt", "pl", "es")
OUT_DIRS = {"en": NB_DIR, "pt": NB_DIR / "pt", "pl": NB_DIR / "pl", "es": NB_DIR / "es"}
WIDGET_MIME = "application/vnd.jupyter.widget-view+json"
PARAMETER = re.compile(r'^LANG = "en"$', re.M)
# as the kernel ``./dev`` installs names itself (ipykernel's default): JupyterLab rewrites a notebook that differs
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}


class SourceError(ValueError):
    """A course source that cannot be built: the message names the file and the cell."""


def sources() -> list[Path]:
    return sorted(SRC_DIR.glob("[0-9][0-9]_*.md"))


def read_source(path: Path) -> nbformat.NotebookNode:
    nb = jupytext.read(path)
    check(nb, path.name)
    return nb


def _first_line(cell: nbformat.NotebookNode) -> str:
    return next((line for line in cell.source.splitlines() if line.strip()), "")[:60]


def languages(nb: nbformat.NotebookNode) -> tuple[str, ...]:
    """The languages a source is written in: every one of ``LANGS`` (``check`` stops a source that lacks one).

    >>> languages(nbformat.v4.new_notebook())
    ('en', 'pt', 'pl', 'es')
    """
    return LANGS


def check(nb: nbformat.NotebookNode, name: str) -> None:
    """Raise ``SourceError`` unless every language passage is complete and the parameters cell is there."""
    cells = nb.cells
    langs = languages(nb)
    i = 0
    while i < len(cells):
        if "lang" not in cells[i].metadata:
            i += 1
            continue
        passage = cells[i : i + len(langs)]
        found = [c.metadata.get("lang") for c in passage]
        if found != list(langs) or len({c.cell_type for c in passage}) != 1:
            missing = [lang for lang in langs if lang not in found]
            what = f"no {', '.join(missing)} translation" if missing else f"languages in the order {found}"
            msg = (
                f"{name}: the passage at cell {i} ({_first_line(cells[i])!r}) has {what}; each passage needs "
                f"one {cells[i].cell_type} cell per language, in the order {', '.join(langs)}"
            )
            raise SourceError(msg)
        i += len(langs)
    params = [c for c in cells if "parameters" in c.metadata.get("tags", [])]
    if len(params) != 1 or not PARAMETER.search(params[0].source):
        msg = f'{name}: one code cell tagged "parameters" must set LANG = "en" (found {len(params)})'
        raise SourceError(msg)


def for_language(source: nbformat.NotebookNode, lang: str, stem: str) -> nbformat.NotebookNode:
    """The notebook a learner of ``lang`` reads: shared cells, that language's cells, LANG set."""
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = dict(KERNELSPEC)
    nb.metadata["language_info"] = {"name": "python"}
    for cell in source.cells:
        if cell.metadata.get("lang", lang) != lang:
            continue
        meta = {k: v for k, v in cell.metadata.items() if k != "lang"}
        text = cell.source
        if "parameters" in meta.get("tags", []):
            text = PARAMETER.sub(f'LANG = "{lang}"', text)
        new = (nbformat.v4.new_code_cell if cell.cell_type == "code" else nbformat.v4.new_markdown_cell)(text)
        new.metadata.update(copy.deepcopy(meta))
        new["id"] = f"{stem[:2]}-{len(nb.cells):02d}"
        nb.cells.append(new)
    return nb


def target(stem: str, lang: str) -> Path:
    return OUT_DIRS[lang] / f"{stem}.ipynb"


def build(path: Path, lang: str, run: bool = True, text_only: bool = False) -> Path:
    nb = for_language(read_source(path), lang, path.stem)
    out = target(path.stem, lang)
    out.parent.mkdir(parents=True, exist_ok=True)
    if text_only:
        _keep_outputs(nb, out)
    elif run:
        env_path = os.environ.get("PYTHONPATH", "")
        os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env_path) if p)
        client = NotebookClient(
            nb,
            timeout=1800,
            kernel_name="python3",
            resources={"metadata": {"path": str(out.parent)}},
            store_widget_state=False,
            record_timing=False,
        )
        client.execute()
        nb.metadata.pop("widgets", None)
        _stable_outputs(nb)
    nbformat.write(nb, out)
    return out


def _stable_outputs(nb: nbformat.NotebookNode) -> None:
    """Name each saved widget output after its cell and drop memory addresses from reprs,
    so that a rebuild changes only what really changed.

    No widget state is saved, so the ids point at nothing; they only need to be stable. They are the ids a
    board takes when JupyterLab runs its cell (``cell_model_id``: the cell's id and the board's number in
    it), so that a Run All and a save in JupyterLab leave the built notebook as it is (issue 52, point 3).
    """
    for cell in nb.cells:
        n = 0
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            if WIDGET_MIME in data:
                data[WIDGET_MIME]["model_id"] = cell_model_id(cell["id"], n)
                n += 1
            if isinstance(data.get("text/plain"), str):
                data["text/plain"] = re.sub(r" at 0x[0-9a-f]+>", ">", data["text/plain"])


def _keep_outputs(nb: nbformat.NotebookNode, out: Path) -> None:
    """Give ``nb`` the outputs saved in ``out`` when only text changed; ``SourceError`` if any code did."""
    old = nbformat.read(out, as_version=4) if out.exists() else None
    old_code = [c for c in old.cells if c.cell_type == "code"] if old else []
    new_code = [c for c in nb.cells if c.cell_type == "code"]
    if [c.source for c in old_code] != [c.source for c in new_code]:
        where = out.relative_to(ROOT) if out.is_relative_to(ROOT) else out
        msg = f"{where}: code changed, the saved outputs would be wrong: build without --text-only"
        raise SourceError(msg)
    for new, saved in zip(new_code, old_code, strict=True):
        new.outputs, new.execution_count = saved.outputs, saved.execution_count
    if old is not None and "language_info" in old.metadata:  # what the kernel said when it ran: kept too
        nb.metadata["language_info"] = old.metadata["language_info"]


def stale() -> list[str]:
    """Every built notebook whose cells differ from what its source gives now (empty when all is current)."""
    problems = []
    for path in sources():
        source = read_source(path)
        for lang in languages(source):
            out = target(path.stem, lang)
            if not out.exists():
                problems.append(f"{out.relative_to(ROOT)} is missing")
                continue
            want = for_language(source, lang, path.stem)
            have = nbformat.read(out, as_version=4)
            shape = [(c.cell_type, c.source, dict(c.metadata)) for c in want.cells]
            if shape != [(c.cell_type, c.source, dict(c.metadata)) for c in have.cells]:
                problems.append(f"{out.relative_to(ROOT)} differs from {path.relative_to(ROOT)}: rebuild it")
    return problems


def main(argv: list[str]) -> None:
    if "--check" in argv:
        problems = stale()
        print("\n".join(problems) or f"{len(sources())} sources in {len(LANGS)} languages: every notebook is current")
        sys.exit(1 if problems else 0)
    run = "--no-run" not in argv
    text_only = "--text-only" in argv
    langs = [argv[argv.index("--lang") + 1]] if "--lang" in argv else list(LANGS)
    wanted = [a for a in argv if not a.startswith("--") and a not in LANGS]
    paths = [p for p in sources() if not wanted or any(p.name.startswith(w) for w in wanted)]
    written = {path: languages(read_source(path)) for path in paths}  # a missing translation stops here
    for path in paths:
        for lang in (lang for lang in langs if lang in written[path]):
            t = time.perf_counter()
            out = build(path, lang, run, text_only)
            print(f"{out.relative_to(ROOT)}  ({time.perf_counter() - t:.1f} s)", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
