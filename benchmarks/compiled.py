"""How much faster is ``search/core.py`` compiled by Cython (pure-Python mode, the same file)?

Copies the package to a temporary folder, compiles ``core.py`` there with
``cythonize`` (nothing in the repository changes), then solves the same deals
with the plain and the compiled module in two fresh processes and prints each
deal's verdict, node count and line digest side by side, whether they are
identical, and the CPU seconds of each. Needs Cython (``pip install cython``),
gcc and the Python headers; says so and stops when one is missing.

    .venv/bin/python benchmarks/compiled.py                     # 3 four-suit deals, 300,000 nodes each
    .venv/bin/python benchmarks/compiled.py --nodes 100000 SD1-S2-AAAACZE
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
DEALS = ["SD1-S4-AAAACZB", "SD1-S4-AAAACZD", "SP1-S4-AAAACYZ"]
RUN = """
import hashlib, json, sys, time
sys.path.insert(0, sys.argv[1])
from spiderette_widget import Game
from spiderette_widget.search import core
from spiderette_widget.search.solver import Limit, solve
out = {"module": core.__file__, "deals": []}
for code in sys.argv[3:]:
    started = time.process_time()
    sol = solve(Game.from_code(code), limit=Limit(nodes=int(sys.argv[2])))
    line = hashlib.sha1(" ".join(map(str, sol.line)).encode()).hexdigest()[:12]
    out["deals"].append([code, str(sol.verdict), sol.nodes, line, time.process_time() - started])
print(json.dumps(out))
"""


def solve_with(package_root: Path, nodes: int, deals: list[str]) -> dict:
    cmd = [sys.executable, "-c", RUN, str(package_root), str(nodes), *deals]
    return json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("deals", nargs="*", default=DEALS)
    ap.add_argument("--nodes", type=int, default=300_000)
    args = ap.parse_args()
    if shutil.which("cythonize") is None and not (Path(sys.executable).parent / "cythonize").exists():
        print("Cython is not installed (pip install cython): nothing compiled")
        return
    cythonize = shutil.which("cythonize") or str(Path(sys.executable).parent / "cythonize")
    with tempfile.TemporaryDirectory() as tmp:
        shutil.copytree(ROOT / "spiderette_widget", Path(tmp) / "spiderette_widget")
        done = subprocess.run(
            [cythonize, "-i", "-3", "spiderette_widget/search/core.py"], cwd=tmp, capture_output=True, text=True
        )
        if done.returncode:
            print(f"the compile failed (gcc and the Python headers are needed):\n{done.stderr[-2000:]}")
            return
        plain = solve_with(ROOT, args.nodes, args.deals)
        compiled = solve_with(Path(tmp), args.nodes, args.deals)
    print(f"plain: {plain['module']}\ncompiled: {compiled['module']}")
    for p, c in zip(plain["deals"], compiled["deals"], strict=True):
        same = "same" if p[:4] == c[:4] else "DIFFERENT"
        print(f"{p[0]}  {p[1]:>7} {p[2]:>8} {p[3]}  |  {c[1]:>7} {c[2]:>8} {c[3]}  {same}")
    cpu_p, cpu_c = (sum(d[4] for d in r["deals"]) for r in (plain, compiled))
    print(f"CPU seconds: plain {cpu_p:.1f}, compiled {cpu_c:.1f}, {cpu_p / max(cpu_c, 1e-9):.2f} times faster")


if __name__ == "__main__":
    main()
