"""A board made without ``lang=`` takes the interface's language (issue 56): the browser reports JupyterLab's
``<html lang>`` in ``interface_lang`` when it draws the board, and the kernel decides."""

from __future__ import annotations

import pytest
import traitlets as t

from spiderette_widget import Game, SpideretteWidget
from spiderette_widget.text._words import LANGS, labels


def drawn_in(w: SpideretteWidget, tag: str) -> SpideretteWidget:
    """``w`` as the browser leaves it after drawing it in a page whose ``<html lang>`` is ``tag``."""
    w.interface_lang = tag
    return w


@pytest.mark.parametrize(("tag", "lang"), [("es-ES", "es"), ("pl-PL", "pl"), ("pt-BR", "pt"), ("pt-PT", "pt"),
                                           ("en-US", "en"), ("es", "es")])  # fmt: skip
def test_a_board_without_lang_speaks_the_interface_language(tag, lang):
    for w in (SpideretteWidget.new(seed=3, stats=False), SpideretteWidget(stats=False)):
        assert w.lang == "en"  # plain Python: no page, English
        drawn_in(w, tag)
        assert (w.lang, w.game.lang) == (lang, lang)
        assert w.labels == labels(lang, w.game.game)


def test_the_status_of_a_deal_speaks_it():
    w = drawn_in(SpideretteWidget.new(seed=3, stats=False), "es-ES")
    spanish, english = SpideretteWidget.new(seed=3, stats=False, lang="es"), SpideretteWidget.new(seed=3, stats=False)
    for board in (w, spanish, english):
        board.deal()
    assert w.status["text"] == spanish.status["text"] != english.status["text"]


def test_the_status_speaks_the_interface_language():
    w = drawn_in(SpideretteWidget.new(seed=3, stats=False), "pl-PL")
    same = SpideretteWidget.new(seed=3, stats=False, lang="pl")
    assert w.describe() == same.describe()


@pytest.mark.parametrize("tag", ["fr-FR", "de", "zh-Hans-CN", ""])
def test_a_language_the_package_does_not_speak_leaves_english(tag):
    w = drawn_in(SpideretteWidget.new(seed=3, stats=False), tag)
    assert (w.lang, w.game.lang) == ("en", "en")


@pytest.mark.parametrize("explicit", ["en", "pt"])
def test_an_explicit_lang_is_kept(explicit):
    for w in (SpideretteWidget.new(seed=3, stats=False, lang=explicit),
              SpideretteWidget(Game.new(seed=3), stats=False, lang=explicit),
              SpideretteWidget(Game.new(seed=3, lang="pl"), stats=False, lang=explicit)):  # fmt: skip
        drawn_in(w, "es-ES")
        assert w.lang == explicit


def test_a_game_in_another_language_keeps_it():
    w = drawn_in(SpideretteWidget(Game.new(seed=3, lang="pl"), stats=False), "es-ES")
    assert w.lang == "pl"


def test_only_the_first_drawing_counts():
    """The language the board took is the board's now: a later page (or a code cell's ``lang``) changes it
    only by setting ``lang``."""
    w = drawn_in(SpideretteWidget.new(seed=3, stats=False), "es-ES")
    drawn_in(w, "pl-PL")
    assert w.lang == "es"
    w.lang = "pt"
    drawn_in(w, "es")
    assert w.lang == "pt"


def test_a_bad_report_is_refused_and_changes_nothing():
    w = SpideretteWidget.new(seed=3, stats=False)
    with pytest.raises(t.TraitError):
        w.interface_lang = 7  # type: ignore[assignment]
    assert (w.lang, w.interface_lang) == ("en", "")
    drawn_in(w, "es-ES")
    assert w.lang == "es"


def test_every_language_of_the_package_is_reachable():
    assert {drawn_in(SpideretteWidget.new(seed=3, stats=False), lang).lang for lang in LANGS} == set(LANGS)
