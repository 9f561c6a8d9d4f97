"""End to end in a real JupyterLab (and one Notebook 7 check): the board in a
notebook, played with the mouse, the keyboard and a finger; the kernel's game
read back after each action."""

from __future__ import annotations

import re

import pytest

from . import lab
from .lab import open_board

pytestmark = [pytest.mark.lab, pytest.mark.browser]

TEACHING = """spiderette
1: QH ? | 9S 8S 7H
2: 10D
3: 8C
4: 4H
5: KS
6: 2C
7: 6D
"""
AUTO = """spiderette
1: 8H
2: ? | 5S
3: 8S
4: 9D
5: ? | 7S
6: 8D
7: 6H
"""


def show(page, text: str) -> None:
    """Put a scripted position on the board from the kernel, as a teacher's code cell would."""
    lab.kernel_run(page, f"w.game = Game.from_text({text!r})")
    want = [line.split("|")[-1].split(":", 1)[-1].split() for line in text.splitlines() if re.match(r"\d+:", line)]
    lab.poll(page, "(want) => JSON.stringify([...document.querySelectorAll('.spiderette .sp-column')].map("
             "c => [...c.querySelectorAll('.sp-card')].map(e => e.dataset.card))) === JSON.stringify(want)",
             "the scripted position on the board", arg=want, timeout=60)  # fmt: skip


def column_is(page, col: int, cards: list[str], timeout: float = 60) -> None:
    lab.poll(
        page,
        "([col, want]) => JSON.stringify([...document.querySelectorAll("
        "`.spiderette .sp-column[data-col='${col}'] .sp-card`)].map(e => e.dataset.card)) === JSON.stringify(want)",
        f"column {col} to show {cards}",
        arg=[col, cards],
        timeout=timeout,
    )


def status_starts(page, text: str, timeout: float = 60) -> str:
    """Wait for the status line to start with ``text``; return all of it."""
    js = "(t) => { const s = document.querySelector('.spiderette .sp-status').textContent;"
    js += " return s.startsWith(t) && s; }"
    return lab.poll(page, js, f"a status starting {text!r}", arg=text, timeout=timeout)


def status_says(page, text: str) -> None:
    """Wait for the status line to show ``text`` (it is cleared then set, so screen readers re-announce it)."""
    lab.poll(page, "(t) => document.querySelector('.spiderette .sp-status').textContent === t",
             f"the status {text!r}", arg=text, timeout=60)  # fmt: skip


def kernel_game(page) -> tuple[int, str]:
    moves, text = lab.kernel_run(page, "print(w.game.moves); print(w.game.to_text(hide=True))").split("\n", 1)
    return int(moves), text


def card(col: int, index: int) -> str:
    return f".spiderette .sp-card[data-col='{col}'][data-index='{index}']"


def last_card(col: int) -> str:
    return f".spiderette .sp-column[data-col='{col}'] .sp-card:last-child"


def test_the_board_renders_with_no_face_down_card_in_the_page(lab_page, artifacts):
    page = lab_page
    lab.kernel_run(page, "w.game = Game.new('spiderette', suits=4, seed=29)")
    lab.poll(page, "() => document.querySelector('.spiderette .sp-code .sp-v').textContent === 'SD1-S4-AAAAABD'",
             "the 4-suit deal")  # fmt: skip
    assert page.locator(".spiderette .sp-column").count() == 7
    assert page.locator(".spiderette .sp-back").count() == 21
    assert page.locator(".spiderette .sp-card").count() == 7
    hidden = lab.kernel_run(page, "print(' '.join(str(c) for col in w.game.columns for c in col.hidden))").split()
    stock = lab.kernel_run(page, "print(' '.join(map(str, w.game.stock)))").split()
    face_up = {c for col in lab.board_columns(page) for c in col}
    html = page.evaluate("() => document.querySelector('.spiderette').outerHTML")
    for c in set(hidden + stock) - face_up:
        assert not re.search(rf"(?<![0-9A-Za-z]){c}(?![0-9A-Za-z])", html), c
    page.locator(".spiderette").screenshot(path=str(artifacts / "lab-board.png"))
    assert page.errors == []


def test_the_page_loads_with_no_error_in_the_console(lab_page):
    """JupyterLab with the board logs no error while it loads (issue 41: the site's Pyodide kernel extension,
    installed into the lab's environment, logged "Shared module @jupyterlite/services doesn't exist")."""
    assert lab_page.load_console_errors == []


def test_a_mouse_drag_onto_an_accepting_column_moves_the_card(lab_page, artifacts):
    page = lab_page
    show(page, TEACHING)
    x0, y0 = lab.centre(page, card(1, 2))
    x1, y1 = lab.centre(page, last_card(3))
    page.mouse.move(x0, y0)
    page.mouse.down()
    page.mouse.move(x0 + 8, y0 + 8, steps=2)
    page.mouse.move(x1, y1, steps=8)
    targets = page.evaluate("() => [...document.querySelectorAll('.sp-column.sp-target')].map(c => +c.dataset.col)")
    page.screenshot(path=str(artifacts / "lab-dragging.png"))
    page.mouse.up()
    assert 3 in targets  # placement help: 8C accepts 7H
    column_is(page, 3, ["8C", "7H"])
    column_is(page, 1, ["9S", "8S"])
    moves, text = kernel_game(page)
    assert moves == 1 and "\n1: ? ? | 9S 8S\n" in text and "\n3: 8C 7H\n" in text
    status_says(page, "7♥ from column 1 to column 3.")


def test_a_refused_drag_shows_the_rule_and_changes_nothing(lab_page, artifacts):
    page = lab_page
    show(page, TEACHING)
    lab.drag(page, card(1, 2), last_card(2))
    status_says(page, "7♥ cannot go on 10♦: a card goes only on a card exactly one rank higher, of any suit.")
    assert page.evaluate("() => document.querySelector('.spiderette .sp-status').dataset.kind") == "error"
    page.locator(".spiderette").screenshot(path=str(artifacts / "lab-refused.png"))
    assert lab.board_columns(page)[:3] == [["9S", "8S", "7H"], ["10D"], ["8C"]]
    moves, _ = kernel_game(page)
    assert moves == 0
    lab.kernel_run(page, "w.lang = 'es'")  # the same board in Spanish: its buttons, the reminder, the corners
    try:
        lab.poll(page, "() => document.querySelector('.spiderette .sp-new').textContent === 'Nueva partida'",
                 "the board's buttons in Spanish", timeout=60)  # fmt: skip
        lab.drag(page, card(1, 2), last_card(2))
        status_says(page, "No se puede poner el 7♥ sobre el 10♦: una carta solo se pone sobre otra que tenga "
                    "exactamente un valor más, sea cual sea su palo.")  # fmt: skip
        page.locator(".spiderette").screenshot(path=str(artifacts / "lab-refused-es.png"))
        assert lab.board_columns(page)[:3] == [["9S", "8S", "7H"], ["10D"], ["8C"]]
    finally:
        lab.kernel_run(page, "w.lang = 'en'")


def test_a_double_click_sends_the_group_to_the_best_column_once(lab_page):
    page = lab_page
    show(page, AUTO)
    page.locator(card(5, 0)).dblclick(position={"x": 20, "y": 10})
    column_is(page, 3, ["8S", "7S"])  # the same suit, not 8D met first
    moves, text = kernel_game(page)
    assert moves == 1 and "\n3: 8S 7S\n" in text


def test_the_keyboard_moves_a_card_and_undoes_it(lab_page):
    page = lab_page
    show(page, TEACHING)
    page.locator(".spiderette .sp-column[data-col='1']").focus()
    page.keyboard.press("Enter")  # pick up 7H (the movable group of column 1)
    lab.poll(page, "() => document.querySelectorAll('.spiderette .sp-card.sp-selected').length === 1", "a selection")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    column_is(page, 3, ["8C", "7H"])
    assert kernel_game(page)[0] == 1
    page.keyboard.press("u")
    column_is(page, 3, ["8C"])
    column_is(page, 1, ["9S", "8S", "7H"])
    assert kernel_game(page)[0] == 0


def test_clicking_the_stock_deals_and_the_undo_button_takes_it_back(lab_page):
    page = lab_page
    lab.kernel_run(page, "w.game = Game.new('spiderette', suits=1, seed=29)")
    lab.poll(page, "() => document.querySelector('.spiderette .sp-stock').dataset.dealsLeft === '4'", "a new deal")
    page.locator(".spiderette .sp-stock").click()
    lab.poll(page, "() => document.querySelector('.spiderette .sp-stock').dataset.dealsLeft === '3'", "the deal")
    assert [len(c) for c in lab.board_columns(page)] == [2] * 7
    status_says(page, "Dealt 7 cards.")
    assert lab.kernel_run(page, "print(len(w.game.stock), w.game.moves)").split() == ["17", "1"]
    page.locator(".spiderette .sp-undo").click()
    lab.poll(page, "() => document.querySelector('.spiderette .sp-stock').dataset.dealsLeft === '4'", "the undo")
    assert [len(c) for c in lab.board_columns(page)] == [1] * 7
    assert lab.kernel_run(page, "print(len(w.game.stock), w.game.moves)").split() == ["24", "0"]


def test_a_code_cell_action_updates_the_open_board(lab_page):
    page = lab_page
    show(page, TEACHING)
    lab.kernel_run(page, "w.play('1>3')")
    column_is(page, 3, ["8C", "7H"])
    out = lab.kernel_run(page, "try:\n    w.play('1>4x2')\nexcept Exception as e:\n    print(type(e).__name__, e.rule)")
    assert out.strip() == "IllegalMove place-one-higher"


def test_a_finger_tap_places_the_card(chromium_browser, lab_server, artifacts):
    context, page = open_board(chromium_browser, lab_server, "touch.ipynb", has_touch=True, is_mobile=False)
    try:
        show(page, AUTO)
        page.locator(card(5, 0)).tap(position={"x": 20, "y": 10})
        column_is(page, 3, ["8S", "7S"])
        assert kernel_game(page)[0] == 1
        page.locator(".spiderette").screenshot(path=str(artifacts / "lab-touch.png"))
    finally:
        context.close()


def test_notebook_7_renders_the_widget(chromium_browser, tmp_path, artifacts):
    (tmp_path / "root").mkdir()
    lab.write_notebook(tmp_path / "root" / "nb7.ipynb", [
        "from spiderette_widget import SpideretteWidget\n"
        "w = SpideretteWidget.new('spider', suits=2, seed=7, lang='pt')\n"
        "w"
    ])  # fmt: skip
    server = lab.start_server(tmp_path, "notebook")
    context = chromium_browser.new_context(viewport={"width": 1280, "height": 1000})
    try:
        page = context.new_page()
        lab.open_notebook(page, server, "nb7.ipynb")
        lab.run_all_and_wait_for_widget(page)
        assert page.locator(".spiderette .sp-column").count() == 10
        assert page.locator(".spiderette .sp-back").count() == 44
        assert page.locator(".spiderette .sp-new").text_content() == "Nova partida"
        page.screenshot(path=str(artifacts / "notebook7.png"))
    finally:
        context.close()
        server.stop()


# Four suits, one deck (every card text unique); 8D and 7D face down, one deal in the stock.
WINNABLE = """spiderette
suits: 4
removed: S H
stock: 3D 9C 2D 8C AD 7C 6C
1: KD QD JD 10D 9D
2: 8D | 5C
3: 7D | 6D 5D 4D
4: KC QC JC 10C
5: 4C 3C
6: 2C
7: AC
"""


def test_can_this_deal_be_won_then_next_step_to_the_win(lab_page, artifacts):
    page = lab_page
    show(page, WINNABLE)
    page.locator(".spiderette .sp-solve-btn").click()
    answer = status_starts(page, "This deal can be won: a winning line of ", timeout=30)
    n = int(re.search(r"of (\d+) actions", answer).group(1))
    assert page.locator(".spiderette .sp-solve-step").is_visible()
    html = page.evaluate("() => document.querySelector('.spiderette').outerHTML")
    assert not re.search(r"(?<![0-9A-Z])(8D|7D|3D|9C)(?![0-9A-Z])", html)  # still face down or in the stock
    page.locator(".spiderette").screenshot(path=str(artifacts / "lab-solve-answer.png"))
    for i in range(1, n + 1):
        page.locator(".spiderette .sp-solve-step").click()
        status_starts(page, f"Step {i} of {n}: ")
    lab.poll(page, "() => document.querySelector('.spiderette').classList.contains('sp-won')", "the won board")
    lab.poll(page, "() => document.querySelector('.spiderette .sp-status').textContent.includes('You won!')",
             "the win said")  # the status is cleared, then set: wait for it  # fmt: skip
    assert lab.kernel_run(page, "print(w.game.is_won, w.game.moves)").split() == ["True", str(n)]
    page.locator(".spiderette").screenshot(path=str(artifacts / "lab-solve-won.png"))
    assert page.errors == []


def test_a_search_runs_in_the_background_and_the_board_keeps_playing(lab_page, artifacts):
    page = lab_page
    # SP1-S4-AAAAADE: 180,000,000 positions leave it open, so even the native core searches on
    lab.kernel_run(page, "import threading\nw.game = Game.new('spider', suits=4, seed=82)\nthreads = set()\n"
                   "def spy(change):\n    threads.add(threading.current_thread().name)\n"
                   "w.observe(spy, names=['view', 'status'])")  # fmt: skip
    lab.poll(page, "() => document.querySelector('.spiderette .sp-code .sp-v').textContent === 'SP1-S4-AAAAADE'",
             "the Spider deal")  # fmt: skip
    page.locator(".spiderette .sp-solve-btn").click()
    status_starts(page, "Searching… ", timeout=30)  # progress came through the kernel
    page.locator(".spiderette").screenshot(path=str(artifacts / "lab-solve-searching.png"))
    page.locator(".spiderette .sp-solve-cancel").click()
    status_says(page, "Search cancelled.")
    assert page.locator(".spiderette .sp-solve-bar").is_hidden()
    page.locator(".spiderette .sp-solve-btn").click()
    status_starts(page, "Searching")
    page.locator(".spiderette .sp-stock").click()  # the board answers at once, and the search stops
    status_says(page, "Dealt 10 cards. The search was stopped: the board changed.")
    assert page.evaluate("() => document.querySelector('.spiderette').dataset.solve") == ""
    out = lab.kernel_run(page, "print(w.game.moves, w.solving, *sorted(threads))").split()
    assert out[:2] == ["1", "None"]
    # Trait changes happen on the kernel's threads only: the main shell (code cells) and the
    # subshell JupyterLab sends widget messages to; never on the solver's watcher thread.
    assert out[2:] and all(name == "MainThread" or name.startswith("subshell-") for name in out[2:]), out
    lab.kernel_run(page, "w.unobserve(spy, names=['view', 'status'])")
    assert page.errors == []
