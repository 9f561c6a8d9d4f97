"""Where the complete search spends its positions: counters in a copy of the native core, by layer and event class.

The shipped core counts positions and nothing more. This script copies the package into a
temporary directory, adds counters to the copy's ``_native.c`` (the search itself is left
as it is: the same positions in the same order), compiles the copy there and runs each
deal's complete search alone (``native.complete`` from the deal, no pass before it) within
``--nodes`` positions, in a process of its own. It prints, for each deal:

- the positions counted (every child made, as the node budget counts them), how many were
  new, met before, forgotten by a full seen set, and proven lost at sight (``hopeless``);
- the new positions by layer: cards left in the stock, face-down cards, runs removed;
- the new positions by *event class*: positions with the same stock, the same face-down
  cards in their columns (so the same cards face up) and the same cards removed, differing
  only in where the face-up cards lie. Only an event (a card turning up, a run completing,
  a deal) leaves a class; the search enters a class by an event (an *entry*) and then
  explores every arrangement of its face-up cards reachable without one. The largest
  classes are listed with their entries.

    nice -n 10 .venv/bin/python benchmarks/complete_layers.py --nodes 150000000
    .venv/bin/python benchmarks/complete_layers.py --quick
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hatch_build import compile_native  # noqa: E402

# four-suit Spiderette deals of benchmarks/results/fresh-sd4-search-14-150m.csv left open at 150,000,000
DEALS = ["SD1-S4-AABOKIY", "SD1-S4-AABOKIV", "SD1-S4-AABOKOW", "SD1-S4-AABOKOT"]

# The counters, put before the complete search. A class is a 64-bit hash of the stock count, the
# cards on the table and each column's face-down cards (the columns sorted by their hash): at most
# 3 << 22 classes are told apart (then later classes are not counted by class).
COUNTERS = r"""
/* benchmarks/complete_layers.py: counters of the complete search */
#include <stdio.h>
static uint64_t LY_counted, LY_met, LY_new, LY_forgets, LY_forgotten, LY_hopeless;
static uint64_t LY_ns[MAXSTOCK + 1], LY_down[MAXCARDS + 1], LY_runs[9], LY_empty[MAXCOLS + 1];
#define LY_BITS 22
static uint64_t *LY_key;
static uint32_t *LY_n, *LY_entries;
static uint8_t *LY_class_down, *LY_class_ns, *LY_class_free;
static uint64_t LY_classes;
static uint64_t ly_mix(uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    return x ^ (x >> 33);
}
static void ly_new(const Rules *r, const Pos *p, int lost, int entry) {
    LY_new++;
    LY_hopeless += (uint64_t)lost;
    int down = 0, empty = 0, cards = 0, free_columns = 0;
    uint64_t h[MAXCOLS];
    for (int i = 0; i < r->n; i++) {
        down += p->hid[i];
        cards += p->len[i];
        empty += !p->len[i];
        free_columns += !p->hid[i];
        h[i] = 1469598103934665603ULL + p->hid[i];
        for (int j = 0; j < p->hid[i]; j++)
            h[i] = ly_mix(h[i] * 31 + p->c[i][j] + 1);
    }
    for (int i = 1; i < r->n; i++)
        for (int j = i; j && h[j - 1] > h[j]; j--) {
            uint64_t t = h[j];
            h[j] = h[j - 1];
            h[j - 1] = t;
        }
    uint64_t key = ly_mix(p->ns + 1000ULL * (uint64_t)cards);
    for (int i = 0; i < r->n; i++)
        key = ly_mix(key * 1000003ULL + h[i]);
    key += !key;
    int runs = (r->total - p->ns - cards) / 13;
    LY_ns[p->ns]++;
    LY_down[down]++;
    LY_runs[runs < 9 ? runs : 8]++;
    LY_empty[empty]++;
    size_t size = (size_t)1 << LY_BITS, mask = size - 1;
    if (!LY_key) {
        LY_key = calloc(size, 8);
        LY_n = calloc(size, 4);
        LY_entries = calloc(size, 4);
        LY_class_down = calloc(size, 1);
        LY_class_ns = calloc(size, 1);
        LY_class_free = calloc(size, 1);
    }
    if (!LY_key || !LY_n || !LY_entries || !LY_class_down || !LY_class_ns || !LY_class_free)
        return;
    size_t at = key & mask;
    while (LY_key[at] && LY_key[at] != key)
        at = (at + 1) & mask;
    if (!LY_key[at]) {
        if (LY_classes * 4 >= 3 * (uint64_t)size)
            return;
        LY_key[at] = key;
        LY_classes++;
        LY_class_down[at] = (uint8_t)down;
        LY_class_ns[at] = p->ns;
        LY_class_free[at] = (uint8_t)free_columns;
    }
    LY_n[at]++;
    LY_entries[at] += (uint32_t)entry;
}
static void ly_array(const char *name, const uint64_t *a, int n) {
    fprintf(stderr, ", \"%s\": {", name);
    for (int i = 0, first = 1; i < n; i++)
        if (a[i]) {
            fprintf(stderr, "%s\"%d\": %llu", first ? "" : ", ", i, (unsigned long long)a[i]);
            first = 0;
        }
    fprintf(stderr, "}");
}
static void ly_print(void) {
    fprintf(stderr, "LAYERS {\"counted\": %llu, \"met\": %llu, \"new\": %llu, \"forgets\": %llu, \"forgotten\": %llu, "
            "\"hopeless\": %llu, \"classes\": %llu", (unsigned long long)LY_counted, (unsigned long long)LY_met,
            (unsigned long long)LY_new, (unsigned long long)LY_forgets, (unsigned long long)LY_forgotten,
            (unsigned long long)LY_hopeless, (unsigned long long)LY_classes);
    ly_array("stock", LY_ns, MAXSTOCK + 1);
    ly_array("face_down", LY_down, MAXCARDS + 1);
    ly_array("runs", LY_runs, 9);
    ly_array("empty_columns", LY_empty, MAXCOLS + 1);
    fprintf(stderr, ", \"largest\": [");
    for (int t = 0; t < 5 && LY_key; t++) {
        size_t best = 0;
        uint32_t most = 0;
        for (size_t i = 0; i < ((size_t)1 << LY_BITS); i++)
            if (LY_key[i] && LY_n[i] > most) {
                most = LY_n[i];
                best = i;
            }
        if (!most)
            break;
        fprintf(stderr, "%s{\"stock\": %d, \"face_down\": %d, \"columns_without_face_down\": %d, \"positions\": %u, "
                "\"entries\": %u}", t ? ", " : "", LY_class_ns[best], LY_class_down[best], LY_class_free[best], most,
                LY_entries[best]);
        LY_n[best] = 0;
    }
    fprintf(stderr, "]}\n");
}
"""

# (what the copy's _native.c holds, what it holds instead): each must be there exactly once
PATCHES = [
    (
        "/* ------------------------------------------------------------------ the complete search */",
        COUNTERS + "/* ------------------------------------------------------------------ the complete search */",
    ),
    (
        "    if (seen_forget(seen, r) < 0) {",
        "    size_t had = seen->count;\n    LY_forgets++;\n    int forgot = seen_forget(seen, r);\n"
        "    LY_forgotten += had - seen->count;\n    if (forgot < 0) {",
    ),
    (
        "        if (met) {\n            path_undo(&pos, next, deals, &ndeals);",
        "        LY_counted++;\n        LY_met += met > 0;\n"
        "        if (!met)\n            ly_new(&r, &pos, !dead(&r, &pos) && hopeless(&r, &pos),\n"
        "                   a.s < 0 || next->run || pos.hid[a.s] < next->hid_s);\n"
        "        if (met) {\n            path_undo(&pos, next, deals, &ndeals);",
    ),
    ("done:\n    free(stack);\n    free(todo);", "done:\n    ly_print();\n    free(stack);\n    free(todo);"),
]

CHILD = """
import json, sys, time
from spiderette_widget import Game
from spiderette_widget.search import native
from spiderette_widget.search.core import BudgetSpent, Limit, Meter, rules_of, state_of
game = Game.from_code(sys.argv[1])
meter = Meter(Limit(nodes=int(sys.argv[2])))
started = time.process_time()
try:
    verdict = "win" if native.complete(rules_of(game), meter, state_of(game)) is not None else "no win"
except BudgetSpent as spent:
    verdict = spent.reason
print(json.dumps({"verdict": verdict, "nodes": meter.nodes, "seconds": time.process_time() - started}))
"""


def patched(source: str) -> str:
    """``source`` (the native core) with the counters; a ``ValueError`` names a place no longer found.

    >>> patched("int x;")
    Traceback (most recent call last):
    ...
    ValueError: the native core changed: no single '/* ---------'... to put the counters at
    """
    for old, new in PATCHES:
        if source.count(old) != 1:
            raise ValueError(f"the native core changed: no single {old[:12]!r}... to put the counters at")
        source = source.replace(old, new)
    return source


def instrumented(root: Path, into: Path) -> Path:
    """A copy of checkout ``root``'s package in ``into``, its native core compiled with the counters;
    the directory to put on ``PYTHONPATH``."""
    shutil.copytree(root / "spiderette_widget", into / "spiderette_widget", ignore=shutil.ignore_patterns("*.so"))
    native = into / "spiderette_widget" / "search" / "_native.c"
    native.write_text(patched(native.read_text(encoding="utf-8")), encoding="utf-8")
    compile_native(into)
    return into


def measure(code: str, nodes: int, where: Path) -> dict:
    """One deal's complete search alone with the counters (the package in ``where``): the search's
    verdict, positions and CPU seconds, and the counters."""
    done = subprocess.run(
        [sys.executable, "-c", CHILD, code, str(nodes)],
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONPATH": str(where), "PATH": ""},
        cwd=where,
    )
    layers = next(line for line in done.stderr.splitlines() if line.startswith("LAYERS "))
    return {"code": code, **json.loads(done.stdout.strip().splitlines()[-1]), **json.loads(layers[7:])}


def share(part: int, whole: int) -> str:
    """``part`` of ``whole`` as a percentage.

    >>> share(1, 3), share(0, 0)
    ('33.3%', '-')
    """
    return f"{100 * part / whole:.1f}%" if whole else "-"


def report(row: dict) -> list[str]:
    """The lines printed for one deal's counters."""
    new = row["new"]
    lines = [
        f"{row['code']}: {row['verdict']} after {row['nodes']:,} positions ({row['seconds']:.1f} CPU s)",
        f"  counted {row['counted']:,}: met before {row['met']:,} ({share(row['met'], row['counted'])}), "
        f"new {new:,}; forgotten {row['forgotten']:,} in {row['forgets']} forget(s); "
        f"new and proven lost at sight {row['hopeless']:,}",
        "  new by stock: " + ", ".join(f"{k}: {share(v, new)}" for k, v in row["stock"].items()),
        "  new by face-down cards: " + ", ".join(f"{k}: {share(v, new)}" for k, v in row["face_down"].items()),
        "  new by runs removed: " + ", ".join(f"{k}: {share(v, new)}" for k, v in row["runs"].items()),
        f"  event classes: {row['classes']:,}; the largest:",
    ]
    for c in row["largest"]:
        lines.append(
            f"    stock {c['stock']}, {c['face_down']} face down, {c['columns_without_face_down']} columns "
            f"without: {c['positions']:,} positions ({share(c['positions'], new)}), {c['entries']:,} entries"
        )
    return lines


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--nodes", type=int, default=150_000_000, help="positions per deal")
    ap.add_argument("--deals", nargs="*", default=DEALS)
    ap.add_argument("--root", type=Path, default=ROOT, help="the checkout to measure")
    ap.add_argument("--out", type=Path, help="append each deal's counters to this JSON-lines file")
    ap.add_argument("--quick", action="store_true", help="one deal, 300,000 positions: to see that it runs")
    args = ap.parse_args()
    if args.quick:
        args.nodes, args.deals = 300_000, DEALS[:1]
    with tempfile.TemporaryDirectory() as tmp:
        where = instrumented(args.root, Path(tmp))
        for code in args.deals:
            row = measure(code, args.nodes, where)
            print("\n".join(report(row)), flush=True)
            if args.out:
                with args.out.open("a", encoding="utf-8") as out:
                    out.write(json.dumps(row) + "\n")


if __name__ == "__main__":
    main()
