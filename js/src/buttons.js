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
  else if (btn === ui.reviewBtn) send(b, "review");
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
  const { suitsSelect, winnableBox, fourColourBox } = b.ui;
  if (e.target === suitsSelect) newGame(b, suitsSelect.value);
  else if (e.target === winnableBox) {
    // like the suit menu: a new game at once, now a winnable deal (or not); the kernel sets the
    // option. The box shows the option until the kernel's answer (a lesson may refuse it).
    const winnable = winnableBox.checked;
    winnableBox.checked = b.opt("winnable", false);
    send(b, "new", { suits: Number(suitsSelect.value), winnable });
  } else if (e.target === fourColourBox) {
    b.model.set?.("four_colour", fourColourBox.checked);
    b.model.save_changes?.();
    b.el.classList.toggle("sp-four-colour", fourColourBox.checked);
  }
}
