"""The game written down: the notation and dict formats, every word in each language of ``LANGS``,
the spoken description, and the statistics file.

The modules here are private (``Game.to_text``, ``Game.describe``,
``IllegalMove.message`` and the widget use them); what a notebook uses
directly is the statistics.
"""

from ._stats import Stats, stats

__all__ = ["Stats", "stats"]
