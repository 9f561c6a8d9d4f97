"""The widget's words in English, Portuguese (European) and Polish.

``labels(lang, game)`` gives the ``labels`` trait (docs/protocol.md): button
and caption texts the browser fills in. A label with ``{n}`` may have plural
forms ``KEY_one``/``KEY_other``... (the browser picks one with
``Intl.PluralRules``); Portuguese and Polish use the seeds' "label: {n}" style
instead, which reads right for every number (``Intl.PluralRules("pt")`` follows
Brazilian rules, where 0 is singular). ``phrase(key, lang, **params)`` words
one sentence of the status line.

>>> labels("pt")["undo"], labels("pl", "spider")["board"]
('Anular', 'Plansza gry Spider')
>>> phrase("moved", "pt", cards="7H", src=3, dst=5)
'7H da coluna 3 para a coluna 5.'
>>> phrase("dealt", "pl", n=3), phrase("dealt", "pl", n=7)
('Rozdano 3 karty.', 'Rozdano 7 kart.')
"""

from __future__ import annotations

from typing import Any

from ._errors import GameError
from ._text import SUIT_NAMES

LANGS = ("en", "pt", "pl")

_LABELS: dict[str, dict[str, str]] = {
    "en": {
        "new": "New game",
        "undo": "Undo",
        "redo": "Redo",
        "deal": "Deal",
        "hint": "Hint",
        "suits": "Suits",
        "score": "Score",
        "moves": "Moves",
        "stock": "Stock",
        "deals_left": "Deals left: {n}",
        "deals_left_one": "1 deal left",
        "deals_left_other": "{n} deals left",
        "removed": "Runs removed",
        "code": "Game",
        "column": "Column {n}",
        "empty": "empty",
        "hidden": "{n} face-down",
        "won": "You won! Every run has left the table.",
        "stuck": "No move can help any more.",
        "board": "{game} board",
        "lifted": "{cards} selected in column {n}",
        "cancelled": "Selection cancelled",
        "solve": "Can this deal be won?",
        "solve_cancel": "Cancel",
        "solve_step": "Next step",
        "describe": "Describe",
        "describe_title": "Say the whole position (P)",
        "new_title": "Deal a new game (N); Undo brings this one back",
        "not_played": "Your next move was not played: the board changed first.",
        "suits_1": "1 · Easy",
        "suits_2": "2 · Medium",
        "suits_4": "4 · Hard",
        "restart": "Restart",
        "restart_title": "Deal this game again from its start (R)",
        "record": "Won {won} of {played}",
        "record_title": "Games won and played at this level, on this computer",
        "best": "Best score: {n}",
        "streak": "Winning streak: {n}",
    },
    "pt": {
        "new": "Nova partida",
        "undo": "Anular",
        "redo": "Refazer",
        "deal": "Distribuir",
        "hint": "Sugestão",
        "suits": "Naipes",
        "score": "Pontos",
        "moves": "Jogadas",
        "stock": "Monte",
        "deals_left": "Distribuições restantes: {n}",
        "removed": "Sequências retiradas",
        "code": "Partida",
        "column": "Coluna {n}",
        "empty": "vazia",
        "hidden": "cartas ocultas: {n}",
        "won": "Ganhou! Todas as sequências foram retiradas.",
        "stuck": "Já nenhuma jogada ajuda.",
        "board": "Tabuleiro de {game}",
        "lifted": "Selecionado na coluna {n}: {cards}",
        "cancelled": "Seleção cancelada",
        "solve": "Esta partida pode ser ganha?",
        "solve_cancel": "Cancelar",
        "solve_step": "Próximo passo",
        "describe": "Descrever",
        "describe_title": "Descrever toda a posição (P)",
        "new_title": "Distribuir uma nova partida (N); «Anular» traz esta de volta",
        "not_played": "A jogada seguinte não foi feita: o tabuleiro mudou antes.",
        "suits_1": "1 · Fácil",
        "suits_2": "2 · Médio",
        "suits_4": "4 · Difícil",
        "restart": "Recomeçar",
        "restart_title": "Voltar ao início desta partida (R)",
        "record": "Ganhas: {won} de {played}",
        "record_title": "Partidas ganhas e jogadas neste nível, neste computador",
        "best": "Melhor pontuação: {n}",
        "streak": "Vitórias seguidas: {n}",
    },
    "pl": {
        "new": "Nowa partia",
        "undo": "Cofnij",
        "redo": "Ponów",
        "deal": "Rozdaj",
        "hint": "Podpowiedź",
        "suits": "Kolory",
        "score": "Wynik",
        "moves": "Ruchy",
        "stock": "Stos dobierania",
        "deals_left": "Pozostałe rozdania: {n}",
        "removed": "Usunięte sekwensy",
        "code": "Partia",
        "column": "Kolumna {n}",
        "empty": "pusta",
        "hidden": "zakryte karty: {n}",
        "won": "Wygrana! Wszystkie sekwensy zostały usunięte.",
        "stuck": "Żaden ruch już nie pomoże.",
        "board": "Plansza gry {game}",
        "lifted": "Wybrano w kolumnie {n}: {cards}",
        "cancelled": "Anulowano wybór",
        "solve": "Czy tę partię da się wygrać?",
        "solve_cancel": "Przerwij",
        "solve_step": "Następny krok",
        "describe": "Opisz",
        "describe_title": "Opisz całą pozycję (P)",
        "new_title": "Rozdaj nową partię (N); „Cofnij” przywraca tę",
        "not_played": "Następny ruch nie został wykonany: plansza zmieniła się wcześniej.",
        "suits_1": "1 · Łatwy",
        "suits_2": "2 · Średni",
        "suits_4": "4 · Trudny",
        "restart": "Od początku",
        "restart_title": "Zagraj to rozdanie od początku (R)",
        "record": "Wygrane: {won} z {played}",
        "record_title": "Partie wygrane i rozegrane na tym poziomie, na tym komputerze",
        "best": "Najlepszy wynik: {n}",
        "streak": "Zwycięstwa z rzędu: {n}",
    },
}

_GAME_NAMES = {"spiderette": "Spiderette", "spider": "Spider"}

# Status sentences. Parameters: cards (card texts), src/dst/n (numbers),
# suit (a suit letter, named in the language), code, score, moves, why, field...
_PHRASES: dict[str, dict[str, str]] = {
    "moved": {
        "en": "{cards} from column {src} to column {dst}.",
        "pt": "{cards} da coluna {src} para a coluna {dst}.",
        "pl": "{cards} z kolumny {src} do kolumny {dst}.",
    },
    "turned": {
        "en": "{cards} turned up in column {n}.",
        "pt": "{cards} ficou à vista na coluna {n}.",
        "pl": "W kolumnie {n} odkryto {cards}.",
    },
    "run": {
        "en": "Run of {suit} removed!",
        "pt": "Sequência de {suit} retirada!",
        "pl": "Usunięto sekwens {suit}!",
    },
    "undone_move": {
        "en": "Undone: {cards} back to column {src}.",
        "pt": "Anulado: {cards} de volta à coluna {src}.",
        "pl": "Cofnięto: {cards} wraca do kolumny {src}.",
    },
    "undone_deal": {
        "en": "Undone: the dealt cards are back in the stock.",
        "pt": "Anulado: as cartas distribuídas voltaram ao monte.",
        "pl": "Cofnięto: rozdane karty wróciły na stos dobierania.",
    },
    "redone": {
        "en": "Redone.",
        "pt": "Refeito.",
        "pl": "Ponowiono.",
    },
    "new": {
        "en": "New game {code}.",
        "pt": "Nova partida {code}.",
        "pl": "Nowa partia {code}.",
    },
    "restart": {
        "en": "Back to the start of this deal.",
        "pt": "De volta ao início desta distribuição.",
        "pl": "Powrót do początku tego rozdania.",
    },
    "new_undo": {
        "en": "Undo brings back the game before.",
        "pt": "«Anular» traz de volta a partida anterior.",
        "pl": "„Cofnij” przywraca poprzednią partię.",
    },
    "undone_new": {
        "en": "Undone: back to game {code}.",
        "pt": "Anulado: de volta à partida {code}.",
        "pl": "Cofnięto: powrót do partii {code}.",
    },
    "undone_new_position": {
        "en": "Undone: back to the position before.",
        "pt": "Anulado: de volta à posição anterior.",
        "pl": "Cofnięto: powrót do poprzedniego ułożenia.",
    },
    "new_hidden": {
        "en": "New game.",
        "pt": "Nova partida.",
        "pl": "Nowa partia.",
    },
    "new_position": {
        "en": "New position.",
        "pt": "Nova posição.",
        "pl": "Nowe ułożenie.",
    },
    "won": {
        "en": "You won! Score: {score}, moves: {moves}.",
        "pt": "Ganhou! Pontuação: {score}, jogadas: {moves}.",
        "pl": "Wygrana! Wynik: {score}, liczba ruchów: {moves}.",
    },
    "stuck": {
        "en": "No move can help any more: undo, or start a new game.",
        "pt": "Já nenhuma jogada ajuda: anule a última jogada ou comece uma nova partida.",
        "pl": "Żaden ruch już nie pomoże: cofnij ruch albo zacznij nową partię.",
    },
    "hint": {
        "en": "Hint: {cards} from column {src} to column {dst}.",
        "pt": "Sugestão: {cards} da coluna {src} para a coluna {dst}.",
        "pl": "Podpowiedź: {cards} z kolumny {src} do kolumny {dst}.",
    },
    "hint_why": {
        "en": "Hint: {cards} from column {src} to column {dst} ({why}).",
        "pt": "Sugestão: {cards} da coluna {src} para a coluna {dst} ({why}).",
        "pl": "Podpowiedź: {cards} z kolumny {src} do kolumny {dst} ({why}).",
    },
    "no_hint": {
        "en": "No useful move to suggest.",
        "pt": "Não há nenhuma jogada útil para sugerir.",
        "pl": "Brak przydatnego ruchu do podpowiedzenia.",
    },
    "no_hint_deal": {
        "en": "No useful move to suggest: you can deal from the stock.",
        "pt": "Não há nenhuma jogada útil para sugerir: pode distribuir do monte.",
        "pl": "Brak przydatnego ruchu do podpowiedzenia: możesz rozdać karty ze stosu.",
    },
    "hints_off": {
        "en": "Hints are turned off for this board.",
        "pt": "As sugestões estão desativadas neste tabuleiro.",
        "pl": "Podpowiedzi są wyłączone na tej planszy.",
    },
    "hints_unavailable": {
        "en": "Hints are not available in this installation.",
        "pt": "As sugestões não estão disponíveis nesta instalação.",
        "pl": "Podpowiedzi nie są dostępne w tej instalacji.",
    },
    "no_place": {
        "en": "No better place for {cards}.",
        "pt": "Não há melhor lugar para {cards}.",
        "pl": "Brak lepszego miejsca dla {cards}.",
    },
    "stale": {
        "en": "The board changed before this action arrived: nothing was done.",
        "pt": "O tabuleiro mudou antes de esta ação chegar: nada foi feito.",
        "pl": "Plansza zmieniła się, zanim dotarło to polecenie: nic nie zrobiono.",
    },
    "bad_message": {
        "en": "Request refused: the message is not a JSON object.",
        "pt": "Pedido recusado: a mensagem não é um objeto JSON.",
        "pl": "Odrzucono polecenie: wiadomość nie jest obiektem JSON.",
    },
    "bad_type": {
        "en": "Request refused: unknown request type {field}.",
        "pt": "Pedido recusado: tipo de pedido desconhecido {field}.",
        "pl": "Odrzucono polecenie: nieznany rodzaj polecenia {field}.",
    },
    "bad_missing": {
        "en": "Request refused: the field {field} is missing.",
        "pt": "Pedido recusado: falta o campo {field}.",
        "pl": "Odrzucono polecenie: brak pola {field}.",
    },
    "bad_extra": {
        "en": "Request refused: unexpected field {field}.",
        "pt": "Pedido recusado: campo inesperado {field}.",
        "pl": "Odrzucono polecenie: nieoczekiwane pole {field}.",
    },
    "bad_number": {
        "en": "Request refused: {field} must be a whole number from {lo} to {hi}.",
        "pt": "Pedido recusado: {field} tem de ser um número inteiro de {lo} a {hi}.",
        "pl": "Odrzucono polecenie: {field} musi być liczbą całkowitą od {lo} do {hi}.",
    },
    "bad_suits": {
        "en": "Request refused: suits must be 1, 2 or 4.",
        "pt": "Pedido recusado: o número de naipes tem de ser 1, 2 ou 4.",
        "pl": "Odrzucono polecenie: liczba kolorów musi wynosić 1, 2 lub 4.",
    },
    "bad_rev": {
        "en": "Request refused: rev must be a whole number.",
        "pt": "Pedido recusado: rev tem de ser um número inteiro.",
        "pl": "Odrzucono polecenie: rev musi być liczbą całkowitą.",
    },
    "bad_setting": {
        "en": "Setting {field} refused: it keeps its value.",
        "pt": "A definição {field} foi recusada: mantém o valor anterior.",
        "pl": "Odrzucono ustawienie {field}: zachowuje poprzednią wartość.",
    },
    # "Can this deal be won?": {n} and {s} arrive formatted (see ``phrase``)
    "solve_start": {
        "en": "Searching for a winning line (up to {s} s)…",
        "pt": "A procurar uma linha vencedora (até {s} s)…",
        "pl": "Szukam zwycięskiej linii (do {s} s)…",
    },
    "solve_win": {
        "en": "This deal can be won: a winning line of {n} {actions}.",
        "pt": "Esta partida pode ser ganha: uma linha vencedora de {n} {actions}.",
        "pl": "Tę partię da się wygrać: zwycięska linia ma {n} {actions}.",
    },
    "solve_replay": {
        "en": "Next step plays it one action at a time.",
        "pt": "«Próximo passo» joga-a um passo de cada vez.",
        "pl": "„Następny krok” rozgrywa ją krok po kroku.",
    },
    "solve_no_win": {
        "en": "This deal cannot be won from here.",
        "pt": "Esta partida não pode ser ganha a partir daqui.",
        "pl": "Tej partii nie da się wygrać z tej pozycji.",
    },
    "solve_time": {
        "en": "No answer within {s} s (budget spent).",
        "pt": "Sem resposta em {s} s (limite de tempo esgotado).",
        "pl": "Brak odpowiedzi w ciągu {s} s (limit czasu wyczerpany).",
    },
    "solve_nodes": {
        "en": "No answer after {n} positions (budget spent).",
        "pt": "Sem resposta após {n} posições (limite esgotado).",
        "pl": "Brak odpowiedzi po {n} pozycjach (limit wyczerpany).",
    },
    "solve_failed": {
        "en": "The search stopped without an answer ({why}).",
        "pt": "A procura parou sem resposta ({why}).",
        "pl": "Szukanie zakończyło się bez odpowiedzi ({why}).",
    },
    "solve_cancelled": {
        "en": "Search cancelled.",
        "pt": "Procura cancelada.",
        "pl": "Przerwano szukanie.",
    },
    "solve_stale": {
        "en": "The search was stopped: the board changed.",
        "pt": "A procura parou: o tabuleiro mudou.",
        "pl": "Przerwano szukanie: plansza się zmieniła.",
    },
    "solve_left": {
        "en": "You left the winning line: ask again to search from here.",
        "pt": "Saiu da linha vencedora: pergunte de novo para procurar a partir daqui.",
        "pl": "Opuszczono zwycięską linię: zapytaj ponownie, aby szukać od tej pozycji.",
    },
    "solve_step": {
        "en": "Step {i} of {n}:",
        "pt": "Passo {i} de {n}:",
        "pl": "Krok {i} z {n}:",
    },
    "solve_busy": {
        "en": "A search is already running: wait for its answer or cancel it.",
        "pt": "Já há uma procura em curso: aguarde a resposta ou cancele-a.",
        "pl": "Szukanie już trwa: poczekaj na odpowiedź albo je przerwij.",
    },
    "solve_no_line": {
        "en": "No winning line to replay: ask “Can this deal be won?” first.",
        "pt": "Não há linha vencedora para jogar: pergunte primeiro «Esta partida pode ser ganha?».",
        "pl": "Brak zwycięskiej linii do rozegrania: najpierw zapytaj „Czy tę partię da się wygrać?”.",
    },
    "solve_won": {
        "en": "This game is already won.",
        "pt": "Esta partida já está ganha.",
        "pl": "Ta partia jest już wygrana.",
    },
    "internal": {
        "en": "Something went wrong in the kernel: {why}",
        "pt": "Ocorreu um erro no kernel: {why}",
        "pl": "W jądrze wystąpił błąd: {why}",
    },
}


def check_lang(lang: object) -> str:
    """Return ``lang`` if it is one of ``en``, ``pt``, ``pl``; else raise ``GameError``."""
    if not isinstance(lang, str) or lang not in LANGS:
        msg = f"lang must be 'en', 'pt' or 'pl', got {lang!r}"
        raise GameError(msg)
    return lang


def labels(lang: str = "en", game: str = "spiderette") -> dict[str, str]:
    """The ``labels`` trait for ``lang`` and ``game`` (``"spiderette"`` or ``"spider"``).

    >>> labels("en", "spider")["board"]
    'Spider board'
    """
    out = dict(_LABELS[check_lang(lang)])
    out["board"] = out["board"].format(game=_GAME_NAMES.get(game, game))
    return out


def _polish(n: int, one: str, few: str, many: str) -> str:
    """The Polish noun form for ``n``: 1 karta, 2-4 karty (not 12-14), 5+ kart."""
    if n == 1:
        return one
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return few
    return many


def _dealt(n: int, lang: str) -> str:
    if lang == "en":
        return f"Dealt {n} card{'s' * (n != 1)}."
    if lang == "pt":
        return "Foi distribuída 1 carta." if n == 1 else f"Foram distribuídas {n} cartas."
    return f"Rozdano {n} {_polish(n, 'kartę', 'karty', 'kart')}."


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


def _searching(n: int, lang: str) -> str:
    shown = number(n, lang)
    if lang == "en":
        return f"Searching… {shown} position{'s' * (n != 1)}"
    if lang == "pt":
        return f"A procurar… {shown} posiç{'ão' if n == 1 else 'ões'}"
    return f"Szukam… {shown} {_polish(n, 'pozycja', 'pozycje', 'pozycji')}"


def _actions(n: int, lang: str) -> str:
    if lang == "en":
        return "action" if n == 1 else "actions"
    if lang == "pt":
        return "passo" if n == 1 else "passos"
    return _polish(n, "krok", "kroki", "kroków")


def phrase(key: str, lang: str, **params: Any) -> str:
    """One status sentence; ``suit`` (a letter S/H/D/C) is named in ``lang``.

    >>> phrase("run", "en", suit="S"), phrase("run", "pt", suit="H")
    ('Run of spades removed!', 'Sequência de copas retirada!')
    """
    check_lang(lang)
    if key == "dealt":
        return _dealt(int(params["n"]), lang)
    if key == "solve_running":
        return _searching(int(params["n"]), lang)
    if key == "solve_win":
        params["actions"] = _actions(int(params["n"]), lang)
    if "n" in params and key.startswith("solve_"):
        params["n"] = number(params["n"], lang)
    if "s" in params:
        params["s"] = number(params["s"], lang)
    if "suit" in params:
        params["suit"] = SUIT_NAMES[lang]["SHDC".index(params["suit"])]
    return _PHRASES[key][lang].format(**params)


def phrase_keys() -> tuple[str, ...]:
    """Every status key ``phrase`` knows (``dealt`` and ``solve_running`` included)."""
    return (*_PHRASES, "dealt", "solve_running")
