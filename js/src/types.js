// @ts-check
// The typed contract. The synced traits and the intents, mirroring the TypedDicts of
// spiderette_widget/board/_protocol.py key for key (docs/protocol.md; tests/test_js_types.py
// compares the keys with TypeScript's own reading of these typedefs), then the
// types the front end keeps for itself. Checked with `tsc --allowJs --checkJs --noEmit`
// (tests/test_js_types.py). Types only: this module bundles to nothing.

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
 * @typedef {{index: number, count: number, title: string | null, set_title: string | null, goal: string,
 *   asks: boolean,
 *   options: string[] | null, number: boolean, state: "open" | "met" | "lost", tries: number, hints: number,
 *   solved: boolean, shown: boolean, has_next: boolean, nudge: boolean, level: number | null,
 *   levels: (number | null)[], done: boolean[], labels: Record<string, string>}} ExerciseView
 * @typedef {{move: number, mark: "inaccuracy" | "mistake" | "blunder", text: string, chance: number,
 *   picture: string}} ReviewMove
 * @typedef {{state: "running" | "done" | "failed", done: number, total: number, summary: string | null,
 *   points: number[][], skill: number[][], costly: ReviewMove[], labels: Record<string, string>}} ReviewView
 * @typedef {{rev: number, game: "spiderette" | "spider", suits: number, scoring: "app" | "classic" | "reveal",
 *   code: string | null, columns: Column[], stock: number, deals_left: number, removed: string[],
 *   runs_to_win: number, score: number, moves: number, won: boolean, stuck: boolean, can_deal: boolean,
 *   deal_why: string | null, can_undo: boolean, can_redo: boolean, legal: Triple[], best: Triple[],
 *   hint: Hint | null, last: Last | null, solve: Solve | null, stats: Stats | null,
 *   exercise: ExerciseView | null, lesson: boolean, winnable: boolean, review: ReviewView | null}} View
 * @typedef {"info" | "error" | "win" | "stuck" | "hint" | "search" | "describe"} StatusKind
 * @typedef {{id: number, kind: StatusKind, text: string}} Status
 *
 * @typedef {{type: "move", src: number, count: number, dst: number, rev: number}} MoveIntent
 * @typedef {{type: "auto", src: number, count: number, rev: number}} AutoIntent
 * @typedef {{type: "deal" | "undo" | "redo" | "hint" | "restart" | "solve" | "solve_step" | "reset" | "show" | "next",
 *   rev: number}} RevIntent
 * @typedef {{type: "new", suits?: number, winnable?: boolean, rev?: number}} NewIntent
 * @typedef {{type: "describe" | "solve_cancel" | "review" | "review_close", rev?: number}} AnyRevIntent
 * @typedef {{type: "answer", value: number | string, rev: number}} AnswerIntent
 * @typedef {{type: "go", index: number, rev: number}} GoIntent
 * @typedef {MoveIntent | AutoIntent | RevIntent | NewIntent | AnyRevIntent | AnswerIntent | GoIntent} Intent
 * @typedef {Intent["type"]} IntentType  the intents' names: a misspelt one does not type-check
 *
 * @typedef {{kind: string, src?: number, dst?: number, count?: number, columns?: number[],
 *   flipped?: number[], runs?: number[], landed?: boolean}} Animated
 *   a `Last` as animate() reads it (`landed`: the browser drew the move already)
 * @typedef {{type: IntentType, rev?: number | null, src?: number, count?: number, dst?: number,
 *   suits?: number, winnable?: boolean, value?: number | string}} Outgoing  an intent as send() builds it
 * @typedef {{src: number, count: number, dst: number}} Move
 * @typedef {{get(name: string): any, set?(name: string, value: any): void,
 *   on(name: string, fn: Function): void, off(name: string, fn: Function): void,
 *   save_changes?(): void, send(content: Outgoing): void}} Model  what anywidget passes to render()
 * @typedef {{rev: number | null, statusId: number | undefined, move: Move | null}} Inflight
 *   the intent sent and not answered yet; `move`: the move drawn for it
 * @typedef {{type: IntentType, extra: Object, seen: string[] | null}} Queued
 *   an intent made while another was in flight; `seen`: its columns as the player saw them
 * @typedef {{id: number, type: string, x: number, y: number, col: number, index: number | null,
 *   count: number, liftable: boolean, moved: boolean, dragging: boolean, offX?: number, offY?: number,
 *   ghost?: HTMLElement | null}} Press  a pointer press in progress
 * @typedef {{src: number, count: number}} Group  a group of cards at the end of column `src`
 */

/**
 * The elements render() builds once (header.js, status.js, solve.js, banners.js, board.js).
 * @typedef {object} Parts
 * @property {HTMLElement} header   .sp-header
 * @property {HTMLElement} codeEl   .sp-code
 * @property {HTMLElement} scoreEl  .sp-score
 * @property {HTMLElement} movesEl  .sp-moves
 * @property {HTMLElement} removedEl  .sp-removed
 * @property {HTMLElement} recordEl   .sp-record
 * @property {HTMLElement} suitsText  the <select>'s label
 * @property {HTMLSelectElement} suitsSelect  .sp-suits
 * @property {HTMLInputElement} winnableBox  .sp-winnable's checkbox: the `winnable` option
 * @property {HTMLElement} winnableText
 * @property {HTMLElement} controls   .sp-controls (fitControls: one row in every language)
 * @property {HTMLInputElement} fourColourBox  .sp-four-colour-box's checkbox: the `four_colour` option
 * @property {HTMLElement} fourColourText
 * @property {HTMLElement} winnableBadge  .sp-winnable-deal: shown when view.winnable
 * @property {HTMLElement} newBtn
 * @property {HTMLElement} restartBtn
 * @property {HTMLElement} undoBtn
 * @property {HTMLElement} redoBtn
 * @property {HTMLElement} hintBtn
 * @property {HTMLElement} describeBtn
 * @property {HTMLElement} reviewBtn  .sp-review-btn
 * @property {HTMLElement} stockBtn   .sp-stock
 * @property {HTMLElement} stockPile
 * @property {HTMLElement} stockLabel
 * @property {HTMLElement} stockCount
 * @property {HTMLElement} stockWhy
 * @property {HTMLElement} solveBtn   .sp-solve-btn
 * @property {HTMLElement} solveBar   .sp-solve-bar
 * @property {HTMLElement} solveCancel
 * @property {HTMLElement} solveStep
 * @property {HTMLElement} msgRow     .sp-msg
 * @property {HTMLElement} statusEl   .sp-status
 * @property {HTMLElement} stuckBanner
 * @property {HTMLElement} stuckText
 * @property {HTMLElement} stuckUndo
 * @property {HTMLElement} stuckNew
 * @property {HTMLElement} wonBanner
 * @property {HTMLElement} wonText
 * @property {HTMLElement} wonRecord
 * @property {HTMLElement} wonNew
 * @property {HTMLElement} play       .sp-play
 * @property {HTMLElement} board      .sp-board
 * @property {HTMLElement} srEl       .sp-sr
 */

/**
 * One board on the page: what render() was given, what it built and the state every module
 * shares (made by state.js's createBoard; each module's functions take it as their first argument).
 * @typedef {object} Board
 * @property {Model} model
 * @property {HTMLElement} el  the root, .spiderette
 * @property {Parts} ui
 * @property {ExercisePanel} exercise
 * @property {ReviewPanel} review
 * @property {(key: string, vars?: Record<string, any>) => string} lab  a label (labels.js)
 * @property {(name: string, fallback: boolean) => boolean} opt  a boolean option trait
 * @property {(code: string) => string} spokenCard  a card as a screen reader says it
 * @property {View | null} view  the kernel's `view` last rendered
 * @property {View | null} drawn  what the board draws: `view`, or `view` with the pending move drawn on it
 * @property {Inflight | null} inflight  the intent sent and not yet answered (pending.js)
 * @property {Queued[]} queue  intents made while one is in flight, sent in order once it is answered
 * @property {any} inflightTimer
 * @property {{id: number, text: string} | null} note  a word of the board's own, shown after status `id`
 * @property {Group | null} sel  tap-tap or keyboard selection
 * @property {Press | null} press  the pointer press in progress (see pointer.js)
 * @property {number} focusCol  roving tabindex: the column that is the tab stop
 * @property {number} pick  keyboard: cards of the end group chosen with Up/Down
 * @property {string} lastPointerType
 * @property {number} lastTapSendAt
 * @property {number | null} animatedRev  view.rev whose `last` was already animated
 * @property {number | null} lastSuits  view.suits the <select> was last synced to
 * @property {number | undefined} lastStatusId  status.id already shown
 * @property {any} statusTimer
 * @property {number} cardWidth  measured column width in px (drives the card font size)
 * @property {ResizeObserver | null} resizeObserver
 * @property {HTMLElement[]} colEls  column elements, index col-1
 * @property {HTMLElement[][]} cardEls  face-up card elements per column, index col-1
 * @property {string | null} badgesKey  removed runs the badges show
 * @property {string[]} colKeys  content + label of each rendered column (see renderBoard)
 */

/**
 * @typedef {{node: HTMLElement, update(ex: ExerciseView | null): void, destroy(): void}} ExercisePanel
 * @typedef {{node: HTMLElement, update(review: ReviewView | null): void, destroy(): void}} ReviewPanel
 */

export {};
