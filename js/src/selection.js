// @ts-check
// The selection (tap-then-tap or keyboard) and the keyboard's pick of how many cards.
import { decorate } from "./decorate.js";
import { column } from "./position.js";
import { announce } from "./status.js";

/** @typedef {import("./types.js").Board} Board */

/** @param {Board} b @param {number} n */
export function clampPick(b, n) {
  const m = column(b, b.focusCol).movable | 0;
  return m > 0 ? Math.min(Math.max(n, 1), m) : 1;
}

/** @param {Board} b */
export function select(b, src, count) {
  b.sel = { src, count };
  decorate(b);
  const up = column(b, src).up || [];
  announce(b, b.lab("lifted", { cards: up.slice(-count).map(b.spokenCard).join(" "), n: src }));
}

/** @param {Board} b @param {boolean} [quiet] */
export function clearSel(b, quiet) {
  if (!b.sel) return;
  b.sel = null;
  decorate(b);
  if (!quiet) announce(b, b.lab("cancelled"));
}

/**
 * The liftable group starting at a card, or null.
 * @param {Board} b
 * @returns {import("./types.js").Group | null}
 */
export function groupAt(b, col, index) {
  const c = column(b, col);
  const up = c.up || [];
  const movable = c.movable | 0;
  if (index == null || movable <= 0 || index < up.length - movable || index >= up.length) return null;
  return { src: col, count: up.length - index };
}
