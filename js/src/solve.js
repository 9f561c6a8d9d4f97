// @ts-check
// The solve panel: "Can this deal be won?" by the stock, and Cancel / Next step at the end of
// the message row while a search runs (view.solve.state "running") or a winning line has steps left.
import { h, setText } from "./dom.js";

/** @typedef {import("./types.js").Board} Board */

/** The solve button (for the tabletop) and the bar of Cancel / Next step (for the message row). */
export function buildSolve() {
  const solveBtn = h("button", "sp-btn sp-solve-btn", { type: "button" });
  const solveBar = h("div", "sp-solve-bar");
  const solveCancel = h("button", "sp-btn sp-solve-cancel", { type: "button" });
  const solveStep = h("button", "sp-btn sp-solve-step", { type: "button" });
  solveBar.append(solveCancel, solveStep);
  solveBar.hidden = true;
  return { solveBtn, solveBar, solveCancel, solveStep };
}

/**
 * The "Can this deal be won?" button, and Cancel / Next step while a search runs or a line is kept.
 * @param {Board} b
 */
export function renderSolve(b) {
  const { el, view, ui } = b;
  const solve = view && view.solve && typeof view.solve === "object" ? view.solve : null;
  const state = solve ? String(solve.state || "") : "";
  const running = state === "running";
  const won = Boolean(view && view.won);
  const stepsLeft = solve && state === "win" ? Number(solve.steps_left) || 0 : 0;
  setText(ui.solveBtn, b.lab("solve"));
  ui.solveBtn.hidden = !b.opt("hints", true);
  ui.solveBtn.setAttribute("aria-disabled", String(running || won));
  setText(ui.solveCancel, b.lab("solve_cancel"));
  setText(ui.solveStep, b.lab("solve_step"));
  ui.solveCancel.hidden = !running;
  ui.solveStep.hidden = !(stepsLeft > 0 && !won);
  ui.solveBar.hidden = ui.solveCancel.hidden && ui.solveStep.hidden;
  el.classList.toggle("sp-solve-buttons", !ui.solveBar.hidden);
  if (el.dataset.solve !== state) el.dataset.solve = state;
}
