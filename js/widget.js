// @ts-check
/**
 * spiderette-widget: the browser end (anywidget 0.11 ES module, no bundler).
 *
 * The kernel is the only authority. This file renders the synced `view`,
 * `status` and `labels` traits and sends *intents* with model.send (see
 * docs/protocol.md). It knows no game rules: `view.legal` ([src, count, dst]
 * triples, columns from 1) is used for highlighting only, and every drop is
 * sent as asked, so the kernel can explain a refusal. A move the legal list
 * (or `view.best`, for a tap or double-click) allows is drawn at once and
 * confirmed or rolled back by the kernel's answer ("Instant moves" below).
 *
 * DOM contract (stable: the Python end-to-end tests rely on it)
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
 *   .sp-new .sp-undo .sp-redo .sp-hint-btn   buttons (hint hidden when the
 *                    `hints` option is false). Undo/redo/stock/solve use
 *                    aria-disabled, never `disabled`: they always send.
 *   .sp-solve-btn    "Can this deal be won?" (next to the stock; hidden when
 *                    the `hints` option is false)
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
 *                    data-card ("10H"); .sp-red for hearts/diamonds. It is
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
 *         P describe the position, W "Can this deal be won?", G next step of the winning line.
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

// ------------------------------------------------------------------ types
// The synced traits and the intents, mirroring the TypedDicts of
// spiderette_widget/_protocol.py key for key (docs/protocol.md; tests/test_protocol.py
// compares the keys with TypeScript's own reading of these typedefs), then the
// types this file keeps for itself. Checked with `tsc --allowJs --checkJs --noEmit`
// (tests/test_js_types.py).

/**
 * @typedef {{hidden: number, up: string[], movable: number}} Column
 *   a column: face-down count, face-up cards bottom first ("10H"), size of the liftable end group
 * @typedef {[number, number, number]} Triple  [src, count, dst], columns from 1
 * @typedef {{src: number | null, count: number | null, dst: number | null, why: string | null}} Hint
 *   src, count and dst null: deal
 * @typedef {{kind: "move", src: number, dst: number, count: number, flipped: number[], runs: number[]}} MoveDone
 * @typedef {{kind: "deal", columns: number[], flipped: number[], runs: number[]}} DealDone
 * @typedef {{kind: "undo" | "redo" | "new"}} Changed
 * @typedef {MoveDone | DealDone | Changed} Last  what the change that made a view did
 * @typedef {{state: "running" | "win" | "no win" | "unknown", nodes: number, steps_left: number | null}} Solve
 * @typedef {{played: number, won: number, win_rate: number, best_score: number | null,
 *   fewest_moves: number | null, streak: number, longest_streak: number}} Stats
 * @typedef {{index: number, count: number, title: string | null, goal: string, asks: boolean,
 *   options: string[] | null, number: boolean, state: "open" | "met" | "lost", tries: number, hints: number,
 *   solved: boolean, shown: boolean, has_next: boolean, nudge: boolean, labels: Record<string, string>}} ExerciseView
 * @typedef {{rev: number, game: "spiderette" | "spider", suits: number, scoring: "app" | "classic" | "reveal",
 *   code: string | null, columns: Column[], stock: number, deals_left: number, removed: string[],
 *   runs_to_win: number, score: number, moves: number, won: boolean, stuck: boolean, can_deal: boolean,
 *   deal_why: string | null, can_undo: boolean, can_redo: boolean, legal: Triple[], best: Triple[],
 *   hint: Hint | null, last: Last | null, solve: Solve | null, stats: Stats | null,
 *   exercise: ExerciseView | null, lesson: boolean}} View
 * @typedef {"info" | "error" | "win" | "stuck" | "hint" | "search" | "describe"} StatusKind
 * @typedef {{id: number, kind: StatusKind, text: string}} Status
 *
 * @typedef {{type: "move", src: number, count: number, dst: number, rev: number}} MoveIntent
 * @typedef {{type: "auto", src: number, count: number, rev: number}} AutoIntent
 * @typedef {{type: "deal" | "undo" | "redo" | "hint" | "restart" | "solve" | "solve_step" | "reset" | "show" | "next",
 *   rev: number}} RevIntent
 * @typedef {{type: "new", suits?: number, rev?: number}} NewIntent
 * @typedef {{type: "describe" | "solve_cancel", rev?: number}} AnyRevIntent
 * @typedef {{type: "answer", value: number | string, rev: number}} AnswerIntent
 * @typedef {MoveIntent | AutoIntent | RevIntent | NewIntent | AnyRevIntent | AnswerIntent} Intent
 * @typedef {Intent["type"]} IntentType  the intents' names: a misspelt one does not type-check
 *
 * @typedef {{kind: string, src?: number, dst?: number, count?: number, columns?: number[],
 *   flipped?: number[], runs?: number[], landed?: boolean}} Animated
 *   a `Last` as animate() reads it (`landed`: the browser drew the move already)
 * @typedef {{type: IntentType, rev?: number | null, src?: number, count?: number, dst?: number,
 *   suits?: number, value?: number | string}} Outgoing  an intent as send() builds it
 * @typedef {{src: number, count: number, dst: number}} Move
 * @typedef {{get(name: string): any, set?(name: string, value: any): void,
 *   on(name: string, fn: Function): void, off(name: string, fn: Function): void,
 *   send(content: Outgoing): void}} Model  what anywidget passes to render()
 * @typedef {{rev: number | null, statusId: number | undefined, move: Move | null}} Inflight
 *   the intent sent and not answered yet; `move`: the move drawn for it
 * @typedef {{type: IntentType, extra: Object, seen: string[] | null}} Queued
 *   an intent made while another was in flight; `seen`: its columns as the player saw them
 * @typedef {{id: number, type: string, x: number, y: number, col: number, index: number | null,
 *   count: number, liftable: boolean, moved: boolean, dragging: boolean, offX?: number, offY?: number,
 *   ghost?: HTMLElement | null}} Press  a pointer press in progress
 */

/** @type {Record<string, string>} */
const FALLBACK_LABELS = {
  new: "New game",
  undo: "Undo",
  redo: "Redo",
  deal: "Deal",
  hint: "Hint",
  describe: "Describe",
  describe_title: "Say the whole position (P)",
  new_title: "Deal a new game (N); Undo brings this one back",
  not_played: "Your next move was not played: the board changed first.",
  suits: "Suits",
  score: "Score",
  moves: "Moves",
  stock: "Stock",
  deals_left: "{n} deals left",
  deals_left_one: "{n} deal left",
  removed: "Runs removed",
  code: "Game",
  column: "Column {n}",
  empty: "empty",
  hidden: "{n} face-down",
  won: "You won!",
  stuck: "No more moves.",
  board: "Spiderette board",
  solve: "Can this deal be won?",
  solve_cancel: "Cancel",
  solve_step: "Next step",
  suits_1: "1 · Easy",
  suits_2: "2 · Medium",
  suits_4: "4 · Hard",
  restart: "Restart",
  restart_title: "Deal this game again from its start (R)",
  record: "Won {won} of {played}",
  record_title: "Games won and played at this level, on this computer",
  best: "Best score: {n}",
  streak: "Winning streak: {n}",
  // optional, for screen readers only
  lifted: "{cards} selected in column {n}",
  cancelled: "Selection cancelled",
  ranks: "A 2 3 4 5 6 7 8 9 10 J Q K", // the rank letters a screen reader says (pt: … V D R)
};

// U+FE0E asks for the text (not emoji) presentation of the suit symbols.
/** @type {Record<string, string>} */
const SUIT_SYMBOL = { S: "\u2660\uFE0E", H: "\u2665\uFE0E", D: "\u2666\uFE0E", C: "\u2663\uFE0E" };
const RED_SUITS = new Set(["H", "D"]);
const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
/** @type {Record<number, number>} */
const NEXT_SUITS = { 1: 2, 2: 4, 4: 1 };
const ANIM_CLASSES = ["sp-anim-land", "sp-anim-deal", "sp-anim-flip"];
// Intents that do not depend on the position shown, so they quote no rev.
const NO_REV = new Set(["new", "solve_cancel"]);
// An intent the kernel has not answered in this time is given up (a kernel gone away).
const INFLIGHT_TIMEOUT_MS = 10000;

// Pixels the pointer must travel before a press becomes a drag.
/** @type {Record<string, number>} */
const DRAG_THRESHOLD = { mouse: 4, pen: 6, touch: 8 };
// A double-click arriving this soon after a tap that sent an intent is ignored.
const DBLCLICK_GUARD_MS = 800;

// Vertical fan, in % of the card width (a card is 140% as tall as it is wide).
const CARD_HEIGHT = 140;
const FAN = { down: 10, downMin: 5, up: 30, upMin: 24, budget: 560 };

function fmt(template, vars = {}) {
  return String(template).replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));
}

function cardParts(code) {
  const s = String(code);
  return { rank: s.slice(0, -1), suit: s.slice(-1) };
}

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

/** Set a node's text only when it changes (an unchanged header costs no layout). */
function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

let uid = 0; // ids unique in the page (several boards may share it)

function h(tag, className, attrs) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (attrs) for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  // Every focusable control keeps notebook command-mode keys away: Lumino
  // matches a binding's selector (":focus") on the focused element itself
  // before it walks up to the root's attribute, so the root's alone is not enough.
  if (tag === "button" || tag === "select" || (attrs && "tabindex" in attrs)) {
    node.setAttribute("data-lm-suppress-shortcuts", "true");
  }
  return node;
}

/**
 * Draw the board in `el` and keep it in step with the model; returns the cleanup.
 * @param {{model: Model, el: HTMLElement}} props
 * @returns {() => void}
 */
function render({ model, el }) {
  // ---------------------------------------------------------------- state
  /** @type {View | null} */
  let view = null; // the kernel's `view` last rendered
  /** @type {View | null} */
  let drawn = null; // what the board draws: `view`, or `view` with the pending move drawn on it
  /** @type {Inflight | null} */
  let inflight = null; // the intent sent and not yet answered (see "Instant moves" below)
  /** @type {Queued[]} */
  const queue = []; // intents made while one is in flight, sent in order once it is answered
  let inflightTimer = null;
  let note = null; // {id, text}: a word of the board's own, shown after status `id`
  /** @type {{src: number, count: number} | null} */
  let sel = null; // tap-tap or keyboard selection
  /** @type {Press | null} */
  let press = null; // the pointer press in progress (see onPointerDown)
  let focusCol = 1; // roving tabindex: the column that is the tab stop
  let pick = Infinity; // keyboard: cards of the end group chosen with Up/Down
  let lastPointerType = "mouse";
  let lastTapSendAt = -Infinity;
  let animatedRev = null; // view.rev whose `last` was already animated
  let lastSuits = null; // view.suits the <select> was last synced to
  let lastStatusId; // status.id already shown
  let statusTimer = null;
  let cardWidth = 0; // measured column width in px (drives the card font size)
  const resizeObserver = typeof ResizeObserver === "function" ? new ResizeObserver(() => measureCards()) : null;
  /** @type {HTMLElement[]} */
  let colEls = []; // column elements, index col-1
  /** @type {HTMLElement[][]} */
  let cardEls = []; // face-up card elements per column, index col-1
  let badgesKey = null; // removed runs the badges show
  let colKeys = []; // content + label of each rendered column (see renderBoard)

  const opt = (name, fallback) => {
    const v = model.get(name);
    return v === undefined || v === null ? fallback : Boolean(v);
  };
  // A label from the `labels` trait, English if missing. With a number {n},
  // a plural form "<key>_<one|few|many|other>" is used when provided.
  const lab = (key, vars) => {
    const labels = model.get("labels") || {};
    const keys = [key];
    if (vars && typeof vars.n === "number") keys.unshift(`${key}_${pluralCategory(vars.n)}`);
    const lookup = (table) => keys.map((k) => table[k]).find((t) => t != null && t !== "");
    return fmt(lookup(labels) ?? lookup(FALLBACK_LABELS) ?? key, vars);
  };
  // One Intl.PluralRules per language: building one costs more than a whole label lookup.
  const pluralRules = new Map();
  const pluralCategory = (n) => {
    const lang = model.get("lang") || "en";
    if (!pluralRules.has(lang)) {
      let rules = null;
      try {
        rules = new Intl.PluralRules(lang);
      } catch (_) {
        /* unknown language tag: "other" */
      }
      pluralRules.set(lang, rules);
    }
    const rules = pluralRules.get(lang);
    return rules ? rules.select(n) : "other";
  };
  // A card as a screen reader says it, with the language's rank letters: "D♦" in pt for QD.
  const spokenCard = (code) => {
    const { rank, suit } = cardParts(code);
    const letter = lab("ranks").split(" ")[RANKS.indexOf(rank)];
    return (letter || rank) + (SUIT_SYMBOL[suit] || suit);
  };
  const columns = () => (drawn && Array.isArray(drawn.columns) ? drawn.columns : []);
  const column = (col) => columns()[col - 1] || { hidden: 0, up: [], movable: 0 };
  const legal = () => (drawn && Array.isArray(drawn.legal) ? drawn.legal : []);
  /** The kernel's destination for a double-click / tap / auto-placement of a group, or null. */
  const bestFor = (src, count) => {
    const best = drawn && Array.isArray(drawn.best) ? drawn.best : [];
    const found = best.find((b) => b[0] === src && b[1] === count);
    return found ? found[2] : null;
  };
  const isLegal = (src, count, dst) => legal().some((t) => t[0] === src && t[1] === count && t[2] === dst);

  // ------------------------------------------------------------- skeleton
  el.classList.add("spiderette");
  el.setAttribute("tabindex", "-1");
  el.setAttribute("data-lm-suppress-shortcuts", "true");

  const header = h("div", "sp-header");
  const bar = h("div", "sp-bar");
  const tabletop = h("div", "sp-tabletop");
  const info = h("div", "sp-info");
  // Comforts: restart this deal, the level's record (view.stats), a short celebration on a win.
  const restartBtn = h("button", "sp-btn sp-restart", { type: "button" });
  const recordEl = h("span", "sp-record sp-stat");
  recordEl.append(h("span", "sp-v"));
  const wonRecord = h("div", "sp-banner-record");
  const codeEl = h("span", "sp-code sp-stat");
  const scoreEl = h("span", "sp-score sp-stat");
  const movesEl = h("span", "sp-moves sp-stat");
  const removedEl = h("span", "sp-removed sp-stat");
  for (const node of [codeEl, scoreEl, movesEl, removedEl]) {
    node.append(h("span", "sp-k"), h("span", "sp-v"));
  }
  info.append(codeEl, scoreEl, movesEl, recordEl);

  const controls = h("div", "sp-controls");
  const suitsLabel = h("label", "sp-suits-label");
  const suitsText = h("span", "sp-k");
  const suitsSelect = h("select", "sp-suits");
  for (const k of [1, 2, 4]) {
    const o = h("option", null, { value: String(k) });
    o.textContent = String(k);
    suitsSelect.append(o);
  }
  suitsLabel.append(suitsText, suitsSelect);
  const newBtn = h("button", "sp-btn sp-new", { type: "button" });
  const undoBtn = h("button", "sp-btn sp-undo", { type: "button" });
  const redoBtn = h("button", "sp-btn sp-redo", { type: "button" });
  const hintBtn = h("button", "sp-btn sp-hint-btn", { type: "button" });
  const describeBtn = h("button", "sp-btn sp-describe-btn", { type: "button" });
  controls.append(suitsLabel, newBtn, restartBtn, undoBtn, redoBtn, hintBtn);
  const solveBtn = h("button", "sp-btn sp-solve-btn", { type: "button" });

  const stockBtn = h("button", "sp-stock", { type: "button" });
  const stockPile = h("span", "sp-stock-pile", { "aria-hidden": "true" });
  const stockText = h("span", "sp-stock-text");
  const stockLabel = h("span", "sp-stock-label");
  const stockCount = h("span", "sp-stock-count");
  // why the stock cannot deal (view.deal_why), also its tooltip and description
  const stockWhy = h("span", "sp-stock-why", { id: `sp-stock-why-${++uid}` });
  stockText.append(stockLabel, stockCount, stockWhy);
  stockBtn.append(stockPile, stockText);
  bar.append(info, controls);
  const tabletopEnd = h("div", "sp-tabletop-end");
  tabletopEnd.append(solveBtn, stockBtn);
  tabletop.append(removedEl, tabletopEnd);
  header.append(bar, tabletop);

  // The message row: one line tall whether or not there is a message, so the
  // board never jumps; the stuck banner's buttons sit at its end.
  const msgRow = h("div", "sp-msg");
  const statusEl = h("div", "sp-status", { role: "status", "aria-live": "polite", "aria-atomic": "true" });

  const stuckBanner = h("div", "sp-banner sp-banner-stuck");
  const stuckText = h("span", "sp-banner-text");
  const stuckUndo = h("button", "sp-btn sp-banner-undo", { type: "button" });
  const stuckNew = h("button", "sp-btn sp-banner-new", { type: "button" });
  stuckBanner.append(stuckText, stuckUndo, stuckNew);
  stuckBanner.hidden = true;
  const solveBar = h("div", "sp-solve-bar");
  const solveCancel = h("button", "sp-btn sp-solve-cancel", { type: "button" });
  const solveStep = h("button", "sp-btn sp-solve-step", { type: "button" });
  solveBar.append(solveCancel, solveStep);
  solveBar.hidden = true;
  // "Describe": the whole position said in the status line, where it can be read or copied
  msgRow.append(statusEl, solveBar, stuckBanner, describeBtn);

  const play = h("div", "sp-play");
  const board = h("div", "sp-board", { role: "group" });
  const wonBanner = h("div", "sp-banner sp-banner-won");
  const wonBox = h("div", "sp-banner-box");
  const wonText = h("div", "sp-banner-text");
  const wonNew = h("button", "sp-btn sp-banner-new", { type: "button" });
  wonBox.append(wonText, wonRecord, wonNew);
  wonBanner.append(wonBox);
  wonBanner.hidden = true;
  play.append(board, wonBanner);

  const srEl = h("div", "sp-sr", { "aria-live": "polite" });
  el.replaceChildren(header, msgRow, play, srEl);
  const exercise = exercisePanel(send); // exercises and lesson mode: see the end of this file
  header.after(exercise.node);

  // --------------------------------------------------------------- intents
  // Instant moves. A move (or auto-placement) that the view's `legal` list (or
  // `best` destinations) allows is drawn at its destination at once, marked
  // pending, and sent; the kernel's next view replaces the drawing, a refusal
  // rolls it back. Nothing hidden is guessed: a card that turns up shows its
  // back until the kernel names it, a finished run leaves when the kernel says.
  // One intent quoting the rev is in flight at a time: others made meanwhile
  // wait in `queue` and go, in order, once it is answered (a new rev or a new
  // status). A queued move goes only if the columns it was made on are still
  // what the player saw; otherwise it is dropped with a word.
  /**
   * Send an intent (now, or queued behind the one in flight).
   * @param {IntentType} type
   * @param {Object} [extra] its fields
   */
  function send(type, extra = {}) {
    if (NO_REV.has(type)) {
      model.send({ type, ...extra });
      return;
    }
    if (inflight) {
      queue.push({ type, extra, seen: seenFor(type, extra) });
      el.dataset.pending = String(queue.length + 1);
      return;
    }
    transmit(type, extra);
  }

  /**
   * Send an intent quoting the rev shown; draw it at once when it is a legal move.
   * @param {IntentType} type
   * @param {{src?: number, count?: number, dst?: number}} extra
   */
  function transmit(type, extra) {
    const st = model.get("status") || {};
    let move = null;
    if (type === "move" || type === "auto") {
      const dst = type === "move" ? extra.dst : bestFor(extra.src, extra.count);
      if (dst != null && isLegal(extra.src, extra.count, dst)) move = { src: extra.src, count: extra.count, dst };
    }
    const rev = view ? view.rev : null;
    inflight = { rev, statusId: st.id, move };
    el.dataset.pending = String(queue.length + 1);
    if (move) drawMove(move); // drawn first: sending costs a few ms in a busy page
    model.send({ type, ...extra, rev });
    clearTimeout(inflightTimer);
    inflightTimer = setTimeout(() => answered(true), INFLIGHT_TIMEOUT_MS);
  }

  /** What a queued move was made on: its columns as drawn (all of them for an auto-placement). */
  function seenFor(type, extra) {
    if (type !== "move" && type !== "auto") return null;
    const cols = type === "move" ? [extra.src, extra.dst] : columns().map((_, i) => i + 1);
    return cols.map((c) => columnKey(column(c)));
  }

  const columnKey = (c) => `${c.hidden | 0}|${Array.isArray(c.up) ? c.up.join(" ") : ""}`;

  /** Draw a legal move at once: the group at its destination, both columns marked pending. */
  /** @param {Move} move */
  function drawMove({ src, count, dst }) {
    const cols = columns().map((c) => ({ ...c, up: Array.isArray(c.up) ? [...c.up] : [] }));
    const from = cols[src - 1];
    const to = cols[dst - 1];
    to.up.push(...from.up.splice(from.up.length - count, count));
    from.movable = 0; // what can be lifted now is the kernel's to say
    to.movable = 0;
    drawn = { ...drawn, columns: cols, legal: [], best: [], hint: null };
    sel = null;
    renderBoard();
    const cards = cardEls[dst - 1] || [];
    cards.slice(-count).forEach((c) => c.classList.add("sp-pending", "sp-anim-land"));
    colEls[src - 1].classList.add("sp-pending");
  }

  /**
   * The intent in flight was answered (or given up after a timeout: `lost`).
   * Called after every trait change, once all the changes of one message are in.
   */
  /** @param {boolean} [lost] no answer came in time */
  function answered(lost = false) {
    if (!inflight) return;
    const v = model.get("view") || {};
    const st = model.get("status") || {};
    const newRev = v.rev !== inflight.rev;
    if (!lost && !newRev && st.id === inflight.statusId) return; // not answered yet (a search's progress)
    const { move } = inflight;
    inflight = null;
    clearTimeout(inflightTimer);
    const last = v.last || {};
    const confirmed =
      move && newRev && last.kind === "move" && last.src === move.src && last.count === move.count && last.dst === move.dst;
    if (move && !confirmed) {
      // refused, or the board changed under it: show the kernel's view
      drawn = view;
      renderBoard();
    }
    if ((move && !confirmed) || lost) dropQueue();
    else flushQueue();
    if (!inflight) delete el.dataset.pending;
  }

  function flushQueue() {
    while (queue.length && !inflight) {
      const { type, extra, seen } = queue.shift();
      if (seen && seenFor(type, extra).join("/") !== seen.join("/")) {
        dropQueue(1);
        return;
      }
      transmit(type, extra);
    }
  }

  /** Forget the queued intents, saying so (`extra`: one already taken off the queue). */
  function dropQueue(extra = 0) {
    const n = queue.length + extra;
    queue.length = 0;
    if (!n) return;
    const st = model.get("status") || {};
    note = { id: st.id, text: lab("not_played", { n }) };
    announce(note.text);
    renderStatus();
  }

  const sendMove = (src, count, dst) => send("move", { src, count, dst });
  const sendAuto = (src, count) => send("auto", { src, count });
  const newGame = (suits) => send("new", { suits: Number(suits) });

  // ------------------------------------------------------------- rendering
  /** A new `view`: a search's progress (same rev) touches only the search's parts. */
  function onView() {
    const next = model.get("view") || null;
    if (view && next && next.rev === view.rev) {
      view = next;
      drawn = drawn === view || !inflight || !inflight.move ? next : { ...drawn, solve: next.solve };
      renderSolve();
      renderClassroom(el, exercise, view);
      decorate();
      return;
    }
    renderAll();
  }

  /** Once every trait of a kernel message is in (Backbone fires them one by one). */
  function settle() {
    queueMicrotask(() => answered());
  }

  function renderAll() {
    const next = model.get("view") || null;
    const fresh = !view || !next || next.rev !== view.rev;
    // the move drawn already: its cards need no second landing
    const drawnMove = inflight && inflight.move && fresh ? inflight.move : null;
    if (fresh) {
      // The board changed under a selection or a drag: drop them (not a drag from a
      // column the confirmed move did not touch).
      const keep = press && press.dragging && drawnMove && ![drawnMove.src, drawnMove.dst].includes(press.col);
      sel = null;
      pick = Infinity; // keyboard pick defaults to the whole end group
      if (press && press.dragging && !keep) endDrag();
      if (!keep) press = null;
    }
    view = next;
    if (fresh || !inflight || !inflight.move) drawn = view;
    el.lang = model.get("lang") || "";
    renderHeader();
    renderBoard();
    renderBanners();
    renderSolve();
    renderClassroom(el, exercise, view);
    if (view && view.rev !== animatedRev) {
      const last = view.last;
      const same = drawnMove && last && last.kind === "move" && last.src === drawnMove.src && last.dst === drawnMove.dst;
      animate(same ? { ...last, landed: true } : last);
      animatedRev = view.rev;
    }
  }

  function setStat(node, key, value) {
    setText(node.firstChild, lab(key));
    setText(node.lastChild, String(value));
    node.dataset.value = String(value);
  }

  function renderHeader() {
    const v = /** @type {Partial<View>} */ (view || {});
    setStat(codeEl, "code", v.code ?? "");
    codeEl.hidden = !v.code;
    setStat(scoreEl, "score", v.score ?? 0);
    setStat(movesEl, "moves", v.moves ?? 0);

    const removed = Array.isArray(v.removed) ? v.removed : [];
    const toWin = Math.max(v.runs_to_win ?? 0, removed.length);
    setText(removedEl.firstChild, lab("removed"));
    removedEl.dataset.value = String(removed.length);
    removedEl.setAttribute("aria-label", `${lab("removed")}: ${removed.length} / ${toWin}`);
    const key = `${removed.join("")}/${toWin}`;
    if (key !== badgesKey) {
      badgesKey = key;
      const badges = removed.map((suit) => {
        const b = h("span", "sp-run" + (RED_SUITS.has(suit) ? " sp-red" : ""), { "data-suit": suit });
        b.textContent = SUIT_SYMBOL[suit] || suit;
        return b;
      });
      for (let i = removed.length; i < toWin; i++) badges.push(h("span", "sp-run sp-run-empty"));
      removedEl.lastChild.replaceChildren(...badges);
      removedEl.lastChild.setAttribute("aria-hidden", "true");
    }

    setText(suitsText, lab("suits"));
    if (v.suits != null && v.suits !== lastSuits) {
      suitsSelect.value = String(v.suits);
      lastSuits = v.suits;
    }
    suitsSelect.querySelectorAll("option").forEach((o) => setText(o, lab(`suits_${o.value}`)));
    setText(newBtn, lab("new"));
    setText(restartBtn, lab("restart"));
    restartBtn.title = lab("restart_title");
    renderRecord(v.stats);
    setText(undoBtn, lab("undo"));
    setText(redoBtn, lab("redo"));
    undoBtn.title = lab("undo"); // the name, shown on hover where a narrow cell draws only an arrow
    redoBtn.title = lab("redo");
    setText(hintBtn, lab("hint"));
    setText(describeBtn, lab("describe"));
    describeBtn.title = lab("describe_title");
    newBtn.title = lab("new_title");
    hintBtn.hidden = !opt("hints", true);
    undoBtn.setAttribute("aria-disabled", String(!v.can_undo));
    redoBtn.setAttribute("aria-disabled", String(!v.can_redo));

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
  }

  function renderBoard() {
    const hadFocus = board.contains(document.activeElement);
    const cols = columns();
    const ncols = String(Math.max(cols.length, 1));
    if (el.style.getPropertyValue("--sp-ncols") !== ncols) el.style.setProperty("--sp-ncols", ncols);
    board.setAttribute("aria-label", lab("board"));
    focusCol = Math.min(Math.max(focusCol, 1), Math.max(cols.length, 1));

    // Rebuild only the columns whose content (or spoken label) changed: a move
    // touches two columns, a deal or a new game all of them.
    const same = cols.length === colEls.length;
    const nextCols = [];
    const nextCards = [];
    const nextKeys = [];
    cols.forEach((c, i) => {
      const label = columnLabel(c, i + 1);
      const key = `${c.hidden | 0}|${c.movable | 0}|${Array.isArray(c.up) ? c.up.join(" ") : ""}|${label}`;
      if (same && colKeys[i] === key) {
        for (const card of cardEls[i]) card.classList.remove(...ANIM_CLASSES); // animate once only
        nextCols.push(colEls[i]);
        nextCards.push(cardEls[i]);
      } else {
        // the column element itself is kept (a focused column keeps focus without a
        // focus() call, which would force a layout); only its cards are rebuilt
        const { colEl, cards } = buildColumn(c, i + 1, label, same ? colEls[i] : null);
        nextCols.push(colEl);
        nextCards.push(cards);
      }
      nextKeys.push(key);
    });
    if (!same) board.replaceChildren(...nextCols);
    for (const colEl of nextCols) colEl.classList.remove("sp-pending");
    const firstChanged = colEls[0] !== nextCols[0];
    colEls = nextCols;
    cardEls = nextCards;
    colKeys = nextKeys;
    if (firstChanged) watchCardWidth();
    pick = clampPick(pick);
    decorate();
    if (hadFocus && !board.contains(document.activeElement) && colEls[focusCol - 1]) {
      colEls[focusCol - 1].focus({ preventScroll: true });
    }
  }

  /** What a screen reader says for a column: "Column 3, 2 face-down, 9♠ 8♠ 7♥". */
  function columnLabel(c, col) {
    const hidden = Math.max(0, c.hidden | 0);
    const up = Array.isArray(c.up) ? c.up : [];
    const parts = [lab("column", { n: col })];
    if (hidden) parts.push(lab("hidden", { n: hidden }));
    if (up.length) parts.push(up.map(spokenCard).join(" "));
    if (!hidden && !up.length) parts.push(lab("empty"));
    return parts.join(", ");
  }

  /**
   * Card sizes follow the column width through one custom property. A
   * ResizeObserver on the first column reports its width after layout (also
   * right after it is observed), so rendering never forces a layout.
   */
  function watchCardWidth() {
    if (!resizeObserver) return measureCards();
    resizeObserver.disconnect();
    if (colEls[0]) resizeObserver.observe(colEls[0]);
  }

  function measureCards() {
    const w = colEls.length ? colEls[0].clientWidth : 0;
    if (w > 0 && Math.abs(w - cardWidth) > 0.5) {
      cardWidth = w;
      el.style.setProperty("--sp-card-w", w + "px");
    }
  }

  /** A column's element and its face-up cards; ``reuse`` (the column shown there) is refilled. */
  function buildColumn(c, col, label, reuse) {
    const hidden = Math.max(0, c.hidden | 0);
    const up = Array.isArray(c.up) ? c.up : [];
    const colEl = reuse || h("div", "sp-column", { "data-col": String(col), role: "button", tabindex: "-1" });
    const fan = fanFor(hidden, up.length);
    colEl.style.setProperty("--sp-fan-down", fan.down + "%");
    colEl.style.setProperty("--sp-fan-up", fan.up + "%");
    colEl.setAttribute("aria-label", label);

    const kids = [];
    if (!hidden && !up.length) kids.push(h("div", "sp-empty", { "aria-hidden": "true" }));
    for (let i = 0; i < hidden; i++) {
      kids.push(h("div", "sp-back back", { "data-col": String(col), "aria-hidden": "true" }));
    }
    const firstMovable = up.length - Math.max(0, c.movable | 0);
    const cards = up.map((code, i) => {
      const card = buildCard(code, i === up.length - 1);
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
   */
  function buildCard(code, uncovered) {
    const { suit } = cardParts(code);
    const symbol = SUIT_SYMBOL[suit] || suit;
    const card = h("div", "sp-card" + (RED_SUITS.has(suit) ? " sp-red" : ""), { "aria-hidden": "true" });
    card.dataset.card = String(code);
    const face = h("div", "sp-face");
    face.textContent = spokenCard(code); // the corner, with the language's rank letters (pt D♦ for QD)
    if (uncovered) {
      const pip = h("span", "sp-pip");
      pip.textContent = symbol;
      face.append(pip);
    }
    card.append(face);
    return card;
  }

  /** Transient classes (selection, targets, hint, cursor, tabindex): no rebuild. */
  function decorate() {
    const lifted = press && press.dragging ? { src: press.col, count: press.count } : sel;
    const targets = new Set();
    if (lifted && opt("highlights", true)) {
      for (const t of legal()) if (t[0] === lifted.src && t[1] === lifted.count) targets.add(t[2]);
    }
    const hint = opt("hints", true) && drawn && drawn.hint ? drawn.hint : null;
    const kbdRange = lifted || (column(focusCol).movable | 0) <= 0 ? null : { src: focusCol, count: pick };

    colEls.forEach((colEl, i) => {
      const col = i + 1;
      const tabIndex = col === focusCol ? 0 : -1;
      if (colEl.tabIndex !== tabIndex) colEl.tabIndex = tabIndex; // on the focused column it would force a layout
      colEl.classList.toggle("sp-target", targets.has(col));
      colEl.classList.toggle("sp-source", Boolean(lifted && lifted.src === col));
      colEl.classList.toggle("sp-hint", Boolean(hint && hint.dst === col));
      colEl.classList.remove("sp-over", "sp-refuse");
      const cards = cardEls[i];
      const n = cards.length;
      cards.forEach((card, idx) => {
        const inGroup = (g) => g && g.src === col && idx >= n - g.count;
        card.classList.toggle("sp-selected", Boolean(sel && inGroup(sel)));
        card.classList.toggle("sp-lifted", Boolean(press && press.dragging && inGroup(lifted)));
        card.classList.toggle("sp-hint", Boolean(hint && inGroup(hint)));
        card.classList.toggle("sp-cursor", Boolean(kbdRange && inGroup(kbdRange)));
      });
    });
    stockBtn.classList.toggle("sp-hint", Boolean(hint && hint.src == null));
  }

  /** The level's record from view.stats (null: the board records no statistics). */
  function renderRecord(stats) {
    recordEl.hidden = !stats;
    wonRecord.hidden = !stats;
    if (!stats) return;
    setText(recordEl.firstChild, lab("record", { won: stats.won, played: stats.played }));
    recordEl.title = lab("record_title");
    const lines = [];
    if (stats.best_score != null) lines.push(lab("best", { n: stats.best_score }));
    if (stats.streak > 0) lines.push(lab("streak", { n: stats.streak }));
    setText(wonRecord, lines.join(" · "));
  }

  function renderBanners() {
    const won = Boolean(view && view.won);
    const stuck = Boolean(view && view.stuck && !won);
    // a short celebration when this view is the one that won (CSS skips it under prefers-reduced-motion)
    if (won && wonBanner.hidden) restartAnimation(el, "sp-celebrate");
    wonBanner.hidden = !won;
    setText(wonText, lab("won"));
    setText(wonNew, lab("new"));
    stuckBanner.hidden = !stuck;
    setText(stuckText, lab("stuck"));
    setText(stuckUndo, lab("undo"));
    setText(stuckNew, lab("new"));
    syncStuckTitle();
    el.classList.toggle("sp-won", won);
    el.classList.toggle("sp-stuck", stuck);
  }

  /** The "Can this deal be won?" button, and Cancel / Next step while a search runs or a line is kept. */
  function renderSolve() {
    const solve = view && view.solve && typeof view.solve === "object" ? view.solve : null;
    const state = solve ? String(solve.state || "") : "";
    const running = state === "running";
    const won = Boolean(view && view.won);
    const stepsLeft = solve && state === "win" ? Number(solve.steps_left) || 0 : 0;
    setText(solveBtn, lab("solve"));
    solveBtn.hidden = !opt("hints", true);
    solveBtn.setAttribute("aria-disabled", String(running || won));
    setText(solveCancel, lab("solve_cancel"));
    setText(solveStep, lab("solve_step"));
    solveCancel.hidden = !running;
    solveStep.hidden = !(stepsLeft > 0 && !won);
    solveBar.hidden = solveCancel.hidden && solveStep.hidden;
    el.classList.toggle("sp-solve-buttons", !solveBar.hidden);
    if (el.dataset.solve !== state) el.dataset.solve = state;
  }

  /** The stuck banner's words only when the status line is not already saying them. */
  function syncStuckTitle() {
    const st = model.get("status") || {};
    stuckText.hidden = st.kind === "stuck" && Boolean(st.text);
  }

  function renderStatus() {
    const st = model.get("status") || {};
    const kind = st.kind || "info";
    if (note && note.id !== st.id) note = null; // a word of ours lasts until the next message
    const text = [st.text || "", note ? note.text : ""].filter(Boolean).join(" ");
    const again = lastStatusId !== undefined && st.id !== lastStatusId;
    // Clear, then set a moment later, so screen readers announce the text
    // again even when it did not change. Meanwhile the line keeps its height
    // and look (.sp-status-empty follows the new text), so nothing moves.
    const held = again && statusEl.textContent ? statusEl.getBoundingClientRect().height : 0;
    statusEl.className = `sp-status sp-status-${kind}` + (text ? "" : " sp-status-empty");
    // A search's progress keeps its status id: busy, so screen readers wait for the answer.
    const progress = kind === "search" && lastStatusId !== undefined && st.id === lastStatusId;
    if (progress) statusEl.setAttribute("aria-busy", "true");
    else statusEl.removeAttribute("aria-busy");
    statusEl.dataset.kind = kind;
    statusEl.dataset.id = String(st.id ?? "");
    if (!again) {
      // first render, or the same message updated (a search's progress): no re-announce,
      // and a re-announce still pending must not bring back the older text
      clearTimeout(statusTimer);
      statusEl.style.minHeight = "";
      setText(statusEl, text);
    } else {
      statusEl.style.minHeight = held ? held + "px" : "";
      statusEl.textContent = "";
      clearTimeout(statusTimer);
      statusTimer = setTimeout(() => {
        statusEl.textContent = text;
        statusEl.style.minHeight = "";
        restartAnimation(statusEl, "sp-anim-status");
      }, 50);
    }
    lastStatusId = st.id;
    syncStuckTitle();
  }

  function announce(text) {
    srEl.textContent = text;
  }

  // ------------------------------------------------------------ animation
  function restartAnimation(node, cls) {
    node.classList.remove(cls);
    void node.offsetWidth; // reflow so the animation starts again
    node.classList.add(cls);
  }

  function lastCardEl(col) {
    const cards = cardEls[col - 1];
    return cards && cards.length ? cards[cards.length - 1] : null;
  }

  /**
   * Short CSS animations for the newest change; they never block input.
   * @param {Animated | null} last
   */
  function animate(last) {
    if (!last || !view) return;
    if (last.kind === "move" && !last.landed && !(last.runs || []).includes(last.dst)) {
      const cards = cardEls[last.dst - 1] || [];
      cards.slice(-Math.max(1, last.count | 0)).forEach((c) => c.classList.add("sp-anim-land"));
    } else if (last.kind === "deal") {
      (last.columns || []).forEach((col, i) => {
        const c = lastCardEl(col);
        if (c) {
          c.style.setProperty("--sp-i", String(i));
          c.classList.add("sp-anim-deal");
        }
      });
    } else if (last.kind === "new") {
      restartAnimation(board, "sp-anim-new");
    }
    for (const col of last.flipped || []) {
      const cards = cardEls[col - 1];
      if (cards && cards[0]) cards[0].classList.add("sp-anim-flip");
    }
    const runs = (last.runs || []).length;
    if (runs) {
      const badges = removedEl.querySelectorAll(".sp-run:not(.sp-run-empty)");
      for (let i = Math.max(0, badges.length - runs); i < badges.length; i++) badges[i].classList.add("sp-anim-pop");
    }
  }

  // ------------------------------------------------------------- selection
  function clampPick(n) {
    const m = column(focusCol).movable | 0;
    return m > 0 ? Math.min(Math.max(n, 1), m) : 1;
  }

  function select(src, count) {
    sel = { src, count };
    decorate();
    const up = column(src).up || [];
    announce(lab("lifted", { cards: up.slice(-count).map(spokenCard).join(" "), n: src }));
  }

  function clearSel(quiet) {
    if (!sel) return;
    sel = null;
    decorate();
    if (!quiet) announce(lab("cancelled"));
  }

  /** The liftable group starting at a card, or null. */
  function groupAt(col, index) {
    const c = column(col);
    const up = c.up || [];
    const movable = c.movable | 0;
    if (index == null || movable <= 0 || index < up.length - movable || index >= up.length) return null;
    return { src: col, count: up.length - index };
  }

  // --------------------------------------------------------------- pointer
  /**
   * The column (and face-up card index) under an event target, or null.
   * @param {EventTarget | null} target
   * @returns {{col: number, index: number | null} | null}
   */
  function locate(target) {
    /** @type {HTMLElement | null} */
    const colEl = target instanceof Element ? target.closest(".sp-column") : null;
    if (!colEl || !board.contains(colEl)) return null;
    /** @type {HTMLElement | null} */
    const cardEl = /** @type {Element} */ (target).closest(".sp-card");
    return {
      col: Number(colEl.dataset.col),
      index: cardEl && colEl.contains(cardEl) ? Number(cardEl.dataset.index) : null,
    };
  }

  function onPointerDown(e) {
    el.classList.remove("sp-kbd");
    if (press) return; // a second finger: ignore
    if (e.pointerType === "mouse" && e.button !== 0) return;
    lastPointerType = e.pointerType || "mouse";
    const at = locate(e.target);
    if (!at) {
      // A press outside the columns (not on a control) cancels a selection.
      if (sel && !e.target.closest("button, select, label")) clearSel();
      return;
    }
    const group = groupAt(at.col, at.index);
    press = {
      id: e.pointerId,
      type: lastPointerType,
      x: e.clientX,
      y: e.clientY,
      col: at.col,
      index: at.index,
      count: group ? group.count : 0,
      liftable: Boolean(group),
      moved: false,
      dragging: false,
    };
  }

  function onPointerMove(e) {
    if (!press || e.pointerId !== press.id) return;
    if (!press.dragging) {
      const limit = DRAG_THRESHOLD[press.type] ?? 4;
      if (Math.hypot(e.clientX - press.x, e.clientY - press.y) < limit) return;
      press.moved = true;
      if (!press.liftable) return;
      startDrag(e);
    }
    moveGhost(e.clientX, e.clientY);
    markOver(columnAt(e.clientX, e.clientY));
  }

  function onPointerUp(e) {
    if (!press || e.pointerId !== press.id) return;
    const p = press;
    if (p.dragging) drop(e.clientX, e.clientY);
    else if (!p.moved) tap(p);
    press = null;
  }

  /**
   * A touch press is captured by the card it starts on; the drag moves the
   * capture to the root, and the card then loses it: that is no cancel. Only
   * the root losing its own capture (mid-drag) ends the drag.
   */
  function onLostCapture(e) {
    if (e.target === el) onPointerCancel(e);
  }

  function onPointerCancel(e) {
    if (!press || e.pointerId !== press.id) return;
    if (press.dragging) endDrag();
    press = null;
  }

  /** A tap or click without drag (mouse double-clicks are in onDblClick). */
  function tap(p) {
    if (sel) {
      if (p.col === sel.src) {
        clearSel(); // click the selection again: cancel
      } else {
        const { src, count } = sel;
        clearSel(true);
        sendMove(src, count, p.col);
        lastTapSendAt = performance.now();
      }
      return;
    }
    if (!p.liftable) return;
    if (p.type !== "mouse" && opt("double_click", true)) {
      sendAuto(p.col, p.count); // a single tap on touch places automatically
      lastTapSendAt = performance.now();
      return;
    }
    select(p.col, p.count);
  }

  function onDblClick(e) {
    if (lastPointerType !== "mouse") return; // touch taps were handled already
    const at = locate(e.target);
    if (!at) return;
    clearSel(true); // a double-click never leaves a selection behind
    if (!opt("double_click", true)) return;
    if (performance.now() - lastTapSendAt < DBLCLICK_GUARD_MS) return; // its first click sent a move
    const group = groupAt(at.col, at.index);
    if (!group) return;
    sendAuto(group.src, group.count);
  }

  // ------------------------------------------------------------------ drag
  function startDrag(e) {
    press.dragging = true;
    sel = null;
    const colEl = colEls[press.col - 1];
    const cards = cardEls[press.col - 1];
    const first = cards[press.index];
    const rect = first.getBoundingClientRect();
    press.offX = press.x - rect.left;
    press.offY = press.y - rect.top;

    const ghost = h("div", "sp-ghost", { "aria-hidden": "true" });
    ghost.style.width = colEl.getBoundingClientRect().width + "px";
    ghost.style.setProperty("--sp-fan-up", colEl.style.getPropertyValue("--sp-fan-up"));
    for (const card of cards.slice(press.index)) {
      const copy = /** @type {HTMLElement} */ (card.cloneNode(true));
      copy.removeAttribute("data-col");
      copy.removeAttribute("data-index");
      copy.className = "sp-card" + (card.classList.contains("sp-red") ? " sp-red" : "");
      ghost.append(copy);
    }
    el.append(ghost);
    press.ghost = ghost;
    try {
      el.setPointerCapture(e.pointerId);
    } catch (_) {
      /* synthetic events may have no active pointer */
    }
    el.classList.add("sp-dragging");
    decorate();
  }

  function moveGhost(x, y) {
    if (!press || !press.ghost) return;
    const r = el.getBoundingClientRect();
    press.ghost.style.transform = `translate(${x - r.left - press.offX}px, ${y - r.top - press.offY}px)`;
  }

  /** The column under a point (the whole board height counts), or null. */
  function columnAt(x, y) {
    const b = board.getBoundingClientRect();
    if (y < b.top - 24 || y > b.bottom + 24) return null;
    if (x < b.left || x > b.right) return null; // a column scrolled out of sight does not count
    for (let i = 0; i < colEls.length; i++) {
      const r = colEls[i].getBoundingClientRect();
      const gap = 4;
      if (x >= r.left - gap && x <= r.right + gap) return i + 1;
    }
    return null;
  }

  /** The column under a dragged group: "over", and "refuse" when the group may not go there. */
  function markOver(col) {
    const refused = col != null && col !== press.col && opt("highlights", true) && !isLegal(press.col, press.count, col);
    colEls.forEach((c, i) => {
      c.classList.toggle("sp-over", i + 1 === col);
      c.classList.toggle("sp-refuse", i + 1 === col && refused);
    });
  }

  function drop(x, y) {
    const { col: src, count } = press;
    const dst = columnAt(x, y);
    const r = el.getBoundingClientRect();
    const inside = x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
    endDrag();
    if (dst === src) return; // back on its own column: cancel
    if (opt("auto_place", false)) {
      if (inside || dst) sendAuto(src, count);
    } else if (dst) {
      sendMove(src, count, dst);
    }
  }

  function endDrag() {
    if (!press) return;
    if (press.ghost) press.ghost.remove();
    press.ghost = null;
    press.dragging = false;
    try {
      if (el.hasPointerCapture(press.id)) el.releasePointerCapture(press.id);
    } catch (_) {
      /* already released */
    }
    el.classList.remove("sp-dragging");
    decorate();
  }

  // -------------------------------------------------------------- keyboard
  function focusColumn(col) {
    const n = colEls.length;
    if (!n) return;
    const next = Math.min(Math.max(col, 1), n);
    if (next !== focusCol && !sel) pick = Infinity; // default: the whole end group
    focusCol = next;
    pick = clampPick(pick);
    decorate();
    colEls[focusCol - 1].focus({ preventScroll: false });
  }

  function activate() {
    if (sel) {
      if (focusCol === sel.src) clearSel();
      else {
        const { src, count } = sel;
        clearSel(true);
        sendMove(src, count, focusCol);
      }
      return;
    }
    const c = column(focusCol);
    if ((c.movable | 0) > 0) select(focusCol, clampPick(pick));
  }

  /**
   * Keys pressed inside the board never reach the notebook: JupyterLab and
   * Notebook 7 listen for command-mode keys (D D deletes the cell, A/B insert,
   * X/C/V cut/copy/paste, Z undoes a cell deletion, M/Y change its type,
   * Shift+Enter runs it) on the document, after the board. Tab still moves the
   * focus, and Ctrl/Cmd shortcuts the board does not use still reach the page.
   */
  function keepKeyInside(e) {
    const mod = e.ctrlKey || e.metaKey;
    if (e.key === "Tab" || (mod && e.key !== "Enter")) return;
    e.stopPropagation();
  }

  function onKeyDown(e) {
    keepKeyInside(e);
    if (e.defaultPrevented) return;
    const t = e.target instanceof Element ? e.target : el;
    if (t.closest("select, input, textarea")) return; // let form controls work
    const onButton = Boolean(t.closest("button"));
    const inBoard = t === el || board.contains(t);
    const ctrl = e.ctrlKey || e.metaKey;
    const key = e.key;
    let handled = true;

    if (ctrl && !e.altKey && (key === "z" || key === "Z")) send(e.shiftKey ? "redo" : "undo");
    else if (ctrl || e.altKey) handled = false;
    else if (key === "ArrowLeft" || key === "ArrowRight" || key === "Home" || key === "End") {
      if (!inBoard) handled = false;
      else if (key === "Home") focusColumn(1);
      else if (key === "End") focusColumn(colEls.length);
      else focusColumn(t === el || t === board ? focusCol : focusCol + (key === "ArrowLeft" ? -1 : 1));
    } else if (key === "ArrowUp" || key === "ArrowDown") {
      if (!inBoard) handled = false;
      else if (!sel) {
        pick = clampPick(pick + (key === "ArrowUp" ? 1 : -1));
        decorate();
      }
    } else if (key === " " || key === "Enter") {
      if (onButton || !inBoard) handled = false;
      else activate();
    } else if (key === "Escape") {
      if (press && press.dragging) {
        endDrag();
        press = null;
      } else if (sel) clearSel();
      else handled = false;
    } else {
      switch (key.toLowerCase()) {
        case "d":
          send("deal");
          break;
        case "u":
          send("undo");
          break;
        case "y":
          send("redo");
          break;
        case "n":
          newGame(suitsSelect.value);
          break;
        case "r":
          send("restart");
          break;
        case "s": {
          const next = NEXT_SUITS[view ? view.suits : 1] || 1;
          suitsSelect.value = String(next);
          newGame(next);
          break;
        }
        case "h":
          if (opt("hints", true)) send("hint");
          else handled = false;
          break;
        case "p":
          send("describe");
          break;
        case "w": // "Can this deal be won?"
          if (opt("hints", true)) send("solve");
          else handled = false;
          break;
        case "g": // go on: the next step of the winning line
          send("solve_step");
          break;
        default:
          handled = false;
      }
    }
    if (handled) {
      e.preventDefault();
      e.stopPropagation();
      el.classList.add("sp-kbd");
    }
  }

  function onFocusIn(e) {
    const at = locate(e.target);
    if (!at || at.col === focusCol) return;
    focusCol = at.col;
    if (!sel) pick = Infinity;
    pick = clampPick(pick);
    decorate();
  }

  // --------------------------------------------------------------- buttons
  function onClick(e) {
    const btn = e.target instanceof Element ? e.target.closest("button") : null;
    if (!btn || !el.contains(btn)) return;
    if (btn === stockBtn) send("deal");
    else if (btn === newBtn || btn === wonNew || btn === stuckNew) newGame(suitsSelect.value);
    else if (btn === restartBtn) send("restart");
    else if (btn === undoBtn || btn === stuckUndo) send("undo");
    else if (btn === redoBtn) send("redo");
    else if (btn === hintBtn) send("hint");
    else if (btn === describeBtn) send("describe");
    else if (btn === solveBtn) send("solve");
    else if (btn === solveCancel) send("solve_cancel");
    else if (btn === solveStep) send("solve_step");
    else return;
    clearSel(true);
  }

  /** Picking a suit count deals a new game with it at once (Undo brings the old game back). */
  function onChange(e) {
    if (e.target === suitsSelect) newGame(suitsSelect.value);
  }

  // ----------------------------------------------------------------- wiring
  /** @type {[string, (e: any) => void][]} */
  const domListeners = [
    ["pointerdown", onPointerDown],
    ["pointermove", onPointerMove],
    ["pointerup", onPointerUp],
    ["pointercancel", onPointerCancel],
    ["lostpointercapture", onLostCapture],
    ["dblclick", onDblClick],
    ["click", onClick],
    ["keydown", onKeyDown],
    ["focusin", onFocusIn],
    ["change", onChange],
  ];
  const onOptions = () => {
    renderHeader();
    renderSolve();
    decorate();
  };
  /** @type {[string, () => void][]} */
  const modelListeners = [
    ["change:view", onView],
    ["change:labels", renderAll],
    ["change:lang", renderAll],
    ["change:status", renderStatus],
    ["change:view", settle],
    ["change:status", settle],
    ["change:hints", onOptions],
    ["change:highlights", onOptions],
    ["change:double_click", onOptions],
    ["change:auto_place", onOptions],
  ];
  for (const [type, fn] of domListeners) el.addEventListener(type, fn);
  for (const [name, fn] of modelListeners) model.on(name, fn);

  renderAll();
  renderStatus();

  return () => {
    exercise.destroy();
    for (const [type, fn] of domListeners) el.removeEventListener(type, fn);
    for (const [name, fn] of modelListeners) model.off(name, fn);
    if (resizeObserver) resizeObserver.disconnect();
    clearTimeout(statusTimer);
    clearTimeout(inflightTimer);
    if (press && press.ghost) press.ghost.remove();
    press = null;
    sel = null;
  };
}

// =========================================================================
// Exercises and lesson mode: view.exercise and view.lesson (docs/protocol.md)
// =========================================================================
//
// .sp-exercise       the exercise panel, between the header and the message
//                    row (hidden outside exercise mode); data-state = state
//   .sp-ex-counter   "Exercise 2 of 5" (sets only)   .sp-ex-title   its title
//   .sp-ex-state     .sp-ex-open / .sp-ex-met / .sp-ex-lost
//   .sp-ex-tries .sp-ex-hints   counters, the number in data-value
//   .sp-ex-goal      the goal in words
//   .sp-ex-answers   a question's options: .sp-ex-option buttons, data-option
//                    = 1, 2, ... -> {"type":"answer","value":N}
//   .sp-ex-number-box  a number question: input.sp-ex-number, .sp-ex-answer
//   .sp-ex-reset {"type":"reset"}, .sp-ex-show {"type":"show"},
//   .sp-ex-next {"type":"next"} (sets, while another exercise follows)
// The root gets .sp-in-exercise and .sp-lesson; the CSS hides what they lock
// (the kernel refuses those intents as well).

function renderClassroom(el, panel, view) {
  const v = view || {};
  el.classList.toggle("sp-lesson", Boolean(v.lesson));
  el.classList.toggle("sp-in-exercise", Boolean(v.exercise));
  panel.update(v.exercise || null);
}

function exercisePanel(send) {
  const node = h("section", "sp-exercise");
  node.hidden = true;
  const head = h("div", "sp-ex-head");
  const counter = h("span", "sp-ex-counter");
  const title = h("span", "sp-ex-title");
  const state = h("span", "sp-ex-state");
  const tries = h("span", "sp-ex-tries");
  const hints = h("span", "sp-ex-hints");
  head.append(counter, title, state, tries, hints);
  const goal = h("p", "sp-ex-goal");
  const answers = h("div", "sp-ex-answers", { role: "group" });
  const numberBox = h("form", "sp-ex-number-box");
  const number = h("input", "sp-ex-number", { type: "text", inputmode: "numeric", autocomplete: "off" });
  const numberBtn = h("button", "sp-btn sp-ex-answer", { type: "submit" });
  numberBox.append(number, numberBtn);
  const buttons = h("div", "sp-ex-buttons");
  const resetBtn = h("button", "sp-btn sp-ex-reset", { type: "button" });
  const showBtn = h("button", "sp-btn sp-ex-show", { type: "button" });
  const nextBtn = h("button", "sp-btn sp-ex-next", { type: "button" });
  buttons.append(resetBtn, showBtn, nextBtn);
  node.append(head, goal, answers, numberBox, buttons);
  let optionsKey = null;

  const listeners = [
    [resetBtn, "click", () => send("reset")],
    [showBtn, "click", () => send("show")],
    [nextBtn, "click", () => send("next")],
    [
      numberBox,
      "submit",
      (e) => {
        e.preventDefault();
        const text = number.value.trim();
        if (/^-?\d{1,7}$/.test(text)) send("answer", { value: Number(text) });
      },
    ],
    [
      answers,
      "click",
      (e) => {
        const btn = e.target instanceof Element ? e.target.closest("button[data-option]") : null;
        if (btn) send("answer", { value: Number(btn.dataset.option) });
      },
    ],
  ];
  for (const [target, type, fn] of listeners) target.addEventListener(type, fn);
  const destroy = () => {
    for (const [target, type, fn] of listeners) target.removeEventListener(type, fn);
  };

  function update(ex) {
    node.hidden = !ex;
    if (!ex) return;
    const words = ex.labels || {};
    const say = (key, vars) => fmt(words[key] ?? key, vars);
    node.dataset.state = ex.state;
    setText(counter, say("exercise_of", { i: ex.index, n: ex.count }));
    counter.hidden = ex.count <= 1;
    setText(title, ex.title || "");
    title.hidden = !ex.title;
    const shown = ex.shown && !ex.solved && ex.state !== "open";
    setText(state, say(shown ? "exercise_shown" : `exercise_${ex.state}`));
    state.className = `sp-ex-state sp-ex-${ex.state}`;
    setText(tries, say("exercise_tries", { n: ex.tries }));
    tries.dataset.value = String(ex.tries);
    setText(hints, say("exercise_hints", { n: ex.hints }));
    hints.dataset.value = String(ex.hints);
    hints.hidden = !ex.nudge;
    setText(goal, ex.goal);
    const options = Array.isArray(ex.options) ? ex.options : [];
    const key = JSON.stringify(options);
    if (key !== optionsKey) {
      optionsKey = key;
      const numbered = options.length > 2;
      const items = options.map((text, i) => {
        const b = h("button", "sp-btn sp-ex-option", { type: "button", "data-option": String(i + 1) });
        b.textContent = numbered ? `${i + 1}. ${text}` : text;
        return b;
      });
      answers.replaceChildren(...items);
    }
    answers.hidden = !options.length;
    for (const b of answers.children) b.setAttribute("aria-disabled", String(ex.state !== "open"));
    numberBox.hidden = !ex.number;
    number.setAttribute("aria-label", say("exercise_number"));
    number.placeholder = say("exercise_number");
    setText(numberBtn, say("exercise_answer"));
    setText(resetBtn, say("exercise_reset"));
    setText(showBtn, say("exercise_show"));
    setText(nextBtn, say("exercise_next"));
    nextBtn.hidden = !ex.has_next;
  }
  return { node, update, destroy };
}

export default { render };
