"""Matplotlib charts for the companion notebooks: score progressions, distributions, win rates.

Every helper draws on ``ax`` (a new figure when ``None``), labels its axes,
and returns the ``Axes`` so a notebook can add to it. ``lang`` ("en", "pt",
"pl") words the axes, legends and default titles; axes that count actions or
games have whole-number ticks. ``import spiderette_widget`` never imports this
module; import it when you want charts. Matplotlib is imported when a chart
is drawn, so this module imports where matplotlib is missing (the in-browser
course: ``spiderette_widget.engine._browser``).

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

import math
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..engine._game import LogEntry
from ..text._words import check_lang, say

if TYPE_CHECKING:
    from matplotlib.axes import Axes

__all__ = ["plot_distribution", "plot_score", "plot_scores", "plot_win_rates", "score_points"]

# marker styles (Axes.scatter keywords) of the points a score chart marks
DEAL_MARK: dict[str, Any] = {"marker": "v", "s": 64, "zorder": 3}
RUN_MARK: dict[str, Any] = {"marker": "*", "s": 180, "zorder": 4, "edgecolors": "black", "linewidths": 0.6}
UNDO_MARK: dict[str, Any] = {"marker": "x", "s": 40, "zorder": 3}


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


def _whole_numbers(axis: Any) -> None:
    """Whole-number ticks on ``axis`` (for counts of actions or games)."""
    from matplotlib.ticker import MaxNLocator

    axis.set_major_locator(MaxNLocator(integer=True))


def _new_ax(ax: Axes | None, size: tuple[float, float] = (7.0, 3.6)) -> Axes:
    if ax is not None:
        return ax
    import matplotlib.pyplot as plt

    _fig, new = plt.subplots(figsize=size, layout="constrained")
    return new


def _draw_progress(ax: Axes, pts: dict[str, list[tuple[int, int]]], label: str | None, colour: Any) -> Any:
    xs, ys = zip(*pts["line"], strict=True)
    (line,) = ax.plot(xs, ys, drawstyle="steps-post", label=label, color=colour, linewidth=1.8)
    c = line.get_color()
    for key, style in (("deals", DEAL_MARK), ("runs", RUN_MARK), ("undos", UNDO_MARK)):
        if pts[key]:
            px, py = zip(*pts[key], strict=True)
            face = "gold" if key == "runs" else c
            ax.scatter(px, py, color=face, **style)
    return c


def _marker_legend(ax: Axes, kinds: set[str], lines: bool, lang: str) -> None:
    from matplotlib.lines import Line2D

    handles = list(ax.get_legend_handles_labels()[0]) if lines else []

    def marker(key: str, symbol: str, colour: str, size: int, **style: Any) -> Line2D:
        return Line2D([], [], color=colour, marker=symbol, linestyle="none", markersize=size,
                      label=say(f"chart.{key}", lang), **style)  # fmt: skip

    entries = {
        "deals": marker("deal", "v", "grey", 8),
        "runs": marker("run", "*", "gold", 13, markeredgecolor="black"),
        "undos": marker("undo", "x", "grey", 7),
    }
    handles += [entries[k] for k in ("deals", "runs", "undos") if k in kinds]
    if handles:
        ax.legend(handles=handles, loc="best", fontsize="small", framealpha=0.9)


def _x_label(kinds: set[str], lang: str) -> str:
    return say("chart.actions_undo", lang) if "undos" in kinds else say("chart.actions", lang)


def plot_score(
    game_or_log: Any, ax: Axes | None = None, label: str | None = None, title: str | None = None, lang: str = "en"
) -> Axes:
    """The score after every action of one game: a step line, deals and removed runs marked.

    ``game_or_log``: a ``Game`` or its ``log``. ``label`` names the line in the
    legend; ``title`` defaults to the game's code and scoring profile.
    """
    check_lang(lang)
    pts = score_points(game_or_log)
    ax = _new_ax(ax)
    _draw_progress(ax, pts, label, None)
    kinds = {k for k in ("deals", "runs", "undos") if pts[k]}
    ax.set_xlabel(_x_label(kinds, lang))
    ax.set_ylabel(say("chart.score", lang))
    _whole_numbers(ax.xaxis)
    if title is None:
        code = getattr(game_or_log, "code", None)
        scoring = getattr(game_or_log, "scoring", None)
        title = say("chart.title", lang) + (f": {code}" if code else "")
        title += f" ({say('chart.scoring', lang, name=scoring)})" if scoring else ""
    ax.set_title(title)
    ax.grid(True, alpha=0.3)
    _marker_legend(ax, kinds, lines=label is not None, lang=lang)
    return ax


def plot_scores(games_or_mapping: Any, ax: Axes | None = None, title: str | None = None, lang: str = "en") -> Axes:
    """Several score progressions on one axes, one colour each.

    ``games_or_mapping``: ``{label: game or log}`` (e.g. one game per scoring
    profile), or a list of games (labelled by code and profile).
    """
    check_lang(lang)
    if isinstance(games_or_mapping, Mapping):
        items = list(games_or_mapping.items())
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
    ax = _new_ax(ax)
    kinds: set[str] = set()
    for name, g in items:
        pts = score_points(g)
        _draw_progress(ax, pts, str(name), None)
        kinds |= {k for k in ("deals", "runs", "undos") if pts[k]}
    ax.set_xlabel(_x_label(kinds, lang))
    ax.set_ylabel(say("chart.score", lang))
    _whole_numbers(ax.xaxis)
    ax.set_title(say("chart.title", lang) if title is None else title)
    ax.grid(True, alpha=0.3)
    _marker_legend(ax, kinds, lines=True, lang=lang)
    return ax


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
    ax = _new_ax(ax)
    everything = [v for vs in clean.values() for v in vs]
    if bins is None:
        lo, hi = min(everything), max(everything)
        width = max(1.0, math.ceil((hi - lo) / 25)) if hi > lo else 1.0
        bins = [lo + width * k - width / 2 for k in range(int((hi - lo) / width) + 2)]
    for name, vs in clean.items():
        mean = sum(vs) / len(vs)
        about = f"{say('chart.mean', lang)} {mean:.0f} (n={len(vs)})"
        label = f"{name}: {about}" if name is not None else about
        ax.hist(vs, bins=bins, histtype="step", linewidth=1.8, label=label)
        ax.axvline(mean, color=ax.patches[-1].get_edgecolor(), linestyle="--", linewidth=1.2)  # the outline just drawn
    ax.set_xlabel(xlabel)
    ax.set_ylabel(say("chart.games", lang))
    _whole_numbers(ax.yaxis)
    ax.set_title(title or say("chart.distribution", lang, what=xlabel))
    ax.grid(True, alpha=0.3)
    ax.legend(fontsize="small", framealpha=0.9)
    return ax


def plot_win_rates(table: Any, ax: Axes | None = None, title: str | None = None, lang: str = "en") -> Axes:
    """Bars of win rates with 95% (Wilson) confidence intervals, ``wins/games`` written on each.

    ``table``: ``{label: rows}`` (rows from ``players.simulate``) or
    ``{label: (wins, games)}``.
    """
    from ..search.players import wilson_interval

    check_lang(lang)
    if not isinstance(table, Mapping) or not table:
        msg = f"expected {{label: rows or (wins, games)}}, got {table!r}"
        raise ValueError(msg)
    names, rates, lows, highs, counts = [], [], [], [], []
    for name, value in table.items():
        if isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, int) for v in value):
            wins, n = value
        else:
            rows = list(value)
            wins, n = sum(1 for r in rows if r["won"]), len(rows)
        lo, hi = wilson_interval(wins, n)
        rate = wins / n if n else 0.0
        names.append(str(name))
        rates.append(rate)
        lows.append(rate - lo)
        highs.append(hi - rate)
        counts.append(f"{wins}/{n}")
    ax = _new_ax(ax, (max(5.0, 1.3 * len(names) + 1.5), 3.8))
    xs = range(len(names))
    bars = ax.bar(xs, rates, yerr=[lows, highs], capsize=5, color="#4c72b0", ecolor="black", alpha=0.85)
    for bar, text, up in zip(bars, counts, highs, strict=True):
        ax.annotate(
            text,
            (bar.get_x() + bar.get_width() / 2, bar.get_height() + up),
            xytext=(0, 3),
            textcoords="offset points",
            ha="center",
            va="bottom",
            fontsize="small",
        )
    ax.set_xticks(list(xs), names, rotation=20 if len(names) > 4 else 0, ha="right" if len(names) > 4 else "center")
    ax.set_ylabel(say("chart.win_rate", lang))
    ax.set_ylim(0, min(1.0, max(r + h for r, h in zip(rates, highs, strict=True)) * 1.25 + 0.02))
    ax.yaxis.set_major_formatter(lambda v, _pos: f"{v:.0%}")
    ax.set_title(say("chart.win_title", lang) if title is None else title)
    ax.grid(True, axis="y", alpha=0.3)
    return ax
