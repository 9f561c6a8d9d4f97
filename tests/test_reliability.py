"""The reliability chart of the review's chance (issue 50, point 4): drawn from the table the package ships.

``search.review.calibration()`` reads ``data/calibration.csv`` (written by
``benchmarks/calibration.py``); ``pictures.plot_reliability`` draws it, one
panel per game, in every language; the benchmark's ``--chart`` draws with it.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt
import pytest

from spiderette_widget import GameError
from spiderette_widget.pictures import plot_reliability, reliability_chart
from spiderette_widget.search.review import CalibrationRow, calibration
from spiderette_widget.text._words import LANGS, say

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("spiderette", "spider")


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")


def measured(game: str) -> dict[int, list[CalibrationRow]]:
    """The shipped table's fifths that hold positions, per suit count, of ``game``."""
    out: dict[int, list[CalibrationRow]] = {}
    for r in calibration():
        if r.game == game and r.n:
            out.setdefault(r.suits, []).append(r)
    return out


def test_the_shipped_table_holds_five_fifths_per_variant_that_add_up():
    rows = calibration()
    variants = {(r.game, r.suits) for r in rows}
    assert variants == {(g, s) for g in GAMES for s in (1, 2, 4)}
    for game, suits in variants:
        mine = [r for r in rows if (r.game, r.suits) == (game, suits)]
        assert [r.fifth for r in mine] == ["0.0-0.2", "0.2-0.4", "0.4-0.6", "0.6-0.8", "0.8-1.0"]
        assert sum(r.n for r in mine) == mine[0].positions and 0 <= mine[0].won <= mine[0].games
        assert len({(r.skill, r.games, r.seeds) for r in mine}) == 1  # the variant's figures, repeated
        for r in mine:
            lo, hi = (float(x) for x in r.fifth.split("-"))
            assert (r.predicted is None) == (r.realized is None) == (r.n == 0)
            if r.predicted is not None and r.realized is not None:
                assert lo <= r.predicted <= hi and r.low <= r.realized <= r.high


@pytest.mark.parametrize("lang", LANGS)
def test_the_chart_draws_every_measured_fifth_in_every_language(lang):
    axes = plot_reliability(lang=lang)
    assert len(axes) == 2 and axes[0].figure is axes[1].figure
    for ax, game in zip(axes, GAMES, strict=True):
        fifths = measured(game)
        series = [ln for ln in ax.get_lines() if ln.get_marker() == "o"]
        diagonal = [ln for ln in ax.get_lines() if ln.get_linestyle() == "--"]
        assert len(series) == len(fifths) == 3 and len(diagonal) == 1
        assert list(diagonal[0].get_xdata()) == [0.0, 1.0] == list(diagonal[0].get_ydata())
        for line, rows in zip(series, fifths.values(), strict=True):
            assert list(zip(line.get_xdata(), line.get_ydata(), strict=True)) == [(r.predicted, r.realized)
                                                                                  for r in rows]  # fmt: skip
        drawn = [r for rows in fifths.values() for r in rows]
        intervals = sorted((round(float(s[0][1]), 6), round(float(s[1][1]), 6)) for c in ax.collections
                           for s in c.get_segments())  # fmt: skip
        assert intervals == sorted((round(r.low, 6), round(r.high, 6)) for r in drawn)
        assert sorted(t.get_text() for t in ax.texts) == sorted(str(r.n) for r in drawn)
        legend = [t.get_text() for t in ax.get_legend().get_texts()]
        assert legend == [say("review.reliability.perfect", lang)] + [
            say("review.reliability.series", lang, suits=s, skill=round(rows[0].skill, 2), games=rows[0].games)
            for s, rows in fifths.items()
        ]
        name = {"spiderette": "Spiderette", "spider": "Spider"}[game]
        assert ax.get_title() == say("review.reliability.title", lang, game=name)
        assert ax.get_xlabel() == say("review.reliability.x", lang)
    assert axes[0].get_ylabel() == say("review.reliability.y", lang) and axes[1].get_ylabel() == ""
    if lang != "en":  # the language's own words, not the English ones
        english = reliability_chart(game="spider")
        chart = reliability_chart(lang, game="spider")
        assert not {chart.title, chart.x.title, chart.y.title} & {english.title, english.x.title, english.y.title}
        assert not {e.label for e in chart.legend} & {e.label for e in english.legend}


def test_the_legend_counts_in_each_language_s_own_forms():
    words = {lang: [e.label for e in reliability_chart(lang, game="spider").legend] for lang in LANGS}
    assert words["en"][1:3] == ["1 suit (skill -0.1, 25 games)", "2 suits (skill 0.37, 25 games)"]
    assert words["pt"][1:3] == ["1 naipe (destreza -0,1, 25 partidas)", "2 naipes (destreza 0,37, 25 partidas)"]
    assert words["es"][1:3] == ["1 palo (destreza -0,1, 25 partidas)", "2 palos (destreza 0,37, 25 partidas)"]
    assert words["pl"][1:3] == ["1 kolor (trafność -0,1, 25 partii)", "2 kolory (trafność 0,37, 25 partii)"]
    assert reliability_chart("pl").legend[1].label == "1 kolor (trafność 0,3, 113 partii)"  # 113: "many"
    few = say("review.reliability.series", "pl", suits=2, skill=0.37, games=24)
    assert few == "2 kolory (trafność 0,37, 24 partie)"
    assert say("review.reliability.series", "pl", suits=4, skill=0.5, games=1) == "4 kolory (trafność 0,5, 1 partia)"


def test_one_game_on_an_axes_of_one_s_own():
    _fig, (left, right) = plt.subplots(1, 2)
    assert plot_reliability(ax=right, game="spider", lang="pt") == [right]
    assert right.get_title().startswith("Spider:") and not left.get_lines()
    both = plt.subplots(1, 2)[1]  # an array of Axes, one per game
    assert [ax.get_title().split(":")[0] for ax in plot_reliability(ax=both)] == ["Spiderette", "Spider"]


@pytest.mark.parametrize(
    ("kw", "words"),
    [
        ({"game": "klondike"}, "game must be one of 'spiderette', 'spider'"),
        ({"lang": "fr"}, "lang must be"),
        ({"rows": [r for r in calibration() if r.game == "spider"]}, "no measured position of spiderette"),
    ],
)
def test_bad_input_says_what_is_wrong_and_draws_nothing(kw, words):
    _fig, ax = plt.subplots()
    with pytest.raises(ValueError, match=words):
        plot_reliability(ax=ax, **{"game": "spiderette", **kw})
    assert not ax.get_lines() and not ax.get_title()


def test_one_axes_for_two_games_is_refused_before_drawing():
    _fig, ax = plt.subplots()
    with pytest.raises(ValueError, match=r"2 game.* on 1 Axes"):
        plot_reliability(ax=ax)
    assert not ax.get_lines()


def test_a_table_read_from_a_file_is_checked(tmp_path):
    good = (ROOT / "spiderette_widget/data/calibration.csv").read_text(encoding="utf-8")
    (tmp_path / "copy.csv").write_text(good)
    assert calibration(tmp_path / "copy.csv") == calibration() and calibration(str(tmp_path / "copy.csv"))
    (tmp_path / "cut.csv").write_text(good.replace(",skill,", ",skil,", 1))
    with pytest.raises(GameError, match="no 'skill' column"):
        calibration(tmp_path / "cut.csv")
    lines = good.splitlines()
    (tmp_path / "bad.csv").write_text("\n".join([lines[0], lines[1].replace("spiderette,1,", "spiderette,one,", 1)]))
    with pytest.raises(GameError, match="line 2: suits must be a number, got 'one'"):
        calibration(tmp_path / "bad.csv")
    (tmp_path / "empty.csv").write_text(lines[0] + "\n")
    with pytest.raises(GameError, match="no calibration rows"):
        calibration(tmp_path / "empty.csv")
    with pytest.raises(GameError, match="path must be a file name"):
        calibration(5)  # type: ignore[arg-type]


def test_the_benchmark_draws_its_chart_with_the_package(tmp_path):
    """``--redraw --chart`` draws the table it writes by default (the shipped one) with ``plot_reliability``."""
    png = tmp_path / "reliability.png"
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks/calibration.py"), "--redraw", "--chart", str(png)],
                          capture_output=True, text=True, timeout=300, check=False)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    source = (ROOT / "benchmarks/calibration.py").read_text(encoding="utf-8")
    assert "plot_reliability" in source and "errorbar" not in source  # no second copy of the drawing
    assert 'default=ROOT / "spiderette_widget/data/calibration.csv"' in source


def test_where_matplotlib_is_missing_the_course_shows_it_as_vega_lite():
    """The zero-install site has no matplotlib: ``classroom.figure`` shows the chart described as Vega-Lite."""
    from spiderette_widget.classroom import ChartPicture, figure
    from spiderette_widget.pictures.vega import MIME

    charts = [reliability_chart("es", game) for game in GAMES]
    shown = figure(charts, "Calibración de la probabilidad de la revisión", renderer="vega-lite")
    assert isinstance(shown, ChartPicture)
    spec = shown._repr_mimebundle_()[0][MIME]
    assert [part["title"]["text"] for part in spec["concat"]] == [c.title for c in charts]
    for part, game in zip(spec["concat"], GAMES, strict=True):
        lines = [layer["data"]["values"] for layer in part["layer"] if layer.get("usermeta", {}).get("role") == "line"]
        fifths = measured(game)
        assert len(lines) == 1 + len(fifths)  # the diagonal and one line per suit count
        assert [[(r["x"], r["y"]) for r in rows] for rows in lines[1:]] == [
            [(r.predicted, r.realized) for r in rows] for rows in fifths.values()
        ]
