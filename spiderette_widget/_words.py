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
        "en": "puts {card} on {target} before the next deal, so that fewer cards lie out of order",
        "pt": "põe {card} sobre {target} antes da próxima distribuição, para ficarem menos cartas fora de ordem",
        "pl": "kładzie {card} na {target} przed następnym rozdaniem, aby mniej kart leżało nie po kolei",
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
    # ------------------------------------------- exercises (exercises.py, _goals.py)
    "exercise.goal-play": {
        "en": "Move {cards} from column {src} to column {dst}.",
        "pt": "Mova {cards} da coluna {src} para a coluna {dst}.",
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
        "pt": "Esta jogada será permitida: {cards} da coluna {src} para a coluna {dst}? Responda sim ou não.",
        "pl": "Czy ten ruch będzie dozwolony: {cards} z kolumny {src} do kolumny {dst}? Odpowiedz tak lub nie.",
    },
    "exercise.goal-allowed-deal": {
        "en": "Will a deal be allowed now? Answer yes or no.",
        "pt": "Será permitido distribuir agora? Responda sim ou não.",
        "pl": "Czy można teraz rozdać karty? Odpowiedz tak lub nie.",
    },
    "exercise.goal-score-after": {
        "en": "What will the score be after these moves: {moves}?",
        "pt": "Qual será a pontuação depois destas jogadas: {moves}?",
        "pl": "Jaki będzie wynik po tych ruchach: {moves}?",
    },
    "exercise.goal-which-rule": {
        "en": "Which rule refuses this move: {cards} from column {src} to column {dst}?",
        "pt": "Que regra recusa esta jogada: {cards} da coluna {src} para a coluna {dst}?",
        "pl": "Która zasada nie pozwala na ten ruch: {cards} z kolumny {src} do kolumny {dst}?",
    },
    "exercise.goal-which-rule-deal": {
        "en": "Which rule refuses a deal now?",
        "pt": "Que regra impede distribuir agora?",
        "pl": "Która zasada nie pozwala teraz rozdać kart?",
    },
    "exercise.step": {
        "en": "column {src} to {dst} ({cards})",
        "pt": "coluna {src} para {dst} ({cards})",
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
        "pt": "Ainda não: jogadas restantes: {n}.",
        "pl": "Jeszcze nie: pozostałe ruchy: {n}.",
    },
    "exercise.lost-no-moves": {
        "en": "The goal can no longer be met: no moves are left. Reset to try again.",
        "pt": "O objetivo já não pode ser cumprido: não restam jogadas. Recomece para tentar de novo.",
        "pl": "Celu nie da się już osiągnąć: nie zostały żadne ruchy. Zacznij od nowa, aby spróbować ponownie.",
    },
    "exercise.lost-no-way": {
        "en": "The goal can no longer be met in the moves that are left. Reset to try again.",
        "pt": "O objetivo já não pode ser cumprido com as jogadas que restam. Recomece para tentar de novo.",
        "pl": "Celu nie da się już osiągnąć w pozostałych ruchach. Zacznij od nowa, aby spróbować ponownie.",
    },
    "exercise.lost-wrong-move": {
        "en": "That is not the move the goal asks for: it can no longer be met. Reset to try again.",
        "pt": "Não é essa a jogada pedida: o objetivo já não pode ser cumprido. Recomece para tentar de novo.",
        "pl": "To nie jest ruch, o który chodziło: celu nie da się już osiągnąć. Zacznij od nowa, aby "
        "spróbować ponownie.",
    },
    "exercise.lost-stuck": {
        "en": "No move can help any more: the goal can no longer be met. Reset to try again.",
        "pt": "Já nenhuma jogada ajuda: o objetivo já não pode ser cumprido. Recomece para tentar de novo.",
        "pl": "Żaden ruch już nie pomaga: celu nie da się już osiągnąć. Zacznij od nowa, aby spróbować ponownie.",
    },
    "exercise.lost-predicate": {
        "en": "The goal can no longer be met. Reset to try again.",
        "pt": "O objetivo já não pode ser cumprido. Recomece para tentar de novo.",
        "pl": "Celu nie da się już osiągnąć. Zacznij od nowa, aby spróbować ponownie.",
    },
    "exercise.wrong-retry": {
        "en": "Not quite. Try again.",
        "pt": "Não é bem isso. Tente de novo.",
        "pl": "Nie całkiem. Spróbuj jeszcze raz.",
    },
    "exercise.wrong-lost": {
        "en": "Not quite: the goal can no longer be met. Show me gives the answer; Reset tries again.",
        "pt": "Não é bem isso: o objetivo já não pode ser cumprido. Mostrar dá a resposta; Recomeçar tenta de novo.",
        "pl": "Nie całkiem: celu nie da się już osiągnąć. Pokaż poda odpowiedź, a Od nowa pozwoli spróbować ponownie.",
    },
    "exercise.over-met": {
        "en": "The goal is met. Reset to play it again.",
        "pt": "O objetivo está cumprido. Recomece para jogar de novo.",
        "pl": "Cel został osiągnięty. Zacznij od nowa, aby zagrać jeszcze raz.",
    },
    "exercise.over-lost": {
        "en": "The goal can no longer be met. Reset to try again.",
        "pt": "O objetivo já não pode ser cumprido. Recomece para tentar de novo.",
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
        "en": "The answer: {value}.",
        "pt": "A resposta: {value}.",
        "pl": "Odpowiedź: {value}.",
    },
    "exercise.shown-none": {
        "en": "No answer was found within the search budget.",
        "pt": "Não foi encontrada uma resposta dentro do limite da pesquisa.",
        "pl": "Nie znaleziono odpowiedzi w ramach limitu wyszukiwania.",
    },
    "exercise.allowed": {
        "en": "The move is allowed.",
        "pt": "A jogada é permitida.",
        "pl": "Ten ruch jest dozwolony.",
    },
    "exercise.allowed-deal": {
        "en": "The deal is allowed.",
        "pt": "A distribuição é permitida.",
        "pl": "Rozdanie jest dozwolone.",
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
        "pt": "Carregue nas cartas da coluna {src} e largue-as na coluna {dst}.",
        "pl": "Naciśnij karty w kolumnie {src} i upuść je na kolumnę {dst}.",
    },
    "exercise.nudge-only-turns-up": {
        "en": "Which columns have face-down cards, and can every face-up card on them move away?",
        "pt": "Que colunas têm cartas ocultas, e podem todas as cartas visíveis por cima delas sair?",
        "pl": "Które kolumny mają zakryte karty i czy wszystkie leżące na nich odkryte karty mogą się przenieść?",
    },
    "exercise.nudge-only-empties-column": {
        "en": "Which column has no face-down card, and where could its cards go?",
        "pt": "Que coluna não tem cartas ocultas, e para onde podem ir as suas cartas?",
        "pl": "Która kolumna nie ma zakrytych kart i gdzie mogą trafić jej karty?",
    },
    "exercise.nudge-only-completes-run": {
        "en": "Look for a run of one suit from the king down: which cards does it still need?",
        "pt": "Procure uma sequência do mesmo naipe a partir do rei: que cartas lhe faltam?",
        "pl": "Poszukaj sekwensu w jednym kolorze, który zaczyna się od króla: jakich kart mu brakuje?",
    },
    "exercise.nudge-only-builds-in-suit": {
        "en": "Compare suits: which card is one rank below a card of its own suit at the end of another column?",
        "pt": "Compare os naipes: que carta é imediatamente inferior a uma carta do mesmo naipe no fim "
        "de outra coluna?",
        "pl": "Porównaj kolory: która karta jest o jedną rangę niższa od karty w tym samym kolorze na "
        "końcu innej kolumny?",
    },
    "exercise.nudge-move-rules": {
        "en": "Read the group from the top: one suit, ranks going down one by one? Then look at the card "
        "it would go on.",
        "pt": "Leia o grupo de cima para baixo: um único naipe, valores a descer um a um? Depois olhe "
        "para a carta sobre a qual iria.",
        "pl": "Przeczytaj grupę od góry: jeden kolor, rangi malejące kolejno? Potem spójrz na kartę, na "
        "którą miałaby trafić.",
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
        "pt": "Mova {cards} da coluna {src} para a coluna {dst}.",
        "pl": "Przenieś {cards} z kolumny {src} do kolumny {dst}.",
    },
    "exercise.nudge-deal": {
        "en": "Deal from the stock.",
        "pt": "Distribua do monte.",
        "pl": "Rozdaj karty ze stosu dobierania.",
    },
    "exercise.nudge-over": {
        "en": "Reset to try again.",
        "pt": "Recomece para tentar de novo.",
        "pl": "Zacznij od nowa, aby spróbować ponownie.",
    },
    "exercise.why-steps": {
        "en": "The shortest way takes {n} {n:move|moves}: {steps}.",
        "pt": "O caminho mais curto tem {n} {n:jogada|jogadas}: {steps}.",
        "pl": "Najkrótsza droga (ruchy: {n}): {steps}.",
    },
    "exercise.why-win-steps": {
        "en": "A winning line of {n} {n:move|moves}: {steps}.",
        "pt": "Uma linha vencedora de {n} {n:jogada|jogadas}: {steps}.",
        "pl": "Zwycięska linia (ruchy: {n}): {steps}.",
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
        "pt": " em no máximo {n} {n:jogada|jogadas}",
        "pl": " w co najwyżej {n} {n:ruchu|ruchach|ruchach}",
    },
    "exercise.met": {
        "en": "Goal met in {n} {n:move|moves}.",
        "pt": "Objetivo cumprido em {n} {n:jogada|jogadas}.",
        "pl": "Cel osiągnięty w {n} {n:ruchu|ruchach|ruchach}.",
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
        "pt": "Durante um exercício, o tabuleiro fica na posição do exercício: Recomeçar começa de novo.",
        "pl": "Podczas ćwiczenia plansza pozostaje w pozycji ćwiczenia: Od nowa zaczyna od początku.",
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
    "exercise.last": {
        "en": "That was the last exercise.",
        "pt": "Este foi o último exercício.",
        "pl": "To było ostatnie ćwiczenie.",
    },
    "exercise.next-one": {
        "en": "Exercise {i} of {n}: {goal}",
        "pt": "Exercício {i} de {n}: {goal}",
        "pl": "Ćwiczenie {i} z {n}: {goal}",
    },
    "exercise.label.reset": {
        "en": "Reset",
        "pt": "Recomeçar",
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
        "pt": "Não há volta ao início: um ás nunca vai sobre um rei.",
        "pl": "Nie ma zawijania: as nigdy nie trafia na króla.",
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
}


def say(key: str, lang: str, **params: Any) -> str:
    """The catalog's text for ``key`` in ``lang`` with ``params`` filled in."""
    return _Words(check_lang(lang)).format(CATALOG[key][lang], **params)


def hint_text(reason: str, lang: str, params: dict[str, Any]) -> str:
    """A hint's reason (``Hint.reason``) in ``lang``."""
    return say(f"hint.{reason}", lang, **params)
