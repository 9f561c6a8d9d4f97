"""A notebook written for 0.1.0 still runs: the public module paths from before the folders import, with a warning."""

from __future__ import annotations

import subprocess
import sys

import pytest


@pytest.mark.parametrize(
    ("old", "new", "name"),
    [
        ("spiderette_widget.teach", "spiderette_widget.classroom.teach", "show"),
        ("spiderette_widget.exercises", "spiderette_widget.classroom.exercises", "Exercise"),
        ("spiderette_widget.solver", "spiderette_widget.search.solver", "solve"),
        ("spiderette_widget.plots", "spiderette_widget.pictures.plots", "plot_score"),
    ],
)
def test_an_old_public_path_gives_the_module_at_its_new_path_with_a_deprecation_warning(old, new, name):
    code = (
        "import importlib, warnings\n"
        "with warnings.catch_warnings(record=True) as caught:\n"
        "    warnings.simplefilter('always')\n"
        f"    old = importlib.import_module({old!r})\n"
        f"new = importlib.import_module({new!r})\n"
        f"print(old is new, hasattr(old, {name!r}), old.__name__, [str(w.message) for w in caught])\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == f"True True {new} ['{old} is now {new}']"


def test_a_private_path_from_before_the_folders_is_not_kept():
    with pytest.raises(ModuleNotFoundError):
        __import__("spiderette_widget._words")
