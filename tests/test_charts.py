"""One chart description, two renderers: matplotlib and Vega-Lite draw the same data, titles, axes and words.

Each chart the course draws is described once (``pictures.charts``) in en, pt
and pl; matplotlib draws it (``plots.draw``) and Vega-Lite draws it as
JupyterLab, Notebook 7, JupyterLite and VS Code do (``vega.spec``, rendered to
SVG by the npm packages JupyterLab bundles, in headless Chromium). Every word drawn
(title, axis titles, legend, category names, the counts on bars) is the
same in both, and so is every number drawn: the points of each line, the
marked points, the histogram's bins, the mean lines, the bars and their
intervals, the axis ranges asked for.
"""

from __future__ import annotations

import re

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt
import pytest
import vega
from matplotlib.patches import Rectangle, StepPatch

from spiderette_widget import Game, SpideretteWidget
from spiderette_widget.classroom import ChartPicture, ClassTable, Picture, Results, figure, follow_score
from spiderette_widget.pictures import (
    distribution_chart,
    rates_chart,
    reliability_chart,
    review_chart,
    score_chart,
    scores_chart,
    win_rates_chart,
)
from spiderette_widget.pictures.charts import Bars, Chart, Line, Marks, Row, Rule, Stairs, Steps
from spiderette_widget.pictures.plots import draw, draw_row
from spiderette_widget.pictures.vega import MIME
from spiderette_widget.search.core import HonestPlayer
from spiderette_widget.search.players import deal_late, play_out, same_suit_first, simulate

pytestmark = [pytest.mark.browser]

LANGS = ("en", "pt", "pl")
NUMBER = re.compile(r"^[−-]?[\d.,\s]+%?$")  # a tick label: the renderers choose their own ticks


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")


@pytest.fixture(scope="module")
def games():
    won = play_out(Game.from_code("SD1-S1-AAAABNK"), deal_late)
    profiles = {}
    for scoring in ("app", "classic", "reveal"):
        g = play_out(Game.from_code("SD1-S1-AAAAAAE", scoring=scoring), deal_late)
        for _ in range(5):
            g.undo()
        profiles[scoring] = g
    rows = {p.__name__: simulate(6, p, suits=1) for p in (deal_late, same_suit_first)}
    return won, profiles, rows, reviewed_game()


def reviewed_game():
    """The honest player's first 15 actions of SD1-S2-AAAAABD, reviewed: some moves marked, the cards' luck apart."""
    g = Game.from_code("SD1-S2-AAAAABD")
    player = HonestPlayer()
    for _ in range(15):
        g.play(player.step_for(g)[0])
    return g.review(verdicts=False)  # the review's own budgets


def class_table() -> ClassTable:
    """Three learners' results on four puzzles: one solved by all who tried, one tried by some, one by nobody."""

    def row(exercise: str, tries: int, solved: bool, hints: int = 0) -> dict:
        return {"exercise": exercise, "solved": solved, "tries": tries, "seconds": 30, "hints": hints}

    return ClassTable([
        Results([row("p1", 1, True), row("p2", 2, True, 1), row("p3", 0, False), row("p4", 3, False)], "ann"),
        Results([row("p1", 2, True), row("p2", 1, False), row("p3", 0, False), row("p4", 0, False)], "bo"),
        Results([row("p1", 1, True), row("p2", 0, False), row("p3", 0, False), row("p4", 1, True)], "cy"),
    ])  # fmt: skip


def course_charts(games, lang: str) -> dict[str, Chart]:
    """The kinds of chart the course draws (notebooks 07, 09, 10, 11, 13, docs/review.md), in ``lang``."""
    won, profiles, rows, reviewed = games
    study = {"1": {"thoughtful": {"wins": 8, "n": 10, "decided": 9}, "honest": (5, 10)},
             "2": {"thoughtful": (4, 10, 6), "honest": (1, 10)}}  # fmt: skip
    return {
        "score": score_chart(won, label="SD1-S1-AAAABNK", lang=lang),
        "score, undos": score_chart(profiles["classic"], lang=lang),
        "scores, zoomed": scores_chart({k: profiles[k] for k in ("app", "classic")}, lang=lang).zoom(
            x=(29.5, None), y=(380, 460)
        ),
        "distribution": distribution_chart({k: [r["score"] for r in v] for k, v in rows.items()}, lang=lang),
        "one distribution": distribution_chart([3, 4, 4, 5, 9], xlabel="moves", lang=lang),
        "win rates": win_rates_chart(rows, lang=lang),
        "rates": rates_chart(study, "Spiderette", lang=lang),
        "review": review_chart(reviewed, lang=lang),
        "reliability": reliability_chart(lang, game="spiderette"),
        "class": class_table().chart(lang=lang),
    }


def spec_values(spec: dict, axis: str) -> list:
    first = spec["layer"][0]["encoding"].get(axis, {})
    return first.get("axis", {}).get("values", []) if "labelExpr" not in first.get("axis", {}) else []


def words_matplotlib(ax) -> set[str]:
    words = {ax.get_title(), ax.get_xlabel(), ax.get_ylabel()}
    words |= {t.get_text() for t in ax.texts if not NUMBER.match(t.get_text())}  # (a count above a bar: a number)
    legend = ax.get_legend()
    if legend:
        words |= {t.get_text() for t in legend.get_texts()}
    words |= {t.get_text() for t in ax.get_xticklabels() if not NUMBER.match(t.get_text())}
    return {w for w in words if w}


def words_vega(texts: list[str]) -> set[str]:
    return {t for t in texts if t and not NUMBER.match(t)}


def data_matplotlib(ax, chart: Chart) -> dict[str, list]:
    """What matplotlib drew, layer kind by layer kind, as numbers."""
    out: dict[str, list] = {"steps": [], "marks": [], "stairs": [], "rules": [], "bars": [], "lines": []}
    for line in ax.get_lines():
        xs, ys = list(line.get_xdata()), list(line.get_ydata())
        if line.get_drawstyle() == "steps-post":
            out["steps"].append([(float(x), float(y)) for x, y in zip(xs, ys, strict=True)])
        elif len(set(xs)) == 1 and line.get_linestyle() == "--":
            out["rules"].append(float(xs[0]))
        elif line.get_linestyle() != "None":  # (an error bar's caps: markers, no line)
            out["lines"].append([(float(x), float(y)) for x, y in zip(xs, ys, strict=True)])
    for coll in ax.collections:
        offsets = [tuple(map(float, p)) for p in coll.get_offsets()]
        if offsets and not hasattr(coll, "get_segments"):
            out["marks"].append(offsets)
    for patch in ax.patches:
        if isinstance(patch, StepPatch):
            values, edges, _baseline = patch.get_data()
            out["stairs"].append(([int(v) for v in values], [float(e) for e in edges]))
        elif isinstance(patch, Rectangle):
            x, y = patch.get_x() + patch.get_width() / 2, patch.get_y()
            out["bars"].append((round(x, 9), round(y, 9), round(y + patch.get_height(), 9)))
    out["bars"].sort()
    return out


def data_vega(spec: dict) -> dict[str, list]:
    """What the Vega-Lite spec draws, as the same numbers."""
    out: dict[str, list] = {"steps": [], "marks": [], "stairs": [], "rules": [], "bars": [], "lines": []}
    for layer in spec["layer"]:
        mark, rows = layer["mark"], layer["data"]["values"]
        if layer.get("usermeta", {}).get("role") == "legend":
            continue
        if mark["type"] == "line" and mark.get("interpolate") == "step-after":
            out["steps"].append([(float(r["x"]), float(r["y"])) for r in rows])
        elif layer.get("usermeta", {}).get("role") == "line":
            out["lines"].append([(float(r["x"]), float(r["y"])) for r in sorted(rows, key=lambda r: r["order"])])
        elif mark["type"] == "point":
            out["marks"].append([(float(r["x"]), float(r["y"])) for r in rows])
        elif layer.get("usermeta", {}).get("role") == "histogram":
            bins = layer["usermeta"]["bins"]
            out["stairs"].append(([b["y"] for b in bins], [float(b["x"]) for b in bins] + [float(bins[-1]["x2"])]))
        elif mark["type"] == "rule" and "y" not in layer["encoding"]:
            out["rules"].append(float(rows[0]["x"]))
        elif mark["type"] == "rect":
            out["bars"] += [(round((r["x"] + r["x2"]) / 2, 9), round(r["y"], 9), round(r["y2"], 9)) for r in rows]
    out["bars"].sort()
    return out


def intervals_vega(spec: dict) -> list[tuple[float, float, float]]:
    return sorted((round(r["x"], 9), round(r["y"], 9), round(r["y2"], 9)) for layer in spec["layer"]
                  if layer["mark"]["type"] == "rule" and "y2" in layer["encoding"]
                  for r in layer["data"]["values"])  # fmt: skip


def intervals_matplotlib(ax) -> list[tuple[float, float, float]]:
    found = []
    for coll in ax.collections:
        for seg in getattr(coll, "get_segments", list)():
            (x0, y0), (x1, y1) = seg[0], seg[-1]
            if x0 == x1:
                found.append((round(float(x0), 9), round(float(min(y0, y1)), 9), round(float(max(y0, y1)), 9)))
    return sorted(found)


@pytest.fixture(scope="module")
def drawn(games):
    """Every course chart in every language: (chart, matplotlib Axes, Vega-Lite spec, the SVG Vega drew)."""
    charts = [(lang, name, c) for lang in LANGS for name, c in course_charts(games, lang).items()]
    specs = [c.vegalite() for _lang, _name, c in charts]
    svgs = vega.render(specs)
    return [(lang, name, c, spec, svg) for (lang, name, c), spec, svg in zip(charts, specs, svgs, strict=True)]


def test_both_renderers_draw_the_same_words_in_every_language(drawn):
    seen = {}
    for lang, name, chart, spec, svg in drawn:
        ax = draw(chart)
        assert not svg["warnings"], (lang, name, svg["warnings"])
        mpl, vl = words_matplotlib(ax), words_vega(svg["texts"])
        assert mpl == vl, (lang, name, mpl ^ vl)
        assert chart.title in vl and chart.y.title in vl and all(e.label in vl for e in chart.legend)
        for axis in ("x", "y"):  # whole-number axes: every tick the spec asks for is labelled
            asked = spec_values(spec, axis)
            if asked:
                assert [str(v) for v in asked] == [t for t in svg["texts"] if t in {str(v) for v in asked}][
                    : len(asked)
                ], (lang, name, axis, asked, svg["texts"])
        seen.setdefault(name, {})[lang] = {chart.title, chart.x.title, chart.y.title} - {""}
        plt.close(ax.figure)
    # the words are the language's own: no title or axis title of pt or pl is the English one
    for name, by_lang in seen.items():
        if name not in ("rates", "one distribution"):  # (a title or axis title the caller gave)
            assert not by_lang["en"] & (by_lang["pt"] | by_lang["pl"]), name


def test_both_renderers_draw_the_same_data(drawn):
    for lang, name, chart, spec, _svg in drawn:
        ax = draw(chart)
        mpl, vl = data_matplotlib(ax, chart), data_vega(spec)
        assert mpl == vl, (lang, name)
        assert intervals_matplotlib(ax) == intervals_vega(spec), (lang, name)
        kinds = {type(layer) for layer in chart.layers}
        assert bool(mpl["steps"]) == (Steps in kinds) and bool(mpl["stairs"]) == (Stairs in kinds)
        assert bool(mpl["bars"]) == (Bars in kinds) and bool(mpl["rules"]) == (Rule in kinds)
        assert bool(mpl["marks"]) == (Marks in kinds) and bool(mpl["lines"]) == (Line in kinds)
        plt.close(ax.figure)


def test_a_spec_holds_no_null(drawn):
    """The Pyodide kernel turns None into JavaScript's undefined, which Vega-Lite reads as "the default"
    (a legend titled with the field's name): a spec says "" where it means no title."""

    def nulls(value, where="spec"):
        if value is None:
            yield where
        elif isinstance(value, dict):
            for k, v in value.items():
                yield from nulls(v, f"{where}.{k}")
        elif isinstance(value, list):
            for i, v in enumerate(value):
                yield from nulls(v, f"{where}[{i}]")

    for lang, name, _chart, spec, svg in drawn:
        assert not list(nulls(spec)), (lang, name, list(nulls(spec))[:5])
        assert "entry" not in svg["texts"] and "x" not in svg["texts"] and "y" not in svg["texts"], (lang, name)


def test_a_zoom_is_the_same_range_in_both(drawn):
    for _lang, name, chart, spec, svg in drawn:
        if name != "scores, zoomed":
            continue
        ax = draw(chart)
        assert ax.get_xlim()[0] == 29.5 and ax.get_ylim() == (380, 460)
        scales = [layer["encoding"]["y"]["scale"] for layer in spec["layer"] if "y" in layer["encoding"]]
        assert all(s["domain"] == [380, 460] for s in scales)
        xs = [layer["encoding"]["x"]["scale"] for layer in spec["layer"]]
        assert all(s["domainMin"] == 29.5 for s in xs)
        ticks = [float(t) for t in svg["texts"] if NUMBER.match(t)]
        assert min(ticks) >= 29.5
        plt.close(ax.figure)


def test_charts_side_by_side_share_the_x_range(games):
    _won, profiles, _rows, _reviewed = games
    charts = [score_chart(g, title=name) for name, g in profiles.items()]
    fig = draw_row(Row(tuple(charts)))
    assert [ax.get_title() for ax in fig.axes] == list(profiles)
    spec = Row(tuple(charts)).vegalite()
    assert [p["title"]["text"] for p in spec["concat"]] == list(profiles)
    (svg,) = vega.render([spec])
    assert not svg["warnings"] and all(name in svg["texts"] for name in profiles)
    assert words_vega(svg["texts"]) == set().union(*(words_matplotlib(ax) for ax in fig.axes))
    domains = {tuple(layer["encoding"]["x"]["scale"]["domain"]) for p in spec["concat"] for layer in p["layer"]}
    assert len(domains) == 1


def test_figure_is_a_png_where_matplotlib_is_and_a_vega_lite_chart_where_it_is_not(games):
    won, _profiles, _rows, _reviewed = games
    chart = score_chart(won, lang="pl")
    png = figure(chart, "Wynik partii")
    assert isinstance(png, Picture) and png.mime == "image/png" and png.alt == "Wynik partii"
    side = figure([chart, chart], "Dwa wykresy")
    assert isinstance(side, Picture)
    vl = figure(chart, "Wynik partii", renderer="vega-lite")  # as in the in-browser course, with no matplotlib
    assert isinstance(vl, ChartPicture)
    bundle, meta = vl._repr_mimebundle_()
    assert bundle["text/plain"] == "Wynik partii" and bundle[MIME]["description"] == "Wynik partii"
    assert bundle[MIME]["title"]["text"] == chart.title and meta[MIME]["embed_options"]["renderer"] == "svg"
    assert "concat" in figure([chart, chart], "Dwa wykresy", renderer="vega-lite")._repr_mimebundle_()[0][MIME]


def test_the_live_chart_follows_the_board():
    shown = []
    w = SpideretteWidget.new("spiderette", suits=1, seed=4, scoring="classic", lang="pt")
    handle = follow_score(w, lang="pt", renderer="vega-lite", display=lambda obj, **kw: shown.append((obj, kw)))
    assert len(shown) == 1 and not shown[0][1].get("update")

    def steps(i):
        spec = shown[i][0]._repr_mimebundle_()[0][MIME]
        return next(layer for layer in spec["layer"] if layer["mark"]["type"] == "line")["data"]["values"]

    assert [r["y"] for r in steps(0)] == [500]
    w.play("3>6")
    w.deal()
    w.undo()
    assert all(kw.get("update") and kw["display_id"] == handle.display_id for _obj, kw in shown[1:])
    assert [r["y"] for r in steps(-1)] == [500, 499, 498, 497]
    assert "497" in shown[-1][0].alt and shown[-1][0].alt.startswith("Gráfico")
    handle.stop()
    w.redo()
    assert len(shown) == 4


@pytest.mark.parametrize("lang", LANGS)
def test_every_word_of_a_chart_comes_from_the_catalog(lang, games):
    _won, profiles, _rows, _reviewed = games
    from spiderette_widget.text._words import say

    c = score_chart(profiles["classic"], lang=lang)
    assert c.x.title == say("chart.actions_undo", lang) and c.y.title == say("chart.score", lang)
    assert [e.label for e in c.legend] == [say(k, lang) for k in ("chart.deal", "chart.run", "chart.undo")]
    v = review_chart(_reviewed, lang=lang)
    assert (v.title, v.x.title, v.y.title) == tuple(say(f"review.chart.{k}", lang) for k in ("title", "x", "y"))
    marked = [m for m in ("blunder", "mistake", "inaccuracy") if any(d.mark == m for d in _reviewed.decisions)]
    assert marked and [e.label for e in v.legend] == [say("review.chart.line", lang), say("review.chart.skill", lang),
                                                      *(say(f"review.mark.{m}", lang) for m in marked)]  # fmt: skip
    r = rates_chart({"1": {"a": (1, 4, 3)}}, "t", lang=lang)
    assert r.legend[-1].label == say("chart.undecided", lang, series="a")
