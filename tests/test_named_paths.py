"""Prose that goes stale (issue 55 item 4): every file path the project names in its code, docs and
comments exists, and no docstring or comment lists some of the languages as if they were all.

A path is named from the checkout's root (``spiderette_widget/board/_protocol.py``, ``docs/rules.md``) or
from the package (``search/core.py``); a pattern (``notebooks/src/NN_name.md``) is no path, and the
changelog tells the past in the names of its day.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOP = "spiderette_widget|tests|tools|docs|js|benchmarks|notebooks"
PACKAGE = "board|engine|search|classroom|text|pictures"
SUFFIX = r"\.(?:py|md|js|mjs|ftl|toml|c|csv|ipynb|json|txt|css|sh)"
FROM_ROOT = re.compile(rf"(?<![\w./-])((?:{TOP})/[\w./-]*\w{SUFFIX})\b")
FROM_PACKAGE = re.compile(rf"(?<![\w./-])((?:{PACKAGE})/[\w./-]*\w{SUFFIX})\b")
READ = re.compile(r"\.(?:py|md|js|mjs|toml|c|ftl|sh)$|^dev$")
HISTORY = {"CHANGELOG.md"}
LANG = r"[`\"']*\b(?:en|pt|pl|es)\b[`\"']*"
LANG_LIST = re.compile(rf"{LANG}(?:\s*(?:,|/|or|and|,\s*or|,\s*and)\s*{LANG})+")  # "en, pt or pl", "``pt`` and ``pl``"
PATTERN = re.compile(r"NN|\*|XX", re.IGNORECASE)


def named_paths(text: str) -> set[Path]:
    """The paths ``text`` names, each from the root.

    >>> sorted(map(str, named_paths("see docs/rules.md and search/core.py; notebooks/src/NN_name.md")))
    ['docs/rules.md', 'spiderette_widget/search/core.py']
    """
    found = {Path(m) for m in FROM_ROOT.findall(text) if not PATTERN.search(m)}
    return found | {Path("spiderette_widget", m) for m in FROM_PACKAGE.findall(text) if not PATTERN.search(m)}


def tracked() -> list[str]:
    names = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    return [n for n in names if READ.search(n) and n not in HISTORY and (ROOT / n).is_file()]


def test_every_file_path_named_in_code_docs_and_comments_exists():
    files = tracked()
    assert len(files) > 100 and "spiderette_widget/search/core.py" in files
    missing = [
        (name, str(path))
        for name in files
        for path in sorted(named_paths((ROOT / name).read_text(encoding="utf-8", errors="replace")))
        if not (ROOT / path).exists()
    ]
    assert missing == []


def test_a_stale_path_is_found():
    stale = "tests/" + "test_native_build.py"  # joined here, so this file names no stale path itself
    assert named_paths(f"{stale} compiles") == {Path(stale)}
    assert not (ROOT / stale).exists()


def short_lists(text: str, langs: set[str]) -> list[str]:
    """The lists of language codes in ``text`` that name two or more, but not all of ``langs``.

    >>> short_lists('words it in ``"en"``, ``"pt"`` or ``"pl"``; any of en, pt, pl, es', {"en", "pt", "pl", "es"})
    ['``"en"``, ``"pt"`` or ``"pl"``']
    """
    found = []
    for m in LANG_LIST.finditer(text):
        codes = set(re.findall(r"\b(en|pt|pl|es)\b", m[0]))
        if len(codes) >= 2 and codes != langs:
            found.append(m[0])
    return found


def test_no_docstring_or_comment_lists_some_of_the_languages_as_all():
    from spiderette_widget.text._words import LANGS

    package = ROOT / "spiderette_widget"
    found = [
        (path.relative_to(package).as_posix(), listed)
        for path in sorted(package.rglob("*.py"))
        for listed in short_lists(path.read_text(encoding="utf-8"), set(LANGS))
    ]
    assert found == []
