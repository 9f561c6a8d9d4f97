// @ts-check
// Instant moves. A move (or auto-placement) that the view's `legal` list (or
// `best` destinations) allows is drawn at its destination at once, marked
// pending, and sent; the kernel's next view replaces the drawing, a refusal
// rolls it back. Nothing hidden is guessed: a card that turns up shows its
// back until the kernel names it, a finished run leaves when the kernel says.
// One intent quoting the rev is in flight at a time: others made meanwhile
// wait in `queue` and go, in order, once it is answered (a new rev or a new
// status). A queued move goes only if the columns it was made on are still
// what the player saw; otherwise it is dropped with a word.
import { renderBoard } from "./board.js";
import { bestFor, column, columns, isLegal } from "./position.js";
import { announce, renderStatus } from "./status.js";

/** @typedef {import("./types.js").Board} Board */
/** @typedef {import("./types.js").IntentType} IntentType */

// Intents that do not depend on the position shown, so they quote no rev.
const NO_REV = new Set(["new", "solve_cancel"]);
// An intent the kernel has not answered in this time is given up (a kernel gone away).
const INFLIGHT_TIMEOUT_MS = 10000;

/**
 * Send an intent (now, or queued behind the one in flight).
 * @param {Board} b
 * @param {IntentType} type
 * @param {Object} [extra] its fields
 */
export function send(b, type, extra = {}) {
  if (NO_REV.has(type)) {
    b.model.send({ type, ...extra });
    return;
  }
  if (b.inflight) {
    b.queue.push({ type, extra, seen: seenFor(b, type, extra) });
    b.el.dataset.pending = String(b.queue.length + 1);
    return;
  }
  transmit(b, type, extra);
}

/** @param {Board} b @param {number} src @param {number} count @param {number} dst */
export const sendMove = (b, src, count, dst) => send(b, "move", { src, count, dst });
/** @param {Board} b @param {number} src @param {number} count */
export const sendAuto = (b, src, count) => send(b, "auto", { src, count });
/** @param {Board} b @param {number | string} suits */
export const newGame = (b, suits) => send(b, "new", { suits: Number(suits) });

/**
 * Send an intent quoting the rev shown; draw it at once when it is a legal move.
 * @param {Board} b
 * @param {IntentType} type
 * @param {{src?: number, count?: number, dst?: number}} extra
 */
function transmit(b, type, extra) {
  const st = b.model.get("status") || {};
  let move = null;
  if (type === "move" || type === "auto") {
    const dst = type === "move" ? extra.dst : bestFor(b, extra.src, extra.count);
    if (dst != null && isLegal(b, extra.src, extra.count, dst)) move = { src: extra.src, count: extra.count, dst };
  }
  const rev = b.view ? b.view.rev : null;
  b.inflight = { rev, statusId: st.id, move };
  b.el.dataset.pending = String(b.queue.length + 1);
  if (move) drawMove(b, move); // drawn first: sending costs a few ms in a busy page
  b.model.send({ type, ...extra, rev });
  clearTimeout(b.inflightTimer);
  b.inflightTimer = setTimeout(() => answered(b, true), INFLIGHT_TIMEOUT_MS);
}

/**
 * What a queued move was made on: its columns as drawn (all of them for an auto-placement).
 * @param {Board} b
 */
function seenFor(b, type, extra) {
  if (type !== "move" && type !== "auto") return null;
  const cols = type === "move" ? [extra.src, extra.dst] : columns(b).map((_, i) => i + 1);
  return cols.map((c) => columnKey(column(b, c)));
}

const columnKey = (c) => `${c.hidden | 0}|${Array.isArray(c.up) ? c.up.join(" ") : ""}`;

/**
 * Draw a legal move at once: the group at its destination, both columns marked pending.
 * @param {Board} b
 * @param {import("./types.js").Move} move
 */
function drawMove(b, { src, count, dst }) {
  const cols = columns(b).map((c) => ({ ...c, up: Array.isArray(c.up) ? [...c.up] : [] }));
  const from = cols[src - 1];
  const to = cols[dst - 1];
  to.up.push(...from.up.splice(from.up.length - count, count));
  from.movable = 0; // what can be lifted now is the kernel's to say
  to.movable = 0;
  b.drawn = /** @type {import("./types.js").View} */ ({ ...b.drawn, columns: cols, legal: [], best: [], hint: null });
  b.sel = null;
  renderBoard(b);
  const cards = b.cardEls[dst - 1] || [];
  cards.slice(-count).forEach((c) => c.classList.add("sp-pending", "sp-anim-land"));
  b.colEls[src - 1].classList.add("sp-pending");
}

/**
 * The intent in flight was answered (or given up after a timeout: `lost`).
 * Called after every trait change, once all the changes of one message are in.
 * @param {Board} b
 * @param {boolean} [lost] no answer came in time
 */
export function answered(b, lost = false) {
  if (!b.inflight) return;
  const v = b.model.get("view") || {};
  const st = b.model.get("status") || {};
  const newRev = v.rev !== b.inflight.rev;
  if (!lost && !newRev && st.id === b.inflight.statusId) return; // not answered yet (a search's progress)
  const { move } = b.inflight;
  b.inflight = null;
  clearTimeout(b.inflightTimer);
  const last = v.last || {};
  const confirmed =
    move && newRev && last.kind === "move" && last.src === move.src && last.count === move.count && last.dst === move.dst;
  if (move && !confirmed) {
    // refused, or the board changed under it: show the kernel's view
    b.drawn = b.view;
    renderBoard(b);
  }
  if ((move && !confirmed) || lost) dropQueue(b);
  else flushQueue(b);
  if (!b.inflight) delete b.el.dataset.pending;
}

/** @param {Board} b */
function flushQueue(b) {
  while (b.queue.length && !b.inflight) {
    const { type, extra, seen } = /** @type {import("./types.js").Queued} */ (b.queue.shift());
    if (seen && seenFor(b, type, extra).join("/") !== seen.join("/")) {
      dropQueue(b, 1);
      return;
    }
    transmit(b, type, extra);
  }
}

/**
 * Forget the queued intents, saying so (`extra`: one already taken off the queue).
 * @param {Board} b
 */
function dropQueue(b, extra = 0) {
  const n = b.queue.length + extra;
  b.queue.length = 0;
  if (!n) return;
  const st = b.model.get("status") || {};
  b.note = { id: st.id, text: b.lab("not_played", { n }) };
  announce(b, b.note.text);
  renderStatus(b);
}
