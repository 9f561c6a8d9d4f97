"""The Review panel of js/src/review.js in headless Chromium, fed the traits of a real board that reviewed a game."""

from __future__ import annotations

import json
import re

import pytest

from spiderette_widget import Game, SpideretteWidget
from spiderette_widget.search.core import HonestPlayer

from .test_page import mount, sent, set_trait

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def board():
    """SD1-S2-AAAAABD after the honest player's first 15 actions, reviewed at the review's own budgets
    (some moves are marked)."""
    g = Game.from_code("SD1-S2-AAAAABD")
    player = HonestPlayer()
    for _ in range(15):
        g.play(player.step_for(g)[0])
    w = SpideretteWidget(g, stats=False)
    w.review().result(300)
    return w


def traits(w: SpideretteWidget, **view) -> dict:
    return {"view": {**w.view, **view}, "status": w.status, "labels": w.labels, "lang": w.lang}


def test_the_review_button_sends_review_by_mouse_and_by_key(page, board):
    w = board
    mount(page, **traits(w, review=None))
    button = page.locator(".sp-review-btn")
    assert button.inner_text() == "Review" and button.get_attribute("aria-disabled") == "false"
    assert not page.locator(".sp-review").is_visible()
    button.click()
    assert sent(page) == [{"type": "review", "rev": w.view["rev"]}]
    mount(page, **traits(w, review=None))
    page.locator(".sp-column").first.focus()
    page.keyboard.press("v")
    assert sent(page) == [{"type": "review", "rev": w.view["rev"]}]


def test_progress_then_the_chart_and_the_costly_moves(page, board):
    w = board
    done = w.view["review"]
    progress = {**done, "state": "running", "done": 5, "summary": None, "points": [], "costly": []}
    mount(page, **traits(w, review=progress))
    bar = page.locator(".sp-review-progress")
    assert bar.is_visible() and bar.get_attribute("aria-valuenow") == "5"
    assert bar.inner_text() == f"Reviewing: 5 of {done['total']} positions judged"
    assert page.locator(".sp-review-chart").count() == 0

    set_trait(page, "view", {**w.view, "review": done})  # the same rev: only the panel changes
    assert not bar.is_visible()
    assert page.locator(".sp-review-summary").inner_text() == done["summary"]
    chart = page.locator(".sp-review-chart")
    assert chart.get_attribute("role") == "img"
    start, end = (f"{round(done['points'][i][1] * 100)}%" for i in (0, -1))
    assert chart.get_attribute("aria-label") == (
        f"Chart of the expert's chance to win before each move: {start} at the start, {end} at the end."
    )
    drawn = json.loads(page.locator(".sp-review-line").get_attribute("data-points"))
    assert drawn == done["points"]
    marks = page.locator(".sp-review-mark")
    assert sorted(int(m.get_attribute("data-move")) for m in marks.all()) == sorted(c["move"] for c in done["costly"])
    words = page.locator(".sp-review-chart text").all_text_contents()
    assert "moves played" in words and "the expert's chance to win" in words

    moves = page.locator(".sp-review-move")
    assert moves.all_inner_texts() == [c["text"] for c in done["costly"]]
    number = done["costly"][0]["move"]  # the largest cost first
    last = moves.filter(has_text=re.compile(rf"^Move {number}\b"))
    assert not page.locator(".sp-review-position").is_visible()
    last.focus()
    page.keyboard.press("Enter")  # keyboard: the position before that move
    shown = page.locator(".sp-review-position")
    assert shown.is_visible() and last.get_attribute("aria-expanded") == "true"
    assert shown.get_attribute("aria-label") == f"The position before move {number}, as you saw it"
    assert shown.locator("svg").count() == 1
    last.click()  # again: hidden
    assert not shown.is_visible() and last.get_attribute("aria-expanded") == "false"
    assert sent(page) == []  # showing a position asks the kernel for nothing

    page.locator(".sp-review-close").click()
    assert sent(page) == [{"type": "review_close", "rev": w.view["rev"]}]


def test_the_panel_speaks_the_boards_language(page, board):
    w = board
    w.lang = "pl"
    try:
        mount(page, **traits(w))
        assert page.locator(".sp-review-btn").inner_text() == "Przejrzyj"
        assert page.locator(".sp-review-title").inner_text() == "Przegląd partii"
        assert page.locator(".sp-review-close").inner_text() == "Zamknij"
        assert page.locator(".sp-review-move").first.inner_text().startswith("Ruch ")
        assert "wykonane ruchy" in page.locator(".sp-review-chart text").all_text_contents()
    finally:
        w.lang = "en"
