"""The JupyterLite course site: its size, and its first and warm loads on localhost in headless Chromium.

    .venv/bin/python benchmarks/lite.py [--runs 3] [--no-build] [--against OLD_SITE] [--cores N] [--third] [--quick]
    nice -n 10 .venv/bin/python benchmarks/lite.py --review [--runs 2] [--games CODE ...] [--shots DIR] [--node]

Builds the site if it is out of date (tools/build_lite.py; ``--no-build``
measures the site as it is), serves it with a plain static file server on
127.0.0.1 and, for each run, opens it in a fresh browser profile (nothing
cached: the first visit), then closes the browser and opens the same profile
again (the warm visit: what the browser and the site's service worker kept).
The first visit stays until the service worker has stored the whole course
(a learner's first session lasts longer than that; a warm visit measured
while that store still runs measures the store). The clock starts at the
page request and stops when the Pyodide kernel is ready (connected and idle),
then when notebook 00's first board is drawn (its cells run from the top), then when a first
move (a real mouse drag of a card onto one a rank higher) is confirmed by the kernel: the board
is playable.
Where the time goes: when the notebook showed, when Pyodide's WebAssembly was
asked for and came, when the last wheel came; and, in Node.js (no page, the
same V8), each step of the kernel's start (benchmarks/lite_start.mjs: Pyodide,
package loads, the kernel's imports, the startup file, the first board cell).
``--third`` measures a third visit too (the same profile again): Chromium compiles the app's scripts
afresh on the second visit and reads them from its code cache from the third on.
``--review`` measures instead a 100-decision game's review in the site itself, as a learner meets it
(issue 50 asks 60 s at most): for each game of ``REVIEW_GAMES`` and each run, a fresh page of the site in
headless Chromium, a new cell at the end of notebook 00 that plays the honest player's first 100 actions
of the game and shows its board, then the board's Review button clicked with the mouse; the clock runs from
the press (the button's pointerdown, in the page) until the board shows the first decision weighed (the
chart's first step: the review is usable as it fills in), half of them, and the review done (the panel's
``data-state="done"``, its summary shown), and how long the page's main thread was busy meanwhile (the kernel
runs in a worker: what drawing the review as it fills in costs the page). ``--shots DIR`` saves the board
halfway and at the end. ``--games`` picks other game codes.
``--review --node`` measures the same review in the site's Python without the page (Pyodide in Node.js,
benchmarks/lite_review.mjs: this checkout's package on the site's packages), as the board runs it there
(one position per turn of the event loop): what the page adds is the difference.
``--against`` measures a second built site (a copy of an older build) in turn
with this one, run by run, the order swapped each run: on a machine whose load
varies, before and after then see the same load. The page's marks include when
JupyterLite's app existed (the page's own JavaScript, before any notebook).
Prints the site's size (all of it; the files a visit asked for until the
board showed; the bytes the server sent by then, the service worker's
background store included) and the times; it never fails on a slow machine.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(REPO / "tools"), str(REPO / "tests"), str(REPO / "tests" / "e2e")]

import build_lite  # noqa: E402
import lab  # noqa: E402  (tests/e2e/lab.py: Chromium and polling helpers)
from chromium import CHROMIUM, CHROMIUM_ARGS, _QuietHandler  # noqa: E402


class Counting(_QuietHandler):
    """A static file handler that counts the bytes it sends (what a visit took from the server)."""

    sent = 0

    def copyfile(self, source, outputfile) -> None:  # type: ignore[no-untyped-def]
        data = source.read()
        type(self).sent += len(data)
        outputfile.write(data)


class QuietServer(http.server.ThreadingHTTPServer):
    """A server that says nothing when the browser closes while a file is still being sent."""

    def handle_error(self, request, client_address) -> None:  # type: ignore[no-untyped-def]
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


@contextlib.contextmanager
def serve_counting(directory: Path):
    handler = functools.partial(Counting, directory=str(directory))
    server = QuietServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


NOTEBOOK_SHOWN_JS = "() => document.querySelectorAll('.jp-Notebook .jp-Cell').length > 0"
# the site's service worker has stored the whole course (tools/lite_service_worker.js: its DONE marker)
STORED_JS = """async () => {
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    if (await cache.match(new URL("__spiderette_course_complete__", location.origin + "/"))) return true;
  }
  return false;
}"""


#: the cores the page is told the browser has (``--cores``; None: the machine's own): the site starts the kernel's
#: worker before the app only with 4 or more (tools/lite_warm_kernel.js)
CORES: int | None = None


def visit(pw, profile: str, url: str, site: Path, stay: bool = False) -> dict[str, float]:
    """One visit in the browser profile ``profile``: the seconds to each step, and the bytes the server sent
    until the board was drawn. ``stay``: then stay until the service worker has stored the whole course (as a
    learner's first session does: it lasts longer than the ~20 s before the worker starts storing)."""
    context = pw.chromium.launch_persistent_context(
        profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True, viewport={"width": 1280, "height": 1000}
    )
    if CORES is not None:
        cores = f"Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', {{get: () => {CORES}}})"
        context.add_init_script(cores)
    marks: dict[str, float] = {}
    start = time.monotonic()

    def seen(what: str) -> None:
        marks.setdefault(what, time.monotonic() - start)

    def finished(r) -> None:  # type: ignore[no-untyped-def]
        if r.url.endswith("pyodide.asm.wasm"):
            seen("wasm came")
        if r.url.endswith(".whl"):
            marks["last wheel came"] = time.monotonic() - start

    asked: set[str] = set()  # the files the page and its kernel asked for (not the service worker's own store)

    def request(r) -> None:  # type: ignore[no-untyped-def]
        if r.url.endswith("pyodide.asm.wasm"):
            seen("wasm asked")
        if r.service_worker is None and "board drawn" not in marks:
            asked.add(urllib.parse.urlparse(r.url).path)

    context.on("request", request)
    context.on("requestfinished", finished)
    Counting.sent = 0
    try:
        page = context.new_page()
        start = time.monotonic()
        page.goto(url)
        page.wait_for_url("**/lab/index.html?path=00_play.ipynb", timeout=120_000)
        lab.poll(page, "() => !!window.jupyterapp", "JupyterLite's app", timeout=300, every=0.05)
        seen("app")
        lab.poll(page, NOTEBOOK_SHOWN_JS, "the notebook", timeout=300, every=0.05)
        seen("notebook shown")
        lab.poll(page, lab.KERNEL_READY_JS, "the Pyodide kernel", timeout=900, every=0.05)
        seen("kernel ready")
        page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
        lab.poll(page, "() => document.querySelectorAll('.spiderette .sp-card').length > 0", "the board", 300,
                 every=0.05)  # fmt: skip
        seen("board drawn")
        play_first_move(page, lambda: seen("move dropped"))
        seen("move confirmed")
        marks["MB"] = Counting.sent / 1e6
        marks["MB needed"] = needed(site, asked) / 1e6
        if stay:
            lab.poll(page, STORED_JS, "the course stored for offline use", timeout=600, every=0.5)
            seen("course stored")
        page.wait_for_timeout(1000)  # what the service worker stores as the board came, before the browser closes
    finally:
        context.close()
    return marks


# a one-card move of the first board onto a card one rank higher, from what the board shows: [src, dst] columns
LEGAL_MOVE_JS = """() => {
  const ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
  const tops = [...document.querySelector('.spiderette').querySelectorAll('.sp-column')]
    .map(c => [c.dataset.col, [...c.querySelectorAll('.sp-card')].pop()?.dataset.card]).filter(t => t[1]);
  const rank = (card) => ranks.indexOf(card.slice(0, -1));
  for (const [s, a] of tops) for (const [d, b] of tops) if (s !== d && rank(a) + 1 === rank(b)) return [s, d];
  return null;
}"""
# the move landed and no intent waits for the kernel: the kernel confirmed it
CONFIRMED_JS = """([dst, card]) => {
  const root = document.querySelector('.spiderette');
  const last = [...root.querySelectorAll(`.sp-column[data-col='${dst}'] .sp-card`)].pop();
  return root.dataset.pending === undefined && last?.dataset.card === card;
}"""


def play_first_move(page, dropped: Callable[[], None]) -> None:  # type: ignore[no-untyped-def]
    """Drag the first board's top card onto a card one rank higher, as a learner would (``dropped`` is
    called as the mouse is released), and wait until the kernel confirmed it (the board playable)."""
    found = page.evaluate(LEGAL_MOVE_JS)
    if found is None:
        msg = "the first board shows no one-card move onto a card one rank higher"
        raise RuntimeError(msg)
    src, dst = found
    top = ".spiderette .sp-column[data-col='{}'] .sp-card:last-child"
    card = page.evaluate(f"() => document.querySelector(\"{top.format(src)}\").dataset.card")
    page.locator(".spiderette").first.scroll_into_view_if_needed()
    lab.drag(page, top.format(src), top.format(dst))
    dropped()
    lab.poll(page, CONFIRMED_JS, f"{card} on column {dst}, confirmed", timeout=120, arg=[dst, card], every=0.05)


def kernel_steps(site: Path, runs: int) -> dict[str, float]:
    """The seconds of each step of a kernel start in Node.js (benchmarks/lite_start.mjs), median of ``runs``."""
    lock = json.loads((site / "static/pyodide/pyodide-lock.json").read_text())
    python = ".".join(lock["info"]["python"].split(".")[:2])
    startup = f"/lib/python{python}/site-packages/spiderette_widget/engine/_lite_startup.py"
    cmd = ["node", str(REPO / "benchmarks/lite_start.mjs"), str(build_lite.pyodide_dir()),
           str(site / "static/pyodide"), json.dumps(build_lite.START_PACKAGES), startup]  # fmt: skip
    found = [json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout.splitlines()[0])
             for _ in range(runs)]  # fmt: skip
    return {k: statistics.median(f[k] for f in found) for k in found[0]}


def needed(site: Path, paths: set[str]) -> int:
    """The bytes of the site's files at ``paths`` (a folder: its index.html)."""
    total = 0
    for path in paths:
        file = site / path.lstrip("/")
        file = file / "index.html" if file.is_dir() else file
        total += file.stat().st_size if file.is_file() else 0
    return total


STEPS = ["app", "notebook shown", "wasm asked", "wasm came", "last wheel came", "kernel ready", "board drawn",
         "move dropped", "move confirmed", "course stored"]  # fmt: skip


def line(name: str, marks: dict[str, float]) -> str:
    steps = ", ".join(f"{s} {marks[s]:.1f}" for s in STEPS if s in marks)
    return (f"{name}: {steps} s; until the board showed, {marks['MB needed']:.1f} MB of the site's files asked"
            f" for, {marks['MB']:.1f} MB sent by the server")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-build", action="store_true", help="measure build/lite/site as it is")
    parser.add_argument("--site", type=Path, help="measure this built site instead (e.g. a copy of an older build)")
    parser.add_argument("--against", type=Path, help="and this one (an older build), in turn, run by run")
    parser.add_argument("--cores", type=int, help="tell the page the browser has this many cores (4: the early worker)")
    parser.add_argument("--third", action="store_true", help="and a third visit (scripts from the code cache)")
    parser.add_argument("--quick", action="store_true", help="a tiny sample, to see that it runs")
    parser.add_argument("--review", action="store_true", help="a 100-decision game's review on the site's board")
    parser.add_argument("--node", action="store_true", help="with --review: in the site's Python in Node.js, no page")
    parser.add_argument("--shots", type=Path, help="with --review: screenshots of the board halfway and at the end")
    parser.add_argument("--games", nargs="+", default=REVIEW_GAMES, help="with --review: these game codes")
    args = parser.parse_args()
    if args.review:
        site = args.site or (build_lite.SITE if args.no_build else build_lite.build())
        games = tuple(args.games)
        if args.node:
            review_times(site, games, args.runs)
        else:
            browser_review_times(site, games, args.runs, args.shots)
        return
    if args.quick:  # one run, and its first visit leaves without waiting for the course to be stored
        args.runs, args.third = 1, False
    global CORES
    CORES = args.cores
    site = args.site or (build_lite.SITE if args.no_build else build_lite.build())
    sites = [site, *([args.against] if args.against else [])]
    for each_site in sites:
        describe(each_site, args.runs)
    visits = ["first", "warm", *(["third"] if args.third else [])]
    found: dict[Path, dict[str, list[dict[str, float]]]] = {s: {v: [] for v in visits} for s in sites}
    with lab.playwright_session() as pw:
        for i in range(args.runs):
            for each_site in sites if i % 2 == 0 else sites[::-1]:
                with serve_counting(each_site) as base, tempfile.TemporaryDirectory(prefix="lite-bench-") as profile:
                    first = visit(pw, profile, base + "/", each_site, stay=not args.quick)
                    warm = visit(pw, profile, base + "/", each_site)
                    third = visit(pw, profile, base + "/", each_site) if args.third else None
                found[each_site]["first"].append(first)
                found[each_site]["warm"].append(warm)
                name = f"{each_site.name} " * (len(sites) > 1)
                load = os.getloadavg()[0]
                print(line(f"{name}run {i + 1} first", first))
                print(line(f"{name}run {i + 1} warm ", warm) + f"; load average {load:.1f}")
                if third is not None:
                    found[each_site]["third"].append(third)
                    print(line(f"{name}run {i + 1} third", third) + f"; load average {os.getloadavg()[0]:.1f}")
    for each_site in sites:
        for name, runs in ((f"{v} visit", found[each_site][v]) for v in visits):
            med = {k: statistics.median(r[k] for r in runs) for k in runs[0] if all(k in r for r in runs)}
            print(line(f"{each_site.name + ' ' if len(sites) > 1 else ''}{name} (median of {args.runs})", med))


REVIEW_DEADLINE = 600  # seconds from the press on Review: a review running then is reported, with what the page said
REVIEW_GAMES = ("SP1-S1-AAAFRYE", "SP1-S1-AAAFRYF", "SP1-S2-AAAFRYG")  # 100 honest actions each: benchmarks/review.py


def review_times(site: Path, games: tuple[str, ...], runs: int) -> None:
    """``--review --node``: each game reviewed in the site's Python in Node.js, ``runs`` times; seconds."""
    pyodide = str(site / "static/pyodide")
    cmd = ["node", str(REPO / "benchmarks/lite_review.mjs"), str(build_lite.pyodide_dir()), pyodide, str(REPO)]
    done = []
    for code in games:
        for _ in range(runs):
            found = json.loads(subprocess.run([*cmd, code], capture_output=True, text=True, check=True).stdout)
            done.append(found["done"])
            print(f"{code}: {found['decisions']} decisions, the first shown after {found['first']:.1f} s, done"
                  f" after {found['done']:.1f} s, {found['updates']} views, {found['state']};"
                  f" load average {os.getloadavg()[0]:.1f}", flush=True)  # fmt: skip
    print(f"done in {statistics.median(done):.1f} s (median of {len(done)}; {min(done):.1f} to {max(done):.1f} s)")


# a new cell at the end of the open notebook, run: the board of the honest player's first 100 actions of a game
REVIEW_BOARD = """from spiderette_widget import Game, SpideretteWidget
from spiderette_widget.search.core import HonestPlayer
g, player = Game.from_code({code!r}), HonestPlayer()
while len(g.line) < 100 and not g.is_won:
    found = player.step_for(g)
    if found is None:
        break
    g.play(found[0])
SpideretteWidget(g)"""
# what the last board's review panel shows, as it changes, in window.reviewSeen (page times, ms): the press on
# Review (pointerdown), each progress shown [t, done], the first step of the chart (a decision weighed), each
# decision count drawn [t, decisions], the end (state done or failed)
WATCH_REVIEW_JS = """() => {
  const root = [...document.querySelectorAll('.spiderette')].pop();
  const panel = root.querySelector('.sp-review');
  const seen = window.reviewSeen = { press: null, progress: [], drawn: [], end: null, state: null };
  root.querySelector('.sp-review-btn').addEventListener('pointerdown', () => { seen.press ??= performance.now(); },
                                                       { capture: true, once: true });
  const look = () => {
    const now = performance.now();
    const bar = panel.querySelector('.sp-review-progress');
    const done = Number(bar.getAttribute('aria-valuenow'));
    if (!panel.hidden && (!seen.progress.length || seen.progress.at(-1)[1] !== done)) seen.progress.push([now, done]);
    const line = panel.querySelector('.sp-review-line');
    const drawn = line ? JSON.parse(line.dataset.points).length - 1 : 0;
    if (drawn > 0 && (!seen.drawn.length || seen.drawn.at(-1)[1] !== drawn)) seen.drawn.push([now, drawn]);
    if (seen.end === null && ['done', 'failed'].includes(panel.dataset.state)) {
      seen.end = now;
      seen.state = panel.dataset.state;
      seen.total = Number(bar.getAttribute('aria-valuemax'));
      seen.marked = panel.querySelectorAll('.sp-review-move').length;
      seen.summary = panel.querySelector('.sp-review-summary').textContent;
    }
  };
  new MutationObserver(look).observe(panel, { childList: true, subtree: true, attributes: true, characterData: true });
}"""
LAST_OUTPUT_JS = "() => [...document.querySelectorAll('.jp-OutputArea-output')].map(e => e.innerText).at(-1)"
BOARDS_JS = "() => document.querySelectorAll('.spiderette').length"
# the board is drawn when its columns are (a won game's board has no card left on it: SD1-S1-AAAFRYE's honest player
# wins within its 100 actions, and waiting for a card there waited for ever)
LAST_BOARD_DRAWN = "[...document.querySelectorAll('.spiderette')].pop().querySelectorAll('.sp-column').length > 0"


def browser_review(pw, url: str, code: str, shots: Path | None = None) -> dict[str, float | int | str]:  # type: ignore[no-untyped-def]
    """``code``'s first 100 honest actions reviewed on the site's board in a fresh page: seconds from the press
    on Review until the first decision shows, until half of them do, until the review is done; the views the
    board drew meanwhile. ``shots``: screenshots of the board halfway and at the end there."""
    browser = lab.launch_chromium(pw)
    try:
        page = browser.new_page(viewport={"width": 1280, "height": 1400})  # the whole board and its review in view
        said: list[str] = []  # the page's errors and console errors and warnings, told if the review never ends
        page.on("pageerror", lambda e: said.append(f"page error: {e}"))
        page.on("console", lambda m: m.type in ("error", "warning") and said.append(f"console {m.type}: {m.text}"))
        page.goto(f"{url}/lab/index.html?path=00_play.ipynb")
        lab.poll(page, lab.KERNEL_READY_JS, "the Pyodide kernel", timeout=600, every=0.2)
        boards = page.evaluate(BOARDS_JS)
        page.evaluate(lab.NEW_CELL_RUN_JS, REVIEW_BOARD.format(code=code))
        more = f"() => document.querySelectorAll('.spiderette').length > {boards} && {LAST_BOARD_DRAWN}"
        try:
            lab.poll(page, more, f"the board of {code}", timeout=600, every=0.2)
        except TimeoutError as stuck:
            output = page.evaluate(LAST_OUTPUT_JS)
            said_then = "\n".join(said[-20:])
            raise TimeoutError(f"{stuck}; the cell's output:\n{output}\nthe page said:\n{said_then}") from None
        lab.poll(page, lab.KERNEL_READY_JS, "the cell's end", timeout=600, every=0.2)
        board = page.locator(".spiderette").last
        board.scroll_into_view_if_needed()
        page.evaluate(WATCH_REVIEW_JS)
        cdp = page.context.new_cdp_session(page)
        cdp.send("Performance.enable")
        busy = page_busy(cdp)
        board.locator(".sp-review-btn").click()
        deadline, half = time.monotonic() + REVIEW_DEADLINE, None
        while True:
            seen = page.evaluate("() => window.reviewSeen")
            total = int(board.locator(".sp-review-progress").get_attribute("aria-valuemax") or 0)
            if half is None and total and seen["drawn"] and seen["drawn"][-1][1] >= total // 2:
                half = seen["drawn"][-1][1]
                if shots is not None:
                    page.mouse.move(0, 0)  # no button under the mouse, hovered
                    board.screenshot(path=str(shots / f"lite-review-{code}-running.png"))
            if seen["end"] is not None:
                break
            if time.monotonic() > deadline:
                msg = f"{code}: no end within {REVIEW_DEADLINE} s of the press on Review; the page said:\n"
                raise RuntimeError(msg + "\n".join(said[-20:]))
            time.sleep(0.2)
        busy = page_busy(cdp) - busy
        if shots is not None:
            page.wait_for_timeout(500)
            page.mouse.move(0, 0)
            board.screenshot(path=str(shots / f"lite-review-{code}-done.png"))
    finally:
        browser.close()
    press, decisions = seen["press"], seen["total"] - 1
    first = next((t for t, n in seen["drawn"] if n >= 1), float("nan"))
    halfway = next((t for t, n in seen["drawn"] if n >= decisions // 2), float("nan"))
    return {"decisions": decisions, "first": (first - press) / 1000, "half": (halfway - press) / 1000,
            "done": (seen["end"] - press) / 1000, "drawn": len(seen["drawn"]), "progress": len(seen["progress"]),
            "marked": seen["marked"], "state": seen["state"], "summary": seen["summary"], "busy": busy}  # fmt: skip


def page_busy(cdp) -> float:  # type: ignore[no-untyped-def]
    """The seconds the page's main thread has been busy (the DevTools ``TaskDuration``; the kernel's worker
    apart): what drawing the review as it fills in costs the page, less sensitive to the machine's load than
    the wall clock."""
    return next(m["value"] for m in cdp.send("Performance.getMetrics")["metrics"] if m["name"] == "TaskDuration")


def browser_review_times(site: Path, games: tuple[str, ...], runs: int, shots: Path | None) -> None:
    """``--review``: each game reviewed on the site's board in headless Chromium, ``runs`` times; seconds."""
    if shots is not None:
        shots.mkdir(parents=True, exist_ok=True)
    found: dict[str, list[dict[str, float | int | str]]] = {code: [] for code in games}
    with lab.playwright_session() as pw, serve_counting(site) as url:
        for i in range(runs):
            for code in games:
                r = browser_review(pw, url, code, shots if i == 0 else None)
                found[code].append(r)
                print(f"run {i + 1} {code}: {r['decisions']} decisions; from the press on Review, the first shown"
                      f" after {r['first']:.1f} s, half after {r['half']:.1f} s, done after {r['done']:.1f} s"
                      f" ({r['state']}: {r['marked']} moves marked; the chart drawn {r['drawn']} times, the"
                      f" progress {r['progress']}; the page's main thread busy {r['busy']:.2f} s); load average"
                      f" {os.getloadavg()[0]:.1f}", flush=True)  # fmt: skip
    every = [r for rs in found.values() for r in rs]
    for code, rs in found.items():
        med = {k: statistics.median(float(r[k]) for r in rs) for k in ("first", "half", "done", "busy")}
        print(f"{code} (median of {len(rs)}): first {med['first']:.1f} s, half {med['half']:.1f} s,"
              f" done {med['done']:.1f} s; the page busy {med['busy']:.2f} s")  # fmt: skip
    done = [float(r["done"]) for r in every]
    first = [float(r["first"]) for r in every]
    print(f"on the site's board: first decision shown in {statistics.median(first):.1f} s, done in"
          f" {statistics.median(done):.1f} s (median of {len(done)}; {min(done):.1f} to {max(done):.1f} s)"
          )  # fmt: skip


def describe(site: Path, runs: int) -> None:
    """The site's size, and its kernel's start in Node.js, step by step (median of ``runs``)."""
    size, files = build_lite.site_size(site)
    print(f"site: {size / 1e6:.1f} MB in {files} files ({site})")
    pyodide = site / "static" / "pyodide"
    wheels = sum(p.stat().st_size for p in pyodide.glob("*.whl"))
    core = sum(p.stat().st_size for p in pyodide.iterdir()) - wheels
    print(f"  Pyodide core {core / 1e6:.1f} MB, wheels {wheels / 1e6:.1f} MB in {len(list(pyodide.glob('*.whl')))}")
    steps = kernel_steps(site, runs)
    each = ", ".join(f"{k} {v:.1f}" for k, v in steps.items())
    print(f"  kernel start in Node.js (median of {runs}): {each} s; {sum(steps.values()):.1f} s in all")


if __name__ == "__main__":
    main()
