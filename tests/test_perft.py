"""Perft-style counts: legal moves (and 2-ply trees) of fixed positions, from tests/data/perft.txt.

The counts in the data file were computed by the reference model of
tests/strategies.py (written from the rules text, no engine code), so this is an
independent check of ``legal_moves``, ``can_deal``, ``play``, ``deal`` and ``undo``.
Regenerate the file with ``.venv/bin/python tests/test_perft.py`` (only when the
rules or the deals change on purpose; review the diff).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data" / "perft.txt"
sys.path.insert(0, str(Path(__file__).parent))  # for strategies, when run as a script
sys.path.insert(1, str(Path(__file__).parent.parent))  # for the package, when run as a script

from strategies import Position, perft, reference_actions, reference_apply, reference_can_deal  # noqa: E402

from spiderette_widget import Game  # noqa: E402


def read_records(path: Path = DATA) -> list[dict]:
    """The records of the data file: name, code + actions or text, moves, deal, perft2 (optional)."""
    records: list[dict] = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        if raw.startswith("#") or not raw.strip():
            continue
        if raw.startswith("["):
            records.append({"name": raw.strip("[] "), "text": []})
        elif raw.startswith("    "):
            records[-1]["text"].append(raw[4:])
        else:
            key, _, value = raw.partition(":")
            if key != "text":  # the notation follows on indented lines
                records[-1][key.strip()] = value.strip()
    return records


def position_of(record: dict) -> Game:
    if record["text"]:
        return Game.from_text("\n".join(record["text"]))
    g = Game.from_code(record["code"])
    for action in record["actions"].split():
        if action != "-":
            g.play(action)
    return g


def engine_perft(g: Game, depth: int) -> tuple[int, int]:
    """(leaves, distinct positions) after ``depth`` actions, moves and deals, played with the engine."""
    seen: set = set()

    def go(d: int) -> int:
        if d == 0:
            seen.add((g.columns, g.stock, g.removed_suits))
            return 1
        total = 0
        actions = [*g.legal_moves(), *(["deal"] if g.can_deal() else [])]
        for action in actions:
            g.play(action)
            total += go(d - 1)
            g.undo()
        return total

    return go(depth), len(seen)


RECORDS = read_records() if DATA.exists() else []


def test_the_data_file_has_a_few_dozen_positions():
    assert len(RECORDS) >= 30
    assert sum("perft2" in r for r in RECORDS) >= 8
    assert sum(bool(r["text"]) for r in RECORDS) >= 8


@pytest.mark.parametrize("record", RECORDS, ids=[r["name"] for r in RECORDS])
def test_legal_move_counts(record):
    g = position_of(record)
    before = (g.columns, g.stock, g.removed_suits, g.moves)
    assert len(g.legal_moves()) == int(record["moves"])
    assert g.can_deal() == (record["deal"] == "yes")
    if "perft2" in record:
        leaves, distinct = map(int, record["perft2"].split())
        assert engine_perft(g, 2) == (leaves, distinct)
        assert (g.columns, g.stock, g.removed_suits, g.moves) == before  # every action of the tree was undone


# ------------------------------------------------------------ regeneration
TEACHING = {
    "rulebook 9S 8S 7H": ["spiderette", "1: ? ? | 9S 8S 7H", "2: ? | 10D", "3: 8C", "4: ? | 8D", "5: 9H",
                          "6: ? | JS", "7: 10C", "stock: ? ? ? ? ? ? ?"],
    "one empty column": ["spiderette", "1: ? | 5S 4S 3S", "2: ? | 6H", "3: KD", "4: ? | 9C 8C", "5: -",
                         "6: ? ? | 2D", "7: ? | AH", "stock: ? ? ?"],
    "three empty columns": ["spiderette", "suits: 1", "1: KS QS JS 10S 9S 8S 7S", "2: ? | 6S 5S 4S", "3: 8S",
                            "4: ? | 2S"],
    "nothing on aces": ["spiderette", "1: ? | AS", "2: ? | AH", "3: ? | AD", "4: ? | AC", "5: ? | 2S",
                        "6: ? | 2H", "7: ? | KD"],
    "stuck, no stock": ["spiderette", "1: ? | AS", "2: ? | AH", "3: ? | AD", "4: ? | AC", "5: ? | KS",
                        "6: ? | KH", "7: ? | KD"],
    "a move completes a run": ["spiderette", "suits: 1", "1: ? | KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S",
                               "2: ? | 3S AS", "3: 7S", "4: 8S", "5: 9S", "6: ? | 10S", "7: JS", "stock: ? ? ?"],
    "a deal completes two runs": ["spiderette", "suits: 1", "1: ? | KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S",
                                  "2: ? | KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S", "3: 5S", "4: 5S", "5: 6S",
                                  "6: 6S", "7: ? | 7S", "stock: AS AS 8S 8S 7S 10S 10S"],
    "mixed suits stay": ["spiderette", "suits: 2", "1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S", "2: ? | AH",
                         "3: ? | 5H", "4: 9H 8H", "5: 4S", "6: 3H", "7: 2H"],
    "won": ["spiderette", "removed: S H D C"],
    "last deal of three": ["spiderette", "1: ? | 4C", "2: 9D", "3: ? ? | 10H", "4: QD", "5: 3H", "6: AS",
                           "7: 5H", "stock: ? ? ?"],
    "spider with two empty columns": ["spider", "suits: 2", "1: ? ? | KH QH JH", "2: ? | 10S 9S 8S",
                                      "3: ? | 10H", "4: ? ? | 7H 6H 5H", "5: -", "6: ? | 4S", "7: -",
                                      "8: ? | QS", "9: ? | 9H", "10: JS", "stock: ? ? ? ? ? ? ? ? ? ?"],
    "spider one suit long runs": ["spider", "suits: 1", "1: ? | KS QS JS 10S 9S 8S 7S 6S",
                                  "2: ? ? | 9S 8S 7S 6S 5S 4S 3S", "3: 10S 9S 8S", "4: ? | 7S 6S", "5: 5S",
                                  "6: 4S", "7: ? | QS", "8: JS", "9: 2S", "10: AS"],
}
CODES = ["SD1-S1-AAAAAAA", "SD1-S2-AAAAABD", "SD1-S4-ZZZZZZZ", "SP1-S1-AAAAAAA", "SP1-S2-HELLOAB",
         "SP1-S4-AAAAABQ"]
PLIES = (0, 8, 20, 40)


def reference_line(code: str, plies: int) -> list[str]:
    """``plies`` random actions (moves and deals) chosen with the reference model and a fixed RNG."""
    rng = random.Random(f"{code}/{plies}")
    pos = Position.of(Game.from_code(code))
    line = []
    for _ in range(plies):
        actions = reference_actions(pos)
        if not actions:
            break
        moves = [a for a in actions if a != "deal"]
        action = rng.choice(moves) if moves and (len(moves) == len(actions) or rng.random() > 0.15) else "deal"
        pos = reference_apply(pos, action)[0]
        line.append(action if action == "deal" else f"{action[0]}>{action[1]}x{action[2]}")
    return line


def regenerate(path: Path = DATA) -> None:
    out = [
        "# Legal-move counts of fixed positions, computed by the reference model of tests/strategies.py.",
        "# [name], then either 'code:' and 'actions:' (played from the deal), or indented notation lines;",
        "# moves: legal moves (deals not counted); deal: whether the stock can deal;",
        "# perft2: action sequences of length 2 (moves and deals) and the distinct positions they reach.",
        "# Regenerate with: .venv/bin/python tests/test_perft.py",
        "",
    ]
    entries = []
    for code in CODES:
        for plies in PLIES:
            line = reference_line(code, plies)
            entries.append((f"{code} after {plies}", ["code: " + code, "actions: " + (" ".join(line) or "-")],
                            Game.from_code(code), line))
    for name, lines in TEACHING.items():
        g = Game.from_text("\n".join(lines))
        entries.append((name, ["text:"] + ["    " + ln for ln in lines], g, []))
    for i, (name, head, g, line) in enumerate(entries):
        pos = Position.of(g)
        for action in line:
            pos = reference_apply(pos, action if action == "deal" else tuple(
                int(x) for x in action.replace(">", " ").replace("x", " ").split()))[0]
        moves = len([a for a in reference_actions(pos) if a != "deal"])
        out += [f"[{name}]", *head, f"moves: {moves}", f"deal: {'yes' if reference_can_deal(pos) else 'no'}"]
        if i % 2 == 0 or "text:" in head:
            out.append("perft2: {} {}".format(*perft(pos, 2)))
        out.append("")
    path.write_text("\n".join(out), encoding="utf-8")


if __name__ == "__main__":
    regenerate()
    print(f"wrote {DATA} ({len(read_records())} positions)")
