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

import time
from typing import Any

NOTEBOOK = "lab/lab/index.html?path=01_walkthrough.ipynb"
PATIENCE = 600_000


def _open_and_run(page: Any, url: str, run_all_in_lab: Any, every_cell_ran: str) -> float:
    start = time.perf_counter()
    run_all_in_lab(page, url, PATIENCE, kernel="Pyodide")
    page.wait_for_function(every_cell_ran, timeout=PATIENCE)
    return time.perf_counter() - start


def main() -> int:
    from served_site import served_site

    with served_site("lab", notebooks=True) as served:
        if served is None:
            return 0
        address, context = served
        from browser import EVERY_CELL_RAN, run_all_in_lab

        page = context.new_page()
        cold = _open_and_run(page, address + NOTEBOOK, run_all_in_lab, EVERY_CELL_RAN)
        page.close()
        warm = _open_and_run(context.new_page(), address + NOTEBOOK, run_all_in_lab,
                             EVERY_CELL_RAN)
    print(f"walkthrough notebook in JupyterLite, open to every cell run: cold {cold:.1f} s,"
          f" second visit {warm:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
