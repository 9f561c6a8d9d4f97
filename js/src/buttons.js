// @ts-check
// The buttons and the suit count <select>: each sends its intent (undo, redo, the stock and the
// solve buttons use aria-disabled, never `disabled`: they always send and the kernel explains).
import { newGame, send } from "./pending.js";
import { clearSel } from "./selection.js";

/** @typedef {import("./types.js").Board} Board */

/** @param {Board} b */
export function onClick(b, e) {
  const { ui } = b;
  const btn = e.target instanceof Element ? e.target.closest("button") : null;
  if (!btn || !b.el.contains(btn)) return;
  if (btn === ui.stockBtn) send(b, "deal");
  else if (btn === ui.newBtn || btn === ui.wonNew || btn === ui.stuckNew) newGame(b, ui.suitsSelect.value);
  else if (btn === ui.restartBtn) send(b, "restart");
  else if (btn === ui.undoBtn || btn === ui.stuckUndo) send(b, "undo");
  else if (btn === ui.redoBtn) send(b, "redo");
  else if (btn === ui.hintBtn) send(b, "hint");
  else if (btn === ui.describeBtn) send(b, "describe");
  else if (btn === ui.solveBtn) send(b, "solve");
  else if (btn === ui.solveCancel) send(b, "solve_cancel");
  else if (btn === ui.solveStep) send(b, "solve_step");
  else return;
  clearSel(b, true);
}

/**
 * Picking a suit count deals a new game with it at once (Undo brings the old game back).
 * @param {Board} b
 */
export function onChange(b, e) {
  if (e.target === b.ui.suitsSelect) newGame(b, b.ui.suitsSelect.value);
}
