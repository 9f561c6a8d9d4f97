"""Compile the modules a kernel start imports to bytecode, in the site's wheels: runs inside Pyodide.

tools/lite_pyc.mjs loads Pyodide with the site's lock, loads the packages the kernel
preloads, imports what the kernel's worker imports and what the course's first
board cell imports (START), then calls ``main(folder, keep_source)``: each wheel in
the folder that holds one of the modules imported is rewritten in place with those
modules compiled, by the Python that will import them (the magic number must be
Pyodide's). A kernel start then reads bytecode instead of compiling IPython and the
rest from source, each time. Modules not imported at start stay source (no bigger
download for what may never run). The package ``keep_source`` (this one) keeps its
.py files beside ``__pycache__/*.pyc`` (unchecked: never compared with the source), so
tracebacks still show its lines, and all its modules are compiled; in any other
wheel a module's ``.py`` becomes a ``.pyc`` in its place, as Pyodide's own packages
are built (``pyodide py-compile``).
"""

import base64
import hashlib
import importlib._bootstrap_external as bootstrap
import importlib.util
import sys
import zipfile
from pathlib import Path

SITE_PACKAGES = f"/lib/python{sys.version_info.major}.{sys.version_info.minor}/site-packages"
#: where Pyodide mounts python_stdlib.zip
STDLIB = f"/lib/python{sys.version_info.major}{sys.version_info.minor}.zip"


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def compile_zip(path: Path, where: str, wanted: set[str] | None) -> tuple[int, int]:
    """Rewrite the zip at ``path`` (a wheel, or the standard library unpacked at ``where``) with bytecode for
    the modules ``wanted`` (paths in the zip), or all of them keeping their sources (``None``);
    (modules compiled, bytes after)."""
    with zipfile.ZipFile(path) as z:
        files = {info.filename: z.read(info) for info in z.infolist() if not info.is_dir()}
    out: dict[str, bytes] = {}
    compiled = 0
    for name, data in files.items():
        top = name.split("/")[0]
        if not name.endswith(".py") or top.endswith((".dist-info", ".data")) or (wanted and name not in wanted):
            out[name] = data
            continue
        code = compile(data, f"{where}/{name}", "exec", dont_inherit=True)
        if wanted is None:
            pyc = bootstrap._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            out[name] = data
            out[importlib.util.cache_from_source(name)] = bytes(pyc)
        else:
            out[name + "c"] = bytes(bootstrap._code_to_timestamp_pyc(code))
        compiled += 1
    record = next((n for n in out if n.endswith(".dist-info/RECORD")), None)
    if record:
        lines = [record_line(n, d) for n, d in out.items() if n != record] + [f"{record},,"]
        out[record] = ("\n".join(lines) + "\n").encode()
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        for name, data in out.items():
            z.writestr(zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED)
    return compiled, path.stat().st_size


def main(folder: str, keep_source: str) -> str:
    """Compile, in the wheels of ``folder``, what has been imported from site-packages so far; what was done."""
    files = [getattr(m, "__file__", None) or "" for m in list(sys.modules.values())]
    imported = {f.removeprefix(SITE_PACKAGES + "/") for f in files if f.startswith(SITE_PACKAGES) and f.endswith(".py")}
    stdlib = {f.removeprefix(STDLIB + "/") for f in files if f.startswith(STDLIB + "/") and f.endswith(".py")}
    n, size = compile_zip(Path(folder) / "python_stdlib.zip", STDLIB, stdlib)
    done = [f"python_stdlib.zip: {n} modules compiled ({size / 1e3:.0f} kB)"]
    for wheel in sorted(Path(folder).glob("*.whl")):
        with zipfile.ZipFile(wheel) as z:
            names = set(z.namelist())
        keep = wheel.name.split("-")[0].lower() == keep_source
        if keep or names & imported:
            n, size = compile_zip(wheel, SITE_PACKAGES, None if keep else names & imported)
            done.append(f"{wheel.name}: {n} modules compiled ({size / 1e3:.0f} kB)")
    return "\n".join(done)
