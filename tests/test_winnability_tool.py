"""tools/winnability.py: --retry-open re-runs open rows with a larger node budget, in place; --merge folds tables;
--player expert plays the play rows with the expert."""

from __future__ import annotations

import csv
import subprocess
import sys
from pathlib import Path

from spiderette_widget.search import SOLVER_VERSION, Limit
from spiderette_widget.search.study import COLUMNS, run_one

TOOL = Path(__file__).resolve().parents[1] / "tools" / "winnability.py"


def write_table(path: Path, rows: list[dict]) -> None:
    with open(path, "w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, COLUMNS)
        writer.writeheader()
        writer.writerows({k: "" if row[k] is None else row[k] for k in COLUMNS} for row in rows)


def retry(path: Path, *args: str, code: int = 0) -> str:
    """Run the tool on ``path``; it must exit with ``code``. Its printed output."""
    done = subprocess.run(
        [sys.executable, str(TOOL), "--out", str(path), *args], capture_output=True, text=True, timeout=600
    )
    assert done.returncode == code, done.stdout + done.stderr
    return done.stdout + done.stderr


def test_retry_open_replaces_only_the_open_rows_in_place_and_resumes(tmp_path):
    table = tmp_path / "rows.csv"
    open_row = run_one("SD1-S1-AAAAAAD", solve_kw={"limit": Limit(nodes=1000)})  # too few nodes: open
    relaxed = run_one("SD1-S1-AAAAAAJ", solve_kw={"limit": Limit(nodes=1000), "relaxed_deal": True})
    won = run_one("SD1-S1-AAAAAAC", solve_kw={"limit": Limit(nodes=300_000)})
    assert (open_row["verdict"], relaxed["verdict"], won["verdict"]) == ("unknown", "unknown", "win")
    write_table(table, [open_row, won, relaxed])
    before = table.read_text().splitlines()

    out = retry(table, "--retry-open", "300000", "--only", "strict")
    assert "retried 1 open rows with 300,000 nodes each: 1 now decided" in out
    after = table.read_text().splitlines()
    assert after[0] == before[0] and after[2:] == before[2:]  # the header and the other rows, untouched
    row = next(csv.DictReader(after))
    assert [row[k] for k in ("code", "rule", "verdict", "limit_nodes")] == ["SD1-S1-AAAAAAD", "strict", "win", "300000"]
    assert row["solver"] == SOLVER_VERSION and int(row["moves"]) > 0
    assert not list(tmp_path.glob("*.tmp"))

    out = retry(table, "--retry-open", "300000")  # the relaxed row now; the strict one is done
    assert "retried 1 open rows" in out
    assert "retried 0 open rows" in retry(table, "--retry-open", "300000")
    assert [r["verdict"] for r in csv.DictReader(table.read_text().splitlines())] == ["win", "win", "win"]


def test_retry_open_refuses_a_missing_table_and_a_bad_budget(tmp_path):
    assert "no table at" in retry(tmp_path / "none.csv", "--retry-open", "1000", code=2)
    assert "needs a positive number of nodes, got 0" in retry(tmp_path / "none.csv", "--retry-open", "0", code=2)


def test_merge_keeps_one_row_per_deal_decided_then_newer_then_larger_budget(tmp_path):
    base = run_one("SD1-S1-AAAAAAD", solve_kw={"limit": Limit(nodes=1000)})  # open
    assert base["verdict"] == "unknown"
    cells = {k: "" if base[k] is None else str(base[k]) for k in COLUMNS}

    def row(**changes: str) -> dict:
        return {**cells, **changes}

    a, b, out = tmp_path / "a.csv", tmp_path / "b.csv", tmp_path / "table.csv"
    write_table(out, [row(code="SD1-S2-AAAAAAB", suits="2", verdict="win", solver="search-4", limit_nodes="300000")])
    write_table(a, [
        row(code="SD1-S1-AAAAAAD", verdict="unknown", solver="search-6", limit_nodes="700000"),
        row(code="SD1-S2-AAAAAAB", suits="2", verdict="unknown", solver="search-6", limit_nodes="700000"),
        row(code="SD1-S1-AAAAAAE", verdict="win", solver="search-5", limit_nodes="300000"),
    ])
    write_table(b, [
        row(code="SD1-S1-AAAAAAD", verdict="no win", solver="search-5", limit_nodes="300000"),
        row(code="SD1-S1-AAAAAAE", verdict="win", solver="search-10", limit_nodes="300000"),
        row(code="SD1-S1-AAAAAAE", verdict="win", solver="search-10", limit_nodes="900000", rule="relaxed"),
    ])
    assert "4 rows in" in retry(out, "--merge", str(a), str(b))
    rows = [(r["code"], r["rule"], r["verdict"], r["solver"]) for r in csv.DictReader(out.open(encoding="utf-8"))]
    assert rows == [
        ("SD1-S1-AAAAAAE", "relaxed", "win", "search-10"),  # sorted: game, suits, rule, player, code
        ("SD1-S1-AAAAAAD", "strict", "no win", "search-5"),  # decided beats open, even from an older solver
        ("SD1-S1-AAAAAAE", "strict", "win", "search-10"),  # search-10 is newer than search-5
        ("SD1-S2-AAAAAAB", "strict", "win", "search-4"),  # the table's decided row stays
    ]
    assert "\r" not in out.read_text(encoding="utf-8") and not list(tmp_path.glob("*.tmp"))
    assert "4 rows in" in retry(out, "--merge", str(a), str(b))  # merging again changes nothing
    assert "no table at" in retry(out, "--merge", str(tmp_path / "none.csv"), code=2)


def test_player_expert_plays_the_play_rows_as_the_expert_reproducibly(tmp_path):
    table = tmp_path / "rows.csv"
    out = retry(table, "--only", "spiderette 1 play", "--player", "expert", "--rounds", "1")
    assert "spiderette 1 play strict expert 1 deals" in out
    (row,) = csv.DictReader(table.read_text().splitlines())
    expected = ("SD1-S1-AAAAAAA", "play", "expert", "100000000")
    assert (row["code"], row["mode"], row["player"], row["limit_nodes"]) == expected
    again = run_one("SD1-S1-AAAAAAA", "play", "expert", {"limit": Limit(nodes=100_000_000)})
    same = [k for k in COLUMNS if k != "seconds"]
    assert [row[k] for k in same] == ["" if again[k] is None else str(again[k]) for k in same]
    assert "invalid choice: 'thoughtful'" in retry(table, "--player", "thoughtful", code=2)
