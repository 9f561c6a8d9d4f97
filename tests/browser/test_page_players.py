"""Page tests of what players asked for (issue 27): the "Winnable only" box, the four-colour deck, H with hints off."""

from __future__ import annotations

import re

import pytest

from spiderette_widget.text._words import labels

from .test_page import DARK_THEME, REV, _theme, card, column, host_width, mount, sent, set_trait, spiderette_view

pytestmark = pytest.mark.browser

# every suit, on faces at the end of columns (with their big pips) and in the removed runs
FOUR_SUITS = [
    {"hidden": 1, "up": ["KS", "QH"], "movable": 1},
    {"hidden": 2, "up": ["9D"], "movable": 1},
    {"hidden": 0, "up": ["JC", "10D"], "movable": 1},
    {"hidden": 3, "up": ["8C"], "movable": 1},
    {"hidden": 0, "up": ["7H", "6S"], "movable": 1},
    {"hidden": 4, "up": ["AS"], "movable": 1},
    {"hidden": 2, "up": ["5D", "4C"], "movable": 1},
]


def four_suit_view(**overrides):
    view = spiderette_view(suits=4, code="SD1-S4-AAAAAAC", columns=FOUR_SUITS, removed=["S", "H", "D"], legal=[])
    view.update(overrides)
    return view


def rgb(text):
    """(r, g, b) in 0..1 from a computed colour: "rgb(1, 2, 3)" or "color(srgb 0.1 0.2 0.3)"."""
    if text.startswith("color(srgb"):
        return tuple(float(x) for x in text[len("color(srgb") :].strip(" )").split()[:3])
    return tuple(int(x) / 255 for x in re.findall(r"[\d.]+", text)[:3])


def luminance(c):
    lin = [x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4 for x in c]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def ink(page, code):
    return rgb(page.eval_on_selector(f'.sp-card[data-card="{code}"]', "e => getComputedStyle(e).color"))


def face(page, code):
    return rgb(
        page.eval_on_selector(
            f'.sp-card[data-card="{code}"] .sp-face', "e => getComputedStyle(e).backgroundColor"
        )
    )


def test_the_winnable_box_sits_by_the_suit_menu_and_deals_at_once(page):
    mount(page, spiderette_view(), labels=labels("en"))
    box = page.locator(".sp-winnable input")
    assert page.locator(".sp-winnable").inner_text().strip() == "Winnable only"
    assert page.locator(".sp-winnable").get_attribute("title").startswith("Deal only games the solver has won")
    # next to the suit menu: the label right after the suit menu's
    assert page.evaluate("document.querySelector('.sp-suits-label').nextElementSibling.matches('.sp-winnable')")
    assert not box.is_checked()
    box.click()
    assert sent(page) == [{"type": "new", "suits": 2, "winnable": True}]
    assert not box.is_checked()  # it shows the option until the kernel sets it
    set_trait(page, "winnable", True)
    assert box.is_checked()
    set_trait(page, "view", spiderette_view(rev=REV + 1, winnable=True))
    badge = page.locator(".sp-winnable-deal")
    assert badge.is_visible() and badge.inner_text().strip() == "Winnable deal"
    page.click(".sp-new")  # New game follows the option the kernel holds
    assert sent(page)[-1] == {"type": "new", "suits": 2}
    box.click()
    assert sent(page)[-1] == {"type": "new", "suits": 2, "winnable": False}
    set_trait(page, "view", spiderette_view(rev=REV + 2, winnable=False))
    assert badge.is_hidden()


@pytest.mark.parametrize("lang", ["pt", "pl"])
def test_the_new_boxes_speak_the_boards_language(page, lang):
    mount(page, spiderette_view(), labels=labels(lang), lang=lang)
    assert page.locator(".sp-winnable").inner_text().strip() == labels(lang)["winnable"]
    assert page.locator(".sp-four-colour-box").inner_text().strip() == labels(lang)["four_colour"]


def test_the_four_colour_box_sets_the_option_and_colours_the_suits(page):
    mount(page, four_suit_view(), labels=labels("en"))
    two = {code: ink(page, code) for code in ("KS", "QH", "9D", "8C")}
    assert two["9D"] == two["QH"] and two["8C"] == two["KS"]  # red and black
    page.locator(".sp-four-colour-box input").check()
    assert page.evaluate("harness.get('four_colour')") is True
    assert page.evaluate("harness.saves()") >= 1
    assert page.evaluate("document.querySelector('.spiderette').classList.contains('sp-four-colour')")
    four = {code: ink(page, code) for code in ("KS", "QH", "9D", "8C")}
    assert len(set(four.values())) == 4, four
    assert four["KS"] == two["KS"] and four["QH"] == two["QH"]  # ♠ stays black, ♥ red
    b, g = four["9D"], four["8C"]
    assert b[2] > b[0] and b[2] > b[1], b  # blue
    assert g[1] > g[0] and g[1] > g[2], g  # green
    # never by colour alone: every card still shows its suit symbol
    assert "♦" in page.locator(card(2, 0)).inner_text() and "♣" in page.locator(card(4, 0)).inner_text()
    badge = page.eval_on_selector('.sp-run[data-suit="D"]', "e => getComputedStyle(e).color")
    assert rgb(badge) == b
    set_trait(page, "four_colour", False)  # the kernel (or another view) turns it off
    assert not page.locator(".sp-four-colour-box input").is_checked()
    assert ink(page, "9D") == two["9D"]


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_four_colour_deck_reads_in_both_themes(page, artifacts, theme):
    """tests/artifacts/four-colour-<theme>.png, for a person to look at; every suit's ink against its face."""
    if theme == "dark":
        _theme(page, DARK_THEME)
    host_width(page, 760)
    mount(page, four_suit_view(winnable=True), labels=labels("en"), four_colour=True, winnable=True)
    for code in ("KS", "QH", "9D", "8C", "10D", "4C"):
        ratio = contrast(ink(page, code), face(page, code))
        assert ratio >= 4.5, (theme, code, round(ratio, 2))
    page.locator(column(1)).focus()
    page.wait_for_timeout(120)
    page.locator("#host").screenshot(path=artifacts / f"four-colour-{theme}.png")
    host_width(page, 420)
    page.wait_for_timeout(120)
    page.locator("#host").screenshot(path=artifacts / f"four-colour-narrow-{theme}.png")
