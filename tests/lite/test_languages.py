"""The site in the class's language (issue 56), as a learner meets it: a real Chromium whose language is Spanish,
Polish or Portuguese (Brazil) opens the built site and sees JupyterLite's menus in that language on the first visit
(no setting to find), and a board made with no ``lang=`` speaks it too; Settings > Language switches the interface
and the choice is kept; a browser asking for a language the site has no pack for gets English. Screenshots:
tests/artifacts/lite-lang-*.png."""

from __future__ import annotations

from typing import Any

import pytest
from e2e import lab

from spiderette_widget.text._words import labels

pytestmark = [pytest.mark.browser, pytest.mark.lite]

MENUS_JS = "() => [...document.querySelectorAll('#jp-MainMenu .lm-MenuBar-itemLabel')].map(e => e.textContent)"
#: a code cell with a board made without lang=, added at the end of the open notebook and run as a learner would
BOARD_CELL = "from spiderette_widget import SpideretteWidget\nSpideretteWidget.new(seed=1, stats=False)"
ADD_AND_RUN_JS = """async (code) => {
  const app = window.jupyterapp, nb = app.shell.currentWidget;
  nb.content.activeCellIndex = nb.content.widgets.length - 1;
  await app.commands.execute('notebook:insert-cell-below');
  nb.content.activeCell.model.sharedModel.setSource(code);
  await app.commands.execute('notebook:run-cell');
}"""
#: the last board's language and Undo button (it is drawn in English first, then speaks the interface's)
BOARD_JS = """() => { const b = [...document.querySelectorAll('.spiderette')].pop();
  return b && b.querySelector('.sp-card') && {lang: b.lang, undo: b.querySelector('.sp-undo').textContent.trim()}; }"""


def pack_word(pack: str, english: str) -> str:
    """``english`` as JupyterLab's language pack ``pack`` (``es_ES``...) words it: English for ``en``, and where
    the pack has no word for it."""
    if pack == "en":
        return english
    from jupyterlab_server.translation_utils import get_language_pack

    return get_language_pack(pack)[0]["jupyterlab"].get(english, [english])[0]


def first_visit(browser: Any, url: str, locale: str) -> tuple[Any, Any]:
    """A fresh profile whose language is ``locale`` opening the site's root: (context, page) once the menus show."""
    context = browser.new_context(locale=locale, viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(f"{url}/")
    page.wait_for_url("**/lab/index.html?path=00_play.ipynb", timeout=120_000)
    page.wait_for_load_state("load")
    lab.poll(page, f"() => ({MENUS_JS})().length >= 8", "the menu bar", timeout=300)
    return context, page


@pytest.fixture(scope="module")
def browser():
    with lab.playwright_session() as pw:
        chromium = lab.launch_chromium(pw)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.mark.parametrize(("locale", "pack", "lang"), [("es-ES", "es_ES", "es"), ("pl-PL", "pl_PL", "pl"),
                                                      ("pt-BR", "pt_BR", "pt")])  # fmt: skip
def test_a_browser_in_the_class_language_meets_the_site_and_the_board_in_it(browser, lite_url, artifacts, locale,
                                                                            pack, lang):  # fmt: skip
    context, page = first_visit(browser, lite_url, locale)
    try:
        menus = page.evaluate(MENUS_JS)
        assert pack_word(pack, "Settings") in menus and "Settings" not in menus, menus
        assert page.evaluate("() => document.documentElement.lang") == pack.replace("_", "-")
        lab.poll(page, lab.KERNEL_READY_JS, "the Pyodide kernel to be ready", timeout=900, every=0.5)
        # the status bar in the pack's words where it has them: "Idle" only in Polish's (4.5: docs/languages.md);
        # looked at until it says them, since the kernel may still be busy a moment after it was first ready
        for english in ("Idle", "Mode: %1"):
            word = pack_word(pack, english)
            if word != english:
                lab.poll(page, "(word) => document.querySelector('#jp-main-statusbar').textContent.includes(word)",
                         f"the status bar to say {word!r}", timeout=120, arg=word.replace("%1", "").strip())
        page.evaluate(ADD_AND_RUN_JS, BOARD_CELL)
        # the course's Portuguese is European: the board speaks it in a Brazilian interface too
        want = {"lang": lang, "undo": labels(lang, "spiderette")["undo"]}
        lab.poll(page, f"(want) => JSON.stringify(({BOARD_JS})()) === JSON.stringify(want)",
                 f"the board made without lang= to speak {lang}", timeout=300, arg=want)  # fmt: skip
        page.locator(".spiderette").last.scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts / f"lite-lang-{lang}.png"))
    finally:
        context.close()


def test_settings_language_switches_and_the_choice_is_kept(browser, lite_url, artifacts):
    context, page = first_visit(browser, lite_url, "es-ES")
    try:
        assert pack_word("es_ES", "Settings") in page.evaluate(MENUS_JS)
        # Settings > Language > Polish, as the menu does it: its dialog, "Change and reload"
        polish = "jupyterlab-translation:pl_PL"
        lab.poll(page, "(c) => window.jupyterapp.commands.hasCommand(c)", "the Language menu", arg=polish)
        page.evaluate("(c) => { window.jupyterapp.commands.execute(c); }", polish)
        page.locator(".jp-Dialog .jp-mod-accept").click()
        page.wait_for_load_state("load")
        lab.poll(page, f"(w) => ({MENUS_JS})().includes(w)", "the Polish menus", arg=pack_word("pl_PL", "Settings"))
        page.reload()  # the next visit: the choice was kept, the browser still asks for Spanish
        lab.poll(
            page, f"(w) => ({MENUS_JS})().includes(w)", "the Polish menus again", arg=pack_word("pl_PL", "Settings")
        )
        lab.poll(page, "() => document.querySelectorAll('.jp-DirListing-item').length > 0", "the file browser")
        page.screenshot(path=str(artifacts / "lite-lang-switched-pl.png"))
    finally:
        context.close()


def test_a_browser_in_another_language_gets_english(browser, lite_url):
    context, page = first_visit(browser, lite_url, "fr-FR")
    try:
        assert "Settings" in page.evaluate(MENUS_JS)
        assert page.evaluate("() => document.documentElement.lang") == "en"
    finally:
        context.close()


def test_the_sites_notebook_page_speaks_it_too(browser, lite_url, artifacts):
    """The site's Notebook 7 page (notebooks/), where a notebook opens in its own tab: menus and a board in Polish."""
    context = browser.new_context(locale="pl-PL", viewport={"width": 1280, "height": 900})
    try:
        page = context.new_page()
        page.goto(f"{lite_url}/notebooks/index.html?path=00_play.ipynb")
        settings = pack_word("pl_PL", "Settings")
        lab.poll(page, f"(w) => ({MENUS_JS.replace('#jp-MainMenu ', '')})().includes(w)", "Polish menus", arg=settings,
                 timeout=300)  # fmt: skip
        lab.poll(page, lab.KERNEL_READY_JS, "the Pyodide kernel to be ready", timeout=900, every=0.5)
        page.evaluate(ADD_AND_RUN_JS, BOARD_CELL)
        want = {"lang": "pl", "undo": labels("pl", "spiderette")["undo"]}
        lab.poll(page, f"(want) => JSON.stringify(({BOARD_JS})()) === JSON.stringify(want)",
                 "the board made without lang= to speak Polish", timeout=300, arg=want)  # fmt: skip
        page.locator(".spiderette").last.scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts / "lite-notebook-lang-pl.png"))
    finally:
        context.close()
