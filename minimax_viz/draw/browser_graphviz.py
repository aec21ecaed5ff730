"""Graphviz in WebAssembly for a Python that itself runs in a browser (JupyterLite's kernel).

A browser has no ``dot`` program. JupyterLite's Python (Pyodide, in a Web Worker) loads
the site's own viz.js module instead: ``minimax-viz site --notebooks`` writes its address,
relative to the kernel worker's script, into the kernel's environment as
:data:`VIZ_ADDRESS`. Pyodide's ``run_sync`` waits for the module, so drawing stays a
plain function call (:func:`~minimax_viz.draw.dot.drawn_pieces` asks for it the first time it
draws in a browser).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable

from ..errors import GraphvizMissingError

#: The environment variable holding viz.js's address, relative to the worker's script.
VIZ_ADDRESS = "MINIMAX_VIZ_GRAPHVIZ"


def browser_renderer() -> Callable[[str, str], str]:
    """``render(dot_source, fmt)`` by viz.js's ``renderString``, loaded from :data:`VIZ_ADDRESS`."""
    address = os.environ.get(VIZ_ADDRESS)
    if not address:
        raise GraphvizMissingError(
            f"this Python runs in a browser, where there is no 'dot' program, and no Graphviz"
            f" in WebAssembly was given ({VIZ_ADDRESS} is not set; minimax-viz site"
            " --notebooks sets it)")
    import js  # Pyodide's own modules: only in a browser
    from pyodide.code import run_js
    from pyodide.ffi import run_sync, to_js

    url = js.URL.new(address, js.location.href).href
    viz = run_sync(run_js(f"import({json.dumps(url)})").then(lambda module: module.instance()))

    def render(source: str, fmt: str) -> str:
        options = to_js({"format": fmt}, dict_converter=js.Object.fromEntries)
        return str(viz.renderString(source, options))

    return render
