// @ts-check
// The banners: "No more moves." at the end of the message row, "You won!" over the board.
import { h, restartAnimation, setText } from "./dom.js";
import { syncStuckTitle } from "./status.js";

/** @typedef {import("./types.js").Board} Board */

/** The stuck banner (for the message row) and the won banner (for .sp-play). */
export function buildBanners() {
  const stuckBanner = h("div", "sp-banner sp-banner-stuck");
  const stuckText = h("span", "sp-banner-text");
  const stuckUndo = h("button", "sp-btn sp-banner-undo", { type: "button" });
  const stuckNew = h("button", "sp-btn sp-banner-new", { type: "button" });
  stuckBanner.append(stuckText, stuckUndo, stuckNew);
  stuckBanner.hidden = true;

  const wonBanner = h("div", "sp-banner sp-banner-won");
  const wonBox = h("div", "sp-banner-box");
  const wonText = h("div", "sp-banner-text");
  const wonRecord = h("div", "sp-banner-record"); // the level's record (header.js renderRecord)
  const wonNew = h("button", "sp-btn sp-banner-new", { type: "button" });
  wonBox.append(wonText, wonRecord, wonNew);
  wonBanner.append(wonBox);
  wonBanner.hidden = true;
  return { stuckBanner, stuckText, stuckUndo, stuckNew, wonBanner, wonText, wonRecord, wonNew };
}

/** @param {Board} b */
export function renderBanners(b) {
  const { el, view, ui } = b;
  const won = Boolean(view && view.won);
  const stuck = Boolean(view && view.stuck && !won);
  // a short celebration when this view is the one that won (CSS skips it under prefers-reduced-motion)
  if (won && ui.wonBanner.hidden) restartAnimation(el, "sp-celebrate");
  ui.wonBanner.hidden = !won;
  setText(ui.wonText, b.lab("won"));
  setText(ui.wonNew, b.lab("new"));
  ui.stuckBanner.hidden = !stuck;
  setText(ui.stuckText, b.lab("stuck"));
  setText(ui.stuckUndo, b.lab("undo"));
  ui.stuckUndo.hidden = !(view && view.can_undo); // a control that cannot act is not offered
  setText(ui.stuckNew, b.lab("new"));
  syncStuckTitle(b);
  el.classList.toggle("sp-won", won);
  el.classList.toggle("sp-stuck", stuck);
}
