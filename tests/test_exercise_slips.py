"""Issue 22 item 3: slips in code cells get one short sentence in the learner's language, not a traceback.

A wrong type (``ex.play(1>2)`` is ``ex.play(False)``), a move written as a learner would write it
("9H to 10S", "9♥ onto 10♠", "de 1 para 2"), a message that names no button where there is no
board, and a cell of several ``play`` lines that shows each result. IPython shows an exception with
``_render_traceback_`` as the lines it returns: the tests run a real IPython shell.
"""

from __future__ import annotations

import html
import re

import pytest
from IPython.core.interactiveshell import InteractiveShell

from spiderette_widget import AnswerError, GameError, GameTypeError
from spiderette_widget.classroom import Exercise, Number, TurnUp, WillBeAllowed, puzzles
from spiderette_widget.text._words import KEYS, LANGS, say, template

POSITION = """
game: spiderette
1: ? ? | 9H
2: 10S
3: 10H
4: AD
5: KC
6: ? | 8C
7: QD
"""
ANSI = re.compile(r"\x1b\[[0-9;]*m")


@pytest.fixture
def shell(capsys):
    """A real IPython shell, as a notebook's kernel runs one: ``run(code)`` -> what the cell shows."""
    ip = InteractiveShell.instance()
    ip.user_ns["Exercise"], ip.user_ns["TurnUp"], ip.user_ns["WillBeAllowed"] = Exercise, TurnUp, WillBeAllowed
    ip.user_ns["POSITION"] = POSITION

    def run(code: str) -> str:
        capsys.readouterr()
        ip.run_cell(code, store_history=True)
        return re.sub(r"^Out\[\d+\]: \n?", "", ANSI.sub("", capsys.readouterr().out), flags=re.M)

    yield run
    InteractiveShell.clear_instance()


@pytest.mark.parametrize(
    ("lang", "says"),
    [
        ("en", 'play() got False, not a move: without quotes Python reads 1>2 as a comparison. '
               'Put the move in quotes: play("1>2").'),
        ("pt", 'play() recebeu False, não uma jogada: sem aspas, o Python lê 1>2 como uma comparação. '
               'Escreva a jogada entre aspas: play("1>2").'),
        ("pl", 'Funkcja play() dostała False, a nie ruch: bez cudzysłowu Python czyta 1>2 jako porównanie. '
               'Zapisz ruch w cudzysłowie: play("1>2").'),
    ],
)  # fmt: skip
def test_an_unquoted_move_is_one_sentence_in_the_learner_s_language_not_a_traceback(shell, lang, says):
    shown = shell(f'ex = Exercise(POSITION, TurnUp(1, within=1), lang="{lang}")\nex.play(1>2)')
    assert shown.strip() == says
    assert "Traceback" not in shown and "GameTypeError" not in shown
    assert shell("print(ex.tries, ex.refused, ex.history)").strip() == "0 0 []"  # nothing counted


def test_the_slip_is_still_the_error_an_autograder_catches():
    ex = Exercise(POSITION, TurnUp(1, within=1))
    with pytest.raises(GameTypeError, match="got False"):
        ex.play(1 > 2)  # what a learner types without quotes
    with pytest.raises(GameError, match="is not a move I can read"):
        ex.play("9H 10S please")
    with pytest.raises(GameError, match="is not a move I can read"):
        ex.play("3>>5")  # a typo is not guessed at
    assert (ex.tries, ex.state) == (0, "open")


@pytest.mark.parametrize(
    "written",
    ["9H to 10S", "9♥ onto 10♠", "9h>10s", "9♥ on 10♠", "1 to 2", "from 1 to 2", "1 -> 2", "1→2", "de 1 para 2",
     "9♥ sobre 10♠", "z 1 na 2", "9♥ na 10♠", "9H to column 2", "1 > 2"],
)  # fmt: skip
def test_a_move_written_as_a_learner_writes_it_is_read(written):
    ex = Exercise(POSITION, TurnUp(1, within=1))
    assert ex.play(written).state == "met", written
    assert ex.moves == ["1>2x1"]


@pytest.mark.parametrize("lang", LANGS)
def test_every_typed_move_example_of_every_language_is_read_in_that_language(lang):
    """The words a learner types live in the translation files (typed--*): each language's examples
    play 1>2 on POSITION, and each of its deal words deals; a language added by docs/translating.md's
    steps reads typed moves too."""
    examples = [key for key in KEYS if key.startswith("typed.example-")]
    assert len(examples) == 3
    for key in examples:
        written = say(key, lang)
        ex = Exercise(POSITION, TurnUp(1, within=1), lang=lang)
        assert ex.play(written).state == "met", (lang, written)
        assert ex.moves == ["1>2x1"], (lang, written)
    deal_words = say("typed.deal", lang).split()
    assert deal_words
    for word in deal_words:
        ex = Exercise(POSITION + "stock: ? ? ? ? ? ? ?\n", TurnUp(1, within=3), lang=lang)
        ex.play(word.upper())
        assert ex.moves == ["deal"], (lang, word)


def test_spanish_moves_and_deals_as_the_issue_wrote_them():
    moving = Exercise(POSITION, TurnUp(1, within=1), lang="es")
    moving.play("de la columna 1 a la columna 3")
    assert moving.moves == ["1>3x1"]
    dealing = Exercise(POSITION + "stock: ? ? ? ? ? ? ?\n", TurnUp(1, within=3), lang="es")
    dealing.play("repartir")
    assert dealing.moves == ["deal"]
    with pytest.raises(GameError, match="no es un movimiento válido"):
        Exercise(POSITION, TurnUp(1, within=1), lang="es").play("de la columna 1 hacia la columna 3")


def test_a_card_that_is_not_there_is_said_in_one_sentence(shell):
    shell('ex = Exercise(POSITION, TurnUp(1, within=1), lang="pt")')
    assert shell('ex.play("9H to 10C")').strip() == (
        'Nenhuma coluna tem o 10♣ no fim: indique a última carta de uma coluna, ou o número da coluna, como "1>2".'
    )
    assert shell('ex.play("5S to 10S")').strip().startswith("O 5♠ não é uma carta visível que possa mover aqui")
    refused = Exercise(POSITION, TurnUp(1, within=1))
    assert refused.play("KC to QD").rule == "king-only-to-empty"  # read, then refused by the rules: that teaches


def test_an_answer_that_is_no_option_is_one_sentence(shell):
    shell('q = Exercise(POSITION, WillBeAllowed("5>7"), lang="pl")')
    shown = shell('q.answer("może")')
    assert shown.strip() == "'może' nie jest żadną z odpowiedzi: podaj numer odpowiedzi od 1 do 2 albo jej treść."
    with pytest.raises(AnswerError):
        Exercise(POSITION, WillBeAllowed("5>7")).answer("maybe")


def test_a_question_shown_in_a_cell_says_how_to_answer_it():
    """`answer(No)` is Python's NameError before the exercise sees it: the question says to write quotes."""
    q = Exercise(POSITION, WillBeAllowed("5>7"), lang="pt")
    assert 'A partir de uma célula de código: .answer("Não")' in html.unescape(q._repr_html_())
    n = Exercise(POSITION, Number("How many columns?", 7))
    assert "with the number, for example .answer(500)" in n._repr_html_()
    board_goal = Exercise(POSITION, TurnUp(1, within=1))
    assert ".answer(" not in board_goal._repr_html_()


def test_a_cell_of_several_plays_shows_each_result(shell):
    shell("ex = Exercise(POSITION, TurnUp(1, within=2))")
    shown = shell('ex.play("1>4")\nex.play("1>3")\nex.play("1>2")')
    assert shown.strip().splitlines() == [
        "play('1>4') → 9♥ cannot go on A♦: the ace is the lowest card, nothing is ever placed on an ace.",
        "play('1>3') → Goal met in 1 move.",
        "play('1>2') → The goal is met. reset() plays it again.",
    ]
    # the next cell starts its own list; one play shows its words alone
    assert shell("ex.reset()\nex.play('1>2')").strip().splitlines()[-1] == "play('1>2') → Goal met in 1 move."
    assert shell("ex.state").strip() == "'met'"
    assert shell("ex.reset()").strip() == "Back to the start."


def test_a_message_in_a_code_cell_names_no_button_that_is_not_there():
    from spiderette_widget import SpideretteWidget

    ex = Exercise(POSITION, WillBeAllowed("5>7"))
    lost = ex.answer("yes")
    assert lost.state == "lost" and "Show me" not in lost.text and "Reset" not in lost.text
    assert lost.text == (
        "Not quite. K♣ cannot go on Q♦: the king is the highest card, it can only go to an empty column. "
        "reset() tries again."
    )  # the reason already gives the answer: no "show() gives the answer" (issue 52, point 7)
    assert "Reset" not in ex.play("1>2").text and "Reset" not in ex.hint().text
    on_board = Exercise(POSITION, WillBeAllowed("5>7"))
    SpideretteWidget(exercise=on_board)  # the board is there: its buttons may be named
    assert on_board.answer("yes").text.endswith("Reset tries again.")
    buttons = {"en": ("Show me", "Reset"), "pt": ("«Mostrar»", "«Repetir»", "Recomece"),
               "pl": ("„Pokaż”", "„Od nowa”", "Zacznij od nowa"), "es": ("«Mostrar»", "«Repetir»")}  # fmt: skip
    for key in KEYS:
        if key.endswith("-code"):
            for lang in LANGS:
                assert not any(b in template(key, lang) for b in buttons[lang]), (key, lang)
            assert key.removesuffix("-code") in KEYS, key
    for key in KEYS:  # every worded "lost"/"over" message has its code form
        if re.match(r"exercise\.(lost-|over-|wrong-lost$|nudge-over$)", key) and not key.endswith("-code"):
            assert f"{key}-code" in KEYS, key


def test_puzzles_come_in_five_levels_and_a_teacher_picks_some():
    every = puzzles()
    levels = [e.level for e in every]
    assert levels == sorted(levels) and set(levels) == {1, 2, 3, 4, 5}
    assert [e.name for e in puzzles(level=3)] == [e.name for e in every if e.level == 3]
    assert {e.level for e in puzzles(level=[4, 5], lang="pl")} == {4, 5}
    for bad in (0, 6, [], True):
        with pytest.raises(GameError, match="level must be 1 to 5"):
            puzzles(level=bad)
