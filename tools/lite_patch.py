"""The site's edits of other projects' code (tools/lite_patches/), read and applied: tools/build_lite.py uses them.

Each edit is a file ``tools/lite_patches/<package>-<version>/<n>-<name>.patch``, for that version of that
package only: why the site makes it (``Why:``), what the project itself would need for the site to drop it
(``Upstream:``), the files it edits (``File:``, a glob pattern) and its hunks, each an exact text (``--- before``)
and what it becomes (``+++ after``). Like diff, a block ends with a newline unless a line ``\\ No newline at end``
follows it; ``{{NAME}}`` in an ``after`` block is filled in by the build. A hunk applies when its ``before`` is in
exactly one of the files, exactly once; the patches of a package apply in the order of their names.

>>> patch = parse(Path("1-x.patch"), "Why: w\\nUpstream: u\\nFile: a.js\\n--- before\\nf(1)\\n\\\\ No newline at end\\n"
...               "+++ after\\ng({{N}})\\n\\\\ No newline at end\\n")
>>> patch.hunks, patch.file
([('f(1)', 'g({{N}})')], 'a.js')
>>> apply(patch, "x;f(1);y", {"N": "2"})
'x;g(2);y'
>>> apply(patch, "x;f(2);y", {"N": "2"})  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
lite_patch.PatchFailed: tools/lite_patches/1-x.patch no longer applies: its hunk 1 ('f(1)') is in the file 0 times ...
"""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

HOME = Path(__file__).resolve().parent / "lite_patches"
NO_NEWLINE = "\\ No newline at end"
PLACEHOLDER = re.compile(r"\{\{([A-Z_]+)\}\}")


class PatchFailed(RuntimeError):
    """A patch of tools/lite_patches/ that no longer applies, or has no folder for the version the site has."""


@dataclass(frozen=True)
class Patch:
    """One patch file: its path, why, what upstream would need, the files it edits (a glob) and its hunks."""

    path: Path
    why: str
    upstream: str
    file: str
    hunks: list[tuple[str, str]]

    @property
    def name(self) -> str:
        """The patch as a message names it: ``tools/lite_patches/<package>-<version>/<file>``."""
        return f"tools/lite_patches/{self.path.parent.name + '/' if self.path.parent.name else ''}{self.path.name}"


def parse(path: Path, text: str) -> Patch:
    """The patch ``text`` (of the file ``path``); a ``ValueError`` naming the file if it is not one."""
    head, sep, body = text.partition("--- before\n")
    fields = dict(re.findall(r"^(Why|Upstream|File): (.*(?:\n  .*)*)", head, re.MULTILINE))
    missing = [f for f in ("Why", "Upstream", "File") if not fields.get(f, "").strip()]
    if missing or not sep:
        lacks = missing or "hunks"
        msg = f"{path}: a patch needs Why:, Upstream:, File: and hunks (--- before / +++ after); lacks {lacks}"
        raise ValueError(msg)
    hunks = []
    for chunk in re.split(r"(?m)^--- before\n", body):
        parts = re.split(r"(?m)^\+\+\+ after\n", chunk, maxsplit=1)
        if len(parts) != 2:
            msg = f"{path}: a '--- before' block without its '+++ after'"
            raise ValueError(msg)
        hunks.append((_block(parts[0]), _block(parts[1])))
    return Patch(path, " ".join(fields["Why"].split()), " ".join(fields["Upstream"].split()), fields["File"], hunks)


def _block(text: str) -> str:
    """A block's text: its lines, each with its newline but the last when ``NO_NEWLINE`` follows it.

    >>> _block("a\\nb\\n"), _block("a\\n\\\\ No newline at end\\n"), _block("\\n\\\\ No newline at end\\n")
    ('a\\nb\\n', 'a', '')
    """
    end = "\n" + NO_NEWLINE + "\n"
    return text[: -len(end)] if text.endswith(end) else text


def apply(patch: Patch, text: str, values: Mapping[str, str]) -> str:
    """``text`` with every hunk of ``patch`` made, ``{{NAME}}`` filled from ``values``; ``PatchFailed`` naming
    the patch and the hunk when a hunk's ``before`` is not in ``text`` exactly once."""
    for i, (old, new) in enumerate(patch.hunks, 1):
        found = text.count(old)
        if found != 1:
            msg = (f"{patch.name} no longer applies: its hunk {i} ({_short(old)!r}) is in the file {found} times (it "
                   f"must be there exactly once). Why it is there: {patch.why} Upstream: {patch.upstream}")  # fmt: skip
            raise PatchFailed(msg)
        text = text.replace(old, fill(new, values, patch))
    return text


def fill(text: str, values: Mapping[str, str], patch: Patch) -> str:
    """``text`` with each ``{{NAME}}`` replaced by ``values[NAME]`` (a ``PatchFailed`` for a name not given)."""
    unknown = sorted(set(PLACEHOLDER.findall(text)) - set(values))
    if unknown:
        msg = f"{patch.name}: the build fills no {', '.join(unknown)} (tools/build_lite.py)"
        raise PatchFailed(msg)
    return PLACEHOLDER.sub(lambda m: values[m.group(1)], text)


def _short(text: str, width: int = 60) -> str:
    return text if len(text) <= width else text[: width - 3] + "..."


def patches(package: str, version: str, home: Path = HOME) -> list[Patch]:
    """The patches for ``package`` at ``version``, in order; ``PatchFailed`` when the folder is for another
    version (the site's pins changed: each patch must be checked again, tools/lite_patches/README.md)."""
    folder = home / f"{package}-{version}"
    if not folder.is_dir():
        others = sorted(p.name for p in home.glob(f"{package}-*") if p.is_dir())
        have = ", ".join(others) or "none"
        msg = (f"the site has {package} {version}, and tools/lite_patches/ has patches for {have}:"
               f" check that each still applies to {version} (and is still needed), then rename its folder to "
               f"{folder.name} (tools/lite_patches/README.md)")  # fmt: skip
        raise PatchFailed(msg)
    return [parse(p, p.read_text()) for p in sorted(folder.glob("*.patch"))]


def apply_to_files(patch: Patch, root: Path, values: Mapping[str, str]) -> Path:
    """Make ``patch`` in the one file under ``root`` (matching its ``File:`` glob) that holds its first hunk's
    text; return that file. ``PatchFailed`` when no file, or more than one, holds it."""
    first = patch.hunks[0][0]
    found = [p for p in sorted(root.glob(patch.file)) if first in p.read_text()]
    if len(found) != 1:
        msg = (
            f"{patch.name} no longer applies: its first hunk ({_short(first)!r}) is in {len(found)} of the files "
            f"{patch.file} (it must be in exactly one). Why it is there: {patch.why} Upstream: {patch.upstream}"
        )
        raise PatchFailed(msg)
    found[0].write_text(apply(patch, found[0].read_text(), values))
    return found[0]


def apply_to_texts(patch: Patch, files: dict[str, bytes], values: Mapping[str, str]) -> str:
    """Make ``patch`` in ``files`` (a wheel's: name -> bytes), in the one file whose name matches its glob;
    return that name."""
    names = [n for n in sorted(files) if fnmatch.fnmatch(n, patch.file)]
    if len(names) != 1:
        msg = f"{patch.name} no longer applies: {len(names)} files are {patch.file} (it edits exactly one)"
        raise PatchFailed(msg)
    files[names[0]] = apply(patch, files[names[0]].decode(), values).encode()
    return names[0]
