"""The notebooks in the browser: JupyterLite in a static site's ``lab/``, on the site's runtime.

``minimax-viz site --notebooks`` adds it. ``jupyter lite build`` (the ``jupyterlite-core``
and ``jupyterlite-pyodide-kernel`` packages, installed with ``make web``) writes JupyterLab
for the browser with the notebooks as its files; its Python kernel then runs on the
site's own Pyodide (``runtime/pyodide/``), never a CDN:

* ``lab/kernel/`` holds every wheel the kernel loads (IPython and the widget libraries,
  pinned by hash in ``web/lab-wheels.txt``; the kernel's own wheels, shipped inside
  ``jupyterlite-pyodide-kernel``; networkx, graphviz and minimax-viz from the site's
  runtime) and a ``pyodide-lock.json`` naming exactly these, each with its hash, so
  Pyodide loads them all at start and never looks elsewhere;
* ``lab/jupyter-lite.json`` points the kernel at the runtime and that lock file, turns off
  PyPI, and tells minimax-viz where the site's Graphviz in WebAssembly lies
  (:mod:`minimax_viz.draw.browser_graphviz`).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import Any

from ..draw.browser_graphviz import VIZ_ADDRESS
from ..explain.words import site as site_words
from .site_runtime import CHECKOUT, Component, missing, wheel_component

#: The kernel extension's settings key in ``jupyter-lite.json``.
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
#: Where the kernel extension keeps its files, and its own wheels, in a JupyterLite build.
KERNEL_STATIC = Path("extensions/@jupyterlite/pyodide-kernel-extension/static")
#: The notebooks whose every cell runs in the browser's Python. Not the others: 04 and 07
#: chart with matplotlib and 06 writes PDF worksheets (compiled libraries a static site
#: cannot carry offline: Pyodide's builds of them come from a CDN), 08 checks files each in
#: its own process (a browser has none).
BROWSER_NOTEBOOKS = ("01_walkthrough", "02_scoring", "03_alpha_beta", "05_play")
#: The kernel's own wheels not to load (a shim for ipywidgets 7, which the stepper does not use).
SKIPPED_SHIMS = ("widgetsnbextension-3.",)
_NAME = re.compile(r"[-_.]+")


def write_lab(folder: Path, runtime: Path, web: Path,
              notebooks: Path = CHECKOUT / "notebooks") -> list[Component]:
    """JupyterLite with the :data:`BROWSER_NOTEBOOKS` of ``notebooks`` into ``folder``, its
    kernel on the site's ``runtime``;
    returns what it added, for the site's licence list."""
    lab_wheels = sorted((web / "lab-wheels").glob("*.whl"))
    if not lab_wheels:
        raise missing("web/lab-wheels")
    with tempfile.TemporaryDirectory() as scratch:
        files = Path(scratch) / "files"
        files.mkdir()
        for name in BROWSER_NOTEBOOKS:
            shutil.copy2(notebooks / f"{name}.ipynb", files / f"{name}.ipynb")
        _jupyter_lite_build(Path(scratch), files, folder)
    kernel = folder / "kernel"
    kernel.mkdir()
    shims = [wheel for wheel in sorted((folder / KERNEL_STATIC / "pypi").glob("*.whl"))
             if not wheel.name.startswith(SKIPPED_SHIMS)]
    for wheel in [*lab_wheels, *shims, *sorted((runtime / "wheels").glob("*.whl"))]:
        shutil.copy2(wheel, kernel / wheel.name)
    lock = kernel_lock(sorted(kernel.glob("*.whl")), runtime / "pyodide" / "pyodide-lock.json")
    (kernel / "pyodide-lock.json").write_text(json.dumps(lock, indent=1), encoding="utf-8")
    worker = next((folder / KERNEL_STATIC).glob("*.worker.*js"))
    _configure(folder / "jupyter-lite.json", runtime, kernel, sorted(lock["packages"]),
               viz=os.path.relpath(runtime / "viz.js", worker.parent))
    return [_jupyterlite(folder), *map(wheel_component, [*lab_wheels, *shims])]


def _jupyterlite(folder: Path) -> Component:
    """JupyterLite itself: its licence, and where the licences of what it bundles lie."""
    from importlib.metadata import distribution

    core = distribution("jupyterlite-core")
    texts = [file.read_text() for file in core.files or () if "licenses/" in str(file)]
    bundled = sorted(str(path.relative_to(folder.parent))
                     for path in folder.rglob("third-party-licenses.json"))
    where = site_words.LAB_LICENCES.format(files=", ".join(bundled))
    return Component("JupyterLite (lab/: JupyterLab for the browser)", core.version,
                     "BSD-3-Clause", "\n".join([*texts, where]))


def _jupyter_lite_build(scratch: Path, files: Path, output: Path) -> None:
    try:
        import jupyterlite_core  # noqa: F401
        import jupyterlite_pyodide_kernel  # noqa: F401
    except ImportError:
        raise missing("the jupyterlite-core and jupyterlite-pyodide-kernel packages") from None
    command = [sys.executable, "-m", "jupyter", "lite", "build", "--lite-dir", str(scratch),
               "--contents", str(files), "--output-dir", str(output)]
    done = subprocess.run(command, cwd=scratch, capture_output=True, text=True, check=False,
                          env={**os.environ, "JUPYTER_PLATFORM_DIRS": "1"})
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["(no output)"])[-1]
        raise RuntimeError(f"jupyter lite build failed: {last}")


def kernel_lock(wheels: list[Path], runtime_lock: Path) -> dict[str, Any]:
    """A Pyodide lock file naming exactly ``wheels`` (beside it), for the runtime's Python."""
    info = json.loads(runtime_lock.read_text(encoding="utf-8"))["info"]
    packages = {}
    for wheel in wheels:
        name, version = wheel.name.split("-")[:2]
        key = _NAME.sub("-", name).lower()
        packages[key] = {
            "name": key, "version": version, "file_name": wheel.name, "install_dir": "site",
            "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
            "package_type": "package", "imports": _top_level(wheel), "depends": [],
            "unvendored_tests": False, "shared_library": False}
    return {"info": info, "packages": packages}


def _top_level(wheel: Path) -> list[str]:
    """The importable names a wheel installs."""
    with zipfile.ZipFile(wheel) as archive:
        firsts = {name.split("/")[0] for name in archive.namelist()}
    names = {first.removesuffix(".py") for first in firsts
             if not first.endswith((".dist-info", ".data", ".pth"))}
    return sorted(name for name in names if name.isidentifier())


def _configure(config: Path, runtime: Path, kernel: Path, packages: list[str], viz: str) -> None:
    """Point the kernel at the site's runtime and the lock of its own wheels, PyPI off."""
    lab = config.parent
    data = json.loads(config.read_text(encoding="utf-8"))
    settings = data["jupyter-config-data"].setdefault("litePluginSettings", {})
    settings.setdefault(KERNEL_PLUGIN, {}).update({
        # "./..." is read relative to this file, wherever the site is served
        "pyodideUrl": "./" + os.path.relpath(runtime / "pyodide" / "pyodide.mjs", lab),
        "disablePyPIFallback": True,
        "loadPyodideOptions": {
            # read relative to the runtime's folder
            "lockFileURL": os.path.relpath(kernel / "pyodide-lock.json", runtime / "pyodide"),
            "packages": packages,
            "env": {VIZ_ADDRESS: viz}}})
    config.write_text(json.dumps(data, indent=1), encoding="utf-8")


__all__ = ["BROWSER_NOTEBOOKS", "KERNEL_PLUGIN", "kernel_lock", "write_lab"]
