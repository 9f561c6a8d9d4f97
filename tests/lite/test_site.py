"""The course as a JupyterLite site, for real: served on localhost, opened in headless Chromium.

The site opens on notebook 00; its cells run in the Pyodide kernel (in the
page, nothing installed); on the first board we play a move, try a refused one
and undo, reading the board as a learner sees it and the game back from the
kernel. Every request Chromium makes (the page's and the kernel worker's) is
recorded: none may leave localhost.
"""

from __future__ import annotations

import time

import pytest
from e2e import lab

from spiderette_widget.engine._browser import NO_PLOTS

pytestmark = [pytest.mark.browser, pytest.mark.lite]

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]

# The face-up cards of each column of the first board on the page, keyed by data-col.
FIRST_BOARD_JS = """() => Object.fromEntries([...document.querySelector('.spiderette').querySelectorAll('.sp-column')]
  .map(c => [c.dataset.col, [...c.querySelectorAll('.sp-card')].map(e => e.dataset.card)]))"""
STATUS_EL = "document.querySelector('.spiderette .sp-status')"
STATUS_JS = f"() => {STATUS_EL}.textContent"
# The first board's game, read back from the kernel: "moves score" then the position (face-down cards hidden).
FIRST_GAME = (
    "import warnings\n"
    "from ipywidgets import Widget\n"
    "from spiderette_widget import SpideretteWidget\n"
    "with warnings.catch_warnings():\n"
    "    warnings.simplefilter('ignore', DeprecationWarning)  # Widget.widgets: the registry, deprecated in 8.x\n"
    "    first = next(w for w in list(Widget.widgets.values()) if isinstance(w, SpideretteWidget))\n"
    "print(first.game.moves, first.game.score)\n"
    "print(first.game.to_text(hide=True))"
)


# What a learner sees when a cell imports matplotlib first thing: the error message's traceback lines.
MATPLOTLIB_JS = """async () => {
  const k = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const future = k.requestExecute({ code: "import matplotlib.pyplot as plt", store_history: false });
  let error = null;
  future.onIOPub = (msg) => { if (msg.header.msg_type === "error") error = msg.content; };
  await future.done;
  return error;
}"""

# what the kernel offers for Tab at the end of ``code`` (after notebook 00 ran: SpideretteWidget is imported)
COMPLETE_JS = """async (code) => {
  const k = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const reply = await k.requestComplete({ code, cursor_pos: code.length });
  return reply.content.matches;
}"""


def rank(card: str) -> int:
    return RANKS.index(card[:-1])


def tops(board: dict[str, list[str]]) -> dict[str, str]:
    return {col: cards[-1] for col, cards in board.items() if cards}


def legal_move(board: dict[str, list[str]]) -> tuple[str, str]:
    """A one-card move onto a card one rank higher (any suit), from what the board shows."""
    top_cards = tops(board)
    moves = [(s, d) for s in top_cards for d in top_cards if s != d and rank(top_cards[s]) + 1 == rank(top_cards[d])]
    assert moves, f"no one-card move on {board}"
    return moves[0]


def refused_move(board: dict[str, list[str]]) -> tuple[str, str]:
    """A one-card move onto a card that is not one rank higher: the rules refuse it."""
    top_cards = tops(board)
    return next((s, d) for s in top_cards for d in top_cards if s != d and rank(top_cards[s]) + 1 != rank(top_cards[d]))


def top(col: str) -> str:
    return f".spiderette .sp-column[data-col='{col}'] .sp-card:last-child"


def wait_board(page, want: dict[str, list[str]], what: str) -> None:
    lab.poll(page, f"(want) => JSON.stringify(({FIRST_BOARD_JS})()) === JSON.stringify(want)", what, arg=want)


def test_course_opens_on_00_runs_in_pyodide_and_the_board_plays_offline(lite_url, artifacts):
    requests: list[str] = []
    with lab.playwright_session() as pw:
        browser = lab.launch_chromium(pw)
        try:
            context = browser.new_context(viewport={"width": 1280, "height": 1000})
            context.on("request", lambda r: requests.append(r.url))
            wasm: list[str] = []  # the page's and kernel's asks for Pyodide's WebAssembly (not the worker's store)

            def asked(r) -> None:  # type: ignore[no-untyped-def]
                if r.url.endswith("/pyodide.asm.wasm") and r.service_worker is None:
                    wasm.append(r.url)

            context.on("request", asked)
            # a browser with cores to spare, where the page starts the kernel's worker before the app
            # (lite_warm_kernel.js: EARLY_CORES; this machine may have 2)
            context.add_init_script("Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', {get: () => 8})")
            page = context.new_page()
            errors: list[str] = []
            page.on("pageerror", lambda exc: errors.append(str(exc)))
            logged: list[str] = []  # the page's console and its workers'
            page.on("console", lambda m: logged.append(m.text))
            workers: list[str] = []
            page.on("worker", lambda w: workers.append(w.url))
            started = time.monotonic()
            page.goto(f"{lite_url}/")
            page.wait_for_url("**/lab/index.html?path=00_play.ipynb", timeout=120_000)
            # Pyodide, its wheels and the kernel load in the page: generous cap for a loaded machine
            lab.poll(page, lab.KERNEL_READY_JS, "the Pyodide kernel to be ready", timeout=900, every=0.5)
            ready = time.monotonic() - started
            title = page.evaluate("() => window.jupyterapp.shell.currentWidget.title.label")
            assert title == "00_play.ipynb"
            # the notebook's kernel is the one the page started as soon as the app existed (lite_early_kernel.js)
            kernel = page.evaluate("() => window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.id")
            assert page.evaluate("() => window.spideretteEarlyKernel") == kernel
            assert page.evaluate("() => [...window.jupyterapp.serviceManager.kernels.running()].length") == 1
            # ... in the worker the page made before the app loaded, with the Pyodide that worker started then
            # (lite_warm_kernel.js): one kernel worker, Pyodide's WebAssembly asked for once
            assert page.evaluate("() => window.spideretteWarmWorkerTaken") is True
            assert "spiderette: the kernel took the Pyodide started with the page" in logged, logged
            assert len([u for u in workers if "/comlink.worker." in u]) == 1, workers
            assert len(wasm) == 1, f"Pyodide loaded {len(wasm)} times"
            page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
            # notebook 00 shows three boards; the last cell to draw one comes near the end
            lab.poll(page, "() => document.querySelectorAll('.spiderette').length === 3", "the three boards", 300)
            drawn = time.monotonic() - started
            lab.poll(page, lab.KERNEL_READY_JS, "the kernel to finish the notebook", timeout=300, every=0.5)
            print(f"first load: kernel ready after {ready:.1f} s, boards drawn after {drawn:.1f} s")
            stderr = page.evaluate(
                "() => [...document.querySelectorAll('[data-mime-type=\"application/vnd.jupyter.stderr\"]')]"
                ".map(e => e.textContent)"
            )
            assert not stderr, f"a cell printed an error or warning: {stderr}"
            page.screenshot(path=str(artifacts / "lite-00-opened.png"))

            # Tab completes as in JupyterLab (IPython's completer with jedi, which the site must keep: without it
            # the kernel completes nothing)
            assert "new" in page.evaluate(COMPLETE_JS, "SpideretteWidget.ne")

            page.locator(".spiderette").first.scroll_into_view_if_needed()
            board = page.evaluate(FIRST_BOARD_JS)
            opening = lab.kernel_run(page, FIRST_GAME)
            assert opening.split()[:2] == ["0", "500"]
            src, dst = legal_move(board)

            # a move: drag the top card onto a card one rank higher
            lab.drag(page, top(src), top(dst))
            moved = {**board, src: board[src][:-1], dst: [*board[dst], board[src][-1]]}
            lab.poll(page, f"() => ({FIRST_BOARD_JS})()['{dst}'].join() === '{','.join(moved[dst])}'",
                     f"{board[src][-1]} to land on column {dst}")  # fmt: skip
            assert lab.kernel_run(page, FIRST_GAME).split()[:2] == ["1", "499"]
            after_move = page.evaluate(FIRST_BOARD_JS)
            before = page.evaluate(STATUS_JS)
            page.screenshot(path=str(artifacts / "lite-00-moved.png"))

            # a refused move: the board stays as it was and the status line quotes the rule
            bad_src, bad_dst = refused_move(after_move)
            card = after_move[bad_src][-1]
            lab.drag(page, top(bad_src), top(bad_dst))
            status = lab.poll(page, f"(before) => {{ const s = ({STATUS_JS})(); return s && s !== before && s; }}",
                              f"the status line to say why {card} cannot go there", arg=before)  # fmt: skip
            assert page.evaluate(FIRST_BOARD_JS) == after_move
            assert lab.kernel_run(page, FIRST_GAME).split()[:2] == ["1", "499"]
            page.screenshot(path=str(artifacts / "lite-00-refused.png"))
            print("refused:", status)

            # undo: the opening board again
            page.locator(".spiderette").first.locator(".sp-undo").click()
            wait_board(page, board, "the undo to restore the opening board")
            assert lab.kernel_run(page, FIRST_GAME).split("\n", 1)[1] == opening.split("\n", 1)[1]
            # a hint, and "Can this deal be won?": the search runs in the kernel's own thread (no processes here)
            first_board = page.locator(".spiderette").first
            first_board.locator(".sp-hint-btn").click()
            hint_js = f"() => {{ const s = {STATUS_EL}; return s.dataset.kind === 'hint' && s.textContent; }}"
            hint = lab.poll(page, hint_js, "a hint on the status line")
            first_board.locator(".sp-solve-btn").click()
            answer = lab.poll(
                page,
                f"(hint) => {{ const s = {STATUS_EL}; return s.dataset.kind !== 'search' && s.textContent !== hint"
                " && s.textContent; }",
                "the search's answer on the status line",
                arg=hint,
                timeout=600,
            )
            found = lab.kernel_run(page, FIRST_GAME + "\nprint(first._solver.answer.state, first._solver.answer.nodes)")
            state = found.strip().splitlines()[-1].rsplit(" ", 1)
            assert state[0] in ("win", "no win", "unknown") and int(state[1]) > 0, found
            page.screenshot(path=str(artifacts / "lite-00-solved.png"))
            print("hint:", hint, "| search:", answer, "|", state)

            # Pygments comes with the lexers IPython uses and no others (tools/build_lite.py: SLIM): a traceback still
            # shows its source line in colour, ``?`` shows a docstring, a lexer the site left out is ClassNotFound
            pygments = (
                "import traceback\n"
                "from IPython import get_ipython\n"
                "from pygments.lexers import get_lexer_by_name\n"
                "from pygments.util import ClassNotFound\n"
                "shell = get_ipython()\n"
                "try:\n    1 / 0\nexcept ZeroDivisionError:\n"
                "    print('coloured' if '\\x1b[' in ''.join(shell.InteractiveTB.structured_traceback(\n"
                "        *__import__('sys').exc_info())) else 'plain')\n"
                "print(get_lexer_by_name('python3').name, get_lexer_by_name('bash').name)\n"
                "try:\n    get_lexer_by_name('fortran')\nexcept ClassNotFound:\n    print('no fortran')\n"
                "print(shell.object_inspect_text('traceback'))\n"  # what ``traceback?`` shows
            )
            said = lab.kernel_run(page, pygments)
            assert said.splitlines()[:3] == ["coloured", "Python Bash", "no fortran"], said
            assert "Docstring" in said, said
            # matplotlib is not in the site: a cell importing it says so in one sentence, not a traceback
            notice = page.evaluate(MATPLOTLIB_JS)
            assert "PlotsUnavailable" in notice["ename"] and notice["traceback"] == [NO_PLOTS], notice
            # ... even as a notebook's first cell: the kernel's startup file (PYTHONSTARTUP) is where the site says
            startup = "import os; print(os.path.isfile(os.environ['PYTHONSTARTUP']))"
            assert lab.kernel_run(page, startup).strip() == "True"
            assert not errors, errors
            context.close()
        finally:
            browser.close()

    assert any(u.endswith("/pyodide.asm.wasm") for u in requests), "Pyodide's requests were not recorded"
    assert any("/spiderette_widget-" in u and u.endswith(".whl") for u in requests), "the kernel's wheel requests"
    local = (f"{lite_url}/", f"blob:{lite_url}/", "data:")
    outside = sorted({u for u in requests if not u.startswith(local)})
    assert not outside, f"requests that left localhost: {outside}"
