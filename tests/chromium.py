"""How Chromium starts on these machines, shared by the browser tests, benchmarks and tools.

Debian's ``chromium`` (``./dev test`` installs it); Playwright's own browser
download cannot work here. As root it needs ``--no-sandbox``; the networking
flags keep it from calling home on a closed network.
"""

import os

CHROMIUM = os.environ.get("SPIDERETTE_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
]
