"""Exercise files: TOML a teacher writes and shares, read into an ``ExerciseSet``.

Read with the standard library's ``tomllib`` (``tomli`` before Python 3.11).
Every mistake raises ``ExerciseFileError`` naming the file's line: a TOML
syntax error, an unknown or missing key, a wrong value, a bad position (its
own line inside the position text) or a goal that cannot be set. The format
is described in ``docs/exercises.md``.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable
from difflib import get_close_matches
from pathlib import Path
from typing import Any

from ..engine._errors import LANG_CHOICES, LANGS, GameError, GameTypeError, NotationError, excerpt
from ._goals import GOALS, Goal, GoalError, check_words

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

COMMON = {"name", "title", "words", "why", "position", "code", "moves", "goal", "lesson", "difficulty", "level"}
# goal kind -> (required keys, optional keys); the keys are the goal's arguments
GOAL_KEYS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "play": (("move",), ()),
    "only-move": (("effect",), ("line",)),
    "turn-up": (("column", "within"), ("line",)),
    "empty-column": (("within",), ("column", "line")),
    "remove-run": (("within",), ("line",)),
    "win": ((), ("within", "nodes", "line")),
    "allowed": (("move",), ()),
    "which-rule": (("move",), ()),
    "score-after": (("after",), ()),
    "choice": (("question", "options", "answer"), ("hint", "max_tries")),
    "number": (("question", "answer"), ("hint", "max_tries")),
}
TOP = {"title", "lang", "lesson", "exercise"}
_KEY = re.compile(r"""^\s*(?:"([^"]+)"|([A-Za-z0-9_-]+))\s*(?:\.\s*[A-Za-z0-9_"-]+\s*)*=""")
_HEADER = re.compile(r"^\s*\[\[\s*exercise\s*\]\]\s*(#.*)?$")


class ExerciseFileError(GameError):
    """A mistake in an exercise file; ``line`` is 1-based (0 when the whole file is meant).

    A notebook shows it as its one sentence (file, line, what is wrong), not a traceback through
    the library; ``ExerciseFileError.traceback = True`` shows the traceback too.

    >>> from spiderette_widget.classroom import ExerciseFileError, load_exercises
    >>> text = '[[exercise]]\\nname = "a"\\ncode = "SD1-S1-AAAAAAH"\\ngoal = "turn-up"\\ncolum = 1\\n'
    >>> try:
    ...     load_exercises(text)
    ... except ExerciseFileError as e:
    ...     print(e.line, "|", str(e).split(" for goal")[0])
    ...
    5 | <exercises>, line 5: exercise 1: unknown key 'colum' (did you mean 'column'?)
    """

    traceback = False  # set True to see where in the library the mistake was found

    def __init__(self, message: str, line: int, source: str = "<exercises>") -> None:
        self.line = line
        self.source = source
        where = f"{source}, line {line}" if line else source
        super().__init__(f"{where}: {message}")

    def _render_traceback_(self) -> list[str]:
        """What IPython shows: the sentence alone (the traceback as well when ``traceback`` is set)."""
        if type(self).traceback:
            import traceback

            return [line.rstrip("\n") for line in traceback.format_exception(self)]
        return [f"\x1b[0;31m{type(self).__name__}: {self}\x1b[0m"]


def did_you_mean(word: Any, known: Iterable[str]) -> str:
    """ " (did you mean 'column'?)" for a misspelt ``word``, or "" when nothing known is close.

    >>> did_you_mean("colum", ["column", "within"]), did_you_mean("banana", ["column"])
    (" (did you mean 'column'?)", '')
    """
    close = get_close_matches(str(word), list(known), n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""


BOM = "\ufeff"  # the byte-order mark Notepad puts at the start of a UTF-8 file
SAVE_AS_UTF8 = "save the file as UTF-8 (in Notepad: Save as, Encoding: UTF-8)"


def decode(raw: bytes, name: str) -> str:
    r"""The text of an exercise file's bytes: UTF-8, with or without a byte-order mark.

    Any other encoding raises ``ExerciseFileError`` naming the file, the line
    of the first byte that is not UTF-8, and the fix.

    >>> decode("\ufefftitle = 'Grupos'".encode(), "a.toml")
    "title = 'Grupos'"
    >>> decode("title = 'Groups'\nwhy = 'Déjà vu'".encode("latin-1"), "a.toml")
    Traceback (most recent call last):
    ...
    spiderette_widget.classroom._exercise_file.ExerciseFileError: a.toml, line 2: not UTF-8 text ...
    """
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")) or raw[:64].count(b"\x00") > 8:  # every other byte zero
        raise ExerciseFileError(f"the file is saved as UTF-16, not UTF-8: {SAVE_AS_UTF8}", 0, name)
    try:
        return raw.decode("utf-8").removeprefix(BOM)
    except UnicodeDecodeError as e:
        line = raw.count(b"\n", 0, e.start) + 1
        byte = raw[e.start : e.start + 1].hex().upper()
        msg = f"not UTF-8 text (byte 0x{byte} cannot be read; Latin-1 or Windows-1252?): {SAVE_AS_UTF8}"
        raise ExerciseFileError(msg, line, name) from None


class _Lines:
    """Where each ``[[exercise]]`` and each of its keys start in the text (keys inside ``\"\"\"`` skipped)."""

    def __init__(self, text: str) -> None:
        self.top: dict[str, int] = {}
        self.headers: list[int] = []
        self.keys: list[dict[str, int]] = []
        self.opens: dict[tuple[int, str], bool] = {}  # a key whose value starts a multi-line string
        inside = None
        for n, raw in enumerate(text.splitlines(), 1):
            if inside:
                if raw.count(inside) % 2 == 1:
                    inside = None
                continue
            if _HEADER.match(raw):
                self.headers.append(n)
                self.keys.append({})
                continue
            m = _KEY.match(raw)
            if m:
                key = m.group(1) or m.group(2)
                table = self.keys[-1] if self.keys else self.top
                table.setdefault(key, n)
                value = raw.split("=", 1)[1].strip()
                for quote in ('"""', "'''"):
                    if value.startswith(quote) and value.count(quote) % 2 == 1:
                        inside = quote
                        self.opens[(len(self.headers), key)] = value == quote
                        break

    def of(self, index: int, key: str | None = None) -> int:
        """The line of exercise ``index``'s ``key`` (its header when the key is not found)."""
        if index >= len(self.headers):
            return 0
        if key is not None and key in self.keys[index]:
            return self.keys[index][key]
        return self.headers[index]


def read_exercises(source: str | Path, lang: str | None = None, learner: str | None = None):
    """Parse ``source`` (a path, or TOML text) into an ``ExerciseSet``."""
    from .exercises import Exercise, ExerciseSet

    if lang is not None and not isinstance(lang, str):
        msg = f"lang must be {LANG_CHOICES}, got {excerpt(lang)}"
        raise GameTypeError(msg)
    if isinstance(source, Path) or (isinstance(source, str) and "\n" not in source and source.endswith(".toml")):
        path = Path(source)
        name = str(path)
        try:
            raw = path.read_bytes()
        except OSError as e:
            raise ExerciseFileError(f"cannot be read ({e.strerror})", 0, name) from None
        text = decode(raw, name)
    elif isinstance(source, str):
        text, name = source.removeprefix(BOM), "<exercises>"
    else:
        msg = f"load_exercises takes a path or TOML text, got {type(source).__name__}"
        raise GameTypeError(msg)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        m = re.search(r"\(at line (\d+), column (\d+)\)", str(e))
        line = int(m.group(1)) if m else getattr(e, "lineno", 0)
        problem = re.sub(r"\s*\(at line \d+, column \d+\)", "", str(e))
        raise ExerciseFileError(f"not valid TOML: {problem}", line, name) from None
    lines = _Lines(text)

    def fail(message: str, index: int | None = None, key: str | None = None) -> ExerciseFileError:
        if index is None:
            return ExerciseFileError(message, lines.top.get(key or "", 0), name)
        return ExerciseFileError(f"exercise {index + 1}: {message}", lines.of(index, key), name)

    unknown = sorted(set(data) - TOP)
    if unknown:
        hint = did_you_mean(unknown[0], TOP)
        raise fail(f"unknown key {unknown[0]!r}{hint}: use title, lang, lesson and [[exercise]] tables", key=unknown[0])
    lang = lang or data.get("lang", "en")
    if lang not in LANGS:
        raise fail(f"lang must be {LANG_CHOICES}, got {lang!r}", key="lang")
    lesson = data.get("lesson", False)
    if not isinstance(lesson, bool):
        raise fail(f"lesson must be true or false, got {lesson!r}", key="lesson")
    title = data.get("title")
    if title is not None:
        try:
            check_words(title, "title")
        except GameError as e:
            raise fail(str(e), key="title") from None
    items = data.get("exercise")
    if not isinstance(items, list) or not items:
        raise ExerciseFileError("no exercise: add one or more [[exercise]] tables", 0, name)
    exercises = []
    for i, item in enumerate(items):
        if not isinstance(item, dict):
            raise ExerciseFileError(f"exercise {i + 1}: expected a [[exercise]] table", lines.of(i), name)
        exercises.append(_exercise(item, i, lines, fail, name, lang, lesson, Exercise))
    try:
        return ExerciseSet(exercises, title=data.get("title"), learner=learner)
    except GameError as e:
        raise ExerciseFileError(str(e), 0, name) from None


def _exercise(item: dict[str, Any], i: int, lines: _Lines, fail, name: str, lang: str, lesson: bool, exercise_class):
    kind = item.get("goal")
    if kind is None:
        raise fail("missing key 'goal' (what the learner must do)", i)
    if kind not in GOAL_KEYS:
        hint = did_you_mean(kind, GOAL_KEYS)
        raise fail(f"unknown goal {kind!r}{hint}: use one of {', '.join(GOAL_KEYS)}", i, "goal")
    required, optional = GOAL_KEYS[kind]
    allowed = COMMON | set(required) | set(optional)
    for key in item:
        if key not in allowed:
            hint = did_you_mean(key, allowed)
            raise fail(f"unknown key {key!r}{hint} for goal {kind!r}: use {', '.join(sorted(allowed))}", i, key)
    missing = [k for k in required if k not in item]
    if missing:
        raise fail(f"goal {kind!r} needs {' and '.join(repr(k) for k in missing)}", i, "goal")
    if ("position" in item) == ("code" in item):
        both = "position" if "position" in item else None
        raise fail("give either 'position' (notation text) or 'code' (a game code)", i, both)
    where = "position" if "position" in item else "code"
    args = {k: item[k] for k in (*required, *optional) if k in item}
    if kind == "score-after":
        args = {"moves": args.pop("after")}
    why = item.get("why")
    if kind in ("choice", "number") and why is not None:
        args["why"] = why
        why = None
    goal_class = GOALS[kind]
    try:
        goal: Goal = goal_class(**args)
    except TypeError as e:
        raise fail(f"goal {kind!r}: {e}", i, "goal") from None
    ex_lesson = item.get("lesson", lesson)
    if not isinstance(ex_lesson, bool):
        raise fail(f"lesson must be true or false, got {ex_lesson!r}", i, "lesson")
    try:
        return exercise_class(
            item[where],
            goal,
            moves=item.get("moves"),
            title=item.get("title"),
            words=item.get("words"),
            why=why,
            name=item.get("name"),
            lang=lang,
            lesson=ex_lesson,
            difficulty=item.get("difficulty"),
            level=item.get("level"),
        )
    except NotationError as e:
        line = lines.of(i, where)
        if lines.opens.get((i + 1, where)):
            line += e.line
        problem = str(e).split(": ", 1)[1] if ": " in str(e) else str(e)
        raise ExerciseFileError(f"exercise {i + 1}: position: {problem}", line, name) from None
    except GoalError as e:
        key = _key_of(str(e), item, kind)
        raise fail(str(e), i, key) from None
    except GameError as e:
        key = "moves" if "moves (played" in str(e) else where
        raise fail(str(e), i, key) from None


_COMPLAINTS = (  # words in a goal's complaint -> the key whose line to show
    ("moves (played", "moves"),
    ("no line of", "within"),
    ("within", "within"),
    ("nodes", "nodes"),
    ("no column", "column"),
    ("no face-down card", "column"),
    ("the answer", "answer"),
    ("answer must", "answer"),
    ("options", "options"),
    ("question", "question"),
    ("title ", "title"),
    ("words ", "words"),
    ("why ", "why"),
    ("hint ", "hint"),
    ("max_tries", "max_tries"),
    ("level", "level"),
    (": line", "line"),
    ("the line", "line"),
)


def _key_of(message: str, item: dict[str, Any], kind: str) -> str:
    """The key a goal's complaint is about, to point at its line."""
    problem = message.split("': ", 1)[-1].split('": ', 1)[-1]
    for words, key in _COMPLAINTS:
        if words in problem and key in item:
            return key
    for key in ("move", "effect", "after"):
        if key in item:
            return key
    return "goal"
