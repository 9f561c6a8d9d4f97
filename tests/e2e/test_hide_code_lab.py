"""hide_code=True in a real JupyterLab: the game code is in no websocket frame between
the kernel and the page, nor in the page, until the teacher (or a win) lets it out."""

from __future__ import annotations

import pytest

from . import lab

pytestmark = [pytest.mark.lab, pytest.mark.browser]

LETTERS = "AAAHAQJ"  # the deal of SD1-S4-AAAHAQJ, deal number 123457
EXAM = [
    "from spiderette_widget import Game, SpideretteWidget\n"
    "w = SpideretteWidget.new('spiderette', suits=4, seed=123457, hide_code=True)\n"
    "w"
]


@pytest.fixture(scope="module")
def exam(chromium_browser, lab_server):
    """The exam notebook's page and every websocket frame it sent or received, from before it opened."""
    lab.write_notebook(lab_server.root / "exam.ipynb", EXAM)
    context = chromium_browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    frames: list[str] = []

    def record(payload) -> None:
        frames.append(payload.decode("utf-8", "replace") if isinstance(payload, bytes) else payload)

    page.on("websocket", lambda ws: (ws.on("framereceived", record), ws.on("framesent", record)))
    lab.open_notebook(page, lab_server, "exam.ipynb")
    lab.run_all_and_wait_for_widget(page)
    try:
        yield page, frames
    finally:
        context.close()


def test_the_code_stays_out_of_every_frame_and_the_page_until_the_teacher_shows_it(exam, artifacts):
    page, frames = exam
    assert lab.kernel_run(page, "print(w.game.code[::-1])").strip()[::-1] == f"SD1-S4-{LETTERS}"
    lab.poll(page, "() => document.querySelector('.spiderette .sp-code').hidden", "the code hidden")
    page.locator(".spiderette .sp-stock").click()  # a deal: a new view, a status
    lab.poll(page, "() => document.querySelector('.spiderette .sp-stock').dataset.dealsLeft === '3'", "the deal")
    page.locator(".spiderette .sp-new").click()
    lab.poll(page, "() => document.querySelector('.spiderette .sp-status').textContent.startsWith('New game.')",
             "the new game, announced without its code")  # fmt: skip
    new = lab.kernel_run(page, "print(w.game.code[::-1])").strip()[::-1]  # reversed: not itself in a frame
    assert new.startswith("SD1-S4-")
    page.locator(".spiderette").screenshot(path=str(artifacts / "lab-hide-code.png"))
    html = page.evaluate("() => document.documentElement.outerHTML")
    assert len(frames) > 10 and "comm_msg" in "".join(frames)  # the widget's messages were seen
    for text in [*frames, html]:
        assert LETTERS not in text and new[-7:] not in text and "SD1-S4-" not in text, text[:300]
    lab.kernel_run(page, "w.hide_code = False")  # the teacher shows it: the same page now has it
    lab.poll(page, "(c) => document.querySelector('.spiderette .sp-code .sp-v').textContent === c",
             "the code shown", arg=new)  # fmt: skip
    assert page.errors == []
