// @ts-check
// The board's transient classes (selection, targets, hint, keyboard cursor, tab stop): no rebuild.
import { column, legal } from "./position.js";

/** @typedef {import("./types.js").Board} Board */

/**
 * Transient classes (selection, targets, hint, cursor, tabindex): no rebuild.
 * @param {Board} b
 */
export function decorate(b) {
  const { sel, press, focusCol, pick } = b;
  const lifted = press && press.dragging ? { src: press.col, count: press.count } : sel;
  const targets = new Set();
  if (lifted && b.opt("highlights", true)) {
    for (const t of legal(b)) if (t[0] === lifted.src && t[1] === lifted.count) targets.add(t[2]);
  }
  const hint = b.opt("hints", true) && b.drawn && b.drawn.hint ? b.drawn.hint : null;
  const kbdRange = lifted || (column(b, focusCol).movable | 0) <= 0 ? null : { src: focusCol, count: pick };

  b.colEls.forEach((colEl, i) => {
    const col = i + 1;
    const tabIndex = col === focusCol ? 0 : -1;
    if (colEl.tabIndex !== tabIndex) colEl.tabIndex = tabIndex; // on the focused column it would force a layout
    colEl.classList.toggle("sp-target", targets.has(col));
    colEl.classList.toggle("sp-source", Boolean(lifted && lifted.src === col));
    colEl.classList.toggle("sp-hint", Boolean(hint && hint.dst === col));
    colEl.classList.remove("sp-over", "sp-refuse");
    const cards = b.cardEls[i];
    const n = cards.length;
    cards.forEach((card, idx) => {
      const inGroup = (g) => g && g.src === col && idx >= n - g.count;
      card.classList.toggle("sp-selected", Boolean(sel && inGroup(sel)));
      card.classList.toggle("sp-lifted", Boolean(press && press.dragging && inGroup(lifted)));
      card.classList.toggle("sp-hint", Boolean(hint && inGroup(hint)));
      card.classList.toggle("sp-cursor", Boolean(kbdRange && inGroup(kbdRange)));
    });
  });
  b.ui.stockBtn.classList.toggle("sp-hint", Boolean(hint && hint.src == null));
}
