"""try_move: one call that tries a move and shows the outcome, in the learner's language."""

from __future__ import annotations

import base64

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt
import pytest

from spiderette_widget import Game, GameError, IllegalMove
from spiderette_widget.classroom import figure, show, try_move

POSITION = "spiderette\n1: ? | 9S 8S 7H\n2: 10D\n3: 8C\n4: -\n5: 2C\n6: 3C\n7: 4C"


def test_an_allowed_move_is_played_and_says_what_it_did():
    g = Game.from_text(POSITION)
    out = try_move(g, "1>3")
    assert out.allowed and out.rule is None and g.moves == 1
    assert out.text == "✔ Allowed. 7♥ from column 1 to column 3."
    bundle = out._repr_mimebundle_()
    assert out.text in bundle["text/html"] and bundle["text/plain"] == out.text
    assert 'class="refused-source"' not in bundle["image/svg+xml"]
    turned = try_move(g, "1>2", lang="pt")
    assert turned.text.startswith(
        "✔ Jogada permitida. O grupo 9♠ 8♠ passou da coluna 1 para a coluna 2. Carta virada na coluna 1:"
    )


@pytest.mark.parametrize(
    ("lang", "start"),
    [("en", "✘ Refused. "), ("pt", "✘ Jogada recusada. "), ("pl", "✘ Ruch odrzucony. ")],
)
def test_a_refused_move_changes_nothing_and_shows_the_rule_in_red(lang, start):
    g = Game.from_text(POSITION)
    before = g.to_dict()
    out = try_move(g, "1>2x3", lang=lang)
    assert g.to_dict() == before
    assert not out.allowed and out.rule == "lift-one-suit"
    with pytest.raises(IllegalMove) as refusal:
        g.copy().play("1>2x3")
    assert out.text == start + refusal.value.message(lang)
    svg = out._repr_mimebundle_()["image/svg+xml"]
    assert 'class="refused-source"' in svg and 'class="refused-cross"' in svg and 'class="move-source"' not in svg
    html = out._repr_mimebundle_()["text/html"]
    assert 'alt="' in html and {"en": "Red cross", "pt": "Cruz vermelha", "pl": "Czerwony krzyżyk"}[lang] in html


def test_a_refused_deal_outlines_the_empty_column():
    g = Game.from_text(POSITION + "\nstock: ? ? ? ? ? ? ?")
    out = try_move(g, "deal", lang="pl")
    assert out.rule == "deal-empty-column" and "kolumnie 4" in out.text
    assert 'class="marked" data-column="4"' in out.picture.data
    assert "Kropkowana ramka: kolumna 4." in out.picture.alt


def test_a_deal_and_a_removed_run_are_told():
    g = Game.from_text(
        "spiderette\nstock: AS ? ?\n1: ? | KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S\n"
        "2: 5H\n3: 7C\n4: 2C\n5: 3C\n6: 4C\n7: 5C"
    )
    out = try_move(g, "deal")
    assert out.allowed and "The stock dealt a card on columns 1, 2 and 3." in out.text
    assert "A run of spades was removed (+100)." in out.text and g.removed == 1


def test_bad_input_raises_a_clear_error_and_changes_nothing():
    g = Game.from_text(POSITION)
    before = g.to_dict()
    with pytest.raises(GameError, match="lang must be"):
        try_move(g, "1>3", lang="de")
    with pytest.raises(GameError):
        try_move(g, "one to three")
    out = try_move(g, "1>9")  # a rule of the board, not a typo: refused with its reminder
    assert out.rule == "no-such-column" and "no column 9" in out.text
    assert g.to_dict() == before


def test_show_gives_alt_text_in_the_language():
    g = Game.from_text(POSITION)
    pic = show(g, highlight="1>3", lang="pt")
    assert pic.alt.startswith("Tabuleiro de Spiderette. Monte: vazio")
    assert "A seta mostra o 7♥ a ir da coluna 1 para a coluna 3." in pic.alt
    html = pic._repr_mimebundle_()["text/html"]
    src = html.split('src="data:image/svg+xml;base64,')[1].split('"')[0]
    assert base64.b64decode(src).decode() == pic.data


def test_figure_is_a_png_with_alt_text_and_closes_the_chart():
    _, ax = plt.subplots()
    ax.plot([0, 1], [1, 0])
    pic = figure(ax, "Uma linha que desce")
    bundle = pic._repr_mimebundle_()
    assert base64.b64decode(bundle["image/png"])[:8] == b"\x89PNG\r\n\x1a\n"
    assert 'alt="Uma linha que desce"' in bundle["text/html"] and not plt.fignum_exists(ax.figure.number)
    with pytest.raises(GameError, match="needs alt text"):
        figure(plt.subplots()[1], " ")
    with pytest.raises(GameError, match="Axes or Figure"):
        figure("chart", "x")
    plt.close("all")
