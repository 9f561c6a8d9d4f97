"""The board's exercise view and lesson mode, through intents as ipywidgets delivers them."""

from __future__ import annotations

import json

import pytest

from spiderette_widget import Game, SpideretteWidget
from spiderette_widget.classroom import Exercise, ExerciseSet, Number, TurnUp, WillBeAllowed, puzzles

TEACHING = "spiderette\n1: QH ? | 9S 8S 7H\n2: 10D\n3: 8C"


def send(w: SpideretteWidget, kind: str, **fields) -> None:
    fields.setdefault("rev", w.view["rev"])
    w._handle_custom_msg({"type": kind, **fields}, [])


def two_exercises() -> ExerciseSet:
    return ExerciseSet(
        [
            Exercise(TEACHING, TurnUp(1, within=2), name="turn-up", title="Free the card"),
            Exercise(TEACHING, WillBeAllowed("1>2x3"), name="allowed"),
            Exercise(TEACHING, Number("How many cards are face down?", 1), name="count"),
        ],
        learner="ana",
    )


def test_the_exercise_view_counts_tries_and_says_refusals_and_the_goal_at_once():
    w = SpideretteWidget(exercise=two_exercises())
    ex = w.view["exercise"]
    assert ex["goal"] == "Turn up the face-down card in column 1 in at most 2 moves."
    assert (ex["index"], ex["count"], ex["title"], ex["state"], ex["tries"]) == (1, 3, "Free the card", "open", 0)
    assert ex["labels"]["exercise_reset"] == "Reset" and w.status["text"].startswith("Exercise 1 of 3: Turn up")
    send(w, "move", src=1, count=3, dst=2)
    assert w.status["kind"] == "error" and "one suit" in w.status["text"]
    assert w.view["exercise"]["tries"] == 1 and w.exercise.refused == 1
    send(w, "move", src=3, count=1, dst=4)
    assert w.status["kind"] == "stuck" and "can no longer be met" in w.status["text"]
    assert w.view["exercise"]["state"] == "lost" and w.view["last"]["kind"] == "move"
    send(w, "move", src=1, count=1, dst=3)
    assert w.status["kind"] == "stuck" and "Reset" in w.status["text"] and w.game.moves == 1
    send(w, "reset")
    assert w.view["exercise"]["state"] == "open" and w.view["last"] == {"kind": "new"} and w.game.moves == 0
    send(w, "move", src=1, count=1, dst=3)
    assert w.status["text"] == "7♥ from column 1 to column 3. Not yet: 1 move left."
    send(w, "auto", src=1, count=2)
    assert w.status["kind"] == "win" and w.status["text"].endswith("Goal met in 2 moves.")
    assert w.view["exercise"]["solved"] and w.view["exercise"]["tries"] == 2


def test_hint_nudges_and_show_me_plays_the_answer():
    w = SpideretteWidget(exercise=Exercise(TEACHING, TurnUp(1, within=2)))
    send(w, "hint")
    assert w.status["kind"] == "hint" and "column 1" in w.status["text"] and w.view["exercise"]["hints"] == 1
    send(w, "hint")
    assert w.status["text"] == "Start with column 1."
    send(w, "show")
    assert w.game.moves == 2 and w.view["exercise"]["state"] == "met"
    assert w.view["exercise"]["shown"] and not w.view["exercise"]["solved"]
    assert w.status["text"].startswith("The answer: column 1 to 3 (1 card), column 1 to 2 (2 cards).")
    assert w.status["kind"] == "info"  # shown, not won: no success is announced


def test_questions_are_answered_with_the_buttons_and_a_set_goes_on():
    w = SpideretteWidget(exercise=two_exercises())
    send(w, "next")
    ex = w.view["exercise"]
    assert ex["index"] == 2 and ex["options"] == ["Yes", "No"] and not ex["number"]
    send(w, "move", src=1, count=1, dst=3)
    assert "asks a question" in w.status["text"] and w.game.moves == 0
    send(w, "answer", value=2)
    assert w.view["exercise"]["state"] == "met" and w.status["kind"] == "win"
    send(w, "next")
    assert w.view["exercise"]["number"] and w.view["exercise"]["options"] is None
    send(w, "answer", value="several")
    assert w.status["kind"] == "error" and "whole number" in w.status["text"] and w.exercise.tries == 0
    send(w, "answer", value=[1])
    assert w.status["kind"] == "error" and w.exercise.tries == 0
    send(w, "answer", value=1)
    assert w.exercise.solved
    send(w, "next")
    assert w.status["text"] == "That was the last exercise: 2 of 3 solved."  # the set's end, with its tally
    rows = w.results().rows
    assert [(r["exercise"], r["solved"]) for r in rows] == [("turn-up", False), ("allowed", True), ("count", True)]


def test_an_exercise_keeps_its_position_and_lesson_mode_locks_the_board():
    w = SpideretteWidget(exercise=Exercise("SD1-S2-AAAAABQ", WillBeAllowed("1>2")))
    assert w.view["code"] is None  # the code would name every face-down card
    for kind in ("new", "solve", "redo"):
        send(w, kind) if kind != "new" else w._handle_custom_msg({"type": "new"}, [])
        assert w.status["kind"] == "error", kind
    assert w.game.code == "SD1-S2-AAAAABQ" and w.game.moves == 0
    w.exercise = None
    assert w.view["exercise"] is None and w.view["code"] == "SD1-S2-AAAAABQ"

    lesson = SpideretteWidget(Game.new("spiderette", suits=2, seed=42), lesson=True, lang="pt")
    assert lesson.view["lesson"] and lesson.view["code"] is None
    for kind in ("hint", "solve"):
        send(lesson, kind)
        assert lesson.status["kind"] == "error"
    lesson._handle_custom_msg({"type": "new", "suits": 4}, [])
    assert lesson.status["text"] == "Modo de aula: o tabuleiro fica na partida da aula."
    assert lesson.game.code == "SD1-S2-AAAAABQ"
    send(lesson, "move", src=5, count=1, dst=6)
    assert lesson.game.moves == 1  # moves are the lesson
    lesson.lesson = False
    assert not lesson.view["lesson"] and lesson.view["code"] == "SD1-S2-AAAAABQ"


def test_an_exercise_can_ask_for_lesson_mode():
    w = SpideretteWidget(exercise=Exercise(TEACHING, TurnUp(1, within=2), lesson=True))
    assert w.view["lesson"] and not w.lesson and not w.view["exercise"]["nudge"]
    send(w, "hint")
    assert w.status["text"] == "Lesson mode: no hints." and w.exercise.hints_used == 0


def test_code_cells_and_the_board_see_the_same_exercise():
    w = SpideretteWidget(exercise=Exercise(TEACHING, TurnUp(1, within=2)))
    rev = w.view["rev"]
    check = w.exercise.play("1>3")  # the learner's code cell, not the widget
    assert check.state == "open" and w.view["rev"] > rev and w.view["columns"][2]["up"] == ["8C", "7H"]
    assert w.play("1>2").state == "met" and w.view["exercise"]["state"] == "met"
    w.lang = "pl"
    assert w.view["exercise"]["goal"] == "Odkryj zakrytą kartę w kolumnie 1 w co najwyżej 2 ruchach."
    assert w.status["text"] == "Cel osiągnięty w 2 ruchach."
    assert w.view["exercise"]["labels"]["exercise_reset"] == "Od nowa"


def test_no_hidden_card_reaches_the_browser_during_an_exercise():
    s = puzzles()
    w = SpideretteWidget(exercise=s)
    for _ in range(6):
        ex = w.exercise
        hidden = {str(c) for col in ex.game.columns for c in col.hidden} | {str(c) for c in ex.game.stock}
        up = {str(c) for col in ex.game.columns for c in col.up}
        send(w, "hint")
        send(w, "hint")
        synced = json.dumps([w.view, w.status, w.labels])
        for card in hidden - up:
            assert f'"{card}"' not in synced and f" {card} " not in synced, card
        assert ex.game.code not in synced
        send(w, "next")


def test_a_question_on_a_board_with_no_way_on_is_not_called_stuck():
    """A question's board is a picture: no "No move can help any more: ... start a new game" (New game is refused)."""
    w = SpideretteWidget(exercise=Exercise("spiderette\n1: 9S 8S 7H\n2: 10D", WillBeAllowed("1>2x3")), stats=False)
    assert w.game.is_stuck and not w.view["stuck"]  # the game could remove no run: a question asks nothing of it
    assert w.status["kind"] == "info" and "No move can help" not in w.status["text"]


def test_an_option_number_out_of_range_is_refused_in_the_boards_language():
    w = SpideretteWidget(exercise=Exercise("spiderette\n1: 9S 8S 7H\n2: 10D", WillBeAllowed("1>2x3")), stats=False)
    w.lang = "pt"
    before = (w.view, w.exercise.tries)
    send(w, "answer", value=3)
    assert w.status["kind"] == "error"
    assert w.status["text"] == "Pedido recusado: value tem de ser um número inteiro de 1 a 2."
    assert (w.view, w.exercise.tries) == before


@pytest.mark.parametrize(
    ("lang", "value", "text"),
    [
        ("en", "banana", "'banana' is not an option: answer with an option's number, 1 to 2, or its text."),
        (
            "pt",
            "banana",
            "'banana' não é uma das opções: responda com o número de uma opção, de 1 a 2, ou com o seu texto.",
        ),
        ("pl", "banan", "'banan' nie jest żadną z odpowiedzi: podaj numer odpowiedzi od 1 do 2 albo jej treść."),
    ],
)
def test_an_answer_that_is_no_option_is_said_in_the_boards_language(lang, value, text):
    w = SpideretteWidget(exercise=Exercise("spiderette\n1: 9S 8S 7H\n2: 10D", WillBeAllowed("1>2x3")), stats=False)
    w.lang = lang
    before = (w.view, w.exercise.tries)
    send(w, "answer", value=value)
    assert (w.status["kind"], w.status["text"]) == ("error", text)
    assert (w.view, w.exercise.tries) == before  # nothing counted


def test_a_shown_answer_to_a_question_is_not_a_success():
    w = SpideretteWidget(exercise=Exercise("spiderette\n1: 9S 8S 7H\n2: 10D", WillBeAllowed("1>2x3")), stats=False)
    send(w, "show")
    assert w.status["kind"] == "stuck" and w.status["text"].startswith("The answer: No.")
    assert w.view["exercise"]["shown"] and not w.view["exercise"]["solved"]


def test_a_question_s_board_does_not_say_whether_the_stock_can_deal():
    """Issue 52 point 1: 05's "Will a deal be allowed now?" was answered under Deal ("The stock cannot deal
    while a column is empty") before the learner answered. After the answer, the next board says it again."""
    position = "spiderette\nstock: ? ? ? ? ? ? ?\n1: ? | 9S\n2: -\n3: 8C"
    w = SpideretteWidget(
        exercise=ExerciseSet([Exercise(position, WillBeAllowed("deal")), Exercise(position, TurnUp(1, within=1))])
    )
    assert w.view["deal_why"] is None and w.view["can_deal"] is False
    assert "empty" not in json.dumps(w.view)
    send(w, "answer", value=2)
    w.next_exercise()
    assert "cannot deal while a column is empty" in w.view["deal_why"]


def test_a_puzzle_s_header_counts_the_try_not_the_game_it_came_from():
    """Issue 52 point 11: a puzzle showed its source game's "Score 449, Moves 51"."""
    w = SpideretteWidget(exercise=puzzles(level=3))
    start = w.exercise.start
    assert start.moves > 0 and (w.view["score"], w.view["moves"]) == (start.profile.start, 0)
    m = w.exercise.goal.line[0]
    send(w, "move", src=m.src, count=m.count, dst=m.dst)
    assert w.view["moves"] == 1 and w.view["score"] == start.profile.start + w.game.score - start.score
