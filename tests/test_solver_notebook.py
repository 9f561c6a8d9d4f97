"""notebooks/11_winnability.ipynb in every language: by default it reads the shipped table; recomputing is a switch.

tests/test_notebooks.py runs every language top to bottom (on the shipped table);
here the recompute switch runs once on a few deals.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from spiderette_widget.search.study import load_table

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = [ROOT / "notebooks" / "11_winnability.ipynb"] + [
    ROOT / "notebooks" / lang / "11_winnability.ipynb" for lang in ("pt", "pl", "es")
]
KEYS = [(g, k, p) for g in ("spiderette", "spider") for k in (1, 2, 4) for p in ("thoughtful", "honest")]


def outputs_of(nb) -> list:
    return [o for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])]


def charts(outs) -> list[str]:
    """The alt text of every chart."""
    return [
        re.search(r'alt="([^"]+)"', o["data"]["text/html"]).group(1) for o in outs if "image/png" in o.get("data", {})
    ]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.parent.name)
def test_saved_notebook_plots_the_shipped_table_and_names_what_it_lacks(path):
    nb = nbformat.read(path, as_version=4)
    outs = outputs_of(nb)
    assert all(c.get("execution_count") for c in nb.cells if c.cell_type == "code")
    assert not [o for o in outs if o.output_type == "error"]
    shipped = {(r["game"], r["suits"], r["player"]) for r in load_table() if r["rule"] == "strict"}
    printed = "".join(o.get("text", "") for o in outs if o.output_type == "stream")
    missing = ", ".join(f"{g} {k} {p}" for g, k, p in KEYS if (g, k, p) not in shipped) or "—"
    assert missing in printed
    alts = charts(outs)
    assert len(alts) == 1 + any(key[0] == "spider" for key in shipped)
    for alt in alts:  # every chart says in words what each bar shows
        assert alt.count("/") == sum(key[0] == ("spider" if "Spider " in alt else "spiderette") for key in shipped)
    source = "\n".join(c.source for c in nb.cells if c.cell_type == "code")
    assert 'N_DEALS = int(os.environ.get("SPIDERETTE_NB_DEALS", 1000))' in source


@pytest.mark.slow
def test_recomputing_is_one_switch(monkeypatch):
    monkeypatch.setenv("SPIDERETTE_NB_RECOMPUTE", "1")
    monkeypatch.setenv("SPIDERETTE_NB_DEALS", "2")
    monkeypatch.setenv("SPIDERETTE_NB_SPIDER_DEALS", "1")
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p))
    monkeypatch.setenv("MPLBACKEND", "module://matplotlib_inline.backend_inline")
    nb = nbformat.read(NOTEBOOKS[0], as_version=4)
    NotebookClient(
        nb, timeout=1800, kernel_name="python3", resources={"metadata": {"path": str(NOTEBOOKS[0].parent)}}
    ).execute()
    outs = outputs_of(nb)
    assert not [o for o in outs if o.output_type == "error"]
    printed = "".join(o.get("text", "") for o in outs if o.output_type == "stream")
    assert "Not in the shipped table yet (recompute to see them): —" in printed
    alts = charts(outs)
    assert len(alts) == 2 and all(alt.count("/") == 6 for alt in alts)
    assert "| 62% |" in printed
