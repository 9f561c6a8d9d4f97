"""Page tests of the board's comforts: the level's record, Restart, level names, the win celebration."""

from __future__ import annotations

import pytest

from spiderette_widget.text._words import labels

from .test_page import REV, mount, sent, set_trait, spiderette_view

pytestmark = pytest.mark.browser

STATS = {
    "played": 12,
    "won": 5,
    "win_rate": 0.4167,
    "best_score": 902,
    "fewest_moves": 88,
    "streak": 3,
    "longest_streak": 4,
}


def text(page, selector):
    return page.locator(selector).inner_text().strip()


def test_the_levels_record_is_shown_and_hidden_without_statistics(page):
    mount(page, spiderette_view(stats=STATS))
    # "Label: value", as in every language (issue 52, point 14); a narrow cell stacks the two
    assert [text(page, f".sp-record > {part}") for part in (".sp-k", ".sp-v")] == ["Won:", "5 of 12"]
    assert page.locator(".sp-record").get_attribute("aria-label") == "Won: 5 of 12"
    assert page.locator(".sp-record").get_attribute("title") == "Games won and played at this level, on this computer"
    set_trait(page, "view", spiderette_view(stats=None, rev=REV + 1))
    assert page.locator(".sp-record").is_hidden()


def test_restart_by_button_and_by_key(page):
    mount(page, spiderette_view())
    page.click(".sp-restart")
    assert sent(page) == [{"type": "restart", "rev": REV}]
    page.locator(".sp-column").first.focus()
    page.keyboard.press("r")
    assert sent(page)[-1] == {"type": "restart", "rev": REV}
    assert page.locator(".sp-restart").get_attribute("title") == "Deal this game again from its start (R)"


@pytest.mark.parametrize(
    ("lang", "names"),
    [
        ("en", ["1 · Easy", "2 · Medium", "4 · Hard"]),
        ("pt", ["1 · Fácil", "2 · Médio", "4 · Difícil"]),
        ("pl", ["1 · Łatwy", "2 · Średni", "4 · Trudny"]),
    ],
)
def test_suit_counts_carry_the_apps_level_names(page, lang, names):
    mount(page, spiderette_view(), labels=labels(lang), lang=lang)
    assert page.eval_on_selector_all(".sp-suits option", "os => os.map(o => o.textContent)") == names


def won_view():
    return spiderette_view(won=True, removed=["S", "H", "S", "H"], rev=REV + 1, stats=STATS)


def test_a_win_is_celebrated_once_with_the_record(page):
    mount(page, spiderette_view(stats=STATS))
    assert not page.evaluate("document.querySelector('.spiderette').classList.contains('sp-celebrate')")
    set_trait(page, "view", won_view())
    assert page.evaluate("document.querySelector('.spiderette').classList.contains('sp-celebrate')")
    assert page.evaluate("getComputedStyle(document.querySelector('.sp-banner-box')).animationName") == (
        "sp-celebrate-box"
    )
    assert text(page, ".sp-banner-record") == "Best score: 902 · Winning streak: 3"
    page.screenshot(path="tests/artifacts/won-celebration.png")


def test_no_celebration_motion_for_players_who_ask_for_less(page):
    page.emulate_media(reduced_motion="reduce")
    mount(page, spiderette_view(stats=STATS))
    set_trait(page, "view", won_view())
    assert page.evaluate("getComputedStyle(document.querySelector('.sp-banner-box')).animationName") == "none"
    assert page.locator(".sp-banner-won").is_visible()  # the win is still said


def test_the_runs_removed_slots_keep_their_label_and_a_lesson_without_stock_shows_no_stock(page):
    """Issue 52 point 9: four (Spider: eight) dashed squares with no visible label; a lesson's position
    said "Deals left: 0 / The stock is empty…", noise there."""
    page.set_viewport_size({"width": 640, "height": 900})  # a narrow notebook cell
    mount(page, spiderette_view())
    label = page.locator(".sp-removed > .sp-k")
    assert label.inner_text().strip() == "Runs removed" and label.bounding_box()["width"] > 40
    assert page.locator(".sp-stock").is_visible()
    set_trait(page, "view", spiderette_view(lesson=True, stock=0, deals_left=0, can_deal=False, rev=REV + 1))
    assert page.locator(".sp-stock").is_hidden()
