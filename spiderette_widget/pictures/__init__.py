"""Pictures: the board as SVG (``board_svg``) and charts of scores and win rates (matplotlib, drawn on demand)."""

from .plots import plot_distribution, plot_score, plot_scores, plot_win_rates, score_points
from .svg import SUIT_SYMBOLS, board_svg, board_title

__all__ = [
    "SUIT_SYMBOLS",
    "board_svg",
    "board_title",
    "plot_distribution",
    "plot_score",
    "plot_scores",
    "plot_win_rates",
    "score_points",
]
