// @ts-check
// Keeping in step with the model: a new `view` (or `labels`, `lang`) redraws what changed; a view
// with the rev shown is a search's progress and touches only the search's parts.
import { animate } from "./animate.js";
import { renderBanners } from "./banners.js";
import { renderBoard } from "./board.js";
import { decorate } from "./decorate.js";
import { endDrag } from "./drag.js";
import { renderClassroom } from "./exercise.js";
import { renderHeader } from "./header.js";
import { answered } from "./pending.js";
import { renderSolve } from "./solve.js";

/** @typedef {import("./types.js").Board} Board */

/**
 * A new `view`: a search's progress (same rev) touches only the search's parts.
 * @param {Board} b
 */
export function onView(b) {
  const next = b.model.get("view") || null;
  if (b.view && next && next.rev === b.view.rev) {
    b.view = next;
    b.drawn = b.drawn === b.view || !b.inflight || !b.inflight.move ? next : { ...b.drawn, solve: next.solve };
    renderSolve(b);
    renderClassroom(b.el, b.exercise, b.view);
    b.review.update(next.review || null);
    decorate(b);
    return;
  }
  renderAll(b);
}

/**
 * Once every trait of a kernel message is in (Backbone fires them one by one).
 * @param {Board} b
 */
export function settle(b) {
  queueMicrotask(() => answered(b));
}

/** @param {Board} b */
export function renderAll(b) {
  const next = b.model.get("view") || null;
  const fresh = !b.view || !next || next.rev !== b.view.rev;
  // the move drawn already: its cards need no second landing
  const drawnMove = b.inflight && b.inflight.move && fresh ? b.inflight.move : null;
  if (fresh) {
    // The board changed under a selection or a drag: drop them (not a drag from a
    // column the confirmed move did not touch).
    const { press } = b;
    const keep = press && press.dragging && drawnMove && ![drawnMove.src, drawnMove.dst].includes(press.col);
    b.sel = null;
    b.pick = Infinity; // keyboard pick defaults to the whole end group
    if (press && press.dragging && !keep) endDrag(b);
    if (!keep) b.press = null;
  }
  b.view = next;
  if (fresh || !b.inflight || !b.inflight.move) b.drawn = b.view;
  b.el.lang = b.model.get("lang") || "";
  renderHeader(b);
  renderBoard(b);
  renderBanners(b);
  renderSolve(b);
  renderClassroom(b.el, b.exercise, b.view);
  b.review.update((b.view && b.view.review) || null);
  const { view } = b;
  if (view && view.rev !== b.animatedRev) {
    const last = view.last;
    const same = drawnMove && last && last.kind === "move" && last.src === drawnMove.src && last.dst === drawnMove.dst;
    animate(b, same ? { ...last, landed: true } : last);
    b.animatedRev = view.rev;
  }
}

/**
 * An option trait changed (hints, highlights, double_click, auto_place).
 * @param {Board} b
 */
export function onOptions(b) {
  renderHeader(b);
  renderSolve(b);
  decorate(b);
}
