// @ts-check
// Cards as codes ("10H"): their parts, suit symbols and colours.

// U+FE0E asks for the text (not emoji) presentation of the suit symbols.
/** @type {Record<string, string>} */
export const SUIT_SYMBOL = { S: "\u2660\uFE0E", H: "\u2665\uFE0E", D: "\u2666\uFE0E", C: "\u2663\uFE0E" };
export const RED_SUITS = new Set(["H", "D"]);
export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];

export function cardParts(code) {
  const s = String(code);
  return { rank: s.slice(0, -1), suit: s.slice(-1) };
}
