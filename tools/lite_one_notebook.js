// One notebook at a time on a visit: a lab page opened on a notebook (lab/index.html?path=...) opens that
// notebook alone. JupyterLab would also reopen every notebook of the visits before, from the layout it
// saved in the browser, and each would start a Pyodide kernel the learner did not ask for, all loading at
// once (a ready kernel took 13.5 s with 2 notebooks open before, 29.0 s with 4).
//
// tools/build_lite.py puts this into lab/index.html, run before JupyterLite's app starts. It takes the
// notebooks (their "notebook:PATH" entries, and the main area of the saved layout) out of the saved
// workspace: what JupyterLite keeps in IndexedDB ("JupyterLite Storage - BASE_URL", store "statedb", the
// workspace "default"). The files themselves, and a learner's edits to them, are not touched. Without a
// notebook to open (lab/index.html alone), the saved layout is kept. Whatever fails here, the app starts.
async function openOneNotebook() {
  if (!new URLSearchParams(window.location.search).get("path")) {
    return;
  }
  const base = new URL("..", window.location.href).pathname;
  const name = `JupyterLite Storage - ${base}`;
  if (indexedDB.databases && !(await indexedDB.databases()).some((d) => d.name === name)) {
    return; // a first visit: nothing saved (and no empty database made here)
  }
  const request = (r) =>
    new Promise((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
  const db = await request(indexedDB.open(name));
  try {
    if (!db.objectStoreNames.contains("statedb")) {
      return;
    }
    const store = () => db.transaction("statedb", "readwrite").objectStore("statedb");
    const workspace = await request(store().get("default"));
    const data = workspace && workspace.data;
    if (!data) {
      return;
    }
    for (const key of Object.keys(data)) {
      if (key.startsWith("notebook:")) {
        delete data[key];
      }
    }
    if (data["layout-restorer:data"]) {
      delete data["layout-restorer:data"].main;
    }
    await request(store().put(workspace, "default"));
  } finally {
    db.close();
  }
}
