// @ts-check
// Small DOM helpers every module uses.

let uid = 0; // ids unique in the page (several boards may share it)

/** A fresh id number, unique in the page. */
export function nextId() {
  return ++uid;
}

export function h(tag, className, attrs) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (attrs) for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  // Every focusable control keeps notebook command-mode keys away: Lumino
  // matches a binding's selector (":focus") on the focused element itself
  // before it walks up to the root's attribute, so the root's alone is not enough.
  if (tag === "button" || tag === "select" || tag === "input" || (attrs && "tabindex" in attrs)) {
    node.setAttribute("data-lm-suppress-shortcuts", "true");
  }
  return node;
}

/** Set a node's text only when it changes (an unchanged header costs no layout). */
export function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

export function fmt(template, vars = {}) {
  return String(template).replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));
}

export function restartAnimation(node, cls) {
  node.classList.remove(cls);
  void node.offsetWidth; // reflow so the animation starts again
  node.classList.add(cls);
}
