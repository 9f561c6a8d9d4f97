// The Pyodide kernel's worker, started by the page before JupyterLite's app (tools/lite_warm_kernel.js):
// on the page's message { spideretteWarm: { pyodideUrl, indexURL, options, python } } it loads Pyodide with
// the kernel's loadPyodideOptions at once (the WebAssembly, the standard library, the site's wheels fetched
// and unpacked), while the app still loads in the page. The kernel's own start (initRuntime) then asks
// spideretteLoadPyodide for Pyodide: it gets this one when it asks for the same Pyodide with the same
// options, and a fresh one otherwise, or if this one failed. `python` (the kernel's imports) runs only
// then: run at once too, on a machine with no core to spare, those imports slowed the app's page as much as
// they gained (benchmarks/lite.py: a warm visit 1.2 s slower to its board, where Pyodide alone makes it
// 1.2 s faster). Output printed meanwhile goes to the console until the kernel's own stdout and stderr take
// over.
//
// tools/build_lite.py puts this at the top of the worker's module and has initRuntime call
// spideretteLoadPyodide(import, pyodideUrl, indexURL, options) where it imported Pyodide's loader; __LATER__ is
// what Pyodide leaves for later of the kernel's packages.
let spideretteWarm = null;
// the names of loadPyodideOptions.packages Pyodide does not load at the start (tools/build_lite.py: LATER_PACKAGES):
// they stay in the kernel's list, so its worker does not install them either; each comes when first imported
const spideretteLater = __LATER__;

function spideretteStartOptions(options) {
  const packages = (options.packages || []).filter((name) => !spideretteLater.includes(name));
  return { ...options, packages };
}

self.addEventListener("message", (event) => {
  const warm = event.data && event.data.spideretteWarm;
  if (!warm) {
    return;
  }
  event.stopImmediatePropagation(); // the page's own message: not one for the kernel's messaging
  const out = { stdout: (text) => console.log(text), stderr: (text) => console.error(text) };
  const pyodide = (async () => {
    const { loadPyodide } = await import(warm.pyodideUrl);
    return loadPyodide({
      indexURL: warm.indexURL,
      stdout: (text) => out.stdout(text),
      stderr: (text) => out.stderr(text),
      ...spideretteStartOptions(JSON.parse(JSON.stringify(warm.options))), // a copy: loadPyodide writes into its env
    });
  })();
  pyodide.catch(() => {}); // the kernel's start reports it, or loads Pyodide itself
  spideretteWarm = { ...warm, out, pyodide };
});

async function spideretteLoadPyodide(load, pyodideUrl, indexURL, kernel) {
  const warm = spideretteWarm;
  spideretteWarm = null;
  const same =
    warm &&
    warm.pyodideUrl === String(pyodideUrl) &&
    warm.indexURL === String(indexURL) &&
    JSON.stringify(warm.options) === JSON.stringify(kernel.loadPyodideOptions || {});
  const loaded = await load(pyodideUrl);
  const own = { loadPyodide: (options) => loaded.loadPyodide(spideretteStartOptions(options)) };
  if (!same) {
    if (warm) {
      const started = JSON.stringify([warm.pyodideUrl, warm.indexURL, warm.options]);
      const asked = JSON.stringify([String(pyodideUrl), String(indexURL), kernel.loadPyodideOptions || {}]);
      console.info(`spiderette: the kernel asked for another Pyodide (${asked}) than the page started (${started})`);
    }
    return own;
  }
  return {
    loadPyodide: async (options) => {
      try {
        const pyodide = await warm.pyodide;
        warm.out.stdout = options.stdout;
        warm.out.stderr = options.stderr;
        await pyodide.runPythonAsync(warm.python); // the kernel's imports, now that the app asked for it
        console.debug("spiderette: the kernel took the Pyodide started with the page");
        return pyodide;
      } catch (err) {
        console.warn("Pyodide started with the page failed; the kernel loads it again:", err);
        return own.loadPyodide(options);
      }
    },
  };
}
