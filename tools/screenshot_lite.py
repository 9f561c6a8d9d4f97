"""Run notebooks in the JupyterLite site and take screenshots of their charts, as a learner sees them.

A manual check (not a CI test): each notebook opens in headless Chromium from the built site
(tools/build_lite.py), runs all its cells in the Pyodide kernel, and every chart the browser drew
(Vega-Lite, as SVG) is saved as a picture, with the page around the first one. In notebook 07 a
move is then played on the live board, and the live score chart is saved again.

    PYTHONPATH=. .venv/bin/python tools/screenshot_lite.py                 # 07, 09, 11 in en, pt, pl
    PYTHONPATH=. .venv/bin/python tools/screenshot_lite.py 09 --lang pl --deals 40

Writes tests/artifacts/lite/LANG-NN-chartK.png and LANG-NN-page.png. The strategy notebook runs on
--deals deals (SPIDERETTE_NB_DEALS, set in the kernel first; the notebook's own default is 200).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "tests"), str(ROOT / "tests" / "e2e")]

import build_lite  # noqa: E402
import lab  # noqa: E402
from chromium import serve  # noqa: E402

OUT = ROOT / "tests" / "artifacts" / "lite"
NAMES = {"07": "07_scoring_and_undo", "09": "09_strategy", "11": "11_winnability"}
RAN_ALL_JS = """() => {
  const nb = window.jupyterapp.shell.currentWidget;
  const cells = nb.content.widgets.filter(c => c.model.type === "code");
  const k = nb.sessionContext.session.kernel;
  return k.status === "idle" && cells.length > 0 && cells.every(c => c.model.executionCount !== null);
}"""
ERRORS_JS = """() => [...document.querySelectorAll('[data-mime-type="application/vnd.jupyter.stderr"]')]
  .map(e => e.textContent.slice(0, 300))"""
LIVE_JS = """() => { const s = [...document.querySelectorAll('.vega-embed svg')].pop();
  return s && (s.getAttribute('aria-label') || '') + ' | ' + [...s.querySelectorAll('text')].length; }"""


def run(page, url: str, lang: str, number: str, deals: int) -> list[Path]:
    path = ("" if lang == "en" else f"{lang}/") + NAMES[number] + ".ipynb"
    page.goto(f"{url}/lab/index.html?path={path}")
    lab.poll(page, lab.KERNEL_READY_JS, f"the kernel of {path}", timeout=900, every=0.5)
    lab.kernel_run(page, f"import os; os.environ['SPIDERETTE_NB_DEALS'] = '{deals}'")
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    lab.poll(page, RAN_ALL_JS, f"Run All to reach the end of {path}", timeout=1800, every=1)
    errors = page.evaluate(ERRORS_JS)
    print(f"{path}: ran to the end; errors: {errors or 'none'}")
    saved = []
    charts = page.locator(".vega-embed")
    for i in range(charts.count()):
        charts.nth(i).scroll_into_view_if_needed()
        out = OUT / f"{lang}-{number}-chart{i + 1}.png"
        charts.nth(i).screenshot(path=str(out))
        saved.append(out)
    if charts.count():
        charts.first.scroll_into_view_if_needed()
        page.screenshot(path=str(OUT / f"{lang}-{number}-page.png"))
    if number == "07":  # the live chart follows the board: undo on the board, the chart redraws
        before = page.evaluate(LIVE_JS)
        board = page.locator(".spiderette").last
        board.scroll_into_view_if_needed()
        board.locator(".sp-undo").click()
        after = lab.poll(page, f"(b) => {{ const a = ({LIVE_JS})(); return a !== b && a; }}", "the live chart", 60,
                         arg=before)  # fmt: skip
        print(f"  live chart: {before} -> {after}")
        charts.last.scroll_into_view_if_needed()
        out = OUT / f"{lang}-{number}-live-after-undo.png"
        charts.last.screenshot(path=str(out))
        saved.append(out)
    return saved


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("numbers", nargs="*", default=list(NAMES))
    parser.add_argument("--lang", choices=["en", "pt", "pl"], action="append")
    parser.add_argument("--deals", type=int, default=40)
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    site = build_lite.build()
    with serve(site) as url, lab.playwright_session() as pw:
        browser = lab.launch_chromium(pw)
        try:
            for lang in args.lang or ["en", "pt", "pl"]:
                for number in args.numbers:
                    context = browser.new_context(viewport={"width": 1280, "height": 1000})
                    page = context.new_page()
                    for p in run(page, url, lang, number, args.deals):
                        print("  ", p.relative_to(ROOT))
                    context.close()
        finally:
            browser.close()


if __name__ == "__main__":
    main()
