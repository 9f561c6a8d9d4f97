// @ts-check
// Exercises and lesson mode: view.exercise and view.lesson (docs/protocol.md)
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
