"""Game codes and the portable shuffle behind them.

A code names the game, the suit count and the deal number:
``SD1-S2-AAAAABD`` is Spiderette (``SD1``; Spider is ``SP1``), 2 suits, deal
number ``AAAAABD`` read in base 26 with ``A = 0`` (here 1*26 + 3 = 29).

The shuffle is written out so that any language can reproduce it:

1. Seed SplitMix64 with the deal number. Each step:
   ``state = (state + 0x9E3779B97F4A7C15) mod 2**64``; ``z = state``;
   ``z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 mod 2**64``;
   ``z = (z ^ (z >> 27)) * 0x94D049BB133111EB mod 2**64``; output ``z ^ (z >> 31)``.
2. Start from the unshuffled deck (``_cards.deck``: copy by copy, suit by suit,
   ace to king) and run Fisher-Yates from the end: for ``i`` from ``n - 1`` down
   to 1, ``j = next() mod (i + 1)``, swap cards ``i`` and ``j``.
3. Deal the shuffled list from its start: column 1 takes the first cards (its
   bottom card first), then column 2, and so on; what is left is the stock, in
   dealing order.

>>> parse_code("SD1-S2-AAAAABD")
('spiderette', 2, 29)
>>> make_code("spider", 4, 29)
'SP1-S4-AAAAABD'
"""

from __future__ import annotations

from ._errors import CodeError, CodeTypeError, excerpt

MASK64 = (1 << 64) - 1
CODE_LETTERS = 7
DEAL_NUMBERS = 26**CODE_LETTERS
PREFIX = {"spiderette": "SD1", "spider": "SP1"}
GAME_OF_PREFIX = {v: k for k, v in PREFIX.items()}


def splitmix64(seed: int):
    """An endless stream of 64-bit numbers from SplitMix64 (Steele, Lea, Flood 2014).

    >>> next(splitmix64(0))
    16294208416658607535
    """
    state = seed & MASK64
    while True:
        state = (state + 0x9E3779B97F4A7C15) & MASK64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        yield z ^ (z >> 31)


def shuffled(cards: list[int], deal_number: int) -> list[int]:
    """A new list: ``cards`` shuffled by Fisher-Yates driven by SplitMix64."""
    out = list(cards)
    rng = splitmix64(deal_number)
    for i in range(len(out) - 1, 0, -1):
        j = next(rng) % (i + 1)
        out[i], out[j] = out[j], out[i]
    return out


def make_code(game: str, suits: int, deal_number: int) -> str:
    """The code of a deal: ``make_code("spiderette", 1, 0) == 'SD1-S1-AAAAAAA'``."""
    if not 0 <= deal_number < DEAL_NUMBERS:
        msg = f"deal number must be 0 to {DEAL_NUMBERS - 1}, got {deal_number}"
        raise CodeError(msg)
    letters = []
    n = deal_number
    for _ in range(CODE_LETTERS):
        n, digit = divmod(n, 26)
        letters.append(chr(ord("A") + digit))
    return f"{PREFIX[game]}-S{suits}-{''.join(reversed(letters))}"


def parse_code(code: str) -> tuple[str, int, int]:
    """``(game, suits, deal_number)`` of a code; ``CodeError`` says what is wrong."""
    if not isinstance(code, str):
        msg = f"a game code is text like 'SD1-S2-AAAAABD', got {excerpt(code)}"
        raise CodeTypeError(msg)
    parts = code.strip().upper().split("-")
    if len(parts) != 3:
        msg = f"{excerpt(code)} is not a game code: expected three parts like 'SD1-S2-AAAAABD'"
        raise CodeError(msg)
    prefix, suit_part, letters = parts
    if prefix not in GAME_OF_PREFIX:
        msg = f"{excerpt(code)}: the code must start with SD1 (Spiderette) or SP1 (Spider), not {excerpt(prefix)}"
        raise CodeError(msg)
    if suit_part not in ("S1", "S2", "S4"):
        msg = f"{excerpt(code)}: the second part must be S1, S2 or S4 (the suit count), not {excerpt(suit_part)}"
        raise CodeError(msg)
    if len(letters) != CODE_LETTERS or not all("A" <= ch <= "Z" for ch in letters):
        msg = f"{excerpt(code)}: the deal must be {CODE_LETTERS} letters A-Z, not {excerpt(letters)}"
        raise CodeError(msg)
    number = 0
    for ch in letters:
        number = number * 26 + ord(ch) - ord("A")
    return GAME_OF_PREFIX[prefix], int(suit_part[1]), number
