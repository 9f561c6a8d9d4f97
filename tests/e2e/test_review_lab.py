"""End to end in a real JupyterLab: a player plays, presses Review (the mouse, then the key V) and
reads the chart of the chance over the game and the costly moves, in English, Portuguese and Polish.

Screenshots of the panel in each language go to build/screenshots/review-{en,pt,pl}.png.
"""

from __future__ import annotations

import re

import pytest

from . import lab
from .test_lab import column_is, last_card

pytestmark = [pytest.mark.lab, pytest.mark.browser]

SHOTS = lab.REPO / "build" / "screenshots"
# SD1-S2-AAAAABD after the honest player's first 14 actions: the player's move 15 fills the
# only empty column with a lone A♠; the review, at its own budgets, finds move 13 costly (tests/test_review.py)
SETUP = """from spiderette_widget.search.core import HonestPlayer
g = Game.from_code('SD1-S2-AAAAABD')
player = HonestPlayer()
for _ in range(14):
    g.play(player.step_for(g)[0])
w.lang = 'en'
w.game = g
"""
DONE_JS = (
    "() => { const p = document.querySelector('.spiderette .sp-review'); return p && !p.hidden && p.dataset.state; }"
)


def review_done(page, timeout: float = 400) -> None:
    try:
        lab.poll(page, DONE_JS.replace("p.dataset.state", "p.dataset.state === 'done'"), "the review",
                 timeout=timeout, every=0.5)  # fmt: skip
    except TimeoutError:
        state = "print(w.reviewing, repr(w.status['text']), (w.view['review'] or {}).get('state'))"
        raise TimeoutError(lab.kernel_run(page, state) + repr(page.errors)) from None


def test_a_player_reviews_the_game_with_the_mouse_and_with_a_key(lab_page):
    page = lab_page
    lab.kernel_run(page, SETUP)
    column_is(page, 5, [])
    lab.drag(page, last_card(2), ".spiderette .sp-column[data-col='5']")  # A♠ into the empty column 5
    column_is(page, 5, ["AS"])
    assert lab.kernel_run(page, "print(w.game.moves)").strip() == "15"

    page.locator(".spiderette .sp-review-btn").click()
    lab.poll(page, DONE_JS, "the review panel")  # running: the progress bar, the board still playable
    review_done(page)
    panel = page.locator(".spiderette .sp-review")
    assert panel.locator(".sp-review-summary").inner_text().startswith("Unfinished. 15 decisions reviewed.")
    assert panel.locator(".sp-review-chart").is_visible()
    points = panel.locator(".sp-review-line").get_attribute("data-points")
    assert points.startswith("[[0,") and "[15," in points
    moves = panel.locator(".sp-review-move").all_inner_texts()
    # the marked moves, largest cost first, each in words: its mark, what it gave up, what the judge keeps
    marked = r"Move \d+, (inaccuracy|mistake|blunder): .+ gave up \d+ points? of the expert's chance"
    costly = [m for m in moves if re.match(marked, m)]
    assert costly, moves
    number = re.match(r"Move (\d+),", costly[0]).group(1)
    assert panel.locator(".sp-review-mark").count() == len(moves)
    html = page.evaluate("() => document.querySelector('.spiderette').outerHTML")
    hidden = lab.kernel_run(page, "print(' '.join(str(c) for col in w.game.columns for c in col.hidden))").split()
    seen = {c for col in lab.board_columns(page) for c in col}
    for c in set(hidden) - seen:  # a face-down card's code is nowhere in the board, the review included
        assert not re.search(rf"data-card=\"{c}\"", html), c

    mine = panel.locator(".sp-review-move", has_text=f"Move {number},")
    mine.click()  # the position before that move, as it was seen
    assert panel.locator(".sp-review-position svg").is_visible()
    page.set_viewport_size({"width": 1280, "height": 2200})  # the whole board and its review in the picture
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator(".spiderette").screenshot(path=str(SHOTS / "review-en.png"))

    panel.locator(".sp-review-close").click()
    lab.poll(page, "() => document.querySelector('.spiderette .sp-review').hidden", "the panel closed")
    lab.poll(page, "() => document.querySelector('.spiderette .sp-status').textContent === 'Review closed.'",
             "the status saying so")  # fmt: skip
    page.locator(".spiderette .sp-column[data-col='1']").focus()
    page.keyboard.press("v")  # the key asks again: the same game, the same review
    review_done(page)
    assert page.locator(".spiderette .sp-review-move").all_inner_texts() == moves

    for lang, start, title in (("pt", f"Jogada {number}, ", "Revisão da partida"),
                               ("pl", f"Ruch {number}, ", "Przegląd partii")):  # fmt: skip
        lab.kernel_run(page, f"w.lang = {lang!r}")
        lab.poll(page, "(t) => document.querySelector('.spiderette .sp-review-title').textContent === t",
                 f"the panel in {lang}", arg=title)  # fmt: skip
        assert any(m.startswith(start) for m in page.locator(".spiderette .sp-review-move").all_inner_texts())
        first = page.locator(".spiderette .sp-review-move").first
        if first.get_attribute("aria-expanded") != "true":
            first.click()  # its position, as it was seen
        page.locator(".spiderette").screenshot(path=str(SHOTS / f"review-{lang}.png"))

    lab.kernel_run(page, "w.lang = 'en'")
    page.locator(".spiderette .sp-undo").click()  # a change of position closes the review
    lab.poll(page, "() => document.querySelector('.spiderette .sp-review').hidden", "the review closed by Undo")
    assert page.errors == []


# the honest player's first 100 actions of a two-suit Spider deal outside the winnability table (benchmarks/review.py
# --board): the review marks moves 8, 9, 12, 15, 17 and more
LONG = """from spiderette_widget.search.core import HonestPlayer
g = Game.from_code('SP1-S2-AAAFRYG')
player = HonestPlayer()
while len(g.line) < 100:
    g.play(player.step_for(g)[0])
w.lang = 'en'
w.game = g
"""
# every state the review panel goes through, noted by the page itself as it changes (a quick review may pass
# through many between two looks from here): window.reviewStates, each {t (ms), state, points, done, moves, opened}
OBSERVE_JS = """() => {
  window.reviewStates = [];
  const note = () => {
    const p = document.querySelector('.spiderette .sp-review');
    if (!p || p.hidden) return;
    const line = p.querySelector('.sp-review-line');
    const bar = p.querySelector('.sp-review-progress');
    const now = {state: p.dataset.state, points: line ? JSON.parse(line.dataset.points).length : 0,
                 done: bar ? Number(bar.getAttribute('aria-valuenow')) : 0,
                 moves: p.querySelectorAll('.sp-review-move').length,
                 opened: document.querySelectorAll('.spiderette .sp-review-position svg').length};
    const last = window.reviewStates[window.reviewStates.length - 1];
    if (!last || ['state', 'points', 'done', 'moves', 'opened'].some((k) => last[k] !== now[k]))
      window.reviewStates.push({t: performance.now(), ...now});
  };
  new MutationObserver(note).observe(document.querySelector('.spiderette'),
                                     {subtree: true, childList: true, attributes: true});
  return performance.now();
}"""


def test_a_100_decision_game_fills_in_on_the_board_as_it_is_reviewed(lab_page):
    """Issue 50, point 6: the review of a 100-decision game shows its progress, draws the chance decision by
    decision and lists marked moves while later ones are still weighed; a click on one opens it. The page
    notes each state of the panel as it changes, so a quick review is seen as fully as a slow one (a marked
    move opened while the review still runs: tests/browser/test_review_page.py). The seconds are printed
    (run with -s), not tested: budgets are counts."""
    page = lab_page
    lab.kernel_run(page, LONG)
    assert lab.kernel_run(page, "print(len(w.game.line))").strip() == "100"
    began = page.evaluate(OBSERVE_JS)
    page.locator(".spiderette .sp-review-btn").click()
    page.locator(".spiderette .sp-review-move").first.click()  # a marked move, clicked as soon as it shows
    review_done(page)
    states = page.evaluate("() => window.reviewStates")
    running = [s for s in states if s["state"] == "running" and s["points"]]
    drawn = [s["points"] for s in running]
    assert drawn == sorted(drawn) and len(set(drawn)) >= 5, states  # it filled in, decision by decision
    assert all(s["points"] <= s["done"] for s in running)  # never ahead of the progress it shows
    assert any(s["moves"] for s in running), states  # marked moves listed (and open to a click) while it ran
    assert states[-1]["opened"] == 1  # the click opened the position before the marked move
    assert states[-1]["state"] == "done"
    assert page.locator(".spiderette .sp-review-line").get_attribute("data-points").count("[") == 102  # 101 points
    first = (running[0]["t"] - began) / 1000
    ended = (next(s["t"] for s in states if s["state"] == "done") - began) / 1000
    print(f"\n100-decision review in JupyterLab: first decision drawn at {first:.1f} s, done at {ended:.1f} s;"
          f" {len(set(drawn))} states of the chart")  # fmt: skip
    assert page.errors == []
