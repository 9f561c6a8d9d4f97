"""Cross-check the solver against Solvitaire: same deals, both solvers, verdicts compared.

Solvitaire (C++, GPL-2.0, patched to play real Spiderette and Spider) is
built by ``../shared/tools/solvitaire/build.sh`` into a temporary folder (or
``--solvitaire PATH`` names a built binary); no line of it enters this
repository. Both solvers play the relaxed deal rule (Solvitaire deals onto
empty columns). A contradiction is a deal one solver wins and the other
proves lost: this project's winning line is then replayed in the search's own
rules and, where it needs no relaxed deal, through the engine too, and the
deal is printed for a closer look. Exits with status 1 on a contradiction.

    .venv/bin/python tools/crosscheck.py --deals 10 --suits 1 2 --nodes 200000 --timeout 10
    .venv/bin/python tools/crosscheck.py --positions 20     # small mid-game positions, both solvers exact

``--table [FILE]`` checks the winnability table (the shipped one by default)
instead of solving again: Solvitaire plays every deal of ``--rule`` whose
thoughtful verdict is in ``--verdict`` (``"no win"`` by default: each proof
of a loss) and the verdicts are compared; on a contradiction the deal is
solved again at the row's node limit to replay the line. Solvitaire plays
the relaxed rule, which only adds deals: for a strict row, its "no win"
confirms a strict loss too, and only its "no win" against a strict win is a
contradiction.

    .venv/bin/python tools/crosscheck.py --table --timeout 30
    .venv/bin/python tools/crosscheck.py --table --rule strict --timeout 30
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from spiderette_widget import Game
from spiderette_widget.search.core import DEAL, Limit, rules_of, state_of
from spiderette_widget.search.solver import solve
from spiderette_widget.search.study import codes, load_table, read_rows

BUILD = Path(__file__).resolve().parents[2] / "shared" / "tools" / "solvitaire" / "build.sh"


def build(build_dir: Path) -> Path:
    """Build Solvitaire with the shared build script; the binary's path."""
    if not BUILD.is_file():
        msg = f"no Solvitaire build script at {BUILD}"
        raise SystemExit(msg)
    out = subprocess.run(["bash", str(BUILD), str(build_dir)], capture_output=True, text=True, check=False)
    if out.returncode != 0:
        raise SystemExit(f"Solvitaire did not build:\n{out.stdout}\n{out.stderr}")
    return Path(out.stdout.strip().splitlines()[-1])


def deal_file(game: Game, folder: Path, name: str) -> Path:
    """The position as a Solvitaire deal file (face-down cards in lower case, stock dealt from the end)."""
    d = game.to_dict()
    piles = [[c[:-1] + c[-1].lower() for c in col["hidden"]] + col["up"] for col in d["columns"]]
    path = folder / f"{name}.json"
    path.write_text(json.dumps({"tableau piles": piles, "stock": list(reversed(d["stock"]))}))
    return path


def solvitaire(binary: Path, game: Game, path: Path, timeout_ms: int) -> str:
    """``"win"``, ``"no win"`` or ``"unknown"`` from Solvitaire."""
    kind = "spider" if game.game == "spider" else "spiderette"
    try:
        out = subprocess.run(
            [str(binary), "--type", kind, "--classify", "--timeout", str(timeout_ms), str(path)],
            capture_output=True,
            text=True,
            check=False,
            timeout=timeout_ms / 1000 + 60,
        )
    except subprocess.TimeoutExpired:  # a starved machine: its own timeout never came
        return "unknown"
    last = out.stdout.strip().splitlines()[-1] if out.stdout.strip() else ""
    field = last.split(",")[-1].strip()
    return {"solved": "win", "unsolvable": "no win"}.get(field, "unknown")


def replays(game: Game, line: list) -> str:
    """Whether a relaxed winning line wins in the search's rules, and in the engine when it can."""
    rules, st = rules_of(game, relaxed=True), state_of(game)
    for a in line:
        if a == DEAL:
            if not rules.can_deal(st):
                return "illegal deal"
        elif (a.src - 1, a.dst - 1, a.count) not in rules.moves(st):
            return f"illegal move {a}"
        st = rules.act(st, a)
    if not rules.won(st):
        return "does not win"
    g = game.copy()
    try:
        for a in line:
            g.play(a)
    except Exception as e:  # a deal onto an empty column: relaxed only
        return f"wins (relaxed; the engine refuses {type(e).__name__}: {e})"
    return "wins, also through the engine" if g.is_won else "engine: not won"


def along_a_win(rng: random.Random) -> Game | None:
    """A position part-way along a winning line of a 1- or 2-suit deal, before any run is removed."""
    g = Game.new("spiderette", suits=rng.choice([1, 2]), seed=rng.randrange(10**6))
    sol = solve(g, limit=Limit(nodes=100_000))
    if not sol.won:
        return None
    stop = rng.randrange(len(sol.line) // 3, len(sol.line))
    for a in sol.line[:stop]:
        g.play(a)
        if g.removed:
            return None
    return g


def positions(n: int, seed: int = 7) -> list[Game]:
    """Mid-game positions with every card still on the table or in the stock (Solvitaire's deal
    files cannot say that a run has left): half part-way along a winning line, half from
    deals played forward at random until the stock is nearly empty."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        if len(out) % 2:
            g = along_a_win(rng)
            if g is not None:
                out.append(g)
            continue
        g = Game.new("spiderette", suits=rng.choice([1, 2, 4]), seed=rng.randrange(10**6))
        for _ in range(rng.randrange(30, 120)):
            moves = g.legal_moves()
            if g.can_deal() and (not moves or rng.random() < 0.15):
                g.deal()
            elif moves:
                g.play(rng.choice(moves))
        if len(g.stock) <= 10 and not g.removed:
            out.append(g)
    return out


def agreement(ours: str, theirs: str, strict: bool) -> tuple[bool, str]:
    """Whether two verdicts contradict, and a word on them; Solvitaire's ``theirs`` is always relaxed.

    >>> agreement("no win", "win", strict=True)
    (False, 'wins only under the relaxed rule')
    """
    if (ours == "win" and theirs == "no win") or (not strict and ours == "no win" and theirs == "win"):
        return True, "CONTRADICTION"
    if ours == theirs:
        return False, "agree"
    if ours == "no win" and theirs == "win":
        return False, "wins only under the relaxed rule"
    return False, "one undecided"


def table_cases(
    path: Path | None, rule: str, verdicts: list[str], suits: list[int], game: str
) -> list[tuple[str, Game, str, int]]:
    """The table's thoughtful rows of ``rule`` with a verdict in ``verdicts``: (code, game, verdict, node limit)."""
    rows = load_table() if path is None else read_rows(path)
    return [
        (r["code"], Game.from_code(r["code"]), r["verdict"], int(r["limit_nodes"]))
        for r in rows
        if r["rule"] == rule
        and r["mode"] == "solve"
        and r["verdict"] in verdicts
        and r["suits"] in suits
        and r["game"] == game
    ]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", default="spiderette", choices=["spiderette", "spider"])
    ap.add_argument("--suits", type=int, nargs="*", default=[1, 2, 4])
    ap.add_argument("--deals", type=int, default=10, help="deals per suit count (deal numbers from --first)")
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--positions", type=int, default=0, help="also check this many random mid-game positions")
    ap.add_argument("--nodes", type=int, default=300_000, help="this solver's node limit per deal")
    ap.add_argument("--timeout", type=float, default=10.0, help="Solvitaire's seconds per deal")
    ap.add_argument("--solvitaire", type=Path, default=None, help="a built binary (else build into a temp dir)")
    ap.add_argument(
        "--table",
        nargs="?",
        const="",
        default=None,
        help="check this table's verdicts instead of solving (no FILE: the shipped table)",
    )
    ap.add_argument("--rule", default="relaxed", choices=["relaxed", "strict"], help="the table's rule (with --table)")
    ap.add_argument("--verdict", nargs="*", default=["no win"], help="the table's verdicts to check (with --table)")
    args = ap.parse_args()

    with tempfile.TemporaryDirectory(prefix="crosscheck-") as tmp:
        folder = Path(tmp)
        binary = args.solvitaire or build(folder / "build")
        if args.table is not None:
            path = Path(args.table) if args.table else None  # no FILE: the shipped table
            cases = table_cases(path, args.rule, args.verdict, args.suits, args.game)
        else:
            numbers = range(args.first, args.first + args.deals)
            cases = [
                (code, Game.from_code(code), None, args.nodes)
                for s in args.suits
                for code in codes(args.game, s, numbers)
            ]
            cases += [(f"position {i}", g, None, args.nodes) for i, g in enumerate(positions(args.positions))]
        tally: dict[tuple[str, str], int] = {}
        contradictions = 0
        print(f"{'deal':>16} {'suits':>5} {'this solver':>12} {'nodes':>9} {'Solvitaire':>11}  agreement")
        for i, (name, game, verdict, nodes) in enumerate(cases):
            ours = None if verdict else solve(game, limit=Limit(nodes=nodes), relaxed_deal=True)
            verdict = verdict or str(ours.verdict)
            theirs = solvitaire(binary, game, deal_file(game, folder, f"d{i}"), int(args.timeout * 1000))
            clash, note = agreement(verdict, theirs, strict=args.rule == "strict")
            if clash:
                contradictions += 1
                if verdict == "win":
                    ours = ours or solve(game, limit=Limit(nodes=nodes), relaxed_deal=args.rule == "relaxed")
                    note += f": our line {replays(game, ours.line)}"
                print(game.to_text())
            tally[verdict, theirs] = tally.get((verdict, theirs), 0) + 1
            shown = ours.nodes if ours else f"({nodes})"
            print(f"{name:>16} {game.suits:>5} {verdict:>12} {shown:>9} {theirs:>11}  {note}", flush=True)
        print("\nthis solver / Solvitaire: " + ", ".join(f"{a}/{b}: {n}" for (a, b), n in sorted(tally.items())))
        print(f"contradictions: {contradictions}")
    return 1 if contradictions else 0


if __name__ == "__main__":
    sys.exit(main())
