"""The board under VS Code's ipywidgets renderer, connected to a real kernel, offline.

VS Code draws a notebook's widgets with ``@vscode/jupyter-ipywidgets8`` in a
webview; its Jupyter extension passes the kernel's messages between that webview
and the kernel. This page (tests/vscode/harness.mjs, renderer.py) hosts the same
renderer the same way, and talks to a real IPython kernel through a Jupyter
server: a move, a refused move and the rule it quotes, a hint, and the keyboard,
each read back from the kernel. Every request stays on this machine, and
anywidget's loader comes from the kernel environment, as it does in VS Code
with a local kernel and ``jupyter.widgetScriptSources`` left empty.
"""

from __future__ import annotations

import contextlib
import json

import pytest
from chromium import serve
from e2e import lab
from e2e.test_lab import TEACHING  # the position the JupyterLab tests play

from .renderer import build_page

pytestmark = [pytest.mark.browser, pytest.mark.lab]

BOARD = (
    "from spiderette_widget import Game, SpideretteWidget\nw = SpideretteWidget.new('spiderette', suits=1, seed=29)\n"
)
COLUMNS_JS = """() => [...document.querySelectorAll('.spiderette .sp-column')].map(
  c => [...c.querySelectorAll('.sp-card')].map(e => e.dataset.card))"""
STATUS_JS = "() => document.querySelector('.spiderette .sp-status').textContent"


@pytest.fixture(scope="module")
def vscode_page(tmp_path_factory):
    """The renderer's page with a board drawn in it, its kernel started by a Jupyter server."""
    page_dir = build_page()
    workdir = tmp_path_factory.mktemp("vscode")
    (workdir / "config").mkdir()
    # the page is served from its own address (as VS Code's webview is not the server's)
    (workdir / "config" / "jupyter_server_config.json").write_text(json.dumps({"ServerApp": {"allow_origin": "*"}}))
    server = lab.start_server(workdir, "lab")
    requests: list[str] = []
    try:
        with lab.playwright_session() as pw, serve(page_dir) as url, contextlib.ExitStack() as stack:
            browser = lab.launch_chromium(pw)
            stack.callback(browser.close)
            context = browser.new_context(viewport={"width": 1100, "height": 800})
            context.on("request", lambda r: requests.append(r.url))
            page = context.new_page()
            errors: list[str] = []
            page.on("pageerror", lambda exc: errors.append(str(exc)))
            page.goto(f"{url}/index.html")
            page.evaluate("([server, ext]) => window.vscode.start(server, ext)", [server.url, f"{url}/nbextensions"])
            assert run(page, BOARD + "display(w)\nprint(w.game.code)").strip() == "SD1-S1-AAAAABD"
            lab.poll(page, "() => document.querySelectorAll('.spiderette .sp-column').length === 7", "the board")
            # drawn by the renderer's widget manager, with anywidget's loader from the kernel's environment
            assert "loaded anywidget.AnyView" in page.evaluate("() => window.vscode.log")
            assert f"{url}/nbextensions/anywidget/index.js" in requests
            assert page.locator(".cell-output .spiderette").count() == 1
            yield page
            local = (url, server.url, server.url.replace("http", "ws"), "data:", "blob:")
            outside = sorted({u for u in requests if not u.startswith(local)})
            assert not outside, f"requests that left this machine: {outside}"
            assert errors == [], errors
    finally:
        server.stop()


def run(page, code: str) -> str:
    """Run ``code`` in the board's kernel, as a cell would; what it printed."""
    return page.evaluate("(code) => window.vscode.run(code)", code)


def show(page, text: str) -> None:
    run(page, f"w.game = Game.from_text({text!r})")
    want = [line.split("|")[-1].split(":", 1)[-1].split() for line in text.splitlines()[1:]]
    lab.poll(page, f"(want) => JSON.stringify(({COLUMNS_JS})()) === JSON.stringify(want)", "the position", arg=want)


def status_is(page, text: str) -> None:
    lab.poll(page, f"(t) => ({STATUS_JS})() === t", f"the status {text!r}", arg=text, timeout=60)


def kernel_game(page) -> tuple[int, str]:
    moves, text = run(page, "print(w.game.moves); print(w.game.to_text(hide=True))").split("\n", 1)
    return int(moves), text


def column(col: int) -> str:
    return f".spiderette .sp-column[data-col='{col}']"


def test_a_drag_moves_the_card_in_the_kernel(vscode_page, artifacts):
    page = vscode_page
    show(page, TEACHING)
    lab.drag(page, ".spiderette .sp-card[data-col='1'][data-index='2']", f"{column(3)} .sp-card:last-child")
    lab.poll(page, f'() => JSON.stringify(({COLUMNS_JS})()[2]) === \'["8C","7H"]\'', "7H on 8C")
    status_is(page, "7♥ from column 1 to column 3.")
    moves, text = kernel_game(page)
    assert moves == 1 and "\n3: 8C 7H\n" in text
    page.screenshot(path=str(artifacts / "vscode-moved.png"))


def test_a_refused_drag_quotes_the_rule_and_changes_nothing(vscode_page, artifacts):
    page = vscode_page
    show(page, TEACHING)
    lab.drag(page, ".spiderette .sp-card[data-col='1'][data-index='2']", f"{column(2)} .sp-card:last-child")
    status_is(page, "7♥ cannot go on 10♦: a card goes only on a card exactly one rank higher, of any suit.")
    assert page.evaluate("() => document.querySelector('.spiderette .sp-status').dataset.kind") == "error"
    assert page.evaluate(COLUMNS_JS)[:3] == [["9S", "8S", "7H"], ["10D"], ["8C"]]
    assert kernel_game(page)[0] == 0
    page.screenshot(path=str(artifacts / "vscode-refused.png"))


def test_a_hint_names_a_move_the_kernel_found(vscode_page):
    page = vscode_page
    show(page, TEACHING)
    page.locator(".spiderette .sp-hint-btn").click()
    hint = lab.poll(page, "() => { const s = document.querySelector('.spiderette .sp-status');"
                    " return s.dataset.kind === 'hint' && s.textContent; }", "a hint")  # fmt: skip
    why = run(page, "print(w.game.hint().why)").strip()
    assert why and why in hint, (hint, why)


def test_the_keyboard_moves_a_card_and_undoes_it(vscode_page, artifacts):
    page = vscode_page
    show(page, TEACHING)
    page.locator(column(1)).focus()
    page.keyboard.press("Enter")
    lab.poll(page, "() => document.querySelectorAll('.spiderette .sp-card.sp-selected').length === 1", "a selection")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    lab.poll(page, f"() => ({COLUMNS_JS})()[2].join() === '8C,7H'", "7H on 8C, by the keyboard")
    assert kernel_game(page)[0] == 1
    page.screenshot(path=str(artifacts / "vscode-keys.png"))
    page.keyboard.press("u")
    lab.poll(page, f"() => ({COLUMNS_JS})()[0].join() === '9S,8S,7H'", "the undo")
    assert kernel_game(page)[0] == 0
