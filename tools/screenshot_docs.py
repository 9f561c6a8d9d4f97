"""Screenshots of the documentation site's pages in headless Chromium, to look at them as a reader does.

    ./dev docs && .venv/bin/python tools/screenshot_docs.py [PAGE ...] [--width 1280] [--dark]

PAGE is a page's path under build/docs/html without ``.html`` (default: the
home page, getting started, the board, the course, a notebook in English and
in Polish, winnability, the API reference of the package and of the
classroom). Writes tests/artifacts/docs/PAGE.png (the first screen) and
PAGE-full.png (the whole page). A manual check, not a test.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

from chromium import CHROMIUM, CHROMIUM_ARGS, serve  # noqa: E402

SITE = REPO / "build" / "docs" / "html"
OUT = REPO / "tests" / "artifacts" / "docs"
PAGES = [
    "index",
    "getting-started",
    "board",
    "course",
    "notebooks/01_the_deal",
    "notebooks/pl/03_moving_a_group",
    "winnability",
    "api/generated/spiderette_widget",
    "api/generated/spiderette_widget.classroom",
]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("pages", nargs="*", default=PAGES)
    ap.add_argument("--width", type=int, default=1280)
    ap.add_argument("--dark", action="store_true", help="the dark colour scheme")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    if not (SITE / "index.html").is_file():
        sys.exit(f"no site at {SITE}: run ./dev docs first")
    OUT.mkdir(parents=True, exist_ok=True)
    with serve(SITE) as base, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(
            viewport={"width": args.width, "height": 900}, color_scheme="dark" if args.dark else "light"
        )
        for name in args.pages:
            page.goto(f"{base}/{name}.html")
            page.wait_for_load_state("load")
            stem = name.replace("/", "-") + ("-dark" if args.dark else "")
            page.screenshot(path=str(OUT / f"{stem}.png"))
            page.screenshot(path=str(OUT / f"{stem}-full.png"), full_page=True)
            print(OUT / f"{stem}.png")
        browser.close()


if __name__ == "__main__":
    main()
