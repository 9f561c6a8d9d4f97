"""A new build published while a learner has the course stored: each visit is all one build.

The site's service worker answers from its store once the course is stored, without asking the
server (tools/lite_service_worker.js). So a new build's worker must not take over a visit halfway
(the old app's scripts with the new lock and wheels): it waits beside the old one until the course's
pages are closed. First visit: build A stored. Build B published (another notebook 00, another worker):
the next visit shows A whole, its kernel starts, B's worker waits. Pages closed, the visit after
shows B, and only B's store is left.
"""

from __future__ import annotations

import contextlib
import json
import re
import shutil

import pytest
from chromium import CHROMIUM, CHROMIUM_ARGS, serve
from e2e import lab

from .test_offline import STORED_JS

pytestmark = [pytest.mark.browser, pytest.mark.lite, pytest.mark.slow]

# which build the page is served: the version of the worker that controls it, and notebook 00's file as that
# worker serves it (the notebook open in the page may be the browser's own copy, which JupyterLite keeps)
BUILD_JS = """async () => {
  const sw = navigator.serviceWorker.controller;
  if (!sw) return false;
  const version = await new Promise((resolve) => {
    navigator.serviceWorker.addEventListener("message", (e) => resolve(e.data.version), { once: true });
    sw.postMessage({ type: "spiderette-course-status" });
  });
  const nb = await (await fetch("../files/00_play.ipynb")).json();
  return { version, heading: nb.cells[0].source.join("").split("\\n")[0] };
}"""
WORKERS_JS = """async () => {
  const r = await navigator.serviceWorker.getRegistration();
  const stores = (await caches.keys()).filter(n => n.startsWith("spiderette-course-"));
  return { waiting: Boolean(r.waiting), caches: stores };
}"""


def publish_b(site) -> None:
    """What a rebuild with an edited notebook 00 gives: another notebook, another worker version."""
    nb = site / "files" / "00_play.ipynb"
    data = json.loads(nb.read_text())
    data["cells"][0]["source"] = ["# Build B\n"]
    nb.write_text(json.dumps(data))
    worker = site / "service-worker.js"
    worker.write_text(re.sub(r'const VERSION = "(\w+)"', r'const VERSION = "\1b"', worker.read_text()))


def build(page, url: str) -> dict[str, str]:
    """Open the course; which build its page is served."""
    page.goto(f"{url}/")
    page.wait_for_url("**/lab/index.html?path=00_play.ipynb", timeout=120_000)
    return lab.poll(page, BUILD_JS, "the service worker to control the page", timeout=300)


def test_a_new_build_takes_over_at_the_visit_after_the_course_was_closed(lite_site, tmp_path):
    site = tmp_path / "site"
    shutil.copytree(lite_site, site)
    with lab.playwright_session() as pw, serve(site) as url:

        def browse():  # the learner's browser, opened again with what it kept
            return pw.chromium.launch_persistent_context(
                str(tmp_path / "profile"), executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True
            )

        with contextlib.closing(browse()) as browser:
            page = browser.new_page()
            a = build(page, url)
            assert a["heading"].startswith("# 00 · Play")
            lab.poll(page, STORED_JS, "the service worker to store the whole course", 900, every=1)

        publish_b(site)
        with contextlib.closing(browse()) as browser:
            page = browser.new_page()
            assert build(page, url) == a  # A, whole: its kernel starts
            lab.poll(page, lab.KERNEL_READY_JS, "build A's kernel", timeout=900, every=0.5)
            assert lab.kernel_run(page, "print(1 + 1)").strip() == "2"
            state = lab.poll(page, f"async () => {{ const s = await ({WORKERS_JS})(); return s.waiting && s; }}",
                             "build B's worker, waiting", timeout=120)  # fmt: skip
            assert len(state["caches"]) == 2, state

        with contextlib.closing(browse()) as browser:
            page = browser.new_page()
            assert build(page, url) == {"version": a["version"] + "b", "heading": "# Build B"}
            one_store = f"async () => {{ const s = await ({WORKERS_JS})(); return s.caches.length === 1 && s; }}"
            state = lab.poll(page, one_store, "build A's store dropped", timeout=120)
            assert state["caches"][0].endswith("b") and not state["waiting"], state
