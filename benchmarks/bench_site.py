"""The static site's student page in headless Chromium, served on 127.0.0.1 (``minimax-viz site``).

Printed, never asserted (issue 21's targets in brackets):

* the site's size on disk [< 40 MB];
* cold: the page opened in a fresh browser profile until the tutorial's function, run at
  once, shows its verdict and both call trees (Pyodide, the wheels and viz.js loaded) [<= 6 s];
* second visit: the same in the same profile, the runtime from the browser's cache, three
  times (median and best: a shared machine's load moves single figures by seconds) [<= 2 s];
* Run: the click until the verdict and trees are shown, Python ready (the page's own
  ``performance.now()``, median of 5) [<= 1 s at <= 300 calls].

Needs ``make web``, Playwright and Chromium.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

BOARD = "O.XX.X.OO"
RUNS = 5
VISITS = 3


def _first_verdict(page: Any, url: str, code: str) -> float:
    start = time.perf_counter()
    page.goto(url)
    page.wait_for_selector("body[data-editor='codemirror']", state="attached")
    page.locator(".cm-content").fill(code)
    page.click("#run")
    page.wait_for_selector("#verdict[data-verdict='match']", state="attached", timeout=120_000)
    return time.perf_counter() - start


def _run_seconds(page: Any) -> float:
    page.click("#run")
    page.wait_for_selector("#verdict[data-verdict='match']", state="attached", timeout=60_000)
    return float(page.inner_text("#status").split()[2])


def main() -> int:
    from served_site import served_site

    with served_site("site") as served:
        if served is None:
            return 0
        address, context = served
        from tutorial import SOURCE

        url = address + "student.html"
        page = context.new_page()
        cold = _first_verdict(page, url, SOURCE)
        warm = []
        for _ in range(VISITS):
            page.close()
            page = context.new_page()
            warm.append(_first_verdict(page, url, SOURCE))
        runs = [_run_seconds(page) for _ in range(RUNS)]
    print(f"student page, open to first verdict ({BOARD}, 9 calls): cold {cold:.1f} s,"
          f" second visit median {statistics.median(warm):.1f} s, best {min(warm):.1f} s"
          f" (of {VISITS})")
    print(f"Run to verdict and trees drawn: median {statistics.median(runs):.1f} s,"
          f" max {max(runs):.1f} s (the page rounds to 0.1 s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
