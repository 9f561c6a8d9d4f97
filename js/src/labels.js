// @ts-check
// Words: the `labels` trait (English fallbacks below), plural forms, cards as a screen reader says them,
// and the boolean options.
import { cardParts, RANKS, SUIT_SYMBOL } from "./cards.js";
import { fmt } from "./dom.js";

/** @type {Record<string, string>} */
const FALLBACK_LABELS = {
  new: "New game",
  undo: "Undo",
  redo: "Redo",
  deal: "Deal",
  hint: "Hint",
  describe: "Describe",
  describe_title: "Say the whole position (P)",
  review: "Review",
  review_title: "Review the game: the expert's chance before each move, the cost of each move and the cards' luck (V)",
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
  record: "Won: {won} of {played}",
  record_title: "Games won and played at this level, on this computer",
  best: "Best score: {n}",
  streak: "Winning streak: {n}",
  // optional, for screen readers only
  lifted: "{cards} selected in column {n}",
  cancelled: "Selection cancelled",
  ranks: "A 2 3 4 5 6 7 8 9 10 J Q K", // the rank letters a screen reader says (pt: … V D R)
};

/**
 * The board's words and options, read from the model each time (they change with `labels` and `lang`).
 * @param {import("./types.js").Model} model
 */
export function labeller(model) {
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
  return { lab, opt, spokenCard };
}
