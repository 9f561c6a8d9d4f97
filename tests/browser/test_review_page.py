"""The Review panel of js/src/review.js in headless Chromium, fed the traits of a real board that reviewed a game."""

from __future__ import annotations

import json
import re
import threading

import pytest

from spiderette_widget import Game, SpideretteWidget
from spiderette_widget.search.core import HonestPlayer

from .test_page import mount, sent, set_trait

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def filled():
    """SD1-S2-AAAAABD after the honest player's first 15 actions, reviewed at the review's own budgets
    (some moves are marked), with every ``view.review`` the board sent while the review filled in."""
    g = Game.from_code("SD1-S2-AAAAABD")
    player = HonestPlayer()
    for _ in range(15):
        g.play(player.step_for(g)[0])
    w = SpideretteWidget(g, stats=False)
    sent_views: list[dict] = []
    w.observe(lambda change: sent_views.append(change["new"]["review"]), "view")
    # asked from a thread of its own: Playwright's event loop (this one's) would hold the news until the end
    asking = threading.Thread(target=lambda: w.review().result(300))
    asking.start()
    asking.join()
    return w, [v for v in sent_views if v is not None]


@pytest.fixture(scope="module")
def board(filled):
    return filled[0]


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
    # the bar fills to done / total by a scale, which the browser eases without laying the page out again, frame
    # after frame (a width eased after each of a review's hundred steps kept the page's main thread busy)
    filled = page.locator(".sp-review-progress-bar")
    eased = filled.evaluate("e => getComputedStyle(e).transitionProperty")
    assert "width" not in eased and "all" not in eased
    page.wait_for_timeout(300)  # past the easing
    box, whole = filled.bounding_box(), bar.bounding_box()
    assert box is not None and whole is not None
    assert box["width"] == pytest.approx((whole["width"] - 2) * 5 / done["total"], abs=1)  # inside its 1 px border

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


def test_the_chart_draws_the_chance_with_average_luck_apart(page, board):
    """Issue 50, point 3: the chance with the marks and the cards' luck apart (a second line, its legend and
    where it ends), as the Python chart (``pictures.charts.review_chart``) draws it."""
    w = board
    done = w.view["review"]
    assert any(abs(a[1] - b[1]) > 0.005 for a, b in zip(done["points"], done["skill"], strict=True))  # some luck
    mount(page, **traits(w))
    skill = page.locator(".sp-review-skill")
    assert skill.count() == 1 and json.loads(skill.get_attribute("data-points")) == done["skill"]
    assert skill.get_attribute("d").startswith("M")
    kinds = [m for m in ("blunder", "mistake", "inaccuracy") if any(c["mark"] == m for c in done["costly"])]
    assert kinds and page.locator(".sp-review-legend li").all_inner_texts() == [
        "the expert's chance", "with average luck in the cards", *kinds
    ]  # the marks drawn apart, each kind named
    marks = page.locator(".sp-review-mark").all()
    drawn = {int(m.get_attribute("data-move")): m.get_attribute("data-mark") for m in marks}
    assert drawn == {c["move"]: c["mark"] for c in done["costly"]}
    end, average = (f"{round(done[k][-1][1] * 100)}%" for k in ("points", "skill"))
    assert page.locator(".sp-review-luck").inner_text() == (
        f"With average luck in the cards the chance would end at {average} instead of {end}: "
        "the gap between the two lines is the cards' luck."
    )
    assert page.js_errors == []


def test_the_review_fills_in_and_a_marked_move_opens_before_the_end(page, filled):
    """Issue 50, point 6: the views the board sent while it reviewed, in order: the chart and the marked
    moves grow decision by decision under the progress bar, and a marked move opens while later ones
    are still being weighed."""
    w, views = filled
    running = [v for v in views if v["state"] == "running" and v["points"]]
    assert len(running) >= 10
    mount(page, **traits(w, review=views[0]))
    assert page.locator(".sp-review-chart").count() == 0  # nothing weighed yet: the progress bar only
    drawn, opened, later = [], None, 0
    for v in running:
        set_trait(page, "view", {**w.view, "review": v})
        bar = page.locator(".sp-review-progress")
        assert bar.is_visible() and bar.get_attribute("aria-valuenow") == str(v["done"])
        line = json.loads(page.locator(".sp-review-line").get_attribute("data-points"))
        assert line == v["points"] and not page.locator(".sp-review-summary").is_visible()
        drawn.append(len(line))
        moves = page.locator(".sp-review-move")
        assert moves.all_inner_texts() == [c["text"] for c in v["costly"]]
        if opened is None and v["costly"] and v["done"] < v["total"] - 1:
            opened = v["costly"][0]["move"]
            moves.first.click()  # the learner looks at a marked move while the review goes on
            assert page.locator(".sp-review-position svg").count() == 1
        if opened is not None and any(c["move"] == opened for c in v["costly"]):
            # it stays open as the review fills in, its picture kept from the view that brought it (sent once)
            assert page.locator(".sp-review-position").is_visible()
            assert page.locator(".sp-review-position svg").count() == 1
            later += not next(c for c in v["costly"] if c["move"] == opened)["picture"]
    assert drawn == sorted(drawn) and len(set(drawn)) >= 10
    assert opened is not None and later > 0  # views without its picture came, and it still showed
    set_trait(page, "view", {**w.view, "review": views[-1]})
    assert page.locator(".sp-review-summary").inner_text() == views[-1]["summary"]
    assert not page.locator(".sp-review-progress").is_visible()
    assert page.js_errors == []


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
        assert page.locator(".sp-review-legend li").all_inner_texts()[1] == "przy przeciętnym szczęściu w kartach"
    finally:
        w.lang = "en"
