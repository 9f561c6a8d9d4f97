"""End to end in a real JupyterLab: Restart, the level's record and the undo conventions on the board."""

from __future__ import annotations

import json

import pytest

from . import lab
from .test_lab import TEACHING, card, column_is, kernel_game, last_card, show, status_says

pytestmark = [pytest.mark.lab, pytest.mark.browser]


def kernel_stats(page) -> dict:
    return json.loads(lab.kernel_run(page, "import json; print(json.dumps(w.view['stats']))"))


def record_says(page, stats: dict) -> None:
    text = f"Won: {stats['won']} of {stats['played']}"
    lab.poll(
        page,
        "(t) => document.querySelector('.spiderette .sp-record').textContent === t",
        f"the record {text!r}",
        arg=text,
        timeout=60,
    )


def test_restart_counts_the_game_and_deals_it_again(lab_page, artifacts):
    page = lab_page
    show(page, TEACHING)
    before = kernel_stats(page)
    record_says(page, before)
    lab.drag(page, card(1, 2), last_card(3))  # 7H onto 8C
    column_is(page, 3, ["8C", "7H"])
    page.locator(".spiderette .sp-restart").click()
    column_is(page, 3, ["8C"])
    column_is(page, 1, ["9S", "8S", "7H"])
    status_says(page, "Back to the start of this deal.")
    assert kernel_game(page)[0] == 0
    after = kernel_stats(page)
    assert after["played"] == before["played"] + 1 and after["won"] == before["won"]
    record_says(page, after)
    page.locator(".spiderette").screenshot(path=str(artifacts / "lab-restart-record.png"))
    assert page.errors == []


def test_no_undo_refuses_on_the_board_and_changes_nothing(lab_page):
    page = lab_page
    show(page, TEACHING)
    lab.kernel_run(page, "w.undo_mode = 'none'")
    try:
        lab.drag(page, card(1, 2), last_card(3))
        column_is(page, 3, ["8C", "7H"])
        page.locator(".spiderette .sp-undo").click(force=True)  # greyed (aria-disabled) yet says why when pressed
        status_says(page, "Undo is off in this game: every move and every deal stands.")
        column_is(page, 3, ["8C", "7H"])
        assert kernel_game(page)[0] == 1
    finally:
        lab.kernel_run(page, "w.undo_mode = 'profile'")
