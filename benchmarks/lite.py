"""The JupyterLite course site: its size, and its first load on localhost in headless Chromium.

    .venv/bin/python benchmarks/lite.py [--runs 3]

Builds the site if it is out of date (tools/build_lite.py), serves it with a
plain static file server on 127.0.0.1 and, for each run, opens it in a fresh
browser profile (nothing cached): the clock starts at the page request and
stops when the Pyodide kernel is ready (connected and idle), then when
notebook 00's first board is drawn (its cells run from the top). Prints the site's size (all of
it, and what a first visit downloads) and the times; it never fails on a slow
machine.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(REPO / "tools"), str(REPO / "tests"), str(REPO / "tests" / "e2e")]

import build_lite  # noqa: E402
import lab  # noqa: E402  (tests/e2e/lab.py: Chromium and polling helpers)
from chromium import serve  # noqa: E402


def first_load(browser, url: str) -> tuple[float, float, int]:
    """(seconds to kernel ready, seconds to the first board drawn, bytes downloaded) for one fresh visit."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    sizes: list[int] = []
    context.on("requestfinished", lambda r: sizes.append(r.sizes()["responseBodySize"]))
    page = context.new_page()
    start = time.monotonic()
    page.goto(url)
    page.wait_for_url("**/lab/index.html?path=00_play.ipynb", timeout=120_000)
    lab.poll(page, lab.KERNEL_READY_JS, "the Pyodide kernel", timeout=900, every=0.2)
    ready = time.monotonic() - start
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    lab.poll(page, "() => document.querySelectorAll('.spiderette .sp-card').length > 0", "the board", 300, every=0.1)
    drawn = time.monotonic() - start
    context.close()
    return ready, drawn, sum(sizes)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    site = build_lite.build()
    size, files = build_lite.site_size(site)
    print(f"site: {size / 1e6:.1f} MB in {files} files ({site})")
    pyodide = site / "static" / "pyodide"
    wheels = sum(p.stat().st_size for p in pyodide.glob("*.whl"))
    core = sum(p.stat().st_size for p in pyodide.iterdir()) - wheels
    print(f"  Pyodide core {core / 1e6:.1f} MB, wheels {wheels / 1e6:.1f} MB in {len(list(pyodide.glob('*.whl')))}")
    readies, drawns = [], []
    with serve(site) as base, lab.playwright_session() as pw:
        url = base + "/"
        browser = lab.launch_chromium(pw)
        try:
            for i in range(args.runs):
                ready, drawn, downloaded = first_load(browser, url)
                readies.append(ready)
                drawns.append(drawn)
                print(f"run {i + 1}: kernel ready {ready:.1f} s, board drawn {drawn:.1f} s, "
                      f"downloaded {downloaded / 1e6:.1f} MB")  # fmt: skip
        finally:
            browser.close()
    print(f"first load (median of {args.runs}): kernel ready {statistics.median(readies):.1f} s, "
          f"board drawn {statistics.median(drawns):.1f} s")  # fmt: skip


if __name__ == "__main__":
    main()
