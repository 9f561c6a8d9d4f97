"""Exercises from code: every goal kind, impossible goals, state, hidden cards, sets."""

from __future__ import annotations

import re

import pytest

from spiderette_widget import AnswerError, Game, GameError, SpideretteWidget
from spiderette_widget.classroom import (
    Choice,
    EmptyColumn,
    Exercise,
    ExerciseSet,
    GoalError,
    Number,
    OnlyMove,
    PlayMove,
    Predicate,
    RemoveRun,
    ScoreAfter,
    TurnUp,
    WhichRule,
    WillBeAllowed,
    Win,
)
from spiderette_widget.text._text import card_name
from spiderette_widget.text._words import say

TEACHING = """
game: spiderette
1: QH ? | 9S 8S 7H
2: 10D
3: 8C
"""

ENDGAME = """
spiderette
removed: S S S
1: KS QS JS 10S 9S 8S
2: 6S 5S 4S 3S 2S AS
3: 7S
"""


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock():
    return Clock()


# ------------------------------------------------------------- board goals
def test_play_move_right_wrong_refused_and_reset():
    ex = Exercise(TEACHING, PlayMove("1>3"))
    assert ex.text == "Move 7♥ from column 1 to column 3."
    refused = ex.play("1>2")
    assert refused.state == "open" and refused.rule == "lift-one-suit" and "one suit" in refused.text
    wrong = ex.play("1>4")
    assert wrong.state == "lost" and "can no longer be met" in wrong.text
    over = ex.play("1>3")
    assert over.state == "lost" and "reset()" in over.text and ex.moves == ["1>4x1"]
    assert ex.reset().state == "open" and ex.moves == []
    assert ex.play("1>3") and ex.solved
    assert (ex.tries, ex.refused) == (2, 1)


def test_only_move_finds_the_unique_move_and_refuses_ambiguous_positions():
    pos = "spiderette\n1: 5S ? | 9H\n2: 10S\n3: 4D\n4: JC\n5: 2D\n6: 3C\n7: {}"
    ex = Exercise(pos.format("7C"), OnlyMove("turns-up"))
    assert ex.text == "Find the only move that turns up a card."
    assert ex.play("1>2").state == "met"
    with pytest.raises(GoalError, match=r"only-move turns-up.*2 moves do it here \(1>2x1, 1>7x1\)"):
        Exercise(pos.format("10C"), OnlyMove("turns-up"))
    with pytest.raises(GoalError, match="effect must be one of"):
        Exercise(pos.format("7C"), OnlyMove("wins"))


def test_turn_up_within_says_lost_as_soon_as_no_line_is_left():
    ex = Exercise(TEACHING, TurnUp(1, within=2))
    assert [str(m) for m in ex.goal.line] == ["1>3x1", "1>2x2"]
    check = ex.play("3>4")  # 8C into the empty column: two moves are still needed, one is left
    assert check.state == "lost" and "moves that are left" in check.text
    ex.reset()
    assert ex.play("1>3").text == "Not yet: 1 move left."
    assert ex.play("1>2").text == "Goal met in 2 moves."


def test_turn_up_lost_when_the_moves_run_out():
    ex = Exercise(TEACHING, TurnUp(1, within=2))
    assert ex.play("1>4").text == "Not yet: 1 move left."  # 9S 8S onto 10D would still do it
    check = ex.play("4>3")
    assert check.state == "lost" and check.text.startswith("The goal can no longer be met: no moves are left.")


def test_undo_takes_back_a_move_of_the_try():
    ex = Exercise(TEACHING, TurnUp(1, within=2))
    ex.play("1>3")
    assert ex.undo().text == "Not yet: 2 moves left."
    assert ex.moves == [] and ex.game.moves == 0
    assert ex.undo().rule == "nothing-to-undo"


def test_empty_column_any_or_given_and_remove_run():
    full = "spiderette\n1: 5H\n2: 6S\n3: 9D 8D\n4: KC\n5: QC\n6: JC\n7: 10C"
    ex = Exercise(full, EmptyColumn(within=1))
    assert ex.text == "Empty a column in at most 1 move."
    assert ex.play("1>2").state == "met"
    ex = Exercise("spiderette\n1: 5H\n2: 6S\n3: 9D 8D", EmptyColumn(3, within=2), lang="pl")
    assert ex.text == "Opróżnij kolumnę 3 w co najwyżej 2 ruchach."
    run = Exercise(ENDGAME, RemoveRun(within=2))
    assert run.play("2>3").state == "open"
    assert run.play("3>1").state == "met"


def test_win_is_decided_by_the_engine_and_show_me_plays_the_solvers_line():
    ex = Exercise(ENDGAME, Win())
    assert [str(a) for a in ex.goal.line] == ["2>3x6", "3>1x7"]
    ex.show()
    assert ex.game.is_won and ex.state == "met" and ex.shown and not ex.solved
    ex.reset()
    ex.play("2>3")
    assert ex.play("3>1").state == "met" and not ex.solved  # shown first: not the learner's own solve


STUCK = "spiderette\nremoved: S S S\n1: QS KS\n2: 10S JS\n3: 8S 9S\n4: 6S 7S\n5: 4S 5S\n6: 2S 3S\n7: AS"


def test_win_cannot_be_set_on_a_lost_position_and_is_lost_when_stuck():
    with pytest.raises(GoalError, match="'win': the game cannot be won from this position"):
        Exercise(STUCK, Win())
    ex = Exercise(ENDGAME, Win())
    assert ex.goal.status(Game.from_text(STUCK), []) == ("lost", "lost-stuck")


def test_free_goal_is_a_predicate_on_the_game():
    def eight_on_two(g: Game) -> bool:
        up = g.columns[1].up
        return bool(up) and up[-1].rank == 8

    ex = Exercise(TEACHING, Predicate(eight_on_two, words="Put an 8 at the end of column 2.", within=2))
    assert ex.text == "Put an 8 at the end of column 2."
    assert ex.play("3>4").state == "lost"  # 8C can no longer reach 10D, and 9S 8S stay under 7H
    ex.reset()
    ex.play("1>3")
    assert ex.play("1>2").state == "met"
    with pytest.raises(GoalError, match="already met"):
        Exercise(TEACHING, Predicate(lambda g: True, words="Anything."))


# ---------------------------------------------------------------- questions
def test_will_be_allowed_takes_yes_no_in_every_language_and_one_try():
    q = Exercise(TEACHING, WillBeAllowed("1>2x3"), lang="pt")
    assert q.options == ["Sim", "Não"]
    with pytest.raises(AnswerError, match="'maybe' não é uma das opções") as e:  # in the exercise's language
        q.answer("maybe")
    assert e.value.key == "option" and isinstance(e.value, GameError)
    assert e.value.message("en") == "'maybe' is not an option: answer with an option's number, 1 to 2, or its text."
    assert q.tries == 0
    check = q.answer("sim")
    assert check.state == "lost" and q.tries == 1
    q.reset()
    assert q.answer("não").state == "met" and q.tries == 2
    for answer in (True, "yes", "tak", 1, "Yes"):
        assert Exercise(TEACHING, WillBeAllowed("1>3")).answer(answer).state == "met"


def test_question_exercises_do_not_take_moves_and_board_ones_no_answers():
    q = Exercise(TEACHING, WillBeAllowed("1>3"))
    assert "asks a question" in q.play("1>3").text and q.game.moves == 0
    b = Exercise(TEACHING, TurnUp(1, within=2))
    assert "played on the board" in b.answer(3).text and b.tries == 0


def test_score_after_explains_the_sum_and_allows_three_tries():
    q = Exercise(ENDGAME, ScoreAfter("2>3 3>1"))
    assert q.text == "What will the score be after these moves: column 2 to 3 (6 cards), column 3 to 1 (7 cards)?"
    assert q.answer(798).state == "open"
    assert q.answer("797").state == "open"
    assert q.answer(600).state == "lost"
    q.reset()
    right = q.answer(898)
    assert right.state == "met" and q.tries == 4
    assert "800 at the start − 2 (moves and deals) + 100 (runs removed) = 898" in right.text


def test_which_rule_offers_four_rules_and_knows_the_right_one():
    q = Exercise(TEACHING, WhichRule("1>2x3"))
    assert len(q.options) == 4
    assert "A group moves only when it is all one suit." in q.options
    assert q.answer("lift-one-suit").state == "met"
    with pytest.raises(GoalError, match="no rule refuses it"):
        Exercise(TEACHING, WhichRule("1>3"))
    deal = Exercise(TEACHING + "stock: ?\n", WhichRule("deal"))
    right = deal.options.index("The stock cannot deal while a column is empty.") + 1
    assert deal.answer(right).state == "met"


def test_choice_and_number_questions():
    q = Exercise(
        TEACHING,
        Choice(
            "Which misconception is this?",
            {"en": ["Kings only", "Any pile moves", "Colours matter"], "pt": ["Só reis", "Qualquer pilha", "Cores"]},
            answer=2,
            why="A group must be one suit.",
        ),
        lang="pt",
    )
    assert q.options == ["Só reis", "Qualquer pilha", "Cores"]
    assert q.answer("Kings only").state == "open"
    assert q.answer(2).state == "met" and q.tries == 2
    n = Exercise(TEACHING, Number("How many face-down cards?", 1, max_tries=1))
    assert n.answer(2).state == "lost"
    with pytest.raises(GoalError, match="not one of the options"):
        Exercise(TEACHING, Choice("?", ["a", "b"], answer=3))


# ----------------------------------------------------------- impossible goals
@pytest.mark.parametrize(
    ("goal", "message"),
    [
        (TurnUp(9, within=2), r"turn-up column 9 within 2.*no column 9.*columns 1 to 7"),
        (TurnUp(1, within=-1), r"within -1.*at least 1"),
        (TurnUp(2, within=2), r"column 2 has no face-down card"),
        (TurnUp(1, within=1), r"no line of 1 move meets it"),
        (EmptyColumn(4, within=1), r"empty-column column 4.*already met"),
        (EmptyColumn(2, within=0), r"at least 1"),
        (PlayMove("1>2"), r"play 1>2.*cannot be played"),
        (Win(nodes=0), r"win.*nodes"),
    ],
)
def test_impossible_goals_raise_an_error_naming_the_goal(goal, message):
    with pytest.raises(GoalError, match=message):
        Exercise(TEACHING, goal)


def test_bad_positions_and_goals_are_refused_clearly():
    with pytest.raises(GoalError, match="goal must be a goal"):
        Exercise(TEACHING, "turn-up")
    with pytest.raises(GameError, match="notation text, a game code or a Game"):
        Exercise(42, TurnUp(1, within=2))
    with pytest.raises(GameError, match=r"moves.*action 1 \(1>9\)"):
        Exercise("SD1-S2-AAAAABQ", TurnUp(7, within=2), moves="1>9")


# --------------------------------------------------------------- the state
def test_seconds_hints_and_shown(clock):
    ex = Exercise(TEACHING, TurnUp(1, within=2), clock=clock)
    clock.now = 150
    assert ex.seconds == 0.0
    first = ex.hint()
    assert "column 1" in first.text and ex.hints_used == 1
    clock.now = 160
    assert ex.hint().text == "Start with column 1."
    assert ex.hint().text == "Move 7♥ from column 1 to column 3."
    ex.play("1>3")
    clock.now = 172.5
    ex.play("1>2")
    clock.now = 500
    assert ex.solved and ex.seconds == 22.5 and ex.hints_used == 3
    row = ex.result()
    assert row | {"exercise": "x"} == {
        "exercise": "x",
        "goal": "turn-up",
        "solved": True,
        "tries": 1,
        "seconds": 22.5,
        "hints": 3,
        "shown": False,
        "refused": 0,
        "moves": "1>3x1 1>2x2",
        "tried": True,
    }


def test_listeners_hear_every_check():
    heard = []
    ex = Exercise(TEACHING, TurnUp(1, within=2))
    ex.on_change(lambda e, c: heard.append(c.state))
    ex.play("1>3")
    ex.reset()
    ex.hint()
    assert heard == ["open", "open", "open"]


def test_a_game_code_and_moves_make_a_real_position():
    g = Game.new("spiderette", suits=2, seed=42)
    g.play("5>6")
    ex = Exercise("SD1-S2-AAAAABQ", WillBeAllowed("1>2"), moves="5>6")
    assert ex.game.to_dict()["columns"] == g.to_dict()["columns"]


# ------------------------------------------------------------ hidden cards
SECRET = """
spiderette
stock: KD QD JD 9D 8D 7D 6D
1: QH JC | 9S 8S 7H
2: 10D
3: 8C
4: KC 2C | 5H
"""


def _hidden_names(game: Game) -> set[str]:
    hidden = {c for col in game.columns for c in col.hidden} | set(game.stock)
    up = {c for col in game.columns for c in col.up}
    names = set()
    for c in hidden - up:
        names |= {str(c)} | {card_name(int(c), lang) for lang in ("en", "pt", "pl")}
    return names


def _says_none_of(texts: list[str], names: set[str]) -> None:
    for text in texts:
        for name in names:
            assert not re.search(rf"(?<![\w]){re.escape(name)}(?![\w])", text), (name, text)


@pytest.mark.parametrize(
    "goal",
    [
        TurnUp(1, within=2),
        TurnUp(4, within=1),
        EmptyColumn(3, within=2),
        WillBeAllowed("1>2"),
        WillBeAllowed("1>4x4"),
        WhichRule("1>4x4"),
        ScoreAfter("1>3 1>2 1>5"),
    ],
    ids=lambda g: g.label(),
)
def test_no_word_hint_or_check_names_a_hidden_card(goal):
    for lang in ("en", "pt", "pl"):
        ex = Exercise(SECRET, goal, lang=lang)
        names = _hidden_names(ex.game)
        texts = [ex.text, *(ex.options or [])]
        texts += [ex.hint().text for _ in range(3)]
        if ex.asks:
            texts += [ex.answer(1).text, ex.check().text, ex.show().text]
        else:
            for move in ex.game.legal_moves()[:6]:
                ex.reset()
                texts += [ex.play(move).text, ex.hint().text, ex.hint().text, ex.check().text]
            texts += [ex.play("4>1x2").text, ex.show().text]
        texts += [str(v) for v in ex.result().values()]
        _says_none_of(texts, names)


def test_words_that_name_a_hidden_card_are_refused():
    with pytest.raises(GoalError, match="words name QH, which no player can see"):
        Exercise(SECRET, TurnUp(1, within=2), words="Free the QH in column 1.")
    Exercise(SECRET, TurnUp(1, within=2), words={"en": "Free the card under 9S.", "pt": "Liberte a carta sob 9S."})


# --------------------------------------------------------------------- sets
def test_a_set_runs_one_after_another_and_gives_results():
    s = ExerciseSet(
        [Exercise(TEACHING, TurnUp(1, within=2), name="a"), Exercise(TEACHING, WillBeAllowed("1>3"), name="b")],
        title="Groups",
        learner="ana",
    )
    s.current.play("1>3")
    s.current.play("1>2")
    assert s.next().name == "b" and s.next() is None
    rows = s.results().rows
    assert [(r["learner"], r["exercise"], r["solved"]) for r in rows] == [("ana", "a", True), ("ana", "b", False)]
    with pytest.raises(GameError, match="given twice: a"):
        ExerciseSet([Exercise(TEACHING, TurnUp(1, within=2), name="a")] * 2)
    with pytest.raises(GameError, match="index must be 0 to 1"):
        s.go(2)


# Issue 52 point 7: wrong answers explained
NB02 = "spiderette\n1: ? ? | 9H\n2: 10S\n3: 10H\n4: AD\n5: KC\n6: ? | 8C\n7: QD"
IN_SUIT = "spiderette\n1: ? | 8C\n2: 9H\n3: ? | 9C\n4: ? | 5D\n5: KS"


@pytest.mark.parametrize("lang", ["en", "pt", "pl", "es"])
def test_a_wrong_move_is_told_what_it_does_not_do_and_show_me_says_why(lang):
    ex = Exercise(IN_SUIT, OnlyMove("builds-in-suit"), lang=lang)
    wrong = ex.play("1>2")
    assert wrong.state == "lost" and wrong.text.startswith(say("exercise.missed-builds-in-suit", lang, src=1, dst=2))
    ex.reset()
    assert ex.show().text.endswith(say("exercise.why-only-builds-in-suit", lang))


def test_a_wrong_yes_or_no_is_told_why_without_pointing_at_show_me_and_its_badge_says_wrong_answer():
    ex = Exercise(NB02, WillBeAllowed("5>7"))
    said = ex.answer("yes").text
    assert "K♣ cannot go on Q♦" in said and "show()" not in said and "Show me" not in said
    board = SpideretteWidget(exercise=Exercise(NB02, WillBeAllowed("5>7")))
    assert board.view["exercise"]["labels"]["exercise_lost"] == "Wrong answer"
