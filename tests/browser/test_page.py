"""Page-level tests of the board's front end (js/src) in headless Chromium with a stand-in model.

Each test mounts the widget with given trait values, acts as a user would
(mouse, touch, keyboard) and asserts what the page shows and the exact
intents recorded by the stand-in model's send().
"""

from __future__ import annotations

import copy
import itertools
import time

import pytest

from spiderette_widget.text._words import labels, phrase

pytestmark = pytest.mark.browser

REV = 12

# A Spiderette position. Column 3 ends 9S 8S 7H (only 7H movable); column 5 is
# empty; column 7's 10H 9H 8H is one movable group of three.
COLUMNS = [
    {"hidden": 0, "up": ["KS", "QS", "JS"], "movable": 3},
    {"hidden": 1, "up": ["AC"], "movable": 1},
    {"hidden": 2, "up": ["9S", "8S", "7H"], "movable": 1},
    {"hidden": 3, "up": ["8D"], "movable": 1},
    {"hidden": 0, "up": [], "movable": 0},
    {"hidden": 5, "up": ["AS"], "movable": 1},
    {"hidden": 6, "up": ["10H", "9H", "8H"], "movable": 3},
]
LEGAL = [
    [1, 1, 5],
    [1, 2, 5],
    [1, 3, 5],
    [2, 1, 5],
    [3, 1, 4],
    [3, 1, 5],
    [3, 1, 7],
    [4, 1, 5],
    [6, 1, 5],
    [7, 1, 5],
    [7, 2, 5],
    [7, 3, 1],
    [7, 3, 5],
]

# JupyterLab's dark theme values (theme-dark-extension/index.css).
DARK_THEME = {
    "--jp-layout-color0": "#111",
    "--jp-layout-color1": "#212121",
    "--jp-layout-color2": "#424242",
    "--jp-layout-color3": "#616161",
    "--jp-ui-font-color0": "#fff",
    "--jp-ui-font-color1": "rgba(255,255,255,.87)",
    "--jp-ui-font-color2": "rgba(255,255,255,.54)",
    "--jp-content-font-color1": "#fff",
    "--jp-border-color1": "#616161",
    "--jp-brand-color0": "#1976d2",
    "--jp-brand-color1": "#2196f3",
    "--jp-brand-color2": "#64b5f6",
    "--jp-error-color1": "#f44336",
    "--jp-warn-color1": "#ff9800",
    "--jp-success-color1": "#4caf50",
}


def spiderette_view(**overrides):
    view = {
        "rev": REV,
        "game": "spiderette",
        "suits": 2,
        "scoring": "app",
        "code": "SD1-S2-AAAAABD",
        "columns": copy.deepcopy(COLUMNS),
        "stock": 24,
        "deals_left": 4,
        "removed": ["S", "H"],
        "runs_to_win": 4,
        "score": 500,
        "moves": 3,
        "won": False,
        "stuck": False,
        "can_deal": True,
        "can_undo": True,
        "can_redo": False,
        "legal": copy.deepcopy(LEGAL),
        "hint": None,
        "last": None,
    }
    view.update(overrides)
    return view


def spider_view(**overrides):
    """A long 10-column Spider board: 119 cards on the table, one column of 23."""
    ranks = ["K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "A"]
    suits = "SHDC"
    columns = []
    for c in range(10):
        up_len = 18 if c == 0 else 4 + c % 6
        up = [ranks[i % 13] + suits[(c + i // 3) % 4] for i in range(up_len)]
        columns.append({"hidden": 5 if c < 4 else 4, "up": up, "movable": 2})
    view = spiderette_view(
        game="spider",
        suits=4,
        code="SP1-S4-AAAAAAA",
        columns=columns,
        stock=10,
        deals_left=1,
        removed=[],
        runs_to_win=8,
        legal=[[1, 2, 3]],
    )
    view.update(overrides)
    return view


def mount(page, view=None, answer=False, **traits):
    """Render the widget with these traits; ``answer``: the stand-in kernel answers each intent at once."""
    state = {
        "view": view if view is not None else spiderette_view(),
        "status": {"id": 0, "kind": "info", "text": ""},
        "labels": {},
        "double_click": True,
        "auto_place": False,
        "highlights": True,
        "hints": True,
        "lang": "en",
    }
    state.update(traits)
    took = page.evaluate("s => harness.mount(s)", state)
    page.evaluate("on => harness.autoAnswer(on)", answer)
    return took


def sent(page):
    return page.evaluate("harness.sent()")


def set_trait(page, name, value):
    page.evaluate("([n, v]) => harness.set(n, v)", [name, value])


def card(col, index):
    return f'.sp-card[data-col="{col}"][data-index="{index}"]'


def column(col):
    return f'.sp-column[data-col="{col}"]'


def grab_point(page, selector):
    """A point on the visible top strip of a (possibly covered) card."""
    box = page.locator(selector).bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + 8


def center(page, selector):
    box = page.locator(selector).bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def classes_on(page, selector, cls):
    """["col:index", ...] of the matching elements that carry class ``cls``."""
    return page.eval_on_selector_all(
        selector,
        "(els, cls) => els.filter(e => e.classList.contains(cls))"
        ".map(e => e.dataset.col + ':' + (e.dataset.index ?? ''))",
        cls,
    )


def target_cols(page):
    return page.eval_on_selector_all(".sp-column.sp-target", "els => els.map(e => Number(e.dataset.col))")


def start_drag(page, selector, to, steps=8):
    x, y = grab_point(page, selector)
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(*to, steps=steps)


def wait_for(page, js, timeout=15.0):
    """Poll a short JS condition (see recipes/browser-tests.md)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if page.evaluate(js):
            return
        time.sleep(0.02)
    raise AssertionError(f"timed out waiting for {js}")


# ------------------------------------------------------------------ render


def test_renders_columns_cards_and_header(page):
    mount(page)
    assert page.locator(".spiderette .sp-column").count() == 7
    assert page.locator(".sp-card").count() == 12
    assert page.locator(".sp-back").count() == 17
    assert page.locator(f"{column(3)} .sp-back").count() == 2
    assert page.locator(card(3, 2)).get_attribute("data-card") == "7H"
    assert "sp-red" in page.locator(card(3, 2)).get_attribute("class")
    assert "sp-red" not in page.locator(card(3, 1)).get_attribute("class")
    assert page.locator(card(7, 0)).inner_text().startswith("10")
    assert page.locator(f"{column(5)} .sp-empty").count() == 1
    assert page.locator(".sp-score").get_attribute("data-value") == "500"
    assert page.locator(".sp-score").inner_text().split() == ["Score", "500"]
    assert page.locator(".sp-moves").get_attribute("data-value") == "3"
    assert "SD1-S2-AAAAABD" in page.locator(".sp-code").inner_text()
    assert page.locator(".sp-removed .sp-run:not(.sp-run-empty)").count() == 2
    assert page.locator(".sp-removed .sp-run-empty").count() == 2
    assert page.locator('.sp-run[data-suit="H"]').get_attribute("class") == "sp-run sp-red"
    assert page.locator(".sp-stock").inner_text().split("\n") == ["Deal", "4 deals left"]
    assert page.locator(".sp-suits").input_value() == "2"
    root = page.locator(".spiderette")
    assert root.get_attribute("data-lm-suppress-shortcuts") is not None
    assert page.locator(".sp-board").get_attribute("aria-label") == "Spiderette board"
    assert page.locator(column(3)).get_attribute("aria-label") == "Column 3, 2 face-down, 9♠︎ 8♠︎ 7♥︎"


def test_no_face_down_identity_in_dom(page):
    mount(page)
    backs = page.eval_on_selector_all(
        ".sp-back",
        "els => els.map(e => ({attrs: e.getAttributeNames().sort(), text: e.textContent, kids: e.children.length}))",
    )
    assert len(backs) == 17
    for b in backs:
        assert b == {"attrs": ["aria-hidden", "class", "data-col"], "text": "", "kids": 0}
    assert page.locator(".sp-back.back").count() == 17
    # the only card codes in the page are the face-up ones
    html = page.inner_html(".spiderette")
    codes = page.eval_on_selector_all("[data-card]", "els => els.map(e => e.dataset.card)")
    assert sorted(codes) == sorted(c for col in COLUMNS for c in col["up"])
    assert html.count("data-card=") == 12


def test_full_spider_board_render_time(page):
    """Prints the re-render time of a full Spider board (no timed assert: the machine may be busy).

    Two boards alternate so every column changes each time (as after a deal
    or a new game); then single moves, where only two columns change.
    """
    first = mount(page, spider_view())
    assert page.locator(".sp-column").count() == 10
    cards = sum(c["hidden"] + len(c["up"]) for c in spider_view()["columns"])
    assert page.locator(".sp-card").count() + page.locator(".sp-back").count() == cards == 119
    other = spider_view()
    other["columns"] = other["columns"][1:] + other["columns"][:1]  # every column differs
    moved = spider_view()
    moved["columns"][2]["up"].append(moved["columns"][1]["up"].pop())  # one move: two columns change
    # one view change per frame, as messages arrive from the kernel
    render_loop = """async ([a, b, n, rev]) => {
        const out = [];
        for (let i = 0; i < n; i++) {
          await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
          out.push(harness.timeSet('view', {...(i % 2 ? b : a), rev: rev + i}));
        }
        return out; }"""
    full = page.evaluate(render_loop, [spider_view(), other, 60, REV + 1])
    move = page.evaluate(render_loop, [spider_view(), moved, 30, REV + 100])
    shown = page.eval_on_selector_all(f"{column(3)} .sp-card", "els => els.map(e => e.dataset.card)")
    assert shown == moved["columns"][2]["up"]  # the last view set is the one after the move

    def pct(values, q):
        ordered = sorted(values)
        return ordered[round(q * (len(ordered) - 1))]

    for name, times in (("full board", full[10:]), ("one move", move[4:])):
        script, total = [t[0] for t in times], [t[1] for t in times]
        print(
            f"{name} re-render ({len(times)} runs):"
            f" script median {pct(script, 0.5):.2f} ms, p95 {pct(script, 0.95):.2f} ms;"
            f" with style + layout median {pct(total, 0.5):.2f} ms, p95 {pct(total, 0.95):.2f} ms"
        )
    print(f"first render {first:.2f} ms")


# Font size and rect of every face-up card's corner text (the face's text node),
# and whether the corner is uncovered (the point at its centre hits that card).
CORNERS_JS = """() => [...document.querySelectorAll('.sp-board .sp-card')].map(card => {
  const face = card.querySelector('.sp-face');
  const range = document.createRange();
  range.selectNodeContents(face.firstChild);
  const r = range.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return {card: card.dataset.col + ':' + card.dataset.index, font: parseFloat(getComputedStyle(face).fontSize),
          height: r.height, width: r.width, uncovered: Boolean(hit && hit.closest('.sp-card') === card)};
})"""


def host_width(page, px):
    page.evaluate(f"document.getElementById('host').style.setProperty('--host-width', '{px}px')")


def test_card_text_scales_with_the_column_width(page):
    font = "parseFloat(getComputedStyle(document.querySelector('.sp-card')).fontSize)"
    col_px = "document.querySelector('.sp-column').clientWidth"
    host_width(page, 1000)
    mount(page, spider_view())
    wait_for(page, f"Math.abs({font} - Math.max(13, 0.19 * {col_px})) < 0.5")
    wide = page.evaluate(font)
    assert wide > 15
    host_width(page, 700)
    wait_for(page, f"Math.abs({font} - Math.max(13, 0.19 * {col_px})) < 0.5")
    assert 13 <= page.evaluate(font) < wide


@pytest.mark.parametrize("width", [700, 600])
def test_corner_text_stays_readable_in_a_narrow_cell(page, width):
    """Rank + suit at least 13 px, never covered by the next card: Spiderette and Spider."""
    host_width(page, width)
    for view, ncols in ((spiderette_view(), 7), (spider_view(), 10)):
        mount(page, view)
        wait_for(page, "getComputedStyle(document.querySelector('.spiderette')).getPropertyValue('--sp-card-w') !== ''")
        corners = page.evaluate(CORNERS_JS)
        assert len(corners) == sum(len(c["up"]) for c in view["columns"])
        assert min(c["font"] for c in corners) >= 13, corners
        assert min(c["height"] for c in corners) >= 12, corners
        assert [c["card"] for c in corners if not c["uncovered"]] == []
        board = page.locator(".sp-board")
        assert board.bounding_box()["width"] <= width
        # it fits without scrolling sideways
        assert page.evaluate("(b => b.scrollWidth <= b.clientWidth + 1)(document.querySelector('.sp-board'))")
        assert page.locator(".sp-column").count() == ncols


def test_a_very_narrow_cell_scrolls_the_board_instead_of_shrinking_text(page):
    """A notebook in a 700 px window with the file browser open leaves about 340 px."""
    host_width(page, 340)
    mount(page, spider_view(), labels=labels("pt", "spider"), lang="pt")
    wait_for(page, "getComputedStyle(document.querySelector('.spiderette')).getPropertyValue('--sp-card-w') !== ''")
    board = page.locator(".sp-board")
    assert board.bounding_box()["width"] <= 340
    assert page.evaluate("(b => b.scrollWidth > b.clientWidth + 20)(document.querySelector('.sp-board'))")
    # only the board scrolls: the header (8 run slots, buttons, stock) wraps inside the widget
    root = page.locator(".spiderette").bounding_box()
    for sel in (".sp-run", ".sp-btn:visible", ".sp-stock", ".sp-suits", ".sp-status"):
        for node in page.locator(f".sp-header {sel}, .sp-msg {sel}").all():
            assert inside(node.bounding_box(), root), sel
    assert min(c["font"] for c in page.evaluate(CORNERS_JS)) >= 13
    # scrolled to the end, the last column shows in full and still takes a drag
    page.evaluate("(b => { b.scrollLeft = b.scrollWidth; })(document.querySelector('.sp-board'))")
    last = page.locator(column(10)).bounding_box()
    assert last["x"] + last["width"] <= board.bounding_box()["x"] + board.bounding_box()["width"] + 1
    start_drag(page, card(10, 5), center(page, column(9)))
    page.mouse.up()
    assert sent(page) == [{"type": "move", "src": 10, "count": 2, "dst": 9, "rev": REV}]


def test_ten_columns_fit_a_notebook_cell_and_align(page):
    page.evaluate("document.getElementById('host').style.setProperty('--host-width', '720px')")
    mount(page, spider_view())
    board = page.locator(".sp-board").bounding_box()
    assert board["width"] <= 720
    boxes = [page.locator(column(c)).bounding_box() for c in range(1, 11)]
    assert len({round(b["y"]) for b in boxes}) == 1, "columns share a top edge"
    widths = [b["width"] for b in boxes]
    assert max(widths) - min(widths) < 1
    for a, b in itertools.pairwise(boxes):
        assert a["x"] + a["width"] <= b["x"], "columns do not overlap"
    # every card sits inside its column
    for c in range(1, 11):
        col = page.locator(column(c)).bounding_box()
        for node in page.locator(f"{column(c)} .sp-card, {column(c)} .sp-back").all():
            bb = node.bounding_box()
            assert col["x"] - 0.5 <= bb["x"] and bb["x"] + bb["width"] <= col["x"] + col["width"] + 0.5
    # the 23-card column is fanned tighter than a short one, keeping the board low
    long_gap = page.evaluate(
        f"""() => {{ const c = [...document.querySelectorAll('{column(1)} .sp-card')];
        return c[1].getBoundingClientRect().top - c[0].getBoundingClientRect().top; }}"""
    )
    short_gap = page.evaluate(
        f"""() => {{ const c = [...document.querySelectorAll('{column(5)} .sp-card')];
        return c[1].getBoundingClientRect().top - c[0].getBoundingClientRect().top; }}"""
    )
    assert long_gap < short_gap
    card_w = page.locator(card(1, 0)).bounding_box()["width"]
    # the column numbers' row (above the cards, issue 22 item 2) comes on top of the fan's budget
    numbers = page.evaluate(
        "() => { const n = document.querySelector('.sp-colnum'); "
        "return n.getBoundingClientRect().height + parseFloat(getComputedStyle(n).marginBottom); }"
    )
    assert board["height"] - numbers < card_w * 6.5
    # the rank stays readable in the narrowest fan strip: the corner is not covered
    corner_bottom = page.evaluate(
        f"""() => {{ const r = document.createRange();
        r.selectNodeContents(document.querySelector('{card(1, 5)} .sp-face').firstChild);
        return r.getBoundingClientRect().bottom; }}"""
    )
    next_top = page.locator(card(1, 6)).bounding_box()["y"]
    assert corner_bottom <= next_top + 1


# ------------------------------------------------------------------ drag


def test_drag_sends_move_and_highlights_accepting_columns(page):
    mount(page)
    start_drag(page, card(3, 2), center(page, column(4)))
    assert target_cols(page) == [4, 5, 7]
    assert page.locator(".sp-ghost .sp-card").count() == 1
    assert page.locator(".sp-ghost [data-col]").count() == 0
    assert classes_on(page, ".sp-card", "sp-lifted") == ["3:2"]
    assert classes_on(page, ".sp-column", "sp-over") == ["4:"]
    assert sent(page) == []
    page.mouse.up()
    assert sent(page) == [{"type": "move", "src": 3, "count": 1, "dst": 4, "rev": REV}]
    assert target_cols(page) == []
    assert page.locator(".sp-ghost").count() == 0


def test_drag_from_inside_a_group_lifts_the_rest_of_it(page):
    mount(page)
    start_drag(page, card(7, 1), center(page, column(5)))
    assert target_cols(page) == [5]
    assert page.locator(".sp-ghost .sp-card").count() == 2
    page.mouse.up()
    assert sent(page) == [{"type": "move", "src": 7, "count": 2, "dst": 5, "rev": REV}]


def test_drop_on_a_column_that_does_not_accept_is_still_sent(page):
    """The kernel decides legality and explains a refusal."""
    mount(page)
    start_drag(page, card(3, 2), center(page, column(2)))
    page.mouse.up()
    assert sent(page) == [{"type": "move", "src": 3, "count": 1, "dst": 2, "rev": REV}]


def test_cards_outside_the_end_group_cannot_be_lifted(page):
    mount(page)
    start_drag(page, card(3, 1), center(page, column(5)))
    assert page.locator(".sp-ghost").count() == 0
    assert target_cols(page) == []
    page.mouse.up()
    assert sent(page) == []


def test_drop_on_own_column_or_outside_cancels(page):
    mount(page)
    x, y = center(page, column(3))
    start_drag(page, card(3, 2), (x, y + 40))
    page.mouse.up()
    start_drag(page, card(3, 2), (500, 880))  # below the widget
    page.mouse.up()
    assert sent(page) == []
    assert page.locator(".sp-ghost").count() == 0
    assert classes_on(page, ".sp-card", "sp-lifted") == []


def test_auto_place_sends_auto_for_a_drop_anywhere(page):
    mount(page, auto_place=True, answer=True)
    start_drag(page, card(3, 2), center(page, column(2)))
    page.mouse.up()
    start_drag(page, card(7, 0), center(page, ".sp-score"))  # over the widget, not over a column
    page.mouse.up()
    assert sent(page) == [
        {"type": "auto", "src": 3, "count": 1, "rev": REV},
        {"type": "auto", "src": 7, "count": 3, "rev": REV},
    ]


def test_no_highlights_when_option_is_off(page):
    mount(page, highlights=False)
    start_drag(page, card(3, 2), center(page, column(4)))
    assert page.locator(".sp-ghost").count() == 1
    assert target_cols(page) == []
    page.mouse.up()
    assert sent(page) == [{"type": "move", "src": 3, "count": 1, "dst": 4, "rev": REV}]


def test_a_new_view_cancels_a_drag(page):
    mount(page)
    start_drag(page, card(3, 2), center(page, column(4)))
    set_trait(page, "view", spiderette_view(rev=REV + 1))
    assert page.locator(".sp-ghost").count() == 0
    page.mouse.up()
    assert sent(page) == []


# -------------------------------------------------------------- tap / click


def test_tap_then_tap_sends_a_move(page):
    mount(page)
    page.mouse.click(*grab_point(page, card(7, 1)))
    assert classes_on(page, ".sp-card", "sp-selected") == ["7:1", "7:2"]
    assert target_cols(page) == [5]
    assert sent(page) == []
    page.mouse.click(*center(page, column(5)))
    assert sent(page) == [{"type": "move", "src": 7, "count": 2, "dst": 5, "rev": REV}]
    assert classes_on(page, ".sp-card", "sp-selected") == []


def test_tap_again_or_escape_cancels_the_selection(page):
    mount(page)
    page.mouse.click(*grab_point(page, card(3, 2)))
    assert classes_on(page, ".sp-card", "sp-selected") == ["3:2"]
    page.wait_for_timeout(600)  # not a double-click
    page.mouse.click(*grab_point(page, card(3, 2)))
    assert classes_on(page, ".sp-card", "sp-selected") == []
    page.mouse.click(*grab_point(page, card(3, 2)))
    assert classes_on(page, ".sp-card", "sp-selected") == ["3:2"]
    page.keyboard.press("Escape")
    assert classes_on(page, ".sp-card", "sp-selected") == []
    assert target_cols(page) == []
    assert sent(page) == []


def test_double_click_sends_exactly_one_auto(page):
    mount(page, answer=True)
    page.mouse.dblclick(*grab_point(page, card(7, 2)))
    page.wait_for_timeout(100)
    assert sent(page) == [{"type": "auto", "src": 7, "count": 1, "rev": REV}]
    assert classes_on(page, ".sp-card", "sp-selected") == []
    page.mouse.dblclick(*grab_point(page, card(7, 0)))
    assert sent(page)[1:] == [{"type": "auto", "src": 7, "count": 3, "rev": REV}]


def test_double_click_off_sends_nothing_and_leaves_no_selection(page):
    mount(page, double_click=False)
    page.mouse.dblclick(*grab_point(page, card(7, 2)))
    page.wait_for_timeout(100)
    assert sent(page) == []
    assert classes_on(page, ".sp-card", "sp-selected") == []


def test_double_click_on_a_card_that_cannot_move_sends_nothing(page):
    mount(page)
    page.mouse.dblclick(*grab_point(page, card(3, 0)))
    page.wait_for_timeout(100)
    assert sent(page) == []


# ------------------------------------------------------------------ touch


def test_touch_tap_sends_auto(touch_page):
    page = touch_page
    mount(page)
    page.touchscreen.tap(*grab_point(page, card(3, 2)))
    page.wait_for_timeout(100)
    assert sent(page) == [{"type": "auto", "src": 3, "count": 1, "rev": REV}]
    assert classes_on(page, ".sp-card", "sp-selected") == []


def test_touch_tap_selects_when_double_click_is_off(touch_page):
    page = touch_page
    mount(page, double_click=False)
    page.touchscreen.tap(*grab_point(page, card(3, 2)))
    assert classes_on(page, ".sp-card", "sp-selected") == ["3:2"]
    page.touchscreen.tap(*center(page, column(4)))
    page.wait_for_timeout(100)
    assert sent(page) == [{"type": "move", "src": 3, "count": 1, "dst": 4, "rev": REV}]


def test_touch_drag_with_pointer_events(touch_page):
    page = touch_page
    mount(page)
    x0, y0 = grab_point(page, card(7, 0))
    x1, y1 = center(page, column(1))
    page.evaluate(
        """([sel, x0, y0, x1, y1]) => {
        const opts = (x, y) => ({bubbles: true, cancelable: true, pointerId: 7, pointerType: 'touch',
                                 isPrimary: true, clientX: x, clientY: y, button: 0, buttons: 1});
        const card = document.querySelector(sel);
        card.dispatchEvent(new PointerEvent('pointerdown', opts(x0, y0)));
        for (let i = 1; i <= 6; i++) {
          const x = x0 + (x1 - x0) * i / 6, y = y0 + (y1 - y0) * i / 6;
          card.dispatchEvent(new PointerEvent('pointermove', opts(x, y)));
        }
        window.__targets = [...document.querySelectorAll('.sp-column.sp-target')].map(e => +e.dataset.col);
        card.dispatchEvent(new PointerEvent('pointerup', {...opts(x1, y1), buttons: 0}));
        }""",
        [card(7, 0), x0, y0, x1, y1],
    )
    assert page.evaluate("window.__targets") == [1, 5]
    assert sent(page) == [{"type": "move", "src": 7, "count": 3, "dst": 1, "rev": REV}]


def test_a_small_wobble_is_still_a_tap(touch_page):
    page = touch_page
    mount(page)
    x, y = grab_point(page, card(2, 0))
    page.evaluate(
        """([sel, x, y]) => {
        const o = (dx) => ({bubbles: true, pointerId: 3, pointerType: 'touch', isPrimary: true,
                           clientX: x + dx, clientY: y});
        const c = document.querySelector(sel);
        c.dispatchEvent(new PointerEvent('pointerdown', o(0)));
        c.dispatchEvent(new PointerEvent('pointermove', o(3)));
        c.dispatchEvent(new PointerEvent('pointerup', o(3)));
        }""",
        [card(2, 0), x, y],
    )
    assert sent(page) == [{"type": "auto", "src": 2, "count": 1, "rev": REV}]


# --------------------------------------------------------------- keyboard


def test_keyboard_lift_choose_target_and_drop(page):
    mount(page)
    page.focus(column(3))
    assert page.evaluate("document.activeElement.dataset.col") == "3"
    assert page.evaluate("[...document.querySelectorAll('.sp-column')].map(c => c.tabIndex)") == [
        -1,
        -1,
        0,
        -1,
        -1,
        -1,
        -1,
    ]
    page.keyboard.press("Space")
    assert classes_on(page, ".sp-card", "sp-selected") == ["3:2"]
    assert target_cols(page) == [4, 5, 7]
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.dataset.col") == "4"
    page.keyboard.press("Enter")
    assert sent(page) == [{"type": "move", "src": 3, "count": 1, "dst": 4, "rev": REV}]
    assert classes_on(page, ".sp-card", "sp-selected") == []


def test_keyboard_up_down_choose_how_many_cards(page):
    mount(page)
    page.focus(column(7))
    assert classes_on(page, ".sp-card", "sp-cursor") == ["7:0", "7:1", "7:2"]
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")  # stops at one card
    assert classes_on(page, ".sp-card", "sp-cursor") == ["7:2"]
    page.keyboard.press("ArrowUp")
    assert classes_on(page, ".sp-card", "sp-cursor") == ["7:1", "7:2"]
    page.keyboard.press("Space")
    assert classes_on(page, ".sp-card", "sp-selected") == ["7:1", "7:2"]
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("Space")
    assert sent(page) == [{"type": "move", "src": 7, "count": 2, "dst": 5, "rev": REV}]


def test_keyboard_escape_cancels_and_drop_on_source_cancels(page):
    mount(page)
    page.focus(column(1))
    page.keyboard.press("Enter")
    assert len(classes_on(page, ".sp-card", "sp-selected")) == 3
    page.keyboard.press("Escape")
    assert classes_on(page, ".sp-card", "sp-selected") == []
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")  # dropped back on its own column
    assert classes_on(page, ".sp-card", "sp-selected") == []
    assert sent(page) == []


def test_keyboard_focus_survives_a_new_view(page):
    mount(page)
    page.focus(column(4))
    set_trait(page, "view", spiderette_view(rev=REV + 1))
    assert page.evaluate("document.activeElement.dataset.col") == "4"


def test_keyboard_shortcuts_send_intents_and_stop_propagation(page):
    mount(page, answer=True)
    page.evaluate(
        """window.__outside = 0; document.addEventListener('keydown', (e) => {
            if (!['Control', 'Shift', 'Alt', 'Meta'].includes(e.key)) window.__outside++; })"""
    )
    page.focus(column(2))
    for key in ["d", "u", "Control+z", "y", "Control+Shift+z", "h", "n", "s"]:
        page.keyboard.press(key)
    assert sent(page) == [
        {"type": "deal", "rev": REV},
        {"type": "undo", "rev": REV},
        {"type": "undo", "rev": REV},
        {"type": "redo", "rev": REV},
        {"type": "redo", "rev": REV},
        {"type": "hint", "rev": REV},
        {"type": "new", "suits": 2},
        {"type": "new", "suits": 4},
    ]
    assert page.evaluate("window.__outside") == 0
    page.keyboard.press("q")  # not ours, and still kept from the notebook
    assert page.evaluate("window.__outside") == 0
    page.keyboard.press("Control+s")  # a Ctrl shortcut the board does not use reaches the page
    assert page.evaluate("window.__outside") == 1


def test_s_cycles_suits_from_the_current_game(page):
    for now, nxt in [(1, 2), (2, 4), (4, 1)]:
        mount(page, spiderette_view(suits=now))
        page.focus(column(1))
        page.keyboard.press("s")
        assert sent(page) == [{"type": "new", "suits": nxt}]


def test_h_with_hints_off_asks_the_kernel_which_says_they_are_off(page):
    """Issue 27: H did nothing and said nothing; now the kernel answers "Hints are turned off"."""
    mount(page, hints=False, answer=True)
    page.focus(column(1))
    page.keyboard.press("h")
    page.keyboard.press("w")
    wait_for(page, "harness.sent().length === 2")
    assert sent(page) == [{"type": "hint", "rev": REV}, {"type": "solve", "rev": REV}]
    assert page.locator(".sp-hint-btn").is_hidden()


def test_focus_ring_is_visible_on_keyboard_focus(page):
    mount(page)
    page.focus(column(2))
    page.keyboard.press("ArrowRight")
    style = page.evaluate(
        "(() => { const s = getComputedStyle(document.activeElement); return [s.outlineStyle, s.outlineWidth]; })()"
    )
    outline = " ".join(style)
    assert outline == "solid 2px"


# ---------------------------------------------------------- header controls


def test_stock_click_sends_deal_even_when_disabled(page):
    mount(page)
    page.click(".sp-stock")
    set_trait(page, "view", spiderette_view(rev=REV + 1, can_deal=False, deals_left=0))
    # aria-disabled: Playwright's click() would wait for "enabled", so click like a user
    stock = page.locator(".sp-stock")
    assert page.locator(".sp-stock-pile .sp-stock-card").count() == 0
    assert "sp-disabled" in stock.get_attribute("class")
    assert stock.get_attribute("aria-disabled") == "true"
    assert stock.inner_text().split("\n") == ["Deal", "0 deals left"]
    page.mouse.click(*center(page, ".sp-stock"))
    assert sent(page) == [{"type": "deal", "rev": REV}, {"type": "deal", "rev": REV + 1}]
    set_trait(page, "view", spiderette_view(rev=REV + 2, deals_left=1))
    assert stock.inner_text().split("\n") == ["Deal", "1 deal left"]  # plural form


def test_buttons_send_intents(page):
    mount(page, answer=True)
    page.select_option(".sp-suits", "4")  # a suit count applies at once: a new game with it
    page.click(".sp-new")
    page.click(".sp-undo")
    page.mouse.click(*center(page, ".sp-redo"))  # can_redo is false: looks disabled, still asks
    page.click(".sp-hint-btn")
    assert page.locator(".sp-redo").get_attribute("aria-disabled") == "true"
    assert sent(page) == [
        {"type": "new", "suits": 4},
        {"type": "new", "suits": 4},
        {"type": "undo", "rev": REV},
        {"type": "redo", "rev": REV},
        {"type": "hint", "rev": REV},
    ]
    set_trait(page, "hints", False)
    assert page.locator(".sp-hint-btn").is_hidden()


def faces(page, col: int) -> list[str]:
    """The corner text of every face-up card in column ``col``, as a player reads it."""
    return page.eval_on_selector_all(f"{column(col)} .sp-face", "els => els.map(e => e.firstChild.nodeValue)")


def test_portuguese_labels_replace_every_visible_word(page):
    mount(page)
    set_trait(page, "labels", labels("pt"))
    set_trait(page, "lang", "pt")
    assert page.locator(".sp-new").inner_text() == "Nova partida"
    assert page.locator(".sp-undo").inner_text() == "Anular"
    assert page.locator(".sp-redo").inner_text() == "Refazer"
    assert page.locator(".sp-hint-btn").inner_text() == "Pista"
    assert page.locator(".sp-score").inner_text().split() == ["Pontuação", "500"]
    assert page.locator(".sp-moves").inner_text().split() == ["Jogadas", "3"]
    assert page.locator(".sp-stock").inner_text().split("\n") == ["Distribuir", "Distribuições restantes: 4"]
    assert page.locator(".sp-suits-label").inner_text().startswith("Naipes")
    options = page.locator(".sp-suits option").all_inner_texts()
    assert options == ["1 · Fácil", "2 · Médio", "4 · Difícil"]  # seed 000's names for 1, 2, 4 suits
    assert page.locator(".sp-board").get_attribute("aria-label") == "Tabuleiro de Spiderette"
    assert page.locator(column(5)).get_attribute("aria-label") == "Coluna 5, vazia"
    # a screen reader names the cards with Portuguese rank letters: rei, dama, valete
    assert page.locator(column(1)).get_attribute("aria-label") == "Coluna 1, R♠︎ D♠︎ V♠︎"
    assert faces(page, 1) == ["R♠︎", "D♠︎", "V♠︎"]  # the faces too, as on a Portuguese deck
    assert page.locator(column(3)).get_attribute("aria-label") == "Coluna 3, cartas ocultas: 2, 9♠︎ 8♠︎ 7♥︎"
    assert page.locator(".spiderette").get_attribute("lang") == "pt"
    english = ["New game", "Undo", "Redo", "Hint", "Score", "Moves", "Deal", "deals left", "Suits", "Game", "Easy"]
    text = page.locator(".spiderette").inner_text()
    assert [w for w in english if w in text] == []
    set_trait(page, "labels", labels("pl"))
    set_trait(page, "lang", "pl")
    assert page.locator(column(1)).get_attribute("aria-label") == "Kolumna 1, K♠︎ D♠︎ W♠︎"
    assert faces(page, 1) == ["K♠︎", "D♠︎", "W♠︎"]
    assert page.locator(".sp-suits option").all_inner_texts() == ["1 · Łatwy", "2 · Średni", "4 · Trudny"]


def test_plural_labels_follow_the_language(page):
    pl = {
        "deals_left": "Pozostało rozdań: {n}",
        "deals_left_one": "Pozostało {n} rozdanie",
        "deals_left_few": "Pozostały {n} rozdania",
        "deals_left_many": "Pozostało {n} rozdań",
    }
    shown = []
    for n in (1, 3, 5):
        mount(page, spiderette_view(deals_left=n), labels=pl, lang="pl")
        shown.append(page.locator(".sp-stock-count").inner_text())
    assert shown == ["Pozostało 1 rozdanie", "Pozostały 3 rozdania", "Pozostało 5 rozdań"]


def test_only_the_end_group_is_marked_movable(page):
    mount(page)
    assert classes_on(page, ".sp-card", "sp-movable") == [
        "1:0",
        "1:1",
        "1:2",
        "2:0",
        "3:2",
        "4:0",
        "6:0",
        "7:0",
        "7:1",
        "7:2",
    ]
    assert page.eval_on_selector(card(3, 2), "e => getComputedStyle(e).touchAction") == "none"


def test_missing_labels_fall_back_to_english(page):
    mount(page, labels={"new": "Nowa gra"})
    assert page.locator(".sp-new").inner_text() == "Nowa gra"
    assert page.locator(".sp-undo").inner_text() == "Undo"


# ------------------------------------------------------------ status & hint


def test_status_region_shows_and_reannounces_messages(page):
    mount(page)
    status = page.locator(".sp-status")
    assert status.get_attribute("role") == "status"
    assert status.get_attribute("aria-live") == "polite"
    page.evaluate(
        """() => { window.__texts = [];
        new MutationObserver(() => window.__texts.push(document.querySelector('.sp-status').textContent))
          .observe(document.querySelector('.sp-status'), {childList: true, characterData: true, subtree: true}); }"""
    )
    msg = "Only a group of one suit can be lifted: 8S 7H mixes spades and hearts."
    set_trait(page, "status", {"id": 1, "kind": "error", "text": msg})
    wait_for(page, f"document.querySelector('.sp-status').textContent === {msg!r}")
    assert "sp-status-error" in status.get_attribute("class")
    assert status.get_attribute("data-kind") == "error"
    set_trait(page, "status", {"id": 2, "kind": "error", "text": msg})
    wait_for(page, "document.querySelector('.sp-status').dataset.id === '2'")
    wait_for(page, f"document.querySelector('.sp-status').textContent === {msg!r}")
    texts = page.evaluate("window.__texts")
    assert texts.count(msg) == 2 and texts.count("") >= 1, texts
    assert texts[-1] == msg


def test_status_kinds_are_styled_differently(page):
    mount(page)
    colours = {}
    for i, kind in enumerate(["info", "error", "win", "stuck"], start=1):
        set_trait(page, "status", {"id": i, "kind": kind, "text": f"{kind} message"})
        wait_for(page, f"document.querySelector('.sp-status').textContent === '{kind} message'")
        colours[kind] = page.eval_on_selector(
            ".sp-status", "e => getComputedStyle(e).borderLeftColor + getComputedStyle(e).backgroundColor"
        )
    assert len(set(colours.values())) == 4, colours


def test_hint_highlights_group_and_destination(page):
    mount(page, spiderette_view(hint={"src": 7, "count": 3, "dst": 1, "why": "…"}))
    assert classes_on(page, ".sp-card", "sp-hint") == ["7:0", "7:1", "7:2"]
    assert page.eval_on_selector_all(".sp-column.sp-hint", "els => els.map(e => +e.dataset.col)") == [1]
    set_trait(page, "hints", False)
    assert classes_on(page, ".sp-card", "sp-hint") == []


# ------------------------------------------------- can this deal be won?


def solving(state, nodes=0, steps_left=None, **overrides):
    return spiderette_view(solve={"state": state, "nodes": nodes, "steps_left": steps_left}, **overrides)


def test_solve_cancel_and_next_step_buttons_send_their_intents(page):
    mount(page, answer=True)
    solve = page.locator(".sp-solve-btn")
    assert solve.inner_text() == "Can this deal be won?" and solve.get_attribute("aria-disabled") == "false"
    assert page.locator(".sp-solve-bar").is_hidden() and page.get_attribute(".spiderette", "data-solve") == ""
    solve.click()
    set_trait(page, "view", solving("running", nodes=12000))  # progress: the same rev
    assert page.get_attribute(".spiderette", "data-solve") == "running"
    assert page.locator(".sp-solve-cancel").inner_text() == "Cancel" and page.locator(".sp-solve-step").is_hidden()
    assert solve.get_attribute("aria-disabled") == "true"
    page.click(".sp-solve-cancel")
    set_trait(page, "view", solving("win", nodes=503, steps_left=3))
    assert page.locator(".sp-solve-cancel").is_hidden()
    page.click(".sp-solve-step")
    set_trait(page, "view", solving("win", nodes=503, steps_left=0, rev=REV + 1))
    assert page.locator(".sp-solve-bar").is_hidden()
    for state in ("no win", "unknown"):
        set_trait(page, "view", solving(state, nodes=503, rev=REV + 1))
        assert page.locator(".sp-solve-bar").is_hidden() and solve.get_attribute("aria-disabled") == "false"
    page.mouse.click(*center(page, ".sp-solve-btn"))
    assert sent(page) == [
        {"type": "solve", "rev": REV},
        {"type": "solve_cancel"},  # no rev: a cancel fits any position
        {"type": "solve_step", "rev": REV},
        {"type": "solve", "rev": REV + 1},
    ]
    set_trait(page, "hints", False)
    assert solve.is_hidden()


def test_search_progress_leaves_the_board_selection_and_animations_alone(page):
    mount(page, spiderette_view(last={"kind": "move", "src": 3, "dst": 7, "count": 1, "flipped": [], "runs": []}))
    page.mouse.click(*grab_point(page, card(7, 1)))  # select 9H 8H (7:1 and 7:2)
    page.evaluate("document.querySelector('.sp-column[data-col=\"7\"]').__mark = 1")
    set_trait(page, "status", {"id": 4, "kind": "search", "text": "Searching for a winning line (up to 30 s)…"})
    landing = {"kind": "move", "src": 3, "dst": 7, "count": 1, "flipped": [], "runs": []}
    for nodes in (1000, 9000):
        set_trait(page, "view", solving("running", nodes=nodes, last=landing))
        set_trait(page, "status", {"id": 4, "kind": "search", "text": f"Searching… {nodes:,} positions"})
    assert classes_on(page, ".sp-card", "sp-selected") == ["7:1", "7:2"]
    assert page.evaluate("document.querySelector('.sp-column[data-col=\"7\"]').__mark") == 1  # not rebuilt
    assert "sp-anim-land" in page.get_attribute(card(7, 2), "class")  # still landing
    status = page.locator(".sp-status")
    assert status.get_attribute("aria-busy") == "true" and status.inner_text() == "Searching… 9,000 positions"
    set_trait(page, "status", {"id": 5, "kind": "hint", "text": "This deal can be won: a winning line of 19 actions."})
    wait_for(page, "document.querySelector('.sp-status').textContent.startsWith('This deal')")
    assert status.get_attribute("aria-busy") is None


def test_the_next_step_of_a_line_is_highlighted_even_a_deal(page):
    mount(page, solving("win", steps_left=4, hint={"src": 7, "count": 3, "dst": 1, "why": None}))
    assert classes_on(page, ".sp-card", "sp-hint") == ["7:0", "7:1", "7:2"]
    set_trait(
        page,
        "view",
        solving("win", steps_left=3, rev=REV + 1, hint={"src": None, "count": None, "dst": None, "why": None}),
    )
    assert "sp-hint" in page.get_attribute(".sp-stock", "class") and classes_on(page, ".sp-card", "sp-hint") == []
    assert page.eval_on_selector_all(".sp-column.sp-hint", "els => els.length") == 0


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_search_screenshots(page, artifacts, theme):
    """tests/artifacts/solve-<searching|answer|step|pt>-<theme>.png, for a person to look at."""
    if theme == "dark":
        _theme(page, DARK_THEME)
    host_width(page, 760)
    searching = {"id": 3, "kind": "search", "text": phrase("solve_running", "en", n=120000)}
    mount(page, solving("running", nodes=120000), status=searching)
    page.wait_for_timeout(120)
    page.locator("#host").screenshot(path=artifacts / f"solve-searching-{theme}.png")
    answer = " ".join([phrase("solve_win", "en", n=19), phrase("solve_replay", "en")])
    mount(page, solving("win", nodes=503, steps_left=19), status={"id": 4, "kind": "hint", "text": answer})
    page.wait_for_timeout(120)
    page.locator("#host").screenshot(path=artifacts / f"solve-answer-{theme}.png")
    step = f"{phrase('solve_step', 'en', i=4, n=19)} {phrase('moved', 'en', cards='7♥︎', src=3, dst=4)}"
    mount(
        page,
        solving("win", nodes=503, steps_left=15, hint={"src": 7, "count": 3, "dst": 1, "why": None}),
        status={"id": 5, "kind": "info", "text": step},
    )
    page.wait_for_timeout(120)
    page.locator("#host").screenshot(path=artifacts / f"solve-step-{theme}.png")
    host_width(page, 700)
    pt = {"id": 6, "kind": "search", "text": phrase("solve_running", "pt", n=48000)}
    mount(page, solving("running", nodes=48000), labels=labels("pt"), lang="pt", status=pt)
    page.wait_for_timeout(120)
    page.locator("#host").screenshot(path=artifacts / f"solve-pt-{theme}.png")


# ------------------------------------------------------------ end states


def test_won_overlay_with_new_game_button(page):
    mount(page, spiderette_view(won=True, removed=["S", "H", "S", "H"]), labels={"won": "All four runs home!"})
    banner = page.locator(".sp-banner-won")
    assert banner.is_visible()
    assert "All four runs home!" in banner.inner_text()
    page.click(".sp-banner-won .sp-banner-new")
    assert sent(page) == [{"type": "new", "suits": 2}]
    assert page.locator(".sp-banner-stuck").is_hidden()


def test_stuck_banner(page):
    mount(page, spiderette_view(stuck=True))
    assert page.locator(".sp-banner-won").is_hidden()
    assert page.locator(".sp-banner-stuck").is_visible()
    assert "No more moves." in page.locator(".sp-banner-stuck").inner_text()
    page.click(".sp-banner-stuck .sp-banner-undo")
    assert sent(page) == [{"type": "undo", "rev": REV}]


def won_view(game="spiderette", **overrides):
    """The board right after a win: every column empty, every run removed."""
    n, runs = (7, 4) if game == "spiderette" else (10, 8)
    columns = [{"hidden": 0, "up": [], "movable": 0} for _ in range(n)]
    view = spiderette_view(
        game=game,
        code="SD1-S2-AAAAABD" if game == "spiderette" else "SP1-S2-AAAAAAH",
        columns=columns,
        won=True,
        removed=list("SHSHSHSH"[:runs]),
        runs_to_win=runs,
        stock=0,
        deals_left=0,
        can_deal=False,
        legal=[],
    )
    view.update(overrides)
    return view


def inside(inner, outer, slack=0.5):
    return (
        inner["x"] >= outer["x"] - slack
        and inner["y"] >= outer["y"] - slack
        and inner["x"] + inner["width"] <= outer["x"] + outer["width"] + slack
        and inner["y"] + inner["height"] <= outer["y"] + outer["height"] + slack
    )


@pytest.mark.parametrize(("game", "width"), [("spiderette", 700), ("spiderette", 420), ("spider", 1000)])
def test_won_banner_is_fully_inside_the_widget(page, game, width):
    """Even over an empty board (shorter than the banner), in Portuguese."""
    _theme(page, DARK_THEME)
    host_width(page, width)
    win = {"id": 9, "kind": "win", "text": phrase("won", "pt", score=1234, moves=87)}
    mount(page, won_view(game), labels=labels("pt", game), lang="pt", status=win)
    box = page.locator(".sp-banner-won .sp-banner-box").bounding_box()
    root = page.locator(".spiderette").bounding_box()
    play = page.locator(".sp-play").bounding_box()
    assert inside(box, play) and inside(play, root), (box, play, root)
    assert "Ganhou! Todas as sequências foram retiradas." in page.locator(".sp-banner-won").inner_text()
    # nothing in the banner is clipped: it is not a scroll container and has no overflow
    assert page.evaluate(
        "(b => b.scrollHeight <= b.clientHeight + 1 && b.scrollWidth <= b.clientWidth + 1)"
        "(document.querySelector('.sp-banner-box'))"
    )
    new_btn = page.locator(".sp-banner-won .sp-banner-new").bounding_box()
    assert inside(new_btn, box)
    page.mouse.click(new_btn["x"] + new_btn["width"] / 2, new_btn["y"] + new_btn["height"] / 2)
    assert sent(page) == [{"type": "new", "suits": 2}]


def test_stuck_sentence_is_shown_once(page):
    """The status line says why; the banner adds only the buttons (no duplicate text)."""
    stuck_status = {"id": 4, "kind": "stuck", "text": "7H from column 3 to column 4. " + phrase("stuck", "en")}
    mount(page, spiderette_view(stuck=True), labels=labels("en"), status=stuck_status)
    text = page.locator(".spiderette").inner_text()
    assert text.count("No move can help any more") == 1, text
    assert page.locator(".sp-status").inner_text() == stuck_status["text"]
    assert page.locator(".sp-banner-stuck .sp-banner-undo").is_visible()
    assert page.locator(".sp-banner-stuck .sp-banner-new").is_visible()
    # another message replaces the stuck sentence: now the banner says it, once
    set_trait(page, "status", {"id": 5, "kind": "hint", "text": phrase("no_hint", "en")})
    wait_for(page, "document.querySelector('.sp-status').dataset.id === '5'")
    text = page.locator(".spiderette").inner_text()
    assert text.count("No move can help any more") == 1, text
    assert page.locator(".sp-banner-stuck .sp-banner-text").inner_text() == labels("en")["stuck"]


def test_messages_come_and_go_without_moving_the_board(page):
    mount(page)
    board_top = "document.querySelector('.sp-board').getBoundingClientRect().top"
    top = page.evaluate(board_top)
    states = [
        (None, {"id": 1, "kind": "error", "text": "A king can only go to an empty column."}),
        (None, {"id": 2, "kind": "info", "text": ""}),
        (spiderette_view(rev=REV + 1, stuck=True), {"id": 3, "kind": "stuck", "text": phrase("stuck", "en")}),
        (spiderette_view(rev=REV + 2, stuck=True), {"id": 4, "kind": "info", "text": ""}),
        (spiderette_view(rev=REV + 3), {"id": 5, "kind": "hint", "text": "Hint: 7H from column 3 to column 4."}),
    ]
    for view, status in states:
        if view is not None:
            set_trait(page, "view", view)
        set_trait(page, "status", status)
        wait_for(page, f"document.querySelector('.sp-status').textContent === {status['text']!r}")
        assert page.evaluate(board_top) == top, status


def test_a_repeated_long_message_does_not_move_the_board(page):
    """The status is cleared for a moment to be announced again; its height holds meanwhile."""
    host_width(page, 420)
    mount(page)
    msg = "7H cannot go on 10D: a card goes only on a card exactly one rank higher (any suit)."
    set_trait(page, "status", {"id": 1, "kind": "error", "text": msg})
    wait_for(page, f"document.querySelector('.sp-status').textContent === {msg!r}")
    assert page.locator(".sp-status").bounding_box()["height"] > 40  # it wraps
    tops = page.evaluate(
        """([msg]) => new Promise((done) => {
          const top = () => document.querySelector('.sp-board').getBoundingClientRect().top;
          const seen = [top()];
          harness.set('status', {id: 2, kind: 'error', text: msg});
          seen.push(top());  // while cleared
          setTimeout(() => { seen.push(top()); done(seen); }, 120);
        })""",
        [msg],
    )
    assert len(set(tops)) == 1, tops


# ------------------------------------------------------------ animations


def test_newest_change_is_animated_once(page):
    mount(page)
    last = {"kind": "move", "src": 3, "dst": 4, "count": 1, "flipped": [2], "runs": [7]}
    set_trait(page, "view", spiderette_view(rev=REV + 1, last=last))
    assert classes_on(page, ".sp-card", "sp-anim-land") == ["4:0"]
    assert classes_on(page, ".sp-card", "sp-anim-flip") == ["2:0"]
    assert page.locator(".sp-run.sp-anim-pop").count() == 1
    set_trait(page, "highlights", False)  # option change: no new animation
    set_trait(page, "labels", {"new": "again"})  # same rev re-rendered: not again
    assert page.locator(".sp-anim-land").count() == 0
    last = {"kind": "deal", "columns": [1, 2, 3, 4, 5, 6, 7], "flipped": [], "runs": []}
    set_trait(page, "view", spiderette_view(rev=REV + 2, last=last))
    assert page.locator(".sp-anim-deal").count() == 6  # column 5 has no card


def test_reduced_motion_turns_animations_off(page):
    last = {"kind": "move", "src": 3, "dst": 4, "count": 1}
    mount(page)
    set_trait(page, "view", spiderette_view(rev=REV + 1, last=last))
    assert page.eval_on_selector(".sp-anim-land .sp-face", "e => getComputedStyle(e).animationName") == "sp-land"
    page.emulate_media(reduced_motion="reduce")
    mount(page)
    set_trait(page, "view", spiderette_view(rev=REV + 1, last=last))
    assert page.eval_on_selector(".sp-anim-land .sp-face", "e => getComputedStyle(e).animationName") == "none"


# Where each card rests (before an animation starts); then, with every animation
# frozen 50 ms in, what a press at a point of that resting box hits.
REST_JS = """() => Object.fromEntries([...document.querySelectorAll('.sp-board .sp-card')].map(c => {
  const r = c.getBoundingClientRect();
  return [c.dataset.col + ':' + c.dataset.index, [r.left, r.top, r.width, r.height]]; }))"""
HITS_JS = """(rest) => {
  document.getAnimations().forEach((a) => { a.pause(); a.currentTime = 50; });
  const out = {};
  for (const card of document.querySelectorAll('.sp-card[class*="sp-anim-"]')) {
    const key = card.dataset.col + ':' + card.dataset.index;
    const [x, y, w, h] = rest[key];
    const next = rest[card.dataset.col + ':' + (Number(card.dataset.index) + 1)];
    // the visible strip of a covered card (top and bottom); the lower half of an uncovered one
    const points = next
      ? [[x + w / 2, y + 4], [x + w / 2, next[1] - 3]]
      : [[x + w / 2, y + h * 0.75], [x + w - 6, y + h - 6]];
    out[key] = points.map(([px, py]) => {
      const hit = document.elementFromPoint(px, py);
      const c = hit && hit.closest('.sp-card');
      return c ? c.dataset.col + ':' + c.dataset.index : null;
    });
  }
  return out; }"""


@pytest.mark.parametrize(
    "last",
    [
        {"kind": "move", "src": 1, "dst": 7, "count": 3, "flipped": [], "runs": []},
        {"kind": "deal", "columns": [1, 2, 3, 4, 5, 6, 7], "flipped": [], "runs": []},
        {"kind": "move", "src": 2, "dst": 4, "count": 1, "flipped": [3, 6], "runs": []},
    ],
    ids=["land", "deal", "flip"],
)
def test_a_press_during_an_animation_hits_the_card_where_it_rests(page, last):
    mount(page)
    rest = page.evaluate(REST_JS)
    set_trait(page, "view", spiderette_view(rev=REV + 1, last=last))
    hits = page.evaluate(HITS_JS, rest)
    assert hits, "something is animated"
    assert {key: [key] * len(got) for key, got in hits.items()} == hits
    # and the animation does move the picture of the card
    moved = page.eval_on_selector_all(
        ".sp-card[class*='sp-anim-'] .sp-face",
        "els => els.filter(e => getComputedStyle(e).transform !== 'none').length",
    )
    assert moved > 0


def test_a_drag_50_ms_after_a_drop_lifts_the_landed_group(page):
    mount(page)
    x, _ = grab_point(page, card(7, 0))
    grab = (x, page.locator(card(7, 1)).bounding_box()["y"] - 3)  # the bottom of 10H's strip, at rest
    last = {"kind": "move", "src": 1, "dst": 7, "count": 3, "flipped": [], "runs": []}
    set_trait(page, "view", spiderette_view(rev=REV + 1, last=last))
    page.evaluate("document.getAnimations().forEach((a) => { a.pause(); a.currentTime = 50; })")
    page.mouse.move(*grab)
    page.mouse.down()
    page.mouse.move(*center(page, column(1)), steps=6)
    page.mouse.up()
    assert sent(page) == [{"type": "move", "src": 7, "count": 3, "dst": 1, "rev": REV + 1}]


def test_animations_do_not_block_input(page):
    mount(page)
    set_trait(page, "view", spiderette_view(rev=REV + 1, last={"kind": "move", "src": 3, "dst": 7, "count": 1}))
    page.mouse.dblclick(*center(page, card(7, 2)))  # while it is still landing
    assert sent(page) == [{"type": "auto", "src": 7, "count": 1, "rev": REV + 1}]


# ------------------------------------------------------------ cleanup


def test_cleanup_removes_every_listener(page):
    mount(page)
    assert len(page.evaluate("harness.domListeners()")) > 0
    assert page.evaluate("harness.modelListeners()") > 0
    page.evaluate("harness.cleanup()")
    assert page.evaluate("harness.domListeners()") == []
    assert page.evaluate("harness.modelListeners()") == 0
    # the old DOM is still there, but it no longer reacts
    page.mouse.dblclick(*grab_point(page, card(7, 2)))
    page.click(".sp-stock")
    page.click(".sp-undo")
    page.focus(column(1))
    page.keyboard.press("d")
    start_drag(page, card(3, 2), center(page, column(4)))
    page.mouse.up()
    assert sent(page) == []


# ------------------------------------------------------------ screenshots


def _theme(page, variables):
    page.evaluate(
        "vars => { for (const [k, v] of Object.entries(vars)) document.documentElement.style.setProperty(k, v); }",
        variables,
    )


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_screenshots(page, artifacts, theme):
    if theme == "dark":
        _theme(page, DARK_THEME)
    mount(page, spiderette_view(hint={"src": 3, "count": 1, "dst": 4}))
    set_trait(page, "status", {"id": 1, "kind": "error", "text": "A king can only go to an empty column."})
    page.wait_for_timeout(150)
    page.locator(".spiderette").screenshot(path=artifacts / f"spiderette-{theme}.png")

    page.evaluate("document.getElementById('host').style.setProperty('--host-width', '760px')")
    mount(page, spider_view())
    start_drag(page, card(1, 16), center(page, column(3)))
    page.locator("#host").screenshot(path=artifacts / f"spider-drag-{theme}.png")
    page.mouse.up()

    mount(page, spiderette_view(won=True, removed=["S", "H", "S", "H"]))
    page.wait_for_timeout(350)
    page.locator(".spiderette").screenshot(path=artifacts / f"won-{theme}.png")

    page.evaluate("document.getElementById('host').style.setProperty('--host-width', '700px')")
    mount(page, spiderette_view(stuck=True, can_deal=False, deals_left=0, removed=[]))
    page.mouse.click(*grab_point(page, card(7, 1)))  # tap-tap: selected group + targets
    page.focus(column(2))
    page.keyboard.press("ArrowRight")  # keyboard focus ring on column 3
    page.wait_for_timeout(100)
    page.locator(".spiderette").screenshot(path=artifacts / f"stuck-selected-{theme}.png")


def _pt_state(game, state):
    """(view, status) for a Portuguese board in ``state``: "play", "won" or "stuck"."""
    base = spiderette_view() if game == "spiderette" else spider_view()
    if state == "won":
        return won_view(game), {"id": 7, "kind": "win", "text": phrase("won", "pt", score=1234, moves=87)}
    if state == "stuck":
        view = base | {"stuck": True, "can_deal": False, "deals_left": 0, "stock": 0, "legal": []}
        moved = phrase("moved", "pt", cards="7♥︎", src=3, dst=4)
        return view, {"id": 7, "kind": "stuck", "text": f"{moved} {phrase('stuck', 'pt')}"}
    view = base | {"hint": {"src": 3, "count": 1, "dst": 4, "why": None}}
    return view, {"id": 7, "kind": "error", "text": phrase("stale", "pt")}


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_portuguese_screenshots(page, artifacts, theme):
    """tests/artifacts/pt-<game>-<state>-<width>-<theme>.png, for a person to look at."""
    if theme == "dark":
        _theme(page, DARK_THEME)
    for width in (700, 1000):
        host_width(page, width)
        for game in ("spiderette", "spider"):
            for state in ("play", "won", "stuck"):
                view, status = _pt_state(game, state)
                mount(page, view, labels=labels("pt", game), lang="pt", status=status)
                page.wait_for_timeout(350 if state == "won" else 60)
                page.locator("#host").screenshot(path=artifacts / f"pt-{game}-{state}-{width}-{theme}.png")
    host_width(page, 1000)
    mount(page, spiderette_view(), labels=labels("pt"), lang="pt")  # the empty status line
    page.locator(".spiderette").screenshot(path=artifacts / f"pt-spiderette-quiet-{theme}.png")
