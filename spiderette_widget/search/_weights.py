"""The searches' evaluation weights, written once: the Python search (``core``, ``expert``) reads them,
and ``native`` hands them to the native core at setup, as it hands it ``Move`` and ``DEAL``.

>>> WEIGHTS[0], DISORDER, WIN_SCORE > 2 * 13 * WEIGHTS[0]
(1000, 10, True)
"""

from __future__ import annotations

__all__ = ["DISORDER", "WEIGHTS", "WIN_SCORE"]

# evaluation: removed run, face-down card, suit-connected pair, other connected pair, empty column
WEIGHTS = (1000, 40, 10, 3, 25)
DISORDER = 10  # the beam's penalty per group of face-up cards in suit (core.chaos_score)
WIN_SCORE = 10**6  # a rollout's score for a win (above every evaluation: expert.rollout)
