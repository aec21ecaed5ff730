"""A site built by ``minimax-viz site`` into a scratch folder, served on 127.0.0.1, and a
Chromium profile that keeps its cache between pages (so a second page is a second visit).

Shared by ``bench_site`` and ``bench_lab``; None when the runtime or the browser is missing.
"""

from __future__ import annotations

import contextlib
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


@contextlib.contextmanager
def served_site(what: str, **options: Any) -> Iterator[tuple[str, Any] | None]:
    """Yield (the site's address, a persistent browser context), or None (said why)."""
    sys.path.insert(0, str(HERE.parent / "tests"))
    try:
        import browser as helpers
        import playwright.sync_api
    except ImportError as exc:
        print(f"{what} benchmark skipped: {exc}")
        yield None
        return
    from minimax_viz.errors import MinimaxVizError
    from minimax_viz.lessons.static_site import build_site, site_size

    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp) / "site"
        start = time.perf_counter()
        try:
            build_site(folder, **options)
        except (MinimaxVizError, RuntimeError) as exc:
            print(f"{what} benchmark skipped: {exc}")
            yield None
            return
        print(f"site built in {time.perf_counter() - start:.1f} s:"
              f" {site_size(folder) / 1e6:.1f} MB")
        with helpers.static_server(folder, Path(temp) / "server.log") as address, \
                playwright.sync_api.sync_playwright() as p:
            context = p.chromium.launch_persistent_context(
                str(Path(temp) / "profile"), executable_path=helpers.CHROMIUM,
                args=helpers.ARGS, headless=True, viewport={"width": 1280, "height": 800})
            try:
                yield address, context
            finally:
                context.close()
