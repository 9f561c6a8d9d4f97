"""Every benchmark runs: each script in benchmarks/ in its quick mode (``--quick``: a tiny sample).

The quick mode checks that a benchmark still runs end to end and prints its
table, not how fast anything is: its figures mean nothing and nothing here
compares them with a target. A benchmark that breaks (an import moved, a
name renamed, a statistic of an empty list) fails here. Each script must
print the line its table ends with (``LAST_WORDS``).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SCRIPTS = sorted(p.name for p in (REPO / "benchmarks").glob("*.py"))

# what each script's quick run must print (a figure of its table, or the message of a missing compiler)
LAST_WORDS = {
    "beams.py": r"width 20: won [01] of 1",
    "calibration.py": r"spider 4 suit\(s\): 2 games[\s\S]*skill -?[\d.]+[\s\S]*a perfect judge's skill",
    "complete_layers.py": r"event classes: \d+; the largest:\n +stock \d+, \d+ face down, \d+ columns without: [\d,]+",
    "complete_memory.py": r"SD1-S4-AABOKIY +[\w ]+ +[\d,]+ +[\d.]+ +\d+ +[\d.]+",
    "compiled.py": r"every run identical|is not installed .*: the plain search ran alone",
    "engine.py": r"play \+ undo actions / s \(2 per pair\) +[\d,]+ +[\d,]+",
    "exercises.py": r"set in [\d.]+ ms",
    "fresh.py": r"decided: \d+/2 = [\d.]+% \(95% Wilson [\d.]+%-[\d.]+%\)[\s\S]*wins not replayed: none",
    "expert.py": r"expert won \d+ deals honest lost",
    "hints.py": r"positions searched: p50 [\d,]+",
    "judge_hindsight.py": r"gather: [\d.]+ CPU s[\s\S]*\+ greedy \+ seen +cross-validated skill [\d.]+, gain",
    "judge_paired.py": r"gain of the second: [-+][\d.]+ \[[-+][\d.]+, [-+][\d.]+\]",
    "lite.py": r"warm visit \(median of 1\): .*board drawn [\d.]+",
    "ranking.py": r"\d+ decisions with two plans or more",
    "refine_end_games.py": r"\{'won': \d+, 'lost': \d+, 'open': \d+\}",
    "review.py": r"SD1-S1-\w+ +\d+ +\w+",
    "solver.py": r"wall time \d+ s",
    "speed.py": r"every row identical",
    "teaching.py": r"spider +board_svg: +\d+ us per picture",
    "widget.py": r"release -> drawn \(mouse drag, Spider\) +2 moves +median [\d.]+ ms +p95 [\d.]+ ms"
    r"[\s\S]*bytes per search progress update",
    "winnable.py": r"Later winnable deals in the same process: [\d.]+ ms each \(5 deals\)",
}
MARKS = {
    "widget.py": [pytest.mark.browser, pytest.mark.lab],
    "lite.py": [pytest.mark.browser, pytest.mark.lite],
}


def test_every_script_has_its_expected_words():
    assert sorted(LAST_WORDS) == SCRIPTS


@pytest.mark.slow
@pytest.mark.parametrize("script", [pytest.param(s, marks=MARKS.get(s, [])) for s in SCRIPTS])
def test_the_benchmark_runs_in_its_quick_mode(script):
    done = subprocess.run(
        [sys.executable, str(REPO / "benchmarks" / script), "--quick"],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=900,  # lite.py builds the site first when no test has (minutes); the others take seconds
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert re.search(LAST_WORDS[script], done.stdout), done.stdout[-3000:]
