"""Positions several test files share.

The Spiderette app's example position with its description, word for word, in
three languages; a Spiderette one move from a win.
"""

# The Spiderette app's example position (docs/rules.md, "Helping the player"; seeds 000 and 001).
SEED_EXAMPLE = """\
game: spiderette
stock: ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ?
1: 4C
2: ? | AC
3: ? ? | 10H
4: ? ? ? | QD
5: ? ? ? ? | 3H
6: ? ? ? ? ? | AS
7: ? ? ? ? ? ? | 5H
"""

# docs/rules.md, "Helping the player", joined into one line.
ENGLISH = (
    "Stock: 24 cards, 4 deals left; no run removed. Column 1: 0 hidden cards, then 4 of clubs; column 2: 1 hidden "
    "card, then ace of clubs; column 3: 2 hidden cards, then 10 of hearts; column 4: 3 hidden cards, then queen of "
    "diamonds; column 5: 4 hidden cards, then 3 of hearts; column 6: 5 hidden cards, then ace of spades; column 7: "
    "6 hidden cards, then 5 of hearts."
)
# Seed 000, the paragraph starting "Monte: 24 cartas", copied word for word.
PORTUGUESE = (
    "Monte: 24 cartas, 4 distribuições restantes; nenhuma sequência retirada. Coluna 1: 0 carta oculta, seguida de "
    "4 de paus; coluna 2: 1 carta oculta, seguida de ás de paus; coluna 3: 2 cartas ocultas, seguidas de 10 de copas; "
    "coluna 4: 3 cartas ocultas, seguidas de dama de ouros; coluna 5: 4 cartas ocultas, seguidas de 3 de copas; "
    "coluna 6: 5 cartas ocultas, seguidas de ás de espadas; coluna 7: 6 cartas ocultas, seguidas de 5 de copas."
)
# Seed 001, the paragraph starting "Stos dobierania: 24 karty", copied word for word.
POLISH = (
    "Stos dobierania: 24 karty, pozostałe rozdania: 4; nie usunięto żadnego sekwensu. Kolumna 1: zakryte karty: 0, "
    "następnie 4 trefl; kolumna 2: zakryte karty: 1, następnie as trefl; kolumna 3: zakryte karty: 2, następnie "
    "10 kier; kolumna 4: zakryte karty: 3, następnie dama karo; kolumna 5: zakryte karty: 4, następnie 3 kier; "
    "kolumna 6: zakryte karty: 5, następnie as pik; kolumna 7: zakryte karty: 6, następnie 5 kier."
)

# One move from a win: the ace of spades onto 2S completes the fourth run.
NEAR_WIN = """
game: spiderette
suits: 1
removed: S S S
1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S
2: AS
"""
