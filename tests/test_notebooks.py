"""The companion notebooks run top to bottom, use only the public API, and are saved with outputs.

Each notebook runs in a fresh "python3" kernel with SPIDERETTE_NB_DEALS=10, so
the strategy notebooks simulate a small sample.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
NB_DIR = ROOT / "notebooks"
NOTEBOOKS = sorted(NB_DIR.glob("[0-9][0-9]_*.ipynb"))
RULE_ID = re.compile(r"\b(?:lift|place|nothing|king|no|deal|stock|undo|empty)-[a-z-]+\b")
PUBLIC_MODULES = {
    "spiderette_widget",
    "spiderette_widget.svg",
    "spiderette_widget.plots",
    "spiderette_widget.players",
    "spiderette_widget.solver",
    "spiderette_widget.study",
    "spiderette_widget.teach",
}


def code_cells(nb) -> list[str]:
    return [c.source for c in nb.cells if c.cell_type == "code"]


def test_the_course_is_complete_and_indexed():
    names = [p.stem for p in NOTEBOOKS]
    assert [n[:2] for n in names] == [f"{i:02d}" for i in range(12)]
    index = (NB_DIR / "README.md").read_text(encoding="utf-8")
    for p in NOTEBOOKS:
        assert f"({p.name})" in index, f"{p.name} is missing from notebooks/README.md"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_notebook_uses_only_the_public_api_and_is_saved_with_outputs(path):
    nb = nbformat.read(path, as_version=4)
    source = "\n".join(code_cells(nb))
    imported = set(re.findall(r"^\s*from\s+(spiderette_widget[\w.]*)\s+import", source, re.M))
    imported |= set(re.findall(r"^\s*import\s+(spiderette_widget[\w.]*)", source, re.M))
    assert imported and imported <= PUBLIC_MODULES, imported - PUBLIC_MODULES
    private = re.findall(r"\.(_[a-z]\w*)", source)
    assert not private, f"private names used: {private}"
    cells = [c for c in nb.cells if c.cell_type == "code"]
    assert all(c.get("execution_count") for c in cells), "save the notebook executed (tools/build_notebooks.py)"
    outputs = [o for c in cells for o in c.get("outputs", [])]
    assert not [o for o in outputs if o.output_type == "error"]
    assert any("image/svg+xml" in o.get("data", {}) for o in outputs), "no board picture in the saved outputs"


@pytest.mark.slow
@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_notebook_runs_top_to_bottom(path, monkeypatch):
    monkeypatch.setenv("SPIDERETTE_NB_DEALS", "10")
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p))
    monkeypatch.setenv("MPLBACKEND", "module://matplotlib_inline.backend_inline")
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(
        nb,
        timeout=1800,  # a safety cap for a hung kernel, not a speed test: CI machines run loaded
        kernel_name="python3",
        resources={"metadata": {"path": str(NB_DIR)}},
        store_widget_state=False,
    )
    client.execute()  # raises CellExecutionError on the first failing cell
    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])]
    assert not [o for o in outputs if o.output_type == "error"]
    stderr = "".join(o.get("text", "") for o in outputs if o.output_type == "stream" and o.get("name") == "stderr")
    assert "Traceback" not in stderr and "Warning" not in stderr, stderr
    if "except IllegalMove" in "\n".join(code_cells(nb)):
        printed = "".join(o.get("text", "") for o in outputs if o.output_type == "stream")
        assert RULE_ID.search(printed), "a caught refusal should be printed with its rule"
