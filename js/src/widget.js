// @ts-check
/**
 * spiderette-widget: the browser end. This is the entry module: esbuild (js/build.mjs) bundles
 * it and the modules beside it into spiderette_widget/static/widget.js, the one ES module
 * anywidget 0.11 loads (`export default { render }`), and widget.css's parts into widget.css.
 *
 * The kernel is the only authority. These modules render the synced `view`,
 * `status` and `labels` traits and sends *intents* with model.send (see
 * docs/protocol.md). It knows no game rules: `view.legal` ([src, count, dst]
 * triples, columns from 1) is used for highlighting only, and every drop is
 * sent as asked, so the kernel can explain a refusal. A move the legal list
 * (or `view.best`, for a tap or double-click) allows is drawn at once and
 * confirmed or rolled back by the kernel's answer ("Instant moves", pending.js).
 *
 * The modules, one concern each (every function takes the Board, the shared state of types.js):
 *   types.js      the typed contract: the synced traits and intents (JSDoc typedefs), Board
 *   state.js      createBoard: one board's state     labels.js   words, plurals, options
 *   header.js     numbers, buttons, badges, stock    board.js    columns and cards, drawn
 *   decorate.js   selection/target/hint classes      animate.js  the newest change, animated
 *   status.js     the status line, live regions      banners.js  won / stuck
 *   solve.js      the solve button and bar           exercise.js the exercise panel, lesson mode
 *   review.js     the game's review panel and chart
 *   pending.js    sending intents, instant moves     update.js   following the model's traits
 *   pointer.js    press, tap, double-click           drag.js     dragging a group
 *   keys.js       the keyboard                       buttons.js  button clicks, the suit <select>
 *   selection.js  tap-then-tap / keyboard selection  position.js the position drawn, legal moves
 *   cards.js, dom.js  small helpers; each .css file styles what the module of its name draws
 *
 * DOM contract (stable: the Python end-to-end tests rely on it; the exercise panel's is in exercise.js)
 * -------------------------------------------------------------
 * .spiderette        root (the `el` anywidget gives us); tabindex="-1",
 *                    data-lm-suppress-shortcuts, lang = `lang` trait
 * .sp-header         .sp-bar (info + buttons), .sp-tabletop (removed runs, then
 *                    .sp-tabletop-end: the solve button and the stock)
 *   .sp-code         "Game SD1-..."; the code itself in .sp-v (hidden if null)
 *   .sp-score        score; number in .sp-v and data-value
 *   .sp-moves        move count; number in .sp-v and data-value
 *   .sp-removed      runs removed: one .sp-run badge per removed run
 *                    (data-suit="S|H|D|C"), then .sp-run.sp-run-empty slots
 *                    up to runs_to_win; data-value = runs removed
 *   .sp-suits        <select> 1 / 2 / 4 suits: picking one deals a new game with it
 *   .sp-winnable     label + checkbox "Winnable only" (the `winnable` option), next to the
 *                    suit menu: (un)ticking it sends {"type":"new",suits,winnable} at once
 *   .sp-winnable-deal "Winnable deal", shown when view.winnable
 *   .sp-four-colour-box label + checkbox "4 colours" (the `four_colour` option, set on the
 *                    model), at the end of the game's numbers; the root then has .sp-four-colour
 *   .sp-new .sp-undo .sp-redo .sp-hint-btn   buttons (hint hidden when the
 *                    `hints` option is false). Undo/redo/stock/solve use
 *                    aria-disabled, never `disabled`: they always send.
 *   .sp-solve-btn    "Can this deal be won?" (next to the stock; hidden when
 *                    the `hints` option is false)
 *   .sp-review-btn   "Review" (between it and the stock): sends {"type":"review"};
 *                    view.review is drawn in .sp-review, under the message row
 *                    (its contract is in review.js); aria-disabled before a move
 *   .sp-stock        button: click sends {"type":"deal"}; data-deals-left;
 *                    class .sp-disabled when view.can_deal is false; then
 *                    .sp-stock-why (inside it) shows view.deal_why, which is
 *                    also its title and aria-describedby
 * .sp-msg            the message row (one line tall even when empty), holding:
 *   .sp-status       role="status" live region: status.text, data-kind,
 *                    data-id, class .sp-status-<kind> (+ .sp-status-empty);
 *                    aria-busy="true" during a search's progress updates
 *   .sp-solve-bar    the search's buttons: .sp-solve-cancel while view.solve
 *                    is running, .sp-solve-step while a winning line has
 *                    steps left (hidden when neither)
 *   .sp-banner-stuck shown when view.stuck: .sp-banner-undo, .sp-banner-new and
 *                    .sp-banner-text (labels.stuck, hidden while the status
 *                    line already says it: status.kind "stuck")
 *   .sp-describe-btn "Describe": sends {"type":"describe"}; the kernel puts the
 *                    whole position in the status line (kind "describe")
 * .sp-play           holds .sp-board and .sp-banner-won stacked in one grid cell
 *                    (as tall as the taller of the two: the banner is never cut)
 * .sp-board          the columns (role="group"); scrolls sideways when the
 *                    cell is narrower than the columns at --sp-min-card
 *   .sp-column       data-col (1-based), role="button", roving tabindex;
 *                    .sp-target  accepts the lifted group (from view.legal)
 *                    .sp-over    the column under a dragged group
 *                    .sp-refuse  ... when that column refuses the group
 *                    .sp-pending source column of a move drawn, not yet confirmed
 *                    .sp-source  column the selected/dragged group comes from
 *                    .sp-hint    destination of view.hint
 *     .sp-back       face-down card: data-col, class "back", no identity
 *     .sp-card       face-up card: data-col, data-index (index in `up`),
 *                    data-card ("10H"), data-suit ("H"); .sp-red for hearts/diamonds
 *                    (in the four-colour deck, .sp-four-colour on the root: ♦ blue, ♣ green). It is
 *                    the resting hit box; its .sp-face child draws it (the
 *                    rank + suit corner is the face's text; the uncovered
 *                    card also has a big .sp-pip) and is what animations move;
 *                    .sp-movable if it can be lifted (in the end group);
 *                    .sp-selected (tap or keyboard selection), .sp-lifted
 *                    (being dragged), .sp-hint (hinted group), .sp-cursor
 *                    (keyboard pick range), .sp-pending (drawn at once, the
 *                    kernel has not confirmed it yet)
 *     .sp-empty      outlined placeholder of an empty column
 * .sp-banner-won     over the board (labels.won) with .sp-banner-new button
 * .sp-ghost          the dragged copy; its cards carry no data-col/data-index
 * .sp-sr             visually hidden live region for local announcements
 *
 * The root also gets .sp-kbd while the keyboard is in use (shows the
 * keyboard pick), .sp-dragging during a drag, .sp-won / .sp-stuck,
 * .sp-solve-buttons while .sp-solve-bar shows,
 * data-solve (view.solve.state, or "" with no search), data-pending (how many
 * intents wait for the kernel: the one in flight and those queued), and the custom
 * properties --sp-ncols and --sp-card-w (measured column width).
 *
 * Gestures -> intents (every intent but "new" and "solve_cancel" quotes view.rev)
 *   drag a group onto a column     {"type":"move",src,count,dst}   (auto_place: {"type":"auto",...})
 *   mouse double-click / touch tap {"type":"auto",src,count}       (when double_click)
 *   click a group, click a column  {"type":"move",...}             (tap-then-tap; click again/Esc cancels)
 *   keys: Left/Right column, Up/Down how many cards, Space/Enter lift then drop, Esc cancel,
 *         D deal, U / Ctrl+Z undo, Y / Ctrl+Shift+Z redo, N new, S next suit count + new, H hint,
 *         P describe the position, W "Can this deal be won?", G next step of the winning line,
 *         V review the game.
 *         No key pressed in the board reaches the notebook (but Tab).
 *   buttons: .sp-solve-btn {"type":"solve"}, .sp-solve-cancel {"type":"solve_cancel"},
 *            .sp-solve-step {"type":"solve_step"}
 *
 * A `view` with the same rev as the one shown differs only in `solve` (and
 * `hint`): a search's progress. It updates the buttons and highlights, never
 * the board, a selection or a drag.
 *
 * Animations (view.last, only once per rev): .sp-anim-land, .sp-anim-flip,
 * .sp-anim-deal on cards (the CSS moves their .sp-face only, so a press
 * during an animation hits the card where it rests), .sp-anim-pop (run
 * badge), .sp-anim-new (board).
 *
 * Rendering cost: only the columns whose content or label changed are
 * rebuilt (a move rebuilds two), inside the column elements already there
 * (so a focused column keeps focus); a full Spider board is about 200 elements.
 */

import { buildBanners } from "./banners.js";
import { buildPlay } from "./board.js";
import { onChange, onClick } from "./buttons.js";
import { exercisePanel } from "./exercise.js";
import { buildHeader } from "./header.js";
import { onFocusIn, onKeyDown } from "./keys.js";
import { send } from "./pending.js";
import { onDblClick, onLostCapture, onPointerCancel, onPointerDown, onPointerMove, onPointerUp } from "./pointer.js";
import { reviewPanel } from "./review.js";
import { buildSolve } from "./solve.js";
import { createBoard } from "./state.js";
import { buildMessageRow, renderStatus } from "./status.js";
import { onOptions, onView, renderAll, settle } from "./update.js";

/** @typedef {import("./types.js").Model} Model */
/** @typedef {import("./types.js").Board} Board */

/**
 * Draw the board in `el` and keep it in step with the model; returns the cleanup.
 * @param {{model: Model, el: HTMLElement}} props
 * @returns {() => void}
 */
function render({ model, el }) {
  const b = createBoard(model, el);
  b.ui = buildSkeleton(el);
  b.exercise = exercisePanel((type, extra) => send(b, type, extra)); // exercises and lesson mode
  b.ui.header.after(b.exercise.node);
  b.review = reviewPanel((type) => send(b, type), model); // the game's review, under the message row
  b.ui.msgRow.after(b.review.node);

  /** @type {[string, (e: any) => void][]} */
  const domListeners = [
    ["pointerdown", (e) => onPointerDown(b, e)],
    ["pointermove", (e) => onPointerMove(b, e)],
    ["pointerup", (e) => onPointerUp(b, e)],
    ["pointercancel", (e) => onPointerCancel(b, e)],
    ["lostpointercapture", (e) => onLostCapture(b, e)],
    ["dblclick", (e) => onDblClick(b, e)],
    ["click", (e) => onClick(b, e)],
    ["keydown", (e) => onKeyDown(b, e)],
    ["focusin", (e) => onFocusIn(b, e)],
    ["change", (e) => onChange(b, e)],
  ];
  const all = () => renderAll(b);
  const options = () => onOptions(b);
  const after = () => settle(b);
  /** @type {[string, () => void][]} */
  const modelListeners = [
    ["change:view", () => onView(b)],
    ["change:labels", all],
    ["change:lang", all],
    ["change:status", () => renderStatus(b)],
    ["change:view", after],
    ["change:status", after],
    ["change:hints", options],
    ["change:highlights", options],
    ["change:double_click", options],
    ["change:auto_place", options],
    ["change:winnable", options],
    ["change:four_colour", options],
  ];
  for (const [type, fn] of domListeners) el.addEventListener(type, fn);
  for (const [name, fn] of modelListeners) model.on(name, fn);

  renderAll(b);
  renderStatus(b);
  tellInterfaceLang(model);

  return () => {
    b.exercise.destroy();
    b.review.destroy();
    for (const [type, fn] of domListeners) el.removeEventListener(type, fn);
    for (const [name, fn] of modelListeners) model.off(name, fn);
    if (b.resizeObserver) b.resizeObserver.disconnect();
    clearTimeout(b.statusTimer);
    clearTimeout(b.inflightTimer);
    if (b.press && b.press.ghost) b.press.ghost.remove();
    b.press = null;
    b.sel = null;
  };
}

/**
 * Tell the kernel the page's interface language: JupyterLab's translator (JupyterLab, Notebook 7,
 * JupyterLite) sets `<html lang>` to it, e.g. "es-ES". A board made without `lang=` takes it when the
 * package speaks it (SpideretteWidget's `interface_lang`); the kernel decides, the browser only reports.
 * @param {Model} model
 */
function tellInterfaceLang(model) {
  const tag = document.documentElement.lang;
  if (!tag || model.get("interface_lang") === tag) return;
  model.set?.("interface_lang", tag);
  model.save_changes?.();
}

/**
 * The root's attributes and the elements render() builds once: the header, the message row,
 * the board with the won banner over it, the live region.
 * @param {HTMLElement} el
 * @returns {import("./types.js").Parts}
 */
function buildSkeleton(el) {
  el.classList.add("spiderette");
  el.setAttribute("tabindex", "-1");
  el.setAttribute("data-lm-suppress-shortcuts", "true");
  const solve = buildSolve();
  const banners = buildBanners();
  const head = buildHeader(solve.solveBtn);
  const msg = buildMessageRow(solve.solveBar, banners.stuckBanner);
  const play = buildPlay(banners.wonBanner);
  el.replaceChildren(head.header, msg.msgRow, play.play, msg.srEl);
  return { ...head, ...msg, ...solve, ...banners, ...play };
}

export default { render };
