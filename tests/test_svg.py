"""The static board picture: structure, hidden information, highlights."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from spiderette_widget import Game, Move
from spiderette_widget.pictures import SUIT_SYMBOLS, board_svg

NS = {"s": "http://www.w3.org/2000/svg"}

POSITION = """
game: spiderette
stock: 7D 8D ? ? ? ? ? ? ? ?
removed: C
1: QH 4D | 9S 8S 7H
2: 10D
3: 8H
4: JD ? ? | KH
5: -
6: 2H AH
7: ? | 6S
"""


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    return root


def columns(root: ET.Element) -> list[ET.Element]:
    return root.findall(".//s:g[@class='column']", NS)


def all_text(root: ET.Element) -> str:
    """Every piece of text and every attribute value in the picture."""
    parts = []
    for el in root.iter():
        parts.extend(el.attrib.values())
        parts.append(el.text or "")
    return " ".join(parts)


def test_one_group_per_column_with_backs_for_hidden_cards_and_faces_for_the_rest():
    g = Game.from_text(POSITION)
    root = parse(board_svg(g))
    groups = columns(root)
    assert [grp.get("data-column") for grp in groups] == [str(i) for i in range(1, 8)]
    for grp, col in zip(groups, g.columns, strict=True):
        assert len(grp.findall("s:rect[@class='back']", NS)) == len(col.hidden)
        faces = [c.get("data-card") for c in grp.findall("s:g[@class='card']", NS)]
        assert faces == [str(c) for c in col.up]
    # an empty column still shows its slot
    assert len(groups[4].findall("s:rect[@class='slot']", NS)) == 1


def test_face_down_cards_and_the_stock_order_are_not_in_the_picture():
    g = Game.from_text(POSITION)
    svg = board_svg(g)
    root = parse(svg)
    shown = {c.get("data-card") for c in root.iter() if c.get("data-card")}
    assert shown == {str(c) for col in g.columns for c in col.up}
    hidden = {str(c) for col in g.columns for c in col.hidden} | {str(c) for c in g.stock}
    up = {str(c) for col in g.columns for c in col.up}
    text = all_text(root)
    # QH, 4D, JD are face down and not face up anywhere: their names appear nowhere
    for name in ("QH", "4D", "JD", "7D"):
        assert name in hidden and name not in up
        assert name not in svg
    # the rank and suit written on the cards are those of the face-up cards, nothing more
    labels = [t.text for t in root.iterfind(".//s:g[@class='card']/s:text", NS) if len(t.text) > 1]
    assert sorted(labels) == sorted(str(c)[:-1] + SUIT_SYMBOLS[str(c)[-1]] for col in g.columns for c in col.up)
    assert "Q\u2665" not in text and "4\u2666" not in text and "J\u2666" not in text


def test_stock_shows_count_and_deals_only():
    g = Game.from_text(POSITION)
    stock = parse(board_svg(g)).find(".//s:g[@class='stock']", NS)
    assert stock.get("data-cards") == "10" and stock.get("data-deals") == "2"
    assert len(stock.findall("s:rect[@class='back']", NS)) == 1
    words = [t.text for t in stock.iterfind("s:text", NS)]
    assert "10" in words and "2 deals left" in words


def test_removed_runs_drawn_in_a_row_with_slots_for_the_rest():
    g = Game.from_text(POSITION)
    removed = parse(board_svg(g)).find(".//s:g[@class='removed']", NS)
    runs = removed.findall("s:g[@class='run']", NS)
    assert [r.get("data-suit") for r in runs] == ["C"]
    assert len(removed.findall("s:rect[@class='run-slot']", NS)) == 3
    assert "Runs removed: 1 of 4" in [t.text for t in removed.iterfind("s:text", NS)]


def test_score_and_moves_are_written():
    g = Game.new("spiderette", suits=1, seed=7)
    g.play("3>2")
    score = parse(board_svg(g)).find(".//s:g[@class='score']", NS)
    texts = [t.text for t in score.iterfind("s:text", NS)]
    assert "Score 499" in texts and "Moves 1" in texts and any("SD1-S1-AAAAAAH" in t for t in texts)


def test_highlighted_move_outlines_the_group_and_the_destination():
    g = Game.from_text(POSITION)
    root = parse(board_svg(g, highlight=Move(1, 2, 3)))
    src = root.find(".//s:rect[@class='move-source']", NS)
    dst = root.find(".//s:rect[@class='move-target']", NS)
    assert src.get("data-column") == "1" and src.get("data-count") == "3"
    assert dst.get("data-column") == "2"
    assert root.find(".//s:path[@class='move-arrow']", NS) is not None
    # the outline covers the three face-up cards of column 1, not the face-down ones
    backs = columns(root)[0].findall("s:rect[@class='back']", NS)
    faces = columns(root)[0].findall("s:g[@class='card']/s:rect", NS)
    assert float(src.get("y")) > float(backs[-1].get("y"))
    assert float(src.get("y")) <= float(faces[0].get("y"))
    # the text form works too, with the count worked out
    root2 = parse(board_svg(g, highlight="1>3"))
    assert root2.find(".//s:rect[@class='move-source']", NS).get("data-count") == "1"


def test_a_smaller_group_outline_starts_lower():
    g = Game.from_text(POSITION)
    one = parse(board_svg(g, highlight=Move(1, 3, 1))).find(".//s:rect[@class='move-source']", NS)
    three = parse(board_svg(g, highlight=Move(1, 3, 3))).find(".//s:rect[@class='move-source']", NS)
    assert float(one.get("y")) > float(three.get("y"))
    assert float(one.get("height")) < float(three.get("height"))


def test_columns_can_be_pointed_at():
    g = Game.from_text(POSITION)
    marked = parse(board_svg(g, columns=[5])).findall(".//s:rect[@class='marked']", NS)
    assert [m.get("data-column") for m in marked] == ["5"]
    listed = parse(board_svg(g, highlight=[2, 5])).findall(".//s:rect[@class='marked']", NS)
    assert [m.get("data-column") for m in listed] == ["2", "5"]
    assert parse(board_svg(g)).find(".//s:rect[@class='marked']", NS) is None


def test_size_scales_the_picture_and_keeps_the_view_box():
    g = Game.new("spiderette", suits=2, seed=1)
    natural = parse(board_svg(g))
    small = parse(board_svg(g, size=300))
    assert small.get("width") == "300"
    assert small.get("viewBox") == natural.get("viewBox")
    w, h = float(natural.get("width")), float(natural.get("height"))
    assert abs(float(small.get("height")) - 300 * h / w) <= 1


def test_background_is_drawn_for_light_and_dark_themes():
    root = parse(board_svg(Game.new("spiderette", seed=3)))
    table = root.find("s:rect[@class='table']", NS)
    assert table is not None and table.get("width") == root.get("viewBox").split()[2]
    assert table.get("fill").startswith("#")


def test_title_describes_the_position_without_hidden_cards():
    g = Game.new("spiderette", suits=4, seed=29)
    title = parse(board_svg(g)).find("s:title", NS).text
    assert title.startswith("Spiderette board. Stock: 24 cards, 4 deals left")
    assert "hidden" in title


def test_spider_board_has_ten_columns_and_eight_run_slots():
    g = Game.new("spider", suits=2, seed=5)
    root = parse(board_svg(g))
    assert len(columns(root)) == 10
    assert len(root.findall(".//s:rect[@class='run-slot']", NS)) == 8
    assert sum(len(c.findall("s:rect[@class='back']", NS)) for c in columns(root)) == 44


def test_won_game_says_so():
    g = Game.from_text("spiderette\nsuits: 2\nremoved: S S H\n1: KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H\n2: AH")
    g.play("2>1")
    root = parse(board_svg(g))
    assert root.find(".//s:text[@class='won']", NS).text == "Won!"
    assert len(root.findall(".//s:g[@class='run']", NS)) == 4


def test_game_repr_svg_is_the_board():
    g = Game.new("spiderette", suits=1, seed=7)
    assert g._repr_svg_() == board_svg(g)


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"highlight": Move(8, 1, 1)}, "no column 8"),
        ({"highlight": Move(2, 2, 1)}, "from one column to another"),
        ({"columns": [0]}, "no column 0"),
        ({"columns": "3"}, "list of column numbers"),
        ({"highlight": [1, 9]}, "no column 9"),
        ({"size": 0}, "positive whole number"),
        ({"size": "big"}, "positive whole number"),
        ({"highlight": "3 to 5"}, "is not a move"),
    ],
)
def test_bad_arguments_say_what_is_wrong(kwargs, words):
    g = Game.new("spiderette", seed=1)
    before = g.to_dict()
    with pytest.raises(ValueError, match=words):
        board_svg(g, **kwargs)
    assert g.to_dict() == before


def test_a_refused_move_has_its_own_look():
    g = Game.from_text(POSITION)
    refused = parse(board_svg(g, refused="1>2x3"))
    suggested = parse(board_svg(g, highlight="1>2x3"))
    src = refused.find(".//s:rect[@class='refused-source']", NS)
    dst = refused.find(".//s:rect[@class='refused-target']", NS)
    assert src.get("data-column") == "1" and src.get("data-count") == "3" and dst.get("data-column") == "2"
    assert refused.find(".//s:path[@class='refused-cross']", NS) is not None
    # none of the suggestion's marks, and none of its colours
    assert refused.find(".//s:rect[@class='move-source']", NS) is None
    assert refused.find(".//s:path[@class='move-arrow-head']", NS) is None
    ok = suggested.find(".//s:rect[@class='move-source']", NS)
    assert src.get("stroke") != ok.get("stroke")
    assert dst.get("stroke") != suggested.find(".//s:rect[@class='move-target']", NS).get("stroke")


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("pt", ["Monte", "2 distribuições restantes", "Sequências retiradas: 1 de 4", "Jogadas 0"]),
        ("pl", ["Stos dobierania", "pozostałe rozdania: 2", "Usunięte sekwensy: 1 z 4", "Ruchy 0"]),
    ],
)
def test_the_picture_speaks_the_language_asked_for(lang, words):
    g = Game.from_text(POSITION)
    root = parse(board_svg(g, lang=lang))
    texts = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")]
    stock = " ".join(t.text for t in root.find(".//s:g[@class='stock']", NS).iterfind("s:text", NS))
    for w in words:
        assert w in texts or w in stock
    assert not {"Stock", "Moves 0"} & set(texts)
    assert {"pt": f"Pontuação {g.score}", "pl": f"Wynik {g.score}"}[lang] in texts
    title = root.find("s:title", NS).text
    assert title.startswith({"pt": "Tabuleiro de Spiderette. Monte:", "pl": "Plansza gry Spiderette. Stos"}[lang])
    # court cards carry the language's rank letters: the K of hearts is R (pt) or K (pl)
    assert {"pt": "R\u2665", "pl": "K\u2665"}[lang] in texts


def test_a_won_game_says_so_in_portuguese():
    g = Game.from_text("spiderette\nsuits: 2\nremoved: S S H\n1: KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H\n2: AH")
    g.play("2>1")
    assert parse(board_svg(g, lang="pt")).find(".//s:text[@class='won']", NS).text == "Ganhou!"


def test_bad_language_or_refused_move_says_what_is_wrong():
    g = Game.new("spiderette", seed=1)
    with pytest.raises(ValueError, match="lang must be"):
        board_svg(g, lang="de")
    with pytest.raises(ValueError, match="refused: there is no column 9"):
        board_svg(g, refused="1>9")
    with pytest.raises(ValueError, match="refused must be a Move"):
        board_svg(g, refused=[1, 2])
