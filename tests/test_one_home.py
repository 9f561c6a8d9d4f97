"""One home for each fact (issue 55 item 2): a second copy of one of these fails here.

- The card encoding's operations are named in ``engine/_cards.py`` (``rank_of``, ``suit_of``,
  ``make_card``); only the two search cores (``search/core.py``, ``search/_native.c``) spell them as
  bits in their hot loops.
- One run table: ``engine/_cards.RUNS`` (the engine, the notation and the searches read it).
- The evaluation's weights live in ``search/_weights.py``; the native core receives them at setup
  (as it receives ``Move`` and ``DEAL``), so ``_native.c`` defines none of them.
"""

from __future__ import annotations

import re
from pathlib import Path

from spiderette_widget.engine._cards import RUNS, card_text, make_card, rank_of, run_of, suit_of
from spiderette_widget.search import _weights

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "spiderette_widget"
SEARCH_CORES = {"search/core.py"}  # and search/_native.c, not Python
HOME = "engine/_cards.py"
BITS = re.compile(r"&\s*15\b|>>\s*4\b|\*\s*16\s*\+|\b16\s*\*\s*\w")  # rank, suit, a card made by hand
RUN_TABLE = re.compile(r"range\(\s*(?:13|KING)\s*,\s*0\s*,\s*-1\s*\)|\b_?RUNS?(?:_OF)?\s*=(?!=)")
WEIGHT = re.compile(r"^\s*(?:WEIGHTS|DISORDER|WIN_SCORE)\s*=", re.M)


def python_sources() -> list[tuple[str, str]]:
    """(path, text) of the package's and the tools' and benchmarks' Python files."""
    paths = [*PACKAGE.rglob("*.py"), *(ROOT / "tools").glob("*.py"), *(ROOT / "benchmarks").glob("*.py")]
    return [(p.relative_to(PACKAGE if PACKAGE in p.parents else ROOT).as_posix(), p.read_text("utf-8")) for p in paths]


def code_lines(text: str) -> list[str]:
    """The lines of ``text`` without their comments (a comment may say what the bits are)."""
    return [line.split("#")[0] for line in text.splitlines()]


def test_the_card_encoding_is_spelled_in_bits_only_at_home_and_in_the_search_cores():
    found = [
        (path, line.strip())
        for path, text in python_sources()
        if path not in SEARCH_CORES | {HOME}
        for line in code_lines(text)
        if BITS.search(line)
    ]
    assert found == []
    assert BITS.search("if first & 15 == 13:") and BITS.search("suit * 16 + r") and BITS.search("c >> 4")


def test_one_run_table():
    found = [
        (path, line.strip())
        for path, text in python_sources()
        if path != HOME
        for line in code_lines(text)
        if RUN_TABLE.search(line)
    ]
    assert found == []
    assert [card_text(c) for c in RUNS[1][:2]] == ["KH", "QH"] and list(RUNS[3]) == run_of(3)
    assert all(rank_of(c) == 13 - i and suit_of(c) == s for s in range(4) for i, c in enumerate(RUNS[s]))
    assert make_card(2, 12) == RUNS[2][1]


def test_the_evaluation_weights_are_written_once_and_handed_to_the_native_core():
    native_c = (PACKAGE / "search/_native.c").read_text("utf-8")
    assert not re.search(r"#define\s+(?:W_\w+|DISORDER|WIN_SCORE)\b", native_c)
    assert "setup(Move, DEAL, BudgetSpent, weights, disorder, win_score)" in native_c
    homes = [path for path, text in python_sources() if WEIGHT.search(text)]
    assert homes == ["search/_weights.py"]
    assert (_weights.WEIGHTS, _weights.DISORDER, _weights.WIN_SCORE) == ((1000, 40, 10, 3, 25), 10, 10**6)
