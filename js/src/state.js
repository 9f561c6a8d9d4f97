// @ts-check
// One board's shared state (the Board typedef in types.js), as render() starts it.
import { measureCards } from "./board.js";
import { fitControls } from "./header.js";
import { labeller } from "./labels.js";

/** @typedef {import("./types.js").Board} Board */

/**
 * A board for `el`, drawing nothing yet: render() adds its elements (`ui`) and exercise panel.
 * @param {import("./types.js").Model} model
 * @param {HTMLElement} el
 * @returns {Board}
 */
export function createBoard(model, el) {
  /** @type {Board} */
  const b = {
    model,
    el,
    ui: /** @type {any} */ (null),
    exercise: /** @type {any} */ (null),
    review: /** @type {any} */ (null),
    ...labeller(model),
    view: null,
    drawn: null,
    inflight: null,
    queue: [],
    inflightTimer: null,
    note: null,
    sel: null,
    press: null,
    focusCol: 1,
    pick: Infinity,
    lastPointerType: "mouse",
    lastTapSendAt: -Infinity,
    animatedRev: null,
    lastSuits: null,
    lastStatusId: undefined,
    statusTimer: null,
    cardWidth: 0,
    resizeObserver: null,
    colEls: [],
    cardEls: [],
    badgesKey: null,
    colKeys: [],
  };
  b.resizeObserver =
    typeof ResizeObserver === "function"
      ? new ResizeObserver(() => {
          measureCards(b);
          fitControls(b); // the width changed: do the controls still fit on one row?
        })
      : null;
  return b;
}
