"""Lessons in one call: try a move and see what the rules say, in the learner's language.

``try_move(game, "3>5", lang="pt")`` plays the move if the rules allow it and
shows the board after it; if they refuse it, the game is left as it was and
the picture shows the refused move in red beside the rule's reminder. Every
picture carries alt text in the same language (``show``, ``figure``).

>>> from spiderette_widget import Game
>>> g = Game.from_text("spiderette\\n1: ? | 9S 8S 7H\\n2: 10D\\n3: 8C")
>>> out = try_move(g, "1>2x3", lang="pt")
>>> out.allowed, out.rule
(False, 'lift-one-suit')
>>> out.text.startswith("✘ Jogada recusada.")
True
>>> try_move(g, "1>3").text
'✔ Allowed. 7♥ from column 1 to column 3.'
>>> g.moves
1
"""

from __future__ import annotations

import base64
import io
from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING, Any

from ..engine._errors import GameError, IllegalMove
from ..engine._position import Move
from ..pictures.svg import board_svg, board_title
from ..text._words import card_face, check_lang, say

if TYPE_CHECKING:
    from ..engine._game import Game

__all__ = ["Outcome", "Picture", "card_short", "figure", "show", "try_move"]


def card_short(card: Any, lang: str = "en") -> str:
    """A card as the course names it briefly: its rank letter and suit symbol.

    >>> from spiderette_widget import Card
    >>> [card_short(Card.parse(c), "pt") for c in ("QD", "JC", "KS", "9H")]
    ['D♦', 'V♣', 'R♠', '9♥']
    >>> card_short(Card.parse("JC"), "pl"), card_short(Card.parse("QD"))
    ('W♣', 'Q♦')
    """
    return card_face(card, check_lang(lang))


@dataclass(frozen=True)
class Picture:
    """An image with alt text: shows as ``<img alt=...>`` where HTML renders, else as the image itself.

    >>> p = Picture("<svg xmlns='http://www.w3.org/2000/svg'/>", "A blank board")
    >>> 'alt="A blank board"' in p._repr_mimebundle_()["text/html"]
    True
    """

    data: str | bytes  # SVG text, or PNG bytes
    alt: str

    @property
    def mime(self) -> str:
        return "image/png" if isinstance(self.data, bytes) else "image/svg+xml"

    def _html(self) -> str:
        raw = self.data if isinstance(self.data, bytes) else self.data.encode("utf-8")
        src = f"data:{self.mime};base64,{base64.b64encode(raw).decode('ascii')}"
        return f'<img src="{src}" alt="{escape(self.alt)}" style="max-width:100%">'

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        image = base64.b64encode(self.data).decode("ascii") if isinstance(self.data, bytes) else self.data
        return {"text/html": self._html(), self.mime: image, "text/plain": self.alt}


def show(
    game: Game,
    highlight: Move | str | None = None,
    columns: list[int] | None = None,
    refused: Move | str | None = None,
    lang: str = "en",
) -> Picture:
    """The board as a picture, alt text in ``lang``: the position, then what the marks point at.

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\n1: ? | 9H\\n2: 10S\\n3: -")
    >>> alt = show(g, highlight="1>2", columns=[3], lang="pl").alt
    >>> alt.startswith("Plansza gry Spiderette. Stos dobierania: pusty")
    True
    >>> print(alt[alt.index("Strzałka") :])
    Strzałka pokazuje przeniesienie 9♥ z kolumny 1 do kolumny 2. Kropkowana ramka: kolumna 3.
    """
    svg = board_svg(game, highlight=highlight, columns=columns, refused=refused, lang=lang)
    alt = [board_title(game, lang)]
    for key, move in (("arrow", highlight), ("cross", refused)):
        if move is not None and not isinstance(move, list):
            m = game.parse_move(move) if isinstance(move, str) else move
            alt.append(say(f"teach.{key}", lang, cards=_group(game, m, lang), src=m.src, dst=m.dst))
    marked = list(columns or []) + (list(highlight) if isinstance(highlight, list) else [])
    if marked:
        alt.append(say("teach.marked", lang, columns=[str(c) for c in sorted(set(marked))]))
    return Picture(svg, " ".join(alt))


def _group(game: Game, move: Move, lang: str) -> str:
    column = game.columns[move.src - 1] if 1 <= move.src <= len(game.columns) else None
    up = list(column.up) if column is not None else []
    cards = up[-move.count :] if 0 < move.count <= len(up) else up[-1:]
    return " ".join(card_short(c, lang) for c in cards) or "—"


@dataclass(frozen=True)
class Outcome:
    """What ``try_move`` found: ``allowed``, the refusing ``rule`` (or ``None``), ``text`` and ``picture``.

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.classroom import try_move
    >>> outcome = try_move(Game.from_text("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C"), "1>2")
    >>> outcome.allowed, outcome.rule, outcome.tried
    (False, 'lift-one-suit', '1>2x3')
    """

    tried: str
    allowed: bool
    rule: str | None
    text: str
    picture: Picture

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        colour = "#1a7f37" if self.allowed else "#c8102e"
        html = f'<p style="color:{colour};font-weight:bold">{escape(self.text)}</p>{self.picture._html()}'
        bundle = self.picture._repr_mimebundle_()
        return {**bundle, "text/html": html, "text/plain": self.text}

    def __str__(self) -> str:
        return self.text


def try_move(game: Game, move: Move | str, lang: str = "en") -> Outcome:
    """Try ``move`` (``"3>5"``, ``"3>5x2"``, a ``Move``, or ``"deal"``) on ``game`` and show the outcome.

    Allowed: the move is played, and the outcome says what it did (cards moved,
    a card turned up, a run removed, the game won) under the board after it.
    Refused: ``game`` is unchanged; the outcome gives the rule's reminder in
    ``lang`` and the board with the refused move drawn in red (or, for a
    refused deal, the empty columns outlined). A move written wrongly is not a
    rule: it raises the usual ``GameError``.

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.classroom import try_move
    >>> g = Game.from_text("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C")
    >>> print(try_move(g, "1>3", lang="pl").text)
    ✔ Ruch dozwolony. 7♥ z kolumny 1 do kolumny 3.
    >>> print(try_move(g, "1>2").text)
    ✔ Allowed. 9♠ 8♠ from column 1 to column 2. 6♣ turned up in column 1.
    """
    check_lang(lang)
    parsed = game.parse_move(move) if isinstance(move, str) else move
    is_deal = isinstance(parsed, Move) and parsed.is_deal
    tried = str(parsed)
    cards = "" if is_deal else _group(game, parsed, lang)
    try:
        game.play(parsed)
    except IllegalMove as refusal:
        empty = [i + 1 for i, c in enumerate(game.columns) if not c.hidden and not c.up]
        try:
            picture = show(game, columns=empty or None, lang=lang) if is_deal else show(game, refused=parsed, lang=lang)
        except ValueError:  # a column that does not exist: nothing to point at
            picture = show(game, lang=lang)
        text = f"{say('teach.refused', lang)} {refusal.message(lang)}"
        return Outcome(tried, False, refusal.rule, text, picture)
    text = f"{say('teach.allowed', lang)} {_what_happened(game, cards, lang)}"
    return Outcome(tried, True, None, text, show(game, lang=lang))


def _what_happened(game: Game, cards: str, lang: str) -> str:
    action = game.last_action
    assert action is not None  # an action was just played
    if action.kind == "deal":
        parts = [say("teach.dealt", lang, columns=[str(c) for c in action.columns])]
    else:
        parts = [say("teach.moved", lang, cards=cards, src=action.src, dst=action.dst)]
    suits = game.removed_suits[len(game.removed_suits) - len(action.runs) :]
    parts += [say("teach.run", lang, suit=s) for s in suits]
    for col in action.flipped:
        column = game.columns[col - 1]
        if column.up:
            parts.append(say("teach.turned", lang, card=card_short(column.up[0], lang), column=col))
    if game.is_won:
        parts.append(say("teach.won", lang))
    return " ".join(parts)


@dataclass(frozen=True)
class ChartPicture:
    """A chart as a Vega-Lite v5 spec with alt text: JupyterLab, Notebook 7, JupyterLite and VS Code draw it
    themselves (as SVG), no Python package needed; elsewhere the alt text shows.

    >>> from spiderette_widget.pictures import score_chart
    >>> bundle, meta = ChartPicture(score_chart([("start", 0, 500, 0)]).vegalite(), "A flat line")._repr_mimebundle_()
    >>> sorted(bundle), bundle["text/plain"]
    (['application/vnd.vegalite.v5+json', 'text/plain'], 'A flat line')
    """

    spec: dict[str, Any]
    alt: str

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> tuple[dict[str, Any], dict[str, Any]]:
        from ..pictures.vega import MIME

        spec = {**self.spec, "description": self.alt}
        return {MIME: spec, "text/plain": self.alt}, {MIME: {"embed_options": {"renderer": "svg", "actions": False}}}


def _have_matplotlib() -> bool:
    try:
        import matplotlib  # noqa: F401
    except ImportError:  # the in-browser course: spiderette_widget.engine._browser says why
        return False
    return True


def figure(plot: Any, alt: str, renderer: str | None = None) -> Picture | ChartPicture:
    """A chart as a picture with alt text: a PNG drawn by matplotlib where it is installed, else a Vega-Lite
    chart the notebook draws itself (the in-browser course).

    ``plot``: a chart description (``pictures.score_chart(...)`` and the like), a list of them (side by
    side, sharing the x range), or a matplotlib ``Axes`` or ``Figure`` (closed once drawn).
    ``renderer``: ``"png"`` or ``"vega-lite"`` to choose (default: PNG when matplotlib imports).

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> import matplotlib.pyplot as plt
    >>> _, ax = plt.subplots()
    >>> p = figure(ax, "An empty chart")
    >>> p.mime, p.alt, plt.fignum_exists(ax.figure.number)
    ('image/png', 'An empty chart', False)
    >>> from spiderette_widget.pictures import score_chart
    >>> type(figure(score_chart([("start", 0, 500, 0)]), "A flat line", renderer="vega-lite")).__name__
    'ChartPicture'
    """
    from ..pictures.charts import Chart, Row

    if not isinstance(alt, str) or not alt.strip():
        msg = "figure() needs alt text: a sentence that says what the chart shows"
        raise GameError(msg)
    if isinstance(plot, (list, tuple)) and plot and all(isinstance(c, Chart) for c in plot):
        plot = Row(tuple(plot))
    if renderer not in (None, "png", "vega-lite"):
        msg = f"renderer must be 'png' or 'vega-lite', got {renderer!r}"
        raise GameError(msg)
    if isinstance(plot, (Chart, Row)):
        if renderer == "vega-lite" or (renderer is None and not _have_matplotlib()):
            return ChartPicture(plot.vegalite(), alt)
        from ..pictures.plots import draw, draw_row

        plot = draw_row(plot) if isinstance(plot, Row) else draw(plot)
    elif renderer == "vega-lite":
        msg = "only a chart description (pictures.score_chart(...) and the like) can be drawn as Vega-Lite"
        raise GameError(msg)
    import matplotlib.pyplot as plt

    fig = getattr(plot, "figure", plot)
    if not hasattr(fig, "savefig"):
        msg = f"figure() takes a chart description, a Matplotlib Axes or Figure, got {plot!r}"
        raise GameError(msg)
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=100, bbox_inches="tight")
    plt.close(fig)
    return Picture(buffer.getvalue(), alt)


def follow_score(
    board: Any,
    title: str | None = None,
    lang: str = "en",
    alt: str | None = None,
    renderer: str | None = None,
    display: Callable[..., Any] | None = None,
) -> Any:
    """The score chart of a board's game, kept up to date: shown now, redrawn after every action.

    ``board``: a ``SpideretteWidget`` (anything with ``history`` and ``observe``). The chart is
    an output of the cell that calls this; each move, deal or undo on the board (by mouse, keys
    or code) replaces it with the new one (``renderer``: as ``figure``'s). Returns the display
    handle; its ``stop()`` stops following. ``display``: what shows the chart and its updates
    (called as IPython's ``display(obj, display_id=..., update=...)``; IPython's by default).

    >>> from spiderette_widget import SpideretteWidget
    >>> from spiderette_widget.classroom import follow_score
    >>> w = SpideretteWidget.new("spiderette", suits=1, seed=7)
    >>> handle = follow_score(w, lang="pt")  # doctest: +ELLIPSIS
    Picture(data=b'...', alt='Gráfico da pontuação da partida no tabuleiro, após 0 ações: a pontuação é agora 500.')
    >>> w.play("3>2")  # doctest: +ELLIPSIS
    Picture(data=b'...', alt='Gráfico da pontuação da partida no tabuleiro, após 1 ação: a pontuação é agora 499.')
    Move(src=3, dst=2, count=1)
    >>> handle.stop()
    """
    from IPython.display import DisplayHandle
    from IPython.display import display as ipython_display

    from ..pictures.charts import score_chart

    show = display or ipython_display

    check_lang(lang)

    def picture() -> Picture | ChartPicture:
        history = board.history
        words = alt or say("chart.live_alt", lang, score=history[-1][2], actions=len(history) - 1)
        return figure(score_chart(history, title=title, lang=lang), words, renderer)

    last = [board.history]

    class Following(DisplayHandle):
        def display(self, obj: Any, **kwargs: Any) -> None:
            show(obj, display_id=self.display_id, **kwargs)

        def update(self, obj: Any, **kwargs: Any) -> None:
            show(obj, display_id=self.display_id, update=True, **kwargs)

        def stop(self) -> None:
            """Stop redrawing the chart (it stays as it is)."""
            board.unobserve(changed, names="view")

    handle = Following()

    def changed(_change: Any) -> None:
        if board.history != last[0]:
            last[0] = board.history
            handle.update(picture())

    handle.display(picture())
    board.observe(changed, names="view")
    return handle
