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
from collections.abc import Iterable
from html import escape
from pathlib import Path
from typing import Any

from ._errors import GameError

__all__ = ["ClassTable", "Results", "ResultsError", "merge_results"]

FIELDS = ("learner", "exercise", "goal", "solved", "tries", "seconds", "hints", "shown", "refused", "moves")
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
    return {
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
        return _html_table(self.rows, FIELDS)

    def __repr__(self) -> str:
        solved = sum(r["solved"] for r in self.rows)
        return f"<Results {self.learner or ''!r}: {len(self.rows)} exercises, {solved} solved>"


class ClassTable:
    """Every learner's rows together (``rows``), with a per-exercise ``summary()`` and a ``plot()``."""

    def __init__(self, results: Iterable[Results]) -> None:
        self.results = list(results)
        self.rows = [row for r in self.results for row in r.rows]

    @property
    def learners(self) -> list[str]:
        return sorted({r["learner"] for r in self.rows})

    def summary(self) -> list[dict[str, Any]]:
        """One row per exercise, hardest first: fewest solved, then most tries, then most seconds."""
        by: dict[str, list[dict[str, Any]]] = {}
        for row in self.rows:
            by.setdefault(row["exercise"], []).append(row)
        out = []
        for name, rows in by.items():
            out.append(
                {
                    "exercise": name,
                    "learners": len(rows),
                    "solved": sum(r["solved"] for r in rows),
                    "solved_share": round(sum(r["solved"] for r in rows) / len(rows), 2),
                    "median_tries": statistics.median(r["tries"] for r in rows),
                    "median_seconds": statistics.median(r["seconds"] for r in rows),
                    "hints": sum(r["hints"] for r in rows),
                    "shown": sum(r["shown"] for r in rows),
                }
            )
        out.sort(key=lambda s: (s["solved_share"], -s["median_tries"], -s["median_seconds"], s["exercise"]))
        return out

    def to_csv(self, path: str | Path | None = None) -> str:
        """Every learner's rows as one CSV; written to ``path`` too when given."""
        return Results(self.rows).to_csv(path)

    def plot(self, ax: Any = None) -> Any:
        """A bar chart of the share of learners who solved each exercise, hardest on top; returns the Axes."""
        import matplotlib.pyplot as plt

        summary = self.summary()
        if ax is None:
            _, ax = plt.subplots(figsize=(7, 0.4 * len(summary) + 1.2))
        names = [s["exercise"] for s in summary][::-1]
        shares = [100 * s["solved_share"] for s in summary][::-1]
        tries = [s["median_tries"] for s in summary][::-1]
        bars = ax.barh(names, shares, color="#3a7d44")
        for bar, t in zip(bars, tries, strict=True):
            inside = bar.get_width() >= 35  # the words fit in the bar: white, at its end; else black, after it
            ax.text(
                bar.get_width() + (-1.5 if inside else 1.5),
                bar.get_y() + bar.get_height() / 2,
                f"median tries {t:g}",
                va="center",
                ha="right" if inside else "left",
                color="white" if inside else "black",
                fontsize=8,
            )
        ax.set_xlim(0, 100)
        ax.set_xlabel(f"learners who solved it (%), of {len(self.learners)}")
        ax.set_title("Exercises, hardest on top")
        return ax

    def _repr_html_(self) -> str:
        return _html_table(
            self.summary(), ("exercise", "learners", "solved", "median_tries", "median_seconds", "hints", "shown")
        )

    def __repr__(self) -> str:
        return f"<ClassTable: {len(self.learners)} learners, {len(self.rows)} rows>"


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
