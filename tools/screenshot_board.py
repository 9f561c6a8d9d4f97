"""The picture of the board at the top of the README and the docs: docs/_static/board.png.

    .venv/bin/python tools/screenshot_board.py [--out docs/_static/board.png]

A real ``SpideretteWidget`` (a two-suit Spiderette deal, eight moves of its
hints played and the ninth hint asked for, so the board shows face-up groups
and a hint) drawn by the built front end (spiderette_widget/static/widget.js)
in headless Chromium, on the page the browser tests use
(tests/browser/page/harness.html: the widget's bundle over a stand-in model
that holds the widget's traits). Run it again after a change to the board's
look and commit the picture.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(REPO), str(REPO / "tests")]

from chromium import CHROMIUM, CHROMIUM_ARGS, serve  # noqa: E402

from spiderette_widget import Game, SpideretteWidget  # noqa: E402

CODE = "SD1-S2-AAAAAAF"  # a two-suit Spiderette deal whose hints play eight moves before a deal
MOVES = 8
TRAITS = ("view", "status", "labels", "double_click", "auto_place", "highlights", "hints", "lang", "lesson")


def board(code: str = CODE, moves: int = MOVES) -> SpideretteWidget:
    """The widget on ``code`` after ``moves`` of its hints, its next hint asked for."""
    w = SpideretteWidget(Game.from_code(code))
    for _ in range(moves):
        hint = w.game.hint()
        if hint is None or hint.move is None:
            break
        w.play(hint.move)
    w.hint()
    return w


def state(w: SpideretteWidget) -> dict[str, Any]:
    """The traits the page needs, as the comm sends them (JSON)."""
    return json.loads(json.dumps({name: getattr(w, name) for name in TRAITS}))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=REPO / "docs" / "_static" / "board.png")
    ap.add_argument("--code", default=CODE)
    ap.add_argument("--moves", type=int, default=MOVES)
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    w = board(args.code, args.moves)
    with serve(REPO) as base, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 760, "height": 700}, device_scale_factor=2)
        page.goto(base + "/tests/browser/page/harness.html")
        page.wait_for_function("window.harnessReady === true")
        page.evaluate("document.documentElement.style.setProperty('--host-width', '720px')")
        page.evaluate("s => harness.mount(s)", state(w))
        page.wait_for_timeout(500)  # the cards' entry animation
        args.out.parent.mkdir(parents=True, exist_ok=True)
        page.locator("#host").screenshot(path=str(args.out))
        browser.close()
    w.close()
    print(f"{args.out} ({args.out.stat().st_size // 1024} kB): {w.game.code} after {w.game.moves} moves")


if __name__ == "__main__":
    main()
