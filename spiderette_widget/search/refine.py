"""End games proven lost by rank, refined by card where a win by rank fails in the game (issue 54, CEGAR).

Research code, not part of the shipped solver (``docs/winnability.md``, "Refining by card where a win
by rank fails"). A *position by rank* (``search-17``'s, reverted: ``git show 7d80b3a``) keeps the
face-down cards (known to the solver) and only the ranks of the face-up cards; forgetting suits lets
groups of mixed suits move as one, so most four-suit end games are *won by rank* although the game
may be lost. Here a chosen set of cards, the *refined* cards, keeps its suits: a face-up entry is the
card itself (``card | REFINED``) when the card is refined, else its rank. ``end_game`` searches by
rank with no card refined; when the search reaches an empty table, the line is replayed card by card
from the real position; the first step no real move makes names the cards whose suits mattered (the
neighbours of different suits in the group that moved, or the cards of the wrong suit in the run that
was taken away), those cards are refined and the search starts again. A line that replays to the end
is a real winning line; a search that reaches no empty table proves the end game lost.

Why a loss by rank is a loss in the game (for any refined set). Map a position of the game to its
position by rank. Every move of the game is a move by rank with the same effect: a group of the game
is one suit in descending order, so its ranks descend, every refined card in it shows that suit, and
each unrefined card in it, of rank ``r``, is the card of that suit and rank, which is then face up,
on the table and unrefined: the test ``_group`` asks exactly this of some suit. Its destination is a
last card one rank higher or an empty column, as by rank (with the columns sorted, the first empty
one stands for all). A column left without face-up cards turns up its last face-down card in both,
and that card is refined or not in both. A run the game takes away is king to ace of one suit ``s``
at a column's end: its refined cards show ``s`` and each unrefined card of rank ``r`` is the card
``s, r``, unrefined, face up and on the table, so the run may be taken away by rank as suit ``s``
(``children`` offers both: taken away as each suit it may be, or left). So every line of the game
maps to a line by rank ending in the image of its last position; a won game's image is an empty
table. When no empty table is reachable by rank, no line of the game wins.

>>> from spiderette_widget import Game
>>> from spiderette_widget.search.core import state_of
>>> g = Game.from_text("spiderette\\nremoved: H D C\\n1: QS | KS\\n2: 9S | JS\\n3: 8S | 10S\\n"
...                    "4: 6S | 7S\\n5: 4S | 5S\\n6: 2S | 3S\\n7: AS\\n")
>>> result = end_game(state_of(g))
>>> result.verdict, result.refinements
('won', 0)
>>> _ = [g.play(move) for move in result.line]
>>> g.is_won
True
"""

from __future__ import annotations

import itertools
from typing import NamedTuple

from ..engine._cards import RUNS, make_card, rank_of, suit_of
from ..engine._game import Move
from . import native
from .core import Rules, State

__all__ = ["REFINED", "Outcome", "by_rank", "children", "end_game", "lost_table", "position", "replay"]

REFINED = 64  # a refined card's entry: the card (suit << 4 | rank) plus this; an unrefined card's entry is its rank
WON, LOST, OPEN = "won", "lost", "open"  # ``end_game``'s verdicts
LOOKUPS = 32  # the refined sets ``end_game`` looks an end game up with before it searches
_KING_TO_ACE = tuple(map(rank_of, RUNS[0]))  # a run's ranks, king first

Column = tuple[bytes, bytes]  # (face-down cards, face-up entries)
Position = tuple[tuple[Column, ...], tuple[int, ...]]  # sorted columns, cards of each suit on the table
Step = tuple[Column, Column, int, int]  # source and destination columns, cards moved, suit taken away (or -1)


def _entry(card: int, refined: frozenset[int]) -> int:
    return card | REFINED if card in refined else rank_of(card)


def position(st: State, refined: frozenset[int] = frozenset()) -> Position:
    """``st``'s position by rank (the stock empty, one deck) with the cards of ``refined`` keeping their suits.

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.search.core import state_of
    >>> g = Game.from_text("spiderette\\n1: 5S | 4H 3H\\n2: 9C\\n")
    >>> cols, counts = position(state_of(g), frozenset({g.position.cards[0][1]}))  # the 4H refined
    >>> [(list(down), list(up)) for down, up in cols if down or up], counts  # 4H is 1 << 4 | 4, plus 64
    ([([], [9]), ([5], [84, 3])], (1, 2, 0, 1))
    >>> position(state_of(Game.new("spiderette", suits=4, seed=1)))
    Traceback (most recent call last):
    ...
    ValueError: a position by rank needs an empty stock
    """
    cols, hid, ns = st
    if ns:
        raise ValueError("a position by rank needs an empty stock")
    counts = [0, 0, 0, 0]
    for col in cols:
        for x in col:
            counts[suit_of(x)] += 1
    if sum(counts) != len({x for col in cols for x in col}):
        raise ValueError("a position by rank takes one deck (Spiderette): a card is on the table twice")
    columns = ((bytes(col[:h]), bytes(_entry(x, refined) for x in col[h:])) for col, h in zip(cols, hid, strict=True))
    return tuple(sorted(columns)), tuple(counts)


def _suits(cols: tuple[Column, ...], counts: tuple[int, ...], refined: frozenset[int]) -> list[int]:
    """For each rank (index 0 unused), the suits (a 4-bit mask) an unrefined face-up card of that rank may
    have: its card of that suit is on the table, face up and not refined."""
    down = {x for d, _ in cols for x in d}
    masks = [0] * 14
    for suit in range(4):
        if counts[suit]:
            for rank in range(1, 14):
                card = make_card(suit, rank)
                if card not in down and card not in refined:
                    masks[rank] |= 1 << suit
    return masks


def _mask(e: int, masks: list[int]) -> int:
    return 1 << suit_of(e ^ REFINED) if e & REFINED else masks[e]


def _group(up: bytes, masks: list[int]) -> int:
    """How many of ``up``'s last entries may move as one: descending ranks with some suit all may have."""
    size = len(up)
    if not size:
        return 0
    can = _mask(up[-1], masks)
    k = 1
    while k < size:
        e = up[size - k - 1]
        if rank_of(e) != rank_of(up[size - k]) + 1:
            break
        can &= _mask(e, masks)
        if not can:
            break
        k += 1
    return k


def _turn_up(down: bytes, refined: frozenset[int]) -> Column:
    return down[:-1], bytes((_entry(down[-1], refined),))


def children(pos: Position, refined: frozenset[int]) -> list[tuple[Position, Step]]:
    """Every position by rank one move away from ``pos``, with the step that makes it, in the order
    ``by_rank`` tries them. A group (``_group``) moves, any number of its last entries, onto a last
    entry one rank higher or into the first empty column (a whole column never moves into one); a
    column left with face-down cards only turns up its last one; a move that ends a column with king
    to ace takes them away as each suit they may all be (``_group``'s test), or leaves them (the game
    takes a run away at once, but by rank the suit may be unknown); when every one of the 13 is
    refined, of one suit, the run is taken away only."""
    cols, counts = pos
    masks = _suits(cols, counts, refined)
    out = []
    for s, (down, up) in enumerate(cols):
        size = len(up)
        group = _group(up, masks)
        for k in range(1, group + 1):
            head = rank_of(up[size - k])
            rest = up[: size - k]
            if rest:
                src = (down, rest)
            elif down:
                src = _turn_up(down, refined)
            else:
                src = (b"", b"")
            empty = True  # only the first empty column is a destination
            for d, (ddown, dup) in enumerate(cols):
                if d == s:
                    continue
                if dup:
                    if rank_of(dup[-1]) != head + 1:
                        continue
                elif ddown or not empty:
                    continue
                else:
                    empty = False
                    if k == size and not down:
                        continue  # a whole column into an empty one: the same position
                dst = (ddown, dup + up[size - k :])
                after = list(cols)
                after[s] = src
                after[d] = dst
                run = dst[1][-13:]
                if len(run) < 13 or tuple(map(rank_of, run)) != _KING_TO_ACE:
                    out.append(((tuple(sorted(after)), counts), (cols[s], cols[d], k, -1)))
                    continue
                can = 15
                for e in run:
                    can &= _mask(e, masks)
                if not (can and all(e & REFINED for e in run)):
                    out.append(((tuple(sorted(after)), counts), (cols[s], cols[d], k, -1)))
                left = dst[1][:-13]
                after[d] = (ddown, left) if left or not ddown else _turn_up(ddown, refined)
                for suit in range(4):
                    if can >> suit & 1:
                        fewer = tuple(c - 13 if i == suit else c for i, c in enumerate(counts))
                        out.append(((tuple(sorted(after)), fewer), (cols[s], cols[d], k, suit)))
    return out


def lost_table() -> set | native.RankTable:
    """A table of positions by rank proven lost with one refined set, for ``by_rank``: the native
    core's (``native.RankTable``, searched in C) when it runs, else a set (the Python reference).

    >>> with native.pure_python():
    ...     lost_table()
    set()
    """
    return native.RankTable() if native.active() else set()


def by_rank(
    start: Position, refined: frozenset[int], lost: set | native.RankTable, cap: int
) -> tuple[int, list[tuple[Position, Step]] | None]:
    """Search by rank from ``start`` with the cards of ``refined`` keeping their suits: the number of
    positions by rank generated (at most ``cap`` and one position's children more) and, when it
    reaches an empty table, the line there (each position with the step that made it).

    ``search-17``'s ``core.by_rank`` with refined cards: depth first, never past a position in ``lost``
    (positions by rank with this refined set proven lost); then each position explored that reaches
    no empty table through those explored and no position left unexplored goes into ``lost``: every
    position it reaches was explored, none won. (``search-17`` kept the others too, as won or open;
    here a win by rank is to be checked in the game, so a position won by rank is searched again.)
    With a ``native.RankTable`` (``lost_table()`` while the native core runs) the search runs in C
    (``native.by_rank``: the same count, line and lost positions); with a set, in Python.

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.search.core import state_of
    >>> g = Game.from_text("spiderette\\nremoved: H D C\\n1: QS | KS\\n2: 10S | JS\\n3: 8S | 9S\\n"
    ...                    "4: 6S | 7S\\n5: 4S | 5S\\n6: 2S | 3S\\n7: AS\\n")
    >>> lost = set()
    >>> by_rank(position(state_of(g)), frozenset(), lost, 1000), len(lost)  # no move at all: lost
    ((0, None), 1)
    """
    if isinstance(lost, native.RankTable) and native.active():
        return native.by_rank(start, refined, lost, cap)
    index = {start: 0}
    nodes = [start]
    into: list[list[int]] = [[]]  # each position's parents among those explored
    parent: list[tuple[int, Step] | None] = [None]  # the position and step it was first reached from
    todo = [0]
    won: list[int] = []
    last: tuple[Position, Step] | None = None
    count = 0
    while todo and count < cap and not won:
        i = todo.pop()
        for child, step in children(nodes[i], refined):
            count += 1
            if not any(child[1]):
                won.append(i)
                last = (child, step)
                break
            j = index.get(child)
            if j is None:
                if child in lost:
                    continue
                j = index[child] = len(nodes)
                nodes.append(child)
                into.append([])
                parent.append((i, step))
                todo.append(j)
            into[j].append(i)
    alive = [False] * len(nodes)  # reaches an empty table or a position not explored
    seeds = [*won, *todo]
    while seeds:
        i = seeds.pop()
        if not alive[i]:
            alive[i] = True
            seeds.extend(into[i])
    lost.update(key for i, key in enumerate(nodes) if not alive[i])
    if last is None:
        return count, None
    line = [last]
    i = won[0]
    while (came := parent[i]) is not None:
        line.append((nodes[i], came[1]))
        i = came[0]
    line.reverse()
    return count, line


def _breaks(group: tuple[int, ...]) -> set[int]:
    """The cards on either side of each place ``group`` (ranks descending) changes suit."""
    out: set[int] = set()
    for a, b in itertools.pairwise(group):
        if suit_of(a) != suit_of(b):
            out.update((a, b))
    return out


def replay(st: State, line: list[tuple[Position, Step]], refined: frozenset[int]) -> list[Move] | set[int]:
    """``line`` (``by_rank``'s, from ``st``'s position by rank) played by card from ``st``: the moves of
    the game, or the cards to refine where no move of the game makes the next position by rank.

    The cards named: in the group the step moves, the neighbours of different suits; else, in the run
    it takes away, the cards of another suit (or all 13 when the game takes the run away and the step
    left it); else every unrefined face-up card of the columns the step names (so the refined set
    always grows)."""
    rules = Rules(len(st[0]), (), sum(map(len, st[0])))
    moves: list[Move] = []
    for after, (src, dst, k, suit) in line:
        for s, d, kk in rules.moves(st):
            child = rules.apply(st, s, d, kk)[0]
            if position(child, refined) == after:
                moves.append(Move(s + 1, d + 1, kk))
                st = child
                break
        else:
            return _culprits(st, (src, dst, k, suit), refined)
    return moves


def _culprits(st: State, step: Step, refined: frozenset[int]) -> set[int]:
    cols, hid, _ = st
    src, dst, k, suit = step
    views = [(bytes(c[:h]), bytes(_entry(x, refined) for x in c[h:])) for c, h in zip(cols, hid, strict=True)]
    sources = [i for i, v in enumerate(views) if v == src]
    targets = [i for i, v in enumerate(views) if v == dst]
    for s in sources:
        group = cols[s][-k:]
        cards = _breaks(group) - refined
        if cards:
            return cards
        for d in targets:
            if d == s:
                continue
            run = (cols[d] + group)[-13:]
            if len(run) == 13 and tuple(map(rank_of, run)) == _KING_TO_ACE:
                if suit >= 0:
                    cards = {x for x in run if suit_of(x) != suit} - refined
                elif len(set(map(suit_of, run))) == 1:
                    cards = set(run) - refined
                if cards:
                    return cards
    named = {x for i in (*sources, *targets) for x in cols[i][hid[i] :]} - refined
    return named or {x for c, h in zip(cols, hid, strict=True) for x in c[h:]} - refined


class Outcome(NamedTuple):
    """What ``end_game`` found: ``verdict`` ``"won"`` (``line`` wins in the game), ``"lost"`` (proven)
    or ``"open"`` (a budget spent); the refinements made, the positions by rank generated in all, and
    the refined set last searched."""

    verdict: str
    refinements: int
    positions: int
    line: list[Move]
    refined: frozenset[int]


def end_game(
    st: State,
    positions: int = 2_000_000,
    refinements: int = 60,
    tables: dict | None = None,
    start: frozenset[int] = frozenset(),
) -> Outcome:
    """The end game ``st`` (the stock empty, one deck) searched by rank and refined where a win by rank
    fails in the game, within ``positions`` positions by rank in all and ``refinements`` refinements.

    ``tables`` (``by_rank``'s table of positions proven lost for each refined set, ``lost_table()``'s,
    shared between calls)
    lets a class proven lost stay proven: ``st``'s position by rank with each of the last ``LOOKUPS`` refined sets is
    looked up first (every position by rank a search explored and found lost is there, so every
    arrangement of the class that search met). The first search refines ``start``'s cards (none by default).

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.search.core import state_of
    >>> g = Game.from_text("spiderette\\nremoved: S D C\\n1: KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H\\n2: AH\\n")
    >>> end_game(state_of(g)).line  # the run taken away: an empty table
    [Move(src=2, dst=1, count=1)]
    >>> end_game(state_of(g), positions=0).verdict  # nothing searched
    'open'
    """
    if st[2]:
        raise ValueError("end_game needs an empty stock")
    if positions < 0 or refinements < 0:
        raise ValueError("end_game's budgets are counts of 0 or more")
    if not any(st[0]):
        return Outcome(WON, 0, 0, [], frozenset())
    tables = {} if tables is None else tables
    for earlier in list(tables)[-LOOKUPS:]:  # a class proven lost with a refined set before
        if position(st, earlier) in tables[earlier]:
            return Outcome(LOST, 0, 0, [], earlier)
    refined = start & {x for col in st[0] for x in col}  # the first refined set: ``start``'s cards on the table
    spent = made = 0
    while True:
        if refined not in tables:
            tables[refined] = lost_table()
        known = tables[refined]
        here = position(st, refined)
        if here in known:
            return Outcome(LOST, made, spent, [], refined)
        if spent >= positions:
            return Outcome(OPEN, made, spent, [], refined)
        count, line = by_rank(here, refined, known, positions - spent)
        spent += count
        if here in known:
            return Outcome(LOST, made, spent, [], refined)
        if line is None:
            return Outcome(OPEN, made, spent, [], refined)
        found = replay(st, line, refined)
        if isinstance(found, list):
            return Outcome(WON, made, spent, found, refined)
        if made >= refinements:
            return Outcome(OPEN, made, spent, [], refined)
        refined |= found
        made += 1
