"""A static SVG picture of a position, for notebooks, docs and reports.

``board_svg(game)`` returns the picture as text; a ``Game`` shows itself with it
in Jupyter (``Game._repr_svg_``). Face-down cards are drawn as plain backs: the
picture never says which card lies face down, and the stock shows only how many
cards and deals it holds.

>>> from spiderette_widget import Game, Move
>>> g = Game.from_text("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C")
>>> svg = board_svg(g, highlight=Move(1, 3, 1))
>>> svg.startswith("<svg") and svg.count('class="back"') == 2
True
>>> 'data-card="QH"' in svg      # face-down: no identity in the picture
False

Colours: a green table (drawn, so light and dark notebook themes both read
well), white cards, red hearts and diamonds, black spades and clubs
(``four_colour=True``: the four-colour deck, blue diamonds and green clubs; the
symbols stay, so no suit is told by its colour alone). A
highlighted move outlines the group that moves (amber, solid) and the column
that receives it (cyan, dashed), joined by an arrow. A refused move
(``refused=...``) has its own look: the group outlined in red, a red dotted
arrow and a cross where it would have landed, so it never reads as advice.
``columns=[...]`` outlines whole columns (magenta, dotted): "look here", e.g.
the empty column that stops a deal.

``lang`` (one of ``LANGS``) writes the words on the picture and its title (the
text a screen reader says) in that language; the cards show the language's own
rank letters (``card--rank-letter``: Portuguese V, D, R; Polish W, D, K), as the glossary names them.

>>> "<text" in board_svg(g, lang="pt") and "Monte" in board_svg(g, lang="pt")
True
>>> 'class="refused-source"' in board_svg(g, refused="1>2x3")
True
"""

from __future__ import annotations

import base64
import re
from collections.abc import Iterable
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape

from ..engine._cards import RANKS, SUITS, rank_of, suit_of
from ..text._words import card_face, check_lang, rank_letter, say

if TYPE_CHECKING:
    from ..engine._game import Game, Move

__all__ = ["SUIT_SYMBOLS", "board_svg", "board_title"]

SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}

# Geometry, in SVG user units (pixels at the natural size).
CARD_W = 56
CARD_H = 78
GAP = 10
MARGIN = 14
TOP_BAR = 96  # stock, removed runs and score
LABEL_H = 16  # column numbers
DOWN_STEP = 9  # vertical offset between face-down cards
UP_STEP = 23  # ... between face-up cards
RADIUS = 5
ARROW_ROOM = 30  # below the columns, for a highlighted move's arrow

TABLE = "#1d5e3a"
TABLE_EDGE = "#124127"
INK = "#f3f6f4"  # text on the table
RED = "#c8102e"
BLACK = "#1b1b1b"
BLUE = "#0b57b5"  # diamonds in the four-colour deck (on the white face: contrast above 6:1)
GREEN = "#17772e"  # clubs in the four-colour deck
FOUR_COLOURS = {"S": BLACK, "H": RED, "D": BLUE, "C": GREEN}
FACE = "#ffffff"
BACK = "#2c4f9e"
BACK_LINE = "#a9bde8"
SOURCE = "#ffb000"  # the group that moves
TARGET = "#2fd0ff"  # where it goes
MARKED = "#ff5ad1"  # columns pointed at
REFUSED = "#ff3b30"  # a move the rules refuse
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"


def board_svg(
    game: Game,
    highlight: Move | str | Iterable[int] | None = None,
    columns: Iterable[int] | None = None,
    size: int | None = None,
    refused: Move | str | None = None,
    lang: str = "en",
    four_colour: bool = False,
) -> str:
    """The position as SVG text.

    ``highlight``: a ``Move`` (or its text, ``"3>5x2"`` / ``"3>5"``) to outline
    the moving group and the destination column, or a list of column numbers.
    ``columns``: column numbers (from 1) to outline as well. ``size``: the
    picture's width in pixels (the height follows); ``None`` keeps the natural
    size (about 530 px wide for Spiderette, 740 for Spider). ``refused``: a move
    the rules refuse, drawn in red with a cross at its destination (instead of,
    or beside, ``highlight``). ``lang``: the language of the words and the title.
    ``four_colour``: the four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green), as
    the board's option of that name draws it.

    A highlighted move need not be legal: a notebook can point at a refused one.
    Bad column numbers raise ``ValueError``.

    >>> from spiderette_widget import Game
    >>> svg = board_svg(Game.new("spiderette", suits=2, seed=1), columns=[4], size=400)
    >>> 'width="400"' in svg, svg.count('class="column"')
    (True, 7)
    """
    seen = game.observation()  # the picture shows what the player sees: face-down cards have no face here
    columns_seen = [((None,) * h + up, h) for up, h in zip(seen.up, seen.hidden, strict=True)]
    n = len(columns_seen)
    check_lang(lang)
    move = _read_highlight(game, highlight)
    refusal = _read_highlight(game, refused, "refused") if refused is not None else None
    if refused is not None and refusal is None:
        msg = f"refused must be a Move or text like '3>5x2', got {refused!r}"
        raise ValueError(msg)
    marked = set() if move is not None or highlight is None else _column_list(highlight, n, "highlight")
    marked |= _column_list(columns, n, "columns") if columns is not None else set()

    heights = [_column_height(len(c), h) for c, h in columns_seen]
    width = 2 * MARGIN + n * CARD_W + (n - 1) * GAP
    table_top = TOP_BAR + LABEL_H
    arrows = move is not None or refusal is not None
    height = table_top + max(max(heights), CARD_H) + MARGIN + (ARROW_ROOM if arrows else 0)
    shown_w = width if size is None else _positive_size(size)
    shown_h = round(height * shown_w / width)

    out: list[str] = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{shown_w}" height="{shown_h}" '
        f'viewBox="0 0 {width} {height}" role="img" font-family="{FONT}">',
        f"<title>{escape(board_title(game, lang))}</title>",
        f'<rect class="table" x="0" y="0" width="{width}" height="{height}" rx="10" '
        f'fill="{TABLE}" stroke="{TABLE_EDGE}" stroke-width="2"/>',
    ]
    out += _top_bar(game, width, lang, four_colour)
    tops: list[tuple[float, float]] = []  # where an arrow would start/end, per column
    group_boxes: dict[int, tuple[float, float, float, float]] = {}
    for i, (cards, hidden) in enumerate(columns_seen):
        x = MARGIN + i * (CARD_W + GAP)
        out.append(
            f'<text class="column-number" x="{x + CARD_W / 2}" y="{TOP_BAR + LABEL_H - 4}" '
            f'text-anchor="middle" font-size="12" fill="{INK}">{i + 1}</text>'
        )
        status = "empty" if not cards else f"{hidden} face-down, {len(cards) - hidden} face-up"
        out.append(f'<g class="column" data-column="{i + 1}" aria-label="column {i + 1}: {status}">')
        out.append(_slot(x, table_top))
        y = table_top
        for k, card in enumerate(cards):
            if k < hidden:
                out.append(_back(x, y))
                y += DOWN_STEP
            else:
                assert card is not None  # a face-up card: the observation shows it
                out.append(_face(card, x, y, last=k == len(cards) - 1, lang=lang, four_colour=four_colour))
                y += UP_STEP
        out.append("</g>")
        bottom = table_top + (heights[i] if cards else CARD_H)
        tops.append((x, bottom))
        for shown in (move, refusal):
            if shown is not None and i == shown.src - 1 and cards:
                count = max(1, min(shown.count, len(cards)))
                first = len(cards) - count
                gy = table_top + min(first, hidden) * DOWN_STEP + max(0, first - hidden) * UP_STEP
                group_boxes[i] = (x, gy, CARD_W, bottom - gy)

    if move is not None:
        out += _move_marks(move, group_boxes, tops, table_top, refused=False)
    if refusal is not None:
        out += _move_marks(refusal, group_boxes, tops, table_top, refused=True)
    for col in sorted(marked):
        x = MARGIN + (col - 1) * (CARD_W + GAP)
        h = max(heights[col - 1], CARD_H)
        out.append(
            f'<rect class="marked" data-column="{col}" x="{x - 4}" y="{table_top - 4}" '
            f'width="{CARD_W + 8}" height="{h + 8}" rx="{RADIUS + 3}" fill="none" '
            f'stroke="{MARKED}" stroke-width="3" stroke-dasharray="2 4" stroke-linecap="round"/>'
        )
    if game.is_won:
        out.append(
            f'<text class="won" x="{width / 2}" y="{table_top + CARD_H / 2 + 8}" text-anchor="middle" '
            f'font-size="26" font-weight="bold" fill="{INK}">{say("picture.won", lang)}</text>'
        )
    out.append("</svg>")
    return "\n".join(out)


# ----------------------------------------------------------------- pieces
def _column_height(count: int, hidden: int) -> int:
    if not count:
        return 0
    steps = min(hidden, count - 1) * DOWN_STEP + max(0, count - 1 - hidden) * UP_STEP
    return steps + CARD_H


def _slot(x: float, y: float) -> str:
    return (
        f'<rect class="slot" x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="{RADIUS}" '
        f'fill="none" stroke="{INK}" stroke-opacity="0.35" stroke-width="1.5" stroke-dasharray="4 3"/>'
    )


def _back(x: float, y: float) -> str:
    # A face-down card: a pattern, never a name, rank or suit.
    return (
        f'<rect class="back" x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="{RADIUS}" '
        f'fill="{BACK}" stroke="{BACK_LINE}" stroke-width="1.5"/>'
    )


def suit_colour(suit: str, four_colour: bool = False) -> str:
    """The ink of a suit: red and black, or the four-colour deck's.

    >>> suit_colour("D"), suit_colour("D", four_colour=True)
    ('#c8102e', '#0b57b5')
    """
    if four_colour:
        return FOUR_COLOURS[suit]
    return RED if suit in "HD" else BLACK


def _face(card: int, x: float, y: float, last: bool, lang: str = "en", four_colour: bool = False) -> str:
    rank, suit = RANKS[rank_of(card) - 1], SUITS[suit_of(card)]
    letter = card_face(card, lang)[:-1]
    colour = suit_colour(suit, four_colour)
    symbol = SUIT_SYMBOLS[suit]
    parts = [
        f'<g class="card" data-card="{rank}{suit}">',
        f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="{RADIUS}" fill="{FACE}" '
        f'stroke="#6b6b6b" stroke-width="1"/>',
        f'<text x="{x + 5}" y="{y + 17}" font-size="15" font-weight="bold" fill="{colour}">{letter}{symbol}</text>',
    ]
    if last:
        parts.append(
            f'<text x="{x + CARD_W / 2}" y="{y + CARD_H - 16}" text-anchor="middle" font-size="30" '
            f'fill="{colour}">{symbol}</text>'
        )
    parts.append("</g>")
    return "".join(parts)


def _top_bar(game: Game, width: float, lang: str, four_colour: bool = False) -> list[str]:
    out: list[str] = []
    y = MARGIN
    # The stock: a back with the number of cards on it, or an empty outline.
    x = MARGIN
    seen = game.observation()
    out.append(f'<g class="stock" data-cards="{seen.stock}" data-deals="{game.deals_left}">')
    if seen.stock:
        out.append(_back(x, y))
        out.append(
            f'<text x="{x + CARD_W / 2}" y="{y + CARD_H / 2 + 7}" text-anchor="middle" font-size="20" '
            f'font-weight="bold" fill="#ffffff">{seen.stock}</text>'
        )
        deals = say("picture.deals", lang, n=game.deals_left)
    else:
        out.append(_slot(x, y))
        deals = say("picture.empty", lang)
    stock = say("picture.stock", lang)
    out.append(f'<text x="{x + CARD_W + 8}" y="{y + 14}" font-size="12" fill="{INK}">{stock}</text>')
    for k, line in enumerate(deals.split("\n")):  # long words wrap before the removed runs
        out.append(f'<text x="{x + CARD_W + 8}" y="{y + 30 + 15 * k}" font-size="12" fill="{INK}">{line}</text>')
    out.append("</g>")

    # Removed runs in a row: a small king of the run's suit per run, outlines for the rest.
    runs_to_win = game.layout.runs_to_win
    king = rank_letter(13, lang)
    small_w, small_h, step = 24, 34, 27
    rx = MARGIN + CARD_W + 112
    out.append(f'<g class="removed" data-runs="{game.removed}" data-runs-to-win="{runs_to_win}">')
    out.append(
        f'<text x="{rx}" y="{y + small_h + 14}" font-size="12" fill="{INK}">'
        f"{say('picture.removed', lang, n=game.removed, total=runs_to_win)}</text>"
    )
    for k in range(runs_to_win):
        sx, sy = rx + k * step, y
        if k < game.removed:
            suit = seen.removed_suits[k]
            colour = suit_colour(suit, four_colour)
            out.append(
                f'<g class="run" data-suit="{suit}"><rect x="{sx}" y="{sy}" width="{small_w}" height="{small_h}" '
                f'rx="3" fill="{FACE}" stroke="#6b6b6b"/><text x="{sx + small_w / 2}" y="{sy + 14}" '
                f'text-anchor="middle" font-size="12" font-weight="bold" fill="{colour}">{king}</text>'
                f'<text x="{sx + small_w / 2}" y="{sy + 29}" text-anchor="middle" font-size="13" '
                f'fill="{colour}">{SUIT_SYMBOLS[suit]}</text></g>'
            )
        else:
            out.append(
                f'<rect class="run-slot" x="{sx}" y="{sy}" width="{small_w}" height="{small_h}" rx="3" '
                f'fill="none" stroke="{INK}" stroke-opacity="0.35" stroke-dasharray="3 3"/>'
            )
    out.append("</g>")

    # Score and moves, right aligned.
    right = width - MARGIN
    out.append(
        f'<g class="score" data-score="{game.score}" data-moves="{game.moves}">'
        f'<text x="{right}" y="{y + 14}" text-anchor="end" font-size="16" font-weight="bold" fill="{INK}">'
        f"{say('picture.score', lang, n=str(game.score))}</text>"
        f'<text x="{right}" y="{y + 33}" text-anchor="end" font-size="12" fill="{INK}">'
        f"{say('picture.moves', lang, n=str(game.moves))}</text>"
    )
    label = game.code or say("picture.position", lang)
    suits = say("picture.suits", lang, n=game.suits)
    scoring = say("picture.scoring", lang, name=game.profile.name)  # the profile's name, in a sentence of lang
    out.append(
        f'<text x="{right}" y="{y + 68}" text-anchor="end" font-size="11" fill="{INK}" fill-opacity="0.8">'
        f"{escape(label)} \u00b7 {suits} \u00b7 {escape(scoring)}</text>"
    )
    out.append("</g>")
    return out


def _move_marks(
    move: Move,
    group_boxes: dict[int, tuple[float, float, float, float]],
    tops: list[tuple[float, float]],
    table_top: float,
    refused: bool,
) -> list[str]:
    """A suggested move: amber group, cyan dashed target, arrow. A refused one: all red, dotted, a cross."""
    out = []
    kind, colour = ("refused", REFUSED) if refused else ("move", SOURCE)
    s, d = move.src - 1, move.dst - 1
    if s in group_boxes:
        x, y, w, h = group_boxes[s]
        out.append(
            f'<rect class="{kind}-source" data-column="{move.src}" data-count="{move.count}" x="{x - 3}" '
            f'y="{y - 3}" width="{w + 6}" height="{h + 6}" rx="{RADIUS + 2}" fill="none" stroke="{colour}" '
            f'stroke-width="4"/>'
        )
        start = (x + w / 2, y + h)
    else:
        start = (tops[s][0] + CARD_W / 2, tops[s][1])
    dx, dbottom = tops[d]
    target_colour, dashes = (REFUSED, "2 5") if refused else (TARGET, "8 4")
    out.append(
        f'<rect class="{kind}-target" data-column="{move.dst}" x="{dx - 3}" y="{table_top - 3}" '
        f'width="{CARD_W + 6}" height="{dbottom - table_top + 6}" rx="{RADIUS + 2}" fill="none" '
        f'stroke="{target_colour}" stroke-width="4" stroke-dasharray="{dashes}" stroke-linecap="round"/>'
    )
    # An arrow below the cards, from the group's column to the destination.
    end = (dx + CARD_W / 2, dbottom)
    low = max(start[1], end[1]) + 8
    sx, sy = start
    ex, ey = end
    line = 'stroke-dasharray="1 7" stroke-width="4"' if refused else 'stroke-width="3"'
    out.append(
        f'<path class="{kind}-arrow" d="M {sx} {sy + 4} C {sx} {low + 4}, {ex} {low + 4}, {ex} {ey + 10}" '
        f'fill="none" stroke="{colour}" {line} stroke-linecap="round"/>'
    )
    if refused:  # a cross where the group would have landed: "not allowed"
        cx, cy, r = ex, ey + 12, 7
        out.append(
            f'<path class="refused-cross" d="M {cx - r} {cy - r} L {cx + r} {cy + r} M {cx + r} {cy - r} '
            f'L {cx - r} {cy + r}" stroke="{REFUSED}" stroke-width="4" stroke-linecap="round"/>'
        )
    else:
        out.append(
            f'<path class="move-arrow-head" d="M {ex - 6} {ey + 18} L {ex} {ey + 6} L {ex + 6} {ey + 18} Z" '
            f'fill="{SOURCE}"/>'
        )
    return out


# ----------------------------------------------------------------- inputs
def svg_as_html(svg: str) -> str:
    """The picture ``svg`` as an HTML image whose alt text is its title.

    A notebook opened before it is run (not yet trusted) shows no SVG and no widget, only a "safe" output:
    HTML, sanitized. An image whose source is the picture itself passes the sanitizer, so a board reads as
    a board there, not as ``SpideretteWidget(<Game ...>)`` (issue 52, point 12).

    >>> svg_as_html('<svg xmlns="http://www.w3.org/2000/svg"><title>A &amp; B</title></svg>')[:60]
    '<img alt="A &amp; B" src="data:image/svg+xml;base64,PHN2ZyB4'
    """
    found = re.search(r"<title>(.*?)</title>", svg, re.S)
    alt = found[1].replace('"', "&quot;") if found else ""  # the title is escaped already, as XML text
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return f'<img alt="{alt}" src="data:image/svg+xml;base64,{data}">'


def board_title(game: Game, lang: str = "en") -> str:
    """The picture's title: the game, the spoken description, the score and the moves (its alt text).

    >>> from spiderette_widget import Game
    >>> board_title(Game.from_text("spiderette\\n1: 9H"), "pt").endswith("coluna 7: vazia. Pontuação: 500; jogadas: 0.")
    True
    """
    name = "Spiderette" if game.game == "spiderette" else "Spider"
    score, moves = str(game.score), str(game.moves)  # as the header shows them, no thousands separator
    return say("picture.title", lang, game=name, description=game.describe(lang), score=score, moves=moves)


def _positive_size(size: object) -> int:
    if isinstance(size, bool) or not isinstance(size, int) or size <= 0:
        msg = f"size must be a positive whole number of pixels, got {size!r}"
        raise ValueError(msg)
    return size


def _column_list(cols: object, n: int, name: str) -> set[int]:
    if isinstance(cols, (str, bytes)) or not isinstance(cols, Iterable):
        msg = f"{name} must be a list of column numbers 1 to {n}, got {cols!r}"
        raise ValueError(msg)
    out = set()
    for c in cols:
        if isinstance(c, bool) or not isinstance(c, int) or not 1 <= c <= n:
            msg = f"{name}: there is no column {c!r}, the columns are numbered 1 to {n}"
            raise ValueError(msg)
        out.add(c)
    return out


def _read_highlight(game: Game, highlight: object, name: str = "highlight") -> Move | None:
    """A ``Move`` from a ``Move``/text highlight, ``None`` for columns or nothing."""
    from ..engine._game import Move

    n = len(game.position.cards)
    if highlight is None:
        return None
    if isinstance(highlight, str):
        move = game.parse_move(highlight)
    elif isinstance(highlight, Move):
        move = highlight
    else:
        return None  # a list of columns, checked by the caller
    for col in (move.src, move.dst):
        if not 1 <= col <= n:
            msg = f"{name}: there is no column {col}, the columns are numbered 1 to {n}"
            raise ValueError(msg)
    if move.src == move.dst:
        msg = f"{name}: a move goes from one column to another, got {move}"
        raise ValueError(msg)
    return move
