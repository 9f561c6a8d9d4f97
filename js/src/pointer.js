// @ts-check
// Pointer and touch input: a press becomes a tap (select, or auto-place on touch), a drag
// (drag.js) or, with the mouse, half of a double-click (auto-place).
import { drop, endDrag, markOver, moveGhost, startDrag, columnAt } from "./drag.js";
import { sendAuto, sendMove } from "./pending.js";
import { clearSel, groupAt, select } from "./selection.js";

/** @typedef {import("./types.js").Board} Board */
/** @typedef {import("./types.js").Press} Press */

// Pixels the pointer must travel before a press becomes a drag.
/** @type {Record<string, number>} */
const DRAG_THRESHOLD = { mouse: 4, pen: 6, touch: 8 };
// A double-click arriving this soon after a tap that sent an intent is ignored.
const DBLCLICK_GUARD_MS = 800;

/**
 * The column (and face-up card index) under an event target, or null.
 * @param {Board} b
 * @param {EventTarget | null} target
 * @returns {{col: number, index: number | null} | null}
 */
export function locate(b, target) {
  /** @type {HTMLElement | null} */
  const colEl = target instanceof Element ? target.closest(".sp-column") : null;
  if (!colEl || !b.ui.board.contains(colEl)) return null;
  /** @type {HTMLElement | null} */
  const cardEl = /** @type {Element} */ (target).closest(".sp-card");
  return {
    col: Number(colEl.dataset.col),
    index: cardEl && colEl.contains(cardEl) ? Number(cardEl.dataset.index) : null,
  };
}

/** @param {Board} b */
export function onPointerDown(b, e) {
  b.el.classList.remove("sp-kbd");
  if (b.press) return; // a second finger: ignore
  if (e.pointerType === "mouse" && e.button !== 0) return;
  b.lastPointerType = e.pointerType || "mouse";
  const at = locate(b, e.target);
  if (!at) {
    // A press outside the columns (not on a control) cancels a selection.
    if (b.sel && !e.target.closest("button, select, label")) clearSel(b);
    return;
  }
  const group = groupAt(b, at.col, at.index);
  b.press = {
    id: e.pointerId,
    type: b.lastPointerType,
    x: e.clientX,
    y: e.clientY,
    col: at.col,
    index: at.index,
    count: group ? group.count : 0,
    liftable: Boolean(group),
    moved: false,
    dragging: false,
  };
}

/** @param {Board} b */
export function onPointerMove(b, e) {
  const { press } = b;
  if (!press || e.pointerId !== press.id) return;
  if (!press.dragging) {
    const limit = DRAG_THRESHOLD[press.type] ?? 4;
    if (Math.hypot(e.clientX - press.x, e.clientY - press.y) < limit) return;
    press.moved = true;
    if (!press.liftable) return;
    startDrag(b, e);
  }
  moveGhost(b, e.clientX, e.clientY);
  markOver(b, columnAt(b, e.clientX, e.clientY));
}

/** @param {Board} b */
export function onPointerUp(b, e) {
  if (!b.press || e.pointerId !== b.press.id) return;
  const p = b.press;
  if (p.dragging) drop(b, e.clientX, e.clientY);
  else if (!p.moved) tap(b, p);
  b.press = null;
}

/**
 * A touch press is captured by the card it starts on; the drag moves the
 * capture to the root, and the card then loses it: that is no cancel. Only
 * the root losing its own capture (mid-drag) ends the drag.
 * @param {Board} b
 */
export function onLostCapture(b, e) {
  if (e.target === b.el) onPointerCancel(b, e);
}

/** @param {Board} b */
export function onPointerCancel(b, e) {
  if (!b.press || e.pointerId !== b.press.id) return;
  if (b.press.dragging) endDrag(b);
  b.press = null;
}

/**
 * A tap or click without drag (mouse double-clicks are in onDblClick).
 * @param {Board} b
 * @param {Press} p
 */
function tap(b, p) {
  if (b.sel) {
    if (p.col === b.sel.src) {
      clearSel(b); // click the selection again: cancel
    } else {
      const { src, count } = b.sel;
      clearSel(b, true);
      sendMove(b, src, count, p.col);
      b.lastTapSendAt = performance.now();
    }
    return;
  }
  if (!p.liftable) return;
  if (p.type !== "mouse" && b.opt("double_click", true)) {
    sendAuto(b, p.col, p.count); // a single tap on touch places automatically
    b.lastTapSendAt = performance.now();
    return;
  }
  select(b, p.col, p.count);
}

/** @param {Board} b */
export function onDblClick(b, e) {
  if (b.lastPointerType !== "mouse") return; // touch taps were handled already
  const at = locate(b, e.target);
  if (!at) return;
  clearSel(b, true); // a double-click never leaves a selection behind
  if (!b.opt("double_click", true)) return;
  if (performance.now() - b.lastTapSendAt < DBLCLICK_GUARD_MS) return; // its first click sent a move
  const group = groupAt(b, at.col, at.index);
  if (!group) return;
  sendAuto(b, group.src, group.count);
}
