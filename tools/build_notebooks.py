# ruff: noqa: E501  (notebook text and code lines are content)
"""Write the companion notebooks (notebooks/NN_*.ipynb), execute them, and save them with outputs.

The notebooks are generated from this file so that the course stays consistent;
edit the text here, then run::

    PYTHONPATH=. .venv/bin/python tools/build_notebooks.py            # all notebooks
    PYTHONPATH=. .venv/bin/python tools/build_notebooks.py 03 07      # some of them
    PYTHONPATH=. .venv/bin/python tools/build_notebooks.py --no-run   # write without executing

Outputs are saved so that the notebooks read on a repository page. The
strategy notebooks use SPIDERETTE_NB_DEALS deals (200 when unset).
"""

from __future__ import annotations

import hashlib
import os
import re
import sys
import textwrap
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
NB_DIR = ROOT / "notebooks"
WIDGET_MIME = "application/vnd.jupyter.widget-view+json"

IMPORTS = """\
from spiderette_widget import Game, Move, IllegalMove, SpideretteWidget
from spiderette_widget.svg import board_svg
from IPython.display import SVG, display"""


def md(text: str) -> nbformat.NotebookNode:
    return nbformat.v4.new_markdown_cell(textwrap.dedent(text).strip())


def code(text: str) -> nbformat.NotebookNode:
    """A code cell; ``<<NAME>>`` is replaced (after dedenting) by the module constant NAME."""
    return nbformat.v4.new_code_cell(_subst(textwrap.dedent(text).strip()))


def _subst(source: str) -> str:
    return re.sub(r"<<(\w+)>>", lambda m: globals()[m.group(1)], source)


def try_cell(setup: str, action: str) -> nbformat.NotebookNode:
    """A cell that tries ``action`` and prints the rule and the reminder if it is refused."""
    body = f"""\
{setup}try:
    {action}
    print("allowed")
except IllegalMove as e:
    print("refused:", e.rule)
    print("  en:", e)
    print("  pt:", e.message("pt"))"""
    return nbformat.v4.new_code_cell(_subst(body.strip()))


NOTEBOOKS: dict[str, tuple[str, list[nbformat.NotebookNode]]] = {}


def notebook(name: str, title: str):
    def register(fn):
        NOTEBOOKS[name] = (title, fn())
        return fn

    return register


# --------------------------------------------------------------------------- 00
@notebook("00_play", "Play")
def _nb00():
    return [
        md("""
        # 00 · Play Spiderette in a notebook

        Spiderette is Spider Solitaire with one deck: 52 cards in 7 columns and a
        stock. Two lines start a game; the board below is live when you run the
        cell (on a repository page you see a picture of it).

        *Course: **00 Play** · [01 The deal](01_the_deal.ipynb) ·
        [02 Placing](02_placing_a_card.ipynb) · [03 Groups](03_moving_a_group.ipynb) ·
        [04 Empty columns](04_empty_columns.ipynb) · [05 Dealing](05_dealing.ipynb) ·
        [06 Runs](06_completed_runs.ipynb) · [07 Scoring](07_scoring_and_undo.ipynb) ·
        [08 Misconceptions](08_misconceptions.ipynb) · [09 Strategy](09_strategy.ipynb) ·
        [10 Spider](10_spider_vs_spiderette.ipynb)*
        """),
        code("""
        from spiderette_widget import SpideretteWidget
        SpideretteWidget.new("spiderette", suits=1, seed=7)
        """),
        md("""
        ## The goal in one paragraph

        Build, in one column, the thirteen cards of one suit from king down to ace.
        Such a run leaves the table by itself. Remove four runs and you have won.
        A card goes on any card one rank higher (the suit does not matter), but
        several cards only move together when they are all of one suit.
        Notebooks 01 to 06 take the rules one at a time.

        ## How to play

        | | mouse | touch | keyboard |
        |---|---|---|---|
        | move a card or a group | drag it onto a column | drag it with a finger | **←/→** pick a column, **↑/↓** how many cards, **Enter**/**Space** to lift, then go to a column and **Enter** again (**Esc** cancels) |
        | send it to the best column | double-click it | tap it | |
        | move without dragging | click the card, then the column | tap the card, then the column | as above |
        | deal from the stock | click the stock or **Deal** | tap the stock | **D** |
        | undo / redo | **Undo** / **Redo** | the same buttons | **U** or **Ctrl+Z** / **Y** or **Ctrl+Shift+Z** |
        | a hint | **Hint** | **Hint** | **H** |
        | new game / change suits | **New game**, the suits menu | the same | **N** / **S** (1 → 2 → 4 suits) |

        While you drag, the columns that accept the cards light up. When the
        game refuses a move, the line under the board reminds you of the rule
        that refused it. Double-click (or tap) sends a group to a column ending
        one rank higher in the **same suit** first, otherwise to an empty column,
        otherwise to any column one rank higher.

        ## Options

        Options are keyword arguments, and attributes you can change later:

        | option | default | what it does |
        |---|---|---|
        | `suits` | 1 | 1 (spades only), 2 (spades and hearts) or 4 suits |
        | `seed` | random | the deal number: the same seed gives the same deal |
        | `scoring` | `"app"` | `"app"`, `"classic"` or `"reveal"` (see notebook 07) |
        | `lang` | `"en"` | `"en"`, `"pt"` or `"pl"`: buttons, messages and descriptions |
        | `double_click` | `True` | double-click / tap sends a card to the best column |
        | `auto_place` | `False` | a dropped card goes to the best column even if dropped elsewhere |
        | `highlights` | `True` | light up the columns that accept a dragged group |
        | `hints` | `True` | the Hint button and the **H** key |
        """),
        code("""
        w = SpideretteWidget.new("spiderette", suits=2, seed=7, lang="pt", auto_place=True)
        w
        """),
        code("""
        w.lang = "en"          # options can change while you play
        w.hints = False
        w.game.code            # the game code: share it to share the deal
        """),
        md("""
        ## Playing from code

        The widget is a view over an engine `Game`. Code cells can play too, and
        every open view of the board follows. Columns are numbered from 1, and a
        move is written `"SRC>DST"` (the number of cards is worked out) or
        `"SRC>DSTxCOUNT"`.
        """),
        code("""
        <<IMPORTS>>

        g = Game.new("spiderette", suits=1, seed=7)
        g        # a Game shows itself as a picture
        """),
        code("""
        print(g.legal_moves())
        display(SVG(board_svg(g, highlight=Move(3, 2, 1))))   # point at a move: 10S from column 3 onto JS
        """),
        code("""
        g.play("3>2")
        print("score", g.score, "| moves", g.moves)
        g
        """),
        md("""
        A refused move raises `IllegalMove`; its `rule` names the rule, and the
        message quotes it (the same reminder the board shows under the cards).
        """),
        try_cell("", 'g.play("1>4")'),
        md("""
        Now play the same position on a live board (a copy, so the cells above
        keep their results):
        """),
        code("""
        SpideretteWidget(g.copy())
        """),
        md("""
        Next: [01 The deal](01_the_deal.ipynb): how the cards are laid out, and what a game code is.
        """),
    ]


# --------------------------------------------------------------------------- 01
@notebook("01_the_deal", "The deal")
def _nb01():
    return [
        md("""
        # 01 · The deal

        **The rule.** Spiderette uses one deck of 52 cards. Seven columns get 1,
        2, 3, 4, 5, 6 and 7 cards, left to right (28 cards); only the last card
        of each column is face up, so 21 cards start face down. The other 24
        cards are the stock: three deals of 7 cards, then a last deal of 3.

        The number of suits (1, 2 or 4) changes what the 52 cards are, never how
        many there are.
        """),
        code("""
        <<IMPORTS>>
        from collections import Counter

        g = Game.new("spiderette", suits=4, seed=7)
        g
        """),
        code("""
        sizes = [len(c.hidden) + len(c.up) for c in g.columns]
        print("cards per column:", sizes, "=", sum(sizes))
        print("face down:", sum(len(c.hidden) for c in g.columns))
        print("face up:  ", sum(len(c.up) for c in g.columns))
        print("stock:    ", len(g.stock), "cards,", g.deals_left, "deals left")
        """),
        md("""
        The kernel knows every card, but a player sees only the face-up ones.
        The picture and the live board never show a face-down card, and the
        description (the spoken form the Spiderette app gives) only counts them:
        """),
        code("""
        print(g.describe())
        """),
        md("""
        ## The stock deals 7, 7, 7, then 3

        Deal four times on a copy and count the cards each deal puts down:
        """),
        code("""
        h = g.copy()
        while h.can_deal():
            h.deal()
            print("deal", h.moves, "put a card on columns", h.last_action["columns"], "| stock now", len(h.stock))
        h
        """),
        md("""
        ## 1, 2 or 4 suits

        Count the cards of each suit in the whole deck (table and stock) of a
        deal of each kind. The table shows 4 × 13 spades, 2 × 13 spades and
        hearts, and 13 of each suit.
        """),
        code("""
        def composition(game):
            d = game.to_dict()
            cards = [c for col in d["columns"] for c in col["hidden"] + col["up"]] + d["stock"]
            suits = Counter(card[-1] for card in cards)
            copies = max(Counter(cards).values())
            return len(cards), dict(sorted(suits.items(), key=lambda kv: "SHDC".index(kv[0]))), copies

        for suits in (1, 2, 4):
            total, by_suit, copies = composition(Game.new("spiderette", suits=suits, seed=1))
            print(f"{suits} suits: {total} cards, by suit {by_suit}, each card {copies}x" if suits > 1 else f"1 suit: {total} cards, by suit {by_suit}, each card {copies}x")
        """),
        md("""
        ## Spider, for comparison

        Spider uses two decks (104 cards) and ten columns: columns 1-4 get 6
        cards, columns 5-10 get 5 (54 cards, 44 face down), and the stock holds
        50 cards, five deals of 10. Notebook 10 compares the two games.
        """),
        code("""
        s = Game.new("spider", suits=2, seed=1)
        print([len(c.hidden) + len(c.up) for c in s.columns], "face down:", sum(len(c.hidden) for c in s.columns),
              "| stock:", len(s.stock), "cards,", s.deals_left, "deals")
        print(composition(s))
        s
        """),
        md("""
        ## Game codes: same code, same deal

        A code names the game (`SD1` Spiderette, `SP1` Spider), the suit count
        (`S1`, `S2`, `S4`) and the deal number in letters. The shuffle behind it
        is written out in the package, so a code always gives the same cards.
        """),
        code("""
        print(g.code)
        again = Game.from_code(g.code)
        print("same deal:", again.to_dict() == g.to_dict())
        print("another seed:", Game.new("spiderette", suits=4, seed=8).code)
        """),
        md("""
        A mistyped code is refused with a message that says what is wrong
        (a `CodeError`, which is a `ValueError`):
        """),
        code("""
        try:
            Game.from_code("SD1-S3-AAAAAAH")
        except ValueError as e:
            print(type(e).__name__, "|", e)
        """),
        md("""
        ## Writing a position by hand

        The other notebooks set up positions with `Game.from_text`: one line per
        column, face-down cards before a `|`, face-up cards after it, bottom card
        first. A `?` is a face-down card you don't care about. Here is this deal
        written with its face-down cards hidden:
        """),
        code("""
        print(g.to_text(hide=True))
        """),
        md("""
        ## Your turn

        Play this exact deal; give the code to a friend and they get the same cards.
        """),
        code("""
        SpideretteWidget(Game.from_code(g.code))
        """),
        md("""
        Next: [02 Placing a card](02_placing_a_card.ipynb).
        """),
    ]


# --------------------------------------------------------------------------- 02
POS_02 = '''
game: spiderette
1: ? ? | 9H
2: 10S
3: 10H
4: AD
5: KC
6: ? | 8C
7: QD
'''


@notebook("02_placing_a_card", "Placing a card")
def _nb02():
    return [
        md("""
        # 02 · Placing a card

        **The rule.** A face-up card may go on the last card of another column
        when that card is exactly **one rank higher, whatever its suit or
        colour**: a 9 of hearts on a 10 of spades, a queen on a king.

        Ranks run A (lowest) 2 3 ... 10 J Q K (highest), with no wrap-around:
        - **nothing is ever placed on an ace**, and an ace never goes on a king;
        - a **king can only go to an empty column** (no card is one rank higher).

        When the last face-up card leaves a column, the face-down card under it
        turns up at once.
        """),
        code('''
        <<IMPORTS>>

        g = Game.from_text("""<<POS_02>>""")
        g
        '''),
        md("""
        The 9♥ in column 1 fits on the 10♠ in column 2 (and on the 10♥ in
        column 3): the suit does not matter. The amber outline is the card that
        moves, the dashed cyan outline the column that receives it.
        """),
        code("""
        display(SVG(board_svg(g, highlight=Move(1, 2, 1))))
        print("moves the rules allow here:", [str(m) for m in g.legal_moves()])
        """),
        md("""
        ## Try it

        Drag the 9♥ onto the 10♠ (or click it, then click column 2). Then try the
        refused moves below on the board too: the line under the board tells you
        which rule refused them.
        """),
        code("""
        SpideretteWidget(g.copy())
        """),
        md("""
        ## From code

        The move is allowed; the face-down card under the 9♥ turns up:
        """),
        code("""
        print(g.play("1>2"))
        col = g.columns[0]
        print("column 1 now:", len(col.hidden), "face-down card, then", *col.up)
        g
        """),
        md("""
        Back to the starting position. Each of these is refused, and nothing
        changes. Read the reminders: they name the cards and quote the rule
        (in English and in Portuguese).

        **A card on a card that is not one rank higher** (8♣ on 10♠):
        """),
        try_cell('start = Game.from_text("""<<POS_02>>""")\n', 'start.play("6>2")'),
        md("""**Nothing on an ace** (8♣ on A♦):"""),
        code("""display(SVG(board_svg(start, highlight=Move(6, 4, 1))))"""),
        try_cell("", 'start.play("6>4")'),
        md("""**A king only goes to an empty column** (K♣ on Q♦):"""),
        try_cell("", 'start.play("5>7")'),
        md("""**No wrap-around** (A♦ on K♣):"""),
        try_cell("", 'start.play("4>5")'),
        md("""
        None of the refusals changed the game:
        """),
        code('''
        print("score", start.score, "| moves", start.moves)
        print("unchanged:", start.to_dict() == Game.from_text("""<<POS_02>>""").to_dict())
        '''),
        md("""
        Next: [03 Moving a group](03_moving_a_group.ipynb): when several cards may travel together.
        """),
    ]


# --------------------------------------------------------------------------- 03
POS_03 = '''
game: spiderette
1: QH ? | 9S 8S 7H
2: 10D
3: 8C
4: ? | 6H 5H 4H
5: 7S
'''


@notebook("03_moving_a_group", "Moving a group")
def _nb03():
    return [
        md("""
        # 03 · Moving a group

        **The rule.** Several face-up cards move together only when they are
        at the end of their column, their ranks go down one by one, **and they
        are all of one suit**. A descending group of mixed suits stays where it
        is and must be taken apart card by card. A group lands like a single
        card: its first card goes on a card one rank higher (any suit), or into
        an empty column. Cards are never taken from the middle of a column.

        Placing ignores suits, lifting does not: that asymmetry is the heart of
        the game.

        The rulebook's example: a column ending **9♠ 8♠ 7♥** cannot move as a
        unit. The 7♥ can move alone, and once it has left, 9♠ 8♠ move together.
        """),
        code('''
        <<IMPORTS>>

        g = Game.from_text("""<<POS_03>>""")
        g
        '''),
        md("""
        ## Step 1: the three cards cannot go together

        We want 9♠ 8♠ 7♥ on the 10♦ of column 2. Ranks descend, but the 7♥
        breaks the spades:
        """),
        code("""
        display(SVG(board_svg(g, highlight=Move(1, 2, 3))))
        print("cards in the movable group at the end of column 1:", g.movable(1))
        """),
        try_cell("", "g.play(Move(1, 2, 3))"),
        md("""
        ## Step 2: the 7♥ moves alone

        It goes on the 8♣ (any suit will do for placing):
        """),
        code("""
        display(SVG(board_svg(g, highlight=Move(1, 3, 1))))
        print(g.play("1>3"))
        print("movable group at the end of column 1 now:", g.movable(1), "cards")
        """),
        md("""
        ## Step 3: now 9♠ 8♠ move as a unit

        Written `"1>2"`, the engine counts the cards that reach down to the one
        that fits (the 9♠ under the 10♦): two. The face-down card under them
        turns up.
        """),
        code("""
        display(SVG(board_svg(g, highlight=Move(1, 2, 2))))
        print(g.play("1>2"))
        g
        """),
        md("""
        A single-suit group of three, 6♥ 5♥ 4♥, goes on the 7♠ in one move;
        the destination's suit does not matter:
        """),
        code("""
        print(g.play("4>5"))
        g
        """),
        md("""
        ## Try it

        Here is the starting position again. Try to drag the three cards of
        column 1 (from the 9♠) onto the 10♦, and read the reminder; then do it
        the right way.
        """),
        code('''
        SpideretteWidget(Game.from_text("""<<POS_03>>"""))
        '''),
        md("""
        ## Two more refusals

        Face-down cards never move (column 1 below has one face-up card, so
        asking for two is refused), and a group's ranks must go down one by one
        (9♣ 5♣ is one suit, but not a run):
        """),
        try_cell(
            'h = Game.from_text("spiderette\\n1: ? | 9S\\n2: 10D\\n6: 9C 5C")\n',
            'h.play("1>2x2")',
        ),
        try_cell('', 'h.play("6>2x2")'),
        md("""
        Next: [04 Empty columns](04_empty_columns.ipynb).
        """),
    ]


# --------------------------------------------------------------------------- 04
POS_04 = '''
game: spiderette
1: ? ? | 9S 8H
2: 10S
3: -
4: 7C
5: ? | KD
6: ? ? | 5H 4H 3H
7: 9D
'''


@notebook("04_empty_columns", "Empty columns")
def _nb04():
    return [
        md("""
        # 04 · Empty columns

        **The rule.** An empty column accepts **any** single card or any movable
        group, not only a king. (Kings-only is Klondike's rule.)

        **Why it matters.** An empty column is the most valuable space on the
        table: a place to put a card aside so that the card under it can move,
        or to take a mixed pile apart. A king, which can go nowhere else, needs
        one to leave a column.

        In this position column 3 is empty. The 9♠ of column 1 wants to go on
        the 10♠, but the 8♥ sits on it (a mixed pair that cannot move together).
        """),
        code('''
        <<IMPORTS>>

        g = Game.from_text("""<<POS_04>>""")
        display(SVG(board_svg(g, columns=[3])))
        print("movable at the end of column 1:", g.movable(1), "card")
        '''),
        md("""
        ## Put the 8♥ aside

        An 8 into an empty column: allowed.
        """),
        code("""
        display(SVG(board_svg(g, highlight=Move(1, 3, 1))))
        print(g.play("1>3"))
        """),
        md("""
        ## Now the 9♠ joins the 10♠ and uncovers a card
        """),
        code("""
        print(g.play("1>2"))
        print("column 1 now ends with", g.columns[0].up[-1], "(turned up)")
        g
        """),
        md("""
        The 8♥ can go back on the 9♠, and column 3 is free again for the next job:
        """),
        code("""
        print(g.play("3>2"))
        g
        """),
        md("""
        ## A whole group fits too

        `"6>3"` into an empty column moves the whole movable group
        (5♥ 4♥ 3♥) and turns up the card under it:
        """),
        code("""
        display(SVG(board_svg(g, highlight=g.parse_move("6>3"))))
        print(g.play("6>3"))
        g
        """),
        md("""
        ## What an empty column is worth

        Count the moves available with and without it. Every card that can move
        at all can go into an empty column:
        """),
        code('''
        before = Game.from_text("""<<POS_04>>""")
        filled = Game.from_text("""<<POS_04>>""".replace("3: -", "3: JC"))
        print("legal moves with column 3 empty:", len(before.legal_moves()))
        print("legal moves with a card in it:  ", len(filled.legal_moves()))
        '''),
        md("""
        Notebook 09 measures it over many deals: a simple player that uses an
        empty column as a workspace wins far more often than one that does not.

        ## Try it

        Free the 9♠ with the help of column 3. Then try to deal (the stock):
        it refuses while a column is empty, which is the next notebook.
        """),
        code('''
        SpideretteWidget(Game.from_text("""<<POS_04>>""" + "stock: ? ? ? ? ? ? ?"))
        '''),
        md("""
        ## A king needs an empty column

        A king cannot go on any card, but an empty column takes it:
        """),
        try_cell('k = Game.from_text("spiderette\\n1: ? | KD\\n2: QS\\n3: -")\n', 'k.play("1>2")'),
        try_cell("", 'k.play("1>3")'),
        md("""
        Next: [05 Dealing from the stock](05_dealing.ipynb).
        """),
    ]


# --------------------------------------------------------------------------- 05
POS_05 = '''
game: spiderette
stock: ? ? ? ? ? ? ? ? ? ?
1: ? | 5S
2: -
3: ? ? | QH 10C
4: 6D
5: ? | 9H
6: ? ? ? | JS
7: 2C
'''


@notebook("05_dealing", "Dealing from the stock")
def _nb05():
    return [
        md("""
        # 05 · Dealing from the stock

        **The rule.** A deal puts one face-up card on each column, from the
        first column onwards. In Spiderette the first three deals put down 7
        cards; **the last deal puts down only 3, on columns 1-3**. Then the
        stock is empty.

        **The stock refuses to deal while any column is empty**, and says why.
        Put a card in every empty column first: which card you put there is a
        real decision, often the last free choice before the deal covers the
        table.

        This position has 10 cards in the stock (one deal of 7 and the last of
        3) and an empty column 2.
        """),
        code('''
        <<IMPORTS>>

        g = Game.from_text("""<<POS_05>>""")
        print("stock:", len(g.stock), "cards,", g.deals_left, "deals left | can deal:", g.can_deal())
        display(SVG(board_svg(g, columns=[2])))
        '''),
        md("""
        ## The refusal
        """),
        try_cell("", "g.deal()"),
        md("""
        ## Fill the column, then deal

        The 10♣ is a good choice: it sits on the Q♥ without being joined to it,
        so moving it breaks nothing, and the Q♥ can then take a jack.
        """),
        code("""
        display(SVG(board_svg(g, highlight=Move(3, 2, 1))))
        g.play("3>2")
        g.deal()
        print("dealt on columns", g.last_action["columns"], "| stock:", len(g.stock), "cards,", g.deals_left, "deal left")
        g
        """),
        md("""
        ## The last deal: three cards, columns 1-3
        """),
        code("""
        g.deal()
        print("dealt on columns", g.last_action["columns"], "| stock:", len(g.stock), "cards")
        g
        """),
        md("""
        Nothing is left to deal:
        """),
        try_cell("", "g.deal()"),
        md("""
        ## Try it

        The same position on a live board: click the stock first and read the
        reminder; fill column 2 and deal twice.
        """),
        code('''
        SpideretteWidget(Game.from_text("""<<POS_05>>"""))
        '''),
        md("""
        ## A whole game's stock

        A fresh deal holds 24 cards: 7, 7, 7, then 3.
        """),
        code("""
        h = Game.new("spiderette", suits=1, seed=3)
        while h.can_deal():
            h.deal()
            print(len(h.last_action["columns"]), "cards; deals left:", h.deals_left)
        """),
        md("""
        **Advice from the seeds:** deal only when no useful move is left: each
        deal covers every column, and any order you built is buried. Notebook 09
        tests that advice.

        Next: [06 Completed runs and winning](06_completed_runs.ipynb).
        """),
    ]


# --------------------------------------------------------------------------- 06
POS_06 = '''
game: spiderette
suits: 2
1: ? ? | KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S
2: ? | 7H AS
3: KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H
4: AS
5: ? | 9S
'''

POS_06_DEAL = '''
game: spiderette
suits: 2
stock: AS AH ? ? ? ? ?
1: ? | KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S
2: ? ? | KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H
3: ? | 9S
4: 5H
5: 7H
6: 3S
7: ? | JH
'''

POS_06_WIN = '''
game: spiderette
suits: 2
removed: S S H
score: 777
moves: 23
1: KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H
2: AH
'''


@notebook("06_completed_runs", "Completed runs and winning")
def _nb06():
    return [
        md("""
        # 06 · Completed runs and winning

        **The rule.** When a column ends with K Q J 10 9 8 7 6 5 4 3 2 A **of
        one suit**, all face up and uninterrupted, those 13 cards leave the
        table **automatically**, right after the move or deal that formed them.
        There are no foundations to build and you don't choose when. The
        face-down card under them turns up. A K..A of mixed suits stays.

        Remove every run (4 in Spiderette, 8 in Spider) and you have won: no
        card is left. Removed runs are shown in a row at the top of the board.
        """),
        code('''
        <<IMPORTS>>

        g = Game.from_text("""<<POS_06>>""")
        display(SVG(board_svg(g, highlight=Move(2, 1, 1))))
        '''),
        md("""
        ## The ace completes the spades

        The A♠ of column 2 goes on the 2♠: the K..A of spades leaves at once,
        and the card under the king turns up. The score gains 100 (and the move
        costs 1).
        """),
        code("""
        print("before: removed", g.removed, "| score", g.score)
        g.play("2>1")
        print("after:  removed", g.removed, g.removed_suits, "| score", g.score)
        print("what the move did:", g.last_action)
        g
        """),
        md("""
        ## A mixed K..A stays

        Column 3 holds K♥ down to 2♥; put the other A♠ on it. Thirteen cards
        from king to ace, but not of one suit: nothing is removed. (It will have
        to be taken apart: only the A♠ can leave it now.)
        """),
        code("""
        g.play("4>3")
        print("removed:", g.removed, "| column 3 ends", [str(c) for c in g.columns[2].up[-3:]], "| movable:", g.movable(3))
        g
        """),
        md("""
        ## A deal can complete two runs at once

        Here the next two cards of the stock are A♠ and A♥, and columns 1 and
        2 end in 2♠ and 2♥:
        """),
        code('''
        d = Game.from_text("""<<POS_06_DEAL>>""")
        d
        '''),
        code("""
        d.deal()
        print("runs removed by this deal, in columns", d.last_action["runs"], "| cards turned up in", d.last_action["flipped"])
        print("removed:", d.removed, d.removed_suits, "| score", d.score)
        d
        """),
        md("""
        Undo brings the runs back, with their cards and their points:
        """),
        code("""
        d.undo()
        print("removed:", d.removed, "| score", d.score)
        """),
        md("""
        ## Winning

        A game in progress: three runs are gone after 23 moves
        (500 − 23 + 300 = 777). One move completes the last run:
        """),
        code('''
        w = Game.from_text("""<<POS_06_WIN>>""")
        display(SVG(board_svg(w, highlight=Move(2, 1, 1))))
        w.play("2>1")
        print("won:", w.is_won, "| score", w.score, "| moves", w.moves)
        w
        '''),
        md("""
        ## Try it

        Complete the spades with the A♠, then see what is left of the mixed
        hearts column.
        """),
        code('''
        SpideretteWidget(Game.from_text("""<<POS_06>>"""))
        '''),
        md("""
        A removed run is gone for good: its column is not a store to take cards
        back from. (Notebook 08 shows that misconception.)

        Next: [07 Scoring and undo](07_scoring_and_undo.ipynb).
        """),
    ]


# --------------------------------------------------------------------------- 07
POS_07_BOUNCE = '''
game: spiderette
1: 6S
2: 6C
3: ? | 5H
'''


@notebook("07_scoring_and_undo", "Scoring and undo")
def _nb07():
    return [
        md("""
        # 07 · Scoring and undo

        The seeds describe three ways to keep score. The package offers each as a
        profile, chosen with `scoring=`:

        | | `"app"` (Spiderette app) | `"classic"` (Spider rulebook) | `"reveal"` (browser Spider) |
        |---|---|---|---|
        | score at start | 500 | 500 | 0 |
        | each move (card or group) | -1 | -1 | 0 |
        | each deal | -1 | -1 | 0 |
        | each removed run | +100 | +100 | +100 |
        | each face-down card turned up | 0 | 0 | +5 |
        | undo | last 100 actions, free: score and moves go back | unlimited, each undo costs 1 | up to 400 steps, score goes back |

        There is no floor: a long game can go below zero. The move counter
        counts moves and deals; a removed run is not a move.
        """),
        code("""
        <<IMPORTS>>
        from spiderette_widget.players import play_out, deal_late
        from spiderette_widget.plots import plot_score, plot_scores
        """),
        md("""
        ## The same game under the three profiles

        One deal, played by the same scripted player (notebook 09 explains the
        players), then five undos. Only the scoring differs.
        """),
        code("""
        games = {}
        for scoring in ("app", "classic", "reveal"):
            g = play_out(Game.from_code("SD1-S1-AAAAAAE", scoring=scoring), deal_late)
            for _ in range(5):
                g.undo()
            games[scoring] = g
            print(f"{scoring:8} score {g.score:5} | moves {g.moves} | runs removed {g.removed} | cards turned up {g.turned_up}")
        """),
        code("""
        import matplotlib.pyplot as plt

        fig, axes = plt.subplots(1, 3, figsize=(13, 3.6), sharex=True, layout="constrained")
        for ax, (scoring, g) in zip(axes, games.items()):
            plot_score(g, ax=ax, title=f'"{scoring}" scoring: {g.score} at the end')
        """),
        md("""
        The app and classic scores fall one point per action; the reveal score
        climbs by 5 for every card turned up. Every profile jumps by 100 at each
        removed run (★). The undos (×) at the end are where app and classic
        part ways: an undo gives its point back in the app profile and costs one
        more point in classic. Overlaid and zoomed on the last actions:
        """),
        code("""
        ax = plot_scores({name: games[name] for name in ("app", "classic")}, title="Undo: free in app, one point in classic")
        start = 30   # the last actions: from the removed run to the undos
        tail = [score for name in ("app", "classic") for _kind, _moves, score, _runs in games[name].log[start:]]
        _ = ax.set_xlim(start - 0.5, None), ax.set_ylim(min(tail) - 3, max(tail) + 3)
        """),
        md("""

        ## The 847 example

        The Spiderette app's rules page: a game won in 53 moves ends with
        500 − 53 + 4 × 100 = **847**. Here is a deal our scripted player wins in
        exactly 53 moves (deals included):
        """),
        code("""
        won = play_out(Game.from_code("SD1-S1-AAAABNK"), deal_late)
        print("won:", won.is_won, "| moves:", won.moves, "| runs:", won.removed)
        print("500 -", won.moves, "+ 4 x 100 =", 500 - won.moves + 4 * 100, "| the game says:", won.score)
        ax = plot_score(won, label="SD1-S1-AAAABNK")
        """),
        md("""
        In Spider (classic scoring) the rulebook's perfect game needs 46 moves:
        500 − 46 + 8 × 100 = 1254, a ceiling no human reaches.

        ## Undo in each profile

        One move, then one undo:
        """),
        code('''
        for scoring in ("app", "classic", "reveal"):
            g = Game.from_text("""<<POS_07_BOUNCE>>""" + f"scoring: {scoring}")
            start = g.score
            g.play("3>1")
            after_move = g.score
            g.undo()
            print(f"{scoring:8} start {start} -> after the move {after_move} -> after the undo {g.score} (moves {g.moves})")
        '''),
        md("""
        ## Undo limits

        The 5♥ below can hop between the 6♠ and the 6♣ forever. After 120 hops,
        the app profile can take back the last 100, and then says so; classic
        has no limit (but every undo costs a point).
        """),
        code('''
        def hop(scoring, n=120):
            g = Game.from_text("""<<POS_07_BOUNCE>>""" + f"scoring: {scoring}")
            g.play("3>1")
            for i in range(n - 1):
                g.play("1>2" if i % 2 == 0 else "2>1")
            return g

        g = hop("app")
        undone = 0
        try:
            while True:
                g.undo()
                undone += 1
        except IllegalMove as e:
            print("app: undid", undone, "actions, then:", e.rule, "|", e)
            print("     pt:", e.message("pt"))
            print("     pl:", e.message("pl"))
        '''),
        code("""
        c = hop("classic")
        print("classic before undoing:", c.score)
        for _ in range(119):
            c.undo()
        print("classic after 119 undos:", c.score, "| moves back to", c.moves)
        """),
        md("""
        ## Try it

        Play, then undo and redo with the buttons (or **U**/**Y**) and watch the
        score. `w.history` holds the score after every action, ready to plot.
        """),
        code("""
        w = SpideretteWidget.new("spiderette", suits=1, seed=4, scoring="classic")
        w
        """),
        code("""
        w.play("3>6")   # code cells play on the same board: 10S onto JS
        w.deal()
        w.undo()        # classic: the undo costs a point too
        ax = plot_score(w.history, title="The live game's score so far (classic scoring)")
        """),
        md("""
        Next: [08 The six common misconceptions](08_misconceptions.ipynb).
        """),
    ]


# --------------------------------------------------------------------------- 08
POS_08 = '''
game: spiderette
suits: 4
stock: ? ? ? ? ? ? ?
1: ? ? | 9S 8H 7S
2: 10D
3: -
4: ? | KC
5: ? | AH
6: ? | 6D
7: ? | 7H
'''


@notebook("08_misconceptions", "The six common misconceptions")
def _nb08():
    return [
        md("""
        # 08 · The six common misconceptions

        The Spider rulebook lists the "bugs" new players report. Most are rules
        working as designed, and half are Klondike rules smuggled in. Each one
        below is tried on one position; when the game refuses, you see the
        reminder the board gives (in English and Polish).
        """),
        code('''
        <<IMPORTS>>

        def attempt(game, action):
            try:
                game.play(action)
                print(f"{action}: allowed")
            except IllegalMove as e:
                print(f"{action}: refused ({e.rule})")
                print("  en:", e)
                print("  pl:", e.message("pl"))

        POSITION = """<<POS_08>>"""
        g = Game.from_text(POSITION)
        g
        '''),
        md("""
        ## 1. "I can move any descending pile"

        No: only a pile of one suit moves as a unit. 9♠ 8♥ 7♠ descends but mixes suits:
        """),
        code("""
        display(SVG(board_svg(g, highlight=Move(1, 2, 3))))
        attempt(g, Move(1, 2, 3))
        """),
        md("""
        ## 2. "The deal button is broken"

        Almost always an empty column: the stock never deals on an empty space.
        """),
        code("""
        display(SVG(board_svg(g, columns=[3])))
        try:
            g.deal()
        except IllegalMove as e:
            print("deal: refused (" + e.rule + ")")
            print("  en:", e)
            print("  pl:", e.message("pl"))
        """),
        md("""
        ## 3. "Completed runs go to foundations"

        There are none: a completed K..A of one suit leaves the table
        automatically, and you can't keep it or take cards back from it. Here a
        run is completed, and then we try to take a card from where it was:
        """),
        code("""
        r = Game.from_text("spiderette\\n1: ? | KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S\\n2: AS\\n3: 5D")
        r.play("2>1")
        print("runs removed:", r.removed, "| column 2 is", "empty" if not r.columns[1].up else "not empty")
        attempt(r, "2>3")
        r
        """),
        md("""
        ## 4. "An ace goes on a king"

        No wrap-around: the ace is the lowest card, it ends every run.
        """),
        code("""
        attempt(g, "5>4")
        """),
        md("""
        ## 5. "Empty columns only take kings"

        That is Klondike. Any card or movable group goes into an empty column:
        """),
        code("""
        h = Game.from_text(POSITION)
        attempt(h, "6>3")     # the 6 of diamonds into the empty column
        h
        """),
        md("""
        ...and it is the king that is restricted: it can go nowhere but an
        empty column.
        """),
        code("""
        attempt(Game.from_text(POSITION), "4>7")     # KC on 7H
        """),
        md("""
        ## 6. "Alternating colours matter"

        Also Klondike. Spider ignores colour when placing: a red card on a red
        card is fine, and the reminder for a wrong placement says "any suit".
        """),
        code("""
        c = Game.from_text(POSITION)
        attempt(c, "6>7")     # 6D (red) on 7H (red): allowed
        c.undo()
        attempt(c, "6>2")     # 6D on 10D: refused for its rank, whatever the colours
        c
        """),
        md("""
        ## Try them on the board

        Try each misconception with the mouse and read the line under the board.
        """),
        code("""
        SpideretteWidget(Game.from_text(POSITION), lang="pl")
        """),
        md("""
        The board above speaks Polish (`lang="pl"`); change it with `.lang = "en"`.

        Next: [09 Strategy](09_strategy.ipynb): the seeds' advice, tested.
        """),
    ]


# --------------------------------------------------------------------------- 09
@notebook("09_strategy", "Strategy, tested")
def _nb09():
    return [
        md("""
        # 09 · Strategy: the seeds' advice, tested

        The rule documents give advice:

        1. with more suits, **place on the same suit** when you can;
        2. **go after face-down cards**;
        3. treat an **empty column** as your most valuable space;
        4. **deal only when no useful move is left**.

        We test each with simple scripted players (`spiderette_widget.players`)
        over many deals. The players never look ahead and never undo: they play
        only *progress* moves (moves that turn up a card, remove a run, or join
        two cards that were not joined before), deal when none is left, and
        stop when the stock is empty. Each player follows some of the advice:

        | player | same suit first | reveal first | empty column as workspace | deals |
        |---|---|---|---|---|
        | `random_player` | no (random order) | no | no | late |
        | `any_placement` | no | no | no | late |
        | `same_suit_first` | yes | no | no | late |
        | `reveal_first` | no | yes | no | late |
        | `use_empty_columns` | no | no | yes | late |
        | `deal_late` | yes | yes | yes | late |
        | `deal_early` | yes | yes | yes | as soon as it can |

        Change `N_DEALS` (or set the `SPIDERETTE_NB_DEALS` environment variable)
        for a larger sample: 200 deals per player take a few seconds.
        """),
        code("""
        import os
        N_DEALS = int(os.environ.get("SPIDERETTE_NB_DEALS", 200))
        print("deals per player:", N_DEALS)
        """),
        code("""
        <<IMPORTS>>
        from IPython.display import HTML
        from spiderette_widget.players import (
            play_out, simulate, summarize, progress_moves, random_player, any_placement,
            same_suit_first, reveal_first, use_empty_columns, deal_late, deal_early,
        )
        from spiderette_widget.plots import plot_win_rates, plot_distribution, plot_score

        PLAYERS = [random_player, any_placement, same_suit_first, reveal_first, use_empty_columns, deal_late, deal_early]

        def table(results):
            head = "<tr><th>player</th><th>games</th><th>wins</th><th>win rate (95% CI)</th>"
            head += "<th>mean score</th><th>mean moves</th><th>mean runs removed</th><th>mean cards turned up</th></tr>"
            rows = []
            for name, rs in results.items():
                s = summarize(rs)
                turned = sum(r["turned_up"] for r in rs) / len(rs)
                rows.append(
                    f"<tr><td><code>{name}</code></td><td>{s['games']}</td><td>{s['wins']}</td>"
                    f"<td>{s['win_rate']:.0%} ({s['ci_low']:.0%}–{s['ci_high']:.0%})</td>"
                    f"<td>{s['mean_score']:.0f}</td><td>{s['mean_moves']:.0f}</td>"
                    f"<td>{s['mean_removed']:.2f}</td><td>{turned:.1f}</td></tr>"
                )
            return HTML("<table>" + head + "".join(rows) + "</table>")
        """),
        md("""
        ## What a player sees

        A player chooses among the progress moves. In this position the 7♥
        can go on the 8♣ or on the 8♥, and either move turns up a card. Only
        the 8♥ keeps the suit, so the 7♥ will later move with it.
        """),
        code('''
        g = Game.from_text("""
        game: spiderette
        1: ? | 7H
        2: 8C
        3: 10D
        4: 8H
        """)
        for move, what in progress_moves(g):
            print(move, {k: v for k, v in what.items() if v})
        print("same_suit_first plays:", same_suit_first(g, None), "| any_placement plays:", any_placement(g, None))
        display(SVG(board_svg(g, highlight=same_suit_first(g, None))))
        '''),
        md("""
        ## One suit

        Every player on the same deals (deal numbers 0 .. N-1 of 1-suit Spiderette):
        """),
        code("""
        one_suit = {p.__name__: simulate(N_DEALS, p, suits=1) for p in PLAYERS}
        table(one_suit)
        """),
        code("""
        ax = plot_win_rates(one_suit, title=f"1-suit Spiderette: win rate over {N_DEALS} deals (95% CI)")
        """),
        md("""
        **Empty columns** make the biggest difference: the only change from
        `any_placement` to `use_empty_columns` is that, when no progress move is
        left, the player parks a card in an empty column if that lets another
        card join its suit or turns up a card. **Dealing early** is a disaster:
        it buries the table before anything is sorted. With one suit every
        placement is a same-suit placement, so the same-suit advice can't show
        here.

        ## Two suits: the same-suit advice

        With spades and hearts, a card placed off-suit freezes: it can no longer
        move with the cards under it. Wins become rare for such simple players,
        so also look at how many cards they turn up and how many runs they remove.
        """),
        code("""
        two_suits = {p.__name__: simulate(N_DEALS, p, suits=2) for p in PLAYERS}
        table(two_suits)
        """),
        code("""
        ax = plot_distribution(
            {name: [r["turned_up"] for r in two_suits[name]] for name in ("any_placement", "same_suit_first", "deal_late")},
            xlabel="face-down cards turned up (of 21)",
            title=f"2-suit Spiderette, {N_DEALS} deals: how far each player digs",
        )
        """),
        md("""
        ## Score distributions

        Final scores (app profile) of the careful player against the one that
        ignores every piece of advice, one suit. Wins sit near 850; a game given
        up early stays near 500 − moves.
        """),
        code("""
        ax = plot_distribution(
            {name: [r["score"] for r in one_suit[name]] for name in ("any_placement", "deal_late", "deal_early")},
            title=f"1-suit Spiderette, {N_DEALS} deals: final scores",
        )
        """),
        md("""
        ## One game, move by move

        The careful player on one deal; ▼ marks a deal and ★ a removed run.
        """),
        code("""
        best = next((r for r in one_suit["deal_late"] if r["won"]), one_suit["deal_late"][0])
        game = play_out(Game.from_code(best["code"]), deal_late)
        print(best["code"], "| won:", game.is_won, "| score", game.score, "| moves", game.moves)
        ax = plot_score(game, label="deal_late")
        """),
        md("""
        ## Your turn

        Play the deal the careful player just played; can you beat its score
        (with undo, which the players never use)?
        """),
        code("""
        SpideretteWidget(Game.from_code(best["code"]))
        """),
        md("""
        **What the numbers say (for these simple players):** use empty columns as
        a workspace, deal late, and with two suits or more prefer same-suit
        placements. Going after face-down cards first helps little on its own
        here: most progress moves turn up cards anyway. (With 200 deals the
        random player even edges out `any_placement`: always taking the
        leftmost move is a bias of its own.) For comparison, the Spider
        rulebook quotes about 62% (1 suit), 28% (2 suits) and 6% (4 suits) for
        Spider played without undo; what these players lack is lookahead.

        Next: [10 Spider vs Spiderette](10_spider_vs_spiderette.ipynb).
        """),
    ]


# --------------------------------------------------------------------------- 10
POS_10 = '''
game: spider
1: ? ? ? ? | 9S 8S 7H
2: 10D
3: 8C
4: ? | KH
'''


@notebook("10_spider_vs_spiderette", "Spider vs Spiderette")
def _nb10():
    return [
        md("""
        # 10 · Spider vs Spiderette: the same rules at two sizes

        | | Spiderette | Spider |
        |---|---|---|
        | cards | 52 (one deck) | 104 (two decks) |
        | columns | 7, dealt 1, 2, 3, 4, 5, 6, 7 (28) | 10, dealt 6, 6, 6, 6, 5, 5, 5, 5, 5, 5 (54) |
        | face down at start | 21 | 44 |
        | stock | 24: deals of 7, 7, 7, then 3 | 50: five deals of 10 |
        | runs to remove | 4 | 8 |
        | default scoring here | `"app"` | `"classic"` |

        Every rule of notebooks 02 to 06 is the same in both: placing ignores
        suits, lifting needs one suit, empty columns take anything, the stock
        refuses to deal onto an empty column, and K..A runs of one suit leave by
        themselves.
        """),
        code("""
        <<IMPORTS>>
        import os
        from spiderette_widget.players import simulate, deal_late
        from spiderette_widget.plots import plot_win_rates

        N_DEALS = int(os.environ.get("SPIDERETTE_NB_DEALS", 200))

        small = Game.new("spiderette", suits=2, seed=11)
        big = Game.new("spider", suits=2, seed=11)
        for g in (small, big):
            sizes = [len(c.hidden) + len(c.up) for c in g.columns]
            print(f"{g.game:10} {g.code} columns {sizes} | face down {sum(len(c.hidden) for c in g.columns)}"
                  f" | stock {len(g.stock)} ({g.deals_left} deals) | runs to win {g.layout.runs_to_win}")
        big
        """),
        md("""
        ## The same refusal in Spider

        The rulebook's 9♠ 8♠ 7♥, now on a ten-column table:
        """),
        code('''
        s = Game.from_text("""<<POS_10>>""")
        display(SVG(board_svg(s, highlight=Move(1, 2, 3))))
        try:
            s.play(Move(1, 2, 3))
        except IllegalMove as e:
            print(e.rule, "|", e)
        print(s.play("1>3"), s.play("1>2"))
        s
        '''),
        md("""
        ...and the stock is just as strict about empty columns (here columns 5-10 are empty):
        """),
        code('''
        t = Game.from_text("""<<POS_10>>stock: ? ? ? ? ? ? ? ? ? ?""")
        try:
            t.deal()
        except IllegalMove as e:
            print(e.rule, "|", e)
            print("pt:", e.message("pt"))
        '''),
        md("""
        ## Which is harder?

        The careful scripted player of notebook 09 on both games, 1 and 2 suits.
        Spider deals more cards per deal, but it also has more columns to work
        with and two copies of every card, so more cards have somewhere to go.
        """),
        code("""
        results = {}
        for game in ("spiderette", "spider"):
            for suits in (1, 2):
                results[f"{game}, {suits} suit{'s' * (suits > 1)}"] = simulate(N_DEALS, deal_late, game=game, suits=suits)
        ax = plot_win_rates(results, title=f"deal_late player, {N_DEALS} deals each (95% CI)")
        """),
        md("""
        The Spider rulebook quotes win rates of about 62% (1 suit), 28% (2
        suits) and 6% (4 suits) for Spider played without undo. This simple
        player is close to the first figure and far from the second: with two
        suits, good play needs lookahead.

        ## Your turn: Spider

        Ten columns, two decks. The suits button (or **S**) cycles 1 → 2 → 4.
        """),
        code("""
        SpideretteWidget.new("spider", suits=1, seed=7)
        """),
        md("""
        That's the course. Back to [00 Play](00_play.ipynb), or see the
        [index](README.md).
        """),
    ]


# --------------------------------------------------------------------------- run
def build(name: str, run: bool = True) -> Path:
    _title, cells = NOTEBOOKS[name]
    nb = nbformat.v4.new_notebook()
    nb.cells = cells
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    for i, cell in enumerate(nb.cells):
        cell["id"] = f"{name[:2]}-{i:02d}"
    path = NB_DIR / f"{name}.ipynb"
    if run:
        env_path = os.environ.get("PYTHONPATH", "")
        os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env_path) if p)
        client = NotebookClient(
            nb,
            timeout=600,
            kernel_name="python3",
            resources={"metadata": {"path": str(NB_DIR)}},
            store_widget_state=False,
            record_timing=False,
        )
        client.execute()
        nb.metadata.pop("widgets", None)
        _stable_widget_ids(nb)
    nbformat.write(nb, path)
    return path


def _stable_widget_ids(nb: nbformat.NotebookNode) -> None:
    """Name each saved widget output after its cell and drop memory addresses from reprs,
    so that a rebuild changes only what really changed.

    No widget state is saved, so the ids point at nothing; they only need to be stable.
    """
    for cell in nb.cells:
        for k, out in enumerate(cell.get("outputs", [])):
            data = out.get("data", {})
            if WIDGET_MIME in data:
                data[WIDGET_MIME]["model_id"] = hashlib.sha1(f"{cell['id']}-{k}".encode()).hexdigest()[:32]
            if isinstance(data.get("text/plain"), str):
                data["text/plain"] = re.sub(r" at 0x[0-9a-f]+>", ">", data["text/plain"])


def main(argv: list[str]) -> None:
    run = "--no-run" not in argv
    wanted = [a for a in argv if not a.startswith("--")]
    names = [n for n in NOTEBOOKS if not wanted or any(n.startswith(w) for w in wanted)]
    NB_DIR.mkdir(exist_ok=True)
    for name in names:
        t = time.perf_counter()
        path = build(name, run)
        print(f"{path.relative_to(ROOT)}  ({time.perf_counter() - t:.1f} s)")


if __name__ == "__main__":
    main(sys.argv[1:])
