"""What a person waits for in the browser: a click on Next until the stepper is settled.

The one stepper front-end is timed where it runs: in the standalone page (file://) and in
JupyterLab (anywidget, a live kernel), on the 9-call article trace, on ``XO.......``
(8,232 calls, 16,464 steps, drawn folded to 300 nodes) and, in JupyterLab, on alpha-beta from
the empty board (18,297 calls, 36,594 steps: near the stepper's limit of 40,000 steps). Per
trace it prints:

* what is sent: the stepper's data (JSON) and its SVG, in MB, sent once;
* first display: the page opened (or the cell run, search and layout included, the
  stepper before it already shown) until the stepper shows its counter and its tree (in
  JupyterLab at step 0, from the opening step's data; every step's follows, timed too:
  a move asked for meanwhile waits for it);
* click to settled: inside the page, a MutationObserver on the stepper; from
  ``element.click()`` on Next to the last change before 250 ms of quiet (median, max of 15);
* play at 50 ms/step: steps shown per second while playing (20 would keep the set speed);

then (JupyterLab) how much of the first display is the kernel's own ``Stepper(...)``, the
kernel's peak memory after building them all, where the kernel's time goes in
``Stepper("XO.......")`` (search, steps, Graphviz's layout, the data, alone and together), and
what ``Stepper(".........")``
(the whole 549,946-call tree) does: it refuses, past the limit, with advice, as ``html`` does.

Targets (issue 20): <= 50 ms every step; first display <= 0.5 s at 8,232 calls in
JupyterLab; a stepper over the limit refuses with advice. Printed, never asserted. Needs
Playwright and Chromium.
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench_stepper import OWN_PEAK

import minimax_viz as mv

HERE = Path(__file__).resolve().parent
#: label -> (position, search options, calls); the page shows the first two (its own limit
#: is 20,000 steps), JupyterLab all three.
CASES: dict[str, tuple[str, dict[str, Any], int]] = {
    "O.XX.X.OO": ("O.XX.X.OO", {}, 9), "XO.......": ("XO.......", {}, 8_232),
    "......... ab": (".........", {"pruning": "alphabeta"}, 18_297)}
PAGE_CASES = ("O.XX.X.OO", "XO.......")
CLICKS = 15


def sent_mb(label: str) -> float:
    """The stepper's data and SVG as sent once, in MB."""
    from minimax_viz.draw import Layout
    from minimax_viz.draw.dot import inline_svg
    from minimax_viz.lessons.stepper_data import stepper_data

    position, options, _ = CASES[label]
    layout = Layout(mv.trace(position, **options), max_nodes=300)
    data = json.dumps(stepper_data(layout), ensure_ascii=False, separators=(",", ":"))
    return (len(data.encode()) + len(inline_svg(layout.svg).encode())) / 1e6


def _clicks(root: Any, helpers: Any) -> list[float]:
    return [float(root.evaluate(helpers.CLICK_TO_SETTLED)) for _ in range(CLICKS)]


PLAY = """async root => {
  root.querySelector('.mv-speed').value = '50';
  root.querySelector('.mv-first').click();
  const counter = root.querySelector('.mv-counter'), play = root.querySelector('.mv-play');
  const at = () => parseInt(counter.textContent.split(' ')[1], 10);
  const begin = at(), start = performance.now();
  play.click();
  while (performance.now() - start < 2000 && play.textContent.includes('Pause'))
    await new Promise(r => setTimeout(r, 10));
  const steps = at() - begin, took = performance.now() - start;
  if (play.textContent.includes('Pause')) play.click();
  return steps / took * 1000;
}"""


def _play_rate(root: Any) -> float:
    """Steps shown per second while playing at 50 ms/step (to the end or for 2 s)."""
    return float(root.evaluate(PLAY))


def _row(where: str, label: str, first: float, clicks: list[float], rate: float) -> None:
    print(f"  {where:<11} {CASES[label][2]:>6,} calls  sent {sent_mb(label):5.2f} MB  first display"
          f" {first * 1000:7.0f} ms   click->settled median {statistics.median(clicks):6.1f} ms"
          f"  max {max(clicks):6.1f} ms   play@50ms {rate:5.1f} steps/s")


def page_figures(helpers: Any, folder: Path) -> None:
    from minimax_viz.lessons.page import write_html

    with helpers.chromium_page(1280, 800) as page:
        for label in PAGE_CASES:
            position, options, _ = CASES[label]
            path = folder / f"{position.replace('.', '_')}.html"
            write_html(mv.trace(position, **options), path)
            start = time.perf_counter()
            page.goto(path.as_uri())
            page.locator(".mv-counter").wait_for()
            page.locator(".mv-tree-panel svg").wait_for(state="attached")
            first = time.perf_counter() - start
            root = page.locator(".mv-stepper")
            _follow(root)
            _row("page", label, first, _clicks(root, helpers), _play_rate(root))


def _follow(root: Any) -> None:
    """Big trees open following the call; a fitted one is set to actual size, to follow too."""
    button = root.locator(".mv-actual")
    if button.inner_text() == "Actual size":
        button.click()


#: Seconds each JupyterLab cell waits before its stepper (lab_figures).
SETTLE = 2

#: In the page, from its first script on: when each stepper first shows a step with its tree
#: in the panel (ms since the epoch, the clock the kernel's time.time() reads on this machine).
COUNTER_TIMES = """window.__counters = []; window.__ready = [];
new MutationObserver(() => {
  document.querySelectorAll('.mv-stepper').forEach((root, i) => {
    const shown = root.querySelector('.mv-counter').textContent
      && root.querySelector('.mv-tree-panel svg');
    if (window.__counters[i] === undefined && shown) window.__counters[i] = Date.now();
    if (window.__ready[i] === undefined && shown && !root.hasAttribute('aria-busy'))
      window.__ready[i] = Date.now();
  });
}).observe(document, {childList: true, subtree: true, characterData: true, attributes: true,
                      attributeFilter: ['aria-busy']});"""


def lab_figures(helpers: Any, folder: Path) -> None:
    """Each stepper's first display in JupyterLab: from its cell starting to run in the
    kernel to its counter and tree showing in the page (one clock: the kernel and the browser
    run on this machine), so a stepper's time never includes the cell before it. Each cell first
    waits :data:`SETTLE` s, so the stepper before it is wholly shown: on two cores, the
    browser still drawing the last stepper slows this one's kernel (by a fifth, run back to
    back); the clicks and plays are timed once every cell has run."""
    import nbformat

    work = folder / "lab"
    work.mkdir()
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell(
        "import time\nfrom minimax_viz.lessons import Stepper")] + [
        nbformat.v4.new_code_cell(  # when the cell started, and the kernel's own part
            f"time.sleep({SETTLE})\n_began = time.time(); _start = time.perf_counter(); "
            f"_shown = Stepper({position!r}, **{options!r})\n"
            "print('kernel built it in', round((time.perf_counter() - _start) * 1000), 'ms;'"
            ", 'began', round(_began * 1000))\n"
            "_shown") for position, options, _ in CASES.values()] + [nbformat.v4.new_code_cell(
            f"{OWN_PEAK}print('kernel peak', round(own_peak_mb()), 'MB')")]
    notebook.metadata["kernelspec"] = {"name": "python3", "language": "python",
                                       "display_name": "Python 3 (ipykernel)"}
    nbformat.write(notebook, work / "bench.ipynb")
    with helpers.jupyterlab_server(work, folder) as url, helpers.chromium_page(1280, 800) as page:
        page.add_init_script(COUNTER_TIMES)
        start = time.perf_counter()
        helpers.run_all_in_lab(page, url.format(name="bench.ipynb"))
        print(f"  (JupyterLab open and kernel ready: {time.perf_counter() - start:.1f} s;"
              " first display below: from the cell starting to run to the stepper's counter"
              " and tree showing, so search, layout, data, sending and the widget; the first stepper's"
              " includes loading the front-end)")
        peak = page.locator(".jp-OutputArea-output", has_text="kernel peak").last
        peak.wait_for(timeout=240_000)  # every cell has run: the steps are timed on a quiet kernel
        for index, label in enumerate(CASES):
            root = page.locator(".mv-stepper").nth(index)
            built = page.locator(".jp-OutputArea-output", has_text="kernel built it in").nth(index)
            said = built.inner_text().split()
            shown = page.evaluate(f"() => window.__counters[{index}]")
            ready = page.evaluate(f"() => window.__ready[{index}]")
            root.scroll_into_view_if_needed()
            _follow(root)
            _row("JupyterLab", label, (shown - int(said[-1])) / 1000,
                 _clicks(root, helpers), _play_rate(root))
            print(f"  {'':<11} {'':>6}        of which the kernel's Stepper(...):"
                  f" {said[4]} ms (the rest: sending, the widget); every step's data there"
                  f" {ready - int(said[-1]):.0f} ms after the cell began")
        print(f"  the kernel after all three steppers: {peak.inner_text().strip()[7:]} peak RSS")


def python_phases() -> None:
    """Where the kernel's time goes in ``Stepper("XO.......")``: each phase alone (median of
    3), then the layout and the data made together (Graphviz runs while the facts are found)."""
    from minimax_viz.draw import Layout
    from minimax_viz.draw.dot import inline_svg
    from minimax_viz.explain import Steps
    from minimax_viz.lessons.stepper_data import data_json, laid_out, stepper_data

    def median_ms(make: Any, before: Any = lambda: None) -> float:
        times = []
        for _ in range(3):
            given = before()
            start = time.perf_counter()
            make(given)
            times.append(time.perf_counter() - start)
        return statistics.median(times) * 1000

    tree = mv.trace("XO.......")
    layout = Layout(tree, max_nodes=300)
    data = stepper_data(layout)
    phases = {
        "search": median_ms(lambda _: mv.trace("XO.......")),
        "steps": median_ms(lambda _: Steps(tree)),
        "layout (dot)": median_ms(lambda steps: Layout(tree, steps, max_nodes=300),
                                  lambda: Steps(tree)),
        "data": median_ms(lambda fresh: stepper_data(fresh),
                          lambda: Layout(tree, Steps(tree), max_nodes=300)),
        "layout + data (laid_out)": median_ms(
            lambda steps: laid_out(tree, steps, max_nodes=300), lambda: Steps(tree)),
        "steps + layout + opening step's data (the widget's first)": median_ms(
            lambda _: laid_out(tree, opening=True, max_nodes=300)),
        "json": median_ms(lambda _: data_json(data).encode()),
        "svg": median_ms(lambda _: inline_svg(layout.svg)),
    }
    print("  the kernel, Stepper('XO.......') phase by phase (ms): " + ", ".join(
        f"{name} {ms:.0f}" for name, ms in phases.items()))


def full_tree() -> None:
    """The whole tree: the stepper refuses it, with advice, after the search."""
    from minimax_viz.errors import InvalidOptionError
    from minimax_viz.lessons import Stepper

    start = time.perf_counter()
    try:
        Stepper(".........")
    except InvalidOptionError as exc:
        print(f"  Stepper('.........'): refused after {time.perf_counter() - start:.1f} s: {exc}")
    else:
        print("  Stepper('.........'): shown (no limit reached)")


def main() -> int:
    sys.path.insert(0, str(HERE.parent / "tests"))
    try:
        import browser as helpers
        import playwright.sync_api  # noqa: F401
    except ImportError as exc:
        print(f"browser benchmark skipped: {exc}")
        return 0
    if not Path(helpers.CHROMIUM).exists():
        print(f"browser benchmark skipped: no {helpers.CHROMIUM}")
        return 0
    print("the one stepper front-end, 1280x800 headless Chromium; targets: <= 50 ms a step,"
          " first display <= 0.5 s (8,232 calls, JupyterLab)")
    python_phases()
    full_tree()
    with tempfile.TemporaryDirectory() as tmp:
        page_figures(helpers, Path(tmp))
    with tempfile.TemporaryDirectory() as tmp:
        lab_figures(helpers, Path(tmp))
    return 0


if __name__ == "__main__":
    sys.exit(main())
