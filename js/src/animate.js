// @ts-check
// Short CSS animations for the newest change (view.last, once per rev); they never block input.
// The CSS moves a card's .sp-face only, so a press during an animation hits the card where it rests.
import { restartAnimation } from "./dom.js";

/** @typedef {import("./types.js").Board} Board */

/** @param {Board} b @param {number} col */
function lastCardEl(b, col) {
  const cards = b.cardEls[col - 1];
  return cards && cards.length ? cards[cards.length - 1] : null;
}

/**
 * Short CSS animations for the newest change; they never block input.
 * @param {Board} b
 * @param {import("./types.js").Animated | null} last
 */
export function animate(b, last) {
  if (!last || !b.view) return;
  if (last.kind === "move" && !last.landed && !(last.runs || []).includes(last.dst)) {
    const cards = b.cardEls[last.dst - 1] || [];
    cards.slice(-Math.max(1, last.count | 0)).forEach((c) => c.classList.add("sp-anim-land"));
  } else if (last.kind === "deal") {
    (last.columns || []).forEach((col, i) => {
      const c = lastCardEl(b, col);
      if (c) {
        c.style.setProperty("--sp-i", String(i));
        c.classList.add("sp-anim-deal");
      }
    });
  } else if (last.kind === "new") {
    restartAnimation(b.ui.board, "sp-anim-new");
  }
  for (const col of last.flipped || []) {
    const cards = b.cardEls[col - 1];
    if (cards && cards[0]) cards[0].classList.add("sp-anim-flip");
  }
  const runs = (last.runs || []).length;
  if (runs) {
    const badges = b.ui.removedEl.querySelectorAll(".sp-run:not(.sp-run-empty)");
    for (let i = Math.max(0, badges.length - runs); i < badges.length; i++) badges[i].classList.add("sp-anim-pop");
  }
}
