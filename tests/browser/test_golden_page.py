"""The golden playthroughs (tests/golden/*.json) replayed in real headless Chromium, by a user's hands.

The page is the board's front end (js/src) over the harness's stand-in model; the kernel behind
it is a real ``SpideretteWidget`` in this process. Each golden step is made
the way a player makes it (a drag for a move, a double-click for ``auto``, the
stock, a button, a key, an answer button); the intent the page sends must be
the golden's, to the field; it goes to the widget as a comm message would, the
widget's new traits go back to the page, and the board must then show what
the golden says: the status line (text, kind, id), every column's cards and
face-down count, score, moves, the stock, the won/stuck state and the
exercise panel.
"""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from goldens import differences, files, load, seen, send, start

from spiderette_widget import SpideretteWidget

pytestmark = pytest.mark.browser

GOLDENS = files()
BUTTONS = {
    "deal": ".sp-stock",
    "undo": ".sp-undo",
    "redo": ".sp-redo",
    "restart": ".sp-restart",
    "reset": ".sp-ex-reset",
    "show": ".sp-ex-show",
    "next": ".sp-ex-next",
    "solve": ".sp-solve-btn",
    "solve_step": ".sp-solve-step",
}
KEYS = {"hint": "h", "describe": "p"}  # made with the keyboard, the board focused


def plain(value: Any) -> Any:
    """As the comm sends it: JSON (a ``StatusKind`` becomes its string)."""
    return json.loads(json.dumps(value))


def mount(page, w: SpideretteWidget) -> None:
    state = {
        "view": w.view,
        "status": w.status,
        "labels": w.labels,
        "double_click": w.double_click,
        "auto_place": w.auto_place,
        "highlights": w.highlights,
        "hints": w.hints,
        "lang": w.lang,
        "lesson": w.lesson,
    }
    page.evaluate("s => harness.mount(s)", plain(state))


def push(page, w: SpideretteWidget) -> None:
    """The kernel's answer: the widget's traits, as one sync message would bring them (view first)."""
    for name in ("labels", "view", "status"):
        page.evaluate("([n, v]) => harness.set(n, v)", [name, plain(getattr(w, name))])


def wait_for(page, js: str, arg: Any = None, timeout: float = 30.0) -> None:
    """Poll a JS condition (generous: the machine may be busy)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if page.evaluate(js, arg):
            return
        time.sleep(0.02)
    raise AssertionError(f"timed out waiting for {js} ({arg!r})")


def card(col: int, index: int) -> str:
    return f'.sp-card[data-col="{col}"][data-index="{index}"]'


def top_strip(page, selector: str) -> tuple[float, float]:
    """A point on the visible top strip of a (possibly covered) card."""
    box = page.locator(selector).bounding_box()
    assert box is not None, selector
    return box["x"] + box["width"] / 2, box["y"] + 8


def act(page, intent: dict[str, Any], view: dict[str, Any]) -> None:
    """Make ``intent`` as a player does, on the board the page shows (``view``)."""
    kind = intent["type"]
    if kind in ("move", "auto"):
        src, count = intent["src"], intent["count"]
        group = card(src, len(view["columns"][src - 1]["up"]) - count)
        if kind == "auto":
            page.mouse.dblclick(*top_strip(page, group))
            return
        box = page.locator(f'.sp-column[data-col="{intent["dst"]}"]').bounding_box()
        assert box is not None
        page.mouse.move(*top_strip(page, group))
        page.mouse.down()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + 40, steps=8)
        page.mouse.up()
    elif kind in BUTTONS:
        page.click(BUTTONS[kind])
    elif kind in KEYS:
        page.focus(".spiderette")
        page.keyboard.press(KEYS[kind])
    elif kind == "answer":
        page.click(f'.sp-ex-option[data-option="{intent["value"]}"]')
    else:
        raise AssertionError(f"no gesture for {kind}")


BOARD = """() => {
  const cols = [...document.querySelectorAll('.sp-column')].map(c => ({
    hidden: c.querySelectorAll('.sp-back').length,
    up: [...c.querySelectorAll('.sp-card')].map(e => e.dataset.card),
  }));
  const root = document.querySelector('.spiderette');
  const status = document.querySelector('.sp-status');
  const ex = document.querySelector('.sp-exercise');
  const state = document.querySelector('.sp-ex-state');
  return {
    columns: cols,
    score: Number(document.querySelector('.sp-score').dataset.value),
    moves: Number(document.querySelector('.sp-moves').dataset.value),
    deals_left: Number(document.querySelector('.sp-stock').dataset.dealsLeft),
    won: root.classList.contains('sp-won'),
    stuck: root.classList.contains('sp-stuck'),
    status: {id: Number(status.dataset.id), kind: status.dataset.kind, text: status.textContent},
    exercise: ex && !ex.hidden && state
      ? ['open', 'met', 'lost', 'shown'].find(s => state.classList.contains('sp-ex-' + s)) : null,
  };
}"""


def shown(page) -> dict[str, Any]:
    return page.evaluate(BOARD)


def expected_on_page(step: dict[str, Any]) -> dict[str, Any]:
    v = step["view"]
    return {
        "columns": [{"hidden": c["hidden"], "up": c["up"]} for c in v["columns"]],
        "score": v["score"],
        "moves": v["moves"],
        "deals_left": v["deals_left"],
        "won": v["won"],
        "stuck": v["stuck"],
        "status": step["status"],
        "exercise": panel_state(v["exercise"]),
    }


def panel_state(ex: dict[str, Any] | None) -> str | None:
    """The state the panel draws: an answer shown (not found) is "shown", never "met"."""
    if not ex:
        return None
    return "shown" if ex["shown"] and not ex["solved"] and ex["state"] != "open" else ex["state"]


@pytest.mark.parametrize("path", GOLDENS, ids=[p.stem for p in GOLDENS])
def test_golden_playthrough_in_the_browser(page, path):
    golden = load(path)
    w = start(golden["start"])
    mount(page, w)
    want = expected_on_page(golden["initial"])
    wait_for(page, f"() => ({BOARD})().status.id === {want['status']['id']}")
    assert shown(page) == want
    for i, step in enumerate(golden["steps"], 1):
        before = len(page.evaluate("harness.sent()"))
        act(page, step["intent"], w.view)
        wait_for(page, "n => harness.sent().length > n", before)
        sent = page.evaluate("harness.sent()")[before:]
        assert sent == [step["intent"]], f"step {i}: the page sent {sent}, the golden has {step['intent']}"
        send(w, sent[0])
        assert differences(step, seen(w), f"step {i}") == []
        push(page, w)
        want = expected_on_page(step)
        wait_for(
            page,
            "s => { const t = document.querySelector('.sp-status'); "
            "return Number(t.dataset.id) === s.id && t.textContent === s.text; }",
            step["status"],
        )
        wait_for(
            page,
            "() => document.querySelector('.spiderette').dataset.pending === undefined "
            "|| document.querySelector('.spiderette').dataset.pending === '0'",
        )
        assert shown(page) == want, f"step {i} {step['intent']}"
