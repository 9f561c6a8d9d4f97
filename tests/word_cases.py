"""Parameters that exercise every text of the catalog: counts that pick every plural form, cards of both
Portuguese genders, groups, lists. Shared by the word tests and by the digest file
``tests/data/words_before_files.json`` (the old catalog's outputs, from before the words moved into
translation files).

>>> cases(["n", "card"])[:2]
[{'card': 'QD', 'n': 1}, {'card': '9C', 'n': 2}]
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable
from typing import Any

COUNTS: tuple[Any, ...] = (0, 1, 2, 5, 12, 22, 101, 112, 12345, 2.5)
CARDS = ("QD", "9C", "AS", "JH", "KS", "10D", "7S")  # a queen (feminine in pt), numbers, ace, jack, king
GROUPS = ("9S 8S 7H", "QD", "KS…AS", "7C", "2 cards", "JC")


def cases(names: Iterable[str]) -> list[dict[str, Any]]:
    """One parameter set per count in ``COUNTS``; the names sorted, each shifted so they differ."""
    out = []
    for v in range(len(COUNTS)):
        params: dict[str, Any] = {}
        for i, name in enumerate(sorted(names)):
            k = v + i
            if name in ("card", "target", "above"):
                params[name] = CARDS[k % len(CARDS)]
            elif name in ("group", "cards"):
                params[name] = GROUPS[k % len(GROUPS)]
            elif name == "columns":
                params[name] = list(range(1, k % 4 + 2))
            elif name == "suit":
                params[name] = "SHDC"[k % 4]
            elif name == "any_rank":
                params[name] = 2 + k % 12
            else:
                params[name] = COUNTS[k % len(COUNTS)]
        out.append(params)
    return out


def digest(say: Callable[..., str], key: str, lang: str, names: Iterable[str]) -> str:
    """A digest of ``key``'s texts in ``lang`` for every parameter set of ``cases(names)``."""
    texts = [say(key, lang, **params) for params in cases(names)]
    return hashlib.sha256("\x1e".join(texts).encode()).hexdigest()[:16]
