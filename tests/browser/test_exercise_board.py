"""Issue 22 items 1-2 in headless Chromium, fed real kernel traits: the course's exercise board.

Column numbers on the live board (readable in a 400 px cell), nudges that outline the cards they
name, "Answer shown" in its own colour (not the green of "Goal met"), one way back to the start
(Reset, no Restart beside it), a puzzle's level; then screenshots of an exercise board in each
language: open, met, lost and answer shown (tests/artifacts/exercise-board-*.png).
"""

from __future__ import annotations

import pytest

from spiderette_widget import SpideretteWidget
from spiderette_widget.classroom import Exercise, ExerciseSet, TurnUp, WillBeAllowed, puzzles

from .test_exercise_page import TEACHING, kernel_send, show, traits
from .test_page import DARK_THEME, _theme, host_width, mount, spiderette_view, wait_for

pytestmark = pytest.mark.browser

COLNUMS_JS = """() => [...document.querySelectorAll('.sp-column')].map(c => {
  const n = c.querySelector('.sp-colnum');
  if (!n) return null;
  const r = n.getBoundingClientRect(), col = c.getBoundingClientRect();
  const cs = getComputedStyle(n);
  const cards = [...c.querySelectorAll('.sp-card, .sp-back, .sp-empty')];
  return {text: n.textContent, size: parseFloat(cs.fontSize),
          inside: r.left >= col.left - 0.5 && r.right <= col.right + 0.5,
          visible: r.width > 0 && r.height >= parseFloat(cs.fontSize), hidden: n.getAttribute('aria-hidden'),
          above: cards.every(e => e.getBoundingClientRect().top >= r.bottom - 0.5)};
})"""


@pytest.mark.parametrize("width", [900, 400])
def test_every_column_shows_its_number_readable_in_a_400_px_cell(page, width):
    host_width(page, width)
    mount(page)
    wait_for(page, "document.querySelectorAll('.sp-colnum').length === 7")
    nums = page.evaluate(COLNUMS_JS)
    assert [n["text"] for n in nums] == [str(i) for i in range(1, 8)]
    for n in nums:
        assert n["size"] >= 13 and n["inside"] and n["visible"] and n["above"], n
        assert n["hidden"] == "true"  # the column's label says "Column 3, ..." to a screen reader already
    assert page.locator(".spiderette").bounding_box()["width"] <= width


def test_a_column_number_is_no_card_a_press_on_it_picks_the_column(page):
    mount(page)
    assert page.locator('.sp-column[data-col="3"] .sp-colnum').count() == 1
    assert page.evaluate("document.querySelectorAll('[data-card]').length") == 12  # no card codes added
    page.locator('.sp-card[data-col="3"][data-index="2"]').click()  # select 7H
    page.locator('.sp-column[data-col="4"] .sp-colnum').click()  # drop on column 4's number
    assert page.evaluate("harness.sent()")[-1] == {"type": "move", "src": 3, "count": 1, "dst": 4, "rev": 12}


def test_a_nudge_outlines_the_group_then_its_column(page):
    w = SpideretteWidget(exercise=Exercise(TEACHING, TurnUp(1, within=2)))
    mount(page, **traits(w))
    outlined = "() => [...document.querySelectorAll('.sp-card.sp-hint')].map(e => e.dataset.card)"
    columns = "() => [...document.querySelectorAll('.sp-column.sp-hint')].map(e => e.dataset.col)"
    kernel_send(w, "hint")  # what to look at: words only
    show(page, w)
    assert page.evaluate(outlined) == [] and page.evaluate(columns) == []
    kernel_send(w, "hint")  # where to start: the group
    show(page, w)
    wait_for(page, "document.querySelectorAll('.sp-card.sp-hint').length === 1")
    assert page.evaluate(outlined) == ["7H"] and page.evaluate(columns) == []
    kernel_send(w, "hint")  # the move: the group and its column
    show(page, w)
    wait_for(page, "document.querySelectorAll('.sp-column.sp-hint').length === 1")
    assert page.evaluate(outlined) == ["7H"] and page.evaluate(columns) == ["3"]
    assert page.locator(".sp-ex-hints").inner_text() == "Hints: 3"
    kernel_send(w, "move", src=1, count=1, dst=3)  # played: the outline goes
    show(page, w)
    wait_for(page, "document.querySelectorAll('.sp-hint').length === 0")


def test_a_question_s_nudge_outlines_the_move_it_asks_about(page):
    w = SpideretteWidget(exercise=Exercise(TEACHING, WillBeAllowed("1>2x3")))
    mount(page, **traits(w))
    kernel_send(w, "hint")
    show(page, w)
    wait_for(page, "document.querySelectorAll('.sp-card.sp-hint').length === 3")
    assert page.evaluate("[...document.querySelectorAll('.sp-column.sp-hint')].map(e => e.dataset.col)") == ["2"]


def test_answer_shown_is_not_drawn_as_goal_met(page):
    met = SpideretteWidget(exercise=Exercise(TEACHING, TurnUp(1, within=2)))
    kernel_send(met, "move", src=1, count=1, dst=3)
    kernel_send(met, "move", src=1, count=2, dst=2)
    mount(page, **traits(met))
    panel = page.locator(".sp-exercise")
    assert panel.get_attribute("data-state") == "met"
    met_look = page.evaluate("() => [getComputedStyle(document.querySelector('.sp-exercise')).borderLeftColor,"
                             " getComputedStyle(document.querySelector('.sp-ex-state')).color]")  # fmt: skip

    shown = SpideretteWidget(exercise=Exercise(TEACHING, TurnUp(1, within=2)))
    kernel_send(shown, "show")
    mount(page, **traits(shown))
    assert panel.get_attribute("data-state") == "shown"
    assert page.locator(".sp-ex-state").inner_text() == "Answer shown"
    assert page.locator(".sp-ex-state").get_attribute("class") == "sp-ex-state sp-ex-shown"
    shown_look = page.evaluate("() => [getComputedStyle(document.querySelector('.sp-exercise')).borderLeftColor,"
                               " getComputedStyle(document.querySelector('.sp-ex-state')).color]")  # fmt: skip
    assert shown_look[0] != met_look[0] and shown_look[1] != met_look[1]


def test_an_exercise_has_one_way_back_to_its_start(page):
    w = SpideretteWidget(exercise=Exercise(TEACHING, TurnUp(1, within=2)), lang="pt")
    mount(page, **traits(w))
    assert page.locator(".sp-ex-reset").is_visible()
    assert not page.locator(".sp-restart").is_visible()  # Restart did what Reset does
    buttons = page.evaluate("[...document.querySelectorAll('.spiderette button')].filter(b => b.offsetParent)"
                            ".map(b => b.textContent.trim()).filter(Boolean)")  # fmt: skip
    assert len(buttons) == len(set(buttons)), buttons  # no two visible buttons say the same
    free = SpideretteWidget(lesson=True)
    mount(page, **traits(free))
    assert page.locator(".sp-restart").is_visible()  # outside exercises, Restart stays


def test_a_puzzle_shows_its_level(page):
    s = puzzles(level=(2, 3))
    w = SpideretteWidget(exercise=s, lang="pl")
    mount(page, **traits(w))
    assert page.locator(".sp-ex-level").inner_text() == "Poziom 2"
    plain = SpideretteWidget(exercise=Exercise(TEACHING, TurnUp(1, within=2)))
    mount(page, **traits(plain))
    assert not page.locator(".sp-ex-level").is_visible()


def test_the_column_numbers_follow_a_spider_board(page):
    mount(page, spiderette_view(game="spider", columns=[{"hidden": 1, "up": ["KS"], "movable": 1}] * 10))
    assert page.evaluate("[...document.querySelectorAll('.sp-colnum')].map(e => e.textContent)") == [
        str(i) for i in range(1, 11)
    ]


@pytest.mark.parametrize("lang", ["en", "pt", "pl"])
def test_exercise_board_screenshots_in_each_language(page, artifacts, lang):
    """Open, met, lost and answer shown, at a 400 px cell in Portuguese (the longest words) and wide otherwise."""
    if lang == "pl":
        _theme(page, DARK_THEME)
    if lang == "pt":
        host_width(page, 420)

    def board():
        title = {"en": "Free the card", "pt": "Liberte a carta", "pl": "Uwolnij kartę"}
        first = Exercise(TEACHING, TurnUp(1, within=2), title=title, name="a")
        question = Exercise(TEACHING, WillBeAllowed("1>2x3"), name="b")
        return SpideretteWidget(exercise=ExerciseSet([first, question]), lang=lang)

    def snap(w, name):
        mount(page, **traits(w))
        wait_for(page, f"document.querySelector('.sp-status').textContent === {w.status['text']!r}")
        wait_for(page, "document.getAnimations().every(a => a.playState !== 'running')")  # the board as it rests
        page.locator(".spiderette").screenshot(path=artifacts / f"exercise-board-{lang}-{name}.png")

    w = board()
    kernel_send(w, "hint")
    kernel_send(w, "hint")
    snap(w, "open")
    kernel_send(w, "move", src=1, count=1, dst=3)
    kernel_send(w, "move", src=1, count=2, dst=2)
    snap(w, "met")
    w = board()
    kernel_send(w, "move", src=2, count=1, dst=6)  # 10D onto JC: two moves are needed, one is left
    snap(w, "lost")
    w = board()
    kernel_send(w, "show")
    snap(w, "shown")
    w = board()
    kernel_send(w, "next")
    kernel_send(w, "hint")
    snap(w, "question")
