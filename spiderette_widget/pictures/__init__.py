"""Pictures: the board as SVG (``board_svg``) and charts of scores and win rates.

Each chart is described once (``charts``: ``score_chart``, ``scores_chart``,
``distribution_chart``, ``win_rates_chart``, ``rates_chart``, ``review_chart``,
``reliability_chart``) and drawn by
matplotlib (``plots``: ``plot_*``, on demand) or as Vega-Lite (``vega``: no
Python package needed, for the in-browser course).
"""

from .charts import (
    Chart,
    distribution_chart,
    rates_chart,
    reliability_chart,
    review_chart,
    score_chart,
    score_points,
    scores_chart,
    win_rates_chart,
)
from .plots import (
    plot_distribution,
    plot_rates,
    plot_reliability,
    plot_review,
    plot_score,
    plot_scores,
    plot_win_rates,
)
from .svg import SUIT_SYMBOLS, board_svg, board_title

__all__ = [
    "SUIT_SYMBOLS",
    "Chart",
    "board_svg",
    "board_title",
    "distribution_chart",
    "plot_distribution",
    "plot_rates",
    "plot_reliability",
    "plot_review",
    "plot_score",
    "plot_scores",
    "plot_win_rates",
    "rates_chart",
    "reliability_chart",
    "review_chart",
    "score_chart",
    "score_points",
    "scores_chart",
    "win_rates_chart",
]
