"""JupyterLab and Notebook 7 in the class's language (issue 56): started as ``./dev lab --lang es`` starts JupyterLab
(a default for the translation setting in a labconfig folder on JUPYTER_CONFIG_PATH), opened by a Chromium whose
language is that one, their menus speak it and a board made with no ``lang=`` speaks it too; a board with an
explicit ``lang`` keeps its own. Screenshots: tests/artifacts/lab-lang-*.png."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from spiderette_widget.text._words import labels

from . import lab

pytestmark = [pytest.mark.lab, pytest.mark.browser]

CELLS = [
    "from spiderette_widget import SpideretteWidget\nSpideretteWidget.new(seed=1, stats=False)",
    "SpideretteWidget.new(seed=1, stats=False, lang='en')",
]
MENUS_JS = "() => [...document.querySelectorAll('.lm-MenuBar-itemLabel')].map(e => e.textContent)"
BOARDS_JS = """() => [...document.querySelectorAll('.spiderette')].filter(b => b.querySelector('.sp-card'))
  .map(b => ({lang: b.lang, undo: b.querySelector('.sp-undo').textContent.trim()}))"""


def pack_word(pack: str, english: str) -> str:
    from jupyterlab_server.translation_utils import get_language_pack

    return get_language_pack(pack)[0]["jupyterlab"].get(english, [english])[0]


def lab_in(workdir: Path, locale: str, app: str = "lab") -> lab.Server:
    """``jupyter lab`` (or ``notebook``) as ``./dev lab --lang`` starts it: the translation setting's default
    ``locale`` in ``labconfig/default_setting_overrides.json``, on JUPYTER_CONFIG_PATH."""
    config = workdir / "lang"
    (config / "labconfig").mkdir(parents=True)
    overrides = {"@jupyterlab/translation-extension:plugin": {"locale": locale}}
    (config / "labconfig" / "default_setting_overrides.json").write_text(json.dumps(overrides))
    (workdir / "root").mkdir()
    lab.write_notebook(workdir / "root" / "boards.ipynb", CELLS)
    return lab.start_server(workdir, app, env={"JUPYTER_CONFIG_PATH": str(config)})


@pytest.mark.parametrize(("lang", "pack", "app"), [("es", "es_ES", "lab"), ("pl", "pl_PL", "lab"),
                                                   ("pt", "pt_BR", "lab"), ("es", "es_ES", "notebook")])  # fmt: skip
def test_jupyterlab_and_the_board_speak_the_class_language(chromium_browser, tmp_path, artifacts, lang, pack, app):
    server = lab_in(tmp_path, pack, app)
    context = chromium_browser.new_context(locale=pack.replace("_", "-"), viewport={"width": 1280, "height": 1000})
    try:
        page = context.new_page()
        lab.open_notebook(page, server, "boards.ipynb")
        # the menus in the pack's words (the Brazilian pack has no menu titles: docs/languages.md) and the file
        # browser's
        menus = page.evaluate(MENUS_JS)
        if pack != "pt_BR":
            assert pack_word(pack, "menu\x04Settings") in menus and "Settings" not in menus, menus
        if app == "lab":
            header = page.evaluate("() => document.querySelector('.jp-DirListing-headerItem.jp-id-name').textContent")
            assert header.strip() == pack_word(pack, "Name") != "Name", header
        assert page.evaluate("() => document.documentElement.lang") == pack.replace("_", "-")
        page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
        # the first board (no lang=) speaks the interface's language, in European Portuguese for pt-BR; the second
        # keeps its English
        want = [{"lang": lang, "undo": labels(lang, "spiderette")["undo"]}, {"lang": "en", "undo": "Undo"}]
        lab.poll(page, f"(want) => JSON.stringify(({BOARDS_JS})()) === JSON.stringify(want)",
                 f"a {lang} board and an English one", arg=want, timeout=300)  # fmt: skip
        page.locator(".spiderette").first.scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts / f"{app}-lang-{lang}.png"))
    finally:
        context.close()
        server.stop()


@pytest.fixture
def artifacts() -> Path:
    path = lab.ARTIFACTS
    path.mkdir(parents=True, exist_ok=True)
    return path
