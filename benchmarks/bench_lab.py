"""The notebooks in JupyterLite (``minimax-viz site --notebooks``), in headless Chromium on 127.0.0.1.

Printed, never asserted:

* the build's time and the lab folder's size;
* cold: the walkthrough notebook opened in a fresh browser profile, until every cell has
  run (JupyterLab, the Python kernel with its wheels, Graphviz in WebAssembly, the
  notebook's 13 cells and its two steppers);
* second visit: the same in the same profile (the browser's cache).

Needs ``make web``, the ``[site]`` extra, Playwright and Chromium.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
NOTEBOOK = "lab/lab/index.html?path=01_walkthrough.ipynb"
PATIENCE = 600_000


def _open_and_run(page: Any, url: str, run_all_in_lab: Any) -> float:
    start = time.perf_counter()
    run_all_in_lab(page, url, PATIENCE, kernel="Pyodide")
    page.locator(".jp-Cell").last.locator(".jp-OutputArea-output").first.wait_for(
        timeout=PATIENCE)
    return time.perf_counter() - start


def main() -> int:
    sys.path.insert(0, str(HERE.parent / "tests"))
    try:
        import browser as helpers
        import playwright.sync_api
    except ImportError as exc:
        print(f"lab benchmark skipped: {exc}")
        return 0
    from minimax_viz.errors import MinimaxVizError
    from minimax_viz.lessons.static_site import build_site, site_size

    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp) / "site"
        start = time.perf_counter()
        try:
            build_site(folder, notebooks=True)
        except (MinimaxVizError, RuntimeError) as exc:
            print(f"lab benchmark skipped: {exc}")
            return 0
        print(f"site with the notebooks built in {time.perf_counter() - start:.1f} s:"
              f" lab/ {site_size(folder / 'lab') / 1e6:.1f} MB of {site_size(folder) / 1e6:.1f} MB")
        port = helpers.free_port()
        url = f"http://127.0.0.1:{port}/{NOTEBOOK}"
        with helpers._serving([sys.executable, "-m", "http.server", str(port), "--bind",
                               "127.0.0.1", "--directory", str(folder)], port,
                              Path(temp) / "server.log", {}, folder, 30), \
                playwright.sync_api.sync_playwright() as p:
            context = p.chromium.launch_persistent_context(
                str(Path(temp) / "profile"), executable_path=helpers.CHROMIUM,
                args=helpers.ARGS, headless=True, viewport={"width": 1280, "height": 800})
            try:
                page = context.new_page()
                cold = _open_and_run(page, url, helpers.run_all_in_lab)
                page.close()
                page = context.new_page()
                warm = _open_and_run(page, url, helpers.run_all_in_lab)
            finally:
                context.close()
    print(f"walkthrough notebook in JupyterLite, open to every cell run: cold {cold:.1f} s,"
          f" second visit {warm:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
