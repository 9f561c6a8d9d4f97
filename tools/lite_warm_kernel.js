// Pyodide starts with the page, not with JupyterLite's app. A lab page opened on a notebook
// (lab/index.html?path=...) makes the Pyodide kernel's worker at once, before the app's JavaScript has
// even loaded, and tells it to load Pyodide with the site's wheels (tools/lite_warm_kernel_worker.js): the
// downloads, the WebAssembly and the wheels' unpacking happen while the app loads and builds the page (on a
// warm visit about 3 s before the app asked for a kernel). The first Pyodide kernel the app makes takes
// this worker instead of a new one, and its start finds Pyodide loaded; a second kernel makes its own
// worker as before. Whatever fails here, the kernel starts as it did without it.
//
// Only where the browser has cores to spare (navigator.hardwareConcurrency, EARLY_CORES or more): on a
// 2-core machine busy with other work, the worker's start took its time from the app's page instead
// (benchmarks/lite.py --against, warm visits: 1.2 s faster to the board at load average 3-6, 6.5 s slower
// at 9-11); there the kernel starts with the app as before (tools/lite_early_kernel.js).
//
// tools/build_lite.py puts this into lab/index.html, run before JupyterLite's app starts; __WORKER__ is the
// kernel's worker (its path from the site's root), __WARM__ what it loads (pyodideUrl from the site's root,
// the kernel's loadPyodideOptions, the Python it runs). window.spideretteWarmWorker: the worker, until a
// kernel takes it (window.spideretteWarmWorkerTaken then).
const EARLY_CORES = 4;

function startPyodideEarly() {
  const path = new URLSearchParams(window.location.search).get("path");
  if (!path || !path.endsWith(".ipynb") || window.crossOriginIsolated || typeof Worker === "undefined") {
    return; // a page on no notebook starts no kernel; a cross-origin isolated page's kernel has another worker
  }
  if (!(navigator.hardwareConcurrency >= EARLY_CORES)) {
    return;
  }
  const config = document.getElementById("jupyter-config-data");
  const root = new URL((config && config.dataset.jupyterLiteRoot) || "..", window.location.href);
  const site = root.href.endsWith("/") ? root.href : root.href + "/";
  const warm = __WARM__;
  const url = new URL("__WORKER__", site).href;
  const worker = new Worker(url, { type: "module" });
  worker.spideretteUrl = url;
  const pyodideUrl = new URL(warm.pyodideUrl, site).href;
  const indexURL = pyodideUrl.slice(0, pyodideUrl.lastIndexOf("/") + 1);
  worker.postMessage({ spideretteWarm: { ...warm, pyodideUrl, indexURL } });
  window.spideretteWarmWorker = worker;
  // the kernel's initWorker asks here first (tools/lite_patches/jupyterlite-pyodide-kernel-*/4-*); the same worker only
  window.spideretteTakeWorker = (asked) => {
    if (window.spideretteWarmWorker !== worker || String(asked) !== url) {
      return null;
    }
    window.spideretteWarmWorker = null;
    window.spideretteWarmWorkerTaken = true; // tests/lite/test_site.py
    return worker;
  };
  // a page whose app never asked for a kernel lets the worker go
  setTimeout(() => {
    if (window.spideretteWarmWorker === worker) {
      window.spideretteWarmWorker = null;
      worker.terminate();
    }
  }, 300000);
}
try {
  startPyodideEarly();
} catch (err) {
  console.warn("Pyodide could not start early:", err);
}
