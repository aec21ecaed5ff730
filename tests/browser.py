"""Headless Debian Chromium for the browser tests (never `playwright install`).

CI installs /usr/bin/chromium through `make test`; a developer without
Playwright gets the browser tests skipped by ``importorskip`` only.
"""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ARTIFACTS = Path(__file__).parent / "artifacts"


@contextlib.contextmanager
def chromium_page(width: int = 1400, height: int = 1000, zoom: float = 1.0) -> Iterator[Any]:
    """A Playwright page in Debian's headless Chromium; ``zoom=1.5`` is the browser at 150%
    on a ``width`` x ``height`` screen (CSS pixels shrink, device pixels stay)."""
    sync_api = pytest.importorskip("playwright.sync_api")
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: run `make chromium` (apt-get install chromium)")
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = browser.new_page(viewport={"width": round(width / zoom),
                                              "height": round(height / zoom)},
                                    device_scale_factor=zoom)
            yield page
        finally:
            browser.close()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextlib.contextmanager
def voila_server(notebook: Path, tmp: Path, timeout: float = 90) -> Iterator[str]:
    """Serve ``notebook`` with Voila on 127.0.0.1; yield its URL; stop it by PID."""
    port = free_port()
    with _serving([sys.executable, "-m", "voila", str(notebook), "--no-browser",
                   f"--port={port}", "--Voila.ip=127.0.0.1", "--token=",
                   "--show_tracebacks=True"],
                  port, tmp / "voila.log", _jupyter_env(tmp), notebook.parent, timeout):
        yield f"http://127.0.0.1:{port}/"


@contextlib.contextmanager
def _serving(command: list[str], port: int, log_path: Path, env: dict[str, str], cwd: Path,
             timeout: float) -> Iterator[None]:
    """Run the server ``command`` (its output in ``log_path``) while the block runs, once it
    listens on ``port``; stop it by PID."""
    with log_path.open("w") as log:
        server = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=env,
                                  cwd=cwd)
        try:
            _wait_for_port(server, port, log_path, timeout)
            yield
        finally:
            server.terminate()
            try:
                server.wait(timeout=15)
            except subprocess.TimeoutExpired:
                server.kill()


@contextlib.contextmanager
def static_server(folder: Path, log: Path) -> Iterator[str]:
    """``folder`` served by ``python -m http.server`` on 127.0.0.1; yield its address."""
    port = free_port()
    with _serving([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
                   "--directory", str(folder)], port, log, {}, folder, 30):
        yield f"http://127.0.0.1:{port}/"


def _jupyter_env(tmp: Path) -> dict[str, str]:
    env = dict(os.environ)
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR",
                 "JUPYTERLAB_SETTINGS_DIR", "JUPYTERLAB_WORKSPACES_DIR"):
        env[name] = str(tmp / name.lower())
    env["JUPYTER_PLATFORM_DIRS"] = "1"
    return env


def _wait_for_port(server: subprocess.Popen[bytes], port: int, log: Path, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.poll() is not None:
            pytest.fail(f"the server exited early:\n{log.read_text()[-2000:]}")
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 1):
            return
        time.sleep(0.3)
    pytest.fail(f"the server did not listen within {timeout} s")


@contextlib.contextmanager
def jupyterlab_server(folder: Path, tmp: Path, timeout: float = 90) -> Iterator[str]:
    """JupyterLab on 127.0.0.1 serving ``folder``; yield its base URL (with token); stop by PID.

    The news toast is switched off; notebooks in ``folder`` should be trusted by the caller
    (``jupyter trust``) or run in the page, which trusts what it executes.
    """
    port, token = free_port(), "mmvtest"
    env = _jupyter_env(tmp)
    settings = Path(env["JUPYTERLAB_SETTINGS_DIR"]) / "@jupyterlab" / "notebook-extension"
    settings.mkdir(parents=True, exist_ok=True)  # every cell in the DOM, not only visible ones
    (settings / "tracker.jupyterlab-settings").write_text('{"windowingMode": "none"}')
    subprocess.run([sys.executable, "-m", "jupyter", "labextension", "disable",
                    "@jupyterlab/apputils-extension:announcements"], env=env,
                   capture_output=True, check=False)
    with _serving([sys.executable, "-m", "jupyter", "lab", "--no-browser", f"--port={port}",
                   "--ServerApp.ip=127.0.0.1", f"--IdentityProvider.token={token}",
                   "--allow-root", f"--ServerApp.root_dir={folder}"],
                  port, tmp / "lab.log", env, folder, timeout):
        yield f"http://127.0.0.1:{port}/lab/tree/{{name}}?reset&token={token}"


def run_all_in_lab(page: Any, url: str, timeout: float = 180_000, kernel: str = "Python 3") -> None:
    """Open a notebook in JupyterLab (or JupyterLite: ``kernel="Pyodide"``), wait for its
    kernel, run every cell."""
    page.goto(url, timeout=timeout)
    page.locator(".jp-NotebookPanel-toolbar .jp-Toolbar-kernelName",
                 has_text=kernel).first.wait_for(timeout=timeout)
    page.locator(".jp-Notebook").first.wait_for(timeout=timeout)
    page.wait_for_timeout(1500)  # the kernel-ready race (see the testing notes)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()


#: In the page: every stepper's tree is wholly in its panel (a big tree's far parts join it
#: after the first paint, near_first.js; the panel is aria-busy until then).
TREES_DRAWN = "() => !document.querySelector('.mv-tree-panel[aria-busy]')"

#: In the page: every stepper has every step's data (a widget's comes after its opening step's,
#: widgets.Stepper; the stepper is aria-busy until then).
STEPS_ARRIVED = "() => !document.querySelector('.mv-stepper[aria-busy]')"

#: In the page: every code cell of the notebook has run (its prompt holds its number), or
#: one has failed (Run All stops there).
EVERY_CELL_RAN = """() => {
  const prompts = [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')];
  const failed = document.querySelector(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']");
  return failed !== null || prompts.length > 0 && prompts.every(p => /\\[\\d+\\]/.test(p.textContent));
}"""

#: In the page: what does not fit in a stepper (``root``): cut labels, text wrapped
#: mid-phrase, a card that scrolls sideways, a tree bigger than its panel in fit mode.
FIT_PROBLEMS = """root => {
  const bad = [];
  const visible = e => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  root.querySelectorAll('button, label, select, .mv-counter, .mv-tally, th, td').forEach(e => {
    if (!visible(e)) return;
    if (e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0) bad.push('cut: ' + e.textContent);
    const line = parseFloat(getComputedStyle(e).fontSize) * 1.6;
    const inner = Array.from(e.childNodes).filter(n => n.nodeType === 3 && n.textContent.trim());
    inner.forEach(t => { const r = document.createRange(); r.selectNodeContents(t);
      if (r.getClientRects().length > 1 || r.getBoundingClientRect().height > line * 1.5)
        bad.push('wraps: ' + e.textContent); });
  });
  root.querySelectorAll('.mv-card').forEach(e => {
    if (e.scrollWidth > e.clientWidth + 1) bad.push('card scrolls sideways: ' + e.className); });
  const panel = root.querySelector('.mv-tree-panel'), svg = panel.querySelector('svg');
  if (panel.classList.contains('mv-fitted')) {
    const r = svg.getBoundingClientRect();
    if (r.width > panel.clientWidth + 1 || r.height > panel.clientHeight + 1) bad.push('tree not fitted');
  }
  if (root.scrollWidth > root.clientWidth + 1) bad.push('stepper scrolls sideways');
  return bad;
}"""

#: In the page: click Next in ``root`` and resolve, once the display has been still for 250 ms,
#: to the time from the click to the last change (ms).
CLICK_TO_SETTLED = """async root => {
  const counter = root.querySelector('.mv-counter'), before = counter.textContent;
  let last = 0;
  const seen = new MutationObserver(() => { last = performance.now(); });
  seen.observe(root, {subtree: true, childList: true, attributes: true, characterData: true});
  const start = performance.now();
  root.querySelector('.mv-next').click();
  while (counter.textContent === before) await new Promise(r => setTimeout(r, 2));
  while (performance.now() - Math.max(last, start) < 250) await new Promise(r => setTimeout(r, 20));
  seen.disconnect();
  return last - start;
}"""

#: In the page: where every control and panel of ``root`` is, as {name: [left, top, w, h]}.
PLACES = """r => Object.fromEntries(Array.from(r.querySelectorAll(
    'button, input, select, label, .mv-counter, .mv-narration, .mv-quiz, .mv-inside,'
    + ' .mv-tree-panel, .mv-card, .mv-source, .mv-side, .mv-controls')).map((e, i) => {
  const b = e.getBoundingClientRect();
  return [i + ' ' + (e.classList[0] || e.tagName), [b.left, b.top, b.width, b.height]]; }))"""

#: In the page: the smallest text of the tree's cards as drawn on screen (px), in the svg
#: ``svg`` (the stepper's tree or a static diagram): its font size times the drawing's scale.
SMALLEST_CARD_TEXT = """svg => {
  const k = svg.getScreenCTM().a;
  return Math.min(...Array.from(svg.querySelectorAll('g.node text[font-size]'),
    t => parseFloat(t.getAttribute('font-size')) * k)); }"""
