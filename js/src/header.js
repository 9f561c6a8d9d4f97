// @ts-check
// The header: the game's numbers (code, score, moves, the level's record), the buttons,
// the removed runs' badges and the stock.
import { RED_SUITS, SUIT_SYMBOL } from "./cards.js";
import { h, nextId, setText } from "./dom.js";

/** @typedef {import("./types.js").Board} Board */
/** @typedef {import("./types.js").View} View */

/**
 * .sp-header: .sp-bar (info + buttons), .sp-tabletop (removed runs, then the solve button and the stock).
 * @param {HTMLElement} solveBtn
 */
export function buildHeader(solveBtn) {
  const header = h("div", "sp-header");
  const bar = h("div", "sp-bar");
  const tabletop = h("div", "sp-tabletop");
  const info = h("div", "sp-info");
  // Comforts: restart this deal, the level's record (view.stats), a short celebration on a win.
  const restartBtn = h("button", "sp-btn sp-restart", { type: "button" });
  const recordEl = h("span", "sp-record sp-stat");
  recordEl.append(h("span", "sp-k"), h("span", "sp-v")); // "Won:" and "5 of 12": a narrow cell stacks them
  // the game on the board was dealt as a winnable deal (view.winnable)
  const winnableBadge = h("span", "sp-winnable-deal sp-stat");
  // "4 colours" (the `four_colour` option): ♠ black, ♥ red, ♦ blue, ♣ green
  const fourColourBox = checkbox("sp-four-colour-box");
  // in a narrow cell the words give way to ♦ ♣ in their four-colour inks (narrow.css)
  const glyphs = h("span", "sp-toggle-glyphs", { "aria-hidden": "true" });
  for (const suit of ["D", "C"]) {
    const g = h("span", "sp-glyph", { "data-suit": suit });
    g.textContent = SUIT_SYMBOL[suit];
    glyphs.append(g);
  }
  fourColourBox.label.append(glyphs);
  const codeEl = h("span", "sp-code sp-stat");
  const scoreEl = h("span", "sp-score sp-stat");
  const movesEl = h("span", "sp-moves sp-stat");
  const removedEl = h("span", "sp-removed sp-stat");
  for (const node of [codeEl, scoreEl, movesEl, removedEl]) {
    node.append(h("span", "sp-k"), h("span", "sp-v"));
  }
  info.append(codeEl, scoreEl, movesEl, winnableBadge, recordEl, fourColourBox.label);

  const controls = h("div", "sp-controls");
  const suitsLabel = h("label", "sp-suits-label");
  const suitsText = h("span", "sp-k");
  const suitsSelect = /** @type {HTMLSelectElement} */ (h("select", "sp-suits"));
  for (const k of [1, 2, 4]) {
    const o = h("option", null, { value: String(k) });
    o.textContent = String(k);
    suitsSelect.append(o);
  }
  suitsLabel.append(suitsText, suitsSelect);
  // "Winnable only" (the `winnable` option), next to the suit menu: ticking it deals a winnable deal at once
  const winnableBox = checkbox("sp-winnable");
  const newBtn = h("button", "sp-btn sp-new", { type: "button" });
  const undoBtn = h("button", "sp-btn sp-undo", { type: "button" });
  const redoBtn = h("button", "sp-btn sp-redo", { type: "button" });
  const hintBtn = h("button", "sp-btn sp-hint-btn", { type: "button" });
  controls.append(suitsLabel, winnableBox.label, newBtn, restartBtn, undoBtn, redoBtn, hintBtn);

  const stock = buildStock();
  bar.append(info, controls);
  const tabletopEnd = h("div", "sp-tabletop-end");
  const reviewBtn = h("button", "sp-btn sp-review-btn", { type: "button" }); // "Review": review.js
  tabletopEnd.append(solveBtn, reviewBtn, stock.stockBtn);
  tabletop.append(removedEl, tabletopEnd);
  header.append(bar, tabletop);
  const buttons = { newBtn, restartBtn, undoBtn, redoBtn, hintBtn, reviewBtn };
  const boxes = {
    winnableBox: winnableBox.input,
    winnableText: winnableBox.text,
    fourColourBox: fourColourBox.input,
    fourColourText: fourColourBox.text,
    winnableBadge,
  };
  return {
    header,
    controls,
    codeEl,
    scoreEl,
    movesEl,
    removedEl,
    recordEl,
    suitsText,
    suitsSelect,
    ...boxes,
    ...buttons,
    ...stock,
  };
}

/**
 * A labelled checkbox: <label class="sp-toggle CLS"><input type=checkbox><span></span></label>.
 * @param {string} cls
 */
function checkbox(cls) {
  const label = h("label", `sp-toggle ${cls}`);
  const input = /** @type {HTMLInputElement} */ (h("input", null, { type: "checkbox" }));
  const text = h("span", "sp-toggle-text");
  label.append(input, text);
  return { label, input, text };
}

/** .sp-stock: a small pile of card backs, "Deal", how many deals are left and why it cannot deal. */
function buildStock() {
  const stockBtn = h("button", "sp-stock", { type: "button" });
  const stockPile = h("span", "sp-stock-pile", { "aria-hidden": "true" });
  const stockText = h("span", "sp-stock-text");
  const stockLabel = h("span", "sp-stock-label");
  const stockCount = h("span", "sp-stock-count");
  // why the stock cannot deal (view.deal_why), also its tooltip and description
  const stockWhy = h("span", "sp-stock-why", { id: `sp-stock-why-${nextId()}` });
  stockText.append(stockLabel, stockCount, stockWhy);
  stockBtn.append(stockPile, stockText);
  return { stockBtn, stockPile, stockLabel, stockCount, stockWhy };
}

/** @param {Board} b */
export function renderHeader(b) {
  const v = /** @type {Partial<View>} */ (b.view || {});
  renderInfo(b, v);
  renderControls(b, v);
  renderStock(b, v);
  const words = b.ui.controls.textContent;
  if (words !== b.ui.controls.dataset.fitted) {
    b.ui.controls.dataset.fitted = words; // new words (a language, a label): fit them after this frame's layout
    requestAnimationFrame(() => fitControls(b));
  }
}

/**
 * When the controls would otherwise wrap onto a second row, "Winnable only" and "New game" take
 * two lines of smaller words (sp-tight), then "Winnable only" becomes a tick in a green outline
 * (sp-tighter; its words stay in its tooltip and for screen readers): the header keeps its rows
 * in every language and font. Called after layout (a frame, the column observer).
 * @param {Board} b
 */
export function fitControls(b) {
  const { controls } = b.ui;
  const wraps = () => {
    const kids = [...controls.children].map((k) => (k instanceof HTMLElement ? k.offsetHeight : 0));
    const tallest = Math.max(0, ...kids);
    return tallest > 0 && controls.offsetHeight > 1.5 * tallest; // a second row
  };
  b.el.classList.remove("sp-tight", "sp-tighter");
  // first smaller words on two lines, then (Polish in 430 px) "Winnable only" as a tick in the
  // winnable badge's green outline: never a bare ticked square (issue 52, point 4)
  for (const step of ["sp-tight", "sp-tighter"]) {
    if (!wraps()) return;
    b.el.classList.add(step);
  }
  if (wraps()) b.el.classList.remove("sp-tighter"); // a second row all the same: the words, not the tick
}

function setStat(b, node, key, value) {
  setText(node.firstChild, b.lab(key));
  setText(node.lastChild, String(value));
  node.dataset.value = String(value);
}

/**
 * The game's code, score and moves, and one badge per removed run (then the empty slots).
 * @param {Board} b
 * @param {Partial<View>} v
 */
function renderInfo(b, v) {
  const { codeEl, scoreEl, movesEl, removedEl } = b.ui;
  setStat(b, codeEl, "code", v.code ?? "");
  codeEl.hidden = !v.code;
  setStat(b, scoreEl, "score", v.score ?? 0);
  setStat(b, movesEl, "moves", v.moves ?? 0);

  const removed = Array.isArray(v.removed) ? v.removed : [];
  const toWin = Math.max(v.runs_to_win ?? 0, removed.length);
  setText(removedEl.firstChild, b.lab("removed"));
  removedEl.dataset.value = String(removed.length);
  removedEl.setAttribute("aria-label", `${b.lab("removed")}: ${removed.length} / ${toWin}`);
  const key = `${removed.join("")}/${toWin}`;
  if (key !== b.badgesKey) {
    b.badgesKey = key;
    const badges = removed.map((suit) => {
      const badge = h("span", "sp-run" + (RED_SUITS.has(suit) ? " sp-red" : ""), { "data-suit": suit });
      badge.textContent = SUIT_SYMBOL[suit] || suit;
      return badge;
    });
    for (let i = removed.length; i < toWin; i++) badges.push(h("span", "sp-run sp-run-empty"));
    const slots = /** @type {HTMLElement} */ (removedEl.lastChild);
    slots.replaceChildren(...badges);
    slots.setAttribute("aria-hidden", "true");
  }
}

/**
 * The suit count, the buttons' words and states, the level's record.
 * @param {Board} b
 * @param {Partial<View>} v
 */
function renderControls(b, v) {
  const { suitsText, suitsSelect, newBtn, restartBtn, undoBtn, redoBtn, hintBtn, describeBtn } = b.ui;
  const { winnableBox, winnableText, fourColourBox, fourColourText, winnableBadge } = b.ui;
  const lab = b.lab;
  setText(suitsText, lab("suits"));
  winnableBox.checked = b.opt("winnable", false);
  setText(winnableText, lab("winnable"));
  /** @type {HTMLElement} */ (winnableBox.parentElement).title = lab("winnable_title");
  const four = b.opt("four_colour", false);
  fourColourBox.checked = four;
  b.el.classList.toggle("sp-four-colour", four);
  setText(fourColourText, lab("four_colour"));
  /** @type {HTMLElement} */ (fourColourBox.parentElement).title = lab("four_colour_title");
  winnableBadge.hidden = !v.winnable;
  setText(winnableBadge, lab("winnable_deal"));
  winnableBadge.title = lab("winnable_deal");
  if (v.suits != null && v.suits !== b.lastSuits) {
    suitsSelect.value = String(v.suits);
    b.lastSuits = v.suits;
  }
  suitsSelect.querySelectorAll("option").forEach((o) => setText(o, lab(`suits_${o.value}`)));
  setText(newBtn, lab("new"));
  setText(restartBtn, lab("restart"));
  restartBtn.title = lab("restart_title");
  renderRecord(b, v.stats);
  setText(undoBtn, lab("undo"));
  setText(redoBtn, lab("redo"));
  undoBtn.title = lab("undo"); // the name, shown on hover where a narrow cell draws only an arrow
  redoBtn.title = lab("redo");
  setText(hintBtn, lab("hint"));
  setText(describeBtn, lab("describe"));
  describeBtn.title = lab("describe_title");
  setText(b.ui.reviewBtn, lab("review"));
  b.ui.reviewBtn.title = lab("review_title");
  b.ui.reviewBtn.setAttribute("aria-disabled", String(!b.view || !b.view.moves || Boolean(b.view.exercise)));
  newBtn.title = lab("new_title");
  hintBtn.hidden = !b.opt("hints", true);
  undoBtn.setAttribute("aria-disabled", String(!v.can_undo));
  redoBtn.setAttribute("aria-disabled", String(!v.can_redo));
}

/**
 * The stock: deals left, why it cannot deal, a pile of up to five backs.
 * @param {Board} b
 * @param {Partial<View>} v
 */
function renderStock(b, v) {
  const { stockBtn, stockPile, stockLabel, stockCount, stockWhy } = b.ui;
  const lab = b.lab;
  const dealsLeft = v.deals_left ?? 0;
  setText(stockLabel, lab("deal"));
  setText(stockCount, lab("deals_left", { n: dealsLeft }));
  stockBtn.dataset.dealsLeft = String(dealsLeft);
  stockBtn.classList.toggle("sp-disabled", !v.can_deal);
  stockBtn.setAttribute("aria-disabled", String(!v.can_deal));
  stockBtn.setAttribute("aria-label", `${lab("deal")} (${lab("stock")}): ${lab("deals_left", { n: dealsLeft })}`);
  const why = !v.can_deal && v.deal_why ? String(v.deal_why) : "";
  setText(stockWhy, why);
  stockWhy.hidden = !why;
  stockBtn.title = why;
  if (why) stockBtn.setAttribute("aria-describedby", stockWhy.id);
  else stockBtn.removeAttribute("aria-describedby");
  const piles = Math.min(dealsLeft, 5);
  if (stockPile.childElementCount !== piles) {
    const pile = [];
    for (let i = 0; i < piles; i++) {
      const c = h("span", "sp-stock-card");
      c.style.setProperty("--sp-i", String(i));
      pile.push(c);
    }
    stockPile.replaceChildren(...pile);
  }
  stockPile.classList.toggle("sp-stock-empty", dealsLeft === 0);
  // a lesson's position with no stock: "Deals left: 0, the stock is empty" is only noise there (issue 52, point 9)
  stockBtn.hidden = Boolean(v.lesson) && dealsLeft === 0 && !v.stock;
}

/**
 * The level's record from view.stats (null: the board records no statistics).
 * @param {Board} b
 * @param {import("./types.js").Stats | null | undefined} stats
 */
function renderRecord(b, stats) {
  const { recordEl, wonRecord } = b.ui;
  recordEl.hidden = !stats;
  wonRecord.hidden = !stats;
  if (!stats) return;
  const record = b.lab("record", { won: stats.won, played: stats.played }); // "Label: value" in every language
  const colon = record.indexOf(": ");
  setText(recordEl.firstChild, colon < 0 ? "" : record.slice(0, colon + 2)); // its textContent: the whole line
  setText(recordEl.lastChild, colon < 0 ? record : record.slice(colon + 2));
  recordEl.setAttribute("aria-label", record);
  recordEl.title = b.lab(b.view && b.view.winnable ? "record_title_winnable" : "record_title");
  const lines = [];
  if (stats.best_score != null) lines.push(b.lab("best", { n: stats.best_score }));
  if (stats.streak > 0) lines.push(b.lab("streak", { n: stats.streak }));
  setText(wonRecord, lines.join(" · "));
}
