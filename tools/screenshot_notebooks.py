"""Render the saved notebooks to HTML and take full-page screenshots in headless Chromium.

A manual check of how the notebooks read (board pictures, plots, text), not a CI
test. Live widgets cannot run in static HTML, so their outputs are shown the way
a repository page shows them: the picture the widget carries as a fallback.

    PYTHONPATH=. .venv/bin/python tools/screenshot_notebooks.py            # every notebook, every language
    PYTHONPATH=. .venv/bin/python tools/screenshot_notebooks.py 04 --dark # some, dark page
    PYTHONPATH=. .venv/bin/python tools/screenshot_notebooks.py 04 --lang pl

Writes tests/artifacts/notebooks/[LANG-]NAME.html, .png (the full page) and
-partK.png (the page cut into screen-sized parts, easier to look at); LANG is
a language of the course other than English (no prefix).
"""

from __future__ import annotations

import copy
import sys
from pathlib import Path

import nbformat
from nbconvert import HTMLExporter
from PIL import Image
from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from chromium import CHROMIUM, CHROMIUM_ARGS

sys.path.insert(0, str(Path(__file__).resolve().parent))
from build_notebooks import LANGS, OUT_DIRS

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "artifacts" / "notebooks"
WIDGET_MIME = "application/vnd.jupyter.widget-view+json"
PART_HEIGHT = 1400


def to_html(path: Path, dark: bool, prefix: str) -> Path:
    nb = copy.deepcopy(nbformat.read(path, as_version=4))
    for cell in nb.cells:
        for out in cell.get("outputs", []):
            out.get("data", {}).pop(WIDGET_MIME, None)
    exporter = HTMLExporter(theme="dark" if dark else "light")
    body, _ = exporter.from_notebook_node(nb)
    html = OUT / f"{prefix}{path.stem}{'-dark' if dark else ''}.html"
    html.write_text(body, encoding="utf-8")
    return html


def main(argv: list[str]) -> None:
    dark = "--dark" in argv
    langs = [argv[argv.index("--lang") + 1]] if "--lang" in argv else list(LANGS)
    if unknown := set(langs) - set(LANGS):
        sys.exit(
            f"screenshot_notebooks: no course in {', '.join(sorted(unknown))}; the languages are {', '.join(LANGS)}"
        )
    wanted = [a for a in argv if not a.startswith("--") and a not in langs]
    paths = [(lang, p) for lang in langs for p in sorted(OUT_DIRS[lang].glob("[0-9][0-9]_*.ipynb"))]
    paths = [(lang, p) for lang, p in paths if not wanted or any(p.name.startswith(w) for w in wanted)]
    OUT.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1100, "height": PART_HEIGHT})
        for lang, path in paths:
            html = to_html(path, dark, "" if lang == "en" else f"{lang}-")
            page.goto(html.as_uri())
            page.wait_for_load_state("load")
            png = html.with_suffix(".png")
            page.screenshot(path=str(png), full_page=True)
            image = Image.open(png)
            parts = range(0, image.height, PART_HEIGHT)
            for k, top in enumerate(parts, 1):
                image.crop((0, top, image.width, min(image.height, top + PART_HEIGHT))).save(
                    png.with_name(f"{png.stem}-part{k}.png")
                )
            print(f"{png.relative_to(ROOT)}: {image.width}x{image.height}, {len(parts)} part(s)")
        browser.close()


if __name__ == "__main__":
    main(sys.argv[1:])
