// @ts-check
// Exercises and lesson mode: view.exercise and view.lesson (docs/protocol.md)
//
// .sp-exercise       the exercise panel, between the header and the message
//                    row (hidden outside exercise mode); data-state = state
//   .sp-ex-set       the set's title ("Puzzles", a file's title)
//   .sp-ex-counter   "Exercise 2 of 5" (sets only)   .sp-ex-title   its title
//   .sp-ex-level     "Level 3" (puzzles only: view.exercise.level)
//   .sp-ex-state     .sp-ex-open / .sp-ex-met / .sp-ex-lost / .sp-ex-shown (the answer was
//                    shown, not found: not the success colour); the panel's data-state is
//                    "shown" then too
//   .sp-ex-tries .sp-ex-hints   counters, the number in data-value
//   .sp-ex-goal      the goal in words
//   .sp-ex-answers   a question's options: .sp-ex-option buttons, data-option
//                    = 1, 2, ... -> {"type":"answer","value":N}
//   .sp-ex-number-box  a number question: input.sp-ex-number, .sp-ex-answer
//   .sp-ex-reset {"type":"reset"}, .sp-ex-show {"type":"show"},
//   .sp-ex-next {"type":"next"} (sets, while another exercise follows)
//   .sp-ex-nav       (sets of two or more) select.sp-ex-level-pick: the levels (puzzles only), each
//                    with its tally; select.sp-ex-pick: the exercises of the level shown, ✓ when
//                    solved -> {"type":"go","index":N} (N from 1; a level: its first unsolved one)
// The root gets .sp-in-exercise and .sp-lesson; the CSS hides what they lock
// (the kernel refuses those intents as well).
import { fmt, h, setText } from "./dom.js";

/**
 * @param {HTMLElement} el  the root
 * @param {import("./types.js").ExercisePanel} panel
 * @param {import("./types.js").View | null} view
 */
export function renderClassroom(el, panel, view) {
  const v = /** @type {Partial<import("./types.js").View>} */ (view || {});
  el.classList.toggle("sp-lesson", Boolean(v.lesson));
  el.classList.toggle("sp-in-exercise", Boolean(v.exercise));
  panel.update(v.exercise || null);
}

/**
 * The exercise panel; `send(type, extra)` sends an intent.
 * @param {(type: import("./types.js").IntentType, extra?: Object) => void} send
 * @returns {import("./types.js").ExercisePanel}
 */
export function exercisePanel(send) {
  const node = h("section", "sp-exercise");
  node.hidden = true;
  const head = h("div", "sp-ex-head");
  const setTitle = h("span", "sp-ex-set");
  const counter = h("span", "sp-ex-counter");
  const title = h("span", "sp-ex-title");
  const level = h("span", "sp-ex-level");
  const state = h("span", "sp-ex-state");
  const tries = h("span", "sp-ex-tries");
  const hints = h("span", "sp-ex-hints");
  head.append(setTitle, counter, level, title, state, tries, hints);
  const nav = h("div", "sp-ex-nav");
  const levelBox = h("label", "sp-ex-nav-item");
  const levelText = h("span", "sp-ex-nav-text");
  const levelPick = /** @type {HTMLSelectElement} */ (h("select", "sp-ex-level-pick"));
  levelBox.append(levelText, levelPick);
  const pickBox = h("label", "sp-ex-nav-item");
  const pickText = h("span", "sp-ex-nav-text");
  const pick = /** @type {HTMLSelectElement} */ (h("select", "sp-ex-pick"));
  pickBox.append(pickText, pick);
  nav.append(levelBox, pickBox);
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
  node.append(head, nav, goal, answers, numberBox, buttons);
  let optionsKey = null;
  let navKey = null;
  /** @type {(number | null)[]} */
  let levels = [];
  /** @type {boolean[]} */
  let done = [];

  const listeners = [
    [resetBtn, "click", () => send("reset")],
    [showBtn, "click", () => send("show")],
    [nextBtn, "click", () => send("next")],
    [pick, "change", () => send("go", { index: Number(pick.value) })],
    [
      levelPick,
      "change",
      () => {
        const wanted = Number(levelPick.value);
        const of = levels.map((lv, i) => [lv, i + 1]).filter(([lv]) => lv === wanted);
        const open = of.find(([, i]) => !done[i - 1]) || of[0];
        if (open) send("go", { index: open[1] });
      },
    ],
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
    const shown = ex.shown && ex.state !== "open"; // the board shows the answer "Show me" gave
    const look = shown ? "shown" : ex.state;
    node.dataset.state = look;
    setText(counter, say("exercise_of", { i: ex.index, n: ex.count }));
    counter.hidden = ex.count <= 1;
    setText(setTitle, ex.set_title || "");
    setTitle.hidden = !ex.set_title;
    setText(level, ex.level ? say("exercise_level", { n: ex.level }) : "");
    level.hidden = !ex.level;
    setText(title, ex.title || "");
    title.hidden = !ex.title;
    setText(state, say(`exercise_${look}`));
    state.className = `sp-ex-state sp-ex-${look}`;
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
    renderNav(ex, say);
  }

  /**
   * The level and exercise menus of a set: where the learner is, what is solved.
   * @param {import("./types.js").ExerciseView} ex
   * @param {(key: string, vars?: Object) => string} say
   */
  function renderNav(ex, say) {
    levels = Array.isArray(ex.levels) ? ex.levels : [];
    done = Array.isArray(ex.done) ? ex.done : [];
    nav.hidden = ex.count <= 1;
    const graded = levels.some((lv) => lv !== null);
    levelBox.hidden = !graded;
    setText(levelText, say("exercise_levels"));
    setText(pickText, say(graded ? "exercise_pick_puzzle" : "exercise_pick"));
    const key = JSON.stringify([levels, done, ex.index, ex.labels]);
    if (key === navKey) return;
    navKey = key;
    const here = levels[ex.index - 1] ?? null;
    const distinct = [...new Set(levels)].filter((lv) => lv !== null);
    levelPick.replaceChildren(
      ...distinct.map((lv) => {
        const of = levels.filter((x) => x === lv).length;
        const solved = levels.filter((x, i) => x === lv && done[i]).length;
        const o = h("option", null, { value: String(lv) });
        o.textContent = `${lv} (${solved}/${of} ✓)`;
        return o;
      }),
    );
    levelPick.value = String(here);
    const items = levels.map((lv, i) => [lv, i + 1]).filter(([lv]) => !graded || lv === here);
    pick.replaceChildren(
      ...items.map(([, i]) => {
        const o = h("option", null, { value: String(i) });
        o.textContent = done[Number(i) - 1] ? `${i} ✓` : String(i);
        return o;
      }),
    );
    pick.value = String(ex.index);
  }
  return { node, update, destroy };
}
