// Run pytest inside Pyodide under Node.js, on the packages the JupyterLite site carries.
//
//   node pyodide_pytest.mjs PYODIDE_JS_DIR SITE_PYODIDE_DIR REPO EXTRA_WHEELS_JSON -- PYTEST_ARGS...
//
// PYODIDE_JS_DIR: the npm `pyodide` package (its Node.js loader); SITE_PYODIDE_DIR: the site's
// static/pyodide (core files, wheels, pyodide-lock.json); REPO is mounted at /repo; the extra
// wheels (pytest, Hypothesis: test-only, not in the site) are loaded by path. Exits with pytest's code.
import path from "node:path";
import { pathToFileURL } from "node:url";

const [jsDir, siteDir, repo, extraJson, sep, ...pytestArgs] = process.argv.slice(2);
if (sep !== "--") {
  console.error("usage: node pyodide_pytest.mjs PYODIDE_JS_DIR SITE_PYODIDE_DIR REPO EXTRA_WHEELS_JSON -- ARGS...");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(path.join(jsDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: siteDir + path.sep });
await pyodide.loadPackage(["spiderette-widget", ...JSON.parse(extraJson)]);
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: repo }, "/repo");
pyodide.globals.set("pytest_args", pyodide.toPy(pytestArgs));
const code = await pyodide.runPythonAsync(`
import os, sys, pytest, spiderette_widget
os.chdir("/repo")
print("spiderette_widget from", spiderette_widget.__file__, "on", sys.platform, sys.version.split()[0], flush=True)
int(pytest.main(list(pytest_args)))
`);
process.exit(code);
