// @ts-check
// The message row: the status line (a live region for the kernel's `status`), the words the
// board adds of its own, and the visually hidden live region for local announcements.
import { h, restartAnimation, setText } from "./dom.js";

/** @typedef {import("./types.js").Board} Board */

/**
 * The message row: one line tall whether or not there is a message, so the
 * board never jumps; the stuck banner's buttons sit at its end. Also the .sp-sr live region.
 * @param {HTMLElement} solveBar
 * @param {HTMLElement} stuckBanner
 */
export function buildMessageRow(solveBar, stuckBanner) {
  const msgRow = h("div", "sp-msg");
  const statusEl = h("div", "sp-status", { role: "status", "aria-live": "polite", "aria-atomic": "true" });
  const describeBtn = h("button", "sp-btn sp-describe-btn", { type: "button" });
  // "Describe": the whole position said in the status line, where it can be read or copied
  msgRow.append(statusEl, solveBar, stuckBanner, describeBtn);
  const srEl = h("div", "sp-sr", { "aria-live": "polite" });
  return { msgRow, statusEl, describeBtn, srEl };
}

/** @param {Board} b */
export function renderStatus(b) {
  const { statusEl } = b.ui;
  const st = b.model.get("status") || {};
  const kind = st.kind || "info";
  if (b.note && b.note.id !== st.id) b.note = null; // a word of ours lasts until the next message
  const text = [st.text || "", b.note ? b.note.text : ""].filter(Boolean).join(" ");
  const again = b.lastStatusId !== undefined && st.id !== b.lastStatusId;
  // Clear, then set a moment later, so screen readers announce the text
  // again even when it did not change. Meanwhile the line keeps its height
  // and look (.sp-status-empty follows the new text), so nothing moves.
  const held = again && statusEl.textContent ? statusEl.getBoundingClientRect().height : 0;
  statusEl.className = `sp-status sp-status-${kind}` + (text ? "" : " sp-status-empty");
  // A search's progress keeps its status id: busy, so screen readers wait for the answer.
  const progress = kind === "search" && b.lastStatusId !== undefined && st.id === b.lastStatusId;
  if (progress) statusEl.setAttribute("aria-busy", "true");
  else statusEl.removeAttribute("aria-busy");
  statusEl.dataset.kind = kind;
  statusEl.dataset.id = String(st.id ?? "");
  if (!again) {
    // first render, or the same message updated (a search's progress): no re-announce,
    // and a re-announce still pending must not bring back the older text
    clearTimeout(b.statusTimer);
    statusEl.style.minHeight = "";
    setText(statusEl, text);
  } else {
    statusEl.style.minHeight = held ? held + "px" : "";
    statusEl.textContent = "";
    clearTimeout(b.statusTimer);
    b.statusTimer = setTimeout(() => {
      statusEl.textContent = text;
      statusEl.style.minHeight = "";
      restartAnimation(statusEl, "sp-anim-status");
    }, 50);
  }
  b.lastStatusId = st.id;
  syncStuckTitle(b);
}

/**
 * The stuck banner's words only when the status line is not already saying them.
 * @param {Board} b
 */
export function syncStuckTitle(b) {
  const st = b.model.get("status") || {};
  b.ui.stuckText.hidden = st.kind === "stuck" && Boolean(st.text);
}

/**
 * Say something through the visually hidden live region.
 * @param {Board} b
 * @param {string} text
 */
export function announce(b, text) {
  b.ui.srEl.textContent = text;
}
