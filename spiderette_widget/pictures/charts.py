"""One description per chart: its data, title, axes and words, drawn two ways.

A ``Chart`` says what a chart shows and nothing about how: layers of data
(a step line, marked points, histogram outlines, mean lines, bars with
intervals), two axes (title, whole-number or percent ticks, a range, named
categories), a title and the legend's words, already in the notebook's
language (``lang``: "en", "pt", "pl", "es"). Two renderers read the same
description: ``plots.draw`` (matplotlib, where it is installed) and
``vega.spec`` (a Vega-Lite v5 spec, which JupyterLab, Notebook 7, JupyterLite
and VS Code render with no Python package: the in-browser course).
``tests/test_charts.py`` checks that both draw the same data and words.

>>> from spiderette_widget import Game
>>> g = Game.new("spiderette", suits=1, seed=7)
>>> g.play("3>2"); g.deal()
Move(src=3, dst=2, count=1)
>>> c = score_chart(g, lang="pt")
>>> c.x.title, c.y.title, [e.label for e in c.legend]
('ações (jogadas e distribuições)', 'pontuação', ['distribuição'])
>>> c.layers[0].points
((0, 500), (1, 499), (2, 498))
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from ..engine._game import LogEntry
from ..text._words import check_lang, say

if TYPE_CHECKING:
    from ..search.review import CalibrationRow

__all__ = [
    "PALETTE",
    "Axis",
    "Bars",
    "Chart",
    "LegendEntry",
    "Line",
    "Marks",
    "Rule",
    "Stairs",
    "Steps",
    "distribution_chart",
    "rates_chart",
    "reliability_chart",
    "review_chart",
    "score_chart",
    "score_points",
    "scores_chart",
    "win_rates_chart",
]

#: matplotlib's default colours (C0 ... C9), used by both renderers so a series has one colour
PALETTE = ("#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22",
           "#17becf")  # fmt: skip
BAR_BLUE = "#4c72b0"
GREY = "#808080"
GOLD = "#ffd700"

Shape = Literal["triangle-down", "star", "cross", "stroke", "square", "hatched"]
Point = tuple[float, float]


@dataclass(frozen=True)
class Axis:
    """An axis: its title; ``whole``: whole-number ticks (counts); ``percent``: ticks as 0%..100%;
    ``domain``: the range shown (``None`` at an end: from the data); ``categories``: names of the
    positions 0, 1, 2... (a bar chart's groups); ``tilt``: the category names are slanted.

    >>> from spiderette_widget.pictures.charts import Axis
    >>> Axis("Win rate", percent=True, domain=(0, 1))
    Axis(title='Win rate', whole=False, percent=True, domain=(0, 1), categories=(), tilt=False)
    """

    title: str
    whole: bool = False
    percent: bool = False
    domain: tuple[float | None, float | None] = (None, None)
    categories: tuple[str, ...] = ()
    tilt: bool = False


@dataclass(frozen=True)
class Steps:
    """A step line: the value at each x holds until the next (the score after each action).

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.pictures import score_chart
    >>> g = Game.new("spiderette", suits=1, seed=7)
    >>> g.play("3>2")
    Move(src=3, dst=2, count=1)
    >>> steps = score_chart(g).layers[0]
    >>> type(steps).__name__, steps.points
    ('Steps', ((0, 500), (1, 499)))
    """

    points: tuple[Point, ...]
    colour: str
    name: str | None = None


@dataclass(frozen=True)
class Marks:
    """Points marked with a symbol (a deal, a removed run, an undo).

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.pictures import score_chart
    >>> g = Game.new("spiderette", suits=1, seed=7)
    >>> g.deal()
    >>> [(m.key, m.points) for m in score_chart(g).layers[1:]]
    [('deals', ((1, 499),))]
    """

    key: str
    points: tuple[Point, ...]
    shape: Shape
    colour: str
    edge: str | None = None


@dataclass(frozen=True)
class Stairs:
    """A histogram's outline: ``counts[i]`` values between ``edges[i]`` and ``edges[i + 1]``.

    >>> from spiderette_widget.pictures import distribution_chart
    >>> stairs = distribution_chart({"a": [1, 2, 2, 3], "b": [2, 3, 3, 4]}, bins=3).layers[0]
    >>> type(stairs).__name__, stairs.edges, stairs.counts
    ('Stairs', (1.0, 2.0, 3.0, 4.0), (1, 2, 1))
    """

    edges: tuple[float, ...]
    counts: tuple[int, ...]
    colour: str
    name: str | None = None


@dataclass(frozen=True)
class Rule:
    """A dashed vertical line at ``x`` (a mean).

    >>> from spiderette_widget.pictures import distribution_chart
    >>> [layer for layer in distribution_chart([480, 500, 520], bins=2).layers if type(layer).__name__ == "Rule"]
    [Rule(x=500.0, colour='#1f77b4')]
    """

    x: float
    colour: str


@dataclass(frozen=True)
class Bars:
    """Bars at positions ``xs`` from ``bottoms`` to ``bottoms + heights``; optional error bars
    (``low``, ``high``: absolute ends) and a text above each bar at ``label_at``.

    >>> from spiderette_widget.pictures import win_rates_chart
    >>> bars = win_rates_chart({"deal late": (20, 40)}).layers[0]
    >>> bars.heights, bars.labels
    ((0.5,), ('20/40',))
    """

    xs: tuple[float, ...]
    heights: tuple[float, ...]
    colour: str
    width: float = 0.8
    bottoms: tuple[float, ...] = ()
    low: tuple[float, ...] = ()
    high: tuple[float, ...] = ()
    labels: tuple[str, ...] = ()
    label_at: tuple[float, ...] = ()
    hatched: bool = False
    name: str | None = None

    def base(self) -> tuple[float, ...]:
        return self.bottoms or tuple(0.0 for _ in self.xs)


@dataclass(frozen=True)
class Line:
    """Points joined by straight segments, a dot on each (``dots``); optional vertical intervals
    (``low``, ``high``: absolute ends) and a small text beside each point (``labels``).
    ``dashed``, without dots: a reference line (a reliability chart's diagonal).

    >>> from spiderette_widget.pictures import reliability_chart
    >>> diagonal, *series = reliability_chart(game="spider").layers
    >>> diagonal.points, diagonal.dashed, len(series[0].points) == len(series[0].low) == len(series[0].labels)
    (((0.0, 0.0), (1.0, 1.0)), True, True)
    """

    points: tuple[Point, ...]
    colour: str
    name: str | None = None
    dots: bool = True
    dashed: bool = False
    low: tuple[float, ...] = ()
    high: tuple[float, ...] = ()
    labels: tuple[str, ...] = ()


Layer = Steps | Marks | Stairs | Rule | Bars | Line


@dataclass(frozen=True)
class LegendEntry:
    """One line of the legend: its words, its colour and the symbol beside them.

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.pictures import score_chart
    >>> g = Game.new("spiderette", suits=1, seed=7)
    >>> g.deal()
    >>> score_chart(g, lang="pt").legend[0]
    LegendEntry(label='distribuição', colour='#808080', shape='triangle-down', edge=None)
    """

    label: str
    colour: str
    shape: Shape = "stroke"
    edge: str | None = None


@dataclass(frozen=True)
class Chart:
    """What a chart shows: ``layers`` of data on ``x`` and ``y`` axes, a ``title`` and a ``legend``.

    ``size``: width and height in inches (matplotlib; Vega-Lite scales it to pixels);
    ``legend_outside``: the legend to the right of the plot, not on it.

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.pictures import score_chart
    >>> c = score_chart(Game.new("spiderette", suits=1, seed=7), lang="es")
    >>> c.x.title, c.y.title, c.size
    ('acciones (movimientos y repartos)', 'puntuación', (7.0, 3.6))
    >>> c.zoom(y=(400, 520)).y.domain
    (400, 520)
    """

    title: str
    x: Axis
    y: Axis
    layers: tuple[Layer, ...]
    legend: tuple[LegendEntry, ...] = ()
    legend_outside: bool = False
    size: tuple[float, float] = (7.0, 3.6)
    grid: Literal["both", "y"] = "both"

    def zoom(
        self, x: tuple[float | None, float | None] | None = None, y: tuple[float | None, float | None] | None = None
    ) -> Chart:
        """The same chart showing only ``x`` = (from, to) and ``y`` = (from, to) (``None``: as before)."""
        return dataclasses.replace(
            self,
            x=self.x if x is None else dataclasses.replace(self.x, domain=x),
            y=self.y if y is None else dataclasses.replace(self.y, domain=y),
        )

    def titled(self, title: str) -> Chart:
        return dataclasses.replace(self, title=title)

    def draw(self, ax: Any = None) -> Any:
        """Drawn by matplotlib on ``ax`` (a new figure when ``None``): the ``Axes``."""
        from .plots import draw

        return draw(self, ax)

    def vegalite(self) -> dict[str, Any]:
        """The Vega-Lite v5 spec of this chart (a dict, ready for ``json.dumps``)."""
        from .vega import spec

        return spec(self)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        from .vega import MIME

        return {MIME: self.vegalite(), "text/plain": self.title}


@dataclass(frozen=True)
class Row:
    """Charts side by side, sharing their x range (one figure, one picture)."""

    charts: tuple[Chart, ...]
    share_x: bool = True
    size: tuple[float, float] = field(default=(13.0, 3.6))

    def vegalite(self) -> dict[str, Any]:
        from .vega import spec

        return spec(self)


# --------------------------------------------------------------------------------- score charts


def _log_of(game_or_log: Any) -> list[LogEntry]:
    log = getattr(game_or_log, "log", game_or_log)
    if isinstance(log, (str, bytes)) or not isinstance(log, Sequence) or not log:
        msg = f"expected a Game or its log (a list of (kind, moves, score, removed)), got {game_or_log!r}"
        raise ValueError(msg)
    for entry in log:
        if not (isinstance(entry, (tuple, list)) and len(entry) == 4 and isinstance(entry[0], str)):
            msg = f"a log entry is (kind, moves, score, removed), got {entry!r}"
            raise ValueError(msg)
    return [LogEntry(*e) for e in log]


def score_points(game_or_log: Any) -> dict[str, list[tuple[int, int]]]:
    """The points a score chart draws, from a game or its ``log``.

    ``"line"``: (action number, score) for the start and every action;
    ``"deals"``, ``"runs"`` (an action that removed runs) and ``"undos"``: the
    points to mark. The action number counts moves, deals and undos in the
    order they happened, so it equals the move counter until the first undo.

    >>> log = [("start", 0, 500, 0), ("move", 1, 499, 0), ("deal", 2, 498, 0), ("move", 3, 597, 1)]
    >>> pts = score_points(log)
    >>> pts["line"][-1], pts["deals"], pts["runs"]
    ((3, 597), [(2, 498)], [(3, 597)])
    """
    log = _log_of(game_or_log)
    out: dict[str, list[tuple[int, int]]] = {"line": [], "deals": [], "runs": [], "undos": []}
    removed = log[0].removed
    for i, (kind, _moves, score, now_removed) in enumerate(log):
        out["line"].append((i, score))
        if kind == "deal":
            out["deals"].append((i, score))
        elif kind == "undo":
            out["undos"].append((i, score))
        if now_removed > removed and kind != "undo":
            out["runs"].append((i, score))
        removed = now_removed
    return out


#: the marks of a score chart: (points key, legend word key, shape, face colour (None: the line's), edge)
_MARKS: tuple[tuple[str, str, Shape, str | None, str | None], ...] = (
    ("deals", "chart.deal", "triangle-down", None, None),
    ("runs", "chart.run", "star", GOLD, "#000000"),
    ("undos", "chart.undo", "cross", None, None),
)
#: how the legend shows each mark (grey: it stands for every line's marks)
_MARK_LEGEND: dict[str, tuple[str, str | None]] = {"deals": (GREY, None), "runs": (GOLD, "#000000"),
                                                   "undos": (GREY, None)}  # fmt: skip


def _progress(pts: dict[str, list[tuple[int, int]]], colour: str, name: str | None) -> list[Layer]:
    layers: list[Layer] = [Steps(tuple(pts["line"]), colour, name)]
    for key, _word, shape, face, edge in _MARKS:
        if pts[key]:
            layers.append(Marks(key, tuple(pts[key]), shape, face or colour, edge))
    return layers


def _progress_chart(items: list[tuple[str | None, Any]], title: str, lang: str) -> Chart:
    layers: list[Layer] = []
    legend: list[LegendEntry] = []
    kinds: set[str] = set()
    for i, (name, g) in enumerate(items):
        pts = score_points(g)
        colour = PALETTE[i % len(PALETTE)]
        layers += _progress(pts, colour, name)
        kinds |= {k for k in ("deals", "runs", "undos") if pts[k]}
        if name is not None:
            legend.append(LegendEntry(name, colour, "stroke"))
    for key, word, shape, _face, _edge in _MARKS:
        if key in kinds:
            colour, edge = _MARK_LEGEND[key]
            legend.append(LegendEntry(say(word, lang), colour, shape, edge))
    x_title = say("chart.actions_undo", lang) if "undos" in kinds else say("chart.actions", lang)
    y = Axis(say("chart.score", lang), whole=True)
    return Chart(title, Axis(x_title, whole=True), y, tuple(layers), tuple(legend))


def score_chart(game_or_log: Any, label: str | None = None, title: str | None = None, lang: str = "en") -> Chart:
    """The score after every action of one game: a step line, deals and removed runs marked.

    ``game_or_log``: a ``Game`` or its ``log`` (or a board's ``history``). ``label`` names the
    line in the legend; ``title`` defaults to the game's code and scoring profile.

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.pictures import score_chart
    >>> g = Game.new("spiderette", suits=1, seed=7)
    >>> g.play("3>2"); g.deal()
    Move(src=3, dst=2, count=1)
    >>> c = score_chart(g)
    >>> c.layers[0].points, [e.label for e in c.legend]
    (((0, 500), (1, 499), (2, 498)), ['deal'])
    """
    check_lang(lang)
    if title is None:
        code = getattr(game_or_log, "code", None)
        scoring = getattr(game_or_log, "scoring", None)
        title = say("chart.title", lang) + (f": {code}" if code else "")
        title += f" ({say('chart.scoring', lang, name=scoring)})" if scoring else ""
    return _progress_chart([(label, game_or_log)], title, lang)


def scores_chart(games_or_mapping: Any, title: str | None = None, lang: str = "en") -> Chart:
    """Several score progressions on one chart, one colour each.

    ``games_or_mapping``: ``{label: game or log}`` (e.g. one game per scoring
    profile), or a list of games (labelled by code and profile).

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.pictures import scores_chart
    >>> games = {profile: Game.new("spiderette", suits=1, seed=7, scoring=profile) for profile in ("app", "reveal")}
    >>> c = scores_chart(games, lang="pl")
    >>> [e.label for e in c.legend], c.y.title
    (['app', 'reveal'], 'wynik')
    """
    check_lang(lang)
    if isinstance(games_or_mapping, Mapping):
        items = [(str(k), v) for k, v in games_or_mapping.items()]
    elif isinstance(games_or_mapping, Iterable) and not isinstance(games_or_mapping, (str, bytes)):
        items = []
        for i, g in enumerate(games_or_mapping):
            name = getattr(g, "code", None) or f"game {i + 1}"
            if getattr(g, "scoring", None):
                name += f" ({g.scoring})"
            items.append((name, g))
    else:
        msg = f"expected {{label: game}} or a list of games, got {games_or_mapping!r}"
        raise ValueError(msg)
    if not items:
        msg = "nothing to plot: pass at least one game"
        raise ValueError(msg)
    return _progress_chart(list(items), say("chart.title", lang) if title is None else title, lang)


# --------------------------------------------------------------------------------- distributions


def _bins(values: list[float], bins: int | Sequence[float] | None) -> list[float]:
    """Bin edges: given, ``bins`` equal bins, or about 25 whole-number-wide bins centred on whole numbers."""
    lo, hi = min(values), max(values)
    if bins is None:
        width = max(1.0, math.ceil((hi - lo) / 25)) if hi > lo else 1.0
        return [lo + width * k - width / 2 for k in range(int((hi - lo) / width) + 2)]
    if isinstance(bins, int):
        if hi == lo:
            lo, hi = lo - 0.5, hi + 0.5
        return [lo + (hi - lo) * k / bins for k in range(bins + 1)]
    return [float(b) for b in bins]


def _count(values: list[float], edges: list[float]) -> tuple[int, ...]:
    """How many values fall in each bin (the last bin includes its right edge, as numpy's histogram)."""
    counts = [0] * (len(edges) - 1)
    for v in values:
        for i in range(len(counts)):
            last = i == len(counts) - 1
            if edges[i] <= v < edges[i + 1] or (last and v == edges[-1]):
                counts[i] += 1
                break
    return tuple(counts)


def distribution_chart(
    values: Any,
    bins: int | Sequence[float] | None = None,
    xlabel: str | None = None,
    title: str | None = None,
    lang: str = "en",
) -> Chart:
    """A histogram of values over many games (final scores, moves...), mean marked.

    ``values``: a list of numbers, or ``{label: numbers}`` to overlay several
    (e.g. one per player), drawn as outlined steps so they stay readable.

    >>> from spiderette_widget.pictures import distribution_chart
    >>> c = distribution_chart([480, 495, 500, 510, 530, 560], bins=3, xlabel="final score")
    >>> c.layers[0].counts, c.x.title
    ((3, 2, 1), 'final score')
    """
    check_lang(lang)
    xlabel = say("chart.final", lang) if xlabel is None else xlabel
    series = dict(values) if isinstance(values, Mapping) else {None: values}
    clean: dict[Any, list[float]] = {}
    for name, vals in series.items():
        vs = [float(v) for v in vals]
        if not vs:
            msg = f"no values to plot{f' for {name!r}' if name else ''}"
            raise ValueError(msg)
        clean[name] = vs
    edges = _bins([v for vs in clean.values() for v in vs], bins)
    layers: list[Layer] = []
    legend: list[LegendEntry] = []
    for i, (name, vs) in enumerate(clean.items()):
        colour = PALETTE[i % len(PALETTE)]
        mean = sum(vs) / len(vs)
        about = f"{say('chart.mean', lang)} {mean:.0f} (n={len(vs)})"
        label = f"{name}: {about}" if name is not None else about
        layers += [Stairs(tuple(edges), _count(vs, edges), colour, label), Rule(mean, colour)]
        legend.append(LegendEntry(label, colour, "stroke"))
    title = title or say("chart.distribution", lang, what=xlabel)
    return Chart(title, Axis(xlabel), Axis(say("chart.games", lang), whole=True), tuple(layers), tuple(legend))


# --------------------------------------------------------------------------------- win rates


def _wins_and_games(value: Any) -> tuple[int, int]:
    if isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, int) for v in value):
        return value
    rows = list(value)
    return sum(1 for r in rows if r["won"]), len(rows)


def win_rates_chart(table: Any, title: str | None = None, lang: str = "en") -> Chart:
    """Bars of win rates with 95% (Wilson) confidence intervals, ``wins/games`` written on each.

    ``table``: ``{label: rows}`` (rows from ``players.simulate``) or ``{label: (wins, games)}``.

    >>> from spiderette_widget.pictures import win_rates_chart
    >>> c = win_rates_chart({"same suit first": (12, 40), "deal late": (20, 40)})
    >>> c.x.categories, c.layers[0].labels
    (('same suit first', 'deal late'), ('12/40', '20/40'))
    """
    from ..search.players import wilson_interval

    check_lang(lang)
    if not isinstance(table, Mapping) or not table:
        msg = f"expected {{label: rows or (wins, games)}}, got {table!r}"
        raise ValueError(msg)
    names, rates, lows, highs, counts = [], [], [], [], []
    for name, value in table.items():
        wins, n = _wins_and_games(value)
        lo, hi = wilson_interval(wins, n)
        names.append(str(name))
        rates.append(wins / n if n else 0.0)
        lows.append(lo)
        highs.append(hi)
        counts.append(f"{wins}/{n}")
    top = min(1.0, max(highs) * 1.25 + 0.02)
    bars = Bars(tuple(float(i) for i in range(len(names))), tuple(rates), BAR_BLUE, 0.8, (), tuple(lows),
                tuple(highs), tuple(counts), tuple(highs))  # fmt: skip
    x = Axis("", categories=tuple(names), tilt=len(names) > 4)
    y = Axis(say("chart.win_rate", lang), percent=True, domain=(0.0, top))
    width = max(5.0, 1.3 * len(names) + 1.5)
    return Chart(say("chart.win_title", lang) if title is None else title, x, y, (bars,), size=(width, 3.8), grid="y")


def rates_chart(
    groups: Mapping[Any, Mapping[Any, Any]],
    title: str,
    ylabel: str | None = None,
    undecided: str | None = None,
    lang: str = "en",
) -> Chart:
    """Win rates side by side per group (e.g. per suit count, one bar per player), with 95% intervals.

    ``groups``: ``{group: {series: figures}}``; figures are ``(wins, games)``,
    ``(wins, games, decided)`` or a ``study.summary`` row (``wins``, ``n``, ``decided``).
    Undecided games are drawn hatched on top of a bar (the true rate lies between the bar's
    top and the hatching's), named ``undecided`` (``{series}`` in it: the series' name).

    >>> from spiderette_widget.pictures import rates_chart
    >>> c = rates_chart({"1 suit": {"solver": (45, 50, 48)}, "2 suits": {"solver": (30, 50, 41)}}, "Deals won")
    >>> c.x.categories, [e.label for e in c.legend]
    (('1 suit', '2 suits'), ['solver', 'solver: undecided deals'])
    """
    from ..search.players import wilson_interval

    check_lang(lang)
    if not isinstance(groups, Mapping) or not groups:
        msg = f"expected {{group: {{series: (wins, games)}}}}, got {groups!r}"
        raise ValueError(msg)
    series: list[Any] = []
    for row in groups.values():
        series += [s for s in row if s not in series]
    width = 0.76 / max(1, len(series))
    layers: list[Layer] = []
    legend: list[LegendEntry] = []
    hatched_legend: list[LegendEntry] = []
    for i, name in enumerate(series):
        colour = PALETTE[i % len(PALETTE)]
        xs, rates, lows, highs, labels, tops, open_ = [], [], [], [], [], [], []
        for g, row in enumerate(groups.values()):
            if name not in row:
                continue
            wins, n, decided = _figures(row[name])
            lo, hi = wilson_interval(wins, n)
            rate = wins / n if n else 0.0
            xs.append(g + (i - (len(series) - 1) / 2) * width)
            rates.append(rate)
            lows.append(lo)
            highs.append(hi)
            open_.append((n - decided) / n if n else 0.0)
            labels.append(f"{wins}/{n}")
            tops.append(max(hi, rate + open_[-1]))
        if not xs:
            continue
        layers.append(Bars(tuple(xs), tuple(rates), colour, width * 0.95, (), tuple(lows), tuple(highs),
                           tuple(labels), tuple(tops), name=str(name)))  # fmt: skip
        legend.append(LegendEntry(str(name), colour, "square"))
        if any(open_):
            words = say("chart.undecided", lang, series=name) if undecided is None else undecided.format(series=name)
            layers.append(Bars(tuple(xs), tuple(open_), colour, width * 0.95, tuple(rates), hatched=True, name=words))
            hatched_legend.append(LegendEntry(words, colour, "hatched"))
    x = Axis("", categories=tuple(str(g) for g in groups))
    y = Axis(say("chart.win_rate", lang) if ylabel is None else ylabel, percent=True, domain=(0.0, 1.12))
    return Chart(title, x, y, tuple(layers), tuple(legend + hatched_legend), legend_outside=True, size=(8.5, 3.8),
                 grid="y")  # fmt: skip


def _figures(value: Any) -> tuple[int, int, int]:
    """(wins, games, decided) from a tuple or a summary row."""
    if isinstance(value, Mapping):
        n = int(value["n"])
        return int(value["wins"]), n, int(value.get("decided", n))
    if isinstance(value, tuple) and len(value) in (2, 3) and all(isinstance(v, int) for v in value):
        wins, n = value[0], value[1]
        return wins, n, value[2] if len(value) == 3 else n
    msg = f"expected (wins, games), (wins, games, decided) or a summary row, got {value!r}"
    raise ValueError(msg)


# --------------------------------------------------------------------------------- a game's review

COSTLY_RED = "#d62728"
MARK_STYLES: tuple[tuple[str, Shape, str], ...] = (
    ("blunder", "triangle-down", "#d62728"),
    ("mistake", "triangle-down", "#ff7f0e"),
    ("inaccuracy", "cross", "#bcbd22"),
)


def review_chart(review: Any, title: str | None = None, lang: str = "en") -> Chart:
    """The expert's chance over a reviewed game (``search.review``): the chance before each move
    as a step line from the start to the end, the marked moves (blunders, mistakes,
    inaccuracies) where they left it, and the cards' luck apart: a second line, the chance had
    every card shown been average (the start less the cost so far). The gap between the two
    lines is the luck of the cards.

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: 2S AS")
    >>> g.play("2>1x2")
    Move(src=2, dst=1, count=2)
    >>> c = review_chart(g.review(), lang="pl")
    >>> c.layers[0].points, c.y.title
    (((0, 1.0), (1, 1.0)), 'szansa eksperta na wygraną od tego miejsca')
    """
    check_lang(lang)
    points = tuple((x, float(y)) for x, y in review.points())
    line = say("review.chart.line", lang)
    layers: list[Layer] = [Steps(points, PALETTE[0], line)]
    legend = [LegendEntry(line, PALETTE[0], "stroke")]
    skill = tuple((x, float(y)) for x, y in review.skill_points())
    if any(abs(a[1] - b[1]) > 0.005 for a, b in zip(points, skill, strict=False)):
        name = say("review.chart.skill", lang)
        layers.append(Steps(skill, PALETTE[7], name))
        legend.append(LegendEntry(name, PALETTE[7], "stroke"))
    chance = dict(points)
    for mark, shape, colour in MARK_STYLES:
        marks = tuple(sorted((d.number, chance.get(d.number, d.after)) for d in review.decisions if d.mark == mark))
        if marks:
            layers.append(Marks(mark, marks, shape, colour))
            legend.append(LegendEntry(say(f"review.mark.{mark}", lang), colour, shape))
    x = Axis(say("review.chart.x", lang), whole=True)
    y = Axis(say("review.chart.y", lang), percent=True, domain=(0.0, 1.05))
    return Chart(say("review.chart.title", lang) if title is None else title, x, y, tuple(layers), tuple(legend))


# --------------------------------------------------------------------------------- the chance's calibration

GAMES = ("spiderette", "spider")
SUIT_COUNTS = (1, 2, 4)
GAME_NAMES = {"spiderette": "Spiderette", "spider": "Spider"}


def reliability_chart(
    lang: str = "en", game: str = "spiderette", rows: Sequence[CalibrationRow] | None = None
) -> Chart:
    """How well the review's chance is calibrated in ``game`` ("spiderette" or "spider"): per suit
    count, the share of positions the expert went on to win (with its 95% interval) against the
    chance the review predicted, one point per fifth of the prediction (beside it: how many
    positions it holds), and the diagonal a perfectly calibrated chance would follow.

    ``rows``: ``search.review.calibration()`` (the table the package ships, the default) or
    that of another measurement (``calibration(path)``). A fifth with no position is left out.

    >>> c = reliability_chart(lang="pl", game="spiderette")
    >>> c.title
    'Spiderette: szansa według przeglądu a wygrane eksperta'
    >>> for entry in c.legend:
    ...     print(entry.label)
    idealna kalibracja
    1 kolor (trafność 0,3, 113 partii)
    2 kolory (trafność 0,38, 113 partii)
    4 kolory (trafność 0,46, 60 partii)
    >>> [len(layer.points) for layer in c.layers]
    [2, 5, 5, 5]
    """
    from ..search.review import calibration

    check_lang(lang)
    if game not in GAMES:
        msg = f"reliability_chart(): game must be one of {', '.join(map(repr, GAMES))}, got {game!r}"
        raise ValueError(msg)
    table = calibration() if rows is None else list(rows)
    perfect = say("review.reliability.perfect", lang)
    layers: list[Layer] = [Line(((0.0, 0.0), (1.0, 1.0)), GREY, perfect, dots=False, dashed=True)]
    legend = [LegendEntry(perfect, GREY, "stroke")]
    for suits, colour in zip(SUIT_COUNTS, PALETTE, strict=False):
        mine = [r for r in table if r.game == game and r.suits == suits]
        points: list[Point] = []
        lows: list[float] = []
        highs: list[float] = []
        counts: list[str] = []
        for r in mine:
            if r.n and r.predicted is not None and r.realized is not None:
                points.append((r.predicted, r.realized))
                lows.append(r.low)
                highs.append(r.high)
                counts.append(str(r.n))
        if not points:
            continue
        name = say("review.reliability.series", lang, suits=suits, skill=round(mine[0].skill, 2), games=mine[0].games)
        layers.append(Line(tuple(points), colour, name, low=tuple(lows), high=tuple(highs), labels=tuple(counts)))
        legend.append(LegendEntry(name, colour, "stroke"))
    if len(layers) == 1:
        msg = f"reliability_chart(): the table holds no measured position of {game}"
        raise ValueError(msg)
    title = say("review.reliability.title", lang, game=GAME_NAMES[game])
    edges = (-0.02, 1.04)  # 0% and 100% with room for the points on them and the counts beside
    x = Axis(say("review.reliability.x", lang), percent=True, domain=edges)
    y = Axis(say("review.reliability.y", lang), percent=True, domain=edges)
    return Chart(title, x, y, tuple(layers), tuple(legend), size=(6.4, 4.8))
