"""The widget's contract (spiderette_widget/board/_protocol.py) against docs/protocol.md and against real play.

The doc's tables are read and compared key for key, type for type, with the
``TypedDict``s; every view and status a real board syncs (Spiderette and
Spider, won, stuck, the solver's line, exercises, lessons) is checked against
them with typeguard's ``check_type``; every intent shape the ``TypedDict``s
allow passes ``check_intent``'s shape checks, and a wrong one is refused with
a status that names the field.
"""

from __future__ import annotations

import json
import re
import types
from pathlib import Path
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typeguard import TypeCheckError, check_type

from spiderette_widget import Game, SpideretteWidget
from spiderette_widget.board._intents import Refused, check_intent
from spiderette_widget.board._protocol import (
    INTENT_FIELDS,
    INTENT_TYPES,
    INTENTS,
    OPTIONAL_FIELDS,
    STRUCTS,
    Intent,
    Status,
    StatusKind,
    View,
)
from spiderette_widget.classroom import Exercise, ExerciseSet, TurnUp, WillBeAllowed
from spiderette_widget.text._stats import Stats as StatsFile
from spiderette_widget.text._words import LANGS, labels

DOC = Path(__file__).resolve().parents[1] / "docs" / "protocol.md"

TEACHING = "spiderette\n1: QH ? | 9S 8S 7H\n2: 10D\n3: 8C"
NEAR_WIN = "spiderette\nsuits: 1\nremoved: S S S\nstock: -\n1: KS QS JS 10S 9S 8S 7S\n2: 6S 5S 4S\n3: 3S 2S AS\n4: -"
STUCK_AFTER_ONE = "spiderette\nsuits: 4\nstock: -\n1: 5S\n2: 9H\n3: 6D\n4: 10C"


# ------------------------------------------------------------ the doc's tables
def _cells(line: str) -> list[str]:
    """A markdown table row's cells; ``\\|`` stays a ``|`` inside a cell."""
    return [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]


def doc_tables(text: str) -> list[list[list[str]]]:
    """Every markdown table of ``text``: rows of cells, the header first (the ``---`` row left out)."""
    tables: list[list[list[str]]] = []
    current: list[list[str]] = []
    for line in [*text.splitlines(), ""]:
        if line.startswith("|"):
            row = _cells(line)
            if not all(set(c) <= {"-", ":"} for c in row):
                current.append(row)
        elif current:
            tables.append(current)
            current = []
    return tables


def unquote(cell: str) -> str:
    return cell[1:-1] if cell.startswith("`") and cell.endswith("`") else cell


def keyed_tables(text: str) -> dict[str, dict[str, str]]:
    """``{"View": {"rev": "int", ...}, ...}`` from the tables headed ``| `Name` key | type | ... |``."""
    out: dict[str, dict[str, str]] = {}
    for table in doc_tables(text):
        m = re.fullmatch(r"`(\w+)` key", table[0][0])
        if m:
            assert m.group(1) not in out, f"two tables for {m.group(1)}"
            out[m.group(1)] = {unquote(row[0]): unquote(row[1]) for row in table[1:]}
    return out


def type_text(tp: Any) -> str:
    """An annotation as the doc writes it: ``int``, ``str | null``, ``list[Column]``, ``"move" | "deal"``."""
    origin = get_origin(tp)
    if tp is type(None):
        return "null"
    if origin is Literal:
        return " | ".join(json.dumps(a) for a in get_args(tp))
    if origin in (Union, types.UnionType):
        return " | ".join(type_text(a) for a in get_args(tp))
    if origin is list:
        return f"list[{type_text(get_args(tp)[0])}]"
    if origin is dict:
        return "dict[{}, {}]".format(*map(type_text, get_args(tp)))
    assert isinstance(tp, type), tp
    return tp.__name__


def struct_keys(cls: type) -> dict[str, str]:
    return {key: type_text(tp) for key, tp in get_type_hints(cls).items()}


def differences(doc: dict[str, dict[str, str]]) -> list[str]:
    """What the doc's keyed tables and the ``TypedDict``s disagree on, one line each."""
    out = []
    names = {cls.__name__ for cls in STRUCTS}
    out += [f"{name}: documented, but no such TypedDict" for name in sorted(set(doc) - names)]
    for cls in STRUCTS:
        documented, typed = doc.get(cls.__name__), struct_keys(cls)
        if documented is None:
            out.append(f"{cls.__name__}: no table in docs/protocol.md")
            continue
        for key in documented.keys() | typed.keys():
            if documented.get(key) != typed.get(key):
                out.append(f"{cls.__name__}.{key}: doc says {documented.get(key)}, TypedDict says {typed.get(key)}")
    return out


def test_every_synced_structure_is_documented_key_for_key_with_its_type():
    assert differences(keyed_tables(DOC.read_text(encoding="utf-8"))) == []


def test_a_doc_that_differs_from_the_types_is_caught():
    text = DOC.read_text(encoding="utf-8")
    wrong_type = text.replace("| `stock` | `int` |", "| `stock` | `str` |", 1)
    missing = text.replace("| `deals_left` | `int` | deals the stock has left |\n", "", 1)
    extra = text.replace("| `hidden` | `int` |", "| `colour` | `str` | |\n| `hidden` | `int` |", 1)
    assert differences(keyed_tables(wrong_type)) == ["View.stock: doc says str, TypedDict says int"]
    assert differences(keyed_tables(missing)) == ["View.deals_left: doc says None, TypedDict says int"]
    assert differences(keyed_tables(extra)) == ["Column.colour: doc says str, TypedDict says None"]


def test_status_kinds_are_the_documented_ones():
    (table,) = [t for t in doc_tables(DOC.read_text(encoding="utf-8")) if t[0][0] == "`StatusKind` value"]
    assert [json.loads(unquote(row[0])) for row in table[1:]] == [k.value for k in StatusKind]
    assert type_text(get_type_hints(Status)["kind"]) == "StatusKind"


def intent_table() -> dict[str, tuple[dict[str, str], dict[str, str], str]]:
    """``{type: (required fields, optional fields, TypedDict name)}`` from the doc's intents table."""
    (table,) = [t for t in doc_tables(DOC.read_text(encoding="utf-8")) if t[0][0] == "intent `type`"]
    out = {}
    for kind, fields, typed, _ in table[1:]:
        required, optional = {}, {}
        for field in re.findall(r"`([^`]+)`", fields):
            name, tp = (s.strip() for s in field.split(":", 1))
            (optional if name.endswith("?") else required)[name.rstrip("?")] = tp
        out[json.loads(unquote(kind))] = (required, optional, unquote(typed))
    return out


def test_every_intent_is_documented_with_its_fields_and_types():
    doc = intent_table()
    assert sorted(doc) == sorted(INTENT_FIELDS)
    for kind, (required, optional, typed) in doc.items():
        cls = INTENT_TYPES[kind]
        hints = get_type_hints(cls)
        assert typed == cls.__name__, kind
        assert required == {k: type_text(hints[k]) for k in INTENT_FIELDS[kind]}, kind
        assert optional == {k: type_text(hints[k]) for k in OPTIONAL_FIELDS[kind]}, kind
        assert kind in get_args(hints["type"])


def test_labels_are_the_documented_keys_in_every_language():
    text = DOC.read_text(encoding="utf-8")
    start = text.index("```json\n", text.index("`labels` (dict")) + len("```json\n")
    block = text[start : text.index("\n```", start)]
    documented = json.loads(block)
    assert documented == labels("en", "spider")  # the doc shows the English words
    for lang in LANGS:
        for game in ("spiderette", "spider"):
            assert set(labels(lang, game)) == set(documented), (lang, game)
            check_type(labels(lang, game), dict[str, str])


# ------------------------------------------------------------ real views conform
class Conforming:
    """Checks every ``view`` and ``status`` a widget syncs against the ``TypedDict``s."""

    def __init__(self, w: SpideretteWidget) -> None:
        self.w = w
        self.views = self.statuses = 0
        self.kinds: set[str] = set()
        self.lasts: set[str] = set()
        self.solves: set[str] = set()
        self.check(w.view, w.status)
        w.observe(lambda ch: self.check(view=ch["new"]), names="view")
        w.observe(lambda ch: self.check(status=ch["new"]), names="status")

    def check(self, view: Any = None, status: Any = None) -> None:
        if view is not None:
            check_type(view, View)
            json.dumps(view)
            self.views += 1
            self.lasts.add(view["last"]["kind"] if view["last"] else "null")
            self.solves.add(view["solve"]["state"] if view["solve"] else "null")
        if status is not None:
            check_type(status, Status)
            assert json.loads(json.dumps(status))["kind"] == StatusKind(status["kind"]).value
            self.statuses += 1
            self.kinds.add(StatusKind(status["kind"]).value)

    def send(self, kind: str, **fields: Any) -> None:
        fields.setdefault("rev", self.w.view["rev"])
        self.w._on_msg(self.w, {"type": kind, **fields})


def play_some(c: Conforming, actions: int) -> None:
    """Moves (the first legal one, then auto), a deal when it can, undo and redo, as the browser sends them."""
    for i in range(actions):
        v = c.w.view
        if v["won"] or v["stuck"]:
            break
        if v["legal"] and i % 4 != 3:
            src, count, dst = v["legal"][i % len(v["legal"])]
            c.send("move", src=src, count=count, dst=dst)
        elif v["best"]:
            src, count, _ = v["best"][0]
            c.send("auto", src=src, count=count)
        elif v["can_deal"]:
            c.send("deal")
        if i % 5 == 4:
            c.send("undo")
            c.send("redo")


@pytest.mark.parametrize(("game", "suits", "lang"), [("spiderette", 2, "en"), ("spider", 2, "pt"), ("spider", 4, "pl")])
def test_views_of_real_games_conform(tmp_path, game, suits, lang):
    w = SpideretteWidget.new(game, suits=suits, seed=7, lang=lang, stats=StatsFile(tmp_path / "stats.json"))
    c = Conforming(w)
    c.send("deal")
    play_some(c, 24)
    c.send("hint")
    c.send("describe")
    c.send("move", src=1, count=13, dst=2)  # refused
    c.send("restart")
    c.send("new", suits=1)
    c.send("undo")  # back to the game before
    w.lang = "en"
    w.refresh()
    assert c.views > 30 and c.statuses > 30
    assert {"info", "error", "hint", "describe"} <= c.kinds
    assert {"move", "deal", "undo", "redo", "new", "null"} <= c.lasts
    assert w.view["stats"] is not None


def test_won_game_with_the_solvers_line_conforms():
    w = SpideretteWidget(Game.from_text(NEAR_WIN), stats=False)
    c = Conforming(w)
    task = w.solve(budget_seconds=600)
    task.result(timeout=600)
    assert w.view["solve"]["state"] == "win"
    while not w.view["won"]:
        c.send("solve_step")
    assert w.status["kind"] == "win" and w.view["won"]
    c.send("move", src=1, count=1, dst=2)  # nothing left to move: refused
    assert {"search", "hint", "win", "error"} <= c.kinds and {"running", "win"} <= c.solves


def test_stuck_game_conforms():
    w = SpideretteWidget(Game.from_text(STUCK_AFTER_ONE), stats=False)
    c = Conforming(w)
    c.send("move", src=1, count=1, dst=3)  # 5S onto 6D: nothing can follow
    assert w.view["stuck"] and w.status["kind"] == "stuck"
    c.send("solve")
    w.solving.result(timeout=600)
    assert "no win" in c.solves and "stuck" in c.kinds


def test_exercises_and_lessons_conform():
    ex = ExerciseSet(
        [
            Exercise(TEACHING, TurnUp(1, within=2)),
            Exercise("spiderette\n1: 9S 8S 7H\n2: 10D", WillBeAllowed("1>2x3")),
        ]
    )
    w = SpideretteWidget(exercise=ex, stats=False)
    c = Conforming(w)
    c.send("move", src=1, count=1, dst=3)
    c.send("hint")
    c.send("move", src=1, count=1, dst=2)  # refused by the rules: counted by the exercise
    c.send("reset")
    c.send("show")
    c.send("next")
    c.send("answer", value=3)  # no such option
    c.send("answer", value=2)  # right: the rules refuse 1>2x3
    w.lesson = True
    c.send("hint")  # refused in lesson mode
    w.exercise = None
    assert w.view["exercise"] is None and c.views > 8
    assert {"info", "error", "hint", "win"} <= c.kinds


def test_a_view_that_breaks_the_contract_is_caught():
    w = SpideretteWidget(Game.from_text(TEACHING), stats=False)
    check_type(w.view, View)
    for broken in (
        {**w.view, "stock": "24"},
        {**w.view, "colour": "red"},
        {k: v for k, v in w.view.items() if k != "best"},
        {**w.view, "columns": [{"hidden": 1, "up": ["9S"]}]},
        {**w.view, "last": {"kind": "move", "src": 1}},
        {**w.view, "solve": {"state": "maybe", "nodes": 1, "steps_left": None}},
    ):
        with pytest.raises(TypeCheckError):
            check_type(broken, View)
    with pytest.raises(TypeCheckError):
        check_type({**w.status, "kind": "shout"}, Status)


# ------------------------------------------------------------ intents
@settings(max_examples=300, deadline=None)
@given(st.one_of(*(st.from_type(cls) for cls in INTENTS)))
def test_every_well_shaped_intent_passes_the_shape_checks(intent):
    """An intent the TypedDicts allow is refused, if at all, for a value: a range, a suit count, a stale rev."""
    g = Game.from_text(TEACHING)
    try:
        check_intent(intent, g, rev=intent.get("rev", 0))
    except Refused as exc:
        assert exc.key in {"bad_number", "bad_suits"}, (intent, exc.key)


def well_formed(kind: str, w: SpideretteWidget) -> dict[str, Any]:
    values = {"src": 1, "count": 1, "dst": 3, "rev": w.view["rev"], "suits": 2, "winnable": False, "value": 1,
              "index": 1}
    msg = {"type": kind, **{k: values[k] for k in INTENT_FIELDS[kind] + OPTIONAL_FIELDS[kind]}}
    check_type(msg, Intent)
    return msg


@pytest.mark.parametrize("kind", list(INTENT_FIELDS))
def test_a_wrong_intent_is_refused_naming_the_field(kind):
    w = SpideretteWidget(Game.from_text(TEACHING), stats=False)
    before = (w.view, w.game.to_dict())
    bad: list[tuple[dict[str, Any], str]] = []
    good = well_formed(kind, w)
    for field in INTENT_FIELDS[kind]:
        bad.append(({k: v for k, v in good.items() if k != field}, field))  # missing
    for field in INTENT_FIELDS[kind] + OPTIONAL_FIELDS[kind]:
        if field != "value":  # an answer may be a number or a word
            bad.append(({**good, field: "3"}, field))  # wrong type
    bad.append(({**good, "colour": 1}, "colour"))  # unknown field
    bad.append(({**good, "type": kind + "!"}, kind + "!"))  # unknown type
    for msg, field in bad:
        w._on_msg(w, msg)
        assert w.status["kind"] == "error", msg
        assert field in w.status["text"], (msg, w.status["text"])
        assert (w.view, w.game.to_dict()) == before, msg
