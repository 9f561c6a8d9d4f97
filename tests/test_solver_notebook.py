"""notebooks/11_winnability.ipynb (and its pt/pl builds) is saved with its tables and figures.

tests/test_notebooks.py runs it top to bottom in each language on a few deals.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = [ROOT / "notebooks" / "11_winnability.ipynb"] + [
    ROOT / "notebooks" / lang / "11_winnability.ipynb" for lang in ("pt", "pl")
]


def outputs_of(nb) -> list:
    return [o for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.parent.name)
def test_saved_notebook_has_its_tables_and_plots(path):
    nb = nbformat.read(path, as_version=4)
    outs = outputs_of(nb)
    assert all(c.get("execution_count") for c in nb.cells if c.cell_type == "code")
    assert not [o for o in outs if o.output_type == "error"]
    charts = [o["data"] for o in outs if "image/png" in o.get("data", {})]
    assert len(charts) >= 2  # Spiderette and Spider
    for chart in charts:  # every chart says in words what each bar shows, undecided deals included
        alt = re.search(r'alt="([^"]+)"', chart["text/html"]).group(1)
        assert alt.count("/") >= 6
    printed = "".join(o.get("text", "") for o in outs if o.output_type == "stream")
    assert "thoughtful" in printed and "honest" in printed and "| 62% |" in printed
    source = "\n".join(c.source for c in nb.cells if c.cell_type == "code")
    assert 'N_DEALS = int(os.environ.get("SPIDERETTE_NB_DEALS", 1000))' in source
