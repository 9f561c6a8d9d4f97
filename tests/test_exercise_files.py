"""Exercise files (TOML) with errors that give the line; results tables, files and the class merge."""

from __future__ import annotations

import json

import matplotlib
import pytest

from spiderette_widget.classroom import (
    ClassTable,
    ExerciseSet,
    Results,
    ResultsError,
    load_exercises,
    merge_results,
    puzzles,
)
from spiderette_widget.classroom._exercise_file import ExerciseFileError

matplotlib.use("Agg")

GOOD = '''title = "Groups"
lang = "pt"

[[exercise]]
name = "free-the-queen"
title = { en = "Free the card", pt = "Liberte a carta", pl = "Uwolnij kartę" }
position = """
spiderette
1: QH ? | 9S 8S 7H
2: 10D
3: 8C
"""
goal = "turn-up"
column = 1
within = 2
why = "7H goes first, then 9S 8S move as one group."

[[exercise]]
name = "one-suit"
code = "SD1-S2-AAAAABQ"
moves = "5>6"
goal = "allowed"
move = "6>1"

[[exercise]]
name = "score"
position = "spiderette\\n1: 9S 8S 7H\\n2: 10D\\n3: 8C"
goal = "score-after"
after = "1>3 1>2"

[[exercise]]
name = "misconception"
position = "spiderette\\n1: 9S 8S 7H\\n2: 10D"
goal = "choice"
question = { en = "Why can't 9S 8S 7H move?", pt = "Porque é que 9S 8S 7H não se movem?" }
options = { en = ["Mixed suits", "Kings only"], pt = ["Naipes misturados", "Só reis"] }
answer = 1
why = "A group moves only when it is all one suit."
'''


def test_a_good_file_reads_into_a_set_in_its_language():
    s = load_exercises(GOOD)
    assert isinstance(s, ExerciseSet) and s.title == "Groups" and len(s) == 4
    assert [e.name for e in s] == ["free-the-queen", "one-suit", "score", "misconception"]
    assert s[0].text == "Vire a carta oculta da coluna 1 em 2 jogadas, no máximo."
    assert s[0].title_in("pl") == "Uwolnij kartę"
    assert s[2].text.startswith("Qual será a pontuação depois destas jogadas")
    assert s[3].options == ["Naipes misturados", "Só reis"]
    s[0].play("1>3")
    assert s[0].play("1>2").text.endswith("7♥ goes first, then 9♠ 8♠ move as one group.")  # as the board shows cards


def test_a_file_on_disk_and_its_learner(tmp_path):
    path = tmp_path / "groups.toml"
    path.write_text(GOOD, encoding="utf-8")
    s = load_exercises(path, lang="en", learner="ana")
    assert s.learner == "ana" and s[0].text.startswith("Turn up")
    with pytest.raises(ExerciseFileError, match=r"missing.toml: cannot be read"):
        load_exercises(tmp_path / "missing.toml")


def _line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


@pytest.mark.parametrize(
    ("old", "new", "needle", "message"),
    [
        ("column = 1", "column = 9", "column = 9", r"exercise 1: goal 'turn-up column 9 within 2'.*no column 9"),
        ("within = 2", "within = -1", "within = -1", r"exercise 1: .*within.*at least 1, got -1"),
        ("within = 2", "within = 1", "within = 1", r"no line of 1 move meets it"),
        ('goal = "allowed"', 'goal = "alowed"', 'goal = "alowed"', r"exercise 2: unknown goal 'alowed'"),
        ('move = "6>1"', 'move = "6>1"\ncolour = "red"', "colour", r"exercise 2: unknown key 'colour'"),
        ('move = "6>1"', 'move = "6>9"', 'move = "6>9"', r"exercise 2: goal 'allowed 6>9'.*no column 9"),
        ('moves = "5>6"', 'moves = "5>9"', 'moves = "5>9"', r"exercise 2: moves.*action 1 \(5>9\)"),
        ("3: 8C\n", "3: 8X\n", "3: 8X", r"exercise 1: position: .*'8X' is not a card"),
        ('after = "1>3 1>2"', 'after = "1>2 1>3"', "after =", r"exercise 3: .*action 1 \(1>2\) cannot be played"),
        ("answer = 1", "answer = 3", "answer = 3", r"exercise 4: .*answer 3 is not one of the options"),
        ('after = "1>3 1>2"', "", 'goal = "score-after"', r"exercise 3: goal 'score-after' needs 'after'"),
        ('title = "Groups"', 'title = "Groups"\nteacher = "me"', "teacher", r"unknown key 'teacher'"),
        ('lang = "pt"', 'lang = "fr"', "lang =", r"lang must be 'en', 'pt', 'pl' or 'es'"),
        (
            'code = "SD1-S2-AAAAABQ"',
            'code = "SD1-S2-AAAAABQ"\nposition = "spiderette"',
            'position = "spider',
            r"either 'position'.*or 'code'",
        ),
        ('why = "7H goes', 'why = "QH goes', 'why = "QH', r"why name QH, which no player can see"),
        ("within = 2", "within = [2", "within = [2", r"not valid TOML"),
    ],
)
def test_a_bad_file_names_the_line(old, new, needle, message):
    text = GOOD.replace(old, new, 1)
    assert text != GOOD
    with pytest.raises(ExerciseFileError, match=message) as info:
        load_exercises(text)
    expected = _line_of(text, needle)
    if "TOML" in message:  # the parser names the line where it noticed, which may be the next
        expected = info.value.line if info.value.line in (expected, expected + 1) else expected
    assert info.value.line == expected, str(info.value)
    assert f"line {expected}:" in str(info.value)


def test_a_file_without_exercises_is_refused():
    with pytest.raises(ExerciseFileError, match="no exercise"):
        load_exercises('title = "Empty"\n')


# ------------------------------------------------------------------ results
def _learner(name: str, solves: list[bool], tries: list[int]) -> Results:
    s = load_exercises(GOOD, lang="en", learner=name)
    rows = []
    for ex, solved, n in zip(s, solves, tries, strict=True):
        row = ex.result() | {"solved": solved, "tries": n, "seconds": 10.0 * n}
        rows.append(row)
    return Results(rows, learner=name)


def test_results_round_trip_through_csv_and_json(tmp_path):
    r = _learner("ana", [True, False, True, True], [1, 2, 3, 1])
    r.to_csv(tmp_path / "ana.csv")
    r.to_json(tmp_path / "ana.json")
    back_csv = Results.read(tmp_path / "ana.csv")
    back_json = Results.read(tmp_path / "ana.json")
    assert back_csv.rows == r.rows == back_json.rows
    assert json.loads((tmp_path / "ana.json").read_text())["learner"] == "ana"
    assert "<table>" in r._repr_html_() and "free-the-queen" in r._repr_html_()


def test_nothing_is_written_unless_asked(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    s = load_exercises(GOOD)
    s[0].play("1>3")
    text = s.results(learner="bo").to_csv()
    assert text.startswith("learner,exercise,goal,solved")
    assert list(tmp_path.iterdir()) == []


def test_three_learners_merge_into_a_class_table_hardest_first(tmp_path):
    _learner("ana", [True, True, True, True], [1, 1, 1, 1]).to_csv(tmp_path / "ana.csv")
    _learner("bo", [True, False, True, False], [2, 4, 1, 2]).to_json(tmp_path / "bo.json")
    _learner("cy", [False, False, True, True], [3, 5, 2, 1]).to_csv(tmp_path / "cy.csv")
    (tmp_path / "notes.txt").write_text("not a results file")
    table = merge_results(tmp_path)
    assert isinstance(table, ClassTable) and table.learners == ["ana", "bo", "cy"] and len(table.rows) == 12
    summary = table.summary()
    # every learner tried every exercise here (the rows are made by hand): shares of those who tried
    assert [s["exercise"] for s in summary] == ["one-suit", "free-the-queen", "misconception", "score"]
    assert summary[0] | {} == summary[0] and summary[0]["solved"] == 1 and summary[0]["median_tries"] == 4
    ax = table.plot()
    labels = [t.get_text() for t in ax.get_yticklabels()]
    assert labels == ["free-the-queen", "one-suit", "score", "misconception"]  # the set's order, top down
    assert len(ax.patches) == 4 and ax.patches[1].get_width() == pytest.approx(33)
    assert ax.get_xlim()[1] >= 100  # a share of learners: the axis reaches 100%
    assert len(ax.figure.axes) == 2  # the bars, and the exercise-by-learner map on the same rows
    assert table.to_csv().count("\n") == 13


def test_bad_results_files_are_named(tmp_path):
    (tmp_path / "a.csv").write_text("learner,exercise,solved,tries,seconds,hints\nana,e1,maybe,1,2,0\n")
    with pytest.raises(ResultsError, match=r"a.csv, line 2, solved: expected true or false, got 'maybe'"):
        merge_results(tmp_path)
    (tmp_path / "a.csv").unlink()
    (tmp_path / "b.json").write_text('{"rows": [')
    with pytest.raises(ResultsError, match=r"b.json, line 1: not JSON"):
        merge_results(tmp_path)
    (tmp_path / "b.json").unlink()
    with pytest.raises(ResultsError, match="holds no results file"):
        merge_results(tmp_path)


# ----------------------------------------------------------- the puzzle set
def test_the_puzzle_set_is_graded_and_every_answer_meets_its_goal():
    s = puzzles()
    assert len(s) >= 60
    difficulty = [p.difficulty for p in s]
    assert difficulty == sorted(difficulty)
    kinds = {p.goal.kind for p in s}
    assert {"turn-up", "empty-column", "remove-run", "only-move"} <= kinds
    for p in s:
        assert p.game.code and p.why is not None and set(p.why) == {"en", "pt", "pl", "es"}
        for action in p.goal.line:
            check = p.play(action)
        assert check.state == "met" and p.solved, (p.name, check)
        assert p.moves == [str(a) for a in p.goal.line]
