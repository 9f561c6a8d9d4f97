"""The course in four languages: built from its sources, complete, public-API only, and runs top to bottom.

Each notebook runs in a fresh "python3" kernel with SPIDERETTE_NB_DEALS=10, so
the strategy notebooks simulate a small sample (notebook 11 plays 3 deals of
each kind).
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import jupytext
import nbformat
import pytest
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import build_notebooks as course  # noqa: E402

NB_DIR = ROOT / "notebooks"
STEMS = [p.stem for p in course.sources()]
LANGS_OF = {p.stem: course.languages(course.read_source(p)) for p in course.sources()}
BUILT = [course.target(stem, lang) for stem in STEMS for lang in LANGS_OF[stem]]
PUBLIC_MODULES = {
    "spiderette_widget",
    "spiderette_widget.classroom",
    "spiderette_widget.pictures",
    "spiderette_widget.search.players",
    "spiderette_widget.search.review",
    "spiderette_widget.search.solver",
    "spiderette_widget.search.study",
}
ENGLISH_ONLY = re.compile(r"\b(Allowed|Refused|Stock|Score|Runs removed|deals left|hidden cards)\b")
SMALL = {"SPIDERETTE_NB_DEALS": "10"}
SMALLER = {"11_winnability": {"SPIDERETTE_NB_DEALS": "3", "SPIDERETTE_NB_SPIDER_DEALS": "2"}}


def code_cells(nb) -> list[str]:
    return [c.source for c in nb.cells if c.cell_type == "code"]


def outputs(nb) -> list:
    return [o for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])]


def test_the_course_is_complete_and_indexed_in_every_language():
    assert [s[:2] for s in STEMS] == [f"{i:02d}" for i in range(14)]
    index = (NB_DIR / "README.md").read_text(encoding="utf-8")
    assert all(LANGS_OF[stem] == ("en", "pt", "pl", "es") for stem in STEMS)  # issue 52: the whole course in Spanish
    for stem in STEMS:
        for prefix in ("", "pt/", "pl/", "es/"):
            assert f"({prefix}{stem}.ipynb)" in index, f"{prefix}{stem}.ipynb is missing from notebooks/README.md"


def test_every_built_notebook_matches_its_source():
    assert course.stale() == []


def test_a_missing_translation_stops_the_build_and_names_the_passage():
    source = jupytext.read(course.SRC_DIR / "02_placing_a_card.md")
    text = jupytext.writes(source, fmt="md:myst")
    polish = '+++ {"lang": "pl"}\n\n**Nic na asie**'
    assert polish in text
    broken = jupytext.reads(text.replace(polish, '+++ {"lang": "pt"}\n\n**Nic'), "md:myst")
    with pytest.raises(course.SourceError, match=r"02\.md: the passage at cell \d+ .*no pl translation"):
        course.check(broken, "02.md")
    missing = jupytext.reads(text.replace(polish, "+++\n\n**Nic"), "md:myst")
    with pytest.raises(course.SourceError, match="no pl translation"):
        course.check(missing, "02.md")


def test_each_language_gets_its_own_text_and_the_same_code():
    source = course.read_source(course.SRC_DIR / "04_empty_columns.md")
    books = {lang: course.for_language(source, lang, "04_empty_columns") for lang in course.LANGS}
    assert books["en"].cells[0].source.startswith("# 04 · Empty columns")
    assert books["pt"].cells[0].source.startswith("# 04 · Colunas vazias")
    assert books["pl"].cells[0].source.startswith("# 04 · Puste kolumny")
    assert books["es"].cells[0].source.startswith("# 04 · Columnas vacías")
    shared = [c.source for c in books["en"].cells if c.cell_type == "code" and "LANG =" not in c.source]
    for lang in ("pt", "pl", "es"):
        assert [c.source for c in books[lang].cells if c.cell_type == "code" and "LANG =" not in c.source] == shared
        assert f'LANG = "{lang}"' in books[lang].cells[1].source
    assert all("lang" not in c.metadata for book in books.values() for c in book.cells)


@pytest.mark.parametrize("path", BUILT, ids=lambda p: str(p.relative_to(NB_DIR)))
def test_notebook_uses_only_the_public_api_and_is_saved_with_outputs(path):
    nb = nbformat.read(path, as_version=4)
    source = "\n".join(code_cells(nb))
    imported = set(re.findall(r"^\s*from\s+(spiderette_widget[\w.]*)\s+import", source, re.M))
    imported |= set(re.findall(r"^\s*import\s+(spiderette_widget[\w.]*)", source, re.M))
    assert imported and imported <= PUBLIC_MODULES, imported - PUBLIC_MODULES
    private = re.findall(r"\.(_[a-z]\w*)", source)
    assert not private, f"private names used: {private}"
    cells = [c for c in nb.cells if c.cell_type == "code"]
    assert all(c.get("execution_count") for c in cells), "save the notebook executed (tools/build_notebooks.py)"
    outs = outputs(nb)
    assert not [o for o in outs if o.output_type == "error"]
    assert any("image/svg+xml" in o.get("data", {}) for o in outs), "no board picture in the saved outputs"


@pytest.mark.parametrize("path", BUILT, ids=lambda p: str(p.relative_to(NB_DIR)))
def test_every_picture_has_alt_text_in_the_notebooks_language(path):
    lang = path.parent.name if path.parent != NB_DIR else "en"
    nb = nbformat.read(path, as_version=4)
    assert f'LANG = "{lang}"' in nb.cells[1].source
    for out in outputs(nb):
        data = out.get("data", {})
        if "image/png" in data or ("image/svg+xml" in data and "application/vnd.jupyter.widget-view+json" not in data):
            html = data.get("text/html", "")
            alt = re.search(r'<img [^>]*alt="([^"]+)"', html)
            assert alt, f"a picture without alt text: {data.get('text/plain', '')[:80]}"
            if lang != "en":
                assert not ENGLISH_ONLY.search(alt.group(1)), alt.group(1)[:200]
        if "application/vnd.jupyter.widget-view+json" in data and lang != "en":
            # the board starts in the notebook's language, and so does its static picture
            assert f"lang='{lang}'" in data["text/plain"]
            assert "<text" in data["image/svg+xml"] and ">Stock<" not in data["image/svg+xml"]


def test_every_letter_key_of_the_board_is_in_00s_table_in_every_language():
    """The keys the board answers (``case "d":`` ... in js/src/keys.js) are each in 00's "How to play" table."""
    keys = set(re.findall(r'case "([a-z])":', (ROOT / "js" / "src" / "keys.js").read_text(encoding="utf-8")))
    assert {"d", "u", "p", "w", "g"} <= keys  # the reader of keys.js still finds them
    for lang in LANGS_OF["00_play"]:
        nb = nbformat.read(course.target("00_play", lang), as_version=4)
        table = next(c.source for c in nb.cells if c.cell_type == "markdown" and "| **D** |" in c.source)
        assert sorted(k for k in keys if f"**{k.upper()}**" not in table) == [], lang


def test_setup_cells_are_collapsed():
    for stem in STEMS:
        nb = nbformat.read(course.target(stem, "pt"), as_version=4)
        # setup: imports and constants, nothing shown (the lesson's own cells show something)
        setup = [c for c in nb.cells[2:] if c.cell_type == "code" and not c.outputs]
        setup = [c for c in setup if re.match(r"\s*(from|import) ", c.source)]
        assert setup and all(c.metadata.get("jupyter", {}).get("source_hidden") for c in setup), stem
        assert nb.cells[1].metadata["jupyter"]["source_hidden"] is True


@pytest.mark.slow
@pytest.mark.parametrize("path", BUILT, ids=lambda p: str(p.relative_to(NB_DIR)))
def test_notebook_runs_top_to_bottom(path, monkeypatch):
    for name, value in {**SMALL, **SMALLER.get(path.stem, {})}.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p))
    monkeypatch.setenv("MPLBACKEND", "module://matplotlib_inline.backend_inline")
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(
        nb,
        timeout=1800,  # a safety cap for a hung kernel, not a speed test: CI machines run loaded
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
        store_widget_state=False,
    )
    client.execute()  # raises CellExecutionError on the first failing cell
    outs = outputs(nb)
    assert not [o for o in outs if o.output_type == "error"]
    stderr = "".join(o.get("text", "") for o in outs if o.output_type == "stream" and o.get("name") == "stderr")
    assert "Traceback" not in stderr and "Warning" not in stderr, stderr
    shown = " ".join(o.get("data", {}).get("text/plain", "") for o in outs)
    if "try_move(" in "\n".join(code_cells(nb)):
        start = {"en": "✘ Refused.", "pt": "✘ Jogada recusada.", "pl": "✘ Ruch odrzucony.", "es": "✘ Rechazado."}
        lang = path.parent.name if path.parent != NB_DIR else "en"
        assert start[lang] in shown or "✔" in shown, "a tried move should show its outcome in the notebook's language"


def test_a_text_only_rebuild_keeps_outputs_and_refuses_changed_code(tmp_path):
    saved = nbformat.v4.new_notebook()
    saved.cells = [nbformat.v4.new_markdown_cell("old words"), nbformat.v4.new_code_cell("1 + 1")]
    saved.cells[1].outputs = [nbformat.v4.new_output("execute_result", {"text/plain": "2"}, execution_count=1)]
    saved.cells[1].execution_count = 1
    out = tmp_path / "nb.ipynb"
    nbformat.write(saved, out)
    fixed = nbformat.v4.new_notebook()
    fixed.cells = [nbformat.v4.new_markdown_cell("new words"), nbformat.v4.new_code_cell("1 + 1")]
    course._keep_outputs(fixed, out)
    assert fixed.cells[1].outputs[0]["data"]["text/plain"] == "2" and fixed.cells[1].execution_count == 1
    changed = nbformat.v4.new_notebook()
    changed.cells = [nbformat.v4.new_code_cell("1 + 2")]
    with pytest.raises(course.SourceError, match="code changed"):
        course._keep_outputs(changed, out)


@pytest.mark.parametrize("lang", course.LANGS)
def test_lessons_02_to_10_end_with_exercises_on_a_board_in_their_language(lang):
    """Issue 22 item 1: every exercise is done on a board (no code to type); 02 alone shows the code path."""
    heading = {"en": "## Exercises", "pt": "## Exercícios", "pl": "## Ćwiczenia", "es": "## Ejercicios"}[lang]
    for stem in (stem for stem in STEMS[2:11] if lang in LANGS_OF[stem]):
        nb = nbformat.read(course.target(stem, lang), as_version=4)
        assert any(c.source.startswith(heading) for c in nb.cells if c.cell_type == "markdown"), stem
        code = [c for c in nb.cells if c.cell_type == "code"]
        boards = [c for c in code if "SpideretteWidget(exercise=exercises, lang=LANG)" in c.source]
        assert len(boards) == 1 and boards[0].outputs, stem
        assert len(re.findall(r"^    Exercise\(", boards[0].source, re.M)) >= 2, stem
        edits = [c for c in code if re.search(r"^(ex|q)\d?\.(play|answer)\(", c.source, re.M)]
        if stem.startswith("02"):  # the teacher's (an autograder's) way, shown once
            assert edits and any("assert ex.solved" in c.source for c in code), stem
            assert all(c.outputs and not [o for o in c.outputs if o.output_type == "error"] for c in edits)
        else:
            assert edits == [], stem


@pytest.mark.parametrize("stem", STEMS[2:11])
def test_the_teaching_boards_of_02_to_10_are_lessons(stem):
    """Issue 27: no New game, suits or solver on a lesson's board, and nothing replaces its position."""
    nb = nbformat.read(course.target(stem, "en"), as_version=4)
    made = re.findall(r"SpideretteWidget(?:\.new)?\((.*)\)$", "\n".join(code_cells(nb)), re.M)
    assert made, stem
    for args in made:
        assert "exercise=" in args or "lesson=True" in args, (stem, args)


def test_the_spanish_course_links_the_spanish_notebooks():
    """Issue 52: Spanish 00 and 02 linked the rest of the course in English; now every link stays in notebooks/es/
    but 00's line of the other languages."""
    languages_line = {"../00_play.ipynb", "../pt/00_play.ipynb", "../pl/00_play.ipynb"}
    for stem in STEMS:
        nb = nbformat.read(course.target(stem, "es"), as_version=4)
        links = re.findall(r"\]\(([^)]*\.ipynb)\)", "\n".join(c.source for c in nb.cells if c.cell_type == "markdown"))
        assert links, stem
        assert [link for link in links if "/" in link and link not in languages_line] == [], stem
        assert all((NB_DIR / "es" / link).is_file() for link in links if "/" not in link), stem
    nb = nbformat.read(course.target("00_play", "es"), as_version=4)
    course_line = next(c.source for c in nb.cells if c.cell_type == "markdown" and "*Curso:" in c.source)
    assert [f"{stem}.ipynb" for stem in STEMS[1:13]] == re.findall(r"\((\d\d_\w+\.ipynb)\)", course_line)


def test_the_puzzles_notebook_is_linked_from_00_and_12():
    for lang in course.LANGS:
        for stem in ("00_play", "12_glossary"):
            nb = nbformat.read(course.target(stem, lang), as_version=4)
            assert "(13_puzzles.ipynb)" in "\n".join(c.source for c in nb.cells if c.cell_type == "markdown"), stem
        nb = nbformat.read(course.target("13_puzzles", lang), as_version=4)
        assert any("puzzles(lang=LANG, level=LEVEL" in c for c in code_cells(nb))
        assert any("merge_results(FOLDER, lang=LANG)" in c for c in code_cells(nb))


def shown_text(nb) -> str:
    """Every saved text output of ``nb``: printed lines, reprs, HTML tables and alt texts."""
    parts = []
    for out in outputs(nb):
        data = out.get("data", {})
        parts += [out.get("text", ""), data.get("text/plain", ""), data.get("text/html", "")]
    return "\n".join(parts)


@pytest.mark.parametrize("lang", ["pt", "pl", "es"])
def test_11s_tables_speak_the_notebooks_language(lang):
    """Review ptpl PT-F1/PL-F1: the winnability tables printed English heads, player names and decimal points."""
    text = shown_text(nbformat.read(course.target("11_winnability", lang), as_version=4))
    heads = {
        "pt": ("jogador", "ganhas", "decididas", "taxa"),
        "pl": ("gracz", "wygrane", "rozstrzygnięte", "odsetek"),
        "es": ("jugador", "victorias", "decididas", "porcentaje"),
    }
    assert all(re.search(rf"\b{h}\b", text) for h in heads[lang])
    english = re.findall(r"\b(player|wins|decided|rate|median_seconds|median_moves|upper|honest|thoughtful)\b", text)
    assert not english, english
    assert not re.search(r"\d\.\d+%|\b0\.\d{3}\b", text), "decimal points in a table"
    assert not re.search(r"\| (True|False)$", text, re.M)


def test_portuguese_never_names_the_solver_as_it_names_deal_late():
    """Review PT-A1: 'cuidadoso' is deal_late (09, 10); the solver of 11 sees every card and needs its own word."""
    def prose(stem):
        return "\n".join(c.source for c in nbformat.read(course.target(stem, "pt"), as_version=4).cells)

    careful = [stem for stem in ("09_strategy", "10_spider_vs_spiderette") if "cuidadoso" in prose(stem)]
    assert careful == ["09_strategy", "10_spider_vs_spiderette"]
    nb = nbformat.read(course.target("11_winnability", "pt"), as_version=4)
    assert "cuidadoso" not in "\n".join(c.source for c in nb.cells) + shown_text(nb)
    assert "omnisciente" in shown_text(nb)


@pytest.mark.parametrize("lang", ["pt", "pl", "es"])
def test_09s_tables_write_the_decimal_comma(lang):
    """Review PT-F2/PL-F2: 09's HTML tables wrote 1.48 beside alt texts that write 6,2."""
    cells = re.findall(r"<td>([^<]*)</td>", shown_text(nbformat.read(course.target("09_strategy", lang), as_version=4)))
    assert cells and not [c for c in cells if re.search(r"\d\.\d", c)]
    assert [c for c in cells if re.search(r"\d,\d", c)]


def test_polish_outputs_agree_numerals_with_kart():
    """Review PL-B1: '24 kart' (2, 3, 4, 22 … take 'karty'); the 01 code cell printed it."""
    for stem in STEMS:
        text = shown_text(nbformat.read(course.target(stem, "pl"), as_version=4))
        counts = [int(m) for m in re.findall(r"\b(\d+) kart\b", text)]
        wrong = [n for n in counts if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14)]
        assert not wrong, (stem, wrong)


@pytest.mark.slow
def test_00_run_all_leaves_the_two_suit_board_as_its_text_describes_it(monkeypatch):
    """Issue 41 item 11: after Run All, a later cell had taken Hint and the solver off 00's 2-suit board."""
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p))
    path = NB_DIR / "00_play.ipynb"
    nb = nbformat.read(path, as_version=4)
    nb.cells.append(nbformat.v4.new_code_cell("print('board:', w.hints, w.view['suits'])"))  # what Run All left
    client = NotebookClient(nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(NB_DIR)}})
    client.execute()
    assert nb.cells[-1].outputs[0]["text"].strip() == "board: True 2"


def test_notebooks_are_stored_as_the_installed_kernel_names_itself():
    """Issue 41 item 15: opening a notebook rewrote its kernelspec ("Python 3" -> "Python 3 (ipykernel)")
    and its language_info, and autosave saved the change."""
    from jupyter_client.kernelspec import KernelSpecManager

    spec = KernelSpecManager().get_kernel_spec("python3")
    for path in BUILT:
        meta = nbformat.read(path, as_version=4).metadata
        assert meta["kernelspec"] == {"name": "python3", "display_name": spec.display_name, "language": "python"}, path
        assert {"codemirror_mode", "file_extension", "mimetype", "pygments_lexer"} <= set(meta["language_info"]), path
    for source in course.sources():
        assert f"display_name: {spec.display_name}\n" in source.read_text(encoding="utf-8"), source.name


def test_00s_options_table_names_every_option_of_the_board_in_every_language():
    """Issue 52 point 13: 00's table left out winnable, four_colour and announce_position."""
    from spiderette_widget import SpideretteWidget

    options = {"double_click", "auto_place", "highlights", "hints", "announce_position", "winnable", "four_colour"}
    assert options <= set(SpideretteWidget.class_trait_names())
    for lang in LANGS_OF["00_play"]:
        nb = nbformat.read(course.target("00_play", lang), as_version=4)
        table = next(c.source for c in nb.cells if c.cell_type == "markdown" and "| `auto_place` |" in c.source)
        assert sorted(o for o in options if f"| `{o}` |" not in table) == [], lang


def test_the_board_guide_says_what_auto_place_does_as_00_does():
    """Issue 52 point 13: the README said "auto_place (off: a drop goes to the best column)"; the board's
    options now live in the documentation's guide to the board (docs/board.md)."""
    guide = (ROOT / "docs" / "board.md").read_text(encoding="utf-8")
    assert "`auto_place` (off; on: a dropped group goes\n  to the best column wherever it is dropped)" in guide


@pytest.mark.parametrize("lang", ["en", "pt", "pl"])
def test_13s_run_all_saves_no_results_for_a_learner_who_has_not_played(lang):
    """Issue 52 point 5: Run All saved the learner's results before any puzzle was played, and the class
    table counted them as a learner who tried nothing. The built 13 (Run All, nothing played) lists only
    the made-up class's twelve files, and its class chart counts twelve learners."""
    nb = nbformat.read(course.target("13_puzzles", lang), as_version=4)
    saving = next(c for c in nb.cells if c.cell_type == "code" and "mine.to_csv" in c.source)
    assert "[]" in shown_text(nbformat.v4.new_notebook(cells=[saving]))
    files = next(c for c in nb.cells if c.cell_type == "code" and "made_up_learner(name" in c.source)
    listed = shown_text(nbformat.v4.new_notebook(cells=[files]))
    assert listed.count(".json") == 12 and ".csv" not in listed
