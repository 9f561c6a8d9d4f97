"""Matplotlib charts for the companion notebooks: score progressions, distributions, win rates.

Each chart is described once (``charts``: its data, title, axes and words)
and drawn here by matplotlib, or as Vega-Lite by ``vega`` where matplotlib is
missing (the in-browser course). Every ``plot_*`` helper draws on ``ax`` (a
new figure when ``None``), labels its axes, and returns the ``Axes`` so a
notebook can add to it. ``lang`` ("en", "pt", "pl", "es") words the axes, legends
and default titles; axes that count actions or games have whole-number
ticks. ``import spiderette_widget`` never imports this module; import it
when you want charts. Matplotlib is imported when a chart is drawn, so this
module imports where matplotlib is missing.

>>> import matplotlib
>>> matplotlib.use("Agg")
>>> from spiderette_widget import Game
>>> g = Game.new("spiderette", suits=1, seed=7)
>>> g.play("3>2"); g.deal()
Move(src=3, dst=2, count=1)
>>> ax = plot_score(g)
>>> ax.get_xlabel(), ax.get_ylabel()
('actions (moves and deals)', 'score')
>>> plot_score(g, lang="pl").get_ylabel()
'wynik'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .charts import (
    Bars,
    Chart,
    LegendEntry,
    Line,
    Marks,
    Row,
    Rule,
    Stairs,
    Steps,
    distribution_chart,
    rates_chart,
    reliability_chart,
    review_chart,
    score_chart,
    score_points,
    scores_chart,
    win_rates_chart,
)

if TYPE_CHECKING:
    from matplotlib.axes import Axes

    from ..search.review import CalibrationRow

__all__ = ["draw", "draw_row", "plot_distribution", "plot_rates", "plot_reliability", "plot_review", "plot_score",
           "plot_scores", "plot_win_rates", "score_points"]  # fmt: skip

#: matplotlib's marker and size for each shape of a chart description
MARKERS: dict[str, tuple[str, float]] = {"triangle-down": ("v", 64), "star": ("*", 180), "cross": ("x", 40),
                                         "square": ("s", 40)}  # fmt: skip
LEGEND_SIZE = {"triangle-down": 8, "star": 13, "cross": 7, "square": 8}
LONG_TITLE = 48  # a y title longer than this (Polish, Portuguese) is set small, so it fits beside the plot


def _new_ax(size: tuple[float, float]) -> Axes:
    import matplotlib.pyplot as plt

    _fig, new = plt.subplots(figsize=size, layout="constrained")
    return new


def draw(chart: Chart, ax: Axes | None = None) -> Axes:
    """``chart`` drawn by matplotlib on ``ax`` (a new figure of the chart's size when ``None``).

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.pictures import score_chart
    >>> from spiderette_widget.pictures.plots import draw
    >>> ax = draw(score_chart(Game.new("spiderette", suits=1, seed=7)))
    >>> ax.get_ylabel(), ax.get_xlabel()
    ('score', 'actions (moves and deals)')
    """
    from matplotlib.ticker import MaxNLocator

    ax = _new_ax(chart.size) if ax is None else ax
    for layer in chart.layers:
        _draw_layer(ax, layer)
    ax.set_xlabel(chart.x.title)
    label = ax.set_ylabel(chart.y.title)
    if len(chart.y.title) > LONG_TITLE:
        label.set_fontsize("small")
    for axis, spec in ((ax.xaxis, chart.x), (ax.yaxis, chart.y)):
        if spec.whole:
            axis.set_major_locator(MaxNLocator(integer=True))
        if spec.percent:
            axis.set_major_formatter(lambda v, _pos: f"{v:.0%}")
    if chart.x.categories:
        tilt = chart.x.tilt
        ax.set_xticks(range(len(chart.x.categories)), list(chart.x.categories), rotation=20 if tilt else 0,
                      ha="right" if tilt else "center")  # fmt: skip
    if chart.x.domain != (None, None):
        ax.set_xlim(*chart.x.domain)
    if chart.y.domain != (None, None):
        ax.set_ylim(*chart.y.domain)
    ax.set_title(chart.title)
    ax.grid(True, axis="y" if chart.grid == "y" else "both", alpha=0.3)
    if chart.legend:
        where: dict[str, Any] = {"loc": "upper left", "bbox_to_anchor": (1.01, 1.0)} if chart.legend_outside else {
            "loc": "best", "framealpha": 0.9}  # fmt: skip
        ax.legend(handles=[_handle(e) for e in chart.legend], fontsize="small", **where)
    return ax


def draw_row(row: Row) -> Any:
    """Charts side by side in one figure (sharing x when the row says so): the ``Figure``.

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.pictures import score_chart
    >>> from spiderette_widget.pictures.charts import Row
    >>> from spiderette_widget.pictures.plots import draw_row
    >>> g = Game.new("spiderette", suits=1, seed=7)
    >>> fig = draw_row(Row((score_chart(g), score_chart(g, lang="pt"))))
    >>> [ax.get_ylabel() for ax in fig.axes]
    ['score', 'pontuação']
    """
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, len(row.charts), figsize=row.size, sharex=row.share_x, layout="constrained",
                             squeeze=False)  # fmt: skip
    for ax, chart in zip(axes[0], row.charts, strict=True):
        draw(chart, ax)
    return fig


def _draw_layer(ax: Axes, layer: Any) -> None:
    if isinstance(layer, Steps):
        xs, ys = zip(*layer.points, strict=True)
        ax.plot(xs, ys, drawstyle="steps-post", label=layer.name, color=layer.colour, linewidth=1.8)
    elif isinstance(layer, Marks):
        px, py = zip(*layer.points, strict=True)
        marker, size = MARKERS[layer.shape]
        edge: dict[str, Any] = {"edgecolors": layer.edge, "linewidths": 0.6} if layer.edge else {}
        ax.scatter(px, py, color=layer.colour, marker=marker, s=size, zorder=4 if layer.edge else 3, **edge)
    elif isinstance(layer, Stairs):
        ax.stairs(layer.counts, layer.edges, linewidth=1.8, color=layer.colour, label=layer.name)
    elif isinstance(layer, Rule):
        ax.axvline(layer.x, color=layer.colour, linestyle="--", linewidth=1.2)
    elif isinstance(layer, Bars):
        _draw_bars(ax, layer)
    elif isinstance(layer, Line):
        _draw_line(ax, layer)
    else:  # pragma: no cover - every layer kind is drawn above
        msg = f"no way to draw {layer!r}"
        raise TypeError(msg)


def _draw_bars(ax: Axes, bars: Bars) -> None:
    base = bars.base()
    if bars.hatched:
        ax.bar(bars.xs, bars.heights, width=bars.width, bottom=base, color="none", edgecolor=bars.colour,
               hatch="///", label=bars.name)  # fmt: skip
        return
    errors: Any = None
    if bars.low:
        tops = [b + h for b, h in zip(base, bars.heights, strict=True)]
        errors = [[max(0.0, t - lo) for t, lo in zip(tops, bars.low, strict=True)],
                  [max(0.0, hi - t) for t, hi in zip(tops, bars.high, strict=True)]]  # fmt: skip
    ax.bar(bars.xs, bars.heights, width=bars.width, bottom=base, yerr=errors, capsize=5, color=bars.colour,
           ecolor="black", alpha=0.85, label=bars.name)  # fmt: skip
    for x, text, y in zip(bars.xs, bars.labels, bars.label_at, strict=True) if bars.labels else ():
        ax.annotate(text, (x, y), xytext=(0, 3), textcoords="offset points", ha="center", va="bottom",
                    fontsize="small")  # fmt: skip


def _draw_line(ax: Axes, line: Line) -> None:
    xs, ys = zip(*line.points, strict=True)
    ax.plot(xs, ys, color=line.colour, linestyle="--" if line.dashed else "-", linewidth=1.0 if line.dashed else 1.8,
            marker="o" if line.dots else "", markersize=5, label=line.name, zorder=3)  # fmt: skip
    if line.low:
        below = [max(0.0, y - lo) for y, lo in zip(ys, line.low, strict=True)]
        above = [max(0.0, hi - y) for y, hi in zip(ys, line.high, strict=True)]
        ax.errorbar(xs, ys, yerr=[below, above], fmt="none", ecolor=line.colour, capsize=3, linewidth=1.2, zorder=2)
    for x, y, text in zip(xs, ys, line.labels, strict=True) if line.labels else ():
        ax.annotate(text, (x, y), xytext=(5, -10), textcoords="offset points", fontsize="x-small", color=line.colour)


def _handle(entry: LegendEntry) -> Any:
    from matplotlib.lines import Line2D
    from matplotlib.patches import Patch

    if entry.shape == "stroke":
        return Line2D([], [], color=entry.colour, linewidth=1.8, label=entry.label)
    if entry.shape == "hatched":
        return Patch(facecolor="none", edgecolor=entry.colour, hatch="///", label=entry.label)
    if entry.shape == "square":
        return Patch(facecolor=entry.colour, alpha=0.85, label=entry.label)
    marker = MARKERS[entry.shape][0]
    edge: dict[str, Any] = {"markeredgecolor": entry.edge} if entry.edge else {}
    return Line2D([], [], color=entry.colour, marker=marker, linestyle="none", markersize=LEGEND_SIZE[entry.shape],
                  label=entry.label, **edge)  # fmt: skip


def plot_score(
    game_or_log: Any, ax: Axes | None = None, label: str | None = None, title: str | None = None, lang: str = "en"
) -> Axes:
    """The score after every action of one game: a step line, deals and removed runs marked.

    ``game_or_log``: a ``Game`` or its ``log``. ``label`` names the line in the
    legend; ``title`` defaults to the game's code and scoring profile.
    (``charts.score_chart`` is the same chart, described.)

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.pictures import plot_score
    >>> g = Game.new("spiderette", suits=1, seed=7)
    >>> g.play("3>2")
    Move(src=3, dst=2, count=1)
    >>> plot_score(g, lang="pt").get_ylabel()
    'pontuação'
    """
    return draw(score_chart(game_or_log, label=label, title=title, lang=lang), ax)


def plot_scores(games_or_mapping: Any, ax: Axes | None = None, title: str | None = None, lang: str = "en") -> Axes:
    """Several score progressions on one axes, one colour each.

    ``games_or_mapping``: ``{label: game or log}`` (e.g. one game per scoring
    profile), or a list of games (labelled by code and profile).

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.pictures import plot_scores
    >>> ax = plot_scores([Game.new("spiderette", suits=1, seed=7), Game.new("spider", suits=1, seed=7)])
    >>> len(ax.get_lines()) >= 2
    True
    """
    return draw(scores_chart(games_or_mapping, title=title, lang=lang), ax)


def plot_distribution(
    values: Any,
    ax: Axes | None = None,
    bins: int | Sequence[float] | None = None,
    xlabel: str | None = None,
    title: str | None = None,
    lang: str = "en",
) -> Axes:
    """A histogram of values over many games (final scores, moves...), mean marked.

    ``values``: a list of numbers, or ``{label: numbers}`` to overlay several
    (e.g. one per player), drawn as outlined steps so they stay readable.

    >>> from spiderette_widget.pictures import plot_distribution
    >>> plot_distribution([480, 495, 500, 510, 530], bins=3, xlabel="final score").get_xlabel()
    'final score'
    """
    return draw(distribution_chart(values, bins=bins, xlabel=xlabel, title=title, lang=lang), ax)


def plot_win_rates(table: Any, ax: Axes | None = None, title: str | None = None, lang: str = "en") -> Axes:
    """Bars of win rates with 95% (Wilson) confidence intervals, ``wins/games`` written on each.

    ``table``: ``{label: rows}`` (rows from ``players.simulate``) or
    ``{label: (wins, games)}``.

    >>> from spiderette_widget.pictures import plot_win_rates
    >>> ax = plot_win_rates({"same suit first": (12, 40), "deal late": (20, 40)})
    >>> [t.get_text() for t in ax.get_xticklabels()]
    ['same suit first', 'deal late']
    """
    return draw(win_rates_chart(table, title=title, lang=lang), ax)


def plot_rates(groups: Any, title: str, ax: Axes | None = None, ylabel: str | None = None,
               undecided: str | None = None, lang: str = "en") -> Axes:  # fmt: skip
    """Win rates side by side per group, with intervals and undecided games hatched (``charts.rates_chart``).

    >>> from spiderette_widget.pictures import plot_rates
    >>> ax = plot_rates({"1 suit": {"solver": (45, 50)}, "2 suits": {"solver": (30, 50)}}, "Deals won", lang="pl")
    >>> [t.get_text() for t in ax.get_xticklabels()]
    ['1 suit', '2 suits']
    """
    return draw(rates_chart(groups, title, ylabel=ylabel, undecided=undecided, lang=lang), ax)


def plot_review(review: Any, ax: Axes | None = None, title: str | None = None, lang: str | None = None) -> Axes:
    """The expert's chance over a reviewed game (``game.review()``), marked moves and the luck apart
    (``charts.review_chart``); ``lang`` defaults to the review's.

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.pictures import plot_review
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: 2S AS")
    >>> g.play("2>1x2")
    Move(src=2, dst=1, count=2)
    >>> plot_review(g.review()).get_ylabel()
    "the expert's chance to win from here"
    """
    return draw(review_chart(review, title=title, lang=lang or review.lang), ax)


def plot_reliability(
    lang: str = "en",
    ax: Axes | Sequence[Axes] | None = None,
    game: str | None = None,
    rows: Sequence[CalibrationRow] | None = None,
) -> list[Axes]:
    """How well the review's chance is calibrated (``charts.reliability_chart``): per suit count,
    the share of positions the expert went on to win against the chance the review predicted,
    by fifths of the prediction, with 95% intervals, beside the diagonal of a perfect chance.

    ``game``: "spiderette" or "spider"; ``None``, both side by side. ``ax``: an ``Axes`` for
    one game, a sequence of them (one per game), or ``None`` (a new figure). ``rows``: the
    table the package ships (``search.review.calibration()``, the default) or another one.
    Returns the ``Axes`` drawn on, one per game.

    >>> import io
    >>> from spiderette_widget.pictures import plot_reliability
    >>> axes = plot_reliability(lang="es")
    >>> [ax.get_title().split(":")[0] for ax in axes], axes[0].get_xlabel()
    (['Spiderette', 'Spider'], 'probabilidad prevista (media de cada tramo de 20 puntos)')
    >>> axes[0].figure.savefig(io.BytesIO(), format="png")  # or a file: docs/images/reliability.png
    """
    from ..text._words import check_lang

    check_lang(lang)
    games = ("spiderette", "spider") if game is None else (game,)
    charts = [reliability_chart(lang, g, rows) for g in games]
    if ax is None:
        import matplotlib.pyplot as plt

        width = sum(c.size[0] for c in charts)
        _fig, grid = plt.subplots(1, len(charts), figsize=(width, charts[0].size[1]), sharey=True,
                                  layout="constrained", squeeze=False)  # fmt: skip
        targets = list(grid[0])
    else:
        targets = [ax] if hasattr(ax, "plot") else list(ax)  # (an array of Axes too)
        if len(targets) != len(charts):
            msg = (f"plot_reliability(): {len(charts)} game(s) to draw ({', '.join(games)}) on {len(targets)} Axes: "
                   "pass one Axes per game, or game='spiderette' or game='spider' with one Axes")  # fmt: skip
            raise ValueError(msg)
    drawn = [draw(chart, target) for chart, target in zip(charts, targets, strict=True)]
    if ax is None:
        for shared in drawn[1:]:  # the panels share their y axis: its title once, at the left
            shared.set_ylabel("")
    return drawn
