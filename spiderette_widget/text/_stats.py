"""Statistics and best scores that last across kernels and notebooks: ``stats()``.

One small JSON file in the user's data directory (found with ``platformdirs``;
``SPIDERETTE_WIDGET_DATA`` names another folder) keeps, for each game, suit
count and scoring profile: games played and won, the win rate, the best score
and fewest moves of a won game, and the current and longest winning streaks
(seed 003 keeps the best score per suit count; scores from different profiles
are never compared). Games dealt as winnable deals (``new_game(winnable=True)``)
are counted apart, in their own records. It also remembers the last suit count
chosen for each game, and the board's choices (winnable deals only, the
four-colour deck).

A corrupt file is set aside (``stats.json.corrupt``) and play goes on from
empty statistics; a file that cannot be written keeps the figures in memory
for the session. Neither ever stops a game. Nothing leaves the machine.

>>> import tempfile
>>> from spiderette_widget import Game
>>> store = Stats(Path(tempfile.mkdtemp()) / "stats.json")
>>> g = Game.new("spiderette", suits=1, seed=3)
>>> g.play(g.legal_moves()[0])
Move(src=1, dst=3, count=1)
>>> store.record(g)          # a game left unfinished counts as played, not won
True
>>> store.record(g)          # the same game is counted once
False
>>> row = store.table()[0]
>>> row.played, row.won, row.win_rate, row.best_score
(1, 0, 0.0, None)
"""

from __future__ import annotations

import json
import os
import warnings
import weakref
from collections.abc import Iterator
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from platformdirs import user_data_path

from ..engine._game import Game

__all__ = ["Record", "Stats", "StatsTable", "default_path", "stats"]

SCHEMA = 1
ENV_DIR = "SPIDERETTE_WIDGET_DATA"
FILE_NAME = "stats.json"


def default_path() -> Path:
    """Where statistics live: ``$SPIDERETTE_WIDGET_DATA/stats.json`` or the user's data directory."""
    folder = os.environ.get(ENV_DIR)
    base = Path(folder) if folder else user_data_path("spiderette-widget", appauthor=False)
    return base / FILE_NAME


@dataclass(frozen=True)
class Record:
    """The figures for one game, suit count and scoring profile."""

    game: str
    suits: int
    scoring: str
    played: int = 0
    won: int = 0
    best_score: int | None = None
    fewest_moves: int | None = None
    streak: int = 0
    longest_streak: int = 0
    winnable: bool = False  # the figures of games dealt as winnable deals, kept apart

    @property
    def win_rate(self) -> float:
        """Share of games played that were won (0.0 when none was played)."""
        return self.won / self.played if self.played else 0.0

    @property
    def key(self) -> str:
        return _record_key(self.game, self.suits, self.scoring, self.winnable)

    def after(self, won: bool, score: int, moves: int, again: bool = False) -> Record:
        """The figures after one more game; ``again``: the game was counted before as not won."""
        played = self.played + (not again)
        if not won:
            return replace(self, played=played, streak=0)
        streak = self.streak + 1
        return replace(
            self,
            played=played,
            won=self.won + 1,
            best_score=score if self.best_score is None else max(self.best_score, score),
            fewest_moves=moves if self.fewest_moves is None else min(self.fewest_moves, moves),
            streak=streak,
            longest_streak=max(streak, self.longest_streak),
        )


class StatsTable(tuple):
    """The rows of :func:`stats`, one :class:`Record` per game, suit count and profile.

    Shows itself as a table in a notebook; ``rows()`` gives plain dicts.
    """

    COLUMNS = (
        "game",
        "suits",
        "scoring",
        "deals",
        "played",
        "won",
        "win rate",
        "best score",
        "fewest moves",
        "streak",
        "longest streak",
    )

    def rows(self) -> list[dict[str, Any]]:
        """Plain dicts, ready for ``pandas.DataFrame`` or ``csv.DictWriter``."""
        return [asdict(r) | {"win_rate": round(r.win_rate, 4)} for r in self]

    def _cells(self, r: Record) -> list[str]:
        def opt(v: int | None) -> str:
            return "-" if v is None else str(v)

        return [
            r.game,
            str(r.suits),
            r.scoring,
            "winnable" if r.winnable else "any",
            str(r.played),
            str(r.won),
            f"{r.win_rate:.0%}",
            opt(r.best_score),
            opt(r.fewest_moves),
            str(r.streak),
            str(r.longest_streak),
        ]

    def __str__(self) -> str:
        lines = [list(self.COLUMNS), *(self._cells(r) for r in self)]
        widths = [max(len(line[i]) for line in lines) for i in range(len(self.COLUMNS))]
        return "\n".join("  ".join(c.rjust(w) for c, w in zip(line, widths, strict=True)) for line in lines)

    def _repr_html_(self) -> str:
        if not self:
            return "<p>No games recorded yet.</p>"
        head = "".join(f"<th>{c}</th>" for c in self.COLUMNS)
        body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in self._cells(r)) + "</tr>" for r in self)
        return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


class Stats:
    """A statistics file. Every method reads the file afresh, so several kernels can share it.

    ``record(game)`` counts a finished or abandoned game once (``winnable=True``:
    in the records of winnable deals); ``table()`` lists the figures;
    ``reset()`` forgets them; ``last_suits`` / ``remember_suits`` keep the last
    suit count chosen for each game, ``choice`` / ``remember_choice`` the
    board's other remembered choices (``"winnable"``, ``"four_colour"``).

    >>> import tempfile, os
    >>> from spiderette_widget import Game, Stats
    >>> s = Stats(os.path.join(tempfile.mkdtemp(), "stats.json"))
    >>> g = Game.new("spiderette", suits=1, seed=7)
    >>> s.record(g)
    True
    >>> len(s.table())
    1
    >>> s.table()[0].played, s.table()[0].won
    (1, 0)
    """

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self._memory: dict[str, Any] | None = None  # used once the file cannot be written
        self._seen: dict[int, tuple[weakref.ref[Game], bool]] = {}  # id -> (the game, counted as won)

    # ------------------------------------------------------------------ file
    def _load(self) -> dict[str, Any]:
        if self._memory is not None:
            return self._memory
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (FileNotFoundError, NotADirectoryError):
            return _empty()
        except OSError as e:  # there but unreadable: leave it alone, keep figures in memory
            warnings.warn(
                f"Statistics file {self.path} cannot be read ({e.strerror or e}); "
                "figures are kept for this session only.",
                RuntimeWarning,
                stacklevel=3,
            )
            self._memory = _empty()
            return self._memory
        except (UnicodeDecodeError, json.JSONDecodeError) as e:
            return self._set_aside(f"cannot be read ({e.__class__.__name__})")
        if not _valid(data):
            return self._set_aside("does not hold spiderette-widget statistics")
        return data

    def _set_aside(self, why: str) -> dict[str, Any]:
        corrupt = self.path.with_name(self.path.name + ".corrupt")
        try:
            os.replace(self.path, corrupt)
            where = f"; it was kept as {corrupt}"
        except OSError:
            where = ""
        warnings.warn(f"Statistics file {self.path} {why}: starting afresh{where}.", RuntimeWarning, stacklevel=3)
        return _empty()

    def _save(self, data: dict[str, Any]) -> None:
        if self._memory is not None:
            self._memory = data
            return
        tmp = self.path.with_name(self.path.name + f".{os.getpid()}.tmp")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp.write_text(json.dumps(data, indent=1, sort_keys=True), encoding="utf-8")
            os.replace(tmp, self.path)
        except OSError as e:
            warnings.warn(
                f"Statistics cannot be saved to {self.path} ({e.strerror or e}); they are kept for this session only.",
                RuntimeWarning,
                stacklevel=3,
            )
            self._memory = data

    # ---------------------------------------------------------------- figures
    def record(self, game: Game, winnable: bool = False) -> bool:
        """Count ``game`` as played (and won when it is won). False when it was counted before.

        A game is counted once per ``Stats`` object, except that a game counted
        as not won (left for a new one) and then brought back and won counts
        its win. A won game's score and moves become the best figures when they
        beat the old ones.
        """
        if not isinstance(game, Game):
            msg = f"record() takes a Game, got {type(game).__name__}"
            raise TypeError(msg)
        seen = self._seen.get(id(game))
        again = seen is not None and seen[0]() is game
        if seen is not None and again and (seen[1] or not game.is_won):
            return False
        self._seen = {k: v for k, v in self._seen.items() if v[0]() is not None}
        self._seen[id(game)] = (weakref.ref(game), game.is_won)
        data = self._load()
        part = _part(data, winnable)
        old = _record_of(part.get(_key(game)), game, winnable)
        part[_key(game)] = _stored(old.after(game.is_won, game.score, game.moves, again))
        self._save(data)
        return True

    def table(self) -> StatsTable:
        """Every record, sorted by game, suit count and profile."""
        data = self._load()
        records = [Record(**r) for r in data["records"].values()]
        records += [Record(**r, winnable=True) for r in data.get("winnable", {}).values()]
        return StatsTable(sorted(records, key=lambda r: (r.game, r.suits, r.scoring, r.winnable)))

    def get(self, game: str, suits: int, scoring: str, winnable: bool = False) -> Record:
        """The record of one game, suit count and profile (zeros when none was played).

        ``winnable=True``: the record of the games dealt as winnable deals.
        """
        data = self._load()
        found = (data.get("winnable", {}) if winnable else data["records"]).get(f"{game}-{suits}-{scoring}")
        return Record(**found, winnable=winnable) if found else Record(game, suits, scoring, winnable=winnable)

    def reset(self) -> None:
        """Forget every figure (the remembered choices stay)."""
        data = self._load()
        data["records"] = {}
        data.pop("winnable", None)
        self._save(data)

    # --------------------------------------------------------- remembered choice
    def last_suits(self, game: str) -> int | None:
        """The suit count last chosen for ``game``, or None."""
        value = self._load()["last_suits"].get(game)
        return value if value in (1, 2, 4) else None

    def remember_suits(self, game: str, suits: int) -> None:
        """Keep ``suits`` as the choice for the next ``game`` (seed 003: the game remembers it)."""
        data = self._load()
        if data["last_suits"].get(game) != suits:
            data["last_suits"][game] = suits
            self._save(data)

    def choice(self, name: str) -> bool | None:
        """A choice the board remembers (``"winnable"``, ``"four_colour"``), or None when never made."""
        value = self._load().get("choices", {}).get(name)
        return value if isinstance(value, bool) else None

    def remember_choice(self, name: str, value: bool) -> None:
        """Keep a choice of the board's for the next boards (like the suit count)."""
        data = self._load()
        choices = data.setdefault("choices", {})
        if choices.get(name) != value:
            choices[name] = value
            self._save(data)

    def __iter__(self) -> Iterator[Record]:
        return iter(self.table())

    def __repr__(self) -> str:
        return f"Stats({str(self.path)!r})"


def stats(path: str | os.PathLike[str] | None = None) -> StatsTable:
    """The statistics table of every game played on this machine (or in the file ``path``).

    >>> import tempfile, os
    >>> from spiderette_widget import stats
    >>> len(stats(os.path.join(tempfile.mkdtemp(), "stats.json")))
    0
    """
    return Stats(path).table()


def _empty() -> dict[str, Any]:
    return {"schema": SCHEMA, "records": {}, "last_suits": {}}


_FIELDS = {f.name for f in fields(Record)} - {"winnable"}  # a stored record: which part holds it says that


def _valid(data: Any) -> bool:
    if not isinstance(data, dict) or data.get("schema") != SCHEMA:
        return False
    records, suits = data.get("records"), data.get("last_suits")
    if not isinstance(records, dict) or not isinstance(suits, dict):
        return False
    winnable, choices = data.get("winnable", {}), data.get("choices", {})  # both newer than schema 1's first files
    if not isinstance(winnable, dict) or not isinstance(choices, dict):
        return False
    return all(_valid_record(r) for r in [*records.values(), *winnable.values()])


def _valid_record(r: Any) -> bool:
    if not isinstance(r, dict) or set(r) != _FIELDS:
        return False
    counts = ("suits", "played", "won", "streak", "longest_streak")
    best = (r["best_score"], r["fewest_moves"])
    return (
        isinstance(r["game"], str)
        and isinstance(r["scoring"], str)
        and all(type(r[k]) is int and r[k] >= 0 for k in counts)
        and all(v is None or type(v) is int for v in best)
        and r["won"] <= r["played"]
    )


def _key(game: Game) -> str:
    return f"{game.game}-{game.suits}-{game.scoring}"


def _record_key(game: str, suits: int, scoring: str, winnable: bool) -> str:
    return f"{game}-{suits}-{scoring}" + ("-winnable" if winnable else "")


def _part(data: dict[str, Any], winnable: bool) -> dict[str, Any]:
    """Where the records live: ``records``, or ``winnable`` for the games dealt as winnable deals.

    Apart, so that a file stays readable by versions that know only ``records``.
    """
    return data.setdefault("winnable", {}) if winnable else data["records"]


def _stored(record: Record) -> dict[str, Any]:
    out = asdict(record)
    del out["winnable"]
    return out


def _record_of(found: dict[str, Any] | None, game: Game, winnable: bool = False) -> Record:
    if found:
        return Record(**found, winnable=winnable)
    return Record(game.game, game.suits, game.scoring, winnable=winnable)
