"""Results of exercises: a table per learner, saved as CSV or JSON, merged into a class table.

Nothing here writes a file or sends anything unless you call ``to_csv`` or
``to_json`` yourself. A teacher collects the files and merges the folder:

>>> r = Results([{"exercise": "e1", "goal": "turn-up", "solved": True, "tries": 2, "seconds": 31.5,
...               "hints": 1, "shown": False, "refused": 0, "moves": "1>3x1 1>2x2"}], learner="ana")
>>> r.rows[0]["learner"], r.rows[0]["tries"]
('ana', 2)

``merge_results(folder)`` reads every ``*.csv`` and ``*.json`` results file
in a folder into a ``ClassTable``; ``table.summary()`` gives one row per
exercise, hardest first, and ``table.plot()`` draws it with matplotlib.
"""

from __future__ import annotations

import csv
import io
import json
import re
import statistics
import sys
from collections.abc import Iterable, Iterator
from functools import cache
from html import escape
from pathlib import Path
from textwrap import fill
from typing import Any

from ..engine._errors import GameError
from ..text._words import check_lang, decimal_symbol, say

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

__all__ = ["ClassTable", "Results", "ResultsError", "SummaryTable", "merge_results"]

FIELDS = ("learner", "exercise", "goal", "solved", "tries", "seconds", "hints", "shown", "refused", "moves", "tried")
SCHEMA = 1


class ResultsError(GameError):
    """A results file that cannot be read; the message names the file (and the row).

    >>> import tempfile, os
    >>> from spiderette_widget.classroom import ResultsError, merge_results
    >>> folder = tempfile.mkdtemp()
    >>> with open(os.path.join(folder, "ana.csv"), "w") as f:
    ...     f.write("not,a,results,file\\n1,2,3,4\\n")
    ...
    27
    >>> try:
    ...     merge_results(folder)
    ... except ResultsError as e:
    ...     print("ana.csv" in str(e))
    ...
    True
    """


def _html_table(rows: list[dict[str, Any]], fields: Iterable[str]) -> str:
    fields = list(fields)
    head = "".join(f"<th>{escape(f)}</th>" for f in fields)
    body = "".join("<tr>" + "".join(f"<td>{escape(str(r.get(f, '')))}</td>" for f in fields) + "</tr>" for r in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _as_bool(value: Any, where: str) -> bool:
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in ("true", "1", "yes"):
        return True
    if text in ("false", "0", "no", ""):
        return False
    msg = f"{where}: expected true or false, got {value!r}"
    raise ResultsError(msg)


def _as_number(value: Any, where: str, kind: type) -> Any:
    try:
        number = kind(value)
    except (TypeError, ValueError):
        msg = f"{where}: expected a number, got {value!r}"
        raise ResultsError(msg) from None
    if number < 0:
        msg = f"{where}: expected a number of at least 0, got {value!r}"
        raise ResultsError(msg)
    return number


def _clean(row: dict[str, Any], learner: str | None, where: str) -> dict[str, Any]:
    missing = [f for f in ("exercise", "solved", "tries", "seconds", "hints") if f not in row]
    if missing:
        msg = f"{where}: missing {', '.join(missing)}"
        raise ResultsError(msg)
    out = {
        "learner": str(row.get("learner") or learner or ""),
        "exercise": str(row["exercise"]),
        "goal": str(row.get("goal", "")),
        "solved": _as_bool(row["solved"], f"{where}, solved"),
        "tries": _as_number(row["tries"], f"{where}, tries", int),
        "seconds": _as_number(row["seconds"], f"{where}, seconds", float),
        "hints": _as_number(row["hints"], f"{where}, hints", int),
        "shown": _as_bool(row.get("shown", False), f"{where}, shown"),
        "refused": _as_number(row.get("refused", 0), f"{where}, refused", int),
        "moves": str(row.get("moves", "")),
    }
    # an exercise the learner never touched is not a failed one (files written before "tried": inferred)
    engaged = bool(out["tries"] or out["hints"] or out["shown"] or out["solved"] or out["refused"])
    tried = row.get("tried")
    out["tried"] = engaged or (tried is not None and tried != "" and _as_bool(tried, f"{where}, tried"))
    return out


class Results:
    """One learner's results, a row per exercise (``rows``: list of dicts with ``FIELDS``).

    >>> from spiderette_widget.classroom import Exercise, ExerciseSet, TurnUp
    >>> ex = Exercise("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C", TurnUp(1, within=2), name="free-the-queen")
    >>> ex.play("1>3"); ex.play("1>2")
    Check('open', 'Not yet: 1 move left.')
    Check('met', 'Goal met in 2 moves.')
    >>> results = ExerciseSet([ex], learner="Ana").results()
    >>> [(r["exercise"], r["solved"], r["tries"]) for r in results.rows]
    [('free-the-queen', True, 1)]
    """

    def __init__(self, rows: Iterable[dict[str, Any]], learner: str | None = None, title: str | None = None) -> None:
        self.learner = learner
        self.title = title
        self.rows = [_clean(r, learner, f"row {i}") for i, r in enumerate(rows, 1)]

    def __len__(self) -> int:
        return len(self.rows)

    def to_csv(self, path: str | Path | None = None) -> str:
        """The table as CSV text; written to ``path`` too when given."""
        out = io.StringIO()
        writer = csv.DictWriter(out, fieldnames=FIELDS, lineterminator="\n")
        writer.writeheader()
        writer.writerows(self.rows)
        text = out.getvalue()
        if path is not None:
            Path(path).write_text(text, encoding="utf-8")
        return text

    def to_json(self, path: str | Path | None = None) -> str:
        """The table as JSON text (``{"schema", "learner", "title", "rows"}``); written to ``path`` too."""
        text = json.dumps(
            {"schema": SCHEMA, "learner": self.learner, "title": self.title, "rows": self.rows},
            ensure_ascii=False,
            indent=1,
        )
        if path is not None:
            Path(path).write_text(text + "\n", encoding="utf-8")
        return text

    @classmethod
    def read(cls, path: str | Path) -> Results:
        """Read a file ``to_csv`` or ``to_json`` wrote; the learner defaults to the file's name."""
        path = Path(path)
        try:
            text = path.read_text(encoding="utf-8-sig")  # a byte-order mark (Excel, Notepad) is skipped
        except OSError as e:
            msg = f"{path}: cannot be read ({e.strerror})"
            raise ResultsError(msg) from None
        except UnicodeDecodeError as e:
            line = path.read_bytes().count(b"\n", 0, e.start) + 1
            msg = f"{path}, line {line}: not UTF-8 text: save the file as UTF-8"
            raise ResultsError(msg) from None
        if path.suffix.lower() == ".json":
            try:
                data = json.loads(text)
            except json.JSONDecodeError as e:
                msg = f"{path}, line {e.lineno}: not JSON ({e.msg})"
                raise ResultsError(msg) from None
            if not isinstance(data, dict) or not isinstance(data.get("rows"), list):
                msg = f"{path}: expected an object with a 'rows' list, as Results.to_json writes"
                raise ResultsError(msg)
            learner = data.get("learner") or path.stem
            rows = [_clean(r, learner, f"{path}, row {i}") for i, r in enumerate(data["rows"], 1)]
            return cls(rows, learner, data.get("title"))
        reader = csv.DictReader(io.StringIO(text))
        if not reader.fieldnames or "exercise" not in reader.fieldnames:
            msg = f"{path}, line 1: expected a header with {', '.join(FIELDS)}"
            raise ResultsError(msg)
        rows = [_clean(r, path.stem, f"{path}, line {reader.line_num}") for r in reader]
        return cls(rows, path.stem)

    def _repr_html_(self) -> str:
        head = " · ".join(escape(t) for t in (self.title, self.learner) if t)  # the set's title, then whose
        return (f"<p><strong>{head}</strong></p>" if head else "") + _html_table(self.rows, FIELDS)

    def __repr__(self) -> str:
        solved = sum(r["solved"] for r in self.rows)
        title = f" ({self.title})" if self.title else ""
        return f"<Results {self.learner or ''!r}{title}: {len(self.rows)} exercises, {solved} solved>"


class ClassTable:
    """Every learner's rows together (``rows``), with a per-exercise ``summary()`` and a ``plot()``.

    ``lang`` is the language the summary's headers and numbers are shown in (the rows' keys stay English).

    >>> import tempfile
    >>> from spiderette_widget.classroom import Exercise, ExerciseSet, TurnUp, merge_results
    >>> folder = tempfile.mkdtemp()
    >>> for learner, line in (("Ana", ["1>3", "1>2"]), ("Bruno", ["1>2"])):
    ...     ex = Exercise("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C", TurnUp(1, within=2), name="queen")
    ...     for move in line:
    ...         check = ex.play(move)
    ...     path = ExerciseSet([ex], learner=learner).results().to_csv(f"{folder}/{learner}.csv")
    ...
    >>> table = merge_results(folder)
    >>> len(table.rows), table.summary()[0]["exercise"]
    (2, 'queen')
    """

    def __init__(self, results: Iterable[Results], lang: str = "en") -> None:
        check_lang(lang)
        self.results = list(results)
        self.rows = [row for r in self.results for row in r.rows]
        self.lang = lang

    @property
    def learners(self) -> list[str]:
        return sorted({r["learner"] for r in self.rows})

    @property
    def title(self) -> str | None:
        """The title of the set the results are of (the file's ``title``; several, joined by " / "), or None."""
        titles = list(dict.fromkeys(r.title for r in self.results if r.title))
        return " / ".join(titles) or None

    @property
    def exercises(self) -> list[str]:
        """The exercises in the order the files list them (the set's order)."""
        return list(dict.fromkeys(r["exercise"] for r in self.rows))

    def summary(self) -> SummaryTable:
        """One row per exercise, hardest first: lowest share solved of those who tried it, then most tries,
        then most seconds; exercises nobody tried come last (``tried`` 0, ``solved_share`` None).

        The share counts only learners who tried the exercise (``tried``); those who never touched it
        are counted aside (``untried``), never as failures.
        """
        by: dict[str, list[dict[str, Any]]] = {name: [] for name in self.exercises}
        for row in self.rows:
            by[row["exercise"]].append(row)
        shipped = self._shipped_names()
        out = []
        for name, rows in by.items():
            tried = [r for r in rows if r["tried"]]
            solved = sum(r["solved"] for r in tried)
            out.append(
                {
                    "exercise": name,
                    "label": exercise_label(name, rows[0]["goal"], self.lang, shipped=name in shipped),
                    "learners": len(rows),
                    "tried": len(tried),
                    "untried": len(rows) - len(tried),
                    "solved": solved,
                    "solved_share": round(solved / len(tried), 2) if tried else None,
                    "median_tries": statistics.median(r["tries"] for r in tried) if tried else 0,
                    "median_seconds": statistics.median(r["seconds"] for r in tried) if tried else 0.0,
                    "hints": sum(r["hints"] for r in rows),
                    "shown": sum(r["shown"] for r in rows),
                }
            )
        out.sort(
            key=lambda s: (
                s["solved_share"] is None,
                s["solved_share"] or 0,
                -s["median_tries"],
                -s["median_seconds"],
                s["exercise"],
            )
        )
        return SummaryTable(out, self.title, self.lang)

    def _shipped_names(self) -> set[str]:
        """The exercises that come from the shipped puzzle set: files titled as it is (or untitled)."""
        titles = set(_shipped_puzzles()[1])
        return {row["exercise"] for r in self.results if r.title is None or r.title in titles for row in r.rows}

    def to_csv(self, path: str | Path | None = None) -> str:
        """Every learner's rows as one CSV; written to ``path`` too when given."""
        return Results(self.rows).to_csv(path)

    def chart(self, lang: str = "en") -> Any:
        """The top of ``plot()`` as a chart description (``pictures.charts.Chart``), which ``figure()`` draws
        with matplotlib or, without it (the in-browser course), as a Vega-Lite chart: for each exercise, in
        the set's order, the share of the learners who tried it and solved it, hatched where nobody tried
        it. Its words are in ``lang``.

        >>> def row(exercise, tries, solved):
        ...     return {"exercise": exercise, "solved": solved, "tries": tries, "seconds": 9, "hints": 0}
        >>> t = ClassTable([Results([row("a", 1, True), row("b", 0, False)], "ann"),
        ...                 Results([row("a", 2, False), row("b", 0, False)], "bo")])
        >>> c = t.chart()
        >>> c.x.categories, c.layers[0].heights, [layer.name for layer in c.layers]
        (('a', 'b'), (0.5, 0.0), ['solved (% of those who tried)', 'not tried'])
        """
        from ..pictures.charts import Axis, Bars, Chart, LegendEntry

        check_lang(lang)
        names = self.exercises
        stats = {s["exercise"]: s for s in self.summary()}
        xs = tuple(float(x) for x in range(len(names)))
        shares = tuple(float(stats[n]["solved_share"] or 0.0) for n in names)
        solved = say("class.solved_bar", lang)
        layers = [Bars(xs, shares, SOLVED_GREEN, 0.8, name=solved)]
        legend = [LegendEntry(solved, SOLVED_GREEN, "square")]
        nobody = [x for x, n in zip(xs, names, strict=True) if stats[n]["tried"] == 0]
        if nobody:
            untried = say("class.untried", lang)
            layers.append(Bars(tuple(nobody), tuple(1.0 for _ in nobody), UNTRIED_GREY, 0.8, hatched=True,
                               name=untried))  # fmt: skip
            legend.append(LegendEntry(untried, UNTRIED_GREY, "hatched"))
        title = say("class.title", lang, n=len(self.learners))
        x = Axis("", categories=tuple(names), tilt=True)
        y = Axis(say("class.solved_axis", lang), percent=True, domain=(0.0, 1.05))
        return Chart(title, x, y, tuple(layers), tuple(legend), legend_outside=True, size=(8.5, 4.0), grid="y")

    def plot(self, ax: Any = None, lang: str = "en") -> Any:
        """The class at a glance; returns the Axes of the bars (``ax.figure`` holds the whole chart).

        One row per exercise, in the set's order from the top: on the left the share of the learners
        who tried it and solved it (a grey number: those who did not try it), on the right, on the same
        rows, an exercise-by-learner map (solved, solved with hints, tried and not solved, answer shown,
        not tried). The chart is as wide as a notebook's output (no scaling down) and every word in it is
        at least ``TEXT`` points, a notebook's small text; 60 puzzles and 30 learners fit a screen. Given
        ``ax``, only the bars are drawn there. Its words are in ``lang`` ("en", "pt", "pl", "es").
        """
        import matplotlib.pyplot as plt

        check_lang(lang)

        names = self.exercises
        learners = self.learners
        stats = {s["exercise"]: s for s in self.summary()}
        if ax is None:
            map_width = min(max(1.6, 0.15 * len(learners)), 4.8)
            height = max(3.4, ROW * len(names) + 2.4)
            width = max(WIDTH, 2.9 + map_width)  # a notebook output's width: the title on one or two lines
            _, (ax, grid) = plt.subplots(
                1,
                2,
                figsize=(width, height),
                sharey=True,
                gridspec_kw={"width_ratios": [width - 0.9 - map_width, map_width]},
                layout="constrained",
            )
            self._draw_map(grid, names, learners, lang)
        _draw_bars(ax, names, stats, len(learners), lang, self.title)
        return ax

    def _draw_map(self, ax: Any, names: list[str], learners: list[str], lang: str) -> None:
        from matplotlib.colors import ListedColormap
        from matplotlib.patches import Patch

        col = {n: i for i, n in enumerate(names)}
        row = {n: i for i, n in enumerate(learners)}
        grid = [[0] * len(learners) for _ in names]  # 0 not tried; a row per exercise, as the bars
        for r in self.rows:
            if not r["tried"]:
                value = 0
            elif r["shown"] and not r["solved"]:
                value = 3
            elif r["solved"]:
                value = 4 if r["hints"] else 5
            else:
                value = 2
            grid[col[r["exercise"]]][row[r["learner"]]] = value
        colours = ["#f2f2f2", "#ffffff", "#e8a33d", "#8e7cc3", "#9fd39b", "#2e7d32"]
        ax.imshow(grid, cmap=ListedColormap(colours), vmin=0, vmax=5, aspect="auto", interpolation="nearest")
        ax.set_xticks(range(len(learners)), learners, rotation=90, fontsize=TEXT)
        ax.set_xticks([x - 0.5 for x in range(1, len(learners))], minor=True)
        ax.set_yticks([y - 0.5 for y in range(1, len(names))], minor=True)
        ax.grid(which="minor", color="white", linewidth=0.6)
        ax.tick_params(which="minor", length=0)
        ax.tick_params(axis="y", labelleft=False)  # the exercises are named once, by the bars
        ax.set_xlabel(say("class.learner", lang), fontsize=TEXT)
        keys = [
            (5, say("class.solved", lang)),
            (4, say("class.solved_hints", lang)),
            (2, say("class.not_solved", lang)),
            (3, say("class.shown", lang)),
            (0, say("class.untried", lang)),
        ]
        ax.figure.legend(
            handles=[Patch(facecolor=colours[v], edgecolor="#999999", label=label) for v, label in keys],
            loc="outside right upper",  # beside the map, in sight: not under 60 rows (issue 52, point 6)
            ncol=1,
            fontsize=TEXT,
            frameon=False,
        )

    def _repr_html_(self) -> str:
        return self.summary()._repr_html_()

    def __repr__(self) -> str:
        return f"<ClassTable: {len(self.learners)} learners, {len(self.rows)} rows>"


TEXT = 8  # points: the chart's smallest words, at 100 dpi as large as a notebook's small text (11 px)
ROW = 0.14  # inches a row (an exercise) takes in the class chart: a word of TEXT points and a little air
WIDTH = 8.5  # inches: the class chart as wide as a notebook's output (850 px at 100 dpi)

SUMMARY_FIELDS = (
    "exercise",
    "learners",
    "tried",
    "untried",
    "solved",
    "solved_share",
    "median_tries",
    "median_seconds",
    "hints",
    "shown",
)


class SummaryTable:
    """``ClassTable.summary()``: one row (a dict) per exercise; a table in a notebook, text in a console.

    Iterate it, index it (``table[0]["exercise"]``) or take ``rows``; ``to_csv`` saves it.

    >>> import tempfile
    >>> from spiderette_widget.classroom import Exercise, ExerciseSet, TurnUp, merge_results
    >>> folder = tempfile.mkdtemp()
    >>> ex = Exercise("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C", TurnUp(1, within=2), name="queen")
    >>> path = ExerciseSet([ex], learner="Ana").results().to_csv(f"{folder}/ana.csv")
    >>> summary = merge_results(folder).summary()
    >>> summary[0]["exercise"], len(summary)
    ('queen', 1)
    """

    def __init__(self, rows: list[dict[str, Any]], title: str | None = None, lang: str = "en") -> None:
        self.rows = rows
        self.title = title  # the set's title, shown above the table
        self.lang = lang  # the headers' language and the decimal sign shown (the rows' keys stay English)

    def headers(self) -> list[str]:
        """The columns' names as shown, in the table's language."""
        return [say(f"class.field.{f}", self.lang) for f in SUMMARY_FIELDS]

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self) -> Iterator[dict[str, Any]]:
        return iter(self.rows)

    def __getitem__(self, i: int) -> dict[str, Any]:
        return self.rows[i]

    def __eq__(self, other: object) -> bool:
        return self.rows == (other.rows if isinstance(other, SummaryTable) else other)

    __hash__ = None  # type: ignore[assignment]

    def _cell(self, value: Any, field: str = "") -> str:
        if value is None:
            return "–"
        if field == "solved_share" and self.lang != "en":  # "% resolvidos": a percentage
            value = round(100 * value, 1)
        if isinstance(value, float):
            text = f"{value:g}"
            return text.replace(".", decimal_symbol(self.lang))  # CLDR's decimal symbol of the language
        return str(value)

    def _shown(self, row: dict[str, Any], field: str) -> str:
        """A cell as shown: the exercise by its label (a puzzle's number, level and goal), numbers in the language."""
        if field == "exercise":
            return str(row.get("label") or row["exercise"])
        return self._cell(row[field], field)

    def _repr_html_(self) -> str:
        names = self.headers()
        rows = [{h: self._shown(r, f) for h, f in zip(names, SUMMARY_FIELDS, strict=True)} for r in self.rows]
        head = f"<p><strong>{escape(self.title)}</strong></p>" if self.title else ""
        return head + _html_table(rows, tuple(names))

    def __repr__(self) -> str:
        cells = [self.headers()] + [[self._shown(r, f) for f in SUMMARY_FIELDS] for r in self.rows]
        widths = [max(len(row[i]) for row in cells) for i in range(len(SUMMARY_FIELDS))]
        lines = [
            "  ".join(c.rjust(w) if k else c.ljust(w) for k, (c, w) in enumerate(zip(row, widths, strict=True)))
            for row in cells
        ]
        return "\n".join([self.title, *lines] if self.title else lines)

    def to_csv(self, path: str | Path | None = None) -> str:
        """The summary as CSV text; written to ``path`` too when given."""
        out = io.StringIO()
        writer = csv.DictWriter(out, fieldnames=SUMMARY_FIELDS, lineterminator="\n", extrasaction="ignore")
        writer.writeheader()
        writer.writerows(self.rows)
        if path is not None:
            Path(path).write_text(out.getvalue(), encoding="utf-8")
        return out.getvalue()


PUZZLES_FILE = Path(__file__).parent.parent / "data" / "puzzles.toml"  # the shipped puzzle set (puzzles())


@cache
def _shipped_puzzles() -> tuple[dict[str, tuple[int, int, str, str]], tuple[str, ...]]:
    """The shipped puzzle set's names -> (number, level, goal's kind, its words' key), and the set's titles."""
    data = tomllib.loads(PUZZLES_FILE.read_text(encoding="utf-8"))
    puzzles = {}
    for number, item in enumerate(data["exercise"], 1):
        kind = item["goal"]
        puzzles[item["name"]] = (number, item["level"], kind, f"only-{item['effect']}" if kind == "only-move" else kind)
    return puzzles, tuple(data["title"].values())


def exercise_label(name: str, goal: str, lang: str = "en", shipped: bool = True) -> str:
    """How the class table names an exercise in ``lang``: a shipped puzzle by its number, level and goal
    (a teacher reads "p58" as nothing); another exercise by its name and its goal's kind.

    ``shipped`` False: the name is not the shipped puzzle's, even if it is spelt the same.

    >>> exercise_label("p58", "turn-up")
    'Puzzle 58 · level 5 · turn up a card'
    >>> exercise_label("p02", "only-move", "es")
    'Problema 2 · nivel 1 · el único movimiento que destapa una carta'
    >>> exercise_label("free-the-queen", "turn-up", "pt"), exercise_label("queen", "")
    ('free-the-queen · virar uma carta', 'queen')
    """
    check_lang(lang)
    puzzle = _shipped_puzzles()[0].get(name) if shipped else None
    if puzzle is not None and goal == puzzle[2]:  # the same name and the same goal: the shipped puzzle
        number, level, _, key = puzzle
        return say("class.puzzle", lang, n=number, level=level, goal=say(f"class.goal.{key}", lang))
    if goal in GOAL_KINDS:
        return say("class.exercise", lang, name=name, goal=say(f"class.goal.{goal}", lang))
    return name


# every goal's kind the table names (classroom._goals.GOALS), and the only move's effects
GOAL_KINDS = ("play", "only-move", "turn-up", "empty-column", "remove-run", "win", "allowed", "which-rule",
              "score-after", "choice", "number", "free")  # fmt: skip

SOLVED_GREEN = "#2e7d32"
UNTRIED_GREY = "#aaaaaa"


def _draw_bars(
    ax: Any, names: list[str], stats: dict[str, dict[str, Any]], learners: int, lang: str, title: str | None = None
) -> None:
    """Share of those who tried each exercise who solved it (%), a row each in the set's order; untried apart."""
    ys = range(len(names))
    shares = [100 * (stats[n]["solved_share"] or 0) for n in names]
    ax.barh(ys, shares, color=SOLVED_GREEN, height=0.75, label=say("class.solved_bar", lang))
    untried = [n for n in names if stats[n]["tried"] == 0]
    for y, n in zip(ys, names, strict=True):
        if stats[n]["tried"] == 0:
            ax.barh(y, 100, color="none", edgecolor=UNTRIED_GREY, hatch="//", height=0.75, linewidth=0)
        elif stats[n]["untried"]:
            ax.text(101, y, str(stats[n]["untried"]), ha="left", va="center", fontsize=TEXT, color="#666666")
    ax.set_xlim(0, 118)
    ax.set_ylim(len(names) - 0.5, -0.5)  # the first exercise on top
    ax.set_xticks([0, 25, 50, 75, 100], ["0", "25", "50", "75", "100"], fontsize=TEXT)
    ax.set_xlabel(say("class.solved_axis", lang), fontsize=TEXT)
    ax.set_yticks(list(ys), names, fontsize=TEXT)
    nobody = say("class.nobody_note", lang, n=len(untried)) if untried else ""
    head = f"{title}\n" if title else ""  # the set's title first
    whole = len(ax.figure.axes) > 1  # the whole chart: its legend stands at the top right, beside the title
    wide = int((ax.figure.get_figwidth() - (3.6 if whole else 0)) * 13)  # characters a line holds: it wraps
    lines = [say("class.title", lang, n=learners), say("class.untried_note", lang) + nobody]
    # a count in brackets stays on one line: "(13 learners)", never "(13" then "learners)"
    lines = [re.sub(r"\([^()]*\)", lambda m: m[0].replace(" ", "\xa0"), line) for line in lines]
    words = head + "\n".join(fill(line, wide) for line in lines)
    if whole:  # the title spans the bars and the map
        ax.figure.suptitle(words, fontsize=TEXT + 1)
    else:
        ax.set_title(words, fontsize=TEXT + 1)
    ax.grid(axis="x", color="#dddddd", linewidth=0.6)
    ax.set_axisbelow(True)


def merge_results(folder: str | Path, lang: str = "en") -> ClassTable:
    """Read every results file (``*.csv``, ``*.json``) in ``folder`` into one ``ClassTable`` (shown in ``lang``).

    >>> import tempfile
    >>> from spiderette_widget.classroom import Exercise, ExerciseSet, TurnUp, merge_results
    >>> folder = tempfile.mkdtemp()
    >>> ex = Exercise("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C", TurnUp(1, within=2), name="queen")
    >>> path = ExerciseSet([ex], learner="Ana").results().to_json(f"{folder}/ana.json")
    >>> [row["learner"] for row in merge_results(folder).rows]
    ['Ana']
    """
    folder = Path(folder)
    if not folder.is_dir():
        msg = f"{folder} is not a folder"
        raise ResultsError(msg)
    files = sorted(p for p in folder.iterdir() if p.suffix.lower() in (".csv", ".json"))
    if not files:
        msg = f"{folder} holds no results file (*.csv or *.json)"
        raise ResultsError(msg)
    return ClassTable((Results.read(p) for p in files), lang)
