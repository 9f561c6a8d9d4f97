"""Widget model ids that a notebook cell gives the same every time it runs (issue 52, point 3).

A notebook saves each widget output with its model id. ipywidgets draws a random id, so running a course
notebook and saving it changed the file although nothing else had. JupyterLab says which cell it runs
(``cellId`` in the execute request's metadata); a board made by that cell takes the id
``cell_model_id(cell, n)``, ``n`` counting the boards the cell has made in this run. The course build
(tools/build_notebooks.py) saves the same ids, so a Run All in a fresh kernel and a save leave the file as
it was. Outside a notebook cell (a script, a console, nbclient) the id stays ipywidgets' random one.
"""

from __future__ import annotations

import hashlib
import weakref
from typing import Any

_made: dict[str, Any] = {"request": None, "n": 0}  # boards made by the cell now running
_holders: weakref.WeakValueDictionary[str, Any] = weakref.WeakValueDictionary()  # model id -> the board holding it


def cell_model_id(cell: str, n: int) -> str:
    """The model id of the ``n``-th board (from 0) a notebook cell ``cell`` shows.

    >>> cell_model_id("00-02", 0)
    '5a42b47febc860fc8ee82bdbb4d35752'
    >>> len({cell_model_id("00-02", 0), cell_model_id("00-02", 1), cell_model_id("00-04", 0)})
    3
    """
    return hashlib.sha1(f"{cell}-{n}".encode()).hexdigest()[:32]


def _request() -> dict[str, Any] | None:
    """The execute request the kernel is answering, or None outside a kernel."""
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - IPython comes with ipywidgets
        return None
    kernel = getattr(get_ipython(), "kernel", None)
    get_parent = getattr(kernel, "get_parent", None)
    if not callable(get_parent):
        return None
    for args in (("shell",), ()):  # ipykernel's takes the channel; the Pyodide kernel's (JupyterLite) none
        try:
            parent = get_parent(*args)
        except TypeError:
            continue
        except AttributeError:  # the Pyodide kernel before its first request has no parent yet
            return None
        return parent if isinstance(parent, dict) else None
    return None


def next_model_id() -> str | None:
    """The id for a board the running cell makes now (None when no notebook cell is running).

    A board from an earlier run of the same cell that still holds the id is closed first: its output is
    the one being replaced.

    >>> next_model_id() is None  # not in a kernel
    True
    """
    parent = _request()
    cell = ((parent or {}).get("metadata") or {}).get("cellId")
    if not isinstance(cell, str) or not cell:
        return None
    request = (parent or {}).get("header", {}).get("msg_id")
    if _made["request"] != request:
        _made.update(request=request, n=0)
    model_id = cell_model_id(cell, _made["n"])
    _made["n"] += 1
    old = _holders.pop(model_id, None)
    if old is not None:
        old.close()
    return model_id


def hold(board: Any) -> None:
    """Note that ``board`` holds its model id (``next_model_id`` closes it when its cell runs again)."""
    model_id = getattr(board, "model_id", None)
    if isinstance(model_id, str):
        _holders[model_id] = board
