"""End to end: a learner does every exercise of the course (02-10) and of the puzzles notebook (13)
on its board, in a real JupyterLab and Notebook 7, with the mouse, a finger or the keys alone; the
test never types code for the learner (issue 22 items 1, 7; issue 27's lesson boards).

Each test opens one built notebook of the course (one language), runs it as a learner would (Run
all), and plays every exercise of its exercise board: moves by a mouse drag, a finger drag (CDP
``Input.dispatchTouchEvent``, not mouse emulation) or the keys (arrows, Up/Down, Space), answers by
clicking or tapping an option or typing a number in the board's box, Next exercise to go on. The
kernel is asked only what the answer is (the test's oracle, as a teacher knows it) and, at the end,
whether every exercise counts as solved by the learner. The notebooks are spread over the two apps,
the three ways of playing and the three languages so that each is met, every notebook once.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest

from . import lab

pytestmark = [pytest.mark.lab, pytest.mark.browser]

REPO = Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO / "notebooks"
BOARD = ".spiderette:has(> .sp-exercise:not([hidden]))"  # the notebook's exercise board
LESSON = ".spiderette.sp-lesson"

ORACLE = """
import json as _json
_ex = board.exercise
_g = _ex.goal
_out = {"index": board.exercises.index, "count": len(board.exercises), "state": _ex.state, "goal": _ex.text}
if _ex.asks and _ex.options:
    _out["option"] = next(i for i in range(1, len(_ex.options) + 1) if _g.judge(i))
elif _ex.asks:
    _out["number"] = getattr(_g, "score", getattr(_g, "answer", None))
else:
    _out["line"] = [None if a.is_deal else [a.src, a.count, a.dst] for a in _g.find_line(_ex.start)]
print(_json.dumps(_out))
"""
DONE = "import json as _json\nprint(_json.dumps([[e.name, e.solved, e.shown] for e in board.exercises]))"

# notebook, app, how the learner plays, language
COURSE = [
    ("02_placing_a_card", "lab", "mouse", "en"),
    ("03_moving_a_group", "notebook", "touch", "pt"),
    ("04_empty_columns", "lab", "keys", "pl"),
    ("05_dealing", "notebook", "mouse", "en"),
    ("06_completed_runs", "lab", "touch", "pt"),
    ("07_scoring_and_undo", "notebook", "keys", "pl"),
    ("08_misconceptions", "lab", "mouse", "pt"),
    ("09_strategy", "notebook", "touch", "en"),
    ("10_spider_vs_spiderette", "lab", "keys", "en"),
]


@pytest.fixture(scope="module")
def notebook7(tmp_path_factory) -> Iterator[lab.Server]:
    server = lab.start_server(tmp_path_factory.mktemp("notebook7"), "notebook")
    try:
        yield server
    finally:
        server.stop()


def open_course_notebook(browser: Any, server: lab.Server, stem: str, lang: str, touch: bool) -> tuple[Any, Any]:
    """Copy the built notebook into the server's root, open it and Run all; wait for the exercise board."""
    source = NOTEBOOKS / (f"{stem}.ipynb" if lang == "en" else f"{lang}/{stem}.ipynb")
    nb = nbformat.read(source, as_version=4)
    for cell in nb.cells:
        cell.outputs = [] if cell.cell_type == "code" else None
        if cell.cell_type != "code":
            cell.pop("outputs")
    # a small sample for the strategy notebook's simulations (the tests' SPIDERETTE_NB_DEALS)
    nb.cells.insert(0, nbformat.v4.new_code_cell("import os\nos.environ['SPIDERETTE_NB_DEALS'] = '10'"))
    name = f"{stem}-{lang}.ipynb"
    nbformat.write(nb, server.root / name)
    context = browser.new_context(viewport={"width": 1280, "height": 1000}, has_touch=touch)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    lab.open_notebook(page, server, name)
    page.errors.clear()  # Notebook 7 throws one on opening (its settings' "schema"), before any board
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    lab.poll(page, f"() => Boolean(document.querySelector('{BOARD} .sp-card'))", "the exercise board", timeout=400)
    return context, page  # the cells after the board run before the kernel answers the test's questions


def oracle(page: Any) -> dict[str, Any]:
    return json.loads(lab.kernel_run(page, ORACLE))


def up_cards(page: Any) -> list[list[str]]:
    return page.evaluate(
        f"() => [...document.querySelector('{BOARD}').querySelectorAll('.sp-column')].map("
        "c => [...c.querySelectorAll('.sp-card')].map(e => e.dataset.card))"
    )


def settled(page: Any) -> None:
    """The kernel answered every intent sent (the board's data-pending is gone)."""
    lab.poll(page, f"() => !('pending' in document.querySelector('{BOARD}').dataset)", "the kernel's answer")


def centre_of(page: Any, selector: str) -> tuple[float, float]:
    page.locator(selector).first.scroll_into_view_if_needed()
    return lab.centre(page, selector)


def target_of(col: int, cols: list[list[str]]) -> str:
    if cols[col - 1]:
        return f"{BOARD} .sp-column[data-col='{col}'] .sp-card:last-child"
    return f"{BOARD} .sp-column[data-col='{col}'] .sp-empty"


def tap(page: Any, selector: str) -> None:
    """A finger's tap: touchStart and touchEnd at the element's centre."""
    x, y = centre_of(page, selector)
    cdp = page.context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y, "id": 7}]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


def finger_drag(page: Any, source: str, target: str, steps: int = 8) -> None:
    x0, y0 = centre_of(page, source)
    x1, y1 = lab.centre(page, target)
    cdp = page.context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x0, "y": y0, "id": 1}]})
    for i in range(1, steps + 1):
        x, y = x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y, "id": 1}]})
    for _ in range(3):  # the finger rests on the drop before it lifts: a flick would start a fling, and
        page.wait_for_timeout(40)  # Chromium then swallows the next tap (it stops the fling), as on a phone
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x1, "y": y1, "id": 1}]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


def focus_by_tab(page: Any, selector: str, limit: int = 40) -> None:
    """Shift+Tab from where the focus is until ``selector`` has it (a keyboard user's way back up)."""
    for _ in range(limit):
        if page.evaluate("(s) => document.activeElement === document.querySelector(s)", selector):
            return
        page.keyboard.press("Shift+Tab")
    raise AssertionError(f"Shift+Tab never reached {selector}")


def keys_enter_board(page: Any) -> None:
    """The keyboard user's way in: the board has the focus (as after Tab), then Home picks column 1."""
    page.evaluate(f"() => document.querySelector('{BOARD}').focus()")
    page.keyboard.press("Home")


def play_move(page: Any, how: str, move: list[int] | None) -> None:
    """One move of the answer line (``None``: deal), played the learner's way; waits for the kernel."""
    cols = up_cards(page)
    if move is None:
        stock = f"{BOARD} .sp-stock"
        if how == "mouse":
            page.locator(stock).click()
        elif how == "touch":
            tap(page, stock)
        else:
            keys_enter_board(page)
            page.keyboard.press("d")
        settled(page)
        return
    src, count, dst = move
    source = f"{BOARD} .sp-card[data-col='{src}'][data-index='{len(cols[src - 1]) - count}']"
    if how == "mouse":
        centre_of(page, source)
        lab.drag(page, source, target_of(dst, cols))
    elif how == "touch":
        finger_drag(page, source, target_of(dst, cols))
    else:
        keys_enter_board(page)
        for _ in range(src - 1):
            page.keyboard.press("ArrowRight")
        movable = page.locator(f"{BOARD} .sp-column[data-col='{src}'] .sp-movable").count()
        for _ in range(movable - count):
            page.keyboard.press("ArrowDown")  # fewer cards than the whole end group
        page.keyboard.press("Space")
        step = "ArrowRight" if dst > src else "ArrowLeft"
        for _ in range(abs(dst - src)):
            page.keyboard.press(step)
        page.keyboard.press("Space")
    settled(page)


def press_button(page: Any, how: str, selector: str) -> None:
    if how == "mouse":
        page.locator(selector).click()
    elif how == "touch":
        tap(page, selector)
    else:
        if not page.evaluate(f"() => document.querySelector('{BOARD}').contains(document.activeElement)"):
            keys_enter_board(page)
        focus_by_tab(page, selector)
        page.keyboard.press("Enter")


def answer(page: Any, how: str, info: dict[str, Any]) -> None:
    if "option" in info:
        press_button(page, how, f"{BOARD} .sp-ex-option[data-option='{info['option']}']")
        return
    box = f"{BOARD} .sp-ex-number"
    if how == "mouse":
        page.locator(box).click()
    elif how == "touch":
        tap(page, box)
    else:
        keys_enter_board(page)
        focus_by_tab(page, box)
    page.keyboard.type(str(info["number"]))  # the number, typed in the board's box (no code)
    page.keyboard.press("Enter")


def state_is(page: Any, state: str) -> None:
    lab.poll(page, f"() => document.querySelector('{BOARD} .sp-exercise').dataset.state === '{state}'", state)


def do_every_exercise(page: Any, how: str | list[str], upto: int | None = None) -> list[dict[str, Any]]:
    """Play the board's exercises one after another (the first ``upto``); ``how`` cycles when it is a list."""
    done = []
    while True:
        info = oracle(page)
        way = how[info["index"] % len(how)] if isinstance(how, list) else how
        assert info["state"] == "open", info
        page.locator(f"{BOARD} .sp-exercise").scroll_into_view_if_needed()
        if "line" in info:
            for move in info["line"]:
                play_move(page, way, move)
        else:
            answer(page, way, info)
        state_is(page, "met")
        done.append(info)
        if info["index"] + 1 in (info["count"], upto):
            return done
        counter = f"document.querySelector('{BOARD} .sp-ex-counter').textContent"
        before = page.evaluate(f"() => {counter}")
        press_button(page, way, f"{BOARD} .sp-ex-next")
        lab.poll(page, f"() => {counter} !== {json.dumps(before)}", f"the exercise after {info['index'] + 1} ({way})")
        state_is(page, "open")


def all_solved(page: Any) -> None:
    rows = json.loads(lab.kernel_run(page, DONE))
    assert rows and all(solved and not shown for _, solved, shown in rows), rows


def check_lesson_boards(page: Any) -> None:
    """Issue 27: a teaching board shows no New game, suits or solver, and N keeps the lesson's position."""
    boards = page.locator(LESSON)
    assert boards.count() >= 1
    first = boards.first
    first.scroll_into_view_if_needed()
    for hidden in (".sp-new", ".sp-suits-label", ".sp-solve-btn", ".sp-hint-btn"):
        assert not first.locator(hidden).is_visible(), hidden
    assert first.locator(".sp-undo").is_visible() and first.locator(".sp-restart").is_visible()
    before = page.evaluate(f"() => document.querySelector('{LESSON} .sp-board').textContent")
    page.evaluate(f"() => document.querySelector('{LESSON}').focus()")
    page.keyboard.press("n")
    lab.poll(page, f"() => document.querySelector('{LESSON} .sp-status').dataset.kind === 'error'", "the refusal")
    assert page.evaluate(f"() => document.querySelector('{LESSON} .sp-board').textContent") == before


@pytest.mark.parametrize(("stem", "app", "how", "lang"), COURSE, ids=[c[0][:2] + "-" + c[1] for c in COURSE])
def test_a_learner_does_every_exercise_of_the_lesson_on_its_board(
    stem, app, how, lang, chromium_browser, lab_server, notebook7, artifacts
):
    server = lab_server if app == "lab" else notebook7
    context, page = open_course_notebook(chromium_browser, server, stem, lang, touch=how == "touch")
    try:
        check_lesson_boards(page)
        if stem.startswith("02"):  # Hint on the board's question outlines the move it asks about
            page.locator(f"{BOARD} .sp-hint-btn").click()
            settled(page)
            lab.poll(page, f"() => document.querySelectorAll('{BOARD} .sp-column.sp-hint').length === 1", "outline")
            assert page.locator(f"{BOARD} .sp-card.sp-hint").count() >= 1
        done = do_every_exercise(page, how)
        assert len(done) >= 2
        page.locator(BOARD).screenshot(path=str(artifacts / f"course-{stem[:2]}-{app}-{how}-{lang}.png"))
        all_solved(page)
        assert page.errors == []
    finally:
        context.close()


PUZZLES_A_LEVEL = 3  # JupyterLab: the first puzzles of each level (the kernel replays every answer: test_classroom)


@pytest.mark.parametrize("app", ["lab", "notebook"])
def test_a_learner_does_every_puzzle_of_notebook_13(app, chromium_browser, lab_server, notebook7, artifacts):
    """The puzzles in order of level, with the mouse, a finger and the keys in turn. In JupyterLab the
    first ``PUZZLES_A_LEVEL`` of each level, the next level chosen with the level menu as a learner does
    (every answer line is replayed in the engine by the kernel-level tests); in Notebook 7 (Polish) the
    puzzles of level 1, one after another: the board and the ways are the same."""
    server = lab_server if app == "lab" else notebook7
    lang = "en" if app == "lab" else "pl"
    context, page = open_course_notebook(chromium_browser, server, "13_puzzles", lang, touch=True)
    try:
        levels = [int(x) for x in lab.kernel_run(page, "print(*[e.level for e in board.exercises])").split()]
        assert levels == sorted(levels) and set(levels) == {1, 2, 3, 4, 5}
        page.locator(BOARD).scroll_into_view_if_needed()
        level = page.evaluate(f"() => document.querySelector('{BOARD} .sp-ex-level').textContent")
        assert level == {"en": "Level 1", "pl": "Poziom 1"}[lang]
        ways = ["mouse", "touch", "keys"]
        if app == "lab":
            done = []
            for wanted in range(1, 6):
                first = levels.index(wanted)
                if first:
                    page.locator(f"{BOARD} .sp-ex-level-pick").select_option(str(wanted))
                    text = f"document.querySelector('{BOARD} .sp-ex-level').textContent"
                    lab.poll(page, f"() => {text} === 'Level {wanted}'", f"level {wanted} from the level menu")
                    state_is(page, "open")
                done += do_every_exercise(page, ways, first + PUZZLES_A_LEVEL)
            assert [d["index"] for d in done] == [
                levels.index(n) + k for n in range(1, 6) for k in range(PUZZLES_A_LEVEL)
            ]
        else:
            done = do_every_exercise(page, ways, levels.count(1))
            assert len(done) == levels.count(1)
        page.locator(BOARD).screenshot(path=str(artifacts / f"course-13-{app}-{lang}.png"))
        rows = json.loads(lab.kernel_run(page, DONE))
        assert all(rows[d["index"]][1] and not rows[d["index"]][2] for d in done), rows
        assert sum(solved for _, solved, _ in rows) == len(done), rows
        assert page.errors == []
    finally:
        context.close()
