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
import statistics
from collections.abc import Iterable, Iterator
from html import escape
from pathlib import Path
from typing import Any

from ..engine._errors import GameError
from ..text._words import check_lang, say

__all__ = ["ClassTable", "Results", "ResultsError", "SummaryTable", "merge_results"]

FIELDS = ("learner", "exercise", "goal", "solved", "tries", "seconds", "hints", "shown", "refused", "moves", "tried")
SCHEMA = 1


class ResultsError(GameError):
    """A results file that cannot be read; the message names the file (and the row)."""


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
    """One learner's results, a row per exercise (``rows``: list of dicts with ``FIELDS``)."""

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
    """Every learner's rows together (``rows``), with a per-exercise ``summary()`` and a ``plot()``."""

    def __init__(self, results: Iterable[Results]) -> None:
        self.results = list(results)
        self.rows = [row for r in self.results for row in r.rows]

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
        out = []
        for name, rows in by.items():
            tried = [r for r in rows if r["tried"]]
            solved = sum(r["solved"] for r in tried)
            out.append(
                {
                    "exercise": name,
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
        return SummaryTable(out, self.title)

    def to_csv(self, path: str | Path | None = None) -> str:
        """Every learner's rows as one CSV; written to ``path`` too when given."""
        return Results(self.rows).to_csv(path)

    def plot(self, ax: Any = None, lang: str = "en") -> Any:
        """The class at a glance; returns the Axes of the bars (``ax.figure`` holds the whole chart).

        Top: for each exercise (in the set's order) the share of the learners who tried it and solved
        it, a grey mark where some did not try it. Below, aligned with the bars: a learner-by-exercise
        map (solved, solved with hints, tried and not solved, answer shown, not tried), which stays
        readable for 60 puzzles and 30 learners. Given ``ax``, only the bars are drawn there. Its words are
        in ``lang`` ("en", "pt", "pl").
        """
        import matplotlib.pyplot as plt

        check_lang(lang)

        names = self.exercises
        learners = self.learners
        stats = {s["exercise"]: s for s in self.summary()}
        if ax is None:
            width = min(max(7.0, 0.2 * len(names) + 2.5), 18.0)
            height = 2.6 + max(1.2, 0.22 * len(learners))
            _, (ax, grid) = plt.subplots(
                2,
                1,
                figsize=(width, height),
                sharex=True,
                gridspec_kw={"height_ratios": [2.2, height - 2.6]},
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
        grid = [[0] * len(names) for _ in learners]  # 0 not tried
        for r in self.rows:
            if not r["tried"]:
                value = 0
            elif r["shown"] and not r["solved"]:
                value = 3
            elif r["solved"]:
                value = 4 if r["hints"] else 5
            else:
                value = 2
            grid[row[r["learner"]]][col[r["exercise"]]] = value
        colours = ["#f2f2f2", "#ffffff", "#e8a33d", "#8e7cc3", "#9fd39b", "#2e7d32"]
        ax.imshow(grid, cmap=ListedColormap(colours), vmin=0, vmax=5, aspect="auto", interpolation="nearest")
        ax.set_yticks(range(len(learners)), learners, fontsize=7 if len(learners) > 15 else 9)
        ax.set_xticks(range(len(names)), names, rotation=90, fontsize=7 if len(names) > 20 else 9)
        ax.set_xticks([x - 0.5 for x in range(1, len(names))], minor=True)
        ax.set_yticks([y - 0.5 for y in range(1, len(learners))], minor=True)
        ax.grid(which="minor", color="white", linewidth=0.6)
        ax.tick_params(which="minor", length=0)
        ax.set_ylabel(say("class.learner", lang))
        keys = [
            (5, say("class.solved", lang)),
            (4, say("class.solved_hints", lang)),
            (2, say("class.not_solved", lang)),
            (3, say("class.shown", lang)),
            (0, say("class.untried", lang)),
        ]
        ax.figure.legend(
            handles=[Patch(facecolor=colours[v], edgecolor="#999999", label=label) for v, label in keys],
            loc="outside lower center",
            ncol=5,
            fontsize=8,
            frameon=False,
        )

    def _repr_html_(self) -> str:
        return self.summary()._repr_html_()

    def __repr__(self) -> str:
        return f"<ClassTable: {len(self.learners)} learners, {len(self.rows)} rows>"


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
    """

    def __init__(self, rows: list[dict[str, Any]], title: str | None = None) -> None:
        self.rows = rows
        self.title = title  # the set's title, shown above the table

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self) -> Iterator[dict[str, Any]]:
        return iter(self.rows)

    def __getitem__(self, i: int) -> dict[str, Any]:
        return self.rows[i]

    def __eq__(self, other: object) -> bool:
        return self.rows == (other.rows if isinstance(other, SummaryTable) else other)

    __hash__ = None  # type: ignore[assignment]

    @staticmethod
    def _cell(value: Any) -> str:
        if value is None:
            return "–"
        if isinstance(value, float):
            return f"{value:g}"
        return str(value)

    def _repr_html_(self) -> str:
        rows = [{f: self._cell(r[f]) for f in SUMMARY_FIELDS} for r in self.rows]
        head = f"<p><strong>{escape(self.title)}</strong></p>" if self.title else ""
        return head + _html_table(rows, SUMMARY_FIELDS)

    def __repr__(self) -> str:
        cells = [list(SUMMARY_FIELDS)] + [[self._cell(r[f]) for f in SUMMARY_FIELDS] for r in self.rows]
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


def _draw_bars(
    ax: Any, names: list[str], stats: dict[str, dict[str, Any]], learners: int, lang: str, title: str | None = None
) -> None:
    """Share of those who tried each exercise who solved it (%), in the set's order; untried marked apart."""
    xs = range(len(names))
    shares = [100 * (stats[n]["solved_share"] or 0) for n in names]
    ax.bar(xs, shares, color="#2e7d32", width=0.8, label=say("class.solved_bar", lang))
    untried = [n for n in names if stats[n]["tried"] == 0]
    for x, n in zip(xs, names, strict=True):
        if stats[n]["tried"] == 0:
            ax.bar(x, 100, color="none", edgecolor="#aaaaaa", hatch="//", width=0.8, linewidth=0)
        elif stats[n]["untried"]:
            ax.text(x, 101, str(stats[n]["untried"]), ha="center", va="bottom", fontsize=6, color="#777777")
    ax.set_ylim(0, 112)
    ax.set_xlim(-0.6, len(names) - 0.4)
    ax.set_yticks([0, 25, 50, 75, 100])
    ax.set_ylabel(say("class.solved_axis", lang))
    ax.set_xticks(list(xs), names, rotation=90, fontsize=7 if len(names) > 20 else 9)
    nobody = say("class.nobody_note", lang, n=len(untried)) if untried else ""
    head = f"{title}\n" if title else ""  # the set's title first
    ax.set_title(
        f"{head}{say('class.title', lang, n=learners)}\n{say('class.untried_note', lang)}{nobody}",
        fontsize=9,
    )
    ax.grid(axis="y", color="#dddddd", linewidth=0.6)
    ax.set_axisbelow(True)


def merge_results(folder: str | Path) -> ClassTable:
    """Read every results file (``*.csv``, ``*.json``) in ``folder`` into one ``ClassTable``."""
    folder = Path(folder)
    if not folder.is_dir():
        msg = f"{folder} is not a folder"
        raise ResultsError(msg)
    files = sorted(p for p in folder.iterdir() if p.suffix.lower() in (".csv", ".json"))
    if not files:
        msg = f"{folder} holds no results file (*.csv or *.json)"
        raise ResultsError(msg)
    return ClassTable(Results.read(p) for p in files)
