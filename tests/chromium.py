"""How Chromium starts on these machines, shared by the browser tests, benchmarks and tools.

Debian's ``chromium`` (``./dev test`` installs it); Playwright's own browser
download cannot work here. As root it needs ``--no-sandbox``; the networking
flags keep it from calling home on a closed network.
"""

import contextlib
import functools
import http.server
import os
import threading
from collections.abc import Iterator
from pathlib import Path

CHROMIUM = os.environ.get("SPIDERETTE_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
]


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    """A static file handler that logs nothing and, when asked, tells the browser not to cache."""

    no_store = False

    def log_message(self, format: str, *args: object) -> None:
        pass

    def end_headers(self) -> None:
        if self.no_store:
            self.send_header("Cache-Control", "no-store")
        super().end_headers()


class _NoStoreHandler(_QuietHandler):
    no_store = True


@contextlib.contextmanager
def serve(directory: Path | str, *, no_store: bool = False) -> Iterator[str]:
    """Serve ``directory`` on a free port of 127.0.0.1 (what any static host does); yield its base URL.

    ``no_store`` makes the browser fetch every file anew (the page tests reload edited sources).
    """
    handler = functools.partial(_NoStoreHandler if no_store else _QuietHandler, directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
