"""Every word a player reads, one translation file per language: ``locales/<lang>.ftl`` (Fluent).

The engine keeps no words: it raises and returns keys with parameters, and
the edge (``IllegalMove.message(lang)``, ``Hint.why_in(lang)``, ``describe``,
the widget) picks the words with ``say(key, lang, **params)``. English
(``locales/en.ftl``) is the source; the terms come from the app's own rules
pages (seeds 000 and 001), listed in docs/glossary.md. docs/translating.md
says how a teacher adds or corrects a language.

The files are Fluent (projectfluent.org), parsed by ``fluent.syntax``; a key
``rule.lift-one-suit`` is the message ``rule--lift-one-suit``. What a
translation chooses itself:

- the form of a count, by the language's CLDR plural category (``_cldr``, generated
  from Babel at build time): ``{ $n -> [one] karta [few] karty *[many] kart }``;
- what to say before a card: a card parameter (``card``, ``target``, ``above``,
  ``group``, ``cards``) selects on what it is, ``[queen]``, ``[jack]``,
  ``[group]`` (several cards), ``[none]`` (a count, no card), so Portuguese
  writes "o 9♣" / "a D♦" / "o grupo 9♠ 8♠" and Spanish "la Q♦" / "el 9♣";
- its rank letters, suit names and card names (``card--rank-letter`` ...).

The code gives the values: a card parameter holds codes (``"9H"``, ``"9S 8S"``,
``"KS…AS"``), shown with the suit symbol and the language's rank letters; a
number is written the language's way (``number``), a list of columns as
"2, 5 and 7" and counted by its length, a suit letter (``suit``) by its name,
``any_rank`` (2 to 13) as "any eight".

>>> say("hint.builds-in-suit", "pt", card="QD", target="KD"), say("hint.builds-in-suit", "pl", card="JC", target="QC")
('coloca a D♦ sobre o R♦, do mesmo naipe', 'kładzie W♣ na D♣ w tym samym kolorze')
>>> say("rule.lift-descending", "pt", group="9S 8H 6S", card="6S", above="8H").split(": ")[0]
'Não se pode mover o grupo 9♠ 8♥ 6♠ em conjunto'
>>> say("status.dealt", "pl", n=22), say("status.dealt", "pl", n=12), say("status.dealt", "es", n=1)
('Rozdano 22 karty.', 'Rozdano 12 kart.', 'Se ha repartido 1 carta.')
>>> say("hint.turns-up", "en", column=3)
'turns up a card in column 3'
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import cache
from importlib.resources import files
from typing import Any

from fluent.syntax import FluentParser, ast

from ..engine._cards import Card, rank_of, suit_of
from ..engine._errors import LANGS as LANGS  # defined with the errors, so that the engine below can check a language
from ..engine._errors import check_lang as check_lang
from ._cldr import NUMBERS, plural_category

__all__ = [
    "KEYS",
    "LANGS",
    "Cards",
    "card_face",
    "card_name",
    "check_lang",
    "decimal_symbol",
    "faces",
    "has",
    "hint_text",
    "keys",
    "labels",
    "listing",
    "message_ids",
    "number",
    "phrase",
    "phrase_keys",
    "plural_category",
    "puzzle_cards",
    "rank_letter",
    "rule_text",
    "say",
    "source",
    "template",
    "variables",
]

SUIT_SYMBOLS = "♠♥♦♣"  # spades, hearts, diamonds, clubs: the order of _cards.SUITS
_CODE = re.compile(r"\b(10|[2-9AJQK])([SHDC])\b")
_CARD_PARAMS = frozenset({"card", "target", "above", "group", "cards"})
_RANK_KINDS = {1: "ace", 11: "jack", 12: "queen", 13: "king"}  # what a single card selects on besides [number]
_GAME_NAMES = {"spiderette": "Spiderette", "spider": "Spider"}


def number(n: float, lang: str) -> str:
    """A count or a number of seconds as ``lang`` writes it, with CLDR's symbols.

    English groups thousands with commas; Portuguese and Polish group them with
    a no-break space from 10 000 on (CLDR's minimum grouping digits), Spanish with a
    full stop, and all three write a decimal comma.

    >>> number(120000, "en"), number(120000, "pl"), number(4500, "pt"), number(2.5, "pt"), number(12000, "es")
    ('120,000', '120\\xa0000', '4500', '2,5', '12.000')
    """
    decimal, group, min_grouping = NUMBERS[lang]
    whole = float(n).is_integer()
    text = f"{int(n):,}" if whole else f"{n:,.2f}".rstrip("0")
    if abs(n) < 10 ** (3 + min_grouping - 1):
        text = text.replace(",", "")
    return text.replace(",", "\0").replace(".", decimal).replace("\0", group)


PERCENT_SIGN = {"en": "%", "pt": "%", "pl": "%", "es": "\xa0%"}  # CLDR's percent patterns: "#,##0%", es "#,##0 %"


def percent(share: float, lang: str) -> str:
    """A share (0 to 1) as a whole percentage the way ``lang`` writes it (CLDR: Spanish puts a no-break space
    before the sign).

    >>> percent(0.4, "en"), percent(0.4, "es"), percent(0.955, "pl")
    ('40%', '40\xa0%', '96%')
    """
    return number(round(share * 100), lang) + PERCENT_SIGN[lang]


def decimal_symbol(lang: str) -> str:
    """The decimal sign CLDR gives ``lang``: ``(decimal_symbol("en"), decimal_symbol("es")) == (".", ",")``."""
    return NUMBERS[lang][0]


# ------------------------------------------------------------------------ files
def source(lang: str) -> str:
    """The text of ``lang``'s translation file, ``locales/<lang>.ftl``."""
    return files(__package__).joinpath("locales", f"{lang}.ftl").read_text(encoding="utf-8")


def _key(message_id: str) -> str:
    return message_id.replace("--", ".")


def _id(key: str) -> str:
    return key.replace(".", "--")


_ENTRY = re.compile(r"^([a-zA-Z][a-zA-Z0-9_-]*) *=", re.M)  # a message starts a line; its other lines are indented


@cache
def _entries(lang: str) -> dict[str, str]:
    """``lang``'s messages by key, as text: each is parsed when first used (a whole file takes Fluent's
    parser half a second, a board needs a few dozen messages). The tests parse every file whole."""
    text = source(lang)
    starts = [(m.start(), m[1]) for m in _ENTRY.finditer(text)]
    ends = [start for start, _ in starts[1:]] + [len(text)]
    return {_key(name): text[start:end] for (start, name), end in zip(starts, ends, strict=True)}


class _Messages:
    """``lang``'s parsed messages: ``_messages(lang)[key]`` is the pattern of ``key``'s text."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.parsed: dict[str, ast.Pattern] = {}

    def __getitem__(self, key: str) -> ast.Pattern:
        if key not in self.parsed:
            entry = FluentParser(with_spans=False).parse_entry(_entries(self.lang)[key])
            if not isinstance(entry, ast.Message) or entry.value is None:
                problem = entry.annotations[0].message if isinstance(entry, ast.Junk) else "no text"
                msg = f"locales/{self.lang}.ftl, {_id(key)}: {problem}"
                raise ValueError(msg)
            self.parsed[key] = entry.value
        return self.parsed[key]


@cache
def _messages(lang: str) -> _Messages:
    return _Messages(lang)


def message_ids(lang: str) -> tuple[str, ...]:
    """Every key ``lang``'s file has, in its order: ``message_ids("en")[0] == "card.rank-letter"``."""
    return tuple(_entries(lang))


def has(key: str) -> bool:
    """Whether the English source has ``key``: ``has("rule.stock-empty")`` is true."""
    return key in _entries("en")


class _Keys(Sequence[str]):
    """The catalog's keys, read from the English file when first asked for."""

    def __getitem__(self, i: Any) -> Any:
        return message_ids("en")[i]

    def __len__(self) -> int:
        return len(message_ids("en"))

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and has(key)


KEYS: Sequence[str] = _Keys()  # every key, in the English file's order


def variables(key: str, lang: str = "en") -> frozenset[str]:
    """The parameter names ``key``'s text uses in ``lang``: ``variables("status.dealt") == {"n"}``."""
    names: set[str] = set()

    def walk(node: Any) -> None:
        if isinstance(node, ast.VariableReference):
            names.add(node.id.name)
        elif isinstance(node, ast.BaseNode):
            for value in vars(node).values():
                for child in value if isinstance(value, list) else [value]:
                    walk(child)

    walk(_messages(lang)[key])
    return frozenset(names)


# --------------------------------------------------------------------- values
class Cards(str):
    """A card parameter's text (faces, ``"9♠ 8♠"``) and what a translation selects on (``kind``).

    >>> c = Cards.of("QD", "pt"); (str(c), c.kind), Cards.of("J♦", "es").kind, Cards.of("9S 8S", "en").kind
    (('D♦', 'queen'), 'jack', 'group')
    >>> Cards.of("2 cards", "en").kind, Cards.of("10♠", "en").kind
    ('none', 'number')
    """

    kind: str

    @classmethod
    def of(cls, codes: str, lang: str) -> Cards:
        """``codes`` shown in ``lang``, with its kind: ``group``, ``none``, or the rank's (``queen``, ``number``...)."""
        text = faces(codes, lang)
        out = cls(text)
        if not any(symbol in text for symbol in SUIT_SYMBOLS):  # "2 cartas", "—": counted or none
            out.kind = "none"
        elif " " in text or "…" in text:
            out.kind = "group"
        else:  # one card, given as a code or as a face ("J♦"): its rank by the language's letters
            ranks = {letter: rank for rank, letter in _card_words(lang)[0].items()}
            out.kind = _RANK_KINDS.get(ranks.get(text.rstrip(SUIT_SYMBOLS), 0), "number")
        return out


class _Placeholder(str):
    """A parameter left as ``{name}`` for the browser to fill in (``template``)."""


def _display(value: Any, lang: str) -> str:
    if isinstance(value, list | tuple):
        return listing(value, lang)
    if isinstance(value, int | float) and not isinstance(value, bool):
        return number(value, lang)
    return str(value)


def _select(expr: ast.SelectExpression, args: Mapping[str, Any], lang: str) -> ast.Variant:
    selector = expr.selector
    value: Any = (
        args[selector.id.name] if isinstance(selector, ast.VariableReference) else _resolve_expr(selector, args, lang)
    )
    wanted: list[str] = []
    if isinstance(value, _Placeholder):
        wanted = []
    elif isinstance(value, Cards):
        wanted = [value.kind]
    elif isinstance(value, list | tuple) or (isinstance(value, int | float) and not isinstance(value, bool)):
        count = len(value) if isinstance(value, list | tuple) else value
        for variant in expr.variants:  # an exact number first ([0], [1]), then the CLDR category
            if isinstance(variant.key, ast.NumberLiteral) and float(variant.key.value) == count:
                return variant
        wanted = [plural_category(int(count), lang)]
    else:
        wanted = [str(value)]
    for variant in expr.variants:
        key = variant.key
        name = key.name if isinstance(key, ast.Identifier) else key.value
        if name in wanted:
            return variant
    return next(v for v in expr.variants if v.default)


def _resolve_expr(expr: Any, args: Mapping[str, Any], lang: str) -> str:
    if isinstance(expr, ast.VariableReference):
        return _display(args[expr.id.name], lang)
    if isinstance(expr, ast.SelectExpression):
        return _resolve(_select(expr, args, lang).value, args, lang)
    if isinstance(expr, ast.StringLiteral):
        return str(expr.parse()["value"])
    if isinstance(expr, ast.NumberLiteral):
        return expr.value
    if isinstance(expr, ast.MessageReference) and expr.attribute is None:
        return _resolve(_messages(lang)[_key(expr.id.name)], args, lang)
    if isinstance(expr, ast.Placeable):
        return _resolve_expr(expr.expression, args, lang)
    msg = f"locales/{lang}.ftl: {type(expr).__name__} is not used in these files"
    raise ValueError(msg)


def _resolve(pattern: ast.Pattern, args: Mapping[str, Any], lang: str) -> str:
    return "".join(
        e.value if isinstance(e, ast.TextElement) else _resolve_expr(e.expression, args, lang) for e in pattern.elements
    )


# ---------------------------------------------------------------------- cards
@cache
def _card_words(lang: str) -> tuple[dict[int, str], dict[int, str], dict[str, str], dict[int, str]]:
    """Rank letters, rank names, suit names and "any eight" of ``lang``, read from its file once."""

    def each(key: str, name: str, values: Sequence[Any]) -> dict[Any, str]:
        return {v: _resolve(_messages(lang)[key], {name: v}, lang) for v in values}

    ranks = range(1, 14)
    return (
        each("card.rank-letter", "rank", ranks),
        each("card.rank-name", "rank", ranks),
        each("card.suit-name", "suit", "SHDC"),
        each("card.any-rank", "rank", range(2, 14)),
    )


def rank_letter(rank: int, lang: str) -> str:
    """The letter ``lang`` writes a rank with: ``rank_letter(12, "pt") == "D"`` (dama)."""
    return _card_words(lang)[0][rank]


def card_face(card: int, lang: str) -> str:
    """A card as its face shows it, with the rank letter of ``lang``: ``card_face(Card.parse("QD"), "pt") == "D♦"``."""
    return rank_letter(rank_of(card), lang) + SUIT_SYMBOLS[suit_of(card)]


def card_name(card: int, lang: str) -> str:
    """A card's full name: ``card_name(Card.parse("QD"), "pt") == "dama de ouros"``."""
    _, names, suits, _ = _card_words(lang)
    return say("card.name", lang, rank=names[rank_of(card)], suit=suits["SHDC"[suit_of(card)]])


def faces(text: str, lang: str) -> str:
    """Every card code in ``text`` shown as a face: ``faces("9S 8S…QD", "pl") == "9♠ 8♠…D♦"``."""
    return _CODE.sub(lambda m: card_face(Card.parse(m[0]), lang), text)


def listing(items: Sequence[Any], lang: str) -> str:
    """``"2, 5 and 7"``, ``"2, 5 e 7"``, ``"2, 5 i 7"``, ``"2, 5 y 7"``."""
    names = [str(i) for i in items]
    if len(names) < 2:
        return "".join(names)
    return ", ".join(names[:-1]) + say("word.and", lang) + names[-1]


def puzzle_cards(cards: Sequence[int], lang: str) -> str:
    """Cards as a puzzle's "why" names them: faces, after the article Portuguese and Spanish need.

    >>> [puzzle_cards([Card.parse(c) for c in codes.split()], "pt") for codes in ("7H", "QD", "9S 8S")]
    ['o 7♥', 'a D♦', 'o grupo 9♠ 8♠']
    >>> puzzle_cards([Card.parse("9S"), Card.parse("8S")], "pl"), puzzle_cards([Card.parse("JH")], "es")
    ('9♠ 8♠', 'la J♥')
    """
    return say("word.cards", lang, cards=" ".join(str(Card(c)) for c in cards))


# ------------------------------------------------------------------- the texts
def say(key: str, lang: str, **params: Any) -> str:
    """The catalog's text for ``key`` in ``lang`` with ``params`` filled in (see the module)."""
    check_lang(lang)
    for name in _CARD_PARAMS & params.keys():
        if not isinstance(params[name], _Placeholder):
            params[name] = Cards.of(str(params[name]), lang)
    _, _, suits, any_rank = _card_words(lang)
    if isinstance(params.get("suit"), str) and len(params["suit"]) == 1:
        params["suit"] = suits[params["suit"].upper()]
    if isinstance(params.get("any_rank"), int):  # 2 to 13: "any eight"
        params["any_rank"] = any_rank[params["any_rank"]]
    return _resolve(_messages(lang)[key], params, lang)


def template(key: str, lang: str) -> str:
    """``key``'s text with each parameter left as ``{name}``, for the browser to fill in.

    >>> template("exercise.label.of", "es")
    'Ejercicio {i} de {n}'
    """
    return say(key, lang, **{name: _Placeholder(f"{{{name}}}") for name in variables(key, lang)})


def keys(prefix: str) -> tuple[str, ...]:
    """The catalog keys under ``prefix`` without it: ``keys("hint.")`` lists every hint reason."""
    return tuple(k[len(prefix) :] for k in KEYS if k.startswith(prefix))


def rule_text(rule: str, lang: str, params: dict[str, Any]) -> str:
    """The reminder for ``IllegalMove.rule`` in ``lang`` (English if ``lang`` is unknown; an unknown rule is its id)."""
    if not has(f"rule.{rule}"):
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

    >>> labels("pt")["undo"], labels("pl", "spider")["board"], labels("es")["suits_2"]
    ('Anular', 'Plansza gry Spider', '2 · Medio')
    """
    check_lang(lang)
    out = {key: template(f"label.{key}", lang) for key in keys("label.")}
    out["board"] = say("label.board", lang, game=_GAME_NAMES.get(game, game))
    return out
