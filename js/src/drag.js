// @ts-check
// Dragging a group: its copy (.sp-ghost) follows the pointer, the column under it says
// whether it takes the group, and the drop sends the move (or, with auto_place, an auto-placement).
import { decorate } from "./decorate.js";
import { h } from "./dom.js";
import { sendAuto, sendMove } from "./pending.js";
import { isLegal } from "./position.js";

/** @typedef {import("./types.js").Board} Board */

/** @param {Board} b */
export function startDrag(b, e) {
  const { el, press } = b;
  press.dragging = true;
  b.sel = null;
  const colEl = b.colEls[press.col - 1];
  const cards = b.cardEls[press.col - 1];
  const first = cards[press.index];
  const rect = first.getBoundingClientRect();
  press.offX = press.x - rect.left;
  press.offY = press.y - rect.top;

  const ghost = h("div", "sp-ghost", { "aria-hidden": "true" });
  ghost.style.width = colEl.getBoundingClientRect().width + "px";
  ghost.style.setProperty("--sp-fan-up", colEl.style.getPropertyValue("--sp-fan-up"));
  for (const card of cards.slice(press.index)) {
    const copy = /** @type {HTMLElement} */ (card.cloneNode(true));
    copy.removeAttribute("data-col");
    copy.removeAttribute("data-index");
    copy.className = "sp-card" + (card.classList.contains("sp-red") ? " sp-red" : "");
    ghost.append(copy);
  }
  el.append(ghost);
  press.ghost = ghost;
  try {
    el.setPointerCapture(e.pointerId);
  } catch (_) {
    /* synthetic events may have no active pointer */
  }
  el.classList.add("sp-dragging");
  decorate(b);
}

/** @param {Board} b @param {number} x @param {number} y */
export function moveGhost(b, x, y) {
  const { press } = b;
  if (!press || !press.ghost) return;
  const r = b.el.getBoundingClientRect();
  press.ghost.style.transform = `translate(${x - r.left - press.offX}px, ${y - r.top - press.offY}px)`;
}

/**
 * The column under a point (the whole board height counts), or null.
 * @param {Board} b
 * @param {number} x
 * @param {number} y
 */
export function columnAt(b, x, y) {
  const r0 = b.ui.board.getBoundingClientRect();
  if (y < r0.top - 24 || y > r0.bottom + 24) return null;
  if (x < r0.left || x > r0.right) return null; // a column scrolled out of sight does not count
  for (let i = 0; i < b.colEls.length; i++) {
    const r = b.colEls[i].getBoundingClientRect();
    const gap = 4;
    if (x >= r.left - gap && x <= r.right + gap) return i + 1;
  }
  return null;
}

/**
 * The column under a dragged group: "over", and "refuse" when the group may not go there.
 * @param {Board} b
 * @param {number | null} col
 */
export function markOver(b, col) {
  const { press } = b;
  const refused =
    col != null && col !== press.col && b.opt("highlights", true) && !isLegal(b, press.col, press.count, col);
  b.colEls.forEach((c, i) => {
    c.classList.toggle("sp-over", i + 1 === col);
    c.classList.toggle("sp-refuse", i + 1 === col && refused);
  });
}

/** @param {Board} b @param {number} x @param {number} y */
export function drop(b, x, y) {
  const { col: src, count } = b.press;
  const dst = columnAt(b, x, y);
  const r = b.el.getBoundingClientRect();
  const inside = x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
  endDrag(b);
  if (dst === src) return; // back on its own column: cancel
  if (b.opt("auto_place", false)) {
    if (inside || dst) sendAuto(b, src, count);
  } else if (dst) {
    sendMove(b, src, count, dst);
  }
}

/** @param {Board} b */
export function endDrag(b) {
  const { press } = b;
  if (!press) return;
  if (press.ghost) press.ghost.remove();
  press.ghost = null;
  press.dragging = false;
  try {
    if (b.el.hasPointerCapture(press.id)) b.el.releasePointerCapture(press.id);
  } catch (_) {
    /* already released */
  }
  b.el.classList.remove("sp-dragging");
  decorate(b);
}
