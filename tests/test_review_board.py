"""The board's Review (``board/_review_view.py``): the review in a background process, ``view.review``
with its words in the board's language, closed by a change; never a face-down card in it."""

from __future__ import annotations

import json
import threading

import pytest
from test_review import with_hidden

from spiderette_widget import Game, SpideretteWidget
from spiderette_widget.board import SolveRefused
from spiderette_widget.search.core import HonestPlayer

SMALL = {"nodes": 100}


def played(code: str, actions: int) -> Game:
    g = Game.from_code(code)
    player = HonestPlayer()
    for _ in range(actions):
        g.play(player.step_for(g)[0])
    return g


def reviewed(w: SpideretteWidget, **options) -> dict:
    task = w.review(**{**SMALL, **options})
    assert w.view["review"]["state"] == "running" and w.status["kind"] == "search"
    assert task.result(300) is not None
    return w.view["review"]


def test_the_review_runs_in_the_background_and_shows_the_marked_moves():
    w = SpideretteWidget(played("SD1-S2-AAAAABD", 15), stats=False)
    rev = w.view["rev"]
    view = reviewed(w, verdicts=False)  # its own budgets
    here = w.game.review(verdicts=False)
    assert view["state"] == "done" and view["done"] == view["total"] and w.view["rev"] == rev
    assert view["summary"] == here.summary() and view["summary"].startswith("Unfinished. 15 decisions reviewed.")
    assert "the moves gave up" in view["summary"] and "the cards" in view["summary"]
    assert view["points"] == [[float(x), round(y, 4)] for x, y in here.points()]
    assert [c["move"] for c in view["costly"]] == [d.number for d in here.costly]
    assert all(c["text"] == here.sentence(d) and c["picture"].startswith("<svg")
               for c, d in zip(view["costly"], here.costly, strict=True))  # fmt: skip
    assert view["labels"]["close"] == "Close" and w.status["text"].startswith("The review is ready:")
    assert w.last_review is not None and w.reviewing is None

    w.lang = "pt"  # re-worded, not run again
    assert w.view["review"]["summary"].startswith("Partida por acabar. Foram revistas 15 decisões.")
    assert w.view["review"]["labels"]["close"] == "Fechar"

    w.play(w.game.legal_moves()[0])  # the review was of the line before this move
    assert w.view["review"] is None and w.last_review is None


def test_the_browser_asks_with_an_intent_and_closes_the_panel():
    w = SpideretteWidget(played("SD1-S1-AAAAABD", 3), stats=False)
    w._handle_custom_msg({"type": "review"}, [])
    task = w.reviewing
    assert task is not None and w.view["review"]["state"] == "running"
    task.cancel()  # a real review takes its full budget: stopped here, the panel still open
    w._handle_custom_msg({"type": "review_close", "rev": w.view["rev"]}, [])
    assert w.view["review"] is None and w.reviewing is None and w.status["text"] == "Review closed."
    said = w.status["id"]
    assert w.close_review() is False  # nothing open: nothing changes but a new, empty status (the intent's answer)
    assert (w.status["id"], w.status["text"]) == (said + 1, "")


def test_nothing_played_nothing_to_review():
    w = SpideretteWidget(Game.from_code("SD1-S1-AAAAABD"), stats=False, lang="pl")
    with pytest.raises(SolveRefused, match="Nie ma jeszcze czego przeglądać"):
        w.review()
    w._handle_custom_msg({"type": "review"}, [])
    assert w.status["kind"] == "error" and w.view["review"] is None


def test_the_review_on_the_board_shows_only_what_the_player_saw():
    """Two games alike in all the player saw, unlike in the cards still face down: the same view.review."""
    start = Game.from_code("SD1-S2-AAAAABD")
    line = played("SD1-S2-AAAAABD", 1).line  # 3>7: turns up column 3's top face-down card, kept in place
    views = []
    for g in (start.copy(), with_hidden(start, {(2, 1)}, 4)):
        for action in line:
            g.play(action)
        views.append(json.dumps(reviewed(SpideretteWidget(g, stats=False)), sort_keys=True))
    assert views[0] == views[1]


def test_the_review_fills_in_decision_by_decision_and_its_marked_moves_open_before_the_end():
    """Issue 50, point 6: the chart and the marked moves appear as the decisions are weighed."""
    w = SpideretteWidget(played("SD1-S2-AAAAABD", 12), stats=False)
    seen: list[dict] = []
    w.observe(lambda change: seen.append(change["new"]["review"]), "view")
    # asked from a thread with no event loop (one left by an earlier test in this process would hold the news)
    asking = threading.Thread(target=lambda: w.review(**SMALL, verdicts=False).result(300))
    asking.start()
    asking.join()
    final = w.view["review"]
    running = [r for r in seen if r is not None and r["state"] == "running" and r["points"]]
    weighed = [len(r["points"]) for r in running]
    assert weighed == sorted(weighed) and len(set(weighed)) >= 10  # one more decision at a time
    assert all(r["summary"] is None and len(r["skill"]) == len(r["points"]) for r in running)
    for r in running:  # each move of the review so far is a move of the final review, at the same place
        assert [p[0] for p in r["points"]] == [p[0] for p in final["points"]][: len(r["points"])]
    # each marked move's picture is sent once while it runs, in the first view that lists it (the page keeps
    # it): not the pictures of every marked move again after each decision; the review done carries them all
    sent = [(c["move"], c["picture"]) for r in running for c in r["costly"] if c["picture"]]
    listed = {c["move"] for r in running for c in r["costly"]}
    assert listed and sorted(m for m, _ in sent) == sorted(listed)
    assert all(picture.startswith("<svg") for _, picture in sent)
    for r in running:
        firsts = [c["move"] for c in r["costly"] if c["picture"]]
        before = {c["move"] for q in running[: running.index(r)] for c in q["costly"]}
        assert set(firsts) == {c["move"] for c in r["costly"]} - before
    assert all(c["picture"].startswith("<svg") for c in final["costly"])
    assert all(dict(sent)[c["move"]] == c["picture"] for c in final["costly"] if c["move"] in listed)  # the same
    assert final["summary"] and len(final["skill"]) == len(final["points"]) == 13
    luck = round(100 * (final["points"][-1][1] - final["skill"][-1][1]))
    assert luck == round(100 * w.last_review.luck) or final["skill"][-1][1] == 0.0  # the gap is the cards' luck
