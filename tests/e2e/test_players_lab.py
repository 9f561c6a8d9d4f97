"""End to end in a real JupyterLab, what players asked for (issue 27): winnable deals, the four-colour
deck (seen in the light and dark themes), a card that cannot move saying why, H with hints off, and
lesson mode's W and G."""

from __future__ import annotations

import json

import pytest

from . import lab
from .test_lab import card, kernel_game, show, status_says, status_starts

pytestmark = [pytest.mark.lab, pytest.mark.browser]

# every suit face up; 10S (column 1) has nowhere to go: no jack at a column's end, no empty column
FOUR_SUITS = """spiderette
1: QH ? | 10S
2: ? | 9D
3: JC 8D
4: ? ? | 8C
5: 7H 6S
6: ? | AS
7: 5D 4C
"""


def kernel_json(page, expr: str):
    return json.loads(lab.kernel_run(page, f"import json; print(json.dumps({expr}))"))


def focus_board(page) -> None:
    page.locator(".spiderette .sp-column[data-col='1']").focus()


def test_the_winnable_box_deals_a_proven_win_and_keeps_its_statistics_apart(lab_page, artifacts):
    page = lab_page
    lab.kernel_run(page, "w.winnable = False; w.new_game(suits=2)")
    lab.poll(page, "() => document.querySelector('.spiderette .sp-winnable-deal').hidden", "no winnable badge")
    box = page.locator(".spiderette .sp-winnable input")
    assert not box.is_checked()
    box.click()
    lab.poll(page, "() => !document.querySelector('.spiderette .sp-winnable-deal').hidden", "the winnable badge")
    assert box.is_checked()
    status_starts(page, "New game ")
    state = kernel_json(
        page,
        "dict(option=w.winnable, view=w.view['winnable'], suits=w.game.suits,"
        " proven=int(__import__('spiderette_widget.engine._codes', fromlist=['x']).parse_code(w.game.code)[2])"
        " in __import__('spiderette_widget.search.deals', fromlist=['x']).proven_wins('spiderette', 2))",
    )
    assert state == {"option": True, "view": True, "suits": 2, "proven": True}
    assert "A winnable deal: the solver has won it." in page.locator(".spiderette .sp-status").text_content()
    title = page.locator(".spiderette .sp-record").get_attribute("title")
    assert title == "Winnable deals won and played at this level, on this computer"
    page.locator(".spiderette").screenshot(path=str(artifacts / "lab-winnable.png"))
    page.locator(".spiderette .sp-new").click()  # New game keeps to winnable deals
    lab.poll(page, "() => document.querySelector('.spiderette .sp-undo').getAttribute('aria-disabled') === 'false'",
             "the second new game")  # fmt: skip
    assert kernel_json(page, "w.view['winnable']") is True
    box.click()  # unticked: a new game from every deal
    lab.poll(page, "() => document.querySelector('.spiderette .sp-winnable-deal').hidden", "no winnable badge")
    assert kernel_json(page, "[w.winnable, w.view['winnable']]") == [False, False]
    assert page.errors == []


def test_the_four_colour_deck_in_the_light_and_dark_themes(lab_page, artifacts):
    page = lab_page
    show(page, FOUR_SUITS)
    colour = "(c) => getComputedStyle(document.querySelector(`.spiderette .sp-card[data-card='${c}']`)).color"
    before = {c: page.evaluate(colour, c) for c in ("10S", "7H", "9D", "8C")}
    assert before["9D"] == before["7H"] and before["8C"] == before["10S"]
    try:
        page.locator(".spiderette .sp-four-colour-box input").click()
        lab.poll(page, "() => document.querySelector('.spiderette').classList.contains('sp-four-colour')", "4 colours")
        lab.poll(page, "() => true", "settle", timeout=1)
        assert kernel_json(page, "w.four_colour") is True  # the option reached the kernel (and is remembered)
        for theme in ("light", "dark"):
            if theme == "dark":
                page.evaluate("() => window.jupyterapp.commands.execute('apputils:change-theme', "
                              "{theme: 'JupyterLab Dark'})")  # fmt: skip
                lab.poll(page, "() => document.body.dataset.jpThemeLight === 'false'", "the dark theme", timeout=60)
                page.wait_for_timeout(500)
            after = {c: page.evaluate(colour, c) for c in ("10S", "7H", "9D", "8C")}
            assert len(set(after.values())) == 4, (theme, after)
            assert "♦" in page.locator(card(2, 0)).text_content()  # the symbols stay
            page.locator(".spiderette").screenshot(path=str(artifacts / f"lab-four-colour-{theme}.png"))
    finally:
        page.evaluate("() => window.jupyterapp.commands.execute('apputils:change-theme', {theme: 'JupyterLab Light'})")
        lab.kernel_run(page, "w.four_colour = False")
    lab.poll(page, "() => !document.querySelector('.spiderette').classList.contains('sp-four-colour')", "2 colours")
    assert page.errors == []


def test_a_double_clicked_card_with_nowhere_to_go_says_it_cannot_move_and_why(lab_page):
    page = lab_page
    show(page, FOUR_SUITS)
    page.locator(card(1, 0)).dblclick(position={"x": 20, "y": 10})
    status_says(page, "Cannot move 10♠: no column ends in a card one rank higher (any jack), "
                      "and no column is empty.")  # fmt: skip
    assert kernel_game(page)[0] == 0


def test_h_with_hints_off_says_that_hints_are_off(lab_page):
    page = lab_page
    show(page, FOUR_SUITS)
    lab.kernel_run(page, "w.hints = False")
    try:
        focus_board(page)
        page.keyboard.press("h")
        status_says(page, "Hints are turned off for this board.")
    finally:
        lab.kernel_run(page, "w.hints = True")


def test_lesson_mode_answers_w_and_g_about_the_solver(lab_page):
    page = lab_page
    show(page, FOUR_SUITS)
    lab.kernel_run(page, "w.lesson = True")
    try:
        lesson = "Lesson mode: “Can this deal be won?” and its steps are off during a lesson."
        for key in ("w", "g"):
            lab.kernel_run(page, "w._set_status([], w._status_kind)")  # an empty status line first
            status_says(page, "")
            focus_board(page)
            page.keyboard.press(key)
            status_says(page, lesson)
        focus_board(page)
        page.keyboard.press("n")
        status_says(page, "Lesson mode: the board stays on the lesson's deal.")
    finally:
        lab.kernel_run(page, "w.lesson = False")
