"""How much faster is ``search/core.py`` compiled, by Cython (pure-Python mode) or mypyc, from the same file?

Copies the package to a temporary folder, compiles ``core.py`` there with
``cythonize`` or, with ``--compiler mypyc``, with ``mypyc`` (it reads the type
hints; nothing in the repository changes; ``--typed`` first puts
``benchmarks/core_typed.pxd`` beside it as ``core.pxd`` for Cython: C types for
the hot loops, no second copy of the rules), then runs ``benchmarks/speed.py``
on the plain and on the compiled module, in fresh processes, one after the
other. Prints each run's verdict, node count and digests side by side, whether
they are identical, and the nodes per CPU second of each part of the search,
plain and compiled. Needs the compiler (``pip install cython``; mypyc comes
with mypy), gcc and the Python headers; says so and stops when one is missing.

    .venv/bin/python benchmarks/compiled.py                     # Cython untyped, speed.py's deals at 300,000 nodes
    nice .venv/bin/python benchmarks/compiled.py --typed --rounds 2
    nice .venv/bin/python benchmarks/compiled.py --compiler mypyc --rounds 2
    .venv/bin/python benchmarks/compiled.py --quick       # a tiny run (without the compiler: the plain one)
    .venv/bin/python benchmarks/compiled.py --nodes 100000 --parts phase complete
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def speed(root: Path, args: argparse.Namespace, out: Path) -> list[dict]:
    """``benchmarks/speed.py`` run on the package under ``root``."""
    cmd = [sys.executable, str(root / "benchmarks" / "speed.py"), "--nodes", str(args.nodes), "--out", str(out)]
    subprocess.run([*cmd, "--parts", *args.parts], check=True, capture_output=True, text=True)
    return json.loads(out.read_text())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--nodes", type=int, default=300_000)
    ap.add_argument("--parts", nargs="*", default=["phase", "beam", "complete", "solve"])
    ap.add_argument("--compiler", default="cython", choices=("cython", "mypyc"))
    ap.add_argument("--typed", action="store_true", help="Cython: compile with benchmarks/core_typed.pxd")
    ap.add_argument("--rounds", type=int, default=1, help="plain and compiled runs, taken in turn")
    ap.add_argument("--quick", action="store_true", help="a tiny sample, to see that it runs")
    args = ap.parse_args()
    if args.quick:  # one part, 2,000 positions a run
        args.nodes, args.parts = 2_000, ["phase"]
    tool = "cythonize" if args.compiler == "cython" else "mypyc"
    compiler = shutil.which(tool) or str(Path(sys.executable).parent / tool)
    if not Path(compiler).exists():
        missing = f"{tool} is not installed (pip install {'cython' if tool == 'cythonize' else 'mypy'})"
        if not args.quick:
            print(f"{missing}: nothing compiled")
            return
        with tempfile.TemporaryDirectory() as tmp:  # the quick mode still runs what it would compare with
            rows = speed(ROOT, args, Path(tmp) / "plain.json")
        print(f"{missing}: the plain search ran alone, {sum(r['nodes'] for r in rows):,} positions")
        return
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "copy"
        for folder in ("spiderette_widget", "benchmarks"):
            shutil.copytree(ROOT / folder, copy / folder, ignore=shutil.ignore_patterns("__pycache__"))
        options = ["-i", "-3"] if args.compiler == "cython" else []
        if args.typed and args.compiler == "cython":
            shutil.copy(ROOT / "benchmarks" / "core_typed.pxd", copy / "spiderette_widget" / "search" / "core.pxd")
            options += ["-X", "annotation_typing=False"]  # the .pxd's types, not the hints', count
        started = time.perf_counter()
        done = subprocess.run(
            [compiler, *options, "spiderette_widget/search/core.py"], cwd=copy, capture_output=True, text=True
        )
        if done.returncode:
            print(f"the compile failed (gcc and the Python headers are needed):\n{done.stderr[-2000:]}")
            return
        typed = "with the .pxd's types" if args.typed and args.compiler == "cython" else "from the hints"
        print(f"compiled by {args.compiler} ({typed}) in {time.perf_counter() - started:.0f} s")
        plain: list[list[dict]] = []
        compiled: list[list[dict]] = []
        for _ in range(args.rounds):
            plain.append(speed(ROOT, args, Path(tmp) / "plain.json"))
            compiled.append(speed(copy, args, Path(tmp) / "compiled.json"))
    keys = ("verdict", "nodes", "digest", "memory")
    same = True
    for p, c in zip(plain[0], compiled[0], strict=True):
        match = all(p.get(k) == c.get(k) for k in keys)
        same &= match
        print(
            f"{p['part']:>8} {p['code']:>15}  {p['verdict']:>7} {p['nodes']:>8} {p['digest']:>12}  |  "
            f"{c['verdict']:>7} {c['nodes']:>8} {c['digest']:>12}  {'same' if match else 'DIFFERENT'}"
        )
    print("every run identical" if same else "SOME RUNS DIFFER")
    print(f"{'part':>8} {'plain':>9} {'compiled':>9}  nodes per CPU second, {args.rounds} round(s)")
    for part in args.parts:
        rates = []
        for runs in (plain, compiled):
            rows = [r for one in runs for r in one if r["part"] == part]
            rates.append(sum(r["nodes"] for r in rows) / max(sum(r["seconds"] for r in rows), 1e-9))
        print(f"{part:>8} {rates[0]:>9,.0f} {rates[1]:>9,.0f}  {rates[1] / rates[0]:.2f} times")
    if not same:
        sys.exit(1)


if __name__ == "__main__":
    main()
