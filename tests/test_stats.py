"""Statistics: what a player sees after wins, losses, a restart, a corrupt or unwritable file."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
import warnings

import pytest
from positions import NEAR_WIN

from spiderette_widget import Game
from spiderette_widget.text._stats import ENV_DIR, Stats, default_path, stats


def won_game(extra_moves: int = 0) -> Game:
    g = Game.from_text(NEAR_WIN)
    for _ in range(extra_moves):  # shuffle the ace back and forth to spend moves
        g.play("2>3")
        g.play("3>2")
    g.play("2>1")
    assert g.is_won
    return g


def lost_game() -> Game:
    g = Game.new("spiderette", suits=2, seed=11)
    g.play(g.legal_moves()[0])
    return g


@pytest.fixture
def store(tmp_path):
    return Stats(tmp_path / "stats.json")


def test_wins_losses_streaks_and_best_figures(store):
    for g in (won_game(2), won_game(), lost_game(), won_game(1), won_game()):
        assert store.record(g)
    rows = {(r.game, r.suits): r for r in store.table()}
    one = rows["spiderette", 1]
    assert (one.played, one.won, one.streak, one.longest_streak) == (4, 4, 4, 4)
    assert one.best_score == 500 + 4 * 100 - 1  # three runs already removed, one move, the fourth run
    assert one.fewest_moves == 1
    two = rows["spiderette", 2]
    assert (two.played, two.won, two.win_rate, two.best_score, two.fewest_moves) == (1, 0, 0.0, None, None)


def test_a_loss_ends_the_streak_but_not_the_longest(store):
    for g in (won_game(), won_game(), won_game()):
        store.record(g)
    store.record(Game.from_text(NEAR_WIN))  # abandoned one move before the win
    r = store.get("spiderette", 1, "app")
    assert (r.played, r.won, r.streak, r.longest_streak) == (4, 3, 0, 3)
    assert r.win_rate == 0.75


def test_a_game_is_counted_once(store):
    g = won_game()
    assert store.record(g) is True
    assert store.record(g) is False
    assert store.get("spiderette", 1, "app").played == 1
    for _ in range(3):  # games that come and go are each counted, even at a reused address
        assert store.record(won_game()) is True
    assert store.get("spiderette", 1, "app").played == 4


def test_a_game_left_then_won_counts_its_win_once(store):
    g = Game.from_text(NEAR_WIN)
    g.play("2>3")
    assert store.record(g)  # left for a new game: played, not won
    g.undo()  # brought back
    g.play("2>1")
    assert store.record(g)  # and won: the win counts, the game is not played twice
    assert not store.record(g)
    r = store.get("spiderette", 1, "app")
    assert (r.played, r.won, r.streak, r.best_score) == (1, 1, 1, 899)


def test_profiles_are_kept_apart(store):
    store.record(won_game())
    g = Game.from_text(NEAR_WIN.replace("suits: 1", "suits: 1\nscoring: reveal"))
    g.play("2>1")
    store.record(g)
    assert [(r.scoring, r.best_score) for r in store.table()] == [("app", 899), ("reveal", 400)]


def test_survives_a_kernel_restart(tmp_path):
    path = tmp_path / "stats.json"
    Stats(path).record(won_game())
    Stats(path).remember_suits("spider", 4)
    script = textwrap.dedent(f"""
        from spiderette_widget.text._stats import Stats
        s = Stats({str(path)!r})
        r = s.get("spiderette", 1, "app")
        print(r.played, r.won, r.best_score, s.last_suits("spider"))
    """)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["1", "1", "899", "4"]


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b"\xff\xfe\x00",
        b"[1, 2, 3]",
        b'{"schema": 1, "records": {"x": {"played": "many"}}, "last_suits": {}}',
    ],
)
def test_a_corrupt_file_is_set_aside_and_play_goes_on(tmp_path, content):
    path = tmp_path / "stats.json"
    path.write_bytes(content)
    store = Stats(path)
    with pytest.warns(RuntimeWarning, match="starting afresh"):
        assert list(store.table()) == []
    assert (tmp_path / "stats.json.corrupt").read_bytes() == content
    store.record(won_game())
    assert json.loads(path.read_text())["records"]["spiderette-1-app"]["won"] == 1


def test_an_unwritable_place_keeps_figures_for_the_session(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be")
    store = Stats(blocker / "stats.json")
    with pytest.warns(RuntimeWarning, match="kept for this session only"):
        store.record(won_game())
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # warned once, not at every game
        store.record(won_game())
    assert store.get("spiderette", 1, "app").won == 2


def test_reset_forgets_figures_but_keeps_the_suit_choice(store):
    store.record(won_game())
    store.remember_suits("spiderette", 2)
    store.reset()
    assert list(store.table()) == []
    assert store.last_suits("spiderette") == 2


def test_table_shows_itself(store):
    store.record(won_game())
    table = store.table()
    assert "win rate" in str(table) and "100%" in str(table)
    assert "<th>best score</th>" in table._repr_html_() and "<td>899</td>" in table._repr_html_()
    assert table.rows()[0]["win_rate"] == 1.0


def test_stats_reads_the_folder_named_by_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv(ENV_DIR, str(tmp_path))
    assert default_path() == tmp_path / "stats.json"
    Stats().record(won_game())
    assert stats()[0].won == 1


def test_record_refuses_what_is_not_a_game(store):
    with pytest.raises(TypeError, match="takes a Game, got str"):
        store.record("SD1-S1-AAAAAAA")
