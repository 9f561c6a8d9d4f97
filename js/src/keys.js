// @ts-check
// The keyboard: Left/Right/Home/End pick a column (roving tabindex), Up/Down how many cards,
// Space/Enter lift then drop, Esc cancels, and one letter per action (the switch below; the
// course's "How to play" table lists these keys: tests/test_notebooks.py reads them here).
import { decorate } from "./decorate.js";
import { endDrag } from "./drag.js";
import { newGame, send, sendMove } from "./pending.js";
import { locate } from "./pointer.js";
import { column } from "./position.js";
import { clampPick, clearSel, select } from "./selection.js";

/** @typedef {import("./types.js").Board} Board */

/** @type {Record<number, number>} */
const NEXT_SUITS = { 1: 2, 2: 4, 4: 1 };

/** @param {Board} b @param {number} col */
function focusColumn(b, col) {
  const n = b.colEls.length;
  if (!n) return;
  const next = Math.min(Math.max(col, 1), n);
  if (next !== b.focusCol && !b.sel) b.pick = Infinity; // default: the whole end group
  b.focusCol = next;
  b.pick = clampPick(b, b.pick);
  decorate(b);
  b.colEls[b.focusCol - 1].focus({ preventScroll: false });
}

/** @param {Board} b */
function activate(b) {
  if (b.sel) {
    if (b.focusCol === b.sel.src) clearSel(b);
    else {
      const { src, count } = b.sel;
      clearSel(b, true);
      sendMove(b, src, count, b.focusCol);
    }
    return;
  }
  const c = column(b, b.focusCol);
  if ((c.movable | 0) > 0) select(b, b.focusCol, clampPick(b, b.pick));
}

/**
 * Keys pressed inside the board never reach the notebook: JupyterLab and
 * Notebook 7 listen for command-mode keys (D D deletes the cell, A/B insert,
 * X/C/V cut/copy/paste, Z undoes a cell deletion, M/Y change its type,
 * Shift+Enter runs it) on the document, after the board. Tab still moves the
 * focus, and Ctrl/Cmd shortcuts the board does not use still reach the page.
 * @param {KeyboardEvent} e
 */
function keepKeyInside(e) {
  const mod = e.ctrlKey || e.metaKey;
  if (e.key === "Tab" || (mod && e.key !== "Enter")) return;
  e.stopPropagation();
}

/**
 * @param {Board} b
 * @param {KeyboardEvent} e
 */
export function onKeyDown(b, e) {
  keepKeyInside(e);
  if (e.defaultPrevented) return;
  const t = e.target instanceof Element ? e.target : b.el;
  if (t.closest("select, input, textarea")) return; // let form controls work
  const onButton = Boolean(t.closest("button"));
  const inBoard = t === b.el || b.ui.board.contains(t);
  const ctrl = e.ctrlKey || e.metaKey;
  const key = e.key;
  let handled = true;

  if (ctrl && !e.altKey && (key === "z" || key === "Z")) send(b, e.shiftKey ? "redo" : "undo");
  else if (ctrl || e.altKey) handled = false;
  else if (key === "ArrowLeft" || key === "ArrowRight" || key === "Home" || key === "End") {
    if (!inBoard) handled = false;
    else if (key === "Home") focusColumn(b, 1);
    else if (key === "End") focusColumn(b, b.colEls.length);
    else focusColumn(b, t === b.el || t === b.ui.board ? b.focusCol : b.focusCol + (key === "ArrowLeft" ? -1 : 1));
  } else if (key === "ArrowUp" || key === "ArrowDown") {
    if (!inBoard) handled = false;
    else if (!b.sel) {
      b.pick = clampPick(b, b.pick + (key === "ArrowUp" ? 1 : -1));
      decorate(b);
    }
  } else if (key === " " || key === "Enter") {
    if (onButton || !inBoard) handled = false;
    else activate(b);
  } else if (key === "Escape") {
    if (b.press && b.press.dragging) {
      endDrag(b);
      b.press = null;
    } else if (b.sel) clearSel(b);
    else handled = false;
  } else {
    handled = letterKey(b, key.toLowerCase());
  }
  if (handled) {
    e.preventDefault();
    e.stopPropagation();
    b.el.classList.add("sp-kbd");
  }
}

/**
 * The one-letter keys; false when the key is not the board's.
 * @param {Board} b
 * @param {string} key  lower case
 */
function letterKey(b, key) {
  switch (key) {
    case "d":
      send(b, "deal");
      break;
    case "u":
      send(b, "undo");
      break;
    case "y":
      send(b, "redo");
      break;
    case "n":
      newGame(b, b.ui.suitsSelect.value);
      break;
    case "r":
      send(b, "restart");
      break;
    case "s": {
      const next = NEXT_SUITS[b.view ? b.view.suits : 1] || 1;
      b.ui.suitsSelect.value = String(next);
      newGame(b, next);
      break;
    }
    case "h": // with hints off the kernel says so ("Hints are turned off for this board.")
      send(b, "hint");
      break;
    case "p":
      send(b, "describe");
      break;
    case "v": // review the game
      send(b, "review");
      break;
    case "w": // "Can this deal be won?" (with hints off, the kernel says they are)
      send(b, "solve");
      break;
    case "g": // go on: the next step of the winning line
      send(b, "solve_step");
      break;
    default:
      return false;
  }
  return true;
}

/**
 * Focus moved onto a column (Tab, a click): it becomes the tab stop.
 * @param {Board} b
 */
export function onFocusIn(b, e) {
  const at = locate(b, e.target);
  if (!at || at.col === b.focusCol) return;
  b.focusCol = at.col;
  if (!b.sel) b.pick = Infinity;
  b.pick = clampPick(b, b.pick);
  decorate(b);
}
