"""The classroom checked against the engine (issue 22): every right answer accepted, "lost" said as
soon as no line of the moves left meets the goal (never earlier, never by reading a face-down card),
``OnlyMove`` reading both columns, and 02's "Try it" promising only refusals that happen.

Budgets are counts (positions), never seconds.
"""

from __future__ import annotations

import contextlib
import io
import random
import re
from itertools import pairwise
from pathlib import Path

import jupytext
import matplotlib
import pytest

from spiderette_widget import Game, GameError
from spiderette_widget.classroom.exercises import Exercise, OnlyMove, TurnUp, WhichRule, WillBeAllowed, puzzles
from spiderette_widget.engine._cards import Card

matplotlib.use("Agg")

ROOT = Path(__file__).resolve().parent.parent
SOURCES = sorted((ROOT / "notebooks" / "src").glob("[0-9][0-9]_*.md"))


def _course_exercises() -> list[tuple[str, Exercise]]:
    """Every Exercise the course's notebooks make, found by running their code cells (small samples)."""
    import os

    from spiderette_widget.classroom import exercises as module

    made: list[Exercise] = []
    init = module.Exercise.__init__

    def record(self, *args, **kwargs):
        init(self, *args, **kwargs)
        made.append(self)

    env = {"SPIDERETTE_NB_DEALS": "3", "SPIDERETTE_NB_SPIDER_DEALS": "2"}
    old = {k: os.environ.get(k) for k in env}
    os.environ.update(env)
    module.Exercise.__init__ = record  # type: ignore[method-assign]
    found = []
    try:
        for path in SOURCES:
            before = len(made)
            ns: dict = {"__name__": "__course__"}
            for cell in jupytext.read(path).cells:
                if cell.cell_type != "code":
                    continue
                with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(GameError):
                    exec(compile(cell.source, str(path), "exec"), ns)  # a lesson may show a refusal
            found += [(path.stem, e) for e in made[before:]]
    finally:
        module.Exercise.__init__ = init  # type: ignore[method-assign]
        for k, v in old.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    return found


@pytest.fixture(scope="module")
def course_exercises():
    return _course_exercises()


# -------------------------------------------------- item 4: every right answer accepted
def _rule_holds(game: Game, action, rule: str) -> bool:
    """Whether ``action`` breaks ``rule``, read from the cards themselves (independent of the goal code)."""
    cols = game.columns
    if action.is_deal:
        return rule == "deal-empty-column" and any(not (c.hidden or c.up) for c in cols)
    src, dst = cols[action.src - 1], cols[action.dst - 1]
    if rule == "lift-face-down":
        return action.count > len(src.up)
    group = [Card(c) for c in src.up[-action.count :]]
    pairs = list(pairwise(group))
    if rule == "lift-descending":
        return any(b.rank != a.rank - 1 for a, b in pairs)
    if rule == "lift-one-suit":
        return any(b.suit != a.suit for a, b in pairs)
    if not dst.up or not group:
        return False
    top, first = Card(dst.up[-1]), group[0]
    return {
        "place-one-higher": top.rank != first.rank + 1,
        "nothing-on-ace": top.rank == 1,
        "king-only-to-empty": first.rank == 13,
        "no-wrap-around": first.rank == 1 and top.rank == 13,
    }.get(rule, False)


def _check_every_option(where: str, ex: Exercise) -> int:
    """Each option the engine shows true is accepted, each false one refused; returns the options checked."""
    goal, start = ex.goal, ex.start
    if isinstance(goal, WhichRule):
        truth = [_rule_holds(start, goal.action, r) for r in goal.rules]
    elif isinstance(goal, WillBeAllowed):
        try:
            start.check(goal.action)
            allowed = True
        except GameError:
            allowed = False
        truth = [allowed, not allowed]
    elif goal.kind == "score-after":
        end = start.copy()
        for a in goal.steps:
            end.play(a)
        assert goal.judge(end.score) and not goal.judge(end.score + 1) and not goal.judge(end.score - 1), where
        return 3
    else:
        return 0  # a teacher's own choice or number: the engine cannot judge its words
    assert any(truth), f"{where}: no option is true"
    for i, true in enumerate(truth, 1):
        assert goal.judge(i) == true, f"{where}: option {i} ({ex.options[i - 1]}) is {true} but judged {not true}"
        fresh = Exercise(start, goal, lang=ex.lang)  # through the learner's way too: answer() changes state
        assert fresh.answer(i).state == ("met" if true else ("lost" if goal.max_tries == 1 else "open")), where
    return len(truth)


def test_every_question_of_the_course_accepts_each_true_option_and_refuses_each_false_one(course_exercises):
    questions = [(stem, e) for stem, e in course_exercises if e.asks]
    assert {stem[:2] for stem, _ in questions} >= {"02", "03", "04", "05", "06", "07", "08", "10"}
    checked = sum(_check_every_option(f"{stem} {e.goal.label()}", e) for stem, e in questions)
    assert checked >= 30


def test_every_question_of_the_puzzle_set_is_judged_by_the_engine():
    for ex in puzzles():
        if ex.asks:
            _check_every_option(ex.name, ex)


def test_which_rule_offers_one_true_rule_and_accepts_every_rule_the_move_breaks():
    p02 = "spiderette\n1: ? ? | 9H\n2: 10S\n3: 10H\n4: AD\n5: KC\n6: ? | 8C\n7: QD\n"
    q = Exercise(p02, WhichRule("6>4"))  # 8♣ onto A♦: "nothing on an ace" and "one rank higher" are both true
    assert "A card goes only on a card exactly one rank higher." not in q.options
    assert q.answer("Nothing is ever placed on an ace.").state == "met"
    assert set(q.goal.broken) == {"nothing-on-ace", "place-one-higher"}
    assert q.goal.judge("nothing-on-ace")
    wrap = Exercise(p02, WhichRule("4>5"))  # A♦ onto K♣
    assert sum(_rule_holds(wrap.start, wrap.goal.action, r) for r in wrap.goal.rules) == 1


# ----------------------------------------- item 5: lost as soon as no line is left
KINGS = """
game: spiderette
1: ? | 9S
2: ? ? ? ? | KD
3: ? | 10H
4: 4C
5: 3H
6: ? ? | QS
7: ? | 8D
"""


def test_the_kings_exercise_is_lost_when_no_single_move_can_free_the_king():
    ex = Exercise(KINGS, TurnUp(2, within=2))
    check = ex.play("1>3")  # 9♠ onto 10♥ turns up a card; no move left after it can free K♦
    assert check.state == "lost", check
    ex.reset()
    assert ex.play("5>4").state == "open"  # 3♥ onto 4♣ empties column 5: K♦ can go there
    assert ex.play("2>5").state == "met"


def _unseen_shuffled(game: Game, seed: int) -> Game:
    """The same table with its face-down and stock cards dealt in another order (what a player sees is kept)."""
    d = game.to_dict()
    unseen = [c for col in d["columns"] for c in col["hidden"]] + d["stock"]
    random.Random(seed).shuffle(unseen)
    cards = iter(unseen)
    for col in d["columns"]:
        col["hidden"] = [next(cards) for _ in col["hidden"]]
    d["stock"] = [next(cards) for _ in d["stock"]]
    return Game.from_dict(d)


def _positions(ex: Exercise, cap: int):
    """Positions reached from the start by lines shorter than the budget, breadth-first (at most ``cap``)."""
    goal = ex.goal
    seen = set()
    frontier = [(ex.start, [])]
    while frontier:
        nxt = []
        for g, line in frontier:
            for a in g.legal_actions():
                child = g.copy()
                child.play(a)
                key = (tuple(child.columns), len(child.stock), child.removed)
                if key in seen or goal.reached(child) or len(line) + 1 >= goal.within:
                    continue
                seen.add(key)
                if len(seen) > cap:
                    return
                yield child, [*line, a]
                nxt.append((child, [*line, a]))
        frontier = nxt


@pytest.mark.slow
def test_lost_is_never_said_early_and_is_said_whenever_the_last_move_cannot_meet_the_goal():
    from spiderette_widget.classroom._goals import FULL_POSITIONS, _Reach, run_could_complete, shortest_line

    looked = lost = 0
    for ex in puzzles():
        goal = ex.goal
        if not isinstance(goal, _Reach) or goal.within is None or goal.within < 2:
            continue
        for game, line in _positions(ex, cap=8):
            left = goal.within - len(line)
            state, _ = goal.status(game, line)
            full = shortest_line(game, goal.reached, left, fair=False, cap=FULL_POSITIONS)
            if state == "lost":  # never earlier: with every card seen, no line of the moves left meets it
                assert full.line is None and full.sure, (ex.name, line)
                lost += 1
            if left == 1 and not run_could_complete(game):  # one move left: the verdict is exact
                assert (state == "lost") == (full.line is None), (ex.name, [str(a) for a in line])
            # never by reading a face-down card: the same verdict whatever lies face down
            assert goal.status(_unseen_shuffled(game, 7), line)[0] == state, (ex.name, line)
            looked += 1
    assert looked >= 200 and lost >= 10


# ------------------------------------------------ OnlyMove reads both columns
BOTH = """spiderette
1: {h}KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S
2: 5H AS
3: {h3}9D
4: 10C
5: 2D
6: 2C
7: 6C
"""


def test_only_move_counts_a_card_turned_up_or_a_column_emptied_where_the_move_lands():
    # A♠ completes the run on column 1: the run leaves, and column 1 turns up its card (or empties)
    turns = Exercise(BOTH.format(h="? | ", h3=""), OnlyMove("turns-up"))
    assert str(turns.goal.action) == "2>1x1" and turns.play("2>1").state == "met"
    empties = Exercise(BOTH.format(h="", h3="? | "), OnlyMove("empties-column"))
    assert str(empties.goal.action) == "2>1x1" and empties.play("2>1").state == "met"


# --------------------------------------------- 02's "Try it" promises refusals that happen
def test_02_try_it_refusals_happen_after_the_move_it_asks_for():
    text = (ROOT / "notebooks" / "src" / "02_placing_a_card.md").read_text(encoding="utf-8")
    position = re.search(r'POSITION = """(.*?)"""', text, re.S).group(1)
    refused = re.findall(r'try_move\(start, "([^"]+)"', text)
    assert len(refused) == 4
    start = Game.from_text(position)
    tried = start.copy()
    tried.play("1>2")  # "Drag the 9♥ onto the 10♠"
    for move in refused:
        for game in (start, tried):
            with pytest.raises(GameError):
                game.check(move)
    # named in "Try it" and above the refusal itself, in each language (Portuguese and Spanish say it alike)
    for cards, times in (("8♣ on 10♥", 2), ("8♣ sobre 10♥", 4), ("8♣ na 10♥", 2)):
        assert text.count(cards) == times, cards


# ------------------------------------------------------- item 8: exercise files
FILE = """title = "Grupos"
lang = "pt"

[[exercise]]
name = "liberte"
position = "spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C"
goal = "turn-up"
column = 1
within = 2
why = "O 7♥ sai primeiro; depois o 9♠ 8♠ move-se como um só grupo."
"""


def test_an_exercise_file_in_another_encoding_names_the_file_the_line_and_the_fix(tmp_path):
    from spiderette_widget.classroom._exercise_file import ExerciseFileError
    from spiderette_widget.classroom.exercises import load_exercises

    latin = tmp_path / "latin.toml"
    latin.write_bytes(FILE.replace("♥", "").replace("♠", "").replace("Grupos", "Exercícios").encode("latin-1"))
    with pytest.raises(ExerciseFileError) as info:
        load_exercises(latin)
    assert info.value.line == 1 and str(latin) in str(info.value) and "save the file as UTF-8" in str(info.value)
    utf16 = tmp_path / "utf16.toml"
    utf16.write_text(FILE, encoding="utf-16")
    with pytest.raises(ExerciseFileError, match=r"utf16\.toml: the file is saved as UTF-16.*save the file as UTF-8"):
        load_exercises(utf16)
    bom = tmp_path / "bom.toml"
    bom.write_bytes(b"\xef\xbb\xbf" + FILE.encode("utf-8"))  # as Notepad saves it
    assert load_exercises(bom).title == "Grupos" and load_exercises("\ufeff" + FILE).title == "Grupos"


@pytest.mark.parametrize("within", [501, 1_000_000, 10**30])
def test_within_has_a_sane_maximum_with_a_clear_message(within):
    from spiderette_widget.classroom._exercise_file import ExerciseFileError
    from spiderette_widget.classroom.exercises import GoalError, load_exercises

    with pytest.raises(ExerciseFileError, match=r"line 9: .*within .* must be at most 500") as info:
        load_exercises(FILE.replace("within = 2", f"within = {within}"))
    assert "no goal needs more than 500 moves" in str(info.value) and len(str(info.value)) < 300
    with pytest.raises(GoalError, match="must be at most 500"):
        Exercise("spiderette\n1: QH ? | 9S 8S 7H\n2: 10D\n3: 8C", TurnUp(1, within=within))
    assert Exercise("spiderette\n1: QH ? | 9S 8S 7H\n2: 10D\n3: 8C", TurnUp(1, within=500)).goal.within == 500


# ------------------------------------------------------------ item 9: class results
class _Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


TEACHING = "spiderette\n1: QH ? | 9S 8S 7H\n2: 10D\n3: 8C\n"


def _set(learner: str, clock=None):
    from spiderette_widget.classroom.exercises import ExerciseSet

    timed = {"clock": clock} if clock is not None else {}
    return ExerciseSet(
        [
            Exercise(TEACHING, TurnUp(1, within=2), name="a", **timed),
            Exercise(TEACHING, WillBeAllowed("1>3"), name="b", **timed),
            Exercise(TEACHING, WillBeAllowed("1>2x3"), name="c", **timed),
        ],
        learner=learner,
    )


def test_seconds_stop_when_the_learner_leaves_the_exercise():
    from spiderette_widget import SpideretteWidget

    clock = _Clock()
    s = _set("ana", clock)
    s.current.begin()
    s.current.play("1>3")
    clock.now += 39  # 39 s on the first exercise, not solved, then on to the next
    s.next()
    clock.now += 200  # the file is saved much later
    assert s[0].seconds == 39 and s[1].seconds == 200
    assert [r["seconds"] for r in s.results().rows] == [39, 200, 0]
    s.go(0)  # back to the first: its clock goes on from 39
    clock.now += 5
    assert s[0].play("1>2").state == "met" and s[0].seconds == 44
    clock.now += 100
    assert s[0].seconds == 44  # solved: stopped
    w = SpideretteWidget(exercise=s)  # the board shows the set's current exercise...
    s.go(1)
    seconds = s[1].seconds
    w.exercise = Exercise(TEACHING, TurnUp(1, within=2), name="other", clock=clock)  # ...until another replaces it
    clock.now += 60
    assert s[1].seconds == seconds


def _class(tmp_path):
    from spiderette_widget.classroom.results import merge_results

    clock = _Clock()
    for name, plays in (("ana", ["1>3", "1>2"]), ("bo", ["1>2"]), ("cy", [])):
        s = _set(name, clock)
        for move in plays:
            s.current.play(move)
        s.next()
        if name != "cy":
            s.current.answer("no")  # "b": 1>3 is allowed, "no" is wrong
        s.results().to_csv(tmp_path / f"{name}.csv")
    return merge_results(tmp_path)


def test_an_untried_exercise_is_counted_aside_not_as_failed(tmp_path):
    table = _class(tmp_path)
    summary = {r["exercise"]: r for r in table.summary()}
    # a: ana solved it, bo tried and failed (a refused move is a try), cy never touched it
    assert summary["a"]["tried"] == 2 and summary["a"]["untried"] == 1 and summary["a"]["solved_share"] == 0.5
    assert summary["b"]["tried"] == 2 and summary["b"]["solved_share"] == 0
    assert summary["c"]["tried"] == 0 and summary["c"]["solved_share"] is None  # nobody tried: not "0 % solved"
    assert [r["exercise"] for r in table.summary()] == ["b", "a", "c"]  # untried last, not hardest


def test_summary_is_a_table_in_a_notebook_and_text_in_a_console(tmp_path):
    from spiderette_widget.classroom.results import SummaryTable

    summary = _class(tmp_path).summary()
    assert isinstance(summary, SummaryTable) and len(summary) == 3
    html = summary._repr_html_()
    assert html.startswith("<table>") and html.count("<tr>") == 4 and "untried" in html
    text = repr(summary).splitlines()
    assert len(text) == 4 and text[0].split()[:3] == ["exercise", "learners", "tried"]
    assert [row["exercise"] for row in summary] == [summary[i]["exercise"] for i in range(3)]
    assert "–" in text[-1]  # nobody tried c: no share, shown as a dash
    assert summary.to_csv().startswith("exercise,learners,tried,untried,solved")


def test_the_class_chart_stays_readable_for_60_puzzles_and_30_learners():
    from spiderette_widget.classroom.results import ClassTable, Results

    rng = random.Random(0)
    results = []
    for k in range(30):
        rows = []
        stop = rng.randint(20, 60)
        for i in range(60):
            tried = i < stop
            solved = tried and rng.random() < 1 - i / 80
            rows.append(
                {
                    "exercise": f"p{i + 1:02d}",
                    "solved": solved,
                    "tries": int(tried),
                    "seconds": 30.0 * tried,
                    "hints": 0,
                    "shown": False,
                }
            )
        results.append(Results(rows, learner=f"learner{k:02d}"))
    table = ClassTable(results)
    ax = table.plot()
    fig = ax.figure
    width, height = fig.get_size_inches() * fig.dpi
    assert width <= 900 and height <= 1100, (width, height)  # a notebook's width (not scaled down), a screen
    grid = next(a for a in fig.axes if a is not ax)
    assert grid.images[0].get_array().shape == (60, 30)  # puzzle by learner, on the bars' rows
    assert len(ax.get_yticklabels()) == 60 and len(grid.get_xticklabels()) == 30
    labels = [t.get_text() for t in fig.legends[0].get_texts()]
    assert "not tried" in labels and "solved" in labels
    assert len(ax.patches) >= 60 and ax.get_xlim()[1] > 100
    # issue 41 item 13: every word at least a notebook's small text (8 pt at 100 dpi: 11 px)
    fig.canvas.draw()
    texts = [t for t in fig.findobj(lambda o: hasattr(o, "get_fontsize") and hasattr(o, "get_text")) if t.get_text()]
    assert len(texts) > 100 and min(t.get_fontsize() for t in texts) >= 8, min(t.get_fontsize() for t in texts)
    import matplotlib.pyplot as plt

    plt.close(fig)


# ------------------------------------------------------------- item 6: the puzzle set
FACE = re.compile(r"(10|[2-9AJQKVDRW])([♠♥♦♣])")


@pytest.fixture(scope="module")
def puzzle_set():
    return puzzles()


def _tool(name: str):
    import importlib
    import sys

    sys.path.insert(0, str(ROOT / "tools"))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.pop(0)


def test_the_puzzle_set_is_sixty_or_more_from_every_game_with_no_position_twice(puzzle_set):
    from spiderette_widget.classroom._goals import _key

    assert len(puzzle_set) >= 60
    kinds = {(p.start.game, p.start.to_dict()["suits"]) for p in puzzle_set}
    assert {("spiderette", 1), ("spiderette", 2), ("spiderette", 4), ("spider", 1), ("spider", 2)} <= kinds
    starts = [_key(p.start) for p in puzzle_set]
    assert len(set(starts)) == len(starts), "a position is given twice"
    for p in puzzle_set:  # none lies on another's answer line
        g = p.start
        for action in p.goal.line:
            g.play(action)
            others = [q.name for q in puzzle_set if q is not p and _key(q.start) == _key(g)]
            assert not others, f"{others} lies on {p.name}'s answer line"
    deals = [p.start.code for p in puzzle_set]
    assert max(deals.count(d) for d in deals) <= 2  # no deal reused more than twice


def test_no_puzzle_has_a_single_sensible_move_and_levels_run_one_to_five(puzzle_set):
    sensible = _tool("make_puzzles").sensible
    for p in puzzle_set:
        g = p.start
        assert sum(sensible(g, a) for a in g.legal_actions()) >= 3, p.name
    levels = [p.level for p in puzzle_set]
    assert set(levels) == {1, 2, 3, 4, 5} and min(levels.count(n) for n in range(1, 6)) >= len(puzzle_set) // 6
    difficulty = [p.difficulty for p in puzzle_set]
    assert difficulty == sorted(difficulty) and levels == sorted(levels)  # one measure, levels its quintiles
    for p in puzzle_set:  # the board shows the level beside the title: the title does not say it again
        assert p.title_in("en") == f"Puzzle {int(p.name[1:])}" and "nível" not in p.title_in("pt")


def test_every_answer_line_replays_in_the_engine_and_meets_its_goal(puzzle_set):
    for p in puzzle_set:
        game = p.start
        for action in p.goal.line:
            game.play(action)  # the engine refuses an illegal action
        ex = Exercise(p.start, p.goal, lang="en")
        for action in p.goal.line:
            check = ex.play(action)
        assert check.state == "met" and ex.solved, (p.name, check)
        if p.goal.within is not None:
            assert len(p.goal.line) <= p.goal.within


def test_every_why_names_the_key_move_and_the_natural_alternative_and_only_cards_in_sight(puzzle_set):
    natural = {"en": "The natural try, ", "pt": "A jogada mais óbvia, ", "pl": "Najbardziej oczywisty ruch, ",
               "es": "El movimiento más obvio, "}  # fmt: skip
    key = {"en": "Moving ", "pt": "Mover ", "pl": "Przeniesienie ", "es": "Mover "}
    texts = set()
    for p in puzzle_set:
        assert set(p.why) == {"en", "pt", "pl", "es"}, p.name
        for lang, text in p.why.items():
            assert text.startswith(key[lang]) and natural[lang] in text, (p.name, lang, text)
            assert "{" not in text and "  " not in text, (p.name, lang)
        start = p.start
        faces = {
            f"{'A23456789'[c.rank - 1] if c.rank < 10 else {10: '10', 11: 'J', 12: 'Q', 13: 'K'}[c.rank]}"
            f"{'♠♥♦♣'['SHDC'.index(c.suit)]}"
            for col in start.columns
            for c in map(Card, col.up)
        }
        for rank, suit in FACE.findall(p.why["en"]):
            assert rank + suit in faces, f"{p.name} names {rank}{suit}, which is not face up at the start"
        texts.add(p.why["en"])
    assert len(texts) == len(puzzle_set)  # each why is the puzzle's own, not one sentence for all


@pytest.mark.parametrize("level", ["9", "0", '"hard"', "true"])
def test_a_bad_level_in_an_exercise_file_names_its_line(level):
    from spiderette_widget.classroom._exercise_file import ExerciseFileError
    from spiderette_widget.classroom.exercises import load_exercises

    with pytest.raises(ExerciseFileError, match=r"line 10: .*level must be a whole number from 1 to 5") as info:
        load_exercises(FILE.replace("within = 2\n", f"within = 2\nlevel = {level}\n"))
    assert info.value.line == 10
    assert load_exercises(FILE.replace("within = 2\n", "within = 2\nlevel = 3\n"))[0].level == 3


@pytest.mark.parametrize(
    ("lang", "legend", "axis"), [("pt", "não tentado", "resolvidos (%)"), ("pl", "bez próby", "rozwiązane (%)")]
)
def test_the_class_chart_speaks_the_notebooks_language(lang, legend, axis):
    import matplotlib.pyplot as plt

    from spiderette_widget.classroom.results import ClassTable, Results

    rows = [{"exercise": "p01", "solved": True, "tries": 1, "seconds": 5.0, "hints": 0, "shown": False},
            {"exercise": "p02", "solved": False, "tries": 0, "seconds": 0.0, "hints": 0, "shown": False}]  # fmt: skip
    ax = ClassTable([Results(rows, learner="ana")]).plot(lang=lang)
    fig = ax.figure
    words = [t.get_text() for t in fig.legends[0].get_texts()] + [ax.get_xlabel(), fig.get_suptitle()]
    plt.close(fig)
    assert legend in words and axis in words
    assert not any(english in " ".join(words) for english in ("learners", "not tried", "solved"))
    with pytest.raises(ValueError, match="xx"):
        ClassTable([Results(rows, learner="ana")]).plot(lang="xx")


def test_the_class_chart_is_as_wide_as_a_notebook_output_with_its_legend_in_sight():
    """Issue 52 point 6: a 496 px picture in a ~900 px output, the title wrapping "(13 / learners)", the legend
    under 64 rows."""
    from spiderette_widget.classroom.results import ClassTable, Results

    names = [f"p{i:02d}" for i in range(1, 65)]
    learners = [Results([{"exercise": n, "solved": i % 2 == 0, "tries": 1, "seconds": 9, "hints": 0} for n in names],
                        f"l{i}") for i in range(13)]  # fmt: skip
    fig = ClassTable(learners).plot().figure
    fig.canvas.draw()
    assert fig.get_figwidth() >= 8.5
    legend = fig.legends[0].get_window_extent()
    assert legend.y1 > 0.9 * fig.bbox.height  # at the top, beside the title
    title = fig._suptitle.get_text()
    assert "(13\xa0learners)" in title  # never broken between the lines
