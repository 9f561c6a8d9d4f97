"""Issue 41 item 10: every "has to go" claim of a puzzle's "why" holds on the engine's board.

A why such as "The natural try, moving A♠ from column 3 onto 2♠, fails: it covers 2♠, where A♦
has to go" says that 2♠'s column is the one place for A♦ where the answer moves it. The engine's
legal moves there say whether that is so (p27 once said it while A♦ could also go onto 2♣).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import tomllib

from spiderette_widget.classroom import puzzles

DATA = Path(__file__).resolve().parents[1] / "spiderette_widget" / "data" / "puzzles.toml"
TEXT = DATA.read_text(encoding="utf-8")
ALTERNATIVE = dict(re.findall(r'name = "(p\d+)"[^\[]*?natural alternative (\S+)', TEXT))
CLAIMS = ("fails: it covers", "fails: it fills")


def claims() -> list[tuple[str, str]]:
    rows = tomllib.loads(TEXT)["exercise"]
    return [(r["name"], r["why"]["en"]) for r in rows if any(c in r["why"]["en"] for c in CLAIMS)]


def test_the_set_makes_such_claims_and_names_each_alternative():
    assert len(claims()) >= 5
    assert all(name in ALTERNATIVE for name, _ in claims())


@pytest.mark.parametrize(("name", "why"), claims())
def test_where_a_group_has_to_go_it_has_no_other_place(name, why):
    ex = next(e for e in puzzles() if e.name == name)
    g = ex.start
    alt = g.parse_move(ALTERNATIVE[name])
    for action in ex.goal.line:  # the answer's move that lands where the alternative lands
        if not action.is_deal and action.dst == alt.dst:
            places = {m.dst for m in g.legal_moves() if m.src == action.src and m.count == action.count}
            assert places == {action.dst}, f"{name}: {why!r}, but the group can go to columns {sorted(places)}"
            return
        g.play(action)
    pytest.fail(f"{name}: no move of the answer lands in column {alt.dst}, which the why names")
