"""The native search core (search/_native.c): it runs here, it gives the Python search's answers
node for node (the differential cases in native_cases.py), it is memory-safe under
AddressSanitizer, it compiles warning-free, it refuses what it cannot hold, and the search tests
pass on the Python search too (SPIDERETTE_PURE_PYTHON=1, in a process of their own)."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import native_cases
import pytest
from hypothesis import given, settings
from strategies import any_games

from spiderette_widget import DEAL, Game, Move
from spiderette_widget.search import NATIVE, native
from spiderette_widget.search.core import BudgetSpent, Limit, Meter, Rules, beam, rules_of, state_of

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
from hatch_build import NATIVE_SOURCE, NativeBuildError, compile_native  # noqa: E402

# This file compares the native core with the Python search: it needs both. The README's setup
# compiles the core (./dev); the pure-Python run of the search tests leaves this file out.

@pytest.fixture(autouse=True)
def both_cores():
    assert NATIVE and native.active(), f"the native core does not run here: {native.NATIVE_WHY_NOT}"


def test_the_native_core_runs_after_the_readme_setup():
    assert NATIVE, native.NATIVE_WHY_NOT
    assert native.active()
    with native.pure_python():
        assert not native.active()  # the Python search can be asked for, here as the tests do
    assert native.active()


def test_the_native_core_and_the_python_search_agree_on_random_deals_and_positions():
    """1, 2 and 4 suits, both games, both deal rules, full and honest knowledge: same verdict,
    line, node count and memory, part by part (phase passes, beam, complete, rollout, the whole
    thoughtful search, the honest player's step, the review's win chance)."""
    assert native_cases.check(count=3, seed=2026, nodes=20_000) == 18


@settings(max_examples=15, deadline=None)
@given(any_games)
def test_the_native_core_and_the_python_search_agree_on_generated_games(game):
    differences = native_cases.compare(game, 4000)
    assert not differences, "\n".join(differences)


def test_both_cores_stop_at_the_same_position_when_the_budget_ends():
    g = Game.from_code("SP1-S4-AAAACYY")
    counts = []
    for pure in (False, True):
        meter = Meter(Limit(nodes=12_345))
        with native.pure_python() if pure else contextlib.nullcontext(), pytest.raises(BudgetSpent):
            beam(rules_of(g), meter, state_of(g), 600, 10**6)
        counts.append(meter.nodes)
    assert counts == [13_000, 13_000]  # both check the budget every 1,000 positions


def test_big_searches_one_after_another_reuse_memory_safely():
    """Tables of tens of megabytes, one after another in one process: each takes the blocks the
    last one left whole and grows into them (a kept block once grew by moving only part of it,
    and the third search here ran for minutes). Counts only, pinned from searches run alone."""
    counts = []
    for code in ("SD1-S4-AAAAAGP", "SD1-S4-AAAAAEL", "SD1-S4-AAAAABQ"):
        g = Game.from_code(code)
        meter = Meter(Limit(nodes=10**9))
        assert beam(rules_of(g), meter, state_of(g), 8000, 12_000_000) is None
        counts.append(meter.nodes)
    assert counts == [1_224_489, 1_137_389, 3_468_003]


def test_a_beam_over_every_move_wins_a_deal_the_sensible_moves_leave_open():
    """SD1-S4-AAAAADX: every pass over sensible moves and 150,000,000 positions of the complete
    search left it open (search-12); splitting groups before the last deal wins it (search-13)."""
    g = Game.from_code("SD1-S4-AAAAADX")
    meter = Meter(Limit(nodes=10**9))
    line = beam(rules_of(g), meter, state_of(g), 5000, 5_000_000, every=True)
    assert line is not None and meter.nodes == 1_425_173
    for action in line:
        g.deal() if action == DEAL else g.play(action)
    assert g.is_won


@pytest.mark.parametrize(
    ("count", "seed", "name", "memory"),
    [
        (3, 11, "spider 1 suits, 0 random actions", 384 << 10),
        (3, 13, "spiderette 1 suits, 16 random actions", 128 << 10),
        (4, 11, "spider 4 suits, 40 random actions", 512 << 10),
    ],
)
def test_a_complete_search_that_forgets_when_full_keeps_its_verdict(count, seed, name, memory):
    """Given less memory than its positions need, the native complete search forgets half of them
    each time its set is full and goes on: the same verdict (a line that wins, or "no win"), with
    more positions counted (what it forgot and met again is searched again)."""
    game = next(g for label, g in native_cases.positions(count, seed) if label.startswith(name + ":"))
    (whole, whole_nodes), (small, small_nodes) = native_cases.forgetting(game, False, memory, 400_000)
    assert whole in ("win", "no win") and small == whole, (whole, small)
    assert small_nodes > whole_nodes


def test_a_complete_search_needs_some_memory():
    g = Game.from_code("SD1-S1-AAAAAAA")
    with pytest.raises(ValueError, match="from 128 KiB to 2 GiB"):
        native.complete(rules_of(g), Meter(Limit(nodes=1000)), state_of(g), memory=1000)


def test_the_native_core_refuses_a_position_it_cannot_hold_and_changes_nothing():
    g = Game.from_code("SD1-S1-AAAAAAA")
    rules, root = rules_of(g), state_of(g)
    too_many = Rules(11, rules.stock, rules.total)
    meter = Meter(Limit(nodes=1000))
    with pytest.raises(ValueError, match="at most 10 columns"):
        beam(too_many, meter, ((), *root[0], (), (), ()), 10, 100)  # type: ignore[arg-type]
    bad_card = ((*root[0][:-1], (*root[0][-1], 99)), root[1], root[2])
    with pytest.raises(ValueError, match="a card is an int from 0 to 63"):
        beam(rules, meter, bad_card, 10, 100)
    assert meter.nodes == 0 and state_of(g) == root


def test_the_native_core_refuses_to_shorten_a_line_that_is_not_legal():
    g = Game.from_code("SD1-S1-AAAAAAA")
    rules, root = rules_of(g), state_of(g)
    legal = [Move(s + 1, d + 1, k) for s, d, k in rules.moves(root)][:1]
    assert native.shorten(rules, root, legal, 30, 0) == legal  # nothing to cut from one move
    for line in ([*legal, Move(1, 1, 1)], [Move(9, 1, 1)], [Move(1, 2, 14)], [Move(1, 2, 0)]):
        with pytest.raises(ValueError, match="not legal"):
            native.shorten(rules, root, line, 30, 100)
    assert state_of(g) == root


@pytest.mark.slow
def test_the_native_core_is_memory_safe_under_address_sanitizer(tmp_path):
    """The differential cases' quick part, with the core compiled with AddressSanitizer and
    UndefinedBehaviorSanitizer (a copy of the package that loads that build)."""
    cc = shutil.which("gcc")
    assert cc is not None, "the sanitizer run needs gcc (./dev installs it)"
    runtime = [subprocess.run([cc, f"-print-file-name={lib}"], capture_output=True, text=True).stdout.strip()
               for lib in ("libasan.so", "libubsan.so")]  # fmt: skip
    assert all(Path(lib).is_file() for lib in runtime), runtime
    copy = tmp_path / "spiderette_widget"
    shutil.copytree(REPO / "spiderette_widget", copy, ignore=shutil.ignore_patterns("*.so", "__pycache__"))
    flags = ["-O1", "-g", "-fno-omit-frame-pointer", "-fsanitize=address,undefined", "-fno-sanitize-recover=all"]
    compile_native(REPO, extra=flags, out=copy / "search" / native.module_name())
    script = (
        "import spiderette_widget, native_cases\n"
        "from spiderette_widget.search import native\n"
        "assert native.NATIVE, native.NATIVE_WHY_NOT\n"
        f"assert spiderette_widget.__file__.startswith({str(tmp_path)!r}), spiderette_widget.__file__\n"
        "print('positions', native_cases.check(count=1, seed=7, nodes=10_000))\n"
        "g = next(g for n, g in native_cases.positions(3, 13) if n.startswith('spiderette 1 suits, 16 random'))\n"
        "print('forgetting', native_cases.forgetting(g, False, 128 << 10, 400_000))\n"
        "print('by rank', native_cases.rank_check(3, 7, 5_000, won=2))\n"
    )
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(tmp_path), str(REPO / "tests")]),
        "LD_PRELOAD": os.pathsep.join(runtime).replace(os.pathsep, ":"),
        "ASAN_OPTIONS": "detect_leaks=0:abort_on_error=0",  # CPython's own allocations are not ours
        "UBSAN_OPTIONS": "print_stacktrace=1",
    }
    env.pop("SPIDERETTE_PURE_PYTHON", None)
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=900
    )
    assert done.returncode == 0 and "positions 6" in done.stdout, done.stdout + done.stderr[-4000:]
    assert "forgetting [('win'" in done.stdout, done.stdout
    assert f"by rank {RANK_SANITIZED}" in done.stdout, done.stdout
    assert "ERROR: AddressSanitizer" not in done.stderr and "runtime error" not in done.stderr


# End games the complete search meets in fresh four-suit deals left open at search-16 (issue 54):
# SD1-S4-AABOKJF's first (lost by rank at once), SD1-S4-AABOKMI's first (lost after 4 refinements),
# SD1-S4-AABOKIY's second (lost by rank at once)
REAL_END_GAMES = (
    "spiderette\n1: QS 7C 3C 2D AH 6C 3D\n2: AC 9D 5D\n3: AD 2C JS JD\n4: 10D 10S | 6H 5H 4C 6D\n"
    "5: QH 8H 5S 2H | 8C 7S KC KS QD JC 10C 9C 8S 6S\n6: 4H 3H JH 2S 4D | QC 5C KH 9H\n"
    "7: 8D 7H KD 9S AS 3S | 7D 10H 4S",
    "spiderette\n1: 4D 5H 4S 3C KC 8C\n2: 7S | 7D 10D 9H 8H 7H 8D 2C AC 2H\n3: 5S 8S | 4H AD 6D\n"
    "4: 3S QH | KH JC 10H 2S AH\n5: 7C 6C 5C 4C\n6: QD JH 10C 9C 3D 2D AS KS\n"
    "7: 9D 6H QS JD 9S 3H | KD QC JS 10S 6S 5D",
    "spiderette\n1: 9H 8H 7H 6H\n2: KD QD 2D AC JS JH 10H 9C\n3: 3C KC | 5H KH QS JC 10S 9D 8D\n4: 8C | 2H\n"
    "5: 7D AD 2S JD | 10D AS 4S 9S\n6: 5S AH 10C 2C QH | 3S 6S 5C 4D 3H\n7: 7C 3D KS 7S 4C 4H | 8S 6D 5D QC 6C",
)
RANK_SANITIZED = 46  # the end games the sanitizer run compares by rank (native_cases.rank_check(3, 7, 5_000, won=2))


def test_the_native_search_by_rank_agrees_with_python_on_end_games():
    """``refine.by_rank`` with none, a third and all of the cards refined (the same count, line and
    positions found lost) and ``refine.end_game`` (the same outcome), on end games along random
    playouts (some proven lost, some open) and along winning lines (wins by rank, refinements, wins)."""
    assert native_cases.rank_check(12, 7, 20_000, won=2) == 68


@pytest.mark.parametrize("text", REAL_END_GAMES)
def test_the_native_search_by_rank_agrees_with_python_on_real_end_games(text):
    differences = native_cases.rank_differences(Game.from_text(text), 300_000)
    assert not differences, "\n".join(differences)


def test_the_native_search_by_rank_refuses_what_is_not_a_position_by_rank_and_changes_nothing():
    table = native.RankTable()
    good = ((b"", b"\x0d"), (b"\x21", b"\x0c"))  # a king; a queen on a face-down ace
    count, line = native.by_rank((good, (2, 0, 1, 0)), frozenset(), table, 100)
    assert (count, line) == (1, None) and len(table) == 2  # the queen onto the king, then no move: lost
    bad = [
        ((good[1], good[0]), (1, 0, 1, 0)),  # the columns not in order
        (good, (1, 0, 1, 0)),  # the counts not the cards'
        (((b"", b"\x0e"), good[1]), (2, 0, 1, 0)),  # no rank 14
        (((b"", b"\x0d"), (b"\x21", b"")), (1, 0, 1, 0)),  # a face-down card with none face up
    ]
    for pos in bad:
        with pytest.raises(ValueError, match="position by rank"):
            native.by_rank(pos, frozenset(), table, 100)
    with pytest.raises(ValueError, match="position by rank"):
        table.table.has(b"")
    with pytest.raises(ValueError, match="from 0 to 63"):
        native.by_rank((good, (2, 0, 1, 0)), frozenset({64}), table, 100)
    assert len(table) == 2


def test_the_c_source_compiles_without_a_warning(tmp_path):
    assert shutil.which("gcc") is not None, "./dev installs gcc"
    try:
        compile_native(REPO, extra=["-Werror"], out=tmp_path / native.module_name())
    except NativeBuildError as exc:
        pytest.fail(str(exc))
    assert (REPO / NATIVE_SOURCE).read_text().count("\t") == 0


@pytest.mark.slow
def test_the_search_tests_pass_on_the_python_search():
    """The Python search stays the reference: its own run of the search tests."""
    env = {**os.environ, "SPIDERETTE_PURE_PYTHON": "1"}
    files = ["tests/test_search_exact.py", "tests/test_search.py"]  # (this file needs both cores)
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:xdist", "-m", "not slow", *files],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=1200,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    summary = done.stdout.strip().splitlines()[-1]
    assert " passed" in summary and "skipped" not in summary and "failed" not in summary, summary


def test_a_long_search_without_the_native_core_says_so_once(tmp_path):
    """A machine where nothing could be compiled: the package loads, plays, and warns once."""
    copy = tmp_path / "spiderette_widget"
    shutil.copytree(REPO / "spiderette_widget", copy, ignore=shutil.ignore_patterns("*.so", "__pycache__"))
    script = """
import warnings
from spiderette_widget import Game
from spiderette_widget.search import NATIVE, Limit, native
from spiderette_widget.search.solver import solve
g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: 2S AS")
with warnings.catch_warnings(record=True) as seen:
    warnings.simplefilter("always")
    verdicts = [str(solve(g, limit=Limit(nodes=2_000_000)).verdict) for _ in range(2)]
print(NATIVE, verdicts, len(seen), native.NATIVE_WHY_NOT.split(" (")[0])
print(seen[0].message if seen else "")
"""
    env = {**os.environ, "PYTHONPATH": str(tmp_path)}
    env.pop("SPIDERETTE_PURE_PYTHON", None)
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    first, message = done.stdout.splitlines()[:2]
    assert first == "False ['win', 'win'] 1 the native core is not compiled here"
    assert "about 30 times slower" in message and "gcc" in message


def test_without_a_compiler_the_build_says_what_to_install(tmp_path, monkeypatch):
    monkeypatch.setenv("CC", "/nonexistent/cc")
    with pytest.raises(NativeBuildError, match=r"no C compiler .* install gcc"):
        compile_native(REPO, out=tmp_path / native.module_name())
    assert not (tmp_path / native.module_name()).exists()
