// The notebook's kernel starts with the app, not after the notebook shows. A lab page opened on a notebook
// (lab/index.html?path=...) asks JupyterLite for that notebook's session as soon as the app exists: the
// Pyodide kernel then loads in its worker while JupyterLab still builds the page and reads the notebook
// (about 2.5 s of a start, benchmarks/lite.py). The notebook, when it shows, finds its session running
// (JupyterLab looks a notebook's session up by its path) and connects to that kernel: one kernel, the same
// one it would have started, in the notebook's folder.
//
// tools/build_lite.py puts this into lab/index.html, run before JupyterLite's app starts, without waiting
// for it; __KERNEL__ is the kernel the site's notebooks name, __KERNEL_PLUGIN__ the plugin that makes it.
// Whatever fails here, the notebook starts its kernel itself as before. The kernel it started:
// window.spideretteEarlyKernel (its id).
async function startKernelEarly() {
  const path = new URLSearchParams(window.location.search).get("path");
  if (!path || !path.endsWith(".ipynb")) {
    return;
  }
  const started = performance.now();
  const wait = () => new Promise((resolve) => setTimeout(resolve, 20));
  while (!(window.jupyterapp && window.jupyterapp.serviceManager)) {
    if (performance.now() - started > 60000) {
      return;
    }
    await wait();
  }
  // JupyterLab activates the Pyodide kernel's plugin (what makes its kernels) among its others, some of which
  // wait for settings, translations and the page's layout: asked for here, it comes at once
  // (tools/lite_patches/jupyterlite-pyodide-kernel-*/5-*: it no longer waits for the log console), 0.7-1 s sooner
  // on a warm visit
  const app = window.jupyterapp;
  if (app.hasPlugin("__KERNEL_PLUGIN__") && !app.isPluginActivated("__KERNEL_PLUGIN__")) {
    await app.activatePlugin("__KERNEL_PLUGIN__");
  }
  const sessions = app.serviceManager.sessions;
  await sessions.ready;
  // as the notebook's own start names it (its file name; the kernel works in the notebook's folder)
  const options = { path, name: path.split("/").pop(), type: "notebook", kernel: { name: "__KERNEL__" } };
  for (;;) {
    if ([...sessions.running()].some((s) => s.path === path)) {
      return;
    }
    try {
      const session = await sessions.startNew(options);
      window.spideretteEarlyKernel = session.kernel.id; // which kernel started early (tests/lite/test_site.py)
      // this page's own connection to it is let go: the notebook makes its own (the kernel and session stay)
      session.dispose();
      return;
    } catch (err) {
      // the Pyodide kernel's plugin registers its kernel a moment after the app exists
      if (!String(err).includes("No factory") || performance.now() - started > 60000) {
        throw err;
      }
      await wait();
    }
  }
}
