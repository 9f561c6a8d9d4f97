// Compile the modules a kernel start imports to bytecode, in the site's wheels (tools/lite_pyc.py says how).
//
//   node lite_pyc.mjs PYODIDE_JS_DIR SITE_PYODIDE_DIR PACKAGES_JSON KEEP_SOURCE START_CODE
//
// SITE_PYODIDE_DIR: the site's static/pyodide (core files, wheels, pyodide-lock.json: the wheels there are
// rewritten); PACKAGES_JSON: what the kernel preloads; START_CODE: what a start imports and runs, after the
// kernel's own imports.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [jsDir, siteDir, packagesJson, keep, start] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(jsDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: siteDir + path.sep, env: { HOME: "/home/pyodide" } });
await pyodide.loadPackage(JSON.parse(packagesJson), { messageCallback: () => {} });
pyodide.FS.mkdirTree("/wheels");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: siteDir }, "/wheels");
const here = path.dirname(fileURLToPath(import.meta.url));
pyodide.runPython(fs.readFileSync(path.join(here, "lite_pyc.py"), "utf8"));
// what jupyterlite-pyodide-kernel's worker imports; the kernel's comm messages go nowhere here
pyodide.runPython("import piplite.piplite, pyodide_kernel\nfrom IPython import get_ipython\nget_ipython().send_comm = lambda *a, **k: None");
pyodide.runPython(start);
pyodide.globals.set("keep_source", keep);
console.log(pyodide.runPython("main('/wheels', keep_source)"));
