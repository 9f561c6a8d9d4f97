"""How fast and how small the widget is, measured in a real JupyterLab.

    .venv/bin/python benchmarks/widget.py [--moves 50] [--quick]

1. Bytes synced per action: a 4-suit Spider game played by its hints (deals
   when none), the JSON of the traits each action changes, as ipywidgets sends
   them in one "update" message (measured in Python from the widget's changes).
2. Latency, for ``--moves`` moves of 9D between two 10s on a full Spider
   board, each made three ways: a real mouse drag, a finger tap (a touch
   context; the tap sends 9D to its best place) and the keyboard (Enter,
   arrows, Enter). Two figures each, on the page clock from the release (a
   capture ``pointerup`` or ``keydown`` listener): "drawn", the card in its
   new column in the DOM (a MutationObserver), and "confirmed", the kernel's
   view shown (the root's ``data-pending`` gone). Before instant moves
   (issue 17) the two were the same: 25 ms median, 60 ms p95 for drags.
3. Render: the front end's full re-render of a Spider board, timed in the page
   around ``model.set("view", ...)`` (Backbone fires the change synchronously),
   alone and with the layout it forces; each render draws the other of two
   different full boards, so every column is rebuilt.
4. Bytes per search progress update: "Can this deal be won?" on a 4-suit
   Spider deal re-sends the view (same rev) and the status ~4 times a second.
   The deal is the first of ``PROGRESS_SEEDS`` whose search is still running at
   its first progress update (a search that decides its deal sooner sends
   none); the table says which, or that none did.

Targets: p95 release -> drawn < 20 ms (a frame), release -> confirmed < 100 ms,
render < 8 ms, < 4 KB per move.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(REPO), str(REPO / "tests"), str(REPO / "tests" / "e2e")]

import lab  # noqa: E402  (tests/e2e/lab.py: start JupyterLab, drive Chromium)

from spiderette_widget import SpideretteWidget  # noqa: E402

SPIDER = """spider
suits: 4
stock: {stock}
1: ? ? ? ? ? | 10S
2: ? ? ? ? ? | 10H
3: ? ? ? ? ? | 9D
4: ? ? ? ? ? | KC
5: ? ? ? ? ? | QD
6: ? ? ? ? ? | 3H
7: ? ? ? ? ? | 5C
8: ? ? ? ? ? | 7S
9: ? ? ? ? ? | JH
10: ? ? ? ? ? | 2D
""".format(stock=" ".join(["?"] * 40))

# Resolves [release -> drawn, release -> confirmed] in ms (null if not within 10 s).
WATCH_JS = """([col, card]) => {
  window.__sp_p = new Promise((resolve) => {
    const root = document.querySelector('.spiderette');
    const board = root.querySelector('.sp-board');
    let drawn = null;
    const there = () => {
      const last = board.querySelector(`.sp-column[data-col='${col}'] .sp-card:last-child`);
      return last && last.dataset.card === card;
    };
    const obs = new MutationObserver(() => {
      if (!window.__sp_up) return;
      const now = performance.now() - window.__sp_up;
      if (drawn === null && there()) drawn = now;
      if (drawn !== null && there() && !('pending' in root.dataset)) { obs.disconnect(); resolve([drawn, now]); }
    });
    obs.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-pending'] });
    setTimeout(() => { obs.disconnect(); resolve(null); }, 10000);
  });
}"""

# The release: a pointer up, or the Enter that drops a keyboard pick (a capture listener: before the board's).
INSTALL_JS = """() => {
  window.__sp_up = 0;
  document.addEventListener('pointerup', () => { window.__sp_up = performance.now(); }, true);
  document.addEventListener('keydown', (e) => {
    const picked = document.querySelector('.spiderette .sp-card.sp-selected');
    if (e.key === 'Enter' && picked) window.__sp_up = performance.now();
  }, true);
}"""

MODEL_JS = """async () => {
  const panel = window.jupyterapp.shell.currentWidget;
  for (const cell of panel.content.widgets) {
    for (const out of cell.outputArea ? cell.outputArea.widgets : []) {
      for (const r of out.widgets || []) {
        if (!r._manager) continue;
        const manager = await r._manager.promise;
        for (const id of Object.keys(manager._models)) {
          const m = await manager.get_model(id);
          if (m.get('_anywidget_id') !== 'spiderette_widget.board.widget.SpideretteWidget') continue;
          window.__sp_model = m;
          return true;
        }
      }
    }
  }
  return false;
}"""

# Every timed render draws the other of two full Spider boards (the dealt one and
# the one before the deal: every column differs), so each rebuilds all columns.
RENDER_JS = """([n, other]) => {
  const m = window.__sp_model;
  const board = document.querySelector('.spiderette .sp-board');
  const original = m.get('view');
  const boards = [other, original];  // the original is on screen: start with the other
  let k = 0;
  // a new rev each time (a view with the rev shown is a search's progress: the board is kept)
  const rev0 = Math.max(original.rev, other.rev) + 100000;
  const next = () => { const v = boards[k % 2]; k += 1; m.set('view', { ...v, rev: rev0 + k, last: null }); };
  const plain = [], withLayout = [];
  void board.offsetHeight;
  for (let i = 0; i < n; i++) {
    let t0 = performance.now();
    next();
    plain.push(performance.now() - t0);
    void board.offsetHeight;  // settle, so the next timing pays only for its own board
    t0 = performance.now();
    next();
    void board.offsetHeight;  // force style and layout
    withLayout.push(performance.now() - t0);
  }
  m.set('view', { ...original, rev: rev0 + k + 1, last: null });
  return [plain, withLayout, board.querySelectorAll('.sp-card, .sp-back').length];
}"""


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def bytes_per_action(actions: int) -> list[int]:
    """JSON bytes of the traits each action changes, as one ipywidgets update message."""
    w = SpideretteWidget.new("spider", suits=4, seed=2024)
    changed: dict[str, object] = {}
    w.observe(lambda ch: changed.__setitem__(ch["name"], ch["new"]), names=["view", "status"])
    sizes = []
    for _ in range(actions):
        changed.clear()
        hint = w.game.hint()
        if hint is not None:
            m = hint.move if hasattr(hint, "move") else hint
            intent = {"type": "move", "src": m.src, "count": m.count, "dst": m.dst}
        elif w.view["can_deal"]:
            intent = {"type": "deal"}
        elif w.view["legal"]:
            src, count, dst = w.view["legal"][0]
            intent = {"type": "move", "src": src, "count": count, "dst": dst}
        else:
            break
        w._handle_custom_msg({**intent, "rev": w.view["rev"]}, [])
        sizes.append(len(json.dumps({"method": "update", "state": changed, "buffer_paths": []})))
    return sizes


PROGRESS_SEEDS = range(4, 12)  # 4-suit Spider deals tried in turn for the progress updates


def bytes_per_progress_update(seconds: float = 1.5) -> tuple[str, list[int]]:
    """The first of the ``PROGRESS_SEEDS`` 4-suit Spider deals whose search sends progress updates: its code
    and the JSON bytes of each update (``""`` and none when every search decided its deal before its first)."""
    for seed in PROGRESS_SEEDS:
        code, updates = progress_updates(seed, seconds)
        if updates:
            return code, updates
    return "", []


def progress_updates(seed: int, seconds: float) -> tuple[str, list[int]]:
    """The deal's code and the JSON bytes of each progress update of its search (``seconds`` at most)."""
    w = SpideretteWidget.new("spider", suits=4, seed=seed)
    updates: list[int] = []
    changed: dict[str, object] = {}

    def record(change: dict) -> None:
        changed[change["name"]] = change["new"]
        if change["name"] == "status" and str(change["new"]["text"]).startswith("Searching… "):
            updates.append(len(json.dumps({"method": "update", "state": changed, "buffer_paths": []})))
        if change["name"] == "status":
            changed.clear()

    w.observe(record, names=["view", "status"])
    w.solve(budget_seconds=seconds).result(seconds + 30)
    w.close()
    return w.game.code, updates


def timed_moves(page, moves: int, how: str) -> list[tuple[float, float]]:
    """``moves`` moves of 9D between columns 1 and 2 (from 3 first), made by ``how``: drag, tap or keys."""
    out = []
    src = int(page.evaluate("() => document.querySelector(\".spiderette .sp-card[data-card='9D']\").dataset.col"))
    for _ in range(moves):
        dst = 1 if src != 1 else 2  # where a tap sends it too: the first 10 met to the right, wrapping
        page.evaluate("() => { window.__sp_up = 0; }")
        page.evaluate(WATCH_JS, [dst, "9D"])
        nine = f".spiderette .sp-column[data-col='{src}'] .sp-card:last-child"
        if how == "drag":
            lab.drag(page, nine, f".spiderette .sp-column[data-col='{dst}'] .sp-card:last-child", steps=4)
        elif how == "tap":
            page.locator(nine).tap(position={"x": 20, "y": 10})
        else:
            page.locator(f".spiderette .sp-column[data-col='{src}']").focus()
            page.keyboard.press("Enter")
            page.keyboard.press("ArrowLeft" if dst < src else "ArrowRight")
            if abs(dst - src) == 2:
                page.keyboard.press("ArrowLeft" if dst < src else "ArrowRight")
            page.keyboard.press("Enter")
        took = page.evaluate("() => window.__sp_p")
        if took is None:
            status = page.evaluate("() => document.querySelector('.spiderette .sp-status').textContent")
            msg = f"9D did not reach column {dst} by {how} within 10 s; the status says {status!r}"
            raise RuntimeError(msg)
        out.append(tuple(took))
        src = dst
    return out


def in_the_browser(
    moves: int, renders: int = 50
) -> tuple[dict[str, list[tuple[float, float]]], list[float], list[float], int]:
    work = Path(tempfile.mkdtemp(prefix="spiderette-bench-"))
    (work / "root").mkdir()
    lab.write_notebook(
        work / "root" / "bench.ipynb",
        [f"from spiderette_widget import Game, SpideretteWidget\nw = SpideretteWidget(Game.from_text({SPIDER!r}))\nw"],
    )
    server = lab.start_server(work, "lab")
    try:
        with lab.playwright_session() as pw:
            browser = lab.launch_chromium(pw)
            try:
                latencies = {}
                context, page = lab.open_board(browser, server, "bench.ipynb")
                page.evaluate(INSTALL_JS)
                latencies["drag"] = timed_moves(page, moves, "drag")
                latencies["keys"] = timed_moves(page, moves, "keys")
                played = int(lab.kernel_run(page, "print(w.game.moves)"))
                assert played == 2 * moves, f"the kernel played {played} of {2 * moves} moves"
                assert page.evaluate(MODEL_JS), "the widget model was not found in the page"
                lab.kernel_run(page, "w.deal()")  # a different full board to alternate with
                lab.poll(page, "() => window.__sp_model.get('view').stock === 30", "the deal in the model")
                dealt = page.evaluate("() => window.__sp_model.get('view')")
                lab.kernel_run(page, "w.undo()")
                lab.poll(page, "() => window.__sp_model.get('view').stock === 40", "the undo in the model")
                plain, layout, nodes = page.evaluate(RENDER_JS, [renders, dealt])
                context.close()
                # a touch screen last: opening the notebook again runs its cell, a new board
                touch, tpage = lab.open_board(browser, server, "bench.ipynb", has_touch=True)
                tpage.evaluate(INSTALL_JS)
                latencies["tap"] = timed_moves(tpage, moves, "tap")
                touch.close()
                return latencies, plain, layout, nodes
            finally:
                browser.close()
    finally:
        server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=50)
    parser.add_argument("--quick", action="store_true", help="a tiny sample, to see that it runs")
    args = parser.parse_args()
    renders, seconds = (3, 1.0) if args.quick else (50, 1.5)
    if args.quick:
        args.moves = 2

    sizes = bytes_per_action(args.moves)
    progress_deal, progress = bytes_per_progress_update(seconds)
    latencies, plain, layout, nodes = in_the_browser(args.moves, renders)

    rows = [
        ("bytes synced per action (Spider, 4 suits)", f"{len(sizes)} actions",
         f"median {statistics.median(sizes):.0f} B", f"max {max(sizes)} B", "< 4096 B", max(sizes) < 4096),
    ]  # fmt: skip
    for how, name in (("drag", "mouse drag"), ("tap", "finger tap"), ("keys", "keyboard")):
        drawn = [d for d, _ in latencies[how]]
        confirmed = [c for _, c in latencies[how]]
        rows += [
            (f"release -> drawn ({name}, Spider)", f"{len(drawn)} moves", f"median {statistics.median(drawn):.1f} ms",
             f"p95 {p95(drawn):.1f} ms", "p95 < 20 ms", p95(drawn) < 20),
            (f"release -> confirmed ({name}, Spider)", f"{len(confirmed)} moves",
             f"median {statistics.median(confirmed):.1f} ms", f"p95 {p95(confirmed):.1f} ms", "p95 < 100 ms",
             p95(confirmed) < 100),
        ]  # fmt: skip
    rows += [
        (f"render full Spider board ({nodes} cards)", f"{len(plain)} renders",
         f"median {statistics.median(plain):.2f} ms", f"p95 {p95(plain):.2f} ms", "< 8 ms", p95(plain) < 8),
        ("render + forced layout", f"{len(layout)} renders",
         f"median {statistics.median(layout):.2f} ms", f"p95 {p95(layout):.2f} ms", "", None),
    ]  # fmt: skip
    if progress:
        rows.append((f"bytes per search progress update ({progress_deal})", f"{len(progress)} updates",
                     f"median {statistics.median(progress):.0f} B", f"max {max(progress)} B", "", None))  # fmt: skip
    else:
        seeds = f"seeds {PROGRESS_SEEDS.start}-{PROGRESS_SEEDS.stop - 1}"
        rows.append(("bytes per search progress update", "none", f"(every search of Spider {seeds} ended first)",
                     "", "", None))  # fmt: skip
    widths = [max(len(str(r[i])) for r in rows) for i in range(5)]
    print(f"\nspiderette-widget in JupyterLab (headless Chromium), {time.strftime('%Y-%m-%d %H:%M')}")
    for r in rows:
        verdict = "" if r[5] is None else ("ok" if r[5] else "MISSED")
        print("  " + "  ".join(str(c).ljust(w) for c, w in zip(r[:5], widths, strict=True)) + f"  {verdict}")


if __name__ == "__main__":
    main()
