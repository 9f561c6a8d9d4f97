"""Issue 41, "The classroom, smooth": what a learner met on the course's boards, in headless Chromium.

Each test mounts the board with a real kernel's traits, acts with the mouse as the learner did
(the intents the page sends go to the real ``SpideretteWidget``, whose new traits the page then
shows: ``relay``) and checks what the page shows. Screenshots of the changed boards in en, pt and
pl land in tests/artifacts/classroom-*.png.
"""

from __future__ import annotations

import pytest

from spiderette_widget import Game, SpideretteWidget, Stats
from spiderette_widget.classroom import Exercise, ExerciseSet, TurnUp, WhichRule, WillBeAllowed, puzzles

from .test_exercise_page import show, traits
from .test_page import host_width, mount, sent, wait_for

pytestmark = pytest.mark.browser

# notebook 02's position and exercises
POSITION = "game: spiderette\n1: ? ? | 9H\n2: 10S\n3: 10H\n4: AD\n5: KC\n6: ? | 8C\n7: QD"


def lesson_02(lang: str = "en") -> SpideretteWidget:
    exercises = ExerciseSet([
        Exercise(POSITION, WillBeAllowed("5>7"), lang=lang),
        Exercise(POSITION, TurnUp(1, within=1), lang=lang),
        Exercise(POSITION, WhichRule("6>4"), lang=lang),
    ])  # fmt: skip
    return SpideretteWidget(exercise=exercises, lang=lang, stats=False)


def relay(page, w: SpideretteWidget) -> None:
    """Hand the intents the page sent to the kernel, then show the page the kernel's new traits."""
    for msg in page.evaluate("harness.sent().splice(0)"):
        w._handle_custom_msg(msg, [])
    show(page, w)


def status(page) -> tuple[str, str]:
    wait_for(page, "document.querySelector('.sp-status').textContent !== ''")
    return page.locator(".sp-status").inner_text(), page.locator(".sp-status").get_attribute("data-kind") or ""


def drag(page, src: str, dst: str) -> None:
    """Drag the card ``src`` onto the column ``dst`` with the mouse."""
    box = page.locator(src).bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + 8)
    page.mouse.down()
    target = page.locator(dst).bounding_box()
    page.mouse.move(target["x"] + target["width"] / 2, target["y"] + target["height"] / 3, steps=8)
    page.mouse.up()


def visible(page, selector: str) -> bool:
    return page.locator(selector).is_visible()


# --------------------------------------------------------------- 1 · Undo offered, then refused
def test_undo_is_greyed_at_the_start_and_after_a_move_that_loses_the_goal(page):
    w = lesson_02()
    w.go_exercise(1)  # 02 ex 2: turn up column 1's card in one move
    mount(page, **traits(w))
    assert page.locator(".sp-undo").get_attribute("aria-disabled") == "true"  # nothing to undo yet
    drag(page, '.sp-card[data-card="8C"]', '.sp-column[data-col="1"]')  # 8♣ onto 9♥: the goal is lost
    relay(page, w)
    wait_for(page, "document.querySelector('.sp-exercise').dataset.state === 'lost'")
    assert page.locator(".sp-undo").get_attribute("aria-disabled") == "true"
    assert not visible(page, ".sp-banner-undo") and not visible(page, ".sp-banner-stuck")
    undo_buttons = page.evaluate(
        "[...document.querySelectorAll('.spiderette button')].filter(b => b.offsetParent"
        " && b.getAttribute('aria-disabled') !== 'true' && /undo/i.test(b.className))"
        ".map(b => b.className)"
    )
    assert undo_buttons == []  # no Undo offered that would answer "can no longer be met"


def test_undo_acts_while_the_goal_is_open():
    """The other half: where Undo can act (a move of this try, the goal still open), it is offered and acts."""
    w = SpideretteWidget(exercise=Exercise(POSITION, TurnUp(6, within=2)), stats=False)
    assert w.view["can_undo"] is False
    w.play("6>3")  # refused (8♣ is not one below 10♥): nothing to take back
    assert w.view["can_undo"] is False
    w.play("1>2")  # 9♥ onto 10♠: one move left, the goal still open
    assert w.exercise.state == "open" and w.view["can_undo"] is True
    w.undo()
    assert w.exercise.moves == [] and w.view["can_undo"] is False


# -------------------------------------------------------- 2 · success under a warning
def test_a_met_puzzle_reads_as_a_success_with_room_for_its_why(page):
    host_width(page, 760)
    w = SpideretteWidget(exercise=puzzles(level=1), stats=False)  # 13, level 1, puzzle 1
    mount(page, **traits(w))
    for move in w.exercise.goal.line:
        w.play(move)
    show(page, w)
    text, kind = status(page)
    assert w.exercise.state == "met" and kind == "win"
    assert not visible(page, ".sp-banner-stuck") and "No move can help" not in text
    assert text.startswith("4♠ from column 6") or "Goal met" in text
    lines = page.evaluate(
        "(() => { const s = document.querySelector('.sp-status');"
        " return Math.round(s.getBoundingClientRect().height / parseFloat(getComputedStyle(s).lineHeight)); })()"
    )
    assert lines <= 4, lines  # the why reads across the row, not squeezed into a narrow column


# ------------------------------------------------------------ 3 · badge and message agree
def test_after_show_me_and_reset_the_learner_s_own_move_reads_as_met(page):
    w = lesson_02()
    w.go_exercise(1)
    mount(page, **traits(w))
    page.locator(".sp-ex-show").click()
    relay(page, w)
    wait_for(page, "document.querySelector('.sp-ex-state').textContent === 'Answer shown'")
    page.locator(".sp-ex-reset").click()
    relay(page, w)
    drag(page, '.sp-card[data-card="9H"]', '.sp-column[data-col="2"]')  # the right move
    relay(page, w)
    wait_for(page, "document.querySelector('.sp-exercise').dataset.state === 'met'")
    text, kind = status(page)
    assert kind == "win"
    badge = page.locator(".sp-ex-state").inner_text()
    assert badge == "Goal met" and "Goal met in 1 move" in text
    assert "shown first" in text and not w.exercise.solved  # and the words say why it does not count


# ----------------------------------------------- 4 · wrong answers explained, handled alike
def test_a_wrong_yes_says_the_rule_the_move_breaks(page):
    w = lesson_02()
    mount(page, **traits(w))
    page.locator('.sp-ex-option[data-option="1"]').click()  # "Yes": K♣ onto Q♦
    relay(page, w)
    text, kind = status(page)
    assert text.startswith("Not quite. K♣ cannot go on Q♦: the king is the highest card")
    # the reason gives the answer: no "Show me gives the answer" after it (issue 52, point 7)
    assert text.endswith("Reset tries again.") and "Show me" not in text and kind == "stuck"
    assert page.locator(".sp-ex-state").inner_text().strip() == "Wrong answer"


def test_a_wrong_rule_says_why_it_is_not_that_rule_and_how_many_tries_are_left(page):
    w = lesson_02()
    w.go_exercise(2)  # which rule refuses 8♣ onto A♦?
    mount(page, **traits(w))
    options = page.locator(".sp-ex-option").all_inner_texts()
    king = next(i for i, t in enumerate(options, 1) if "king" in t)
    page.locator(f'.sp-ex-option[data-option="{king}"]').click()
    relay(page, w)
    text, _ = status(page)
    assert text == "Not quite. That rule does not refuse this move: 8♣ is not a king. Try again: 1 try left."
    suit = next(i for i, t in enumerate(options, 1) if "one suit" in t)
    page.locator(f'.sp-ex-option[data-option="{suit}"]').click()
    relay(page, w)
    wait_for(page, "document.querySelector('.sp-status').textContent.includes('No tries are left')")
    assert "it moves one card, 8♣" in page.locator(".sp-status").inner_text()


# ------------------------------------------------------------- 5 · a hint off the question
@pytest.mark.parametrize(("lang", "words"), [("en", "K♣"), ("pt", "R♣"), ("pl", "K♣")])
def test_the_hint_of_a_question_about_one_card_speaks_of_that_card(page, lang, words):
    w = lesson_02(lang)
    mount(page, **traits(w))
    page.locator(".sp-hint-btn").click()
    relay(page, w)
    text, kind = status(page)
    assert kind == "hint" and words in text and "Q♦" in text.replace("D♦", "Q♦")
    assert "group" not in text and "grupo" not in text and "grupę" not in text


# --------------------------------------------- 6 · lesson boards count in the statistics
def test_a_lesson_board_records_no_game(page, tmp_path):
    store = Stats(tmp_path / "stats.json")
    w = SpideretteWidget(Game.from_text(POSITION), lesson=True, stats=store)
    kind = (w.game.game, w.game.suits, w.game.scoring)
    mount(page, **traits(w))
    assert not visible(page, ".sp-record")  # no "Won 0 of 0" on a lesson's board
    drag(page, '.sp-card[data-card="9H"]', '.sp-column[data-col="2"]')
    relay(page, w)
    wait_for(page, "document.querySelector('.sp-status').textContent.includes('9♥')")
    page.locator(".sp-restart").click()
    relay(page, w)
    assert store.get(*kind).played == 0
    assert Stats(tmp_path / "stats.json").get(*kind).played == 0  # nothing written either
    free = SpideretteWidget(Game.from_text(POSITION), stats=store)  # a free board still counts its games
    free.play("1>2")
    free.restart()
    assert store.get(*kind).played == 1


# ------------------------------------------------------ 7 · "Winnable only" where it is refused
def test_winnable_only_is_not_shown_on_lesson_or_exercise_boards(page):
    mount(page, **traits(SpideretteWidget(stats=False)))
    assert visible(page, ".sp-winnable")
    mount(page, **traits(SpideretteWidget(lesson=True, stats=False)))
    assert not visible(page, ".sp-winnable")
    mount(page, **traits(lesson_02()))
    assert not visible(page, ".sp-winnable")


# ------------------------------------------------------------------ 8 · a way to a level
def test_the_level_and_puzzle_menus_go_straight_there_and_a_level_ends_with_its_tally(page):
    w = SpideretteWidget(exercise=puzzles(), stats=False)
    mount(page, **traits(w))
    levels = page.locator(".sp-ex-level-pick option").all_inner_texts()
    assert [t.split(" ")[0] for t in levels] == ["1", "2", "3", "4", "5"]
    page.locator(".sp-ex-level-pick").select_option("3")
    first_of_3 = next(i for i, e in enumerate(w.exercises, 1) if e.level == 3)
    assert sent(page)[-1]["type"] == "go" and sent(page)[-1]["index"] == first_of_3
    relay(page, w)
    wait_for(page, "document.querySelector('.sp-ex-level').textContent === 'Level 3'")
    assert w.exercise.level == 3 and w.exercises.index == first_of_3 - 1
    numbers = page.locator(".sp-ex-pick option").all_inner_texts()
    assert numbers[0] == str(first_of_3) and len(numbers) == sum(e.level == 3 for e in w.exercises)
    last_of_3 = max(i for i, e in enumerate(w.exercises, 1) if e.level == 3)
    page.locator(".sp-ex-pick").select_option(str(last_of_3))
    relay(page, w)
    assert w.exercises.index == last_of_3 - 1
    for move in w.exercise.goal.line:
        w.play(move)
    show(page, w)
    n3 = sum(e.level == 3 for e in w.exercises)
    wait_for(page, f"document.querySelector('.sp-status').textContent.includes('last puzzle of level 3: 1 of {n3}')")
    wait_for(page, f"document.querySelector('.sp-ex-pick').selectedOptions[0].textContent === '{last_of_3} ✓'")
    assert f"3 (1/{n3} ✓)" in page.locator(".sp-ex-level-pick").inner_text()


def test_a_go_intent_out_of_the_set_is_refused_and_changes_nothing():
    w = lesson_02()
    before = w.view
    w._handle_custom_msg({"type": "go", "index": 4, "rev": w.view["rev"]}, [])
    assert w.status["kind"] == "error" and "index" in w.status["text"] and w.view["exercise"] == before["exercise"]


# ------------------------------------------------------------------------ 9 · small slips
def test_a_puzzle_says_its_level_once(page):
    w = SpideretteWidget(exercise=puzzles(level=1), stats=False)
    mount(page, **traits(w))
    head = page.locator(".sp-ex-head").inner_text().lower()
    assert head.count("level") == 1 and "puzzle 1" in head


@pytest.mark.parametrize("lang", ["en", "pt", "pl"])
def test_show_me_on_a_question_ends_with_one_full_stop(page, lang):
    w = lesson_02(lang)
    mount(page, **traits(w))
    page.locator(".sp-ex-show").click()
    relay(page, w)
    text, _ = status(page)
    assert ".." not in text and text.endswith(".")


def test_screenshots_of_the_changed_boards(page, artifacts):
    """The boards of items 1-8 in en, pt (a 420 px cell) and pl, for a person to look at."""
    for lang in ("en", "pt", "pl"):
        host_width(page, 420 if lang == "pt" else 760)
        w = lesson_02(lang)
        w.go_exercise(2)
        w.exercise.answer(2)
        mount(page, **traits(w))
        wait_for(page, f"document.querySelector('.sp-status').textContent === {w.status['text']!r}")
        page.locator(".spiderette").screenshot(path=artifacts / f"classroom-wrong-rule-{lang}.png")
        w = SpideretteWidget(exercise=puzzles(lang=lang, level=1), lang=lang, stats=False)
        for move in w.exercise.goal.line:
            w.play(move)
        mount(page, **traits(w))
        wait_for(page, f"document.querySelector('.sp-status').textContent === {w.status['text']!r}")
        page.locator(".spiderette").screenshot(path=artifacts / f"classroom-puzzle-met-{lang}.png")


ONE_ROW = """(() => { const c = document.querySelector('.sp-controls');
  const tallest = Math.max(...[...c.children].map(k => k.offsetHeight));
  return c.offsetHeight <= 1.5 * tallest; })()"""


@pytest.mark.parametrize("lang", ["pt", "pl"])
def test_the_header_s_controls_keep_one_row_and_their_words_where_they_fit(page, lang):
    """ "Só ganháveis" wrapped the controls onto a second row; where the words do not fit, the box goes alone."""
    for width in range(620, 720, 10):
        host_width(page, width)
        mount(page, **traits(SpideretteWidget(lang=lang, stats=False)))
        wait_for(page, ONE_ROW)
        page.wait_for_timeout(50)  # a frame for the fitting, then it must still hold
        assert page.evaluate(ONE_ROW), (lang, width)
    host_width(page, 1000)
    mount(page, **traits(SpideretteWidget(lang=lang, stats=False)))
    wait_for(page, "document.querySelector('.sp-winnable .sp-toggle-text').getBoundingClientRect().width > 40")


# ------------------------------------------------------------------- 14 · a set's title
@pytest.mark.parametrize(("lang", "title"), [("en", "Puzzles"), ("pt", "Problemas"), ("pl", "Zadania")])
def test_a_set_s_title_is_on_the_board_and_in_its_results(page, lang, title):
    w = SpideretteWidget(exercise=puzzles(lang=lang, level=2), lang=lang, stats=False)
    mount(page, **traits(w))
    assert page.locator(".sp-ex-set").inner_text() == title
    results = w.results()
    assert results.title == title and f"<strong>{title}" in results._repr_html_()
    one = SpideretteWidget(exercise=Exercise(POSITION, TurnUp(1, within=1)), stats=False)
    mount(page, **traits(one))
    assert not visible(page, ".sp-ex-set")  # a lone exercise has no set title to show


# -------------------------------------------------------- 17 · long columns past the screen
TALLEST = """(() => Math.max(...[...document.querySelectorAll('.sp-column')].map(c => {
  const cards = [...c.querySelectorAll('.sp-card, .sp-back')];
  if (!cards.length) return 0;
  return cards[cards.length - 1].getBoundingClientRect().bottom - cards[0].getBoundingClientRect().top;
})))"""


def test_a_long_column_fits_the_window_s_height_and_shrinks_only_when_it_must(page):
    from .test_page import spider_view

    def tallest(height: int, view: dict | None = None) -> float:
        page.set_viewport_size({"width": 1000, "height": height})
        if view is None:  # 13's first puzzle: 14 face-up cards in column 1
            mount(page, **traits(SpideretteWidget(exercise=puzzles(level=1), stats=False)))
        else:
            mount(page, view)
        wait_for(page, "document.querySelectorAll('.sp-card').length > 20")
        return page.evaluate(TALLEST)

    corner = """(() => { const [a, b] = [...document.querySelectorAll('.sp-column[data-col="1"] .sp-card')];
      return (b.getBoundingClientRect().top - a.getBoundingClientRect().top) / parseFloat(getComputedStyle(a).fontSize);
    })()"""
    for view in (None, spider_view()):  # Spider: 5 face-down and 18 face-up cards in column 1
        short = tallest(700, view)
        assert short <= 0.65 * 700, short
        assert page.evaluate(corner) >= 1.05  # squeezed, each card's corner still shows its rank and suit
        assert tallest(1100, view) > short  # a tall window keeps the usual overlap
