"""End to end in a real JupyterLab and Notebook 7: the board as a player meets it.

A finger drag with the events a phone sends (CDP ``Input.dispatchTouchEvent``);
the notebook's command-mode keys pressed on every focusable control of the
board; a move drawn in the frame of the release and confirmed by the kernel,
or replaced when a code cell changes the board first; the whole position
said on request (the seeds' sentences) with axe-core finding no violation.
"""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe
from positions import POLISH, PORTUGUESE, SEED_EXAMPLE

from . import lab
from .conftest import PLAY
from .lab import open_board
from .test_lab import AUTO, TEACHING, card, column_is, kernel_game, last_card, show, status_says

pytestmark = [pytest.mark.lab, pytest.mark.browser]

NOTEBOOK_KEYS = ["d", "d", "x", "c", "v", "z", "a", "b", "m", "y", "Shift+Enter"]

# What the board draws in the task of the pointer release: a listener on the window
# hears the release after the board's own (it bubbles up from the board).
RELEASE_JS = """([col]) => {
  window.__drawn = null;
  window.addEventListener('pointerup', () => {
    window.__drawn = {
      cards: [...document.querySelectorAll(`.spiderette .sp-column[data-col='${col}'] .sp-card`)]
        .map(e => e.dataset.card),
      pending: document.querySelector('.spiderette').dataset.pending ?? null,
    };
  }, { once: true });
}"""


def status_text(page) -> str:
    return page.evaluate("() => document.querySelector('.spiderette .sp-status').textContent")


def touch_drag(page, source: str, target: str, steps: int = 8) -> None:
    """A finger drag: touchStart, touchMoves, touchEnd through the Chrome DevTools Protocol."""
    cdp = page.context.new_cdp_session(page)
    x0, y0 = lab.centre(page, source)
    x1, y1 = lab.centre(page, target)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x0, "y": y0, "id": 1}]})
    for i in range(1, steps + 1):
        x, y = x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y, "id": 1}]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


# ------------------------------------------------------------------ touch


def test_a_finger_drag_moves_the_card_in_jupyterlab(chromium_browser, lab_server, artifacts):
    context, page = open_board(chromium_browser, lab_server, "touch.ipynb", has_touch=True)
    try:
        show(page, TEACHING)
        touch_drag(page, card(1, 2), last_card(3))
        column_is(page, 3, ["8C", "7H"])
        column_is(page, 1, ["9S", "8S"])
        moves, text = kernel_game(page)
        assert moves == 1 and "\n3: 8C 7H\n" in text
        show(page, AUTO)  # and a tap still sends the card to the best place
        cdp = page.context.new_cdp_session(page)
        x, y = lab.centre(page, card(5, 0))
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y, "id": 2}]})
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        column_is(page, 3, ["8S", "7S"])
        page.locator(".spiderette").screenshot(path=str(artifacts / "lab-finger-drag.png"))
        assert page.errors == []
    finally:
        context.close()


# ------------------------------------------------- notebook keys stay out


def press_notebook_keys_on_every_control(page) -> list[str]:
    """Focus each focusable control of the board, press the command-mode keys; the controls tried."""
    page.evaluate("() => { document.querySelector('.spiderette').__probe = 'first board'; }")
    notebook = """() => { const nb = document.querySelector('.jp-Notebook');
      return [...nb.querySelectorAll('.jp-Cell')].map(c => c.className.includes('jp-CodeCell') ? 'code' : 'other')
        .concat([nb.querySelectorAll('.jp-Cell').length, document.querySelectorAll('.spiderette').length,
                 (document.querySelector('.spiderette') || {}).__probe]); }"""
    before = page.evaluate(notebook)
    tried = []
    count = page.evaluate(
        "() => [...document.querySelectorAll('.spiderette :is(button, select, input, [tabindex])')]"
        ".map((e, i) => { e.dataset.probe = i; return i; }).length"
    )
    for i in range(count):
        control = page.locator(f".spiderette [data-probe='{i}']")
        if not control.is_visible():
            continue
        name = control.evaluate(  # a checkbox is named by its label (.sp-toggle CLS)
            "e => [...(e.closest('.sp-toggle') || e).classList].filter(c => c !== 'sp-btn' && c !== 'sp-toggle')[0]"
        )
        control.focus()
        for key in NOTEBOOK_KEYS:
            page.keyboard.press(key)
        page.wait_for_timeout(300)  # a chord (D D) or a command would have acted by now
        assert page.evaluate(notebook) == before, f"the notebook changed after the keys on {name}"
        lab.kernel_run(page, "w.cancel_solve(); w.close_review()")  # Shift+Enter on a search button started one
        tried.append(name)
    return tried


def test_notebook_command_keys_never_leave_the_board_in_jupyterlab(chromium_browser, lab_server):
    lab.write_notebook(lab_server.root / "keys.ipynb", [*PLAY, "x = 1"])
    context, page = open_board(chromium_browser, lab_server, "keys.ipynb")
    try:
        lab.kernel_run(page, "w.game = Game.from_text(" + repr(AUTO) + ")")  # the stuck banner's buttons show too
        tried = press_notebook_keys_on_every_control(page)
        assert {"sp-suits", "sp-new", "sp-undo", "sp-redo", "sp-hint-btn", "sp-solve-btn", "sp-stock",
                "sp-describe-btn", "sp-column", "sp-winnable", "sp-four-colour-box"} <= set(tried), tried  # fmt: skip
        assert page.errors == []
    finally:
        context.close()


def test_notebook_command_keys_never_leave_the_board_in_notebook_7(chromium_browser, tmp_path):
    (tmp_path / "root").mkdir()
    lab.write_notebook(tmp_path / "root" / "keys7.ipynb", [*PLAY, "x = 1"])
    server = lab.start_server(tmp_path, "notebook")
    context = chromium_browser.new_context(viewport={"width": 1280, "height": 1000})
    try:
        page = context.new_page()
        page.errors = []
        page.on("pageerror", lambda exc: page.errors.append(str(exc)))
        lab.open_notebook(page, server, "keys7.ipynb")
        lab.run_all_and_wait_for_widget(page)
        page.errors.clear()  # Notebook 7 itself throws one on opening (its settings' "schema"), before any board
        tried = press_notebook_keys_on_every_control(page)
        assert {"sp-suits", "sp-new", "sp-stock", "sp-describe-btn", "sp-column", "sp-winnable",
                "sp-four-colour-box"} <= set(tried), tried  # fmt: skip
        assert page.errors == []
    finally:
        context.close()
        server.stop()


# ------------------------------------------------------------ instant moves


def test_a_move_is_drawn_in_the_frame_of_the_release_then_confirmed_by_the_kernel(lab_page):
    page = lab_page
    show(page, TEACHING)
    page.evaluate(RELEASE_JS, [3])
    lab.drag(page, card(1, 2), last_card(3))
    drawn = lab.poll(page, "() => window.__drawn", "the release")
    assert drawn == {"cards": ["8C", "7H"], "pending": "1"}
    lab.poll(page, "() => !('pending' in document.querySelector('.spiderette').dataset)", "the kernel's answer")
    column_is(page, 3, ["8C", "7H"])
    assert kernel_game(page)[0] == 1
    status_says(page, "7♥ from column 1 to column 3.")


def test_a_code_cell_move_that_arrives_first_replaces_the_drawing(lab_page, tmp_path):
    """A code cell holds the board, then plays; the player's drop meanwhile is drawn, then refused as stale.

    The cell waits for files, not for time: it holds the board until the drop was drawn.
    """
    page = lab_page
    show(page, TEACHING)
    holding, go = tmp_path / "holding", tmp_path / "go"
    code = (
        "import pathlib, time\n"
        "with w._lock:\n"
        f"    pathlib.Path({str(holding)!r}).touch()\n"
        "    end = time.monotonic() + 120\n"
        f"    while not pathlib.Path({str(go)!r}).exists() and time.monotonic() < end:\n"
        "        time.sleep(0.05)\n"
        "    w.play('7>1')"
    )
    page.evaluate(
        "(code) => window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.requestExecute({code})", code
    )
    deadline = 120
    while not holding.exists() and deadline > 0:
        page.wait_for_timeout(100)
        deadline -= 0.1
    assert holding.exists(), "the code cell did not start"
    page.evaluate(RELEASE_JS, [3])
    lab.drag(page, card(1, 2), last_card(3))
    assert lab.poll(page, "() => window.__drawn", "the release") == {"cards": ["8C", "7H"], "pending": "1"}
    go.touch()  # the cell plays 6D onto 7H now, before the kernel reads the player's drop
    status_says(page, "The board changed before this action arrived: nothing was done.")
    cols = lab.board_columns(page)
    assert cols[0] == ["9S", "8S", "7H", "6D"] and cols[2] == ["8C"] and cols[6] == [], cols
    assert page.evaluate("() => document.querySelectorAll('.spiderette .sp-pending').length") == 0
    moves, text = kernel_game(page)
    assert moves == 1 and "\n1: ? ? | 9S 8S 7H 6D\n" in text and "\n3: 8C\n" in text


# ------------------------------------------------------- the whole position


def test_p_says_the_seeds_sentence_and_after_a_move_the_new_position(lab_page, artifacts):
    page = lab_page
    lab.kernel_run(page, "w.lang = 'pt'")
    show(page, SEED_EXAMPLE)
    page.locator(".spiderette .sp-column[data-col='2']").focus()
    page.keyboard.press("p")
    status_says(page, PORTUGUESE)
    assert page.evaluate("() => document.querySelector('.spiderette .sp-status').getAttribute('role')") == "status"
    page.locator(".spiderette").screenshot(path=str(artifacts / "lab-describe-pt.png"))
    lab.kernel_run(page, "w.lang = 'pl'")
    page.locator(".spiderette .sp-describe-btn").click()
    status_says(page, POLISH)
    lab.drag(page, card(1, 0), last_card(7))  # 4C onto 5H
    column_is(page, 7, ["5H", "4C"])
    page.locator(".spiderette .sp-column[data-col='1']").focus()
    page.keyboard.press("p")
    expected = lab.kernel_run(page, "print(w.game.describe('pl'))").strip()
    assert "Kolumna 1: pusta" in expected and "następnie 5 kier i 4 trefl" in expected, expected
    status_says(page, expected)
    page.locator(".spiderette").screenshot(path=str(artifacts / "lab-describe-pl.png"))
    results = Axe().run(page, context=".spiderette")
    assert results.violations_count == 0, results.generate_report()
    # an option says it after every action
    lab.kernel_run(page, "w.announce_position = True")
    page.locator(".spiderette .sp-undo").click()
    after = lab.kernel_run(page, "print(w.game.describe('pl'))").strip()
    lab.poll(page, "(t) => document.querySelector('.spiderette .sp-status').textContent.endsWith(t)",
             "the position after the undo", arg=after)  # fmt: skip
    lab.kernel_run(page, "w.announce_position = False; w.lang = 'en'")
    assert page.errors == []
