// @ts-check
// The position the board draws (`drawn`): its columns and the moves the kernel allows there.
// The browser knows no rules: `legal` and `best` come with the view.

/** @typedef {import("./types.js").Board} Board */

/** @param {Board} b */
export const columns = (b) => (b.drawn && Array.isArray(b.drawn.columns) ? b.drawn.columns : []);

/** @param {Board} b @param {number} col */
export const column = (b, col) => columns(b)[col - 1] || { hidden: 0, up: [], movable: 0 };

/** @param {Board} b */
export const legal = (b) => (b.drawn && Array.isArray(b.drawn.legal) ? b.drawn.legal : []);

/**
 * The kernel's destination for a double-click / tap / auto-placement of a group, or null.
 * @param {Board} b
 */
export const bestFor = (b, src, count) => {
  const best = b.drawn && Array.isArray(b.drawn.best) ? b.drawn.best : [];
  const found = best.find((t) => t[0] === src && t[1] === count);
  return found ? found[2] : null;
};

/** @param {Board} b */
export const isLegal = (b, src, count, dst) => legal(b).some((t) => t[0] === src && t[1] === count && t[2] === dst);
