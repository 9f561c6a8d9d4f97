"""Issue 41 item 9: the small slips a learner read, each checked where it is made.

The board's exercise words name only buttons the exercise board shows (pt: «Repetir», not
"Recomece"); the static picture's caption says its scoring in the reader's language; the
course says what Hint does on each press; a card that cannot move is told the rank it needs,
not a card of one suit "of any suit".
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from spiderette_widget import Game
from spiderette_widget.pictures.svg import board_svg
from spiderette_widget.text._words import KEYS, labels, say, template

SOURCES = Path(__file__).resolve().parents[1] / "notebooks" / "src"


@pytest.mark.parametrize("lang", ["pt", "es"])
def test_portuguese_and_spanish_exercise_words_name_the_buttons_the_exercise_board_has(lang):
    board = labels(lang)  # the header's buttons, but Restart ("Recomeçar"): an exercise board hides it
    buttons = {say(f"exercise.label.{k}", lang) for k in ("reset", "show", "next")}
    buttons |= {text for key, text in board.items() if key != "restart"}
    for key in KEYS:
        text = template(key, lang)
        if key.startswith("exercise.") and not key.endswith("-code"):
            assert "Recomece" not in text and "Reiniciar" not in text, key
            for named in re.findall(r"«([^»{]+)»", text):  # «{text}» quotes what the learner typed
                assert named in buttons, (key, named)


@pytest.mark.parametrize(("lang", "caption"), [("en", "app scoring"), ("pt", "pontuação «app»"),
                                               ("pl", "punktacja „app”")])  # fmt: skip
def test_the_picture_s_caption_says_its_scoring_in_the_reader_s_language(lang, caption):
    svg = board_svg(Game.new("spiderette", suits=2, seed=1), lang=lang)
    assert f"· {caption}</text>" in svg.replace("&#x27;", "'")


def test_the_course_says_what_each_press_of_hint_does():
    for path in sorted(SOURCES.glob("*.md")):
        text = " ".join(path.read_text(encoding="utf-8").split())
        for wrong in ("**Hint** outlines the cards to look at", "**Pista** contorna as cartas",
                      "**Podpowiedź** obrysowuje karty, na które warto spojrzeć"):  # fmt: skip
            assert wrong not in text, (path.name, wrong)
        if "**Hint**" in text and "Exercise" in text:
            assert "**Hint** first says what to look at; pressed again, it outlines" in text, path.name


RANKS = [("en", 8, "any eight"), ("pt", 11, "qualquer valete"), ("pl", 8, "dowolna ósemka"), ("pl", 13, "dowolny król")]


@pytest.mark.parametrize(("lang", "rank", "words"), RANKS)
def test_a_card_with_nowhere_to_go_is_told_the_rank_it_needs(lang, rank, words):
    text = say("status.cannot_move", lang, cards="7S", target="8H", any_rank=rank)
    assert f"({words})" in text and "8♥" not in text


def test_a_file_s_title_reaches_the_results_and_the_class_table(tmp_path):
    """Issue 41 item 14: the title written in the file was shown nowhere."""
    from spiderette_widget.classroom import load_exercises, merge_results

    text = 'title = { en = "Moving groups", pt = "Mover grupos" }\n[[exercise]]\nposition = """\nspiderette\n' \
        '1: 5H\n2: 6S\n"""\ngoal = "empty-column"\ncolumn = 1\nwithin = 1\n'
    s = load_exercises(text, lang="pt", learner="ana")
    s.current.play("1>2")
    s.results().to_json(tmp_path / "ana.json")
    table = merge_results(tmp_path)
    assert table.title == "Mover grupos" and repr(table.summary()).startswith("Mover grupos\n")
    assert "<strong>Mover grupos</strong>" in table.summary()._repr_html_()
    assert table.plot().figure.get_suptitle().startswith("Mover grupos\n")
    bad = text.replace('title = { en = "Moving groups", pt = "Mover grupos" }', "title = 3")
    with pytest.raises(ValueError, match=r"line 1.*title must be text"):
        load_exercises(bad)


BAD_FILE = '[[exercise]]\nposition = """\nspiderette\n1: 5H\n2: 6S\n"""\ngoal = "empty-column"\ncolum = 1\nwithin = 1\n'


def test_a_bad_exercise_file_in_a_notebook_is_one_sentence_with_a_suggestion(tmp_path, capsys):
    """Issue 41 item 12: a 31-line traceback through the library hid the file, line and key."""
    from IPython.core.interactiveshell import InteractiveShell

    from spiderette_widget.classroom import ExerciseFileError

    path = tmp_path / "groups.toml"
    path.write_text(BAD_FILE, encoding="utf-8")
    shell = InteractiveShell.instance()
    shell.run_cell(f"from spiderette_widget.classroom import load_exercises\nload_exercises({str(path)!r})")
    shown = [line for line in capsys.readouterr().out.splitlines() if line.strip()]
    assert len(shown) == 1, shown
    assert "groups.toml, line 8: exercise 1: unknown key 'colum' (did you mean 'column'?)" in shown[0]
    ExerciseFileError.traceback = True  # on request: the traceback as well
    try:
        shell.run_cell(f"load_exercises({str(path)!r})")
        assert "Traceback" in capsys.readouterr().out
    finally:
        ExerciseFileError.traceback = False
    InteractiveShell.clear_instance()


def test_the_class_summary_speaks_the_notebooks_language_with_its_decimal_comma():
    """The second native reading (P6): 13's table had English headers and a decimal point in pt and pl."""
    from spiderette_widget.classroom import ClassTable, Results

    def row(name, solved, tries, seconds):
        return {"exercise": name, "solved": solved, "tries": tries, "seconds": seconds, "hints": 0, "shown": False}

    results = [Results([row("p01", True, 1, 5.5)], "ana"), Results([row("p01", False, 2, 7.0)], "bo")]
    pt = repr(ClassTable(results, lang="pt").summary())
    assert pt.startswith("exercício  alunos  tentaram") and "% resolvidos" in pt and "6,25" in pt and "6.25" not in pt
    pl = ClassTable(results, lang="pl").summary()._repr_html_()
    assert "<th>% rozwiązanych</th>" in pl and "<td>50</td>" in pl
    en = ClassTable(results).summary()
    assert en[0]["solved_share"] == 0.5 and "solved_share" in repr(en)  # the rows keep their English keys


def test_a_choice_without_a_hint_of_its_own_is_nudged_about_its_options_not_a_group():
    """Issue 41 item 5, for every question: a hint speaks about its own exercise."""
    from spiderette_widget.classroom import Choice, Exercise

    ex = Exercise("spiderette\n1: KC\n2: QD", Choice("Which misconception is this?", ["a", "b"], 1))
    assert ex.hint().text == "Check each option against the board before you answer: which one does this position show?"


NB02 = "game: spiderette\n1: ? ? | 9H\n2: 10S\n3: 10H\n4: AD\n5: KC\n6: ? | 8C\n7: QD\n"


@pytest.mark.parametrize(("lang", "count"), [("es", "3 cartas"), ("pt", "3 cartas"), ("pl", "3 karty")])
def test_a_rule_question_counts_a_lifted_group_in_the_learner_s_language(lang, count):
    """words-review-3 D8: a group that lifts face-down cards was counted in English ("3 cards") in every language."""
    from spiderette_widget.classroom import Exercise, WhichRule

    said = Exercise(NB02, WhichRule("1>2x3"), lang=lang).answer(1).text  # a rule that does not refuse it
    assert count in said and "cards" not in said


def test_a_share_is_written_with_the_language_s_percent_sign():
    """words-review-3 D9: CLDR's Spanish writes "40 %" (a no-break space), the others "40%"."""
    from spiderette_widget.text._words import percent

    assert [percent(0.4, lang) for lang in ("en", "pt", "pl", "es")] == ["40%", "40%", "40%", "40\xa0%"]


@pytest.mark.parametrize(
    ("lang", "p58", "p02"),
    [
        ("en", "Puzzle 58 · level 5 · turn up a card", "Puzzle 2 · level 1 · the only move that turns up a card"),
        ("pt", "Problema 58 · nível 5 · virar uma carta", "Problema 2 · nível 1 · a única jogada que vira uma carta"),
        ("pl", "Zadanie 58 · poziom 5 · odkryć kartę", "Zadanie 2 · poziom 1 · jedyny ruch, który odkrywa kartę"),
        ("es", "Problema 58 · nivel 5 · destapar una carta",
         "Problema 2 · nivel 1 · el único movimiento que destapa una carta"),
    ],
)  # fmt: skip
def test_the_class_table_names_each_puzzle_by_number_level_and_goal(lang, p58, p02):
    """Issue 52 point 6: the table named puzzles "p58", which tells a teacher nothing."""
    from spiderette_widget.classroom import ClassTable, puzzles

    s = puzzles(lang)
    results = [s.results("ana")]
    summary = ClassTable(results, lang=lang).summary()
    shown = {r["exercise"]: r["label"] for r in summary}
    assert shown["p58"] == p58 and shown["p02"] == p02
    assert len(set(shown.values())) == len(s) == 64  # every puzzle named apart
    levels = {e.name: e.level for e in s}
    assert all(f" {levels[name]} · " in label for name, label in shown.items())
    assert p58 in summary._repr_html_() and p02 in repr(summary)
    assert "<td>p58</td>" not in summary._repr_html_()


def test_a_teachers_exercise_is_named_with_its_goal_and_never_taken_for_a_puzzle():
    from spiderette_widget.classroom import GOALS, ClassTable, Results
    from spiderette_widget.classroom.results import GOAL_KINDS, exercise_label

    def row(name, goal):
        return {"exercise": name, "goal": goal, "solved": True, "tries": 1, "seconds": 5, "hints": 0}

    mine = Results([row("p01", "turn-up"), row("free-the-queen", "turn-up"), row("odd", "")], "ana", "Grupos")
    shown = {r["exercise"]: r["label"] for r in ClassTable([mine], lang="es").summary()}
    assert shown == {"p01": "p01 · destapar una carta", "free-the-queen": "free-the-queen · destapar una carta",
                     "odd": "odd"}  # fmt: skip
    assert set(GOAL_KINDS) == set(GOALS) | {"free"}  # every goal has its words in the table (Predicate: free)
    for lang in ("en", "pt", "pl", "es"):
        assert len({exercise_label("x", kind, lang) for kind in GOALS}) == len(GOALS)
