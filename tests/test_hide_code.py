"""hide_code=True: the game code (which, with the documented shuffle, rebuilds every face-down
card) stays in the kernel until the game is won. Checked on every synced change, the whole
synced state and the notebook output."""

from __future__ import annotations

import json

from spiderette_widget import Game, SpideretteWidget

CODE = "SD1-S4-AAAHAQJ"
NUMBER = 123457  # the deal number CODE names
ONE_MOVE_FROM_WINNING = """
spiderette
code: SD1-S1-AAAAGAV
removed: S S S
1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S
2: AS
"""


def send(w: SpideretteWidget, kind: str, **fields) -> None:
    """Deliver an intent the way ipywidgets does for a comm 'custom' message."""
    fields.setdefault("rev", w.view["rev"])
    w._handle_custom_msg({"type": kind, **fields}, [])


def watched(w: SpideretteWidget) -> list[str]:
    """Every change of every synced trait from now on, as the JSON the browser would get."""
    seen: list[str] = []
    names = [name for name in w.trait_names() if w.trait_metadata(name, "sync")]
    w.observe(lambda ch: seen.append(json.dumps({ch["name"]: ch["new"]})), names=names)
    return seen


def deal_letters(code: str) -> str:
    return code.rsplit("-", 1)[1]


def test_the_code_is_in_no_synced_trait_change_or_output_while_the_game_is_played():
    w = SpideretteWidget.new("spiderette", suits=4, seed=NUMBER, hide_code=True)
    seen = watched(w)
    assert w.game.code == CODE and w.view["code"] is None
    for _ in range(6):
        legal = w.view["legal"]
        if legal:
            src, count, dst = legal[0]
            send(w, "move", src=src, count=count, dst=dst)
        send(w, "hint")
    send(w, "deal")
    send(w, "undo")
    w.lang = "pt"
    w.refresh()
    state = json.dumps({k: v for k, v in w.get_state().items() if k not in ("_esm", "_css")})
    data, _ = w._repr_mimebundle_()
    assert {"text/plain", "image/svg+xml"} <= set(data)
    outputs = json.dumps(data)
    assert len(seen) > 10
    for text in [*seen, state, outputs, repr(w)]:
        assert deal_letters(CODE) not in text and "SD1-" not in text, text[:200]
    assert "hide_code" not in w.get_state()  # not even the option is synced


def test_a_new_game_is_announced_without_its_code():
    w = SpideretteWidget.new("spider", suits=2, seed=5, hide_code=True)
    seen = watched(w)
    send(w, "new", suits=1)
    code = w.game.code
    assert code.startswith("SP1-S1-") and w.view["code"] is None
    assert w.status["text"] == "New game. Undo brings back the game before."
    w.lang = "pl"
    assert w.status["text"].startswith("Nowa partia.")
    send(w, "undo")  # Undo right after a new game brings back the game before: still without its code
    assert w.game.code.startswith("SP1-S2-") and w.view["code"] is None
    assert w.status["text"] == "Cofnięto: powrót do poprzedniego układu kart."
    send(w, "new", suits=1)
    w.game = Game.new("spiderette", suits=2, seed=NUMBER)
    assert w.view["code"] is None and w.status["text"] == "Nowa partia."
    for text in seen:
        assert deal_letters(code) not in text and "SP1-" not in text and "SD1-" not in text, text[:200]


def test_the_browser_cannot_turn_it_off():
    w = SpideretteWidget.new("spiderette", suits=4, seed=NUMBER, hide_code=True)
    w.set_state({"hide_code": False})
    assert w.hide_code is True and w.view["code"] is None


def test_the_code_shows_once_the_game_is_won_or_the_teacher_turns_the_option_off():
    w = SpideretteWidget(Game.from_text(ONE_MOVE_FROM_WINNING), hide_code=True)
    assert w.view["code"] is None and "AAAAGAV" not in repr(w)
    send(w, "move", src=2, count=1, dst=1)
    assert w.view["won"] and w.view["code"] == "SD1-S1-AAAAGAV"
    w = SpideretteWidget.new("spiderette", suits=4, seed=NUMBER, hide_code=True)
    w.hide_code = False
    assert w.view["code"] == CODE and deal_letters(CODE) in w._repr_mimebundle_()[0]["image/svg+xml"]
    w.hide_code = True
    assert w.view["code"] is None


def test_without_the_option_the_code_is_shown_as_before():
    w = SpideretteWidget.new("spiderette", suits=4, seed=NUMBER)
    assert w.view["code"] == CODE
    send(w, "new")
    assert w.status["text"].startswith(f"New game {w.game.code}.")
