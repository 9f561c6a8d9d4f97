// Where a start of the course's Pyodide kernel goes, step by step, in Node.js (the same V8 and WebAssembly
// as Chromium, no page): what benchmarks/lite.py runs for its "where the time goes" lines.
//
//   node lite_start.mjs PYODIDE_JS_DIR SITE_PYODIDE_DIR PACKAGES_JSON STARTUP_FILE
//
// The steps, as jupyterlite-pyodide-kernel's worker takes them: Pyodide starts with the site's lock and
// loads PACKAGES (loadPyodideOptions.packages: fetch, check and unpack each wheel), then imports the kernel
// (pyodide_kernel: IPython, ipykernel's shim; piplite only at a %pip line, tools/build_lite.py: LATE_PIPLITE), runs the startup file (PYTHONSTARTUP), then the first
// board cell of notebook 00 (the widget's imports and its first state). Prints one JSON line of seconds,
// and, with IMPORTTIME=1 in the environment, the modules whose imports took longest (-X importtime).
import path from "node:path";
import { pathToFileURL } from "node:url";

const [jsDir, siteDir, packagesJson, startup] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(jsDir, "pyodide.mjs")).href);
const seconds = {};
let t = performance.now();
const step = (name) => {
  const now = performance.now();
  seconds[name] = Math.round(now - t) / 1000;
  t = now;
};
const imports = [];
const pyodide = await loadPyodide({
  indexURL: siteDir + path.sep,
  env: { HOME: "/home/pyodide", ...(process.env.IMPORTTIME ? { PYTHONPROFILEIMPORTTIME: "1" } : {}) },
  stderr: (line) => imports.push(line),
  stdout: () => {},
});
step("Pyodide started");
const python = async (code) => {
  // the traceback, if a step fails (a PythonError's message may come out empty here)
  pyodide.globals.set("step_code", code);
  const failed = await pyodide.runPythonAsync(`
import traceback
from pyodide.code import eval_code_async
try:
    await eval_code_async(step_code, globals())
    failed = None
except BaseException:
    failed = traceback.format_exc()
failed`);
  if (failed) {
    console.error(failed);
    process.exit(1);
  }
};
await pyodide.loadPackage(JSON.parse(packagesJson), { messageCallback: () => {} });
step("packages loaded");
await python("import pyodide_kernel");
// the worker hands the kernel its messaging (initGlobals): here comm messages go nowhere
await python("from IPython import get_ipython\nget_ipython().send_comm = lambda *args, **kwargs: None");
step("kernel imported");
await python(`exec(open(${JSON.stringify(startup)}).read(), {})`);
step("startup file run");
await python(`
from spiderette_widget import SpideretteWidget
w = SpideretteWidget.new("spiderette", suits=1, seed=7, lang="en")
w._repr_mimebundle_() if hasattr(w, "_repr_mimebundle_") else None
`);
step("first board cell");
console.log(JSON.stringify(seconds));
if (!process.env.IMPORTTIME) process.exit(0);
// -X importtime lines (IMPORTTIME=1): "import time: self [us] | cumulative | imported package"; the slowest top-level ones
const top = imports
  .map((l) => l.match(/^import time:\s+(\d+) \|\s+(\d+) \| ( *)(\S+)/))
  .filter((m) => m && m[3].length === 0)
  .map((m) => [m[4], Number(m[2]) / 1e6])
  .sort((a, b) => b[1] - a[1])
  .slice(0, 12);
console.log(JSON.stringify(top));
