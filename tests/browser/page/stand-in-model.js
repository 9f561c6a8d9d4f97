// A stand-in for the model anywidget 0.11 passes to render(): get / set /
// on / off / send / save_changes, with Backbone-style events
// ("change:<trait>" callbacks get (model, value); "msg:custom" callbacks get
// (content, buffers)). Every send() is recorded so tests can assert intents.

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

export class StandInModel {
  constructor(state = {}) {
    this.state = JSON.parse(JSON.stringify(state));
    this.handlers = new Map(); // event name -> array of callbacks
    this.sent = [];
    this.saves = 0;
    this.autoAnswer = false; // answer each intent at once, as a kernel refusing it would
  }

  get(name) {
    return this.state[name];
  }

  set(name, value) {
    const old = this.state[name];
    this.state[name] = value;
    if (!same(old, value)) {
      this.trigger(`change:${name}`, this, value);
      this.trigger("change", this);
    }
  }

  save_changes() {
    this.saves += 1;
  }

  on(names, callback) {
    for (const name of String(names).split(/\s+/)) {
      if (!this.handlers.has(name)) this.handlers.set(name, []);
      this.handlers.get(name).push(callback);
    }
  }

  off(names, callback) {
    if (names == null) {
      if (callback == null) this.handlers.clear();
      else for (const list of this.handlers.values()) removeAll(list, callback);
      return;
    }
    for (const name of String(names).split(/\s+/)) {
      const list = this.handlers.get(name);
      if (!list) continue;
      if (callback == null) list.length = 0;
      else removeAll(list, callback);
    }
  }

  send(content, callbacks, buffers) {
    this.sent.push(JSON.parse(JSON.stringify(content)));
    if (this.autoAnswer && "rev" in content) {
      // a new status with the view unchanged: the answer to an intent that changed nothing
      queueMicrotask(() => {
        const st = this.state.status || { id: 0 };
        this.set("status", { id: (st.id || 0) + 1, kind: "info", text: "" });
      });
    }
  }

  /** The kernel sending a custom message to the browser. */
  emitCustom(content, buffers = []) {
    this.trigger("msg:custom", content, buffers);
  }

  trigger(name, ...args) {
    for (const cb of [...(this.handlers.get(name) || [])]) cb(...args);
  }

  listenerCount() {
    let n = 0;
    for (const list of this.handlers.values()) n += list.length;
    return n;
  }
}

function removeAll(list, callback) {
  for (let i = list.length - 1; i >= 0; i--) if (list[i] === callback) list.splice(i, 1);
}
