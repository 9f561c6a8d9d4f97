"""tools/crosscheck.py: which verdict pairs contradict, and which table rows ``--table`` checks."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from test_winnability_tool import write_table

from spiderette_widget.search import Limit
from spiderette_widget.search.study import run_one

TOOL = Path(__file__).resolve().parents[1] / "tools" / "crosscheck.py"
spec = importlib.util.spec_from_file_location("crosscheck", TOOL)
crosscheck = importlib.util.module_from_spec(spec)
spec.loader.exec_module(crosscheck)


@pytest.mark.parametrize(
    ("ours", "theirs", "strict", "clash"),
    [
        ("win", "no win", False, True),
        ("no win", "win", False, True),
        ("win", "no win", True, True),  # a strict win is a relaxed win too
        ("no win", "win", True, False),  # the relaxed rule only adds deals
        ("no win", "no win", True, False),
        ("win", "unknown", False, False),
        ("unknown", "no win", False, False),
    ],
)
def test_only_a_win_against_a_proven_loss_under_the_same_or_an_easier_rule_contradicts(ours, theirs, strict, clash):
    found, note = crosscheck.agreement(ours, theirs, strict=strict)
    assert found is clash
    assert (note == "CONTRADICTION") is clash


def test_table_mode_checks_the_rows_of_the_rule_and_verdicts_asked_for(tmp_path):
    rows = [
        run_one("SD1-S1-AAAAAAD", solve_kw={"limit": Limit(nodes=1000)}),
        run_one("SD1-S1-AAAAAAC", solve_kw={"limit": Limit(nodes=300_000)}),
        run_one("SD1-S1-AAAAAAC", solve_kw={"limit": Limit(nodes=300_000), "relaxed_deal": True}),
        run_one("SD1-S1-AAAAAAC", "play"),
    ]
    assert [r["verdict"] for r in rows] == ["unknown", "win", "win", "no win"]  # the honest player gives up
    table = tmp_path / "rows.csv"
    write_table(table, rows)
    strict_wins = crosscheck.table_cases(table, "strict", ["win"], [1], "spiderette")
    assert [(code, verdict, nodes) for code, _, verdict, nodes in strict_wins] == [("SD1-S1-AAAAAAC", "win", 300_000)]
    assert strict_wins[0][1].code == "SD1-S1-AAAAAAC"
    assert [c[0] for c in crosscheck.table_cases(table, "relaxed", ["win", "no win"], [1], "spiderette")] == [
        "SD1-S1-AAAAAAC"
    ]
    assert crosscheck.table_cases(table, "strict", ["no win"], [1], "spiderette") == []  # not the honest player's
    assert crosscheck.table_cases(table, "strict", ["win"], [2, 4], "spiderette") == []
