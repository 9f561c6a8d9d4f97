"""Every word a player reads, in English, Portuguese (European) and Polish: one catalog.

The engine keeps no words: it raises and returns keys with parameters, and
the edge (``IllegalMove.message(lang)``, ``Hint.why_in(lang)``, ``describe``,
the widget) picks the words here with ``say(key, lang, **params)``. The terms
come from the app's own rules pages (seeds 000 and 001); docs/glossary.md
lists them.

How ``say`` fills a text in:

- ``{n:card|cards}`` takes the plural form ``plural(n, lang)`` picks (Polish
  has three: ``{n:karta|karty|kart}``); a form may name the number again,
  ``{n:one card|{n} cards}``. A list counts its items.
- A number is written the language's way (``number``), a list of columns as
  "2, 5 and 7", a suit letter (``suit``) by its name.
- Card parameters (``card``, ``target``, ``above``, ``group``, ``cards``) hold
  codes (``"9H"``, ``"9S 8S"``, ``"KS…AS"``) and are shown with the suit
  symbol and the language's rank letters: ``9♥``, pt ``D♦`` (dama), pl ``W♣``
  (walet). The notation and the API keep the codes.
- Portuguese names a card with its article, joined to the preposition before
  it: ``{card:o}`` "o 9♣" / "a D♦" (``{card:O}`` starts a sentence),
  ``{above:ao}`` "ao 9♣" / "à D♦"; several cards are a group, "o grupo
  9♠ 8♠ 7♥"; cards only counted ("2 cartas") take none.

>>> say("hint.builds-in-suit", "pt", card="QD", target="KD"), say("hint.builds-in-suit", "pl", card="JC", target="QC")
('coloca a D♦ sobre o R♦, do mesmo naipe', 'kładzie W♣ na D♣ w tym samym kolorze')
>>> say("rule.lift-descending", "pt", group="9S 8H 6S", card="6S", above="8H").split(": ")[0]
'Não se pode mover o grupo 9♠ 8♥ 6♠ em conjunto'
>>> say("status.dealt", "pl", n=22), say("status.dealt", "pl", n=12)
('Rozdano 22 karty.', 'Rozdano 12 kart.')
>>> say("hint.turns-up", "en", column=3)
'turns up a card in column 3'
"""

from __future__ import annotations

import re
import string
from collections.abc import Sequence
from typing import Any

from ..engine._cards import Card
from ..engine._errors import LANGS as LANGS  # defined with the errors, so that the engine below can check a language
from ..engine._errors import check_lang as check_lang


def plural(n: int, lang: str) -> int:
    """Which form ``n`` takes: 0 singular, 1 plural; Polish 0 = 1 karta, 1 = 2-4 karty, 2 = 5+ kart.

    English and Portuguese (European: 0 is plural, "0 cartas"): 1 / other.
    Polish: 1 / 2-4 ending (22, 104) but not 12-14 / other.

    >>> [plural(n, "pl") for n in (1, 2, 4, 5, 12, 14, 21, 22, 112, 122)]
    [0, 1, 1, 2, 2, 2, 2, 1, 2, 1]
    >>> plural(0, "pt"), plural(1, "pt"), plural(2, "en")
    (1, 0, 1)
    """
    if n == 1:
        return 0
    if lang != "pl":
        return 1
    return 1 if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else 2


FORMS = {"en": 2, "pt": 2, "pl": 3}  # plural forms each language writes


def number(n: float, lang: str) -> str:
    """A count or a number of seconds as ``lang`` writes it.

    English groups thousands with commas; Portuguese and Polish group them with
    a no-break space from 10 000 on (CLDR), and write a decimal comma.

    >>> number(120000, "en"), number(120000, "pl"), number(4500, "pt"), number(2.5, "pt")
    ('120,000', '120\\xa0000', '4500', '2,5')
    """
    whole = float(n).is_integer()
    text = f"{int(n):,}" if whole else f"{n:,.2f}".rstrip("0")
    if lang == "en":
        return text
    if abs(n) < 10_000:
        text = text.replace(",", "")
    return text.replace(",", "\xa0").replace(".", ",")


# ------------------------------------------------------------------------ cards
SUIT_SYMBOLS = "♠♥♦♣"  # spades, hearts, diamonds, clubs: the order of _cards.SUITS
RANK_LETTERS = {
    "en": {1: "A", 11: "J", 12: "Q", 13: "K"},
    "pt": {1: "A", 11: "V", 12: "D", 13: "R"},  # ás, valete, dama, rei
    "pl": {1: "A", 11: "W", 12: "D", 13: "K"},  # as, walet, dama, król
}
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
# "any eight", "any jack": a card of that rank, whatever its suit (ranks 2 to K; ``say``'s ``any_rank``)
ANY_RANK = {
    "en": ("any two", "any three", "any four", "any five", "any six", "any seven", "any eight", "any nine",
           "any ten", "any jack", "any queen", "any king"),
    "pt": ("qualquer 2", "qualquer 3", "qualquer 4", "qualquer 5", "qualquer 6", "qualquer 7", "qualquer 8",
           "qualquer 9", "qualquer 10", "qualquer valete", "qualquer dama", "qualquer rei"),
    "pl": ("dowolna dwójka", "dowolna trójka", "dowolna czwórka", "dowolna piątka", "dowolna szóstka",
           "dowolna siódemka", "dowolna ósemka", "dowolna dziewiątka", "dowolna dziesiątka", "dowolny walet",
           "dowolna dama", "dowolny król"),
}  # fmt: skip
_CODE = re.compile(r"\b(10|[2-9AJQK])([SHDC])\b")
_CARD_PARAMS = frozenset({"card", "target", "above", "group", "cards"})


def card_face(card: int, lang: str) -> str:
    """A card as its face shows it, with the rank letter of ``lang``: ``card_face(Card.parse("QD"), "pt") == "D♦"``."""
    rank = card & 15
    return RANK_LETTERS[lang].get(rank, str(rank)) + SUIT_SYMBOLS[card >> 4]


def card_name(card: int, lang: str) -> str:
    """A card's full name: ``card_name(Card.parse("QD"), "pt") == "dama de ouros"``."""
    rank = card & 15
    return CATALOG["card.name"][lang].format(
        rank=RANK_NAMES[lang].get(rank, str(rank)), suit=SUIT_NAMES[lang][card >> 4]
    )


def faces(text: str, lang: str) -> str:
    """Every card code in ``text`` shown as a face: ``faces("9S 8S…QD", "pl") == "9♠ 8♠…D♦"``."""

    return _CODE.sub(lambda m: card_face(Card.parse(m[0]), lang), text)


def listing(items: Sequence[Any], lang: str) -> str:
    """``"2, 5 and 7"``, ``"2, 5 e 7"``, ``"2, 5 i 7"``."""
    names = [str(i) for i in items]
    if len(names) < 2:
        return "".join(names)
    return ", ".join(names[:-1]) + CATALOG["word.and"][lang] + names[-1]


# ---------------------------------------------------------------------- catalog
# Keys by prefix: card., word. (pieces), describe. (the spoken description,
# word for word from the seeds), rule. (IllegalMove.rule: refusals quote the
# rule), hint. (Hint.reason), status. (the widget's status line), label.
# (the widget's buttons and captions, docs/protocol.md).
CATALOG: dict[str, dict[str, str]] = {
    "card.name": {"en": "{rank} of {suit}", "pt": "{rank} de {suit}", "pl": "{rank} {suit}"},
    "word.and": {"en": " and ", "pt": " e ", "pl": " i "},
    # ------------------------------------------------------------ description
    "describe.stock": {
        "en": "Stock: {n} {n:card|cards}, {deals} {deals:deal|deals} left",
        "pt": "Monte: {n} {n:carta|cartas}, {deals} {deals:distribuição restante|distribuições restantes}",
        "pl": "Stos dobierania: {n} {n:karta|karty|kart}, pozostałe rozdania: {deals}",
    },
    "describe.stock_empty": {"en": "Stock: empty", "pt": "Monte: vazio", "pl": "Stos dobierania: pusty"},
    "describe.removed": {
        "en": "{n} {n:run|runs} removed",
        "pt": "{n} {n:sequência retirada|sequências retiradas}",
        "pl": "usunięte sekwensy: {n}",
    },
    "describe.removed_none": {
        "en": "no run removed",
        "pt": "nenhuma sequência retirada",
        "pl": "nie usunięto żadnego sekwensu",
    },
    # {seed} is the face-down count as the seeds inflect it: 0 and 1 singular ("0 carta oculta")
    "describe.column": {
        "en": "column {column}: {hidden} hidden {hidden:card|cards}, then {names}",
        "pt": "coluna {column}: {hidden} {seed:carta oculta, seguida|cartas ocultas, seguidas} de {names}",
        "pl": "kolumna {column}: zakryte karty: {hidden}, następnie {names}",
    },
    "describe.column_empty": {
        "en": "column {column}: empty",
        "pt": "coluna {column}: vazia",
        "pl": "kolumna {column}: pusta",
    },
    # ---------------------------------------------------------- rule reminders
    "rule.lift-one-suit": {
        "en": "{group} cannot move together: a group moves only when it is all one suit, "
        "and {card} is of another suit.",
        "pt": "Não se pode mover {group:o} em conjunto: um grupo só pode ser movido se for de um único naipe, "
        "e {card:o} é de outro naipe.",
        "pl": "Nie można przenieść razem kart {group}: grupę można przenieść tylko wtedy, gdy wszystkie jej karty "
        "są w jednym kolorze, a {card} ma inny kolor.",
    },
    "rule.lift-descending": {
        "en": "{group} cannot move together: a group's ranks must go down one by one, "
        "and {card} does not follow {above}.",
        "pt": "Não se pode mover {group:o} em conjunto: os valores de um grupo têm de ser consecutivos por ordem "
        "decrescente, e {card:o} não vem logo a seguir {above:ao}.",
        "pl": "Nie można przenieść razem kart {group}: rangi kart w grupie muszą następować kolejno malejąco, "
        "a {card} nie następuje bezpośrednio po {above}.",
    },
    "rule.lift-face-down": {
        "en": "Column {column} has only {up} face-up {up:card|cards}: face-down cards cannot be moved.",
        "pt": "A coluna {column} só tem {up} {up:carta visível|cartas visíveis}: "
        "não se podem mover cartas viradas para baixo.",
        "pl": "Kolumna {column} ma tylko {up} {up:odkrytą kartę|odkryte karty|odkrytych kart}: "
        "zakrytych kart nie można przenosić.",
    },
    "rule.place-one-higher": {
        "en": "{card} cannot go on {target}: a card goes only on a card exactly one rank higher, of any suit.",
        "pt": "Não se pode colocar {card:o} sobre {target:o}: uma carta só se coloca sobre outra de valor "
        "imediatamente superior, independentemente do naipe.",
        "pl": "Nie można położyć {card} na {target}: kartę można położyć tylko na karcie o jedną rangę wyższej, "
        "niezależnie od jej koloru.",
    },
    "rule.nothing-on-ace": {
        "en": "{card} cannot go on {target}: the ace is the lowest card, nothing is ever placed on an ace.",
        "pt": "Não se pode colocar {card:o} sobre {target:o}: o ás é a carta de menor valor "
        "e não se coloca nada sobre um ás.",
        "pl": "Nie można położyć {card} na {target}: as jest najniższą kartą, więc na asie niczego się nie kładzie.",
    },
    "rule.king-only-to-empty": {
        "en": "{card} cannot go on {target}: the king is the highest card, it can only go to an empty column.",
        "pt": "Não se pode colocar {card:o} sobre {target:o}: o rei é a carta de maior valor "
        "e só pode ir para uma coluna vazia.",
        "pl": "Nie można położyć {card} na {target}: król jest najwyższą kartą "
        "i można go przenieść tylko do pustej kolumny.",
    },
    "rule.no-wrap-around": {
        "en": "{card} cannot go on {target}: the ace is the lowest card and does not follow the king.",
        "pt": "Não se pode colocar {card:o} sobre {target:o}: o ás é a carta de menor valor e não vem a seguir ao rei.",
        "pl": "Nie można położyć {card} na {target}: as jest najniższą kartą i nie następuje po królu.",
    },
    "rule.deal-empty-column": {
        "en": "The stock cannot deal while a column is empty: "
        "put a card in {columns:column|each of columns} {columns} first.",
        "pt": "Não se pode distribuir enquanto houver uma coluna vazia: "
        "coloque primeiro uma carta {columns:na coluna|em cada uma das colunas} {columns}.",
        "pl": "Nie można rozdać kart, dopóki choć jedna kolumna jest pusta: "
        "najpierw połóż {columns:kartę w kolumnie|po jednej karcie w kolumnach|po jednej karcie w kolumnach} "
        "{columns}.",
    },
    "rule.stock-empty": {
        "en": "The stock is empty: there is nothing more to deal.",
        "pt": "O monte está vazio: não há mais nada para distribuir.",
        "pl": "Stos dobierania jest pusty: nie ma już czego rozdawać.",
    },
    "rule.same-column": {
        "en": "The cards are already in column {column}.",
        "pt": "As cartas já estão na coluna {column}.",
        "pl": "Te karty są już w kolumnie {column}.",
    },
    "rule.empty-source": {
        "en": "Column {column} is empty: there is nothing to move.",
        "pt": "A coluna {column} está vazia: não há nada para mover.",
        "pl": "Kolumna {column} jest pusta: nie ma czego przenieść.",
    },
    "rule.no-such-column": {
        "en": "There is no column {column}: the columns are numbered 1 to {columns}.",
        "pt": "Não existe a coluna {column}: as colunas vão de 1 a {columns}.",
        "pl": "Nie ma kolumny {column}: kolumny mają numery od 1 do {columns}.",
    },
    "rule.bad-count": {
        "en": "{count} is not a number of cards: move at least 1.",
        "pt": "{count} não é um número de cartas: mova pelo menos 1.",
        "pl": "{count} to nie jest liczba kart: przenieś co najmniej 1.",
    },
    "rule.nothing-to-undo": {
        "en": "There is nothing to undo.",
        "pt": "Não há nada para anular.",
        "pl": "Nie ma czego cofnąć.",
    },
    "rule.undo-limit": {
        "en": "Only the last {limit:action|{limit} actions} can be undone.",
        "pt": "Só se {limit:pode anular a última ação|podem anular as últimas {limit} ações}.",
        "pl": "Można cofnąć tylko {limit:ostatnie działanie|{limit} ostatnie działania|{limit} ostatnich działań}.",
    },
    "rule.nothing-to-redo": {
        "en": "There is nothing to redo.",
        "pt": "Não há nada para refazer.",
        "pl": "Nie ma czego ponowić.",
    },
    "rule.undo-off": {
        "en": "Undo is off in this game: every move and every deal stands.",
        "pt": "Nesta partida não se pode anular: cada jogada e cada distribuição são definitivas.",
        "pl": "W tej partii cofanie jest wyłączone: każdy ruch i każde rozdanie są ostateczne.",
    },
    "rule.undo-barrier-deal": {
        "en": "A deal cannot be undone in this game: undo stops at every deal and every removed run.",
        "pt": "Nesta partida não se pode anular uma distribuição: só se anula até à última distribuição "
        "ou à última sequência retirada.",
        "pl": "W tej partii nie można cofnąć rozdania: cofać można tylko do ostatniego rozdania "
        "lub ostatniego usuniętego sekwensu.",
    },
    "rule.undo-barrier-run": {
        "en": "The move that removed a run cannot be undone in this game: undo stops at every deal "
        "and every removed run.",
        "pt": "Nesta partida não se pode anular a jogada que retirou uma sequência: só se anula até à última "
        "distribuição ou à última sequência retirada.",
        "pl": "W tej partii nie można cofnąć ruchu, który usunął sekwens: cofać można tylko do ostatniego "
        "rozdania lub ostatniego usuniętego sekwensu.",
    },
    # ------------------------------------------------- hints (Hint.reason keys)
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
        "pt": "coloca {card:o} sobre {target:o}, do mesmo naipe",
        "pl": "kładzie {card} na {target} w tym samym kolorze",
    },
    "hint.wins": {
        "en": "starts a winning line of {steps} {steps:move|moves}",
        "pt": "começa uma linha vencedora de {steps} {steps:jogada|jogadas}",
        "pl": "zaczyna zwycięską linię liczącą {steps} {steps:ruch|ruchy|ruchów}",
    },
    "hint.arranges": {
        "en": "puts {card} on {target} before the next deal, so that fewer cards lie out of order",
        "pt": "coloca {card:o} sobre {target:o} antes da próxima distribuição, para ficarem menos cartas fora de ordem",
        "pl": "kładzie {card} na {target} przed następnym rozdaniem, aby mniej kart leżało nie po kolei",
    },
    "hint.fills-column": {
        "en": "fills column {column} so that the stock can deal",
        "pt": "ocupa a coluna {column} para se poder distribuir",
        "pl": "zapełnia kolumnę {column}, aby można było rozdać karty",
    },
    "hint.prepares-turn-up": {
        "en": "the first of {steps} {steps:move that turns|moves that turn} up a card in column {column}",
        "pt": "a primeira de {steps} {steps:jogada|jogadas} para virar uma carta na coluna {column}",
        "pl": "pierwszy z {steps} {steps:ruchu, który odkryje|ruchów, które odkryją|ruchów, które odkryją} "
        "kartę w kolumnie {column}",
    },
    "hint.prepares-run": {
        "en": "the first of {steps} {steps:move that completes|moves that complete} a run in column {column}",
        "pt": "a primeira de {steps} {steps:jogada|jogadas} para completar uma sequência na coluna {column}",
        "pl": "pierwszy z {steps} {steps:ruchu, który skompletuje|ruchów, które skompletują|ruchów, które skompletują} "
        "sekwens w kolumnie {column}",
    },
    # ------------------------- the expert's plan (Hint.why_in adds them to a thinking hint)
    "plan.then-turn-up": {
        "en": ", to turn up a card in column {goal_column}",
        "pt": ", para virar uma carta na coluna {goal_column}",
        "pl": ", aby odkryć kartę w kolumnie {goal_column}",
    },
    "plan.then-run": {
        "en": ", to complete a run in column {goal_column}",
        "pt": ", para completar uma sequência na coluna {goal_column}",
        "pl": ", aby skompletować sekwens w kolumnie {goal_column}",
    },
    "plan.together": {
        "en": ", keeping {cards} together",
        "pt": ", sem separar {cards:o}",
        "pl": ", nie rozdzielając {cards}",
    },
    "plan.odds": {
        "en": "; it wins in {won} of {of} ways the unseen cards may lie",
        "pt": "; ganha em {won} de {of} disposições possíveis das cartas ainda não vistas",
        "pl": "; wygrywa w {won} z {of} możliwych układów kart, których jeszcze nie widać",
    },
    # ------------------------------------------- exercises (exercises.py, _goals.py)
    "exercise.goal-play": {
        "en": "Move {cards} from column {src} to column {dst}.",
        "pt": "Mova {cards:o} da coluna {src} para a coluna {dst}.",
        "pl": "Przenieś {cards} z kolumny {src} do kolumny {dst}.",
    },
    "exercise.goal-play-deal": {
        "en": "Deal a new row of cards from the stock.",
        "pt": "Distribua uma nova fila de cartas do monte.",
        "pl": "Rozdaj nowy rząd kart ze stosu dobierania.",
    },
    "exercise.goal-only-turns-up": {
        "en": "Find the only move that turns up a card.",
        "pt": "Encontre a única jogada que vira uma carta.",
        "pl": "Znajdź jedyny ruch, który odkrywa kartę.",
    },
    "exercise.goal-only-empties-column": {
        "en": "Find the only move that empties a column.",
        "pt": "Encontre a única jogada que esvazia uma coluna.",
        "pl": "Znajdź jedyny ruch, który opróżnia kolumnę.",
    },
    "exercise.goal-only-completes-run": {
        "en": "Find the only move that completes a run.",
        "pt": "Encontre a única jogada que completa uma sequência.",
        "pl": "Znajdź jedyny ruch, który kompletuje sekwens.",
    },
    "exercise.goal-only-builds-in-suit": {
        "en": "Find the only move that puts a card on the next higher card of its own suit.",
        "pt": "Encontre a única jogada que coloca uma carta sobre a carta imediatamente superior do mesmo naipe.",
        "pl": "Znajdź jedyny ruch, który kładzie kartę na karcie o jedną rangę wyższej w tym samym kolorze.",
    },
    "exercise.goal-turn-up": {
        "en": "Turn up the face-down card in column {column}{within}.",
        "pt": "Vire a carta oculta da coluna {column}{within}.",
        "pl": "Odkryj zakrytą kartę w kolumnie {column}{within}.",
    },
    "exercise.goal-empty-column": {
        "en": "Empty column {column}{within}.",
        "pt": "Esvazie a coluna {column}{within}.",
        "pl": "Opróżnij kolumnę {column}{within}.",
    },
    "exercise.goal-empty-any": {
        "en": "Empty a column{within}.",
        "pt": "Esvazie uma coluna{within}.",
        "pl": "Opróżnij dowolną kolumnę{within}.",
    },
    "exercise.goal-remove-run": {
        "en": "Remove a complete run (king to ace of one suit){within}.",
        "pt": "Retire uma sequência completa (do rei ao ás do mesmo naipe){within}.",
        "pl": "Usuń pełny sekwens (od króla do asa w jednym kolorze){within}.",
    },
    "exercise.goal-win": {
        "en": "Win the game from here{within}.",
        "pt": "Ganhe a partida a partir daqui{within}.",
        "pl": "Wygraj partię z tej pozycji{within}.",
    },
    "exercise.goal-allowed": {
        "en": "Will this move be allowed: {cards} from column {src} to column {dst}? Answer yes or no.",
        "pt": "Esta jogada será permitida: {cards:o} da coluna {src} para a coluna {dst}? Responda sim ou não.",
        "pl": "Czy ten ruch będzie dozwolony: {cards} z kolumny {src} do kolumny {dst}? Odpowiedz tak lub nie.",
    },
    "exercise.goal-allowed-deal": {
        "en": "Will a deal be allowed now? Answer yes or no.",
        "pt": "Será permitido distribuir agora? Responda sim ou não.",
        "pl": "Czy można teraz rozdać karty? Odpowiedz tak lub nie.",
    },
    "exercise.goal-score-after": {
        "en": "What will the score be after {n:this move|these moves}: {moves}?",
        "pt": "Qual será a pontuação depois {n:desta jogada|destas jogadas}: {moves}?",
        "pl": "Jaki będzie wynik {n:po tym ruchu|po tych ruchach|po tych ruchach}: {moves}?",
    },
    "exercise.goal-which-rule": {
        "en": "Which rule refuses this move: {cards} from column {src} to column {dst}?",
        "pt": "Que regra recusa esta jogada: {cards:o} da coluna {src} para a coluna {dst}?",
        "pl": "Która zasada nie pozwala na ten ruch: {cards} z kolumny {src} do kolumny {dst}?",
    },
    "exercise.goal-which-rule-deal": {
        "en": "Which rule refuses a deal now?",
        "pt": "Que regra impede distribuir agora?",
        "pl": "Która zasada nie pozwala teraz rozdać kart?",
    },
    "exercise.step": {
        "en": "column {src} to {dst} ({cards})",
        "pt": "da coluna {src} para a {dst} ({cards})",
        "pl": "z kolumny {src} do {dst} ({cards})",
    },
    "exercise.step-deal": {
        "en": "deal",
        "pt": "distribuir",
        "pl": "rozdanie",
    },
    "exercise.yes": {
        "en": "Yes",
        "pt": "Sim",
        "pl": "Tak",
    },
    "exercise.no": {
        "en": "No",
        "pt": "Não",
        "pl": "Nie",
    },
    "exercise.right": {
        "en": "Right.",
        "pt": "Certo.",
        "pl": "Dobrze.",
    },
    "exercise.open": {
        "en": "Not yet.",
        "pt": "Ainda não.",
        "pl": "Jeszcze nie.",
    },
    "exercise.open-left": {
        "en": "Not yet: {n} {n:move|moves} left.",
        "pt": "Ainda não: {n:resta 1 jogada|restam {n} jogadas}.",
        "pl": "Jeszcze nie: {n:został 1 ruch|zostały {n} ruchy|zostało {n} ruchów}.",
    },
    "exercise.lost-no-moves": {
        "en": "The goal can no longer be met: no moves are left. Reset to try again.",
        "pt": "O objetivo já não pode ser cumprido: não restam jogadas. Carregue em «Repetir» para tentar de novo.",
        "pl": "Celu nie da się już osiągnąć: nie zostały żadne ruchy. Zacznij od nowa, aby spróbować ponownie.",
    },
    "exercise.lost-no-way": {
        "en": "The goal can no longer be met in the moves that are left. Reset to try again.",
        "pt": "O objetivo já não pode ser cumprido com as jogadas que restam. "
        "Carregue em «Repetir» para tentar de novo.",
        "pl": "Celu nie da się już osiągnąć w pozostałych ruchach. Zacznij od nowa, aby spróbować ponownie.",
    },
    "exercise.lost-wrong-move": {
        "en": "That is not the move the goal asks for: it can no longer be met. Reset to try again.",
        "pt": "Não é essa a jogada pedida: o objetivo já não pode ser cumprido. "
        "Carregue em «Repetir» para tentar de novo.",
        "pl": "To nie jest ruch, o który chodziło: celu nie da się już osiągnąć. Zacznij od nowa, aby "
        "spróbować ponownie.",
    },
    "exercise.lost-stuck": {
        "en": "No move can help any more: the goal can no longer be met. Reset to try again.",
        "pt": "Já nenhuma jogada ajuda: o objetivo já não pode ser cumprido. "
        "Carregue em «Repetir» para tentar de novo.",
        "pl": "Żaden ruch już nie pomaga: celu nie da się już osiągnąć. Zacznij od nowa, aby spróbować ponownie.",
    },
    "exercise.lost-predicate": {
        "en": "The goal can no longer be met. Reset to try again.",
        "pt": "O objetivo já não pode ser cumprido. Carregue em «Repetir» para tentar de novo.",
        "pl": "Celu nie da się już osiągnąć. Zacznij od nowa, aby spróbować ponownie.",
    },
    "exercise.wrong-retry": {
        "en": "Not quite. {why}Try again: {n} {n:try|tries} left.",
        "pt": "Não é bem isso. {why}Tente de novo: {n:resta 1 tentativa|restam {n} tentativas}.",
        "pl": "Niezupełnie. {why}Spróbuj jeszcze raz: {n:została 1 próba|zostały {n} próby|zostało {n} prób}.",
    },
    "exercise.wrong-lost": {
        "en": "Not quite. {why}No tries are left: Show me gives the answer; Reset tries again.",
        "pt": "Não é bem isso. {why}Já não restam tentativas: «Mostrar» dá a resposta; «Repetir» permite "
        "tentar de novo.",
        "pl": "Niezupełnie. {why}Nie masz już więcej prób: „Pokaż” poda odpowiedź, a „Od nowa” pozwoli "
        "spróbować ponownie.",
    },
    "exercise.over-met": {
        "en": "The goal is met. Reset to play it again.",
        "pt": "O objetivo está cumprido. Carregue em «Repetir» para jogar de novo.",
        "pl": "Cel został osiągnięty. Zacznij od nowa, aby zagrać jeszcze raz.",
    },
    "exercise.over-lost": {
        "en": "The goal can no longer be met. Reset to try again.",
        "pt": "O objetivo já não pode ser cumprido. Carregue em «Repetir» para tentar de novo.",
        "pl": "Celu nie da się już osiągnąć. Zacznij od nowa, aby spróbować ponownie.",
    },
    "exercise.question-only": {
        "en": "This exercise asks a question: answer it; the board is there to look at.",
        "pt": "Este exercício faz uma pergunta: responda-lhe; o tabuleiro serve para observar.",
        "pl": "To ćwiczenie zadaje pytanie: odpowiedz na nie; plansza służy do obserwacji.",
    },
    "exercise.board-only": {
        "en": "This exercise is played on the board: it takes moves, not an answer.",
        "pt": "Este exercício joga-se no tabuleiro: pede jogadas, não uma resposta.",
        "pl": "To ćwiczenie rozgrywa się na planszy: wymaga ruchów, a nie odpowiedzi.",
    },
    "exercise.reset": {
        "en": "Back to the start.",
        "pt": "De volta ao início.",
        "pl": "Powrót do początku.",
    },
    "exercise.shown-line": {
        "en": "The answer: {line}.",
        "pt": "A resposta: {line}.",
        "pl": "Odpowiedź: {line}.",
    },
    "exercise.shown-value": {
        "en": "The answer: {value}",
        "pt": "A resposta: {value}",
        "pl": "Odpowiedź: {value}",
    },
    "exercise.shown-none": {
        "en": "No answer was found within the search budget.",
        "pt": "Não foi encontrada uma resposta dentro do limite da pesquisa.",
        "pl": "Nie znaleziono odpowiedzi w ramach limitu wyszukiwania.",
    },
    "exercise.allowed": {
        "en": "The move is allowed: {target} is exactly one rank higher than {card}.",
        "pt": "A jogada é permitida: {target:o} tem o valor imediatamente superior {card:ao}.",
        "pl": "Ten ruch jest dozwolony: {target} jest o jedną rangę wyższa niż {card}.",
    },
    "exercise.allowed-empty": {
        "en": "The move is allowed: column {dst} is empty, and any card or one-suit group may go there.",
        "pt": "A jogada é permitida: a coluna {dst} está vazia, e para lá pode ir qualquer carta ou grupo "
        "de um só naipe.",
        "pl": "Ten ruch jest dozwolony: kolumna {dst} jest pusta, a można do niej przenieść dowolną kartę "
        "lub grupę w jednym kolorze.",
    },
    "exercise.allowed-deal": {
        "en": "The deal is allowed: the stock has cards and no column is empty.",
        "pt": "A distribuição é permitida: o monte tem cartas e nenhuma coluna está vazia.",
        "pl": "Rozdanie jest dozwolone: na stosie dobierania są karty, a żadna kolumna nie jest pusta.",
    },
    "exercise.kept": {
        "en": "That rule does not refuse this move: {why}",
        "pt": "Não é essa a regra que recusa esta jogada: {why}",
        "pl": "To nie ta zasada blokuje ten ruch: {why}",
    },
    "exercise.keeps.lift-one-suit": {
        "en": "{n:it moves one card, {card}|{cards} are all one suit}.",
        "pt": "{n:move uma só carta, {card:o}|as cartas {cards} são todas do mesmo naipe}.",
        "pl": "{n:przenosi tylko jedną kartę, {card}|karty {cards} są w jednym kolorze|karty {cards} są "
        "w jednym kolorze}.",
    },
    "exercise.keeps.lift-descending": {
        "en": "{n:it moves one card, {card}|{cards} go down one rank at a time}.",
        "pt": "{n:move uma só carta, {card:o}|as cartas {cards} descem um valor de cada vez}.",
        "pl": "{n:przenosi tylko jedną kartę, {card}|rangi kart {cards} maleją kolejno|rangi kart {cards} "
        "maleją kolejno}.",
    },
    "exercise.keeps.lift-face-down": {
        "en": "it moves face-up cards only.",
        "pt": "só move cartas viradas para cima.",
        "pl": "przenosi tylko odkryte karty.",
    },
    "exercise.keeps.place-one-higher": {
        "en": "{target} is exactly one rank higher than {card}.",
        "pt": "{target:o} tem o valor imediatamente superior {card:ao}.",
        "pl": "{target} jest o jedną rangę wyższa niż {card}.",
    },
    "exercise.keeps.nothing-on-ace": {
        "en": "{target}, the card it would go on, is not an ace.",
        "pt": "{target:o}, a carta sobre a qual iria, não é um ás.",
        "pl": "{target}, karta, na którą miałaby trafić, nie jest asem.",
    },
    "exercise.keeps.king-only-to-empty": {
        "en": "{card} is not a king.",
        "pt": "{card:o} não é um rei.",
        "pl": "{card} nie jest królem.",
    },
    "exercise.keeps.no-wrap-around": {
        "en": "it does not put an ace on a king.",
        "pt": "não põe um ás sobre um rei.",
        "pl": "nie kładzie asa na królu.",
    },
    "exercise.keeps.deal-empty-column": {
        "en": "that rule is about dealing, and this is a move.",
        "pt": "essa regra é sobre distribuir, e isto é uma jogada.",
        "pl": "ta zasada dotyczy rozdawania, a to jest ruch.",
    },
    "exercise.keeps-empty": {
        "en": "column {dst} is empty, and any card may go to an empty column.",
        "pt": "a coluna {dst} está vazia, e qualquer carta pode ir para uma coluna vazia.",
        "pl": "kolumna {dst} jest pusta, a do pustej kolumny można przenieść każdą kartę.",
    },
    "exercise.keeps-deal": {
        "en": "a deal moves no card from one column to another.",
        "pt": "uma distribuição não move cartas de uma coluna para outra.",
        "pl": "rozdanie nie przenosi kart z kolumny do kolumny.",
    },
    "exercise.too-high": {
        "en": "That is too high.",
        "pt": "É demasiado alto.",
        "pl": "To za dużo.",
    },
    "exercise.too-low": {
        "en": "That is too low.",
        "pt": "É demasiado baixo.",
        "pl": "To za mało.",
    },
    "exercise.score-why": {
        "en": "{start} at the start{parts} = {score}.",
        "pt": "{start} no início{parts} = {score}.",
        "pl": "{start} na początku{parts} = {score}.",
    },
    "exercise.score-actions": {
        "en": "moves and deals",
        "pt": "jogadas e distribuições",
        "pl": "ruchy i rozdania",
    },
    "exercise.score-runs": {
        "en": "runs removed",
        "pt": "sequências retiradas",
        "pl": "usunięte sekwensy",
    },
    "exercise.score-turned": {
        "en": "cards turned up",
        "pt": "cartas viradas",
        "pl": "odkryte karty",
    },
    "exercise.nudge-turn-up": {
        "en": "A face-down card turns up when every face-up card on it has left column {column}: where could they go?",
        "pt": "Uma carta oculta vira-se quando todas as cartas visíveis por cima dela saem da coluna "
        "{column}: para onde podem ir?",
        "pl": "Zakryta karta odkrywa się, gdy wszystkie leżące na niej odkryte karty opuszczą kolumnę "
        "{column}: gdzie mogą trafić?",
    },
    "exercise.nudge-empty-column": {
        "en": "Every card in column {column} has to go somewhere: which columns could take them?",
        "pt": "Todas as cartas da coluna {column} têm de ir para algum lado: que colunas as podem receber?",
        "pl": "Każda karta z kolumny {column} musi gdzieś trafić: które kolumny mogą je przyjąć?",
    },
    "exercise.nudge-empty-any": {
        "en": "Look for a column with no face-down card and few cards: where could they go?",
        "pt": "Procure uma coluna sem cartas ocultas e com poucas cartas: para onde podem ir?",
        "pl": "Poszukaj kolumny bez zakrytych kart i z niewieloma kartami: gdzie mogą trafić?",
    },
    "exercise.nudge-remove-run": {
        "en": "A run leaves the table when king to ace of one suit lie in one column: which run is nearly complete?",
        "pt": "Uma sequência sai da mesa quando as cartas do rei ao ás do mesmo naipe estão numa só "
        "coluna: que sequência está quase completa?",
        "pl": "Sekwens znika ze stołu, gdy w jednej kolumnie leżą karty od króla do asa w jednym "
        "kolorze: który sekwens jest prawie kompletny?",
    },
    "exercise.nudge-win": {
        "en": "Turn up face-down cards, build in suit, and keep a column empty when you can.",
        "pt": "Vire as cartas ocultas, junte cartas do mesmo naipe e mantenha uma coluna vazia quando puder.",
        "pl": "Odkrywaj zakryte karty, układaj karty w tym samym kolorze i zostawiaj pustą kolumnę, kiedy możesz.",
    },
    "exercise.nudge-play": {
        "en": "Press on the cards in column {src} and drop them on column {dst}.",
        "pt": "Arraste as cartas da coluna {src} e largue-as na coluna {dst}.",
        "pl": "Przeciągnij karty z kolumny {src} i upuść je w kolumnie {dst}.",
    },
    "exercise.nudge-only-turns-up": {
        "en": "Which columns have face-down cards, and can every face-up card on them move away?",
        "pt": "Que colunas têm cartas ocultas, e todas as cartas visíveis por cima delas podem sair?",
        "pl": "Które kolumny mają zakryte karty i czy da się przenieść wszystkie leżące na nich odkryte karty?",
    },
    "exercise.nudge-only-empties-column": {
        "en": "Which column has no face-down card, and where could its cards go?",
        "pt": "Que coluna não tem cartas ocultas, e para onde podem ir as suas cartas?",
        "pl": "Która kolumna nie ma zakrytych kart i gdzie mogą trafić jej karty?",
    },
    "exercise.nudge-only-completes-run": {
        "en": "Look for a run of one suit from the king down: which cards does it still need?",
        "pt": "Procure um grupo do mesmo naipe que comece no rei: que cartas lhe faltam?",
        "pl": "Poszukaj grupy w jednym kolorze, która zaczyna się od króla: jakich kart jej brakuje?",
    },
    "exercise.nudge-only-builds-in-suit": {
        "en": "Compare suits: which card is one rank below a card of its own suit at the end of another column?",
        "pt": "Compare os naipes: que carta é imediatamente inferior a uma carta do mesmo naipe no fim "
        "de outra coluna?",
        "pl": "Porównaj kolory: która karta jest o jedną rangę niższa od karty w tym samym kolorze na "
        "końcu innej kolumny?",
    },
    "exercise.nudge-move-onto": {
        "en": "{card} would go on {target} in column {dst}: which rank must a card have to take {card}?",
        "pt": "{card:O} iria para a coluna {dst}, sobre {target:o}: que valor tem de ter uma carta para "
        "receber {card:o}?",
        "pl": "{card} miałaby trafić na {target} w kolumnie {dst}: jaką rangę musi mieć karta, na której "
        "można położyć {card}?",
    },
    "exercise.nudge-group-onto": {
        "en": "Read the group {cards} from the top: one suit, ranks going down one by one? Then look at "
        "{target}, the card it would go on.",
        "pt": "Leia o grupo {cards} de cima para baixo: um único naipe, valores a descer um a um? Depois "
        "olhe para {target:o}, a carta sobre a qual iria.",
        "pl": "Przeczytaj grupę {cards} od góry: jeden kolor, rangi malejące kolejno? Potem spójrz na "
        "{target}, kartę, na którą miałaby trafić.",
    },
    "exercise.nudge-move-empty": {
        "en": "The move goes to column {dst}, which is empty: what may go to an empty column?",
        "pt": "A jogada vai para a coluna {dst}, que está vazia: o que pode ir para uma coluna vazia?",
        "pl": "Ruch prowadzi do pustej kolumny {dst}: co wolno przenieść do pustej kolumny?",
    },
    "exercise.nudge-choice": {
        "en": "Check each option against the board before you answer: which one does this position show?",
        "pt": "Compare cada opção com o tabuleiro antes de responder: qual delas corresponde a esta posição?",
        "pl": "Zanim odpowiesz, porównaj każdą odpowiedź z planszą: która z nich pasuje do tej pozycji?",
    },
    "exercise.nudge-deal-rules": {
        "en": "Look at the stock and at every column: is one of them empty?",
        "pt": "Olhe para o monte e para todas as colunas: alguma está vazia?",
        "pl": "Spójrz na stos dobierania i na wszystkie kolumny: czy któraś jest pusta?",
    },
    "exercise.nudge-score": {
        "en": "In the {profile} scoring the game starts at {start}; a move or a deal counts {action}, a "
        "removed run {run}, a card turned up {turned}.",
        "pt": "Na pontuação {profile}, a partida começa com {start}; uma jogada ou distribuição conta "
        "{action}, uma sequência retirada {run}, uma carta virada {turned}.",
        "pl": "W punktacji {profile} partia zaczyna się od {start}; ruch lub rozdanie to {action}, "
        "usunięty sekwens {run}, odkryta karta {turned}.",
    },
    "exercise.nudge-start": {
        "en": "Start with column {src}.",
        "pt": "Comece pela coluna {src}.",
        "pl": "Zacznij od kolumny {src}.",
    },
    "exercise.nudge-start-deal": {
        "en": "Start with a deal.",
        "pt": "Comece por distribuir.",
        "pl": "Zacznij od rozdania kart.",
    },
    "exercise.nudge-move": {
        "en": "Move {cards} from column {src} to column {dst}.",
        "pt": "Mova {cards:o} da coluna {src} para a coluna {dst}.",
        "pl": "Przenieś {cards} z kolumny {src} do kolumny {dst}.",
    },
    "exercise.nudge-deal": {
        "en": "Deal from the stock.",
        "pt": "Distribua do monte.",
        "pl": "Rozdaj karty ze stosu dobierania.",
    },
    "exercise.nudge-over": {
        "en": "Reset to try again.",
        "pt": "Carregue em «Repetir» para tentar de novo.",
        "pl": "Zacznij od nowa, aby spróbować ponownie.",
    },
    "exercise.why-steps": {
        "en": "The shortest way takes {n} {n:move|moves}: {steps}.",
        "pt": "O caminho mais curto tem {n} {n:jogada|jogadas}: {steps}.",
        "pl": "Najkrótsza droga to {n} {n:ruch|ruchy|ruchów}: {steps}.",
    },
    "exercise.why-win-steps": {
        "en": "A winning line of {n} {n:move|moves}: {steps}.",
        "pt": "Uma linha vencedora de {n} {n:jogada|jogadas}: {steps}.",
        "pl": "Zwycięska linia liczy {n} {n:ruch|ruchy|ruchów}: {steps}.",
    },
    "exercise.why-turn-up": {
        "en": "Every face-up card in column {column} has to leave it before the face-down card turns up.",
        "pt": "Todas as cartas visíveis da coluna {column} têm de sair antes de a carta oculta se virar.",
        "pl": "Wszystkie odkryte karty z kolumny {column} muszą ją opuścić, zanim zakryta karta się odkryje.",
    },
    "exercise.why-empty-column": {
        "en": "A column empties when every card in it has gone to another column.",
        "pt": "Uma coluna fica vazia quando todas as suas cartas passam para outras colunas.",
        "pl": "Kolumna staje się pusta, gdy wszystkie jej karty trafią do innych kolumn.",
    },
    "exercise.why-remove-run": {
        "en": "A run leaves the table as soon as king to ace of one suit lie together at the end of a column.",
        "pt": "Uma sequência sai da mesa assim que as cartas do rei ao ás do mesmo naipe ficam juntas no "
        "fim de uma coluna.",
        "pl": "Sekwens znika ze stołu, gdy tylko karty od króla do asa w jednym kolorze leżą razem na końcu kolumny.",
    },
    "exercise.why-win": {
        "en": "The search found this line: it turns up every card and removes every run.",
        "pt": "A pesquisa encontrou esta linha: vira todas as cartas e retira todas as sequências.",
        "pl": "Wyszukiwanie znalazło tę linię: odkrywa wszystkie karty i usuwa wszystkie sekwensy.",
    },
    "exercise.why-only-turns-up": {
        "en": "Only this move lifts every face-up card off a face-down card.",
        "pt": "Só esta jogada tira todas as cartas visíveis de cima de uma carta oculta.",
        "pl": "Tylko ten ruch zdejmuje wszystkie odkryte karty z zakrytej karty.",
    },
    "exercise.why-only-empties-column": {
        "en": "Only this move takes the last cards out of a column.",
        "pt": "Só esta jogada tira as últimas cartas de uma coluna.",
        "pl": "Tylko ten ruch zabiera ostatnie karty z kolumny.",
    },
    "exercise.why-only-completes-run": {
        "en": "Only this move brings king to ace of one suit together.",
        "pt": "Só esta jogada junta as cartas do rei ao ás do mesmo naipe.",
        "pl": "Tylko ten ruch łączy karty od króla do asa w jednym kolorze.",
    },
    "exercise.why-only-builds-in-suit": {
        "en": "Only this card can go on the next higher card of its own suit.",
        "pt": "Só esta carta pode ir sobre a carta imediatamente superior do mesmo naipe.",
        "pl": "Tylko ta karta może trafić na kartę o jedną rangę wyższą w tym samym kolorze.",
    },
    "exercise.why-group": {
        "en": "A group of one suit moves as one.",
        "pt": "Um grupo de um único naipe move-se de uma só vez.",
        "pl": "Grupa w jednym kolorze przenosi się w całości.",
    },
    "exercise.why-empty": {
        "en": "An empty column takes any card or group, not only a king.",
        "pt": "Uma coluna vazia aceita qualquer carta ou grupo, não apenas um rei.",
        "pl": "Pusta kolumna przyjmie dowolną kartę lub grupę, nie tylko króla.",
    },
    "exercise.why-deal": {
        "en": "A deal brings new cards to every column.",
        "pt": "Uma distribuição traz cartas novas para todas as colunas.",
        "pl": "Rozdanie dokłada nowe karty do każdej kolumny.",
    },
    "exercise.within": {
        "en": " in at most {n} {n:move|moves}",
        "pt": " em {n} {n:jogada|jogadas}, no máximo",
        "pl": " w co najwyżej {n} {n:ruchu|ruchach|ruchach}",
    },
    "exercise.met": {
        "en": "Goal met in {n} {n:move|moves}.",
        "pt": "Objetivo cumprido em {n} {n:jogada|jogadas}.",
        "pl": "Cel osiągnięty w {n} {n:ruchu|ruchach|ruchach}.",
    },
    "exercise.met-after-shown": {
        "en": "The answer was shown first, so it does not count as solved.",
        "pt": "Como a resposta já tinha sido mostrada, não conta como resolvido.",
        "pl": "Odpowiedź była już wcześniej pokazana, więc ćwiczenie nie liczy się jako rozwiązane.",
    },
    "exercise.cards": {
        "en": "{n} {n:card|cards}",
        "pt": "{n} {n:carta|cartas}",
        "pl": "{n} {n:karta|karty|kart}",
    },
    "exercise.locked-lesson": {
        "en": "Lesson mode: the board stays on the lesson's deal.",
        "pt": "Modo de aula: o tabuleiro fica na distribuição da aula.",
        "pl": "Tryb lekcji: plansza pozostaje przy rozdaniu z lekcji.",
    },
    "exercise.locked-exercise": {
        "en": "During an exercise the board stays on its position: Reset starts again.",
        "pt": "Durante um exercício, o tabuleiro fica na posição do exercício: «Repetir» volta ao início do exercício.",
        "pl": "Podczas ćwiczenia plansza pozostaje w pozycji ćwiczenia: „Od nowa” zaczyna ćwiczenie od początku.",
    },
    "exercise.no-redo": {
        "en": "An exercise has no Redo: play the move again.",
        "pt": "Um exercício não tem Refazer: faça a jogada de novo.",
        "pl": "W ćwiczeniu nie ma ponawiania: wykonaj ruch jeszcze raz.",
    },
    "exercise.hint-off": {
        "en": "Lesson mode: no hints.",
        "pt": "Modo de aula: sem pistas.",
        "pl": "Tryb lekcji: bez podpowiedzi.",
    },
    # -------------------------------- answers that answer nothing (AnswerError.key): nothing is counted
    "answer.option": {
        "en": "{value} is not an option: answer with an option's number, 1 to {n}, or its text.",
        "pt": "{value} não é uma das opções: responda com o número de uma opção, de 1 a {n}, ou com o seu texto.",
        "pl": "{value} nie jest żadną z odpowiedzi: podaj numer odpowiedzi od 1 do {n} albo jej treść.",
    },
    "answer.whole-number": {
        "en": "{value} is not a whole number: answer with a whole number.",
        "pt": "{value} não é um número inteiro: responda com um número inteiro.",
        "pl": "{value} nie jest liczbą całkowitą: podaj liczbę całkowitą.",
    },
    "answer.points": {
        "en": "{value} is not a whole number: answer with the score, a whole number of points.",
        "pt": "{value} não é um número inteiro: responda com a pontuação, um número inteiro de pontos.",
        "pl": "{value} nie jest liczbą całkowitą: podaj wynik, czyli całkowitą liczbę punktów.",
    },
    "status.teacher_option": {
        "en": "During a lesson or an exercise only the teacher's code changes {field}.",
        "pt": "Durante uma aula ou um exercício, só o código do professor altera {field}.",
        "pl": "Podczas lekcji lub ćwiczenia {field} zmienia tylko kod nauczyciela.",
    },
    "exercise.last": {
        "en": "That was the last exercise.",
        "pt": "Este foi o último exercício.",
        "pl": "To było ostatnie ćwiczenie.",
    },
    "exercise.level-done": {
        "en": "That was the last puzzle of level {level}: {solved} of {n} solved.",
        "pt": "Este foi o último problema do nível {level}: {solved} de {n} resolvidos.",
        "pl": "To było ostatnie zadanie poziomu {level}: rozwiązano {solved} z {n}.",
    },
    "exercise.set-done": {
        "en": "That was the last exercise: {solved} of {n} solved.",
        "pt": "Este foi o último exercício: {solved} de {n} resolvidos.",
        "pl": "To było ostatnie ćwiczenie: rozwiązano {solved} z {n}.",
    },
    "exercise.next-one": {
        "en": "Exercise {i} of {n}: {goal}",
        "pt": "Exercício {i} de {n}: {goal}",
        "pl": "Ćwiczenie {i} z {n}: {goal}",
    },
    "exercise.label.reset": {
        "en": "Reset",
        "pt": "Repetir",
        "pl": "Od nowa",
    },
    "exercise.label.show": {
        "en": "Show me",
        "pt": "Mostrar",
        "pl": "Pokaż",
    },
    "exercise.label.next": {
        "en": "Next exercise",
        "pt": "Exercício seguinte",
        "pl": "Następne ćwiczenie",
    },
    "exercise.label.tries": {
        "en": "Tries: {n}",
        "pt": "Tentativas: {n}",
        "pl": "Próby: {n}",
    },
    "exercise.label.hints": {
        "en": "Hints: {n}",
        "pt": "Pistas: {n}",
        "pl": "Podpowiedzi: {n}",
    },
    "exercise.label.goal": {
        "en": "Goal",
        "pt": "Objetivo",
        "pl": "Cel",
    },
    "exercise.label.answer": {
        "en": "Answer",
        "pt": "Responder",
        "pl": "Odpowiedz",
    },
    "exercise.label.of": {
        "en": "Exercise {i} of {n}",
        "pt": "Exercício {i} de {n}",
        "pl": "Ćwiczenie {i} z {n}",
    },
    "exercise.label.open": {
        "en": "In progress",
        "pt": "Em curso",
        "pl": "W toku",
    },
    "exercise.label.met": {
        "en": "Goal met",
        "pt": "Objetivo cumprido",
        "pl": "Cel osiągnięty",
    },
    "exercise.label.lost": {
        "en": "Can no longer be met",
        "pt": "Já não pode ser cumprido",
        "pl": "Nie da się już osiągnąć",
    },
    "exercise.label.shown": {
        "en": "Answer shown",
        "pt": "Resposta mostrada",
        "pl": "Pokazano odpowiedź",
    },
    "exercise.label.number": {
        "en": "Your answer",
        "pt": "A sua resposta",
        "pl": "Twoja odpowiedź",
    },
    "exercise.label.levels": {
        "en": "Level",
        "pt": "Nível",
        "pl": "Poziom",
    },
    "exercise.label.pick": {
        "en": "Exercise",
        "pt": "Exercício",
        "pl": "Ćwiczenie",
    },
    "exercise.label.pick_puzzle": {
        "en": "Puzzle",
        "pt": "Problema",
        "pl": "Zadanie",
    },
    "exercise.label.level": {
        "en": "Level {n}",
        "pt": "Nível {n}",
        "pl": "Poziom {n}",
    },
    # ------------------------- code cells: the same words without the board's buttons (no board there)
    "exercise.wrong-lost-code": {
        "en": "Not quite. {why}No tries are left: show() gives the answer; reset() tries again.",
        "pt": "Não é bem isso. {why}Já não restam tentativas: show() dá a resposta; reset() permite "
        "tentar de novo.",
        "pl": "Niezupełnie. {why}Nie masz już więcej prób: show() poda odpowiedź, a reset() pozwoli "
        "spróbować ponownie.",
    },
    "exercise.lost-no-moves-code": {
        "en": "The goal can no longer be met: no moves are left. reset() tries again.",
        "pt": "O objetivo já não pode ser cumprido: não restam jogadas. reset() permite tentar de novo.",
        "pl": "Celu nie da się już osiągnąć: nie zostały żadne ruchy. reset() pozwoli spróbować ponownie.",
    },
    "exercise.lost-no-way-code": {
        "en": "The goal can no longer be met in the moves that are left. reset() tries again.",
        "pt": "O objetivo já não pode ser cumprido com as jogadas que restam. reset() permite tentar de novo.",
        "pl": "Celu nie da się już osiągnąć w pozostałych ruchach. reset() pozwoli spróbować ponownie.",
    },
    "exercise.lost-wrong-move-code": {
        "en": "That is not the move the goal asks for: it can no longer be met. reset() tries again.",
        "pt": "Não é essa a jogada pedida: o objetivo já não pode ser cumprido. reset() permite tentar de novo.",
        "pl": "To nie jest ruch, o który chodziło: celu nie da się już osiągnąć. reset() pozwoli "
        "spróbować ponownie.",
    },
    "exercise.lost-stuck-code": {
        "en": "No move can help any more: the goal can no longer be met. reset() tries again.",
        "pt": "Já nenhuma jogada ajuda: o objetivo já não pode ser cumprido. reset() permite tentar de novo.",
        "pl": "Żaden ruch już nie pomaga: celu nie da się już osiągnąć. reset() pozwoli spróbować ponownie.",
    },
    "exercise.lost-predicate-code": {
        "en": "The goal can no longer be met. reset() tries again.",
        "pt": "O objetivo já não pode ser cumprido. reset() permite tentar de novo.",
        "pl": "Celu nie da się już osiągnąć. reset() pozwoli spróbować ponownie.",
    },
    "exercise.over-met-code": {
        "en": "The goal is met. reset() plays it again.",
        "pt": "O objetivo está cumprido. reset() permite jogar de novo.",
        "pl": "Cel został osiągnięty. reset() pozwoli zagrać jeszcze raz.",
    },
    "exercise.over-lost-code": {
        "en": "The goal can no longer be met. reset() tries again.",
        "pt": "O objetivo já não pode ser cumprido. reset() permite tentar de novo.",
        "pl": "Celu nie da się już osiągnąć. reset() pozwoli spróbować ponownie.",
    },
    "exercise.nudge-over-code": {
        "en": "reset() tries again.",
        "pt": "reset() permite tentar de novo.",
        "pl": "reset() pozwoli spróbować ponownie.",
    },
    # ------------------------------------- slips in code cells: one sentence each, nothing counted
    "exercise.slip-unquoted": {
        "en": "play() got {value}, not a move: without quotes Python reads 1>2 as a comparison. "
        'Put the move in quotes: play("1>2").',
        "pt": "play() recebeu {value}, não uma jogada: sem aspas, o Python lê 1>2 como uma comparação. "
        'Escreva a jogada entre aspas: play("1>2").',
        "pl": "Funkcja play() dostała {value}, a nie ruch: bez cudzysłowu Python czyta 1>2 jako porównanie. "
        "Zapisz ruch w cudzysłowie: play(\"1>2\").",
    },
    "exercise.slip-type": {
        "en": 'play() got {value}, not a move: write the move in quotes, like play("1>2") '
        '(column 1 to column 2) or play("deal").',
        "pt": 'play() recebeu {value}, não uma jogada: escreva a jogada entre aspas, como play("1>2") '
        '(da coluna 1 para a coluna 2) ou play("deal").',
        "pl": "Funkcja play() dostała {value}, a nie ruch: zapisz ruch w cudzysłowie, np. play(\"1>2\") (z "
        "kolumny 1 do kolumny 2) albo play(\"deal\").",
    },
    "exercise.slip-text": {
        "en": '“{text}” is not a move I can read: write it like "1>2" (column 1 to column 2), '
        '{cards_typed} (a card onto a card) or "deal".',
        "pt": "«{text}» não é uma jogada válida: escreva-a como \"1>2\" (da coluna 1 para a coluna 2), "
        "{cards_typed} (uma carta sobre outra) ou \"deal\".",
        "pl": "„{text}” to nie jest poprawnie zapisany ruch: zapisz go jako \"1>2\" (z kolumny 1 do kolumny 2), "
        "{cards_typed} (karta na kartę) albo \"deal\".",
    },
    "exercise.slip-no-card": {
        "en": '{card} is not a face-up card you can move here: name one you can see, or write the columns, like "1>2".',
        "pt": '{card:O} não é uma carta visível que possa mover aqui: indique uma que esteja à vista, ou escreva '
        'as colunas, como "1>2".',
        "pl": '{card} nie jest odkrytą kartą, którą można tu przenieść: wskaż widoczną kartę albo zapisz '
        'kolumny, np. "1>2".',
    },
    "exercise.slip-no-target": {
        "en": 'No column ends with {card}: name the last card of a column, or its number, like "1>2".',
        "pt": 'Nenhuma coluna tem {card:o} no fim: indique a última carta de uma coluna, ou o número da coluna, '
        'como "1>2".',
        "pl": 'Żadna kolumna nie kończy się kartą {card}: wskaż ostatnią kartę kolumny albo jej numer, '
        'np. "1>2".',
    },
    "exercise.how-to-answer": {
        "en": 'From a code cell: .answer("{first}") or the option\'s number, .answer(1) (text in quotes).',
        "pt": 'A partir de uma célula de código: .answer("{first}") ou o número da opção, .answer(1) '
        "(o texto entre aspas).",
        "pl": 'Z komórki kodu: .answer("{first}") albo numer odpowiedzi, .answer(1) (tekst w cudzysłowie).',
    },
    "exercise.how-to-answer-number": {
        "en": "From a code cell: .answer(…) with the number, for example .answer(500).",
        "pt": "A partir de uma célula de código: .answer(…) com o número, por exemplo .answer(500).",
        "pl": "Z komórki kodu: .answer(…) z liczbą, na przykład .answer(500).",
    },
    # ------------------------------------------- rules a learner names (exercises' WhichRule)
    "rule-title.lift-one-suit": {
        "en": "A group moves only when it is all one suit.",
        "pt": "Um grupo só pode ser movido se for de um único naipe.",
        "pl": "Grupę można przenieść tylko wtedy, gdy wszystkie jej karty są w jednym kolorze.",
    },
    "rule-title.lift-descending": {
        "en": "A group's ranks must go down one by one.",
        "pt": "Os valores de um grupo têm de descer um a um.",
        "pl": "Rangi w grupie muszą maleć kolejno.",
    },
    "rule-title.place-one-higher": {
        "en": "A card goes only on a card exactly one rank higher.",
        "pt": "Uma carta só se coloca sobre uma carta de valor imediatamente superior.",
        "pl": "Kartę kładzie się tylko na karcie o jedną rangę wyższej.",
    },
    "rule-title.nothing-on-ace": {
        "en": "Nothing is ever placed on an ace.",
        "pt": "Não se pode colocar nada sobre um ás.",
        "pl": "Na asie nie można niczego położyć.",
    },
    "rule-title.king-only-to-empty": {
        "en": "A king can only go to an empty column.",
        "pt": "Um rei só pode ir para uma coluna vazia.",
        "pl": "Króla można przenieść tylko do pustej kolumny.",
    },
    "rule-title.no-wrap-around": {
        "en": "There is no wrap-around: an ace never goes on a king.",
        "pt": "O ás é a carta de menor valor e não vem a seguir ao rei: um ás nunca vai sobre um rei.",
        "pl": "As jest najniższą kartą i nie następuje po królu: as nigdy nie trafia na króla.",
    },
    "rule-title.lift-face-down": {
        "en": "Face-down cards cannot be moved.",
        "pt": "Não se podem mover cartas viradas para baixo.",
        "pl": "Zakrytych kart nie można przenosić.",
    },
    "rule-title.deal-empty-column": {
        "en": "The stock cannot deal while a column is empty.",
        "pt": "O monte não distribui enquanto houver uma coluna vazia.",
        "pl": "Nie można rozdać kart, dopóki choć jedna kolumna jest pusta.",
    },
    # ------------------------------------------------------------- status line
    "status.moved": {
        "en": "{cards} from column {src} to column {dst}.",
        "pt": "{cards} da coluna {src} para a coluna {dst}.",
        "pl": "{cards} z kolumny {src} do kolumny {dst}.",
    },
    "status.turned": {
        "en": "{cards} turned up in column {n}.",
        "pt": "Na coluna {n} virou-se {cards}.",
        "pl": "W kolumnie {n} odkryto {cards}.",
    },
    "status.run": {
        "en": "Run of {suit} removed!",
        "pt": "Sequência de {suit} retirada!",
        "pl": "Usunięto sekwens {suit}!",
    },
    "status.dealt": {
        "en": "Dealt {n} {n:card|cards}.",
        "pt": "{n:Foi distribuída 1 carta|Foram distribuídas {n} cartas}.",
        "pl": "Rozdano {n} {n:kartę|karty|kart}.",
    },
    "status.undone_move": {
        "en": "Undone: {cards} back to column {src}.",
        "pt": "Jogada anulada: {cards} de volta à coluna {src}.",
        "pl": "Cofnięto ruch: {cards} z powrotem w kolumnie {src}.",
    },
    "status.undone_deal": {
        "en": "Undone: the dealt cards are back in the stock.",
        "pt": "Distribuição anulada: as cartas distribuídas voltaram ao monte.",
        "pl": "Cofnięto rozdanie: rozdane karty wróciły na stos dobierania.",
    },
    "status.redone": {"en": "Redone.", "pt": "Refeito.", "pl": "Ponowiono."},
    "status.new": {"en": "New game {code}.", "pt": "Nova partida {code}.", "pl": "Nowa partia {code}."},
    "status.restart": {
        "en": "Back to the start of this deal.",
        "pt": "De volta ao início desta distribuição.",
        "pl": "Powrót do początku tego rozdania.",
    },
    "status.new_undo": {
        "en": "Undo brings back the game before.",
        "pt": "«Anular» traz de volta a partida anterior.",
        "pl": "„Cofnij” przywraca poprzednią partię.",
    },
    "status.undone_new": {
        "en": "Undone: back to game {code}.",
        "pt": "Nova partida anulada: de volta à partida {code}.",
        "pl": "Cofnięto nową partię: powrót do partii {code}.",
    },
    "status.undone_new_position": {
        "en": "Undone: back to the position before.",
        "pt": "Anulado: de volta à posição anterior.",
        "pl": "Cofnięto: powrót do poprzedniego układu kart.",
    },
    "status.new_hidden": {"en": "New game.", "pt": "Nova partida.", "pl": "Nowa partia."},
    "status.new_position": {"en": "New position.", "pt": "Nova posição.", "pl": "Nowy układ kart."},
    "status.won": {
        "en": "You won! Score: {score}, moves: {moves}.",
        "pt": "Ganhou! Pontuação: {score}, jogadas: {moves}.",
        "pl": "Wygrana! Wynik: {score}, liczba ruchów: {moves}.",
    },
    "status.stuck": {
        "en": "No move can help any more: undo, or start a new game.",
        "pt": "Já nenhuma jogada ajuda: anule a última jogada ou comece uma nova partida.",
        "pl": "Żaden ruch już nie pomoże: cofnij ruch albo zacznij nową partię.",
    },
    "status.hint": {
        "en": "Hint: {cards} from column {src} to column {dst}.",
        "pt": "Pista: {cards} da coluna {src} para a coluna {dst}.",
        "pl": "Podpowiedź: {cards} z kolumny {src} do kolumny {dst}.",
    },
    "status.hint_why": {
        "en": "Hint: {cards} from column {src} to column {dst} ({why}).",
        "pt": "Pista: {cards} da coluna {src} para a coluna {dst} ({why}).",
        "pl": "Podpowiedź: {cards} z kolumny {src} do kolumny {dst} ({why}).",
    },
    "status.no_hint": {
        "en": "No useful move to suggest.",
        "pt": "Não há nenhuma jogada útil a sugerir.",
        "pl": "Nie ma ruchu, który warto podpowiedzieć.",
    },
    "status.no_hint_deal": {
        "en": "No useful move to suggest: you can deal from the stock.",
        "pt": "Não há nenhuma jogada útil a sugerir: pode distribuir as cartas do monte.",
        "pl": "Nie ma ruchu, który warto podpowiedzieć: możesz rozdać karty ze stosu dobierania.",
    },
    "status.hints_off": {
        "en": "Hints are turned off for this board.",
        "pt": "As pistas estão desativadas neste tabuleiro.",
        "pl": "Podpowiedzi są wyłączone na tej planszy.",
    },
    "status.hints_unavailable": {
        "en": "Hints are not available in this installation.",
        "pt": "As pistas não estão disponíveis nesta instalação.",
        "pl": "Podpowiedzi nie są dostępne w tej instalacji.",
    },
    "status.stale": {
        "en": "The board changed before this action arrived: nothing was done.",
        "pt": "O tabuleiro mudou antes de esta ação chegar: nada foi feito.",
        "pl": "Plansza zmieniła się, zanim dotarło to polecenie: nic nie zrobiono.",
    },
    "status.bad_message": {
        "en": "Request refused: the message is not a JSON object.",
        "pt": "Pedido recusado: a mensagem não é um objeto JSON.",
        "pl": "Odrzucono polecenie: wiadomość nie jest obiektem JSON.",
    },
    "status.bad_type": {
        "en": "Request refused: unknown request type {field}.",
        "pt": "Pedido recusado: tipo de pedido desconhecido {field}.",
        "pl": "Odrzucono polecenie: nieznany rodzaj polecenia {field}.",
    },
    "status.bad_missing": {
        "en": "Request refused: the field {field} is missing.",
        "pt": "Pedido recusado: falta o campo {field}.",
        "pl": "Odrzucono polecenie: brak pola {field}.",
    },
    "status.bad_extra": {
        "en": "Request refused: unexpected field {field}.",
        "pt": "Pedido recusado: campo inesperado {field}.",
        "pl": "Odrzucono polecenie: nieoczekiwane pole {field}.",
    },
    "status.bad_number": {
        "en": "Request refused: {field} must be a whole number from {lo} to {hi}.",
        "pt": "Pedido recusado: {field} tem de ser um número inteiro de {lo} a {hi}.",
        "pl": "Odrzucono polecenie: {field} musi być liczbą całkowitą od {lo} do {hi}.",
    },
    "status.bad_suits": {
        "en": "Request refused: suits must be 1, 2 or 4.",
        "pt": "Pedido recusado: o número de naipes tem de ser 1, 2 ou 4.",
        "pl": "Odrzucono polecenie: liczba kolorów musi wynosić 1, 2 lub 4.",
    },
    "status.bad_rev": {
        "en": "Request refused: rev must be a whole number.",
        "pt": "Pedido recusado: rev tem de ser um número inteiro.",
        "pl": "Odrzucono polecenie: rev musi być liczbą całkowitą.",
    },
    "status.bad_setting": {
        "en": "Setting {field} refused: it keeps its value.",
        "pt": "A definição {field} foi recusada: mantém o valor anterior.",
        "pl": "Odrzucono ustawienie {field}: zachowuje poprzednią wartość.",
    },
    # "Can this deal be won?"
    "status.review_start": {
        "en": "Reviewing the game ({n} {n:move|moves})…",
        "pt": "A rever a partida ({n} {n:jogada|jogadas})…",
        "pl": "Przegląd partii ({n} {n:ruch|ruchy|ruchów})…",
    },
    "status.review_running": {
        "en": "Reviewing the game… {i} of {n} positions judged",
        "pt": "A rever a partida… {i} de {n} posições avaliadas",
        "pl": "Przegląd partii… oceniono {i} z {n} pozycji",
    },
    "status.review_done": {
        "en": "The review is ready: {n} costly {n:move|moves}.",
        "pt": "A revisão está pronta. Jogadas que custaram caro: {n}.",
        "pl": "Przegląd gotowy: {n} {n:kosztowny ruch|kosztowne ruchy|kosztownych ruchów}.",
    },
    "status.review_failed": {
        "en": "The review could not be finished.",
        "pt": "Não foi possível acabar a revisão.",
        "pl": "Nie udało się dokończyć przeglądu.",
    },
    "status.review_closed": {
        "en": "Review closed.",
        "pt": "Revisão fechada.",
        "pl": "Przegląd zamknięty.",
    },
    "status.review_nothing": {
        "en": "Nothing to review yet: play a move first.",
        "pt": "Ainda não há nada para rever: faça primeiro uma jogada.",
        "pl": "Nie ma jeszcze czego przeglądać: najpierw wykonaj ruch.",
    },
    "status.solve_start": {
        "en": "Searching for a winning line (up to {s} s)…",
        "pt": "A procurar uma linha vencedora (até {s} s)…",
        "pl": "Szukanie zwycięskiej linii (do {s} s)…",
    },
    "status.solve_running": {
        "en": "Searching… {n} {n:position|positions}",
        "pt": "A procurar… {n} {n:posição analisada|posições analisadas}",
        "pl": "Szukanie… sprawdzono {n} {n:pozycję|pozycje|pozycji}",
    },
    "status.solve_win": {
        "en": "This deal can be won: a winning line of {n} {n:action|actions}.",
        "pt": "Esta partida pode ser ganha: uma linha vencedora de {n} {n:passo|passos}.",
        "pl": "Tę partię da się wygrać: zwycięska linia liczy {n} {n:krok|kroki|kroków}.",
    },
    "status.solve_replay": {
        "en": "Next step plays it one action at a time.",
        "pt": "«Próximo passo» joga-a um passo de cada vez.",
        "pl": "„Następny krok” rozgrywa ją krok po kroku.",
    },
    "status.solve_no_win": {
        "en": "This deal cannot be won from here.",
        "pt": "Esta partida não pode ser ganha a partir daqui.",
        "pl": "Tej partii nie da się wygrać z tej pozycji.",
    },
    "status.solve_time": {
        "en": "No answer within {s} s (budget spent).",
        "pt": "Sem resposta em {s} s (limite de tempo esgotado).",
        "pl": "Brak odpowiedzi w ciągu {s} s (limit czasu wyczerpany).",
    },
    "status.solve_nodes": {
        "en": "No answer after {n} {n:position|positions} (budget spent).",
        "pt": "Sem resposta após {n} {n:posição|posições} (limite esgotado).",
        "pl": "Brak odpowiedzi po {n} {n:pozycji|pozycjach|pozycjach} (limit wyczerpany).",
    },
    "status.solve_failed": {
        "en": "The search stopped without an answer: {why}",
        "pt": "A procura parou sem resposta: {why}",
        "pl": "Szukanie zakończyło się bez odpowiedzi: {why}",
    },
    "status.solve_cancelled": {"en": "Search cancelled.", "pt": "Procura cancelada.", "pl": "Przerwano szukanie."},
    "status.solve_stale": {
        "en": "The search was stopped: the board changed.",
        "pt": "A procura parou: o tabuleiro mudou.",
        "pl": "Przerwano szukanie: plansza się zmieniła.",
    },
    "status.solve_left": {
        "en": "You left the winning line: ask again to search from here.",
        "pt": "Saiu da linha vencedora: pergunte de novo para procurar a partir daqui.",
        "pl": "Opuszczono zwycięską linię: zapytaj ponownie, aby szukać od tej pozycji.",
    },
    "status.solve_step": {"en": "Step {i} of {n}:", "pt": "Passo {i} de {n}:", "pl": "Krok {i} z {n}:"},
    "status.solve_busy": {
        "en": "A search is already running: wait for its answer or cancel it.",
        "pt": "Já há uma procura em curso: aguarde a resposta ou cancele-a.",
        "pl": "Szukanie już trwa: poczekaj na odpowiedź albo je przerwij.",
    },
    "status.solve_no_line": {
        "en": "No winning line to replay: ask “Can this deal be won?” first.",
        "pt": "Não há linha vencedora para jogar: pergunte primeiro «Esta partida pode ser ganha?».",
        "pl": "Brak zwycięskiej linii do rozegrania: najpierw zapytaj „Czy tę partię da się wygrać?”.",
    },
    "status.solve_won": {
        "en": "This game is already won.",
        "pt": "Esta partida já está ganha.",
        "pl": "Ta partia jest już wygrana.",
    },
    "status.internal": {
        "en": "Something went wrong in the kernel: {why}",
        "pt": "Ocorreu um erro no kernel: {why}",
        "pl": "W jądrze wystąpił błąd: {why}",
    },
    # ------------------------------------------------- labels (the browser fills {n}, {cards}, {game})
    "label.new": {"en": "New game", "pt": "Nova partida", "pl": "Nowa partia"},
    "label.undo": {"en": "Undo", "pt": "Anular", "pl": "Cofnij"},
    "label.redo": {"en": "Redo", "pt": "Refazer", "pl": "Ponów"},
    "label.deal": {"en": "Deal", "pt": "Distribuir", "pl": "Rozdaj"},
    "label.hint": {"en": "Hint", "pt": "Pista", "pl": "Podpowiedź"},
    "label.suits": {"en": "Suits", "pt": "Naipes", "pl": "Kolory"},
    # the suit menu: seed 000/001 § A preparação / Układ początkowy, the app's names for 1, 2, 4 suits
    "label.suits_1": {"en": "1 · Easy", "pt": "1 · Fácil", "pl": "1 · Łatwy"},
    "label.suits_2": {"en": "2 · Medium", "pt": "2 · Médio", "pl": "2 · Średni"},
    "label.suits_4": {"en": "4 · Hard", "pt": "4 · Difícil", "pl": "4 · Trudny"},
    "label.restart": {"en": "Restart", "pt": "Recomeçar", "pl": "Od początku"},
    "label.restart_title": {
        "en": "Deal this game again from its start (R)",
        "pt": "Voltar ao início desta partida (R)",
        "pl": "Zagraj to rozdanie od początku (R)",
    },
    "label.record": {
        "en": "Won {won} of {played}",
        "pt": "Ganhas: {won} de {played}",
        "pl": "Wygrane: {won} z {played}",
    },
    "label.record_title": {
        "en": "Games won and played at this level, on this computer",
        "pt": "Partidas ganhas e jogadas neste nível, neste computador",
        "pl": "Partie wygrane i rozegrane na tym poziomie, na tym komputerze",
    },
    "label.best": {"en": "Best score: {n}", "pt": "Melhor pontuação: {n}", "pl": "Najlepszy wynik: {n}"},
    "label.streak": {"en": "Winning streak: {n}", "pt": "Vitórias seguidas: {n}", "pl": "Zwycięstwa z rzędu: {n}"},
    "label.score": {"en": "Score", "pt": "Pontuação", "pl": "Wynik"},
    "label.moves": {"en": "Moves", "pt": "Jogadas", "pl": "Ruchy"},
    "label.stock": {"en": "Stock", "pt": "Monte", "pl": "Stos dobierania"},
    "label.deals_left": {
        "en": "Deals left: {n}",
        "pt": "Distribuições restantes: {n}",
        "pl": "Pozostałe rozdania: {n}",
    },
    "label.removed": {"en": "Runs removed", "pt": "Sequências retiradas", "pl": "Usunięte sekwensy"},
    "label.code": {"en": "Game", "pt": "Partida", "pl": "Partia"},
    "label.column": {"en": "Column {n}", "pt": "Coluna {n}", "pl": "Kolumna {n}"},
    "label.empty": {"en": "empty", "pt": "vazia", "pl": "pusta"},
    "label.hidden": {"en": "{n} face-down", "pt": "cartas ocultas: {n}", "pl": "zakryte karty: {n}"},
    "label.won": {
        "en": "You won! Every run has left the table.",
        "pt": "Ganhou! Todas as sequências foram retiradas.",
        "pl": "Wygrana! Wszystkie sekwensy zostały usunięte.",
    },
    "label.stuck": {
        "en": "No move can help any more.",
        "pt": "Já nenhuma jogada ajuda.",
        "pl": "Żaden ruch już nie pomoże.",
    },
    "label.board": {"en": "{game} board", "pt": "Tabuleiro de {game}", "pl": "Plansza gry {game}"},
    "label.lifted": {
        "en": "{cards} selected in column {n}",
        "pt": "Seleção na coluna {n}: {cards}",
        "pl": "Wybrano w kolumnie {n}: {cards}",
    },
    "label.cancelled": {"en": "Selection cancelled", "pt": "Seleção cancelada", "pl": "Anulowano wybór"},
    # the rank letters screen readers say in {cards} (A 2 … 10 J Q K): the language's own
    "label.ranks": {
        "en": "A 2 3 4 5 6 7 8 9 10 J Q K",
        "pt": "A 2 3 4 5 6 7 8 9 10 V D R",
        "pl": "A 2 3 4 5 6 7 8 9 10 W D K",
    },
    "label.solve": {
        "en": "Can this deal be won?",
        "pt": "Esta partida pode ser ganha?",
        "pl": "Czy tę partię da się wygrać?",
    },
    "label.review": {
        "en": "Review",
        "pt": "Rever",
        "pl": "Przejrzyj",
    },
    "label.review_title": {
        "en": "Review the game: the chance of winning before each move, and the costly moves (V)",
        "pt": "Rever a partida: a probabilidade de ganhar antes de cada jogada e as jogadas que custaram caro "
        "(V)",
        "pl": "Przegląd partii: szansa na wygraną przed każdym ruchem i kosztowne ruchy (V)",
    },
    "label.describe": {"en": "Describe", "pt": "Descrever", "pl": "Opisz"},
    "label.describe_title": {
        "en": "Say the whole position (P)",
        "pt": "Descrever toda a posição (P)",
        "pl": "Opisz całą pozycję (P)",
    },
    "label.new_title": {
        "en": "Deal a new game (N); Undo brings this one back",
        "pt": "Distribuir uma nova partida (N); «Anular» traz esta de volta",
        "pl": "Rozdaj nową partię (N); „Cofnij” przywróci obecną",
    },
    "label.not_played": {
        "en": "Your next move was not played: the board changed first.",
        "pt": "A jogada seguinte não foi feita: o tabuleiro mudou antes.",
        "pl": "Następny ruch nie został wykonany: plansza zmieniła się wcześniej.",
    },
    "label.solve_cancel": {"en": "Cancel", "pt": "Cancelar", "pl": "Przerwij"},
    "label.solve_step": {"en": "Next step", "pt": "Próximo passo", "pl": "Następny krok"},
    # ------------------------------------------- the static picture (svg.py); terms from docs/glossary.md
    "picture.stock": {"en": "Stock", "pt": "Monte", "pl": "Stos dobierania"},
    "picture.empty": {"en": "empty", "pt": "vazio", "pl": "pusty"},
    "picture.deals": {  # a line break where the picture wraps a long label
        "en": "{n:1 deal left|{n} deals left}",
        "pt": "{n:1 distribuição\nrestante|{n} distribuições\nrestantes}",
        "pl": "pozostałe\nrozdania: {n}",
    },
    "picture.removed": {
        "en": "Runs removed: {n} of {total}",
        "pt": "Sequências retiradas: {n} de {total}",
        "pl": "Usunięte sekwensy: {n} z {total}",
    },
    "picture.score": {"en": "Score {n}", "pt": "Pontuação {n}", "pl": "Wynik {n}"},
    "picture.moves": {"en": "Moves {n}", "pt": "Jogadas {n}", "pl": "Ruchy {n}"},
    "picture.suits": {"en": "{n:1 suit|{n} suits}", "pt": "{n:1 naipe|{n} naipes}", "pl": "kolory: {n}"},
    "picture.scoring": {"en": "{name} scoring", "pt": "pontuação «{name}»", "pl": "punktacja „{name}”"},
    "picture.won": {"en": "Won!", "pt": "Ganhou!", "pl": "Wygrana!"},
    "picture.title": {
        "en": "{game} board. {description} Score {score}, {moves} moves.",
        "pt": "Tabuleiro de {game}. {description} Pontuação: {score}; jogadas: {moves}.",
        "pl": "Plansza gry {game}. {description} Wynik: {score}; liczba ruchów: {moves}.",
    },
    "picture.position": {"en": "position", "pt": "posição", "pl": "pozycja"},
    # ------------------------------------------------------------- charts (plots.py)
    "chart.actions": {
        "en": "actions (moves and deals)",
        "pt": "ações (jogadas e distribuições)",
        "pl": "działania (ruchy i rozdania)",
    },
    "chart.actions_undo": {
        "en": "actions (moves, deals and undos)",
        "pt": "ações (jogadas, distribuições e anulações)",
        "pl": "działania (ruchy, rozdania i cofnięcia)",
    },
    "chart.score": {"en": "score", "pt": "pontuação", "pl": "wynik"},
    "chart.deal": {"en": "deal", "pt": "distribuição", "pl": "rozdanie"},
    "chart.run": {
        "en": "run removed (+100 in every profile)",
        "pt": "sequência retirada (+100 em todos os sistemas)",
        "pl": "usunięty sekwens (+100 w każdej punktacji)",
    },
    "chart.undo": {"en": "undo", "pt": "anulação", "pl": "cofnięcie"},
    "chart.title": {
        "en": "Score after each action",
        "pt": "Pontuação após cada ação",
        "pl": "Wynik po każdym działaniu",
    },
    "chart.scoring": {"en": "{name} scoring", "pt": "pontuação {name}", "pl": "punktacja {name}"},
    "chart.games": {"en": "games", "pt": "partidas", "pl": "partie"},
    "chart.final": {"en": "final score", "pt": "pontuação final", "pl": "wynik końcowy"},
    "chart.distribution": {"en": "Distribution of {what}", "pt": "Distribuição: {what}", "pl": "Rozkład: {what}"},
    "chart.mean": {"en": "mean", "pt": "média", "pl": "średnia"},
    "chart.win_rate": {"en": "win rate", "pt": "taxa de vitória", "pl": "odsetek wygranych"},
    "chart.undecided": {
        "en": "{series}: undecided deals",
        "pt": "{series}: distribuições por decidir",
        "pl": "{series}: rozdania nierozstrzygnięte",
    },
    "chart.live_alt": {
        "en": "Score chart of the game on the board, after {actions} {actions:action|actions}: the score is "
        "now {score}.",
        "pt": "Gráfico da pontuação da partida no tabuleiro, após {actions} {actions:ação|ações}: a pontuação "
        "é agora {score}.",
        "pl": "Wykres wyniku partii na planszy po {actions} {actions:działaniu|działaniach|działaniach}: wynik "
        "wynosi teraz {score}.",
    },
    "chart.win_title": {
        "en": "Win rate with 95% confidence interval",
        "pt": "Taxa de vitória com intervalo de confiança de 95%",
        "pl": "Odsetek wygranych z 95-procentowym przedziałem ufności",
    },
    # ------------------------------------------ lessons (teach.py): a tried move and its picture
    "teach.allowed": {"en": "✔ Allowed.", "pt": "✔ Jogada permitida.", "pl": "✔ Ruch dozwolony."},
    "teach.refused": {"en": "✘ Refused.", "pt": "✘ Jogada recusada.", "pl": "✘ Ruch odrzucony."},
    "teach.moved": {
        "en": "{cards} from column {src} to column {dst}.",
        "pt": "{cards:O} passou da coluna {src} para a coluna {dst}.",
        "pl": "{cards} z kolumny {src} do kolumny {dst}.",
    },
    "teach.dealt": {
        "en": "The stock dealt a card on columns {columns}.",
        "pt": "O monte distribuiu uma carta em cada uma das colunas {columns}.",
        "pl": "Rozdano po jednej karcie na kolumny {columns}.",
    },
    "teach.turned": {
        "en": "{card} turned up in column {column}.",
        "pt": "Carta virada na coluna {column}: {card}.",
        "pl": "W kolumnie {column} odkryto {card}.",
    },
    "teach.run": {
        "en": "A run of {suit} was removed (+100).",
        "pt": "Foi retirada uma sequência de {suit} (+100).",
        "pl": "Usunięto sekwens {suit} (+100).",
    },
    "teach.won": {
        "en": "Won: every run has left the table!",
        "pt": "Partida ganha: todas as sequências foram retiradas!",
        "pl": "Wygrana: wszystkie sekwensy zostały usunięte!",
    },
    "teach.arrow": {
        "en": "The arrow shows {cards} going from column {src} to column {dst}.",
        "pt": "A seta mostra {cards:o} a ir da coluna {src} para a coluna {dst}.",
        "pl": "Strzałka pokazuje przeniesienie {cards} z kolumny {src} do kolumny {dst}.",
    },
    "teach.cross": {
        "en": "Red cross: {cards} cannot go from column {src} to column {dst}.",
        "pt": "Cruz vermelha: {cards:o} não pode ir da coluna {src} para a coluna {dst}.",
        "pl": "Czerwony krzyżyk: {cards} nie można przenieść z kolumny {src} do kolumny {dst}.",
    },
    "teach.marked": {  # the columns are listed by number: Polish keeps "kolumny" for any count above one
        "en": "Dotted outline: {columns:column {columns}|columns {columns}}.",
        "pt": "Contorno pontilhado: {columns:coluna {columns}|colunas {columns}}.",
        "pl": "Kropkowana ramka: {columns:kolumna {columns}|kolumny {columns}|kolumny {columns}}.",
    },
    # ------------------------- issue 27: winnable deals, the four-colour deck, the board's small slips
    "status.cannot_move": {
        "en": "Cannot move {cards}: no column ends in a card one rank higher ({any_rank}), and no column is empty.",
        "pt": "Não é possível mover {cards:o}: nenhuma coluna termina numa carta de valor imediatamente superior "
        "({any_rank}) e não há colunas vazias.",
        "pl": "Nie można przenieść {cards}: żadna kolumna nie kończy się kartą o jedną rangę wyższą "
        "({any_rank}), a żadna kolumna nie jest pusta.",
    },
    "status.cannot_move_whole": {
        "en": "Cannot move {cards}: no column ends in a card one rank higher ({any_rank}), "
        "and moving the whole column to an empty one would change nothing.",
        "pt": "Não é possível mover {cards:o}: nenhuma coluna termina numa carta de valor imediatamente superior "
        "({any_rank}), e passar a coluna inteira para uma coluna vazia não mudaria nada.",
        "pl": "Nie można przenieść {cards}: żadna kolumna nie kończy się kartą o jedną rangę wyższą "
        "({any_rank}), a przeniesienie całej kolumny do pustej niczego nie zmieni.",
    },
    "status.cannot_move_king": {
        "en": "Cannot move {cards}: only an empty column takes a king, and no column is empty.",
        "pt": "Não é possível mover {cards:o}: só uma coluna vazia aceita um rei, e não há colunas vazias.",
        "pl": "Nie można przenieść {cards}: króla przyjmuje tylko pusta kolumna, a żadna kolumna nie jest pusta.",
    },
    "status.cannot_move_king_whole": {
        "en": "Cannot move {cards}: only an empty column takes a king, and moving the whole column "
        "to one would change nothing.",
        "pt": "Não é possível mover {cards:o}: só uma coluna vazia aceita um rei, e passar a coluna inteira "
        "para uma coluna vazia não mudaria nada.",
        "pl": "Nie można przenieść {cards}: króla przyjmuje tylko pusta kolumna, a przeniesienie całej kolumny "
        "do pustej niczego nie zmieni.",
    },
    "exercise.locked-lesson-solve": {
        "en": "Lesson mode: “Can this deal be won?” and its steps are off during a lesson.",
        "pt": "Modo de aula: «Esta partida pode ser ganha?» e os seus passos estão desligados durante a aula.",
        "pl": "Tryb lekcji: funkcja „Czy tę partię da się wygrać?” i jej kroki są wyłączone.",
    },
    "status.bad_winnable": {
        "en": "Request refused: winnable must be true or false.",
        "pt": "Pedido recusado: winnable tem de ser true ou false.",
        "pl": "Odrzucono polecenie: winnable musi mieć wartość true albo false.",
    },
    "status.winnable_dealt": {
        "en": "A winnable deal: the solver has won it.",
        "pt": "Uma partida com solução: a ferramenta de resolução já a ganhou.",
        "pl": "Rozdanie z rozwiązaniem: program rozwiązujący już je wygrał.",
    },
    "status.deal_looking": {
        "en": "The table of solved deals has no winnable deal for this game: the solver is looking for one "
        "(deal {i} of at most {n})…",
        "pt": "A tabela de partidas resolvidas não tem nenhuma partida com solução para este jogo: a "
        "ferramenta de resolução está a procurar uma (partida {i} de um máximo de {n})…",
        "pl": "Tabela rozwiązanych rozdań nie ma rozdania z rozwiązaniem dla tej gry: program rozwiązujący "
        "szuka takiego (rozdanie {i} z najwyżej {n})…",
    },
    "status.deal_looking_progress": {
        "en": "Looking for a winnable deal: deal {i} of at most {n}, {nodes} {nodes:position|positions}…",
        "pt": "A procurar uma partida com solução: partida {i} de um máximo de {n}, {nodes} "
        "{nodes:posição|posições}…",
        "pl": "Szukanie rozdania z rozwiązaniem: rozdanie {i} z najwyżej {n}, {nodes} "
        "{nodes:pozycja|pozycje|pozycji}…",
    },
    "status.deal_not_found": {
        "en": "No winnable deal found: the solver tried {n} {n:deal|deals}. The board keeps its game.",
        "pt": "Nenhuma partida com solução encontrada: a ferramenta de resolução tentou {n} "
        "{n:partida|partidas}. O tabuleiro mantém a sua partida.",
        "pl": "Nie znaleziono rozdania z rozwiązaniem: program rozwiązujący sprawdził {n} "
        "{n:rozdanie|rozdania|rozdań}. Plansza zostaje przy swojej partii.",
    },
    "label.winnable": {
        "en": "Winnable only",
        "pt": "Só com solução",
        "pl": "Z rozwiązaniem",
    },
    "label.winnable_title": {
        "en": "Deal only games the solver has won (statistics kept apart)",
        "pt": "Distribuir só partidas que a ferramenta de resolução já ganhou (estatísticas à parte)",
        "pl": "Tylko rozdania, które program rozwiązujący już wygrał (osobne statystyki)",
    },
    "label.winnable_deal": {
        "en": "Winnable deal",
        "pt": "Partida com solução",
        "pl": "Rozdanie z rozwiązaniem",
    },
    "label.four_colour": {"en": "4 colours", "pt": "4 cores", "pl": "4 barwy"},
    "label.four_colour_title": {
        "en": "Four-colour deck: ♠ black, ♥ red, ♦ blue, ♣ green; the suit symbols stay",
        "pt": "Baralho de quatro cores: ♠ preto, ♥ vermelho, ♦ azul, ♣ verde; os símbolos dos naipes mantêm-se",
        "pl": "Talia czterobarwna: ♠ czarne, ♥ czerwone, ♦ niebieskie, ♣ zielone; symbole kolorów zostają bez "
        "zmian",
    },
    "label.record_title_winnable": {
        "en": "Winnable deals won and played at this level, on this computer",
        "pt": "Partidas com solução: ganhas e jogadas neste nível, neste computador",
        "pl": "Rozdania z rozwiązaniem: wygrane i rozegrane na tym poziomie, na tym komputerze",
    },
    # ------------------------------------------- the class chart (classroom.results.ClassTable.plot)
    "class.title": {
        "en": "Solved, as a share of the learners who tried each exercise ({n} learners)",
        "pt": "Resolvidos, em percentagem dos alunos que tentaram cada exercício ({n} {n:aluno|alunos})",
        "pl": "Odsetek uczniów, którzy rozwiązali ćwiczenie, spośród tych, którzy próbowali je rozwiązać ({n} "
        "{n:uczeń|uczniów|uczniów})",
    },
    "class.untried_note": {
        "en": "small grey number: learners who did not try it",
        "pt": "número pequeno a cinzento: alunos que não o tentaram",
        "pl": "mała szara liczba: uczniowie, którzy nie podjęli próby",
    },
    "class.nobody_note": {
        "en": "; hatched: nobody tried it ({n})",
        "pt": "; às riscas: ninguém o tentou ({n})",
        "pl": "; zakreskowane: nikt nie podjął próby ({n})",
    },
    "class.solved_axis": {"en": "solved (%)", "pt": "resolvidos (%)", "pl": "rozwiązane (%)"},
    "class.solved_bar": {
        "en": "solved (% of those who tried)",
        "pt": "resolvidos (% dos que tentaram)",
        "pl": "rozwiązane (% próbujących)",
    },
    "class.learner": {"en": "learner", "pt": "aluno", "pl": "uczeń"},
    "class.solved": {"en": "solved", "pt": "resolvido", "pl": "rozwiązane"},
    # the class summary's headers (results.py SummaryTable): English keeps the field names
    "class.field.exercise": {"en": "exercise", "pt": "exercício", "pl": "zadanie"},
    "class.field.learners": {"en": "learners", "pt": "alunos", "pl": "uczniowie"},
    "class.field.tried": {"en": "tried", "pt": "tentaram", "pl": "próbowali"},
    "class.field.untried": {"en": "untried", "pt": "não tentaram", "pl": "nie próbowali"},
    "class.field.solved": {"en": "solved", "pt": "resolveram", "pl": "rozwiązali"},
    "class.field.solved_share": {"en": "solved_share", "pt": "% resolvidos", "pl": "% rozwiązanych"},
    "class.field.median_tries": {"en": "median_tries", "pt": "tentativas (mediana)", "pl": "próby (mediana)"},
    "class.field.median_seconds": {"en": "median_seconds", "pt": "segundos (mediana)", "pl": "sekundy (mediana)"},
    "class.field.hints": {"en": "hints", "pt": "pistas", "pl": "podpowiedzi"},
    "class.field.shown": {"en": "shown", "pt": "respostas mostradas", "pl": "pokazane odpowiedzi"},
    "class.solved_hints": {
        "en": "solved with hints",
        "pt": "resolvido com pistas",
        "pl": "rozwiązane z podpowiedziami",
    },
    "class.not_solved": {
        "en": "tried, not solved",
        "pt": "tentado, não resolvido",
        "pl": "nierozwiązane mimo prób",
    },
    "class.shown": {"en": "answer shown", "pt": "resposta mostrada", "pl": "pokazano odpowiedź"},
    "class.untried": {
        "en": "not tried",
        "pt": "não tentado",
        "pl": "bez próby",
    },
    # ------------------------------------- the puzzle set's "why" (tools/make_puzzles.py fills these in)
    # A "why" is two or three sentences: what the key move achieves, (how many moves finish the job),
    # and why the natural alternative fails, naming it. Card phrases come from puzzle_cards(): in
    # Portuguese they carry their article ("o 7♥", "a D♦", "o grupo 9♠ 8♠"), so the texts hold none.
    "puzzle.key": {
        "en": "Moving {cards} from column {src} {onto}",
        "pt": "Mover {cards} da coluna {src} {onto}",
        "pl": "Przeniesienie {cards} z kolumny {src} {onto}",
    },
    "puzzle.alt": {
        "en": "moving {cards} from column {src} {onto}",
        "pt": "mover {cards} da coluna {src} {onto}",
        "pl": "przeniesienie {cards} z kolumny {src} {onto}",
    },
    "puzzle.alt-deal": {
        "en": "dealing",
        "pt": "distribuir",
        "pl": "rozdanie kart",
    },
    "puzzle.onto-card": {
        "en": "onto {target}",
        "pt": "para cima d{target}",
        "pl": "na {target}",
    },
    "puzzle.onto-empty": {
        "en": "into the empty column {column}",
        "pt": "para a coluna vazia {column}",
        "pl": "do pustej kolumny {column}",
    },
    "puzzle.key-frees": {
        "en": "{move} frees {cards} in column {src}; then {n:it|they} can go {onto}.",
        "pt": "{move} liberta {cards} na coluna {src}, {n:que|que} depois pode ir {onto}.",
        "pl": "{move} uwalnia {cards} w kolumnie {src}; potem {n:tę kartę|te karty|te karty} można przenieść {onto}.",
    },
    "puzzle.key-empties": {
        "en": "{move} empties column {column}, and then {cards} can go there.",
        "pt": "{move} esvazia a coluna {column}, e depois {cards} pode ir para lá.",
        "pl": "{move} opróżnia kolumnę {column}; potem można tam przenieść {cards}.",
    },
    "puzzle.key-place": {
        "en": "{move} makes a place for {cards}, which can then go onto {target}.",
        "pt": "{move} abre lugar para {cards}, que depois pode ir para {target}.",
        "pl": "{move} robi miejsce: potem {cards} można położyć na {target}.",
    },
    "puzzle.key-uncovers": {
        "en": "{move} uncovers {target} in column {src}, and then {cards} can go onto it.",
        "pt": "{move} destapa {target} na coluna {src}, onde depois pode ficar {cards}.",
        "pl": "{move} odsłania {target} w kolumnie {src}; potem można tam przenieść {cards}.",
    },
    "puzzle.key-joins": {
        "en": "{move} makes one group of {group}, which can then go {onto}.",
        "pt": "{move} junta {group} num só grupo, que depois pode ir {onto}.",
        "pl": "{move} łączy {group} w jedną grupę, którą potem można przenieść {onto}.",
    },
    "puzzle.key-completes": {
        "en": "{move} completes a run of {suit}, which leaves the table.",
        "pt": "{move} completa uma sequência de {suit}, que sai da mesa.",
        "pl": "{move} kompletuje sekwens {suit}, który od razu znika ze stołu.",
    },
    "puzzle.key-first": {
        "en": "{move} starts the shortest way ({n} {n:move|moves}).",
        "pt": "{move} é o primeiro passo do caminho mais curto ({n} {n:jogada|jogadas}).",
        "pl": "{move} to pierwszy krok najkrótszej drogi ({n} {n:ruch|ruchy|ruchów}).",
    },
    "puzzle.key-only-turns-up": {
        "en": "{move} turns up the face-down card in column {column}, and no other move turns up a card.",
        "pt": "{move} vira a carta oculta da coluna {column}, e nenhuma outra jogada vira uma carta.",
        "pl": "{move} odkrywa zakrytą kartę w kolumnie {column}; żaden inny ruch nie odkrywa karty.",
    },
    "puzzle.key-only-builds-in-suit": {
        "en": "{move} puts a card on the next higher card of its own suit, and no other move does.",
        "pt": "{move} coloca uma carta sobre a carta imediatamente superior do mesmo naipe, e nenhuma outra "
        "jogada o faz.",
        "pl": "{move} kładzie kartę na karcie o jedną rangę wyższej w tym samym kolorze; żaden inny ruch tego "
        "nie robi.",
    },
    "puzzle.key-only-empties-column": {
        "en": "{move} empties column {column}, and no other move empties a column.",
        "pt": "{move} esvazia a coluna {column}, e nenhuma outra jogada esvazia uma coluna.",
        "pl": "{move} opróżnia kolumnę {column}; żaden inny ruch nie opróżnia kolumny.",
    },
    "puzzle.key-only-completes-run": {
        "en": "{move} completes a run of {suit}, and no other move completes one.",
        "pt": "{move} completa uma sequência de {suit}, e nenhuma outra jogada completa uma.",
        "pl": "{move} kompletuje sekwens {suit}; żaden inny ruch nie kompletuje sekwensu.",
    },
    "puzzle.rest": {
        "en": "From there, {n} more {n:move meets|moves meet} the goal.",
        "pt": "A partir daí, {n:basta mais uma jogada|bastam mais {n} jogadas} para cumprir o objetivo.",
        "pl": "Od tego miejsca do celu {n:wystarczy jeszcze jeden ruch|wystarczą jeszcze {n} ruchy|wystarczy "
        "jeszcze {n} ruchów}.",
    },
    "puzzle.rest-win": {
        "en": "From there the search wins in {n} more {n:move|moves}.",
        "pt": "A partir daí, a ferramenta de resolução ganha em mais {n} {n:jogada|jogadas}.",
        "pl": "Od tej pozycji program rozwiązujący wygrywa w {n:jednym ruchu|{n} ruchach|{n} ruchach}.",
    },
    "puzzle.alt-covers": {
        "en": "The natural try, {alt}, fails: it covers {target}, where {cards} {n:has|have} to go.",
        "pt": "A jogada mais óbvia, {alt}, falha: tapa {target}, onde {n:devia|devia} ficar {cards}.",
        "pl": "Naturalny ruch, {alt}, zawodzi: zakrywa {target}, a właśnie tam {n:musi trafić|muszą "
        "trafić|muszą trafić} {cards}.",
    },
    "puzzle.alt-fills": {
        "en": "The natural try, {alt}, fails: it fills the empty column {column}, where {cards} {n:has|have} to go.",
        "pt": "A jogada mais óbvia, {alt}, falha: ocupa a coluna vazia {column}, onde {n:devia|devia} ficar "
        "{cards}.",
        "pl": "Naturalny ruch, {alt}, zawodzi: zajmuje pustą kolumnę {column}, a właśnie tam {n:musi "
        "trafić|muszą trafić|muszą trafić} {cards}.",
    },
    "puzzle.alt-slow": {
        "en": "The natural try, {alt}, fails: after it the goal needs {k} more {k:move|moves}, "
        "and only {left} {left:is|are} left.",
        "pt": "A jogada mais óbvia, {alt}, falha: depois dela o objetivo pede mais {k} {k:jogada|jogadas}, e "
        "só {left:resta uma|restam {left}}.",
        "pl": "Naturalny ruch, {alt}, zawodzi: potem do celu potrzeba jeszcze {k:jednego ruchu|{k} ruchów|{k} "
        "ruchów}, a {left:został tylko jeden|zostały tylko {left}|zostało tylko {left}}.",
    },
    "puzzle.alt-never": {
        "en": "The natural try, {alt}, fails: after it no line of the {left} {left:move|moves} left meets the goal.",
        "pt": "A jogada mais óbvia, {alt}, falha: depois dela, com {left:a jogada que resta|as {left} jogadas "
        "que restam}, já não há maneira de cumprir o objetivo.",
        "pl": "Naturalny ruch, {alt}, zawodzi: potem w {left:pozostałym ruchu|pozostałych {left} "
        "ruchach|pozostałych {left} ruchach} nie da się już osiągnąć celu.",
    },
    "puzzle.alt-no-win": {
        "en": "The natural try, {alt}, fails: after it the game can no longer be won.",
        "pt": "A jogada mais óbvia, {alt}, falha: depois dela a partida já não pode ser ganha.",
        "pl": "Naturalny ruch, {alt}, zawodzi: potem partii nie da się już wygrać.",
    },
    "puzzle.alt-part": {
        "en": "The natural try, {alt}, lifts only part of column {column}: {n} face-up "
        "{n:card stays|cards stay} on the face-down card.",
        "pt": "A jogada mais óbvia, {alt}, só tira parte da coluna {column}: {n:fica uma carta visível|ficam "
        "{n} cartas visíveis} sobre a carta oculta.",
        "pl": "Naturalny ruch, {alt}, zdejmuje tylko część kolumny {column}: na zakrytej karcie {n:zostaje "
        "jedna odkryta karta|zostają {n} odkryte karty|zostaje {n} odkrytych kart}.",
    },
    "puzzle.alt-other-suit": {
        "en": "The natural try, {alt}, goes onto a card one rank higher but of another suit, so they cannot "
        "later move together with it as one group.",
        "pt": "A jogada mais óbvia, {alt}, vai para uma carta imediatamente superior, mas de outro naipe, e "
        "por isso depois não poderão mover-se com ela num só grupo.",
        "pl": "Naturalny ruch, {alt}, trafia na kartę o jedną rangę wyższą, ale w innym kolorze, więc potem "
        "nie da się ich przenieść razem z nią jako jednej grupy.",
    },
    "puzzle.alt-leaves": {
        "en": "The natural try, {alt}, leaves {n} {n:card|cards} in column {column}.",
        "pt": "A jogada mais óbvia, {alt}, deixa {n} {n:carta|cartas} na coluna {column}.",
        "pl": "Naturalny ruch, {alt}, zostawia {n} {n:kartę|karty|kart} w kolumnie {column}.",
    },
    "puzzle.alt-no-run": {
        "en": "The natural try, {alt}, builds in suit too, but brings no run together.",
        "pt": "A jogada mais óbvia, {alt}, também junta cartas do mesmo naipe, mas não completa nenhuma "
        "sequência.",
        "pl": "Naturalny ruch, {alt}, też kładzie kartę na kartę w tym samym kolorze, ale nie kompletuje "
        "żadnego sekwensu.",
    },
    "puzzle.level": {
        "en": "Level {n}",
        "pt": "Nível {n}",
        "pl": "Poziom {n}",
    },
    # ------------------------------------------------ a game's review (search/review.py, the board's Review)
    # "the chance" is the honest player's estimate of winning, from what the player could see then
    "review.onto": {"en": "{cards} onto {target}", "pt": "{cards} para {target:o}", "pl": "{cards} na {target}"},
    "review.into": {
        "en": "{cards} into the empty column {column}",
        "pt": "{cards} para a coluna vazia {column}",
        "pl": "{cards} do pustej kolumny {column}",
    },
    "review.deal": {"en": "deal", "pt": "distribuição", "pl": "rozdanie"},
    "review.same": {"en": "Move {n}: {action}.", "pt": "Jogada {n}: {action}.", "pl": "Ruch {n}: {action}."},
    "review.moved": {
        "en": "Move {n}: {action}; the chance of winning went from {before} to {after}.",
        "pt": "Jogada {n}: {action}; a probabilidade de ganhar passou de {before} para {after}.",
        "pl": "Ruch {n}: {action}; szansa na wygraną zmieniła się z {before} na {after}.",
    },
    "review.costly": {
        "en": "Move {n}: {action} took the chance of winning from {before} to {after}; "
        "{better} would have kept {kept}.",
        "pt": "Jogada {n} ({action}): a probabilidade de ganhar desceu de {before} para {after}; com a jogada "
        "do perito ({better}), ter-se-ia mantido em {kept}.",
        "pl": "Ruch {n} ({action}) obniżył szansę na wygraną z {before} do {after}; lepszy wybór: {better} "
        "(szansa {kept}).",
    },
    "review.verdict.win": {
        "en": "(Seeing every card: still winnable after it.)",
        "pt": "(Vendo todas as cartas: depois dela ainda se podia ganhar.)",
        "pl": "(Znając wszystkie karty: po tym ruchu nadal można było wygrać.)",
    },
    "review.verdict.lost": {
        "en": "(Seeing every card: winnable before it, no longer after it.)",
        "pt": "(Vendo todas as cartas: antes dela podia-se ganhar, depois já não.)",
        "pl": "(Znając wszystkie karty: przed tym ruchem można było wygrać, po nim już nie.)",
    },
    "review.verdict.none": {
        "en": "(Seeing every card: no win even before it.)",
        "pt": "(Vendo todas as cartas: já antes dela não havia maneira de ganhar.)",
        "pl": "(Znając wszystkie karty: już przed tym ruchem nie było wygranej.)",
    },
    "review.summary.won": {
        "en": "Won. {n} {n:decision|decisions} reviewed; the chance of winning was {start} at the "
        "start. {costly} costly {costly:move|moves}.",
        "pt": "Partida ganha. {n:Foi revista 1 decisão|Foram revistas {n} decisões}; a probabilidade de ganhar "
        "era de {start} no início. Jogadas que custaram caro: {costly}.",
        "pl": "Wygrana. Przejrzano {n} {n:decyzję|decyzje|decyzji}; na początku szansa na wygraną "
        "wynosiła {start}. {costly} {costly:kosztowny ruch|kosztowne ruchy|kosztownych ruchów}.",
    },
    "review.summary.lost": {
        "en": "Lost: no move left. {n} {n:decision|decisions} reviewed; the chance of winning was "
        "{start} at the start and {end} at the end. {costly} costly {costly:move|moves}.",
        "pt": "Partida perdida: não há mais jogadas. {n:Foi revista 1 decisão|Foram revistas {n} decisões}; a "
        "probabilidade de ganhar era de {start} no início e de {end} no fim. Jogadas que custaram caro: {costly}.",
        "pl": "Przegrana: nie ma już ruchów. Przejrzano {n} {n:decyzję|decyzje|decyzji}; szansa na "
        "wygraną wynosiła {start} na początku i {end} na końcu. "
        "{costly} {costly:kosztowny ruch|kosztowne ruchy|kosztownych ruchów}.",
    },
    "review.summary.left": {
        "en": "Unfinished. {n} {n:decision|decisions} reviewed; the chance of winning was {start} at "
        "the start and is {end} now. {costly} costly {costly:move|moves}.",
        "pt": "Partida por acabar. {n:Foi revista 1 decisão|Foram revistas {n} decisões}; a probabilidade de "
        "ganhar era de {start} no início e é de {end} agora. Jogadas que custaram caro: {costly}.",
        "pl": "Partia niedokończona. Przejrzano {n} {n:decyzję|decyzje|decyzji}; szansa na wygraną "
        "wynosiła {start} na początku, a teraz wynosi {end}. "
        "{costly} {costly:kosztowny ruch|kosztowne ruchy|kosztownych ruchów}.",
    },
    "review.col.move": {"en": "move", "pt": "jogada", "pl": "ruch"},
    "review.col.action": {"en": "action", "pt": "ação", "pl": "działanie"},
    "review.col.before": {"en": "chance before", "pt": "probabilidade antes", "pl": "szansa przed"},
    "review.col.after": {"en": "chance after", "pt": "probabilidade depois", "pl": "szansa po"},
    "review.col.note": {"en": "the expert would play", "pt": "o perito jogaria", "pl": "ekspert zagrałby"},
    "review.note": {"en": "{better} ({kept})", "pt": "{better} ({kept})", "pl": "{better} ({kept})"},
    "review.chart.title": {
        "en": "Chance of winning over the game",
        "pt": "Probabilidade de ganhar ao longo da partida",
        "pl": "Szansa na wygraną w trakcie partii",
    },
    "review.chart.x": {"en": "moves played", "pt": "jogadas feitas", "pl": "wykonane ruchy"},
    "review.chart.y": {
        "en": "chance of winning (from what was seen)",
        "pt": "probabilidade de ganhar (pelo que se via)",
        "pl": "szansa na wygraną (na podstawie tego, co było widać)",
    },
    "review.chart.line": {"en": "estimated chance", "pt": "probabilidade estimada", "pl": "szacowana szansa"},
    "review.chart.costly": {"en": "costly move", "pt": "jogada que custou caro", "pl": "kosztowny ruch"},
    "review.board.title": {"en": "Review of the game", "pt": "Revisão da partida", "pl": "Przegląd partii"},
    "review.board.running": {
        "en": "Reviewing: {done} of {total} positions judged",
        "pt": "A rever: {done} de {total} posições avaliadas",
        "pl": "Przegląd: oceniono {done} z {total} pozycji",
    },
    "review.board.close": {"en": "Close", "pt": "Fechar", "pl": "Zamknij"},
    "review.board.y": {"en": "chance of winning", "pt": "probabilidade de ganhar", "pl": "szansa na wygraną"},
    "review.board.costly": {
        "en": "The moves that cost the most",
        "pt": "As jogadas que custaram mais caro",
        "pl": "Ruchy, które kosztowały najwięcej",
    },
    "review.board.none": {
        "en": "No costly move: the expert would not have kept more of the chance anywhere.",
        "pt": "Nenhuma jogada custou caro: em nenhum momento o perito teria conseguido uma probabilidade maior.",
        "pl": "Żaden ruch nie był kosztowny: ekspert nigdzie nie zachowałby większej szansy.",
    },
    "review.board.chart": {
        "en": "Chart of the chance of winning before each move: {start} at the start, {end} at the end.",
        "pt": "Gráfico da probabilidade de ganhar antes de cada jogada: {start} no início, {end} no fim.",
        "pl": "Wykres szansy na wygraną przed każdym ruchem: {start} na początku, {end} na końcu.",
    },
    "review.board.show": {
        "en": "Show the position before move {n}",
        "pt": "Mostrar a posição antes da jogada {n}",
        "pl": "Pokaż pozycję przed ruchem {n}",
    },
    "review.board.position": {
        "en": "The position before move {n}, as you saw it",
        "pt": "A posição antes da jogada {n}, tal como se via na altura",
        "pl": "Pozycja przed ruchem {n}, tak jak była wtedy widoczna",
    },
}

_GAME_NAMES = {"spiderette": "Spiderette", "spider": "Spider"}
# Portuguese articles (masculine, feminine), alone or joined to "a": {card:o}, {card:O}, {above:ao}
_ARTICLES = {"o": ("o", "a"), "O": ("O", "A"), "ao": ("ao", "à")}


def _with_article(cards: str, spec: str) -> str:
    """``cards`` (faces, already in Portuguese) after their article: "o 9♣", "a D♦" (dama), "o grupo 9♠ 8♠".

    >>> _with_article("D♦", "ao"), _with_article("9♠ 8♠", "O"), _with_article("2 cartas", "o")
    ('à D♦', 'O grupo 9♠ 8♠', '2 cartas')
    """
    masculine, feminine = _ARTICLES[spec]
    if not any(symbol in cards for symbol in SUIT_SYMBOLS):  # "2 cartas", "—": counted or none, no article
        return cards
    if " " in cards or "…" in cards:
        return f"{masculine} grupo {cards}"
    return f"{feminine if cards.startswith('D') else masculine} {cards}"


class _Words(string.Formatter):
    """``str.format`` in one language: plural specs, numbers, lists and suit names (see the module)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec in _ARTICLES:
            return _with_article(str(value), format_spec)
        if "|" in format_spec:
            count = len(value) if isinstance(value, list | tuple) else int(value)
            return format_spec.split("|")[plural(count, self.lang)]
        if isinstance(value, list | tuple):
            return listing(value, self.lang)
        if isinstance(value, int | float) and not isinstance(value, bool) and not format_spec:
            return number(value, self.lang)
        return super().format_field(value, format_spec)


def say(key: str, lang: str, **params: Any) -> str:
    """The catalog's text for ``key`` in ``lang`` with ``params`` filled in (see the module)."""
    check_lang(lang)
    for name in _CARD_PARAMS & params.keys():
        params[name] = faces(str(params[name]), lang)
    if isinstance(params.get("suit"), str) and len(params["suit"]) == 1:
        params["suit"] = SUIT_NAMES[lang]["SHDC".index(params["suit"].upper())]
    if isinstance(params.get("any_rank"), int):  # 2 to 13: "any eight"
        params["any_rank"] = ANY_RANK[lang][params["any_rank"] - 2]
    return _Words(lang).format(CATALOG[key][lang], **params)


def keys(prefix: str) -> tuple[str, ...]:
    """The catalog keys under ``prefix`` without it: ``keys("hint.")`` lists every hint reason."""
    return tuple(k[len(prefix) :] for k in CATALOG if k.startswith(prefix))


def rule_text(rule: str, lang: str, params: dict[str, Any]) -> str:
    """The reminder for ``IllegalMove.rule`` in ``lang`` (English if ``lang`` is unknown; an unknown rule is its id)."""
    if f"rule.{rule}" not in CATALOG:
        return rule
    return say(f"rule.{rule}", lang if lang in LANGS else "en", **params)


def hint_text(reason: str, lang: str, params: dict[str, Any]) -> str:
    """A hint's reason (``Hint.reason``) in ``lang``."""
    return say(f"hint.{reason}", lang, **params)


def phrase(key: str, lang: str, **params: Any) -> str:
    """One status sentence (``keys("status.")``); ``suit`` (a letter S/H/D/C) is named in ``lang``.

    >>> phrase("run", "en", suit="S"), phrase("moved", "pt", cards="7H", src=3, dst=5)
    ('Run of spades removed!', '7♥ da coluna 3 para a coluna 5.')
    """
    return say(f"status.{key}", lang, **params)


def phrase_keys() -> tuple[str, ...]:
    """Every status key ``phrase`` knows."""
    return keys("status.")


def labels(lang: str = "en", game: str = "spiderette") -> dict[str, str]:
    """The ``labels`` trait (docs/protocol.md) for ``lang`` and ``game`` (``"spiderette"`` or ``"spider"``).

    >>> labels("pt")["undo"], labels("pl", "spider")["board"], labels("pl")["suits_2"]
    ('Anular', 'Plansza gry Spider', '2 · Średni')
    """
    check_lang(lang)
    out = {key: CATALOG[f"label.{key}"][lang] for key in keys("label.")}
    out["board"] = out["board"].format(game=_GAME_NAMES.get(game, game))
    return out


def puzzle_cards(cards: Sequence[int], lang: str) -> str:
    """Cards as a puzzle's "why" names them: faces, with the article Portuguese needs.

    >>> [puzzle_cards([Card.parse(c) for c in codes.split()], "pt") for codes in ("7H", "QD", "9S 8S")]
    ['o 7♥', 'a D♦', 'o grupo 9♠ 8♠']
    >>> puzzle_cards([Card.parse("9S"), Card.parse("8S")], "pl")
    '9♠ 8♠'
    """
    text = " ".join(card_face(c, lang) for c in cards)
    if lang != "pt":
        return text
    if len(cards) > 1:
        return f"o grupo {text}"
    return f"{'a' if cards[0] & 15 == 12 else 'o'} {text}"  # a dama; o ás, o rei, o valete, o 7
