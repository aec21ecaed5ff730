"""The notebooks in JupyterLite (``minimax-viz site --notebooks``), read from the built folder.

The kernel must load everything from the site itself: every wheel it is told to load is in
``lab/kernel/`` with the hash the lock file gives, the lock names nothing else, and the
settings point at the site's own runtime and Graphviz. The notebooks running for real in
Chromium are in ``test_lab_browser.py``.
"""

from __future__ import annotations

import hashlib
import json
import os
import zipfile
from pathlib import Path
from urllib.parse import urljoin

import pytest
from test_static_site import web_installed

from minimax_viz.draw.browser_graphviz import VIZ_ADDRESS
from minimax_viz.errors import MinimaxVizError
from minimax_viz.lessons.lab_site import (
    BROWSER_NOTEBOOKS,
    KERNEL_PLUGIN,
    KERNEL_STATIC,
    kernel_lock,
    write_lab,
)
from minimax_viz.lessons.static_site import build_site

pytestmark = [pytest.mark.dot, pytest.mark.slow]
SITE = "http://127.0.0.1:8000/course/"  # any address the folder may be served from


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    web_installed()
    folder = tmp_path_factory.mktemp("lab") / "site"
    build_site(folder, notebooks=True)
    return folder


def kernel_settings(site: Path) -> dict[str, object]:
    config = json.loads((site / "lab" / "jupyter-lite.json").read_text(encoding="utf-8"))
    settings: dict[str, object] = config["jupyter-config-data"]["litePluginSettings"][KERNEL_PLUGIN]
    return settings


def test_the_notebooks_that_run_in_a_browser_are_the_labs_files(site: Path) -> None:
    contents = json.loads((site / "lab" / "api" / "contents" / "all.json").read_text("utf-8"))
    assert sorted(entry["name"] for entry in contents["content"]) == \
        sorted(f"{name}.ipynb" for name in BROWSER_NOTEBOOKS)
    for name in BROWSER_NOTEBOOKS:  # nothing a browser's Python cannot do
        text = (Path(__file__).parent.parent / "notebooks" / f"{name}.ipynb").read_text("utf-8")
        assert not [word for word in ("matplotlib", "write_exercise", "check_files")
                    if word in text], name
    assert 'href="lab/index.html"' in (site / "index.html").read_text(encoding="utf-8")


def test_the_kernel_loads_every_wheel_from_the_site_with_its_hash(site: Path) -> None:
    kernel = site / "lab" / "kernel"
    lock = json.loads((kernel / "pyodide-lock.json").read_text(encoding="utf-8"))
    wheels = sorted(path.name for path in kernel.glob("*.whl"))
    assert sorted(entry["file_name"] for entry in lock["packages"].values()) == wheels
    for entry in lock["packages"].values():
        data = (kernel / entry["file_name"]).read_bytes()
        assert hashlib.sha256(data).hexdigest() == entry["sha256"], entry["name"]
    runtime_lock = json.loads((site / "runtime" / "pyodide" / "pyodide-lock.json").read_text())
    assert lock["info"] == runtime_lock["info"]  # the same Python the runtime is
    names = set(lock["packages"])
    # what the kernel installs by name, and what the lessons import
    assert {"ipykernel", "comm", "pyodide-kernel", "jedi", "ipython", "piplite", "micropip",
            "anywidget", "ipywidgets", "networkx", "graphviz", "minimax-viz"} <= names
    assert "widgetsnbextension" in names  # the kernel's shim for ipywidgets 8
    assert sorted(kernel_settings(site)["loadPyodideOptions"]["packages"]) == sorted(names)  # type: ignore[index]


def test_the_kernel_runs_on_the_sites_runtime_and_graphviz_offline(site: Path) -> None:
    settings = kernel_settings(site)
    assert settings["disablePyPIFallback"] is True
    lab = urljoin(SITE, "lab/")
    # "./..." is read relative to jupyter-lite.json (JupyterLite's rule)
    pyodide = urljoin(lab, str(settings["pyodideUrl"])[2:])
    assert pyodide == urljoin(SITE, "runtime/pyodide/pyodide.mjs")
    options = settings["loadPyodideOptions"]
    assert isinstance(options, dict)
    assert urljoin(pyodide, options["lockFileURL"]) == urljoin(SITE, "lab/kernel/pyodide-lock.json")
    worker = next((site / "lab" / KERNEL_STATIC).glob("*.worker.*js"))
    worker_url = urljoin(lab, os.path.relpath(worker, site / "lab"))
    assert urljoin(worker_url, options["env"][VIZ_ADDRESS]) == urljoin(SITE, "runtime/viz.js")
    assert (site / "runtime" / "viz.js").is_file()


def test_the_lock_reads_each_wheels_own_import_names(tmp_path: Path) -> None:
    wheel = tmp_path / "Some_Thing-1.2-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("some_thing/__init__.py", "")
        archive.writestr("helper.py", "")
        archive.writestr("Some_Thing-1.2.dist-info/METADATA", "")
        archive.writestr("some-thing.pth", "")
    runtime_lock = tmp_path / "pyodide-lock.json"
    runtime_lock.write_text(json.dumps({"info": {"python": "3.14.2"}, "packages": {}}))
    lock = kernel_lock([wheel], runtime_lock)
    assert lock["info"] == {"python": "3.14.2"}
    entry = lock["packages"]["some-thing"]
    assert (entry["version"], entry["file_name"], entry["imports"]) == \
        ("1.2", wheel.name, ["helper", "some_thing"])


def test_without_the_kernels_wheels_the_build_says_run_make_web(tmp_path: Path) -> None:
    with pytest.raises(MinimaxVizError, match=r"web/lab-wheels is missing\): run make web"):
        write_lab(tmp_path / "lab", tmp_path / "runtime", tmp_path / "web")


def test_the_licence_list_names_jupyterlite_and_every_wheel_the_kernel_adds(site: Path) -> None:
    licences = (site / "LICENSES.txt").read_text(encoding="utf-8")
    assert "JupyterLite (lab/: JupyterLab for the browser)" in licences
    assert "lab/build/third-party-licenses.json" in licences
    assert (site / "lab" / "build" / "third-party-licenses.json").is_file()
    runtime = {wheel.name for wheel in (site / "runtime" / "wheels").glob("*.whl")}
    for wheel in (site / "lab" / "kernel").glob("*.whl"):
        if wheel.name in runtime:  # named by the runtime's part of the list
            continue
        name, version = wheel.name.split("-")[:2]
        assert f"\n{name} {version}: " in licences, wheel.name
