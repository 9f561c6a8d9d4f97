"""Reading and writing games: the position notation and the JSON-able dict.

The notation is line based; ``#`` starts a comment. A teacher can type::

    game: spiderette        # or just "spiderette" / "spider" on the first line
    suits: 4                # optional: guessed from the cards when left out
    scoring: app            # optional: app, classic or reveal
    score: 500              # optional, with "moves: 0"
    removed: S H            # suits of runs already removed, or "-"
    stock: 7D 8S ?          # next card first; "?" = a card you don't care about
    1: QH ? | 5S 4S         # face-down cards | face-up cards, bottom first
    2: 10D                  # no "|": every card face up
    3: -                    # an empty column (columns left out are empty too)

Each ``?`` becomes one of the cards the position has not used yet, chosen by
the documented shuffle, so the position is always a legal set of cards.
"""

from __future__ import annotations

import re
import reprlib
from collections import Counter
from typing import Any, overload

from ..engine._cards import SUITS, card_text, deck, run_of, suit_of
from ..engine._codes import parse_code, shuffled
from ..engine._errors import CardError, CodeError, GameError, GameTypeError, NotationError, excerpt
from ..engine._game import DEFAULT_SCORING, LAYOUTS, PROFILES, SCHEMA_VERSION, UNDO_MODES, Game

UNKNOWN = -1
_TOKEN = re.compile(r"\S+")
_SUITS_USED = {1: "spades only", 2: "spades and hearts only", 4: "all four suits"}
_WHOLE = re.compile(r"[+-]?[0-9]+")  # ASCII digits only: int() would also read "١٢" and "1_0"
MAX_DIGITS = 12  # score, moves and the like: a bigger number is a typo, not a game
MAX_NUMBER = 10**MAX_DIGITS - 1
MAX_CARDS = 104  # the most cards a game has (Spider): a longer list is refused before it is read


class BadPart(GameError):
    """A problem in the parts of a position; ``part`` says where (see ``build``)."""

    def __init__(self, message: str, part: tuple[str, int]) -> None:
        super().__init__(message)
        self.part = part


def to_text(game: Game, hide: bool = False) -> str:
    """Write ``game`` in the notation; ``hide`` writes what the player sees (``game.observation()``),
    each face-down or stock card as ``?``.
    """
    lines = [f"game: {game.game}", f"suits: {game.suits}", f"scoring: {game.scoring}"]
    if game.code:
        lines.append(f"code: {game.code}")
    if hide:
        seen = game.observation()
        stock = ["?"] * seen.stock
        columns = [(["?"] * h, [card_text(c) for c in up]) for up, h in zip(seen.up, seen.hidden, strict=True)]
    else:
        d = game.to_dict()
        stock = d["stock"]
        columns = [(col["hidden"], col["up"]) for col in d["columns"]]
    lines += [
        f"score: {game.score}",
        f"moves: {game.moves}",
        f"removed: {' '.join(game.removed_suits) or '-'}",
        f"stock: {' '.join(stock) or '-'}",
    ]
    for i, (hidden, up) in enumerate(columns, 1):
        if not hidden and not up:
            lines.append(f"{i}: -")
        elif not hidden:
            lines.append(f"{i}: {' '.join(up)}")
        else:
            lines.append(f"{i}: {' '.join(hidden)} | {' '.join(up)}")
    return "\n".join(lines) + "\n"


def from_text(text: str, lang: str = "en") -> Game:
    """Read the notation; a mistake raises ``NotationError`` with its line and column."""
    if not isinstance(text, str):
        msg = f"the position must be text, got {type(text).__name__}"
        raise GameTypeError(msg)
    fields: dict[str, tuple[int, int, str]] = {}
    column_lines: dict[int, tuple[int, int, str]] = {}
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].rstrip()
        if not line.strip():
            continue
        start = len(line) - len(line.lstrip()) + 1
        key, colon, value = line.strip().partition(":")
        key = key.strip().lower()
        if not colon:
            if key in LAYOUTS and "game" not in fields:
                fields["game"] = (lineno, start, key)
                continue
            raise NotationError(f"expected 'name: value' or 'N: cards', got {excerpt(line.strip())}", lineno, start)
        value_col = start + len(line.strip()) - len(value.lstrip())
        if key.isascii() and key.isdigit():
            if len(key) > 3:
                raise NotationError(f"a column is numbered 1 to 10, not {excerpt(key)}", lineno, start)
            if int(key) in column_lines:
                raise NotationError(f"column {key} is given twice", lineno, start)
            column_lines[int(key)] = (lineno, value_col, value.lstrip())
        elif key in ("game", "suits", "scoring", "code", "score", "moves", "removed", "stock"):
            if key in fields:
                raise NotationError(f"{key!r} is given twice", lineno, start)
            fields[key] = (lineno, value_col, value.strip())
        else:
            raise NotationError(
                f"unknown field {excerpt(key)}: use game, suits, scoring, code, score, moves, removed, stock "
                "or a column number",
                lineno,
                start,
            )

    game_name = fields.get("game", (1, 1, ""))[2].lower()
    if game_name not in LAYOUTS:
        at_line, at_col, _ = fields.get("game", (1, 1, ""))
        msg = f"say which game first: 'game: spiderette' or 'game: spider', got {excerpt(game_name)}"
        raise NotationError(msg, at_line, at_col)
    layout = LAYOUTS[game_name]

    columns: list[tuple[list[int], list[int]]] = [([], []) for _ in range(layout.columns)]
    places: list[list[tuple[int, int]]] = [[] for _ in range(layout.columns + 1)]  # where each card was read
    for number, (lineno, col, value) in column_lines.items():
        if not 1 <= number <= layout.columns:
            raise NotationError(f"{game_name} has columns 1 to {layout.columns}, not {number}", lineno, 1)
        columns[number - 1] = _read_column(value, lineno, col, places[number - 1])
        hidden, up = columns[number - 1]
        if hidden and not up:
            raise NotationError(f"column {number} has face-down cards but no face-up card on top", lineno, col)

    stock = _read_cards(*_value_of(fields, "stock"), allow_unknown=True, places=places[-1])
    removed = _read_suits(*_value_of(fields, "removed"))
    scoring = _value_of(fields, "scoring")[2].lower() or DEFAULT_SCORING[game_name]
    if scoring not in PROFILES:
        at_line, at_col, _ = fields["scoring"]
        raise NotationError(f"scoring must be app, classic or reveal, got {excerpt(scoring)}", at_line, at_col)
    moves = _read_int(*_value_of(fields, "moves"), default=0)
    score = _read_int(*_value_of(fields, "score"), default=None)
    code = _value_of(fields, "code")[2] or None

    used = [c for h, u in columns for c in h + u if c != UNKNOWN] + [c for c in stock if c != UNKNOWN]
    suits = _read_int(*_value_of(fields, "suits"), default=None)
    if suits is None:
        seen = {suit_of(c) for c in used} | set(removed)
        suits = 1 if seen <= {0} else 2 if seen <= {0, 1} else 4
    elif suits not in (1, 2, 4):
        at_line, at_col, _ = fields["suits"]
        raise NotationError(f"suits must be 1, 2 or 4, got {suits}", at_line, at_col)
    try:
        return build(game_name, suits, scoring, columns, stock, removed, score, moves, code, lang)
    except BadPart as e:
        kind, index = e.part
        if kind == "card":
            at_line, at_col = [p for ps in places for p in ps][index]
        elif kind == "column":
            at_line, at_col, _ = column_lines[index + 1]
        else:
            at_line, at_col, _ = fields.get(kind, (1, 1, ""))
        raise NotationError(str(e), at_line, at_col) from None


def _value_of(fields: dict[str, tuple[int, int, str]], key: str) -> tuple[int, int, str]:
    return fields.get(key, (0, 0, ""))


@overload
def _read_int(lineno: int, col: int, value: str, default: int) -> int: ...
@overload
def _read_int(lineno: int, col: int, value: str, default: None) -> int | None: ...
def _read_int(lineno: int, col: int, value: str, default: int | None) -> int | None:
    if not value:
        return default
    if not _WHOLE.fullmatch(value):
        raise NotationError(f"expected a whole number, got {excerpt(value)}", lineno, col)
    if len(value.lstrip("+-")) > MAX_DIGITS:
        msg = f"expected a whole number of at most {MAX_DIGITS} digits, got {excerpt(value)}"
        raise NotationError(msg, lineno, col)
    return int(value)


def _read_suits(lineno: int, col: int, value: str) -> list[int]:
    out = []
    for m in _TOKEN.finditer(value):
        token = m.group().upper()
        if token == "-":
            continue
        if token not in SUITS or len(token) != 1:
            msg = f"a removed run is written by its suit (S, H, D or C), got {excerpt(m.group())}"
            raise NotationError(msg, lineno, col + m.start())
        out.append(SUITS.index(token))
    return out


def _read_cards(
    lineno: int, col: int, value: str, allow_unknown: bool, places: list[tuple[int, int]] | None = None
) -> list[int]:
    """The cards of ``value`` (``?`` = UNKNOWN if allowed); ``places`` gets the (line, column) of each."""
    out = []
    for m in _TOKEN.finditer(value):
        token = m.group()
        if token == "-":
            continue
        if token == "?":
            if not allow_unknown:
                raise NotationError("'?' stands for a face-down card: put it before a '|'", lineno, col + m.start())
            out.append(UNKNOWN)
        else:
            try:
                out.append(_parse_card(token))
            except CardError as e:
                raise NotationError(str(e), lineno, col + m.start()) from None
        if places is not None:
            places.append((lineno, col + m.start()))
    return out


def _parse_card(token: str) -> int:
    from ..engine._cards import Card

    return int(Card.parse(token))


def _read_column(value: str, lineno: int, col: int, places: list[tuple[int, int]]) -> tuple[list[int], list[int]]:
    if "|" in value:
        bar = value.index("|")
        up_part = value[bar + 1 :]
        if "|" in up_part:
            raise NotationError("a column has at most one '|'", lineno, col + bar + 1 + up_part.index("|"))
        hidden = _read_cards(lineno, col, value[:bar], allow_unknown=True, places=places)
        up = _read_cards(lineno, col + bar + 1, up_part, allow_unknown=False, places=places)
        return hidden, up
    return [], _read_cards(lineno, col, value, allow_unknown=False, places=places)


def build(
    game_name: str,
    suits: int,
    scoring: str,
    columns: list[tuple[list[int], list[int]]],
    stock: list[int],
    removed: list[int],
    score: int | None,
    moves: int,
    code: str | None,
    lang: str,
    turned_up: int = 0,
    spent: int | None = None,
) -> Game:
    """A ``Game`` from parts, after checking the cards fit the composition; ``?`` cards filled in.

    A problem raises ``BadPart``: its ``part`` says where (a card's index in
    columns-then-stock order, a column's index, or a field name).
    """
    layout = LAYOUTS[game_name]
    full = Counter(deck(suits, layout.decks))
    available = full.copy()
    for s in removed:
        if not full[run_of(s)[0]]:
            msg = f"a run of {SUITS[s]} cannot have been removed in a {suits}-suit {game_name}"
            raise BadPart(msg, ("removed", 0))
        available.subtract(run_of(s))
        if available[run_of(s)[0]] < 0:
            msg = f"too many removed runs of {SUITS[s]}: a {suits}-suit {game_name} has {full[run_of(s)[0]]}"
            raise BadPart(msg, ("removed", 0))
    cards = [c for h, u in columns for c in h + u] + stock
    owner = [f"column {i}" for i, (h, u) in enumerate(columns, 1) for _ in h + u] + ["the stock"] * len(stock)
    left = available.copy()
    for i, c in enumerate(cards):
        if c == UNKNOWN:
            continue
        if left[c] <= 0:
            name = card_text(c)
            if not full[c]:
                msg = f"{name} ({owner[i]}) is not in a {suits}-suit game: {_SUITS_USED[suits]}"
            elif removed:
                msg = f"too many {name} ({owner[i]}): {available[c]} left outside the removed runs"
            else:
                msg = f"too many {name} ({owner[i]}): a {suits}-suit {game_name} has {full[c]}"
            raise BadPart(msg, ("card", i))
        left[c] -= 1
    spare = shuffled(sorted((+left).elements()), 0)
    unknown = [i for i, c in enumerate(cards) if c == UNKNOWN]
    if len(unknown) > len(spare):
        msg = f"too many '?' ({owner[unknown[len(spare)]]}): only {len(spare)} cards of the composition are left"
        raise BadPart(msg, ("card", unknown[len(spare)]))
    for i, (_, up) in enumerate(columns):
        if any(up[k : k + 13] == run_of(suit_of(up[k])) for k in range(len(up) - 12)):
            msg = f"column {i + 1} holds a complete run K to A: runs leave the table at once, count it as removed"
            raise BadPart(msg, ("column", i))
    if moves < 0:
        msg = f"moves cannot be negative, got {moves}"
        raise BadPart(msg, ("moves", 0))
    if code is not None:
        try:
            code_game, code_suits, _ = parse_code(code)
        except CodeError as e:
            raise BadPart(str(e), ("code", 0)) from None
        if (code_game, code_suits) != (game_name, suits):
            msg = f"the code {code!r} names a {code_suits}-suit {code_game} game, not a {suits}-suit {game_name}"
            raise BadPart(msg, ("code", 0))

    def fill(cs: list[int]) -> list[int]:
        return [spare.pop() if c == UNKNOWN else c for c in cs]

    filled = [(fill(h), fill(u)) for h, u in columns]
    if moves < 0:
        msg = f"moves cannot be negative, got {moves}"
        raise GameError(msg)
    return Game(
        game_name,
        suits,
        scoring,
        [h + u for h, u in filled],
        [len(h) for h, _ in filled],
        fill(stock),
        removed,
        score,
        moves,
        code,
        lang,
        turned_up,
        spent,
    )


def game_from_dict(data: Any, lang: str = "en") -> Game:
    """The inverse of ``Game.to_dict``; a ``GameError`` names the bad key."""
    if not isinstance(data, dict):
        msg = f"expected a dict from Game.to_dict(), got {type(data).__name__}"
        raise GameTypeError(msg)
    schema = data.get("schema", SCHEMA_VERSION)
    if schema != SCHEMA_VERSION:
        msg = f"unknown schema version {excerpt(schema)}: this version reads {SCHEMA_VERSION}"
        raise GameError(msg)
    for key in ("game", "suits", "columns"):
        if key not in data:
            msg = f"the dict has no {key!r} key"
            raise GameError(msg)
    game_name = data["game"]
    if not isinstance(game_name, str) or game_name not in LAYOUTS:
        msg = f"'game' must be 'spiderette' or 'spider', got {excerpt(game_name)}"
        raise GameError(msg)
    suits = data["suits"]
    if not isinstance(suits, int) or isinstance(suits, bool) or suits not in (1, 2, 4):
        msg = f"'suits' must be 1, 2 or 4, got {excerpt(suits)}"
        raise GameError(msg)
    scoring = data.get("scoring") or DEFAULT_SCORING[game_name]
    if not isinstance(scoring, str) or scoring not in PROFILES:
        msg = f"'scoring' must be one of {', '.join(PROFILES)}, got {excerpt(scoring)}"
        raise GameError(msg)
    code = data.get("code")
    if code is not None and not isinstance(code, str):
        msg = f"'code' must be a game code like 'SD1-S2-AAAAABD' or None, got {excerpt(code)}"
        raise GameError(msg)
    cols = data["columns"]
    if not isinstance(cols, list) or len(cols) != LAYOUTS[game_name].columns:
        msg = f"'columns' must be a list of {LAYOUTS[game_name].columns} columns"
        raise GameError(msg)

    def cards(value: Any, where: str) -> list[int]:
        if not isinstance(value, list):
            msg = f"{where} must be a list of cards like ['10H', 'QS']"
            raise GameError(msg)
        if len(value) > MAX_CARDS:
            msg = f"{where} lists {len(value):,} cards: a game has at most {MAX_CARDS}"
            raise GameError(msg)
        try:
            return [_parse_card(c) for c in value]
        except CardError as e:
            raise GameError(f"{where}: {e}") from None

    columns = []
    for i, col in enumerate(cols, 1):
        if not isinstance(col, dict):
            msg = f"column {i} must be a dict with 'hidden' and 'up'"
            raise GameError(msg)
        hidden, up = cards(col.get("hidden", []), f"column {i} hidden"), cards(col.get("up", []), f"column {i} up")
        if hidden and not up:
            msg = f"column {i} has face-down cards but no face-up card on top"
            raise GameError(msg)
        columns.append((hidden, up))
    suits_of_runs = data.get("removed_suits")
    removed_count = data.get("removed", 0)
    runs = LAYOUTS[game_name].runs_to_win
    if not isinstance(removed_count, int) or isinstance(removed_count, bool) or not 0 <= removed_count <= runs:
        msg = f"'removed' must be a whole number of runs, got {excerpt(removed_count)} (a {game_name} has {runs})"
        raise GameError(msg)
    if suits_of_runs is None:
        suits_of_runs = ["S"] * removed_count
    if (
        not isinstance(suits_of_runs, list)
        or len(suits_of_runs) > runs
        or any(not isinstance(s, str) or s not in SUITS or len(s) != 1 for s in suits_of_runs)
    ):
        msg = f"'removed_suits' must be a list of suits S, H, D, C, got {excerpt(suits_of_runs)} (at most {runs})"
        raise GameError(msg)
    if len(suits_of_runs) != removed_count:
        msg = f"'removed' says {removed_count} runs but 'removed_suits' lists {len(suits_of_runs)}"
        raise GameError(msg)
    ints = {}
    for key in ("score", "moves", "turned_up", "spent"):
        value = data.get(key)
        if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
            msg = f"{key!r} must be a whole number, got {excerpt(value)}"
            raise GameError(msg)
        if key != "score" and value is not None and value < 0:
            msg = f"{key!r} cannot be negative, got {excerpt(value)}"
            raise GameError(msg)
        if value is not None and abs(value) > MAX_NUMBER:
            msg = f"{key!r} must have at most {MAX_DIGITS} digits, got {excerpt(value)}"
            raise GameError(msg)
        ints[key] = value
    undo_mode = data.get("undo_mode", "profile")
    if undo_mode not in UNDO_MODES:
        msg = f"'undo_mode' must be one of {', '.join(UNDO_MODES)}, got {reprlib.repr(undo_mode)}"
        raise GameError(msg)
    game = build(
        game_name,
        suits,
        scoring,
        columns,
        cards(data.get("stock", []), "stock"),
        [SUITS.index(s) for s in suits_of_runs],
        ints["score"],
        ints["moves"] or 0,
        code,
        lang,
        ints["turned_up"] or 0,
        ints["spent"],
    )
    game.undo_mode = undo_mode
    return game
