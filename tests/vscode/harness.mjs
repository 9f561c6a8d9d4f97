// A page that hosts VS Code's ipywidgets renderer (@vscode/jupyter-ipywidgets8, the bundle the Jupyter
// extension loads into a notebook's output webview) the way the extension's webview code does
// (vscode-jupyter, src/webviews/webview-side/ipywidgets/kernel/{kernel,manager,scriptManager}.ts):
//
// - the kernel: a real @jupyterlab/services KernelConnection. In VS Code it runs over a stand-in
//   WebSocket whose frames the extension host forwards, unchanged, to the kernel's own socket; here it
//   is the Jupyter server's WebSocket itself (the one hop this page leaves out);
// - the widget manager: `new vscIPyWidgets.WidgetManager(kernel, container, scriptLoader, logger)`,
//   after the renderer's module was activated and `vscIPyWidgets8.load()` defined @jupyter-widgets/base
//   in RequireJS;
// - a widget's front end (anywidget's loader): the script loader registers its module in RequireJS at
//   the address VS Code found it at (for a local kernel: the kernel environment's
//   share/jupyter/nbextensions/anywidget/index.js, served here beside this page);
// - an output `application/vnd.jupyter.widget-view+json` is drawn as VS Code's renderer draws it
//   (renderWidget: get_model, create_view, display_view into the output's element).
//
// tests/vscode/test_vscode.py bundles this file with esbuild; window.vscode is what the test drives.
import { KernelManager, ServerConnection } from "@jupyterlab/services";

const WIDGET_VIEW = "application/vnd.jupyter.widget-view+json";
const log = [];

async function start(serverUrl, nbextensions) {
  // the renderer's preload module, as VS Code activates it in the webview
  const { activate } = await import(new URL("ipywidgets.js", location.href).href);
  activate();
  window.vscIPyWidgets8.load();
  const serverSettings = ServerConnection.makeSettings({ baseUrl: serverUrl, wsUrl: serverUrl.replace(/^http/, "ws") });
  const kernel = await new KernelManager({ serverSettings }).startNew({ name: "python3" });
  await kernel.info;
  const scriptLoader = {
    widgetsRegisteredInRequireJs: new Set(),
    async loadWidgetScript(moduleName) {
      window.requirejs.config({ paths: { [moduleName]: `${nbextensions}/${moduleName}/index` } });
    },
    successHandler(className, moduleName) {
      log.push(`loaded ${moduleName}.${className}`);
    },
    errorHandler(className, moduleName, moduleVersion, error) {
      log.push(`failed ${moduleName}.${className}: ${error}`);
    },
  };
  const outputs = document.getElementById("outputs");
  const manager = new window.vscIPyWidgets.WidgetManager(kernel, outputs, scriptLoader, (m) => log.push(m));
  window.vscode.kernel = kernel;
  window.vscode.manager = manager;
  return kernel.id;
}

async function render(data, element) {
  const { manager } = window.vscode;
  let model = manager.get_model(data.model_id);
  for (let i = 0; !model && i < 100; i++) {
    await new Promise((r) => setTimeout(r, 50)); // the comm_open is handled a moment after it came
    model = manager.get_model(data.model_id);
  }
  const view = await manager.create_view(await model, { el: element });
  return manager.display_view(data, view, { node: element });
}

// Run code as a cell: its printed text comes back; each widget it displays is drawn in a new output.
async function run(code) {
  const future = window.vscode.kernel.requestExecute({ code, store_history: false });
  const text = [];
  const drawn = [];
  future.onIOPub = (msg) => {
    const type = msg.header.msg_type;
    if ((type === "display_data" || type === "execute_result") && msg.content.data[WIDGET_VIEW]) {
      const element = document.createElement("div");
      element.className = "cell-output";
      document.getElementById("outputs").appendChild(element);
      drawn.push(render(msg.content.data[WIDGET_VIEW], element));
    } else if (type === "stream") {
      text.push(msg.content.text);
    } else if (type === "error") {
      text.push(`${msg.content.ename}: ${msg.content.evalue}`);
    }
  };
  await future.done;
  await Promise.all(drawn);
  return text.join("");
}

window.vscode = { start, run, log };
