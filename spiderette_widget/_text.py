"""Words: spoken descriptions and rule reminders in English, Portuguese and Polish.

The description follows the Spiderette app (seeds 000 and 001) word for word
for the positions the seeds show, and extends the same style to removed runs,
empty columns, a nearly empty stock and Spider's ten columns.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ._errors import GameError

if TYPE_CHECKING:
    from ._game import Game

LANGS = ("en", "pt", "pl")

RANK_NAMES = {
    "en": {1: "ace", 11: "jack", 12: "queen", 13: "king"},
    "pt": {1: "ás", 11: "valete", 12: "dama", 13: "rei"},
    "pl": {1: "as", 11: "walet", 12: "dama", 13: "król"},
}
SUIT_NAMES = {
    "en": ("spades", "hearts", "diamonds", "clubs"),
    "pt": ("espadas", "copas", "ouros", "paus"),
    "pl": ("pik", "kier", "karo", "trefl"),
}


def check_lang(lang: str) -> str:
    if lang not in LANGS:
        msg = f"lang must be 'en', 'pt' or 'pl', got {lang!r}"
        raise GameError(msg)
    return lang


def card_name(card: int, lang: str = "en") -> str:
    """``card_name(Card.parse('QD'), 'pt') == 'dama de ouros'``."""
    rank = RANK_NAMES[lang].get(card & 15, str(card & 15))
    suit = SUIT_NAMES[lang][card >> 4]
    return {"en": f"{rank} of {suit}", "pt": f"{rank} de {suit}", "pl": f"{rank} {suit}"}[lang]


def _listing(names: list[str], lang: str) -> str:
    if len(names) == 1:
        return names[0]
    last = {"en": " and ", "pt": " e ", "pl": " i "}[lang]
    return ", ".join(names[:-1]) + last + names[-1]


def _polish_plural(n: int, one: str, few: str, many: str) -> str:
    if n == 1:
        return one
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return few
    return many


def _stock_phrase(cards: int, deals: int, lang: str) -> str:
    if lang == "en":
        if not cards:
            return "Stock: empty"
        return f"Stock: {cards} card{'s' * (cards != 1)}, {deals} deal{'s' * (deals != 1)} left"
    if lang == "pt":
        if not cards:
            return "Monte: vazio"
        plural = "distribuições restantes" if deals != 1 else "distribuição restante"
        return f"Monte: {cards} carta{'s' * (cards != 1)}, {deals} {plural}"
    if not cards:
        return "Stos dobierania: pusty"
    word = _polish_plural(cards, "karta", "karty", "kart")
    return f"Stos dobierania: {cards} {word}, pozostałe rozdania: {deals}"


def _removed_phrase(n: int, lang: str) -> str:
    if lang == "en":
        return "no run removed" if not n else f"{n} run{'s' * (n != 1)} removed"
    if lang == "pt":
        return "nenhuma sequência retirada" if not n else f"{n} sequência{'s' * (n != 1)} retirada{'s' * (n != 1)}"
    return "nie usunięto żadnego sekwensu" if not n else f"usunięte sekwensy: {n}"


def _column_phrase(number: int, hidden: int, up: list[int], lang: str) -> str:
    label = {"en": "column", "pt": "coluna", "pl": "kolumna"}[lang]
    if not up:
        return f"{label} {number}: " + {"en": "empty", "pt": "vazia", "pl": "pusta"}[lang]
    cards = _listing([card_name(c, lang) for c in up], lang)
    if lang == "en":
        return f"{label} {number}: {hidden} hidden card{'s' * (hidden != 1)}, then {cards}"
    if lang == "pt":
        if hidden < 2:
            return f"{label} {number}: {hidden} carta oculta, seguida de {cards}"
        return f"{label} {number}: {hidden} cartas ocultas, seguidas de {cards}"
    return f"{label} {number}: zakryte karty: {hidden}, następnie {cards}"


def describe(game: Game, lang: str = "en") -> str:
    """The position in one spoken-style paragraph (see ``Game.describe``)."""
    check_lang(lang)
    stock = _stock_phrase(len(game._stock), game.deals_left, lang)
    head = f"{stock}; {_removed_phrase(game.removed, lang)}."
    parts = [
        _column_phrase(i + 1, h, cards[h:], lang)
        for i, (cards, h) in enumerate(zip(game._cols, game._hidden, strict=True))
    ]
    body = "; ".join(parts)
    return f"{head} {body[0].upper()}{body[1:]}."


# --------------------------------------------------------------- rule reminders
RULES: dict[str, dict[str, str]] = {
    "lift-one-suit": {
        "en": "{group} cannot move together: a group moves only when it is all one suit ({card} breaks the run).",
        "pt": "{group} não se movem em conjunto: um grupo só pode ser movido se "
        "for de um único naipe ({card} quebra a sequência).",
        "pl": "{group} nie można przenieść razem: grupę można przenieść tylko wtedy, gdy "
        "wszystkie karty są w jednym kolorze ({card} przerywa sekwens).",
    },
    "lift-descending": {
        "en": "{group} cannot move together: a group's ranks must go down one by one ({card} does not follow {above}).",
        "pt": "{group} não se movem em conjunto: os valores de um grupo têm de "
        "descer um a um ({card} não se segue a {above}).",
        "pl": "{group} nie można przenieść razem: rangi w grupie muszą maleć "
        "kolejno ({card} nie następuje po {above}).",
    },
    "lift-face-down": {
        "en": "Column {column} has only {up_cards}: face-down cards cannot be moved.",
        "pt": "A coluna {column} só tem {up_cards}: não se podem mover cartas viradas para baixo.",
        "pl": "Kolumna {column} ma tylko {up_cards}: zakrytych kart nie można przenosić.",
    },
    "place-one-higher": {
        "en": "{card} cannot go on {target}: a card goes only on a card exactly one rank higher (any suit).",
        "pt": "{card} não pode ir sobre {target}: uma carta só se coloca sobre uma "
        "carta de valor imediatamente superior (qualquer naipe).",
        "pl": "{card} nie może leżeć na {target}: kartę kładzie się tylko na "
        "karcie o jedną rangę wyższej (w dowolnym kolorze).",
    },
    "nothing-on-ace": {
        "en": "{card} cannot go on {target}: the ace is the lowest card, nothing is ever placed on an ace.",
        "pt": "{card} não pode ir sobre {target}: o ás é a carta de menor valor, não se pode colocar nada sobre um ás.",
        "pl": "{card} nie może leżeć na {target}: as jest najniższą kartą, na asie nie można niczego położyć.",
    },
    "king-only-to-empty": {
        "en": "{card} cannot go on {target}: the king is the highest card, it can only go to an empty column.",
        "pt": "{card} não pode ir sobre {target}: o rei é a carta de maior valor, só pode ir para uma coluna vazia.",
        "pl": "{card} nie może leżeć na {target}: król jest najwyższą kartą, "
        "można go przenieść tylko do pustej kolumny.",
    },
    "no-wrap-around": {
        "en": "{card} cannot go on {target}: there is no wrap-around, an ace never goes on a king.",
        "pt": "{card} não pode ir sobre {target}: não há volta ao início, um ás nunca vai sobre um rei.",
        "pl": "{card} nie może leżeć na {target}: nie ma zawijania, as nigdy nie trafia na króla.",
    },
    "deal-empty-column": {
        "en": "The stock cannot deal while a column is empty: put a card in column {columns} first.",
        "pt": "O monte não distribui enquanto houver uma coluna vazia: coloque primeiro uma carta na coluna {columns}.",
        "pl": "Nie można rozdać kart, dopóki choć jedna kolumna jest pusta: najpierw połóż kartę w kolumnie {columns}.",
    },
    "deal-empty-columns": {
        "en": "The stock cannot deal while a column is empty: put a card in columns {columns} first.",
        "pt": "O monte não distribui enquanto houver uma coluna vazia: "
        "coloque primeiro uma carta nas colunas {columns}.",
        "pl": "Nie można rozdać kart, dopóki choć jedna kolumna jest pusta: "
        "najpierw połóż karty w kolumnach {columns}.",
    },
    "stock-empty": {
        "en": "The stock is empty: there is nothing more to deal.",
        "pt": "O monte está vazio: não há mais nada para distribuir.",
        "pl": "Stos dobierania jest pusty: nie ma już czego rozdawać.",
    },
    "same-column": {
        "en": "The cards are already in column {column}.",
        "pt": "As cartas já estão na coluna {column}.",
        "pl": "Karty już są w kolumnie {column}.",
    },
    "empty-source": {
        "en": "Column {column} is empty: there is nothing to move.",
        "pt": "A coluna {column} está vazia: não há nada para mover.",
        "pl": "Kolumna {column} jest pusta: nie ma czego przenieść.",
    },
    "no-such-column": {
        "en": "There is no column {column}: the columns are numbered 1 to {columns}.",
        "pt": "Não existe a coluna {column}: as colunas vão de 1 a {columns}.",
        "pl": "Nie ma kolumny {column}: kolumny mają numery od 1 do {columns}.",
    },
    "bad-count": {
        "en": "{count} is not a number of cards: move at least 1.",
        "pt": "{count} não é um número de cartas: mova pelo menos 1.",
        "pl": "{count} to nie jest liczba kart: przenieś co najmniej 1.",
    },
    "nothing-to-undo": {
        "en": "There is nothing to undo.",
        "pt": "Não há nada para anular.",
        "pl": "Nie ma czego cofnąć.",
    },
    "undo-limit": {
        "en": "Only the last {limit} actions can be undone.",
        "pt": "Só se podem anular as últimas {limit} ações.",
        "pl": "Można cofnąć tylko ostatnie działania w liczbie {limit}.",
    },
    "nothing-to-redo": {
        "en": "There is nothing to redo.",
        "pt": "Não há nada para refazer.",
        "pl": "Nie ma czego ponowić.",
    },
    "undo-off": {
        "en": "Undo is off in this game: every move and every deal stands.",
        "pt": "Nesta partida não se pode anular: cada jogada e cada distribuição são definitivas.",
        "pl": "W tej partii cofanie jest wyłączone: każdy ruch i każde rozdanie są ostateczne.",
    },
    "undo-barrier-deal": {
        "en": "A deal cannot be undone in this game: undo stops at every deal and every removed run.",
        "pt": "Nesta partida não se pode anular uma distribuição: só se anula até à última distribuição "
        "ou à última sequência retirada.",
        "pl": "W tej partii nie można cofnąć rozdania: cofać można tylko do ostatniego rozdania "
        "lub ostatniego usuniętego sekwensu.",
    },
    "undo-barrier-run": {
        "en": "The move that removed a run cannot be undone in this game: undo stops at every deal "
        "and every removed run.",
        "pt": "Nesta partida não se pode anular a jogada que retirou uma sequência: só se anula até à última "
        "distribuição ou à última sequência retirada.",
        "pl": "W tej partii nie można cofnąć ruchu, który usunął sekwens: cofać można tylko do ostatniego "
        "rozdania lub ostatniego usuniętego sekwensu.",
    },
}


def rule_message(rule: str, lang: str, params: dict[str, Any]) -> str:
    """The reminder for ``rule`` in ``lang`` with the cards and columns filled in."""
    lang = lang if lang in LANGS else "en"
    values = dict(params)
    if isinstance(values.get("columns"), list):
        numbers = [str(c) for c in values["columns"]]
        if rule == "deal-empty-column" and len(numbers) > 1:
            rule = "deal-empty-columns"
        values["columns"] = _listing(numbers, lang)
    if isinstance(values.get("up"), int):
        values["up_cards"] = _face_up_cards(values["up"], lang)
    texts = RULES.get(rule)
    if texts is None:
        return rule
    return texts[lang].format(**values)


def _face_up_cards(n: int, lang: str) -> str:
    """``"1 face-up card"``, ``"2 cartas visíveis"``, ``"5 odkrytych kart"``... with the right plural."""
    if lang == "en":
        return f"{n} face-up card{'s' * (n != 1)}"
    if lang == "pt":
        return f"{n} carta visível" if n == 1 else f"{n} cartas visíveis"
    return f"{n} " + _polish_plural(n, "odkrytą kartę", "odkryte karty", "odkrytych kart")
