"""Work in another process, watched from a thread: how the solver, the expert's thinking and the
review run in the background while the kernel and the board keep answering.

A process, not a thread: a search in a thread would hold the kernel's GIL. ``Background(work,
args, on_progress, on_end)`` spawns a process that runs ``work(*args, report)`` and sends what
it returns down a one-way pipe; ``report(payload)`` sends progress, a few times a second at
most (``interval``: 0 sends every report, for work that reports a few times a second itself).
A watcher thread here hands each progress payload to ``on_progress`` and then the end to
``on_end(kind, payload)``, once: ``("done", result)``, ``("error", text)``, or ``("ended",
exit code)`` when the process ended without an answer (it failed, or ``cancel()`` ended it).
``cancel()`` ends the process at once; progress read after it is dropped. ``work`` must be a
module-level function (the spawned process imports it by name).

>>> import threading
>>> from spiderette_widget import Game
>>> from spiderette_widget.search.solver import Limit, solve_in_child
>>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S\\n2: 6S 5S 4S 3S 2S AS\\n3: 7S\\n")
>>> ended, seen = threading.Event(), []
>>> def on_end(kind, payload):
...     seen.append((kind, str(payload.verdict)))
...     ended.set()
>>> job = Background(solve_in_child, (g.to_dict(), {"limit": Limit(nodes=2000)}), None, on_end)
>>> ended.wait(), seen
(True, [('done', 'win')])
"""

from __future__ import annotations

import multiprocessing as mp
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

__all__ = ["PROGRESS_INTERVAL", "Background", "messages"]

PROGRESS_INTERVAL = 0.25  # seconds between progress messages from a background process


def _child(work: Callable[..., Any], args: tuple, conn: Any, interval: float = PROGRESS_INTERVAL) -> None:
    """The spawned process: run ``work(*args, report)``, send its progress (at most one message each
    ``interval`` seconds) and its answer down ``conn``."""
    last = [-interval]

    def report(payload: Any) -> None:
        now = time.perf_counter()
        if now - last[0] >= interval:  # a few messages a second, not thousands
            last[0] = now
            conn.send(("progress", payload))

    try:
        conn.send(("done", work(*args, report)))
    except Exception as e:  # pragma: no cover - reported to the parent
        conn.send(("error", repr(e)))
    finally:
        conn.close()


def messages(reader: Any) -> Iterator[tuple[str, Any]]:
    """The ``(kind, payload)`` messages a child process sends down ``reader`` (one end of a
    one-way pipe), until the pipe closes: the child ended, or was ended."""
    while True:
        try:
            if not reader.poll(0.2):
                continue
            message = reader.recv()
        except (EOFError, OSError):
            return
        yield message


class Background:
    """``work(*args, report)`` running in a spawned process; see the module's docstring."""

    def __init__(
        self,
        work: Callable[..., Any],
        args: tuple,
        on_progress: Callable[[Any], Any] | None,
        on_end: Callable[[str, Any], Any],
        interval: float = PROGRESS_INTERVAL,
    ) -> None:
        ctx = mp.get_context("spawn")
        self.cancelled = threading.Event()
        self._on_progress = on_progress
        self._on_end = on_end
        self._reader, writer = ctx.Pipe(duplex=False)
        self._process = ctx.Process(target=_child, args=(work, args, writer, interval), daemon=True)
        self._process.start()
        writer.close()  # the child holds the only writing end: its exit reads as end of file here
        threading.Thread(target=self._watch, daemon=True).start()

    def _watch(self) -> None:
        end: tuple[str, Any] | None = None
        for kind, payload in messages(self._reader):
            if self.cancelled.is_set():
                continue  # whatever was sent before the end: read until the pipe closes
            if kind != "progress":
                end = (kind, payload)
                break
            if self._on_progress is not None:
                self._on_progress(payload)
        self._reader.close()
        self._process.join(timeout=5)
        self._on_end(*(end or ("ended", self._process.exitcode)))

    def cancel(self) -> None:
        """End the process now (returns once it has ended); progress read after this is dropped."""
        self.cancelled.set()
        if self._process.is_alive():
            self._process.terminate()
            self._process.join(timeout=5)
        if self._process.is_alive():  # pragma: no cover - SIGTERM is not ignored by the child
            self._process.kill()
            self._process.join(timeout=5)
