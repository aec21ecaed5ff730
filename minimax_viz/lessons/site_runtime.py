"""The browser runtime a static site carries: Python (Pyodide), Graphviz (viz.js), the wheels,
the code editor (CodeMirror).

Nothing here is fetched at build time: ``make web`` installs the npm packages pinned
by ``web/package-lock.json`` (``npm ci``) and downloads the wheels pinned by hash in
``web/wheels.txt``; :func:`copy_runtime` copies them into the site with their
licences, and builds minimax-viz's own wheel from the checkout, so the page runs the
code the lessons were made with. Last, :func:`make_snapshot` has Node run that Python
once, import minimax-viz and keep its memory (``runtime/snapshot.gz``), which the page
restores instead of starting Python and importing again. Anything missing is one
sentence: run make web.
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
from dataclasses import dataclass
from pathlib import Path

from ..errors import MinimaxVizError, quote
from ..explain.words import site as site_words

#: The checkout this package runs from (``web/`` and ``pyproject.toml`` lie there).
CHECKOUT = Path(__file__).resolve().parents[2]
#: Pyodide's files the page loads (no source maps, no console pages).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")
VIZ_FILE = "@viz-js/viz/dist/viz.js"
#: Python's memory with minimax-viz imported (gzip; the page restores it), and its maker.
SNAPSHOT, SNAPSHOT_SCRIPT = "snapshot.gz", "snapshot.mjs"
#: The code editor (CodeMirror 6), bundled by esbuild from ``web/editor.mjs`` (``make web``),
#: and esbuild's account of the packages inside it.
EDITOR_FILE, EDITOR_META = "dist/editor.js", "dist/editor.meta.json"
_BUNDLED = re.compile(r"node_modules/((?:@[^/]+/)?[^/]+)/")
_PINNED = re.compile(r"^([A-Za-z0-9_.-]+)==([^\s;]+)", re.MULTILINE)
#: The date every file of our wheel carries (1980-01-01, the first a zip archive can hold).
_ZIP_EPOCH = "315532800"


@dataclass(frozen=True)
class Component:
    """Something the site carries, for its licence list."""

    name: str
    version: str
    licence: str   # SPDX identifier
    text: str      # the licence text itself


def missing(what: str) -> MinimaxVizError:
    return MinimaxVizError(f"the browser runtime is not installed ({what} is missing):"
                           " run make web first")


def _npm_package(web: Path, name: str) -> dict[str, str]:
    path = web / "node_modules" / name / "package.json"
    if not path.is_file():
        raise missing(f"web/node_modules/{name}")
    data: dict[str, str] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _spdx_text(web: Path, licence: str) -> str:
    path = web / "node_modules" / "spdx-license-list" / "licenses" / f"{licence}.json"
    if not path.is_file():
        raise missing(f"the licence text {licence} (web/node_modules/spdx-license-list)")
    return str(json.loads(path.read_text(encoding="utf-8"))["licenseText"])


def _editor_packages(web: Path) -> list[Component]:
    """The npm packages esbuild put into the editor's bundle, each with its own licence."""
    meta = web / EDITOR_META
    if not meta.is_file():
        raise missing(f"web/{EDITOR_META}")
    inputs = json.loads(meta.read_text(encoding="utf-8"))["inputs"]
    names = sorted({found.group(1) for path in inputs if (found := _BUNDLED.match(path))})
    parts = []
    for name in names:
        data = _npm_package(web, name)
        texts = sorted((web / "node_modules" / name).glob("LICEN[CS]E*"))
        text = texts[0].read_text(encoding="utf-8") if texts else _spdx_text(web, data["license"])
        parts.append(Component(name, data["version"], data["license"], text))
    return parts


def pinned_wheels(web: Path) -> list[Path]:
    """The wheels ``web/wheels.txt`` pins, found in ``web/wheels/``."""
    wanted = _PINNED.findall((web / "wheels.txt").read_text(encoding="utf-8"))
    found = []
    for name, version in wanted:
        stem = f"{name.replace('-', '_')}-{version}-"
        matches = sorted((web / "wheels").glob(f"{stem}*.whl"))
        if not matches:
            raise missing(f"web/wheels/{stem}*.whl")
        found.append(matches[0])
    return found


def wheel_component(wheel: Path) -> Component:
    """A wheel the site carries, with the licence texts in its ``.dist-info``."""
    name, version = wheel.name.split("-")[:2]
    return Component(name, version, "see the text", _wheel_licence(wheel))


def _wheel_licence(wheel: Path) -> str:
    with zipfile.ZipFile(wheel) as archive:
        texts = [archive.read(name).decode("utf-8", "replace") for name in archive.namelist()
                 if ".dist-info/licenses/" in name or re.search(r"dist-info/LICEN[CS]E", name)]
    return "\n".join(texts)


def build_own_wheel(out: Path, checkout: Path = CHECKOUT) -> Path:
    """minimax-viz's wheel, built from the checkout's sources (copied aside, so the build
    leaves nothing in the checkout) without touching the network. The same sources give
    the same bytes (every date in the archive set to 1980), so a rebuilt site keeps its
    :func:`runtime_id` and the runs its students' browsers kept."""
    if not (checkout / "pyproject.toml").is_file():
        raise MinimaxVizError(f"no checkout at {quote(str(checkout))}: the site is built"
                              " from minimax-viz's sources (git clone, then make web)")
    with tempfile.TemporaryDirectory(prefix="mmviz-wheel-") as temp:
        source = Path(temp) / "src"
        source.mkdir()
        for name in ("pyproject.toml", "README.md"):
            shutil.copy2(checkout / name, source / name)
        shutil.copytree(checkout / "minimax_viz", source / "minimax_viz",
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        done = subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
             "--no-index", "-q", "-w", str(out), str(source)],
            capture_output=True, text=True, check=False,
            env={**os.environ, "SOURCE_DATE_EPOCH": _ZIP_EPOCH})
        if done.returncode != 0:
            lines = [line.strip() for line in (done.stderr + done.stdout).splitlines()
                     if line.strip()]
            said = [line for line in lines if line.startswith("error:")] or lines[-1:]
            raise MinimaxVizError("cannot build minimax-viz's wheel ("
                                  + (said[0] if said else f"pip exited {done.returncode}")
                                  + "): run make web first")
    wheels = sorted(out.glob("minimax_viz-*.whl"))
    if not wheels:
        raise MinimaxVizError("cannot build minimax-viz's wheel: pip wrote none")
    return wheels[0]


def copy_runtime(web: Path, target: Path) -> list[Component]:
    """Copy Pyodide, viz.js and the wheels into ``target`` (the site's ``runtime/``),
    write ``wheels.json`` (what the page loads, in order) and return what was copied."""
    web = Path(web)
    pyodide = _npm_package(web, "pyodide")
    viz = _npm_package(web, "@viz-js/viz")
    (target / "pyodide").mkdir(parents=True)
    for name in PYODIDE_FILES:
        source = web / "node_modules" / "pyodide" / name
        if not source.is_file():
            raise missing(f"web/node_modules/pyodide/{name}")
        shutil.copy2(source, target / "pyodide" / name)
    shutil.copy2(web / "node_modules" / VIZ_FILE, target / "viz.js")
    editor = web / EDITOR_FILE
    if not editor.is_file():
        raise missing(f"web/{EDITOR_FILE}")
    shutil.copy2(editor, target / "editor.js")
    wheels = target / "wheels"
    wheels.mkdir()
    theirs = pinned_wheels(web)
    for wheel in theirs:
        shutil.copy2(wheel, wheels / wheel.name)
    own = build_own_wheel(wheels)
    (target / "wheels.json").write_text(
        json.dumps([wheel.name for wheel in [*theirs, own]]), encoding="utf-8")
    make_snapshot(target, [wheels / wheel.name for wheel in theirs] + [own])
    components = [
        Component("Pyodide (CPython compiled to WebAssembly)", pyodide["version"],
                  pyodide["license"], _spdx_text(web, pyodide["license"])),
        Component("CPython and its standard library (inside Pyodide)", "3.14", "PSF-2.0",
                  _spdx_text(web, "PSF-2.0")),
        Component("Viz.js (Graphviz compiled to WebAssembly)", viz["version"], viz["license"],
                  _spdx_text(web, viz["license"])),
        Component("Graphviz (inside Viz.js)", "", "EPL-1.0", _spdx_text(web, "EPL-1.0")),
        Component("Expat (inside Viz.js)", "", "MIT", _spdx_text(web, "MIT")),
    ]
    components += map(wheel_component, theirs)
    components += _editor_packages(web)
    components.append(Component("minimax-viz", own.name.split("-")[1], "MIT",
                                _spdx_text(web, "MIT")))
    return components


def make_snapshot(target: Path, wheels: list[Path]) -> Path:
    """Python's memory after importing minimax-viz from ``wheels``, made by Node running
    the site's own Pyodide (the checkout's ``web/snapshot.mjs``): ``target/snapshot.gz``."""
    node = shutil.which("node")
    if node is None:
        raise missing("Node.js (node, which makes Python's start-up snapshot)")
    out = target / SNAPSHOT
    script = CHECKOUT / "web" / SNAPSHOT_SCRIPT
    done = subprocess.run([node, str(script), str(target / "pyodide"), str(out),
                           *map(str, wheels)], capture_output=True, text=True, check=False)
    if done.returncode != 0 or not out.is_file():
        lines = [line.strip() for line in done.stderr.splitlines() if line.strip()]
        said = next((line for line in lines if "Error" in line), lines[-1] if lines else "")
        raise MinimaxVizError(f"cannot make Python's start-up snapshot ({said or 'node failed'})"
                              ": run make web first")
    return out


def runtime_id(folder: Path) -> str:
    """What a site's ``runtime/`` folder holds, as 16 hex digits (a hash of every file's
    path and bytes): the build whose Python made a result, so a page shows a result kept
    in the browser only on the build that made it."""
    digest = hashlib.sha256()
    for path in sorted(p for p in Path(folder).rglob("*") if p.is_file()):
        digest.update(path.relative_to(folder).as_posix().encode() + b"\0")
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def licence_file(components: list[Component]) -> str:
    """One text file naming every component the site carries, each with its licence."""
    parts = [site_words.LICENCES_HEAD + "\n"]
    for part in components:
        head = f"{part.name} {part.version}".strip()
        parts.append(f"{'=' * 78}\n{head}: {part.licence}\n{'=' * 78}\n\n{part.text.strip()}\n")
    return "\n".join(parts)


__all__ = ["CHECKOUT", "SNAPSHOT", "Component", "build_own_wheel", "copy_runtime",
           "licence_file", "make_snapshot", "missing", "pinned_wheels", "runtime_id",
           "wheel_component"]
