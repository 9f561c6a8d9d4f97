"""Matplotlib helpers: they return the Axes, label everything and mark deals and runs."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt
import pytest

from spiderette_widget import Game
from spiderette_widget.pictures import plot_distribution, plot_score, plot_scores, plot_win_rates, score_points
from spiderette_widget.search.players import deal_late, play_out, simulate

WON_IN_53 = "SD1-S1-AAAABNK"  # the scripted player wins this deal in 53 moves: 847 points
RUN_POSITION = """
game: spiderette
stock: ? ? ? ? ? ? ?
1: ? | KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S
2: ? | AS 5H
3: 6C
4: 9D
5: 9H
6: 2D
7: 4C
"""


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")


@pytest.fixture(scope="module")
def won_game() -> Game:
    return play_out(Game.from_code(WON_IN_53), deal_late)


def scatter_points(ax) -> list[tuple[float, float]]:
    return [tuple(p) for coll in ax.collections for p in coll.get_offsets()]


def legend_texts(ax) -> list[str]:
    legend = ax.get_legend()
    return [t.get_text() for t in legend.get_texts()] if legend else []


def test_score_points_follow_the_log_and_mark_deals_runs_and_undos():
    g = Game.from_text(RUN_POSITION)
    g.play("2>3")  # 5H onto 6C
    g.play("2>1")  # AS completes the spades
    g.deal()
    g.undo()
    pts = score_points(g)
    assert pts["line"] == [(0, 500), (1, 499), (2, 598), (3, 597), (4, 598)]
    assert pts["runs"] == [(2, 598)]
    assert pts["deals"] == [(3, 597)]
    assert pts["undos"] == [(4, 598)]
    assert score_points(g.log) == pts


def test_plot_score_returns_labelled_axes_with_deals_and_runs_marked(won_game):
    ax = plot_score(won_game, label="careful player")
    assert ax.get_xlabel() == "actions (moves and deals)"
    assert ax.get_ylabel() == "score"
    assert WON_IN_53 in ax.get_title() and "app" in ax.get_title()
    (line,) = ax.get_lines()
    assert list(line.get_xdata()) == list(range(len(won_game.log)))
    ys = list(line.get_ydata())
    assert ys[0] == 500 and ys[-1] == 847
    marked = scatter_points(ax)
    deals = [i for i, (kind, *_rest) in enumerate(won_game.log) if kind == "deal"]
    assert len(deals) == 4
    for i in deals:
        assert (i, won_game.log[i][2]) in marked
    runs = score_points(won_game)["runs"]
    assert len(runs) == 4 and all(p in marked for p in runs)
    assert legend_texts(ax) == ["careful player", "deal", "run removed (+100 in every profile)"]


def test_plot_score_accepts_ax_and_a_log():
    fig, axes = plt.subplots(1, 2)
    g = Game.new("spiderette", suits=1, seed=7)
    g.play("3>2")
    g.undo()
    ax = plot_score(g.log, ax=axes[1], title="mine")
    assert ax is axes[1] and ax.figure is fig
    assert ax.get_title() == "mine"
    assert ax.get_xlabel() == "actions (moves, deals and undos)"
    assert "undo" in legend_texts(ax)


def test_plot_scores_draws_one_line_per_game_with_its_label():
    games = {s: play_out(Game.from_code("SD1-S1-AAAAAAE", scoring=s), deal_late) for s in ("app", "classic", "reveal")}
    ax = plot_scores(games)
    assert [ln.get_label() for ln in ax.get_lines()] == ["app", "classic", "reveal"]
    assert [ln.get_ydata()[0] for ln in ax.get_lines()] == [500, 500, 0]
    assert legend_texts(ax)[:3] == ["app", "classic", "reveal"]
    assert "deal" in legend_texts(ax) and ax.get_ylabel() == "score"
    listed = plot_scores(list(games.values()))
    assert listed.get_lines()[0].get_label() == "SD1-S1-AAAAAAE (app)"


def test_plot_distribution_overlays_series_and_marks_means():
    rows = simulate(12, deal_late, suits=1)
    scores = [r["score"] for r in rows]
    ax = plot_distribution({"careful": scores, "flat": [500] * 12}, xlabel="final score")
    assert ax.get_xlabel() == "final score" and ax.get_ylabel() == "games"
    texts = legend_texts(ax)
    mean = sum(scores) / len(scores)
    assert texts[0] == f"careful: mean {mean:.0f} (n=12)" and texts[1] == "flat: mean 500 (n=12)"
    verticals = [ln for ln in ax.get_lines() if len(set(ln.get_xdata())) == 1]
    assert sorted(ln.get_xdata()[0] for ln in verticals) == sorted([mean, 500])
    assert len(ax.patches) == 2  # one outlined histogram per series


def test_plot_distribution_of_one_list_on_a_given_ax():
    _fig, ax0 = plt.subplots()
    ax = plot_distribution([3, 4, 4, 5, 9], ax=ax0, xlabel="moves", title="t")
    assert ax is ax0 and ax.get_title() == "t" and legend_texts(ax) == ["mean 5 (n=5)"]


def test_plot_win_rates_bars_with_intervals_and_counts():
    table = {"a": [{"won": True}, {"won": False}, {"won": False}, {"won": True}], "b": (0, 10)}
    ax = plot_win_rates(table)
    bars = [p for p in ax.patches]
    assert [round(b.get_height(), 3) for b in bars] == [0.5, 0.0]
    assert [t.get_text() for t in ax.get_xticklabels()] == ["a", "b"]
    assert ax.get_ylabel() == "win rate" and "95%" in ax.get_title()
    assert [t.get_text() for t in ax.texts] == ["2/4", "0/10"]
    # error bars: the 95% Wilson interval of 0/10 reaches above 0
    caps = [ln for ln in ax.get_lines()]
    assert caps and max(max(ln.get_ydata()) for ln in caps) > 0.25


@pytest.mark.parametrize(
    ("call", "words"),
    [
        (lambda: plot_score([]), "a Game or its log"),
        (lambda: plot_score([("start", 0, 500)]), "a log entry"),
        (lambda: plot_scores(5), "list of games"),
        (lambda: plot_scores({}), "nothing to plot"),
        (lambda: plot_distribution([]), "no values"),
        (lambda: plot_win_rates([]), "label"),
        (lambda: plot_win_rates({"x": (3, 2)}), "wins <= n"),
    ],
)
def test_bad_input_says_what_is_wrong(call, words):
    with pytest.raises(ValueError, match=words):
        call()


def test_charts_speak_the_language_asked_for(won_game):
    ax = plot_score(won_game, lang="pt")
    assert ax.get_ylabel() == "pontuação" and ax.get_xlabel() == "ações (jogadas e distribuições)"
    assert ax.get_title().startswith("Pontuação após cada ação")
    assert "distribuição" in legend_texts(ax)
    dist = plot_distribution({"a": [1, 2, 2]}, lang="pl")
    assert dist.get_ylabel() == "partie" and dist.get_xlabel() == "wynik końcowy"
    assert legend_texts(dist) == ["a: średnia 2 (n=3)"]
    assert plot_win_rates({"x": (3, 10)}, lang="pl").get_ylabel() == "odsetek wygranych"
    assert plot_score(won_game, lang="es").get_ylabel() == "puntuación"
    with pytest.raises(ValueError, match="lang must be"):
        plot_score(won_game, lang="fr")


def test_action_and_game_axes_have_whole_number_ticks():
    g = Game.new("spiderette", suits=1, seed=7)
    g.play("3>2")
    g.deal()
    ax = plot_score(g)
    ax.figure.canvas.draw()
    ticks = [t for t in ax.get_xticks() if ax.get_xlim()[0] <= t <= ax.get_xlim()[1]]
    assert ticks and all(float(t).is_integer() for t in ticks)
    dist = plot_distribution([1, 1, 2])
    dist.figure.canvas.draw()
    assert all(float(t).is_integer() for t in dist.get_yticks())
