"""The browser's messages: each intent, once ``check_intent`` has checked its shape, played on the board.

A refusal (an illegal move, a locked button, a bad field) becomes an error in
the status line, never an exception in the notebook.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from ..engine._errors import IllegalMove
from ..engine._game import Game, Move
from ..text._words import say
from ._exercise_view import locked
from ._intents import Refused, auto_move, check_intent
from ._protocol import StatusKind
from ._solving import SolveRefused, under_lock

log = logging.getLogger(__name__)


class BrowserIntents:
    """The part of ``SpideretteWidget`` that answers the browser's intents."""

    # the board's, used here (SpideretteWidget sets them)
    _game: Game
    _rev: int
    _in_exercise: Callable[[], bool]
    hints: bool
    play: Callable[[Move | str], Any]
    deal: Callable[[], None]
    undo: Callable[[], None]
    redo: Callable[[], None]
    new_game: Callable[[int | None, bool | None], None]
    restart: Callable[[], None]
    describe: Callable[[], str]
    solve: Callable[[], Any]
    solve_step: Callable[[], Move]
    cancel_solve: Callable[[], bool]
    review: Callable[..., Any]
    close_review: Callable[[], bool]
    _lesson_on: Callable[[], bool]
    _exercise_intent: Callable[[str, dict[str, Any]], None]
    _show_hint: Callable[[Any], None]
    _hints: Any
    _set_status: Callable[..., None]
    _error: Callable[[Any], None]

    @under_lock
    def _on_msg(self, _widget: Any, content: Any, buffers: Any = None) -> None:
        """Handle one intent from the browser; a bad one gets an error status, never an exception."""
        try:
            self._intent(content)
        except IllegalMove as exc:
            log.debug("refused %r: %s", content, exc)
            self._error(exc)
        except SolveRefused as exc:
            log.debug("refused %r: %s", content, exc)
            self._error((exc.key, exc.params))
        except Refused as exc:
            log.debug("refused %r: %s %s", content, exc.key, exc.params)
            self._error((exc.key, exc.params))
        except Exception as exc:  # a bug must not reach the notebook output
            log.debug("intent %r failed", content, exc_info=True)
            self._error(("internal", {"why": f"{type(exc).__name__}: {exc}"}))

    def _intent(self, msg: Any) -> None:
        kind = check_intent(msg, self._game, self._rev)
        refusal = locked(kind, self._in_exercise(), self._lesson_on())
        if refusal is not None:
            self._set_status([lambda lang: say(refusal, lang)], StatusKind.ERROR)
            return
        if self._in_exercise() or kind in ("reset", "show", "answer", "next", "go"):
            self._exercise_intent(kind, msg)
            return
        if kind == "move":
            self.play(Move(msg["src"], msg["dst"], msg["count"]))
        elif kind == "auto":
            self._auto(msg["src"], msg["count"])
        elif kind == "deal":
            self.deal()
        elif kind == "undo":
            self.undo()
        elif kind == "redo":
            self.redo()
        elif kind == "new":
            self.new_game(msg.get("suits"), msg.get("winnable"))
        elif kind == "restart":
            self.restart()
        elif kind == "solve":
            if not self.hints:
                raise Refused("hints_off")
            self.solve()
        elif kind == "solve_step":
            self.solve_step()
        elif kind == "solve_cancel":
            self.cancel_solve()  # nothing running (the answer just came): nothing to do, nothing said
        elif kind == "describe":
            self.describe()
        elif kind == "review":
            self.review()
        elif kind == "review_close":
            self.close_review()
        else:
            self._hint_intent()

    def _auto(self, src: int, count: int) -> None:
        self.play(auto_move(self._game, src, count))

    def _hint_intent(self) -> None:
        if not self.hints:
            raise Refused("hints_off")
        try:
            found = self._hints.first(self._game)
        except ImportError:
            raise Refused("hints_unavailable") from None
        self._show_hint(found)
