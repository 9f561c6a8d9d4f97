"""The package's words: one catalog in English, Portuguese (European) and Polish.

The engine keeps no words: the edge (``Hint.why_in(lang)``...) picks them here.
``say(key, lang, **params)`` fills one in; ``{n:card|cards}`` takes the plural
form ``plural(n, lang)`` picks.

>>> say("hint.turns-up", "pt", column=3)
'vira uma carta na coluna 3'
>>> [plural(n, "pl") for n in (1, 2, 5, 12, 22, 112, 122)]
[0, 1, 2, 2, 1, 2, 1]
"""

from __future__ import annotations

import string
from typing import Any

from ._errors import GameError

LANGS = ("en", "pt", "pl")


def check_lang(lang: object) -> str:
    """Return ``lang`` if it is one of ``en``, ``pt``, ``pl``; else raise ``GameError``."""
    if not isinstance(lang, str) or lang not in LANGS:
        msg = f"lang must be 'en', 'pt' or 'pl', got {lang!r}"
        raise GameError(msg)
    return lang


def plural(n: int, lang: str) -> int:
    """Which form ``n`` takes: 0 singular, 1 plural; Polish 0 = 1 karta, 1 = 2-4 karty, 2 = 5+ kart."""
    if n == 1:
        return 0
    if lang != "pl":
        return 1
    return 1 if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else 2


class _Words(string.Formatter):
    """``str.format`` where a spec with ``|`` lists plural forms: ``{n:ruch|ruchy|ruchów}``."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        if "|" in format_spec:
            return format_spec.split("|")[plural(int(value), self.lang)]
        return super().format_field(value, format_spec)


CATALOG: dict[str, dict[str, str]] = {
    "hint.completes-run": {
        "en": "completes a run in column {column}",
        "pt": "completa uma sequência na coluna {column}",
        "pl": "kompletuje sekwens w kolumnie {column}",
    },
    "hint.turns-up": {
        "en": "turns up a card in column {column}",
        "pt": "vira uma carta na coluna {column}",
        "pl": "odkrywa kartę w kolumnie {column}",
    },
    "hint.empties-column": {
        "en": "empties column {column}",
        "pt": "esvazia a coluna {column}",
        "pl": "opróżnia kolumnę {column}",
    },
    "hint.builds-in-suit": {
        "en": "builds {card} on {target} in suit",
        "pt": "junta {card} a {target} do mesmo naipe",
        "pl": "dokłada {card} do {target} w tym samym kolorze",
    },
    "hint.wins": {
        "en": "starts a winning line of {steps} moves",
        "pt": "começa uma linha vencedora de {steps} jogadas",
        "pl": "zaczyna wygrywającą serię {steps} {steps:ruch|ruchy|ruchów}",
    },
    "hint.arranges": {
        "en": "arranges the columns before the next deal",
        "pt": "arruma as colunas antes da próxima distribuição",
        "pl": "porządkuje kolumny przed następnym rozdaniem",
    },
    "hint.fills-column": {
        "en": "fills column {column} so that the stock can deal",
        "pt": "preenche a coluna {column} para o monte poder distribuir",
        "pl": "zapełnia kolumnę {column}, aby można było rozdać karty",
    },
    "hint.prepares-turn-up": {
        "en": "prepares to turn up a card in column {column} ({steps} moves)",
        "pt": "prepara para virar uma carta na coluna {column} ({steps} jogadas)",
        "pl": "przygotowuje odkrycie karty w kolumnie {column} ({steps} {steps:ruch|ruchy|ruchów})",
    },
    "hint.prepares-run": {
        "en": "prepares to complete a run in column {column} ({steps} moves)",
        "pt": "prepara para completar uma sequência na coluna {column} ({steps} jogadas)",
        "pl": "przygotowuje skompletowanie sekwensu w kolumnie {column} ({steps} {steps:ruch|ruchy|ruchów})",
    },
}


def say(key: str, lang: str, **params: Any) -> str:
    """The catalog's text for ``key`` in ``lang`` with ``params`` filled in."""
    return _Words(check_lang(lang)).format(CATALOG[key][lang], **params)


def hint_text(reason: str, lang: str, params: dict[str, Any]) -> str:
    """A hint's reason (``Hint.reason``) in ``lang``."""
    return say(f"hint.{reason}", lang, **params)
