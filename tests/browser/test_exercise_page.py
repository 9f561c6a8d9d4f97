"""The exercise panel and lesson mode of the board's front end (js/src) in headless Chromium, fed real kernel traits."""

from __future__ import annotations

import pytest

from spiderette_widget import Game, SpideretteWidget
from spiderette_widget.classroom import Exercise, ExerciseSet, Number, TurnUp, WhichRule

from .test_page import DARK_THEME, _theme, mount, sent, set_trait, wait_for

pytestmark = pytest.mark.browser

TEACHING = "spiderette\n1: QH ? | 9S 8S 7H\n2: 10D\n3: 8C\n4: KD\n5: 4H\n6: JC\n7: 2S\nstock: ?"


def traits(w: SpideretteWidget) -> dict:
    return {"view": w.view, "status": w.status, "labels": w.labels, "lang": w.lang, "lesson": w.lesson}


def kernel_send(w: SpideretteWidget, kind: str, **fields) -> None:
    fields.setdefault("rev", w.view["rev"])
    w._handle_custom_msg({"type": kind, **fields}, [])


def show(page, w: SpideretteWidget) -> None:
    for name, value in traits(w).items():
        set_trait(page, name, value)


def test_the_panel_shows_the_goal_and_sends_reset_show_and_next(page):
    first = Exercise(TEACHING, TurnUp(1, within=2), title="Free the card")
    s = ExerciseSet([first, Exercise(TEACHING, Number("?", 1))])
    w = SpideretteWidget(exercise=s)
    mount(page, **traits(w))
    panel = page.locator(".sp-exercise")
    assert panel.is_visible()
    assert page.locator(".sp-ex-goal").inner_text() == "Turn up the face-down card in column 1 in at most 2 moves."
    assert page.locator(".sp-ex-counter").inner_text() == "Exercise 1 of 2"
    assert page.locator(".sp-ex-title").inner_text() == "Free the card"
    assert page.locator(".sp-ex-tries").inner_text() == "Tries: 0"
    for hidden in (".sp-new", ".sp-suits-label", ".sp-solve-btn", ".sp-redo"):
        assert not page.locator(hidden).is_visible(), hidden
    assert page.locator(".sp-hint-btn").is_visible()  # Hint nudges toward the goal
    for button, kind in ((".sp-ex-reset", "reset"), (".sp-ex-show", "show"), (".sp-ex-next", "next")):
        mount(page, **traits(w))  # one intent at a time is in flight: a fresh board per button
        page.locator(button).click()
        assert sent(page) == [{"type": kind, "rev": w.view["rev"]}]

    kernel_send(w, "move", src=1, count=3, dst=2)  # refused: the state and the count change, same rev
    show(page, w)
    assert page.locator(".sp-ex-tries").inner_text() == "Tries: 1"
    wait_for(page, "document.querySelector('.sp-status').textContent.includes('one suit')")  # cleared, then set
    kernel_send(w, "move", src=2, count=1, dst=6)  # 10D onto JC: two moves are still needed, one is left
    show(page, w)
    assert page.locator(".sp-exercise").get_attribute("data-state") == "lost"
    assert page.locator(".sp-ex-state").inner_text() == "Can no longer be met"


def test_questions_send_answers_from_option_buttons_and_the_number_box(page):
    w = SpideretteWidget(exercise=Exercise(TEACHING, WhichRule("1>2x3")))
    mount(page, **traits(w))
    options = page.locator(".sp-ex-option")
    assert options.count() == 4 and options.nth(0).inner_text().startswith("1. ")
    options.nth(2).click()
    assert sent(page)[-1] == {"type": "answer", "value": 3, "rev": w.view["rev"]}
    assert not page.locator(".sp-ex-number-box").is_visible()

    n = SpideretteWidget(exercise=Exercise(TEACHING, Number("How many columns?", 7)))
    mount(page, **traits(n))
    box = page.locator(".sp-ex-number")
    box.fill("seven")
    box.press("Enter")
    assert sent(page) == []  # not a number: nothing is sent
    box.fill("7")
    page.locator(".sp-ex-answer").click()
    assert sent(page) == [{"type": "answer", "value": 7, "rev": n.view["rev"]}]


def test_lesson_mode_hides_hint_solver_new_game_and_suits(page):
    w = SpideretteWidget(Game.new("spiderette", suits=2, seed=42), lesson=True)
    mount(page, **traits(w))
    for hidden in (".sp-hint-btn", ".sp-solve-btn", ".sp-new", ".sp-suits-label", ".sp-code"):
        assert not page.locator(hidden).is_visible(), hidden
    assert page.locator(".sp-undo").is_visible() and page.locator(".sp-stock").is_visible()
    assert not page.locator(".sp-exercise").is_visible()
    w.lesson = False
    show(page, w)
    for shown in (".sp-hint-btn", ".sp-solve-btn", ".sp-new", ".sp-suits-label", ".sp-code"):
        assert page.locator(shown).is_visible(), shown


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_exercise_screenshots(page, artifacts, theme):
    if theme == "dark":
        _theme(page, DARK_THEME)
    s = ExerciseSet([Exercise(TEACHING, TurnUp(1, within=2), title="Free the card"),
                     Exercise(TEACHING, WhichRule("1>2x3"))])  # fmt: skip
    w = SpideretteWidget(exercise=s, lang="pt")
    kernel_send(w, "move", src=1, count=3, dst=2)
    mount(page, **traits(w))
    page.wait_for_timeout(150)
    page.locator(".spiderette").screenshot(path=artifacts / f"exercise-refused-{theme}.png")
    kernel_send(w, "move", src=1, count=1, dst=3)
    kernel_send(w, "move", src=1, count=2, dst=2)
    show(page, w)
    page.wait_for_timeout(150)
    page.locator(".spiderette").screenshot(path=artifacts / f"exercise-met-{theme}.png")
    kernel_send(w, "next")
    kernel_send(w, "answer", value=1)
    show(page, w)
    page.wait_for_timeout(150)
    page.locator(".spiderette").screenshot(path=artifacts / f"exercise-question-{theme}.png")
