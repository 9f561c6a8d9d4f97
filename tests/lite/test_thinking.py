"""The site thinks as the lab does, within the browser: "Can this deal be won?" searches in slices.

The Pyodide kernel has no second process: the search runs in the kernel's own thread, and between slices
(JSPI: ``engine._browser.Pauses``) the kernel takes its messages. On the four-suit deal the lab wins in
2.1 s (``SD1-S4-OXBKGDG``; the site gave up after 100,000 positions in 1.1 s while the board said "up to
120 s"), the board shows the search's progress while it runs, and the answer is a
win within the budget the board stated; Cancel, clicked mid-search, stops it at its next slice. And
"No useful move to suggest: you can deal" outlines the stock, as a deal's hint does. Hint shows the honest
player's move at once, then the expert's better one, decided in the kernel in slices (JupyterLab decides it in
a second process), while a cell runs meanwhile.
"""

from __future__ import annotations

import re

import pytest
from e2e import lab

pytestmark = [pytest.mark.browser, pytest.mark.lite, pytest.mark.slow]

CODE = "SD1-S4-OXBKGDG"
NO_MOVE = "SD1-S4-AAAAAAC"  # no useful move at the start, four deals left
BETTER = "SD1-S2-AAAAABD"  # the expert's first move differs from the honest player's
LAST_BOARD = (
    "import warnings\n"
    "from ipywidgets import Widget\n"
    "from spiderette_widget import SpideretteWidget\n"
    "warnings.simplefilter('ignore', DeprecationWarning)\n"
    "w = [w for w in list(Widget.widgets.values()) if isinstance(w, SpideretteWidget)][-1]\n"
)
THINKING = LAST_BOARD + "thought = w.thinking\nprint(type(thought).__name__)"
ADOPTED = (LAST_BOARD + "from spiderette_widget.search._hints import players_of\n"
           "expert = players_of(w.game).expert(w.think_nodes)\n"
           "print(expert.known(w.game) is not None, thought.pauses.count)")  # fmt: skip
BOARD = ".spiderette"
STATUS_JS = """() => { const s = document.querySelector('.spiderette .sp-status');
  return s ? { kind: s.dataset.kind, text: s.textContent } : null; }"""
# every text the board's status line shows from now on, in window.statusTexts
WATCH_JS = """() => {
  window.statusTexts = [];
  const s = document.querySelector('.spiderette .sp-status');
  new MutationObserver(() => { if (s.textContent) window.statusTexts.push(s.textContent); })
    .observe(s, { childList: true, characterData: true, subtree: true });
}"""
ANSWER = (
    "from ipywidgets import Widget\n"
    "from spiderette_widget import SpideretteWidget\n"
    "w = next(w for w in list(Widget.widgets.values()) if isinstance(w, SpideretteWidget))\n"
    "a, s = w._solver.answer, w.solving\n"
    "print(a.state if a else None, a.nodes if a else 0, s is None)"
)


def answer_of(page) -> list[str]:
    """The board's answer as the kernel has it: its state, positions searched, whether no search runs."""
    return lab.kernel_run(page, ANSWER).strip().splitlines()[-1].split()  # (after Widget.widgets' warning)


def ask_hint_on_a_new_board(page, source: str, boards: int):
    """Run ``source`` in a new cell (a board), wait for it, the ``boards``-th, and press its Hint."""
    page.evaluate(lab.NEW_CELL_RUN_JS, source)
    lab.poll(page, f"() => document.querySelectorAll('.spiderette').length === {boards}", f"board {boards}", 300)
    board = page.locator(BOARD).last
    board.scroll_into_view_if_needed()
    board.locator(".sp-hint-btn").click()
    return board


def test_can_this_deal_be_won_searches_in_slices_and_the_board_stays_live(lite_url, artifacts):
    with lab.playwright_session() as pw:
        browser = lab.launch_chromium(pw)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 1000})
            errors: list[str] = []
            page.on("pageerror", lambda exc: errors.append(str(exc)))
            page.goto(f"{lite_url}/lab/index.html?path=00_play.ipynb")
            lab.poll(page, lab.KERNEL_READY_JS, "the Pyodide kernel", timeout=300, every=0.5)
            source = f'from spiderette_widget import Game, SpideretteWidget\nSpideretteWidget(Game.from_code("{CODE}"))'
            page.evaluate(lab.NEW_CELL_RUN_JS, source)
            lab.poll(page, "() => document.querySelectorAll('.spiderette .sp-card').length > 0", "the board", 300)
            page.locator(BOARD).first.scroll_into_view_if_needed()

            page.evaluate(WATCH_JS)
            # asked, the board says its budget, then the search's progress while it runs (the kernel takes
            # its messages between slices); Cancel, clicked then, stops it at its next slice
            page.locator(f"{BOARD} .sp-solve-btn").click()
            lab.poll(page, f"() => {{ const s = ({STATUS_JS})(); return s.kind === 'search' && /\\d/.test(s.text); }}",
                     "the search's progress on the board")  # fmt: skip
            page.locator(f"{BOARD} .sp-solve-cancel").click()
            cancelled = lab.poll(page, f"() => {{ const s = ({STATUS_JS})(); return s.kind !== 'search' && s; }}",
                                 "Cancel to stop the search", timeout=30)  # fmt: skip
            assert answer_of(page) == ["None", "0", "True"], cancelled
            # asked again, it runs to its answer: a win past the 100,000 positions the site stopped at before
            page.locator(f"{BOARD} .sp-solve-btn").click()
            answer = lab.poll(page, f"() => {{ const s = ({STATUS_JS})(); return s.kind === 'hint' && s.text; }}",
                              "the answer", timeout=180, every=0.5)  # fmt: skip
            state, nodes, idle = answer_of(page)
            page.screenshot(path=str(artifacts / "lite-solve-answer.png"))
            seen = page.evaluate("() => window.statusTexts")
            print("statuses:", seen, "| answer:", answer, nodes)
            assert state == "win" and int(nodes) > 100_000 and idle == "True", (state, nodes, answer)
            budget = [t for t in seen if t.startswith("Searching for a winning line")]
            assert budget and all("(up to 120 s)" in t for t in budget), seen  # four suits: 120 s, as in the lab
            second = seen[len(seen) - seen[::-1].index(budget[-1]):]  # the statuses of the second search
            progress = [int(re.sub(r"\D", "", t)) for t in second if t.startswith("Searching… ")]
            # counts only grow (a count a second from the first second; a fast run may end before one:
            # the first search's progress was seen above)
            assert progress == sorted(progress), seen

            # a position with no useful move but a deal: the hint says so and the board outlines the stock
            ask_hint_on_a_new_board(page, source.replace(CODE, NO_MOVE), 2)
            outlined = "() => [...document.querySelectorAll('.spiderette')].pop().querySelector('.sp-stock.sp-hint')"
            lab.poll(page, outlined, "the stock outlined")
            said = lab.poll(page, "() => [...document.querySelectorAll('.spiderette .sp-status')].pop().textContent",
                            "the hint's words")  # fmt: skip
            assert said == "No useful move to suggest: you can deal from the stock.", said
            page.screenshot(path=str(artifacts / "lite-hint-deal.png"))

            # Hint: the honest move at once, then the expert, thinking in this kernel in slices, replaces it
            ask_hint_on_a_new_board(page, source.replace(CODE, BETTER), 3)
            last_status = "() => [...document.querySelectorAll('.spiderette .sp-status')].pop().textContent"
            first = lab.poll(page, last_status, "the first hint")
            assert lab.kernel_run(page, THINKING).strip().splitlines()[-1] == "ThinkingHere"  # a cell, meanwhile
            better = lab.poll(page, f"(first) => {{ const t = ({last_status})(); return t !== first && t; }}",
                              "the expert's better hint", timeout=180, arg=first)  # fmt: skip
            adopted, pauses = lab.kernel_run(page, ADOPTED).strip().splitlines()[-1].split()
            page.screenshot(path=str(artifacts / "lite-better-hint.png"))
            print("first hint:", first, "| better:", better, "| pauses:", pauses)
            assert adopted == "True" and int(pauses) > 0 and "the expert wins from here" in better, better
            assert not errors, errors
        finally:
            browser.close()
