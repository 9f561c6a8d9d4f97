// @ts-check
// The game's review: view.review (docs/protocol.md, "Review"), drawn under the message row.
//
// .sp-review          the panel (hidden while view.review is null); data-state = running / done / failed
//   .sp-review-title  its heading; .sp-review-close {"type":"review_close"}
//   .sp-review-progress  role="progressbar" while it runs (aria-valuenow = positions judged)
//   .sp-review-summary   the review in one sentence (view.review.summary)
//   .sp-review-chart  an <svg role="img">: the chance before each move (a step line,
//                     .sp-review-line, data-points = the points as JSON), the chance had every
//                     card shown been average (.sp-review-skill, dashed, data-points: the gap
//                     between the two lines is the cards' luck), the costly moves marked
//                     (.sp-review-mark, data-move); its aria-label says start and end
//   .sp-review-legend the two lines' names and the kinds of mark drawn (.sp-review-mark-blunder, -mistake,
//                     -inaccuracy: data-mark); .sp-review-luck says where the skill line ends
//   .sp-review-costly the costly moves: an <ol> of .sp-review-move buttons (data-move,
//                     aria-expanded); pressing one shows the position before it in
//                     .sp-review-position (the kernel's SVG picture: face-down cards as backs)
//   .sp-review-none   no costly move
// While the review runs, the chart and the costly moves are those of the decisions weighed so far:
// they fill in as the kernel sends them, and a costly move can be opened before the end. Then the
// kernel sends each costly move's picture once, in the first view that lists it ("" after it): the
// pictures are kept per model (every view of the board shares them) until the panel closes.
// The Review button (.sp-review-btn, key V) is on the tabletop, by "Can this deal be won?" (header.js).
import { fmt, h, setText } from "./dom.js";

const SVG = "http://www.w3.org/2000/svg";
const W = 600; // the chart's viewBox: the plot and its margins
const H = 210;
const M = { left: 48, right: 12, top: 10, bottom: 36 };

/** @param {string} tag @param {Record<string, string | number>} [attrs] */
function s(tag, attrs = {}) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

const pc = (chance) => `${Math.round(chance * 100)}%`;

// each kind of mark drawn apart, as the Python chart does (pictures.charts.MARK_STYLES): a triangle over the
// point for a blunder (large) and a mistake, a cross for an inaccuracy
const MARKS = ["blunder", "mistake", "inaccuracy"];
/** @type {Record<string, (cx: number, cy: number) => string>} */
const MARK_SHAPES = {
  blunder: (cx, cy) => `M${cx - 7},${cy - 14}L${cx + 7},${cy - 14}L${cx},${cy - 2}Z`,
  mistake: (cx, cy) => `M${cx - 5},${cy - 12}L${cx + 5},${cy - 12}L${cx},${cy - 3}Z`,
  inaccuracy: (cx, cy) => `M${cx - 4},${cy - 12}L${cx + 4},${cy - 4}M${cx + 4},${cy - 12}L${cx - 4},${cy - 4}`,
};

/**
 * Whether the skill line differs from the chance line anywhere (else it is not drawn).
 * @param {import("./types.js").ReviewView} review
 */
const lucky = (review) =>
  (review.skill || []).some((p, i) => review.points[i] && Math.abs(p[1] - review.points[i][1]) > 0.005);

/**
 * The chart of the chance over the game: x moves played, y 0..100%, a step line, costly moves marked,
 * and the chance with average luck in the cards (a second, dashed line) when it differs.
 * @param {import("./types.js").ReviewView} review
 * @param {(key: string, vars?: Record<string, any>) => string} say
 */
function chart(review, say) {
  const pts = review.points;
  const first = pts.length ? pts[0][0] : 0;
  // while it runs the x axis spans the whole game: the lines fill in from the left
  const lastPlayed = pts.length ? pts[pts.length - 1][0] : 1;
  const last = review.state === "running" ? Math.max(lastPlayed, first + review.total - 1) : lastPlayed;
  const span = Math.max(1, last - first);
  const x = (v) => M.left + ((v - first) / span) * (W - M.left - M.right);
  const y = (v) => H - M.bottom - v * (H - M.top - M.bottom);
  const start = pts.length ? pts[0][1] : 0;
  const end = pts.length ? pts[pts.length - 1][1] : 0;
  const svg = s("svg", { class: "sp-review-chart", viewBox: `0 0 ${W} ${H}`, role: "img" });
  svg.setAttribute("aria-label", say("chart", { start: pc(start), end: pc(end) }));
  for (const v of [0, 0.25, 0.5, 0.75, 1]) {
    svg.append(s("line", { class: "sp-review-grid", x1: M.left, x2: W - M.right, y1: y(v), y2: y(v) }));
    const label = s("text", { class: "sp-review-tick", x: M.left - 6, y: y(v) + 4, "text-anchor": "end" });
    label.textContent = pc(v);
    svg.append(label);
  }
  const step = Math.max(1, Math.ceil(span / 8 / 5) * 5);
  for (let v = Math.ceil(first / step) * step; v <= last; v += step) {
    const label = s("text", { class: "sp-review-tick", x: x(v), y: H - M.bottom + 16, "text-anchor": "middle" });
    label.textContent = String(v);
    svg.append(label);
  }
  const xTitle = s("text", { class: "sp-review-axis", x: (M.left + W - M.right) / 2, y: H - 4, "text-anchor": "middle" });
  xTitle.textContent = say("x");
  const cy = (M.top + H - M.bottom) / 2; // the plot's middle
  const yTitle = s("text", { class: "sp-review-axis", x: 10, y: cy, "text-anchor": "middle" });
  yTitle.setAttribute("transform", `rotate(-90 10 ${cy})`);
  yTitle.textContent = say("y");
  const room = H - M.bottom - M.top; // a long title (pt, es) is squeezed to the plot's height, not cut
  if (say("y").length * 5.8 > room) {
    yTitle.setAttribute("textLength", String(room));
    yTitle.setAttribute("lengthAdjust", "spacingAndGlyphs");
  }
  svg.append(xTitle, yTitle);
  /** @param {number[][]} points */
  const steps = (points) => {
    let d = "";
    points.forEach(([px, py], i) => {
      d += i ? `H${x(px).toFixed(1)}V${y(py).toFixed(1)}` : `M${x(px).toFixed(1)},${y(py).toFixed(1)}`;
    });
    return d;
  };
  if (lucky(review)) {
    const skill = review.skill;
    svg.append(s("path", { class: "sp-review-skill", d: steps(skill), "data-points": JSON.stringify(skill) }));
  }
  const line = s("path", { class: "sp-review-line", d: steps(pts), "data-points": JSON.stringify(pts) });
  svg.append(line);
  const at = new Map(pts.map(([px, py]) => [px, py]));
  for (const c of review.costly) {
    const cy = y(at.get(c.move) ?? c.chance);
    const cx = x(c.move);
    const mark = s("path", {
      class: `sp-review-mark sp-review-mark-${c.mark}`,
      "data-move": c.move,
      "data-mark": c.mark,
      d: (MARK_SHAPES[c.mark] || MARK_SHAPES.blunder)(cx, cy), // (a state saved before marks had kinds: one)
    });
    const title = s("title");
    title.textContent = c.text;
    mark.append(title);
    svg.append(mark);
  }
  return svg;
}

/** @type {WeakMap<object, Map<number, string>>} per model: each costly move's picture, as the kernel sent it */
const PICTURES = new WeakMap();

/**
 * The pictures kept for `owner` (a model), with those `review` brings; emptied when the panel closes.
 * @param {object} owner
 * @param {import("./types.js").ReviewView | null} review
 * @returns {Map<number, string>}
 */
function keptPictures(owner, review) {
  let kept = PICTURES.get(owner);
  if (!kept) PICTURES.set(owner, (kept = new Map()));
  if (!review) kept.clear();
  else for (const c of review.costly) if (c.picture) kept.set(c.move, c.picture);
  return kept;
}

/**
 * The review panel; `send(type)` sends an intent; `owner` (the model) keeps the pictures the kernel sent.
 * @param {(type: import("./types.js").IntentType, extra?: Object) => void} send
 * @param {object} [owner]
 * @returns {import("./types.js").ReviewPanel}
 */
export function reviewPanel(send, owner = {}) {
  const node = h("section", "sp-review");
  node.hidden = true;
  const head = h("div", "sp-review-head");
  const title = h("h3", "sp-review-title");
  const close = h("button", "sp-btn sp-review-close", { type: "button" });
  head.append(title, close);
  const progress = h("div", "sp-review-progress", { role: "progressbar", "aria-valuemin": "0" });
  const bar = h("div", "sp-review-progress-bar");
  const progressText = h("span", "sp-review-progress-text");
  progress.append(bar, progressText);
  const summary = h("p", "sp-review-summary");
  const figure = h("div", "sp-review-figure");
  const legend = h("ul", "sp-review-legend");
  const luck = h("p", "sp-review-luck");
  const costlyTitle = h("h4", "sp-review-costly-title");
  const list = h("ol", "sp-review-costly");
  const none = h("p", "sp-review-none");
  const position = h("div", "sp-review-position");
  position.hidden = true;
  node.append(head, progress, summary, figure, legend, luck, costlyTitle, list, none, position);
  let drawn = null; // the review drawn (its JSON): the chart and the list are rebuilt only when it changes
  let shown = 0; // the costly move whose position is shown (0: none)
  /** @type {import("./types.js").ReviewView | null} */
  let current = null;
  /** @type {Map<number, string>} */
  let pictures = new Map();

  const say = (key, vars) => fmt((current && current.labels[key]) ?? key, vars);

  function show(move) {
    shown = shown === move ? 0 : move;
    const found = current ? current.costly.find((c) => c.move === shown) : null;
    position.hidden = !found;
    // the kernel's picture (what the player saw), or the one it sent in an earlier view while it ran
    position.innerHTML = found ? found.picture || pictures.get(found.move) || "" : "";
    if (found) position.setAttribute("aria-label", say("position", { n: found.move }));
    for (const btn of list.querySelectorAll("button[data-move]")) {
      const on = Number(/** @type {HTMLElement} */ (btn).dataset.move) === shown;
      btn.setAttribute("aria-expanded", String(on));
    }
  }

  const onClose = () => send("review_close");
  const onList = (e) => {
    const btn = e.target instanceof Element ? e.target.closest("button[data-move]") : null;
    if (btn) show(Number(/** @type {HTMLElement} */ (btn).dataset.move));
  };
  close.addEventListener("click", onClose);
  list.addEventListener("click", onList);
  const destroy = () => {
    close.removeEventListener("click", onClose);
    list.removeEventListener("click", onList);
  };

  /** @param {import("./types.js").ReviewView | null} review */
  function update(review) {
    current = review;
    pictures = keptPictures(owner, review);
    node.hidden = !review;
    if (!review) {
      drawn = null;
      shown = 0;
      return;
    }
    node.dataset.state = review.state;
    setText(title, say("title"));
    setText(close, say("close"));
    const running = review.state === "running";
    progress.hidden = !running;
    progress.setAttribute("aria-valuemax", String(review.total));
    progress.setAttribute("aria-valuenow", String(review.done));
    const words = say("running", { done: review.done, total: review.total });
    progress.setAttribute("aria-label", words);
    setText(progressText, words);
    bar.style.transform = `scaleX(${review.total ? review.done / review.total : 0})`;
    setText(summary, review.summary || "");
    summary.hidden = !review.summary;
    const done = review.state === "done";
    const drawing = done || (running && review.points.length > 0); // the review so far, while it runs
    costlyTitle.hidden = !drawing || !review.costly.length;
    setText(costlyTitle, say("costly"));
    none.hidden = !done || review.costly.length > 0;
    setText(none, say("none"));
    const key = JSON.stringify([review.state, review.points, review.costly, review.labels]);
    if (key === drawn) return;
    drawn = key;
    figure.replaceChildren(...(drawing && review.points.length ? [chart(review, say)] : []));
    const both = drawing && lucky(review);
    const marked = drawing ? MARKS.filter((m) => review.costly.some((c) => c.mark === m)) : [];
    const keys = [...(both ? ["line", "skill"] : []), ...marked.map((m) => `mark_${m}`)];
    legend.hidden = !keys.length;
    legend.replaceChildren(
      ...keys.map((key) => {
        const item = h("li", `sp-review-key sp-review-key-${key}`);
        const swatch = h("span", "sp-review-swatch");
        swatch.setAttribute("aria-hidden", "true");
        item.append(swatch, document.createTextNode(say(key)));
        return item;
      }),
    );
    luck.hidden = !both || !done;
    const skill = review.skill && review.skill.length ? review.skill[review.skill.length - 1][1] : 0;
    const end = review.points.length ? review.points[review.points.length - 1][1] : 0;
    setText(luck, both && done ? say("luck", { skill: pc(skill), end: pc(end) }) : "");
    list.replaceChildren(
      ...(drawing ? review.costly : []).map((c) => {
        const item = h("li", "sp-review-item");
        const btn = h("button", "sp-btn sp-review-move", {
          type: "button",
          "data-move": String(c.move),
          "aria-expanded": "false",
          title: say("show", { n: c.move }),
        });
        btn.textContent = c.text;
        item.append(btn);
        return item;
      }),
    );
    const keep = shown;
    shown = 0;
    if (keep && drawing) show(keep);
    else position.hidden = true;
  }
  return { node, update, destroy };
}
