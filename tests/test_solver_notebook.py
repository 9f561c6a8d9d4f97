"""notebooks/11_winnability.ipynb runs top to bottom on a few deals and is saved with its figures."""

from __future__ import annotations

import os
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOK = ROOT / "notebooks" / "11_winnability.ipynb"


def outputs_of(nb) -> list:
    return [o for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])]


def test_saved_notebook_has_its_tables_and_plots():
    nb = nbformat.read(NOTEBOOK, as_version=4)
    outs = outputs_of(nb)
    assert all(c.get("execution_count") for c in nb.cells if c.cell_type == "code")
    assert not [o for o in outs if o.output_type == "error"]
    assert sum("image/png" in o.get("data", {}) for o in outs) >= 2  # Spiderette and Spider charts
    printed = "".join(o.get("text", "") for o in outs if o.output_type == "stream")
    assert "thoughtful" in printed and "honest" in printed and "rulebook 62%" in printed
    source = "\n".join(c.source for c in nb.cells if c.cell_type == "code")
    assert 'N_DEALS = int(os.environ.get("SPIDERETTE_NB_DEALS", 1000))' in source


@pytest.mark.slow
def test_notebook_runs_on_a_few_deals(monkeypatch):
    monkeypatch.setenv("SPIDERETTE_NB_DEALS", "3")
    monkeypatch.setenv("SPIDERETTE_NB_SPIDER_DEALS", "2")
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p))
    monkeypatch.setenv("MPLBACKEND", "module://matplotlib_inline.backend_inline")
    nb = nbformat.read(NOTEBOOK, as_version=4)
    client = NotebookClient(
        nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(NOTEBOOK.parent)}}
    )
    client.execute()
    outs = outputs_of(nb)
    assert not [o for o in outs if o.output_type == "error"]
    printed = "".join(o.get("text", "") for o in outs if o.output_type == "stream")
    assert "3 Spiderette and 2 Spider deals per suit count" in printed
    assert "Spider 4 suit(s)" in printed
    assert sum("image/png" in o.get("data", {}) for o in outs) >= 2
