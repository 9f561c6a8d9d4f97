// @ts-check
// Drawing the board: the columns and their cards, rebuilt only where they changed,
// and the card size that follows the column width.
import { cardParts, RED_SUITS, SUIT_SYMBOL } from "./cards.js";
import { decorate } from "./decorate.js";
import { h } from "./dom.js";
import { columns } from "./position.js";
import { clampPick } from "./selection.js";

/** @typedef {import("./types.js").Board} Board */
/** @typedef {import("./types.js").Column} Column */

const ANIM_CLASSES = ["sp-anim-land", "sp-anim-deal", "sp-anim-flip"];

// Vertical fan, in % of the card width (a card is 140% as tall as it is wide).
const CARD_HEIGHT = 140;
const FAN = { down: 10, downMin: 5, up: 30, upMin: 24, budget: 560 };

/** Offsets between stacked cards, shrunk so a long column stays in budget. */
function fanFor(hidden, up) {
  const downSteps = up > 0 ? hidden : Math.max(hidden - 1, 0);
  const upSteps = Math.max(up - 1, 0);
  let down = FAN.down;
  let upStep = FAN.up;
  const height = () => CARD_HEIGHT + downSteps * down + upSteps * upStep;
  if (height() > FAN.budget && downSteps > 0) {
    down = Math.max(FAN.downMin, (FAN.budget - CARD_HEIGHT - upSteps * upStep) / downSteps);
  }
  if (height() > FAN.budget && upSteps > 0) {
    upStep = Math.max(FAN.upMin, (FAN.budget - CARD_HEIGHT - downSteps * down) / upSteps);
  }
  return { down, up: upStep };
}

/**
 * .sp-play: the board and the won banner stacked in one grid cell.
 * @param {HTMLElement} wonBanner
 */
export function buildPlay(wonBanner) {
  const play = h("div", "sp-play");
  const board = h("div", "sp-board", { role: "group" });
  play.append(board, wonBanner);
  return { play, board };
}

/** @param {Board} b */
export function renderBoard(b) {
  const { el, ui } = b;
  const hadFocus = ui.board.contains(document.activeElement);
  const cols = columns(b);
  const ncols = String(Math.max(cols.length, 1));
  if (el.style.getPropertyValue("--sp-ncols") !== ncols) el.style.setProperty("--sp-ncols", ncols);
  ui.board.setAttribute("aria-label", b.lab("board"));
  b.focusCol = Math.min(Math.max(b.focusCol, 1), Math.max(cols.length, 1));

  // Rebuild only the columns whose content (or spoken label) changed: a move
  // touches two columns, a deal or a new game all of them.
  const same = cols.length === b.colEls.length;
  const nextCols = [];
  const nextCards = [];
  const nextKeys = [];
  cols.forEach((c, i) => {
    const label = columnLabel(b, c, i + 1);
    const key = `${c.hidden | 0}|${c.movable | 0}|${Array.isArray(c.up) ? c.up.join(" ") : ""}|${label}`;
    if (same && b.colKeys[i] === key) {
      for (const card of b.cardEls[i]) card.classList.remove(...ANIM_CLASSES); // animate once only
      nextCols.push(b.colEls[i]);
      nextCards.push(b.cardEls[i]);
    } else {
      // the column element itself is kept (a focused column keeps focus without a
      // focus() call, which would force a layout); only its cards are rebuilt
      const { colEl, cards } = buildColumn(b, c, i + 1, label, same ? b.colEls[i] : null);
      nextCols.push(colEl);
      nextCards.push(cards);
    }
    nextKeys.push(key);
  });
  if (!same) ui.board.replaceChildren(...nextCols);
  for (const colEl of nextCols) colEl.classList.remove("sp-pending");
  const firstChanged = b.colEls[0] !== nextCols[0];
  b.colEls = nextCols;
  b.cardEls = nextCards;
  b.colKeys = nextKeys;
  if (firstChanged) watchCardWidth(b);
  b.pick = clampPick(b, b.pick);
  decorate(b);
  if (hadFocus && !ui.board.contains(document.activeElement) && b.colEls[b.focusCol - 1]) {
    b.colEls[b.focusCol - 1].focus({ preventScroll: true });
  }
}

/**
 * What a screen reader says for a column: "Column 3, 2 face-down, 9♠ 8♠ 7♥".
 * @param {Board} b
 * @param {Column} c
 * @param {number} col
 */
function columnLabel(b, c, col) {
  const hidden = Math.max(0, c.hidden | 0);
  const up = Array.isArray(c.up) ? c.up : [];
  const parts = [b.lab("column", { n: col })];
  if (hidden) parts.push(b.lab("hidden", { n: hidden }));
  if (up.length) parts.push(up.map(b.spokenCard).join(" "));
  if (!hidden && !up.length) parts.push(b.lab("empty"));
  return parts.join(", ");
}

/**
 * Card sizes follow the column width through one custom property. A
 * ResizeObserver on the first column reports its width after layout (also
 * right after it is observed), so rendering never forces a layout.
 * @param {Board} b
 */
function watchCardWidth(b) {
  if (!b.resizeObserver) return measureCards(b);
  b.resizeObserver.disconnect();
  if (b.colEls[0]) b.resizeObserver.observe(b.colEls[0]);
}

/** @param {Board} b */
export function measureCards(b) {
  const w = b.colEls.length ? b.colEls[0].clientWidth : 0;
  if (w > 0 && Math.abs(w - b.cardWidth) > 0.5) {
    b.cardWidth = w;
    b.el.style.setProperty("--sp-card-w", w + "px");
  }
}

/**
 * A column's element and its face-up cards; ``reuse`` (the column shown there) is refilled.
 * @param {Board} b
 * @param {Column} c
 * @param {number} col
 * @param {string} label
 * @param {HTMLElement | null} reuse
 */
function buildColumn(b, c, col, label, reuse) {
  const hidden = Math.max(0, c.hidden | 0);
  const up = Array.isArray(c.up) ? c.up : [];
  const colEl = reuse || h("div", "sp-column", { "data-col": String(col), role: "button", tabindex: "-1" });
  const fan = fanFor(hidden, up.length);
  colEl.style.setProperty("--sp-fan-down", fan.down + "%");
  colEl.style.setProperty("--sp-fan-up", fan.up + "%");
  // the steps the CSS shares a cell's height among (board.css: a long column fits the window's height)
  colEl.style.setProperty("--sp-up-steps", String(Math.max(up.length - 1, 1)));
  colEl.style.setProperty("--sp-down-steps", String(up.length ? hidden : Math.max(hidden - 1, 0)));
  colEl.setAttribute("aria-label", label);

  // the column's number, as every message, hint and goal names it (the column's label says it to a screen reader)
  const kids = [h("div", "sp-colnum", { "aria-hidden": "true" })];
  kids[0].textContent = String(col);
  if (!hidden && !up.length) kids.push(h("div", "sp-empty", { "aria-hidden": "true" }));
  for (let i = 0; i < hidden; i++) {
    kids.push(h("div", "sp-back back", { "data-col": String(col), "aria-hidden": "true" }));
  }
  const firstMovable = up.length - Math.max(0, c.movable | 0);
  const cards = up.map((code, i) => {
    const card = buildCard(b, code, i === up.length - 1);
    card.dataset.col = String(col);
    card.dataset.index = String(i);
    if (i >= firstMovable) card.classList.add("sp-movable");
    kids.push(card);
    return card;
  });
  colEl.replaceChildren(...kids);
  return { colEl, cards };
}

/**
 * A face-up card: the .sp-card box rests where the card lies (it takes the
 * pointer); the .sp-face inside draws it and is what animations move, so a
 * press during an animation still lands on the card. Only the uncovered
 * card gets the big centre suit (on the others it would be hidden).
 * @param {Board} b
 */
function buildCard(b, code, uncovered) {
  const { suit } = cardParts(code);
  const symbol = SUIT_SYMBOL[suit] || suit;
  const card = h("div", "sp-card" + (RED_SUITS.has(suit) ? " sp-red" : ""), { "aria-hidden": "true" });
  card.dataset.card = String(code);
  card.dataset.suit = suit;
  const face = h("div", "sp-face");
  face.textContent = b.spokenCard(code); // the corner, with the language's rank letters (pt D♦ for QD)
  if (uncovered) {
    const pip = h("span", "sp-pip");
    pip.textContent = symbol;
    face.append(pip);
  }
  card.append(face);
  return card;
}
