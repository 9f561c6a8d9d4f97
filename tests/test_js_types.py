"""The front end's modules (js/src/*.js) type-check: ``// @ts-check`` with JSDoc types, checked by TypeScript's ``tsc``.

The view, status, intents and model are typed once, in js/src/types.js (the typed
contract), mirroring spiderette_widget/board/_protocol.py's TypedDicts: TypeScript itself
reads the typedefs and checks that their keys are the TypedDicts' keys. ``./dev
test`` installs ``tsc`` with esbuild into ``js/node_modules/`` (js/package.json).
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
TSC = REPO / "js" / "node_modules" / ".bin" / "tsc"
SRC = REPO / "js" / "src"
MODULES = sorted(SRC.glob("*.js"))
TYPES = SRC / "types.js"  # the typed contract: typedefs only, no imports


def tsc(*files: str | Path, cwd: Path = REPO, extra: tuple[str, ...] = ()) -> subprocess.CompletedProcess[str]:
    """Type-check ``files`` as js/tsconfig.json checks the modules (ES2022 modules, the DOM), from ``cwd``."""
    if not TSC.exists():
        pytest.fail(f"no TypeScript at {TSC}: `./dev test` installs it (npm ci --prefix js)")
    args = ["--noEmit", "--allowJs", "--checkJs", "--target", "es2022", "--module", "es2022", *extra]
    args += ["--lib", "es2022,dom,dom.iterable", *map(str, files)]
    return subprocess.run([str(TSC), *args], cwd=cwd, capture_output=True, text=True, timeout=600)


def test_every_module_is_checked_and_has_no_type_error():
    """``tsc -p js`` (js/tsconfig.json; ``npm --prefix js run check``) checks every module in js/src."""
    assert len(MODULES) > 10 and (SRC / "widget.js") in MODULES
    for module in MODULES:
        assert module.read_text().startswith("// @ts-check\n"), module.name
    if not TSC.exists():
        tsc()  # fails, saying how to install it
    listed = subprocess.run([str(TSC), "-p", "js", "--listFilesOnly"], cwd=REPO, capture_output=True, text=True)
    assert set(MODULES) <= {Path(line) for line in listed.stdout.splitlines()}, listed.stdout + listed.stderr
    done = subprocess.run([str(TSC), "-p", "js"], cwd=REPO, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_bundle_is_built_from_the_sources():
    """spiderette_widget/static/widget.{js,css}, what anywidget loads, are newer than every file in js/src."""
    done = subprocess.run(["node", str(REPO / "js" / "build.mjs"), "--check"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_tsc_finds_a_type_error(tmp_path):
    """The check can fail: a wrong field type in the view is caught."""
    bad = tmp_path / "bad.js"
    bad.write_text(TYPES.read_text() + "\n/** @type {View} */\nexport const oops = { rev: 'twelve' };\n")
    done = tsc(bad, cwd=tmp_path)
    assert done.returncode != 0 and "Type 'string' is not assignable to type 'number'" in done.stdout, done.stdout


# ------------------------------------------------ the JSDoc typedefs mirror _protocol.py
def contract_check(drop: tuple[str, str] | None = None, add: tuple[str, str] | None = None) -> str:
    """TypeScript that compiles only if types.js's typedefs have the TypedDicts' keys (and optional keys).

    ``drop``, ``add``: leave out, or add, one ``(TypedDict, key)``, to show that the check can fail.
    """
    from typing import get_args, get_type_hints

    from spiderette_widget.board._protocol import INTENT_FIELDS, INTENTS, STRUCTS, StatusKind

    def record(of: str, keys: list[str]) -> str:
        return f"Record<{of}, 0> = {{{', '.join(f'{json.dumps(k)}: 0' for k in keys)}}}"

    names = [cls.__name__ for cls in (*STRUCTS, *INTENTS)]
    out = [f'import type {{ {", ".join(names)}, StatusKind }} from "./types.js";']
    out.append("type OptionalKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? K : never }[keyof T];")
    for cls in (*STRUCTS, *INTENTS):
        name = cls.__name__
        keys = [k for k in get_type_hints(cls) if (name, k) != drop] + ([add[1]] if add and add[0] == name else [])
        optional = [k for k in keys if k in cls.__optional_keys__]
        out.append(f"export const {name}Keys: {record(f'keyof {name}', keys)};")
        out.append(f"export const {name}Optional: {record(f'OptionalKeys<{name}>', optional)};")
    for cls in INTENTS:
        kinds = [k for k in get_args(get_type_hints(cls)["type"]) if k in INTENT_FIELDS]
        of = cls.__name__ + '["type"]'
        out.append(f"export const {cls.__name__}Types: {record(of, kinds)};")
    out.append(f"export const statusKinds: {record('StatusKind', [k.value for k in StatusKind])};")
    return "\n".join(out) + "\n"


def run_contract_check(tmp_path: Path, source: str) -> subprocess.CompletedProcess[str]:
    shutil.copy(TYPES, tmp_path / "types.js")
    (tmp_path / "contract.ts").write_text(source)
    return tsc("contract.ts", cwd=tmp_path, extra=("--moduleResolution", "bundler"))


def test_jsdoc_typedefs_have_the_typeddicts_keys(tmp_path):
    done = run_contract_check(tmp_path, contract_check())
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize(
    ("change", "error"),
    [
        ({"drop": ("View", "lesson")}, "Property 'lesson' is missing"),
        ({"add": ("Column", "colour")}, "'\"colour\"' does not exist in type 'Record<keyof Column, 0>'"),
    ],
)
def test_a_key_on_one_side_only_is_caught(tmp_path, change, error):
    """The check can fail: a key of the typedef the TypedDict lacks, or the other way round."""
    done = run_contract_check(tmp_path, contract_check(**change))
    assert done.returncode != 0 and error in done.stdout, done.stdout


def test_tsc_finds_a_misspelt_intent(tmp_path):
    """The intents' names come from the typedefs: an intent the kernel does not know does not type-check."""
    bad = tmp_path / "bad.js"
    bad.write_text(TYPES.read_text() + '\n/** @type {Outgoing} */\nexport const oops = { type: "mvoe", src: 1 };\n')
    done = tsc(bad, cwd=tmp_path)
    assert done.returncode != 0 and "Type '\"mvoe\"' is not assignable" in done.stdout, done.stdout
