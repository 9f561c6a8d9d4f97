"""A value of the wrong type, given to any entry point of the public API, raises a ``TypeError``
(a ``GameTypeError``: a ``GameError`` too) that names what was expected and what came, and changes nothing."""

from __future__ import annotations

import pytest

from spiderette_widget import CodeError, Game, GameError, GameTypeError, Move
from spiderette_widget.classroom import EmptyColumn, Exercise, ExerciseSet, Number, load_exercises, puzzles
from spiderette_widget.search import Limit
from spiderette_widget.search.solver import solve, solve_in_background
from spiderette_widget.search.study import study

CODE = "SD1-S1-AAAAABD"
TEACHING = "spiderette\n1: 5H\n2: 6S"


def fresh() -> Game:
    g = Game.new("spiderette", suits=1, seed=29)
    g.play(g.legal_moves()[0])  # something to undo, so an undo or a refused action would show
    return g


# (what is called, the call on a fresh game, the start of the message)
GAME_CALLS = [
    ("Game.new game", lambda g: Game.new(3), "game must be 'spiderette' or 'spider', got 3"),
    ("Game.new suits", lambda g: Game.new(suits="1"), "suits must be 1, 2 or 4, got '1'"),
    ("Game.new seed", lambda g: Game.new(seed="7"), "seed must be a whole number from 0 to"),
    ("Game.new scoring", lambda g: Game.new(scoring=1), "scoring must be one of app, classic, reveal, got 1"),
    ("Game.new lang", lambda g: Game.new(lang=["en"]), "lang must be 'en', 'pt', 'pl' or 'es', got ['en']"),
    ("Game.from_code", lambda g: Game.from_code(29), "a game code is text like 'SD1-S2-AAAAABD', got 29"),
    ("Game.from_text", lambda g: Game.from_text(b"spiderette"), "the position must be text, got bytes"),
    ("Game.from_dict", lambda g: Game.from_dict([("game", "spider")]), "expected a dict from Game.to_dict(), got"),
    ("Game.play", lambda g: g.play(3.5), "play() takes a Move or text like '3>5x2' or 'deal', got 3.5"),
    ("Game.check", lambda g: g.check(None), "check() takes a Move or text like '3>5x2' or 'deal', got None"),
    ("Game.parse_move", lambda g: g.parse_move(35), "a move is written like '3>5x2', got 35"),
    ("Game.lang", lambda g: setattr(g, "lang", 1), "lang must be 'en', 'pt', 'pl' or 'es', got 1"),
    ("Game.undo_mode", lambda g: setattr(g, "undo_mode", 1), "undo_mode must be one of profile, barriers, none"),
    ("solve game", lambda g: solve(g.to_dict()), "solve() takes a Game, got dict"),
    ("solve player", lambda g: solve(g, player=1), "player must be 'thoughtful', 'honest' or 'expert', got 1"),
    ("solve limit", lambda g: solve(g, limit=1000), "limit must be a search.Limit, got 1000"),
    ("solve budget_nodes", lambda g: solve(g, budget_nodes=2.5), "budget_nodes must be a positive whole number"),
    ("solve budget_seconds", lambda g: solve(g, budget_seconds="30"), "budget_seconds must be a positive number"),
    ("solve_in_background", lambda g: solve_in_background(g.code), "solve_in_background() takes a Game, got str"),
    ("Limit nodes", lambda g: Limit(nodes="100"), "Limit(nodes=...) must be a positive whole number, got '100'"),
]


@pytest.mark.parametrize(("call", "says"), [c[1:] for c in GAME_CALLS], ids=[c[0] for c in GAME_CALLS])
def test_a_wrong_type_is_a_type_error_that_says_what_came_and_changes_nothing(call, says):
    g = fresh()
    before, log = g.to_dict(), g.log
    with pytest.raises(TypeError) as caught:
        call(g)
    assert isinstance(caught.value, GameTypeError) and isinstance(caught.value, GameError)
    assert str(caught.value).startswith(says), str(caught.value)
    assert g.to_dict() == before and g.log == log


def test_a_code_that_is_not_text_is_a_code_error_and_a_type_error():
    with pytest.raises(CodeError) as caught:
        Game.from_code(["SD1-S1-AAAAABD"])
    assert isinstance(caught.value, TypeError)


STUDY_CALLS = [
    ("codes", lambda: study(29, progress=False), "codes must be a list of game codes, got 29"),
    ("a code", lambda: study([CODE, 29], progress=False), "a game code is text like 'SD1-S2-AAAAABD', got 29"),
    ("mode", lambda: study([CODE], mode=1, progress=False), "mode must be 'solve' or 'play', got 1"),
    ("workers", lambda: study([CODE], workers="2", progress=False), "workers must be a positive whole number"),
]


@pytest.mark.parametrize(("call", "says"), [c[1:] for c in STUDY_CALLS], ids=[c[0] for c in STUDY_CALLS])
def test_study_refuses_a_wrong_type_before_any_work(call, says):
    with pytest.raises(GameTypeError) as caught:
        call()
    assert str(caught.value).startswith(says), str(caught.value)


def board_exercise() -> Exercise:
    return Exercise(TEACHING, EmptyColumn(1, within=1), name="empty")


def question() -> Exercise:
    return Exercise(TEACHING, Number("How many columns has Spiderette?", 7), name="count")


EXERCISE_CALLS = [
    ("position", lambda: Exercise(7, EmptyColumn(1)), "an exercise's position is notation text, a game code or a"),
    ("goal", lambda: Exercise(TEACHING, "empty 1"), "goal must be a goal such as TurnUp(3, within=2), got"),
    ("moves", lambda: Exercise(TEACHING, EmptyColumn(1), moves=12), "moves (played to reach the exercise's"),
    ("lang", lambda: Exercise(TEACHING, EmptyColumn(1), lang=None), "lang must be 'en', 'pt', 'pl' or 'es', got None"),
    ("set", lambda: ExerciseSet(board_exercise()), "an exercise set needs a list of one or more Exercise objects"),
    ("set item", lambda: ExerciseSet([TEACHING]), "an exercise set needs a list of one or more Exercise objects"),
    ("load_exercises", lambda: load_exercises(7), "load_exercises takes a path or TOML text, got int"),
    ("puzzles lang", lambda: puzzles(lang=1), "lang must be 'en', 'pt', 'pl' or 'es', got 1"),
]


@pytest.mark.parametrize(("call", "says"), [c[1:] for c in EXERCISE_CALLS], ids=[c[0] for c in EXERCISE_CALLS])
def test_exercises_refuse_a_wrong_type(call, says):
    with pytest.raises(GameTypeError) as caught:
        call()
    assert str(caught.value).startswith(says), str(caught.value)


@pytest.mark.parametrize(
    ("make", "act", "says"),
    [
        (board_exercise, lambda ex: ex.play(3.5), "play() got 3.5, not a move: write the move in quotes"),
        (board_exercise, lambda ex: ex.play(Move(1, 2, 1)._asdict()), "play() got {"),
        (question, lambda ex: ex.answer([7]), "[7] is not a whole number: answer with a whole number."),
        (question, lambda ex: ex.answer(7.0), "7.0 is not a whole number: answer with a whole number."),
    ],
)
def test_an_exercise_refuses_an_action_or_answer_of_the_wrong_type_and_stays_as_it_was(make, act, says):
    ex = make()
    before = (ex.state, ex.moves, ex.tries, list(ex.history), ex.game.to_dict())
    with pytest.raises(GameTypeError) as caught:
        act(ex)
    assert str(caught.value).startswith(says), str(caught.value)
    assert (ex.state, ex.moves, ex.tries, list(ex.history), ex.game.to_dict()) == before
