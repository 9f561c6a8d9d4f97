// A 100-decision game's review in the course site's Python (Pyodide in Node.js: the same V8 and
// WebAssembly as Chromium, no page), as the board runs it there: one position per turn of the
// event loop. What benchmarks/lite.py --review runs.
//
//   node lite_review.mjs PYODIDE_JS_DIR SITE_PYODIDE_DIR REPO CODE
//
// The site's packages come from its lock; REPO is mounted at /repo and put first on sys.path, so
// the package measured is this checkout's (the judge is plain Python, as in the site). CODE is a game
// code; the honest player plays its first 100 actions. Prints one JSON line: the decisions, the
// seconds until the board showed the first decision and until the review was done, and how many
// times the board's view changed meanwhile.
import path from "node:path";
import { pathToFileURL } from "node:url";

const [jsDir, siteDir, repo, code] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(jsDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: siteDir + path.sep, stdout: () => {}, stderr: () => {} });
await pyodide.loadPackage(["spiderette-widget"], { messageCallback: () => {} });
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: repo }, "/repo");
pyodide.globals.set("code", code);
const out = await pyodide.runPythonAsync(`
import asyncio, json, sys, time
sys.path.insert(0, "/repo")
for name in [m for m in sys.modules if m.startswith("spiderette_widget")]:
    del sys.modules[name]
from spiderette_widget import Game, SpideretteWidget
from spiderette_widget.search.core import HonestPlayer

g, player = Game.from_code(code), HonestPlayer()
while len(g.line) < 100 and not g.is_won:
    found = player.step_for(g)
    if found is None:
        break
    g.play(found[0])
w = SpideretteWidget(g, stats=False)
seen = []
w.observe(lambda change: seen.append((time.perf_counter(), len((change["new"]["review"] or {}).get("points", [])))),
          "view")
began = time.perf_counter()
task = w.review()
while w.view["review"]["state"] == "running":
    await asyncio.sleep(0)
first = next((t for t, points in seen if points >= 2), float("nan")) - began
json.dumps({"decisions": len(g.line), "first": round(first, 2), "done": round(seen[-1][0] - began, 2),
            "updates": len(seen), "state": w.view["review"]["state"], "where": sys.modules["spiderette_widget"].__file__})
`);
console.log(out);
