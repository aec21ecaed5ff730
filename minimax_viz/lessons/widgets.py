"""The call-by-call stepper for Jupyter (the board editor and the game are in game_widgets).

The stepper is the same front-end as the standalone page (``frontend/*.js`` bundled by esbuild
into ``stepper.bundle.js``, :func:`~.stepper_data.stepper_script`), loaded through anywidget:
Python lays the call tree out once, sends the SVG once and the steps' facts
(:func:`~.stepper_data.stepper_data`, one UTF-8 JSON buffer) twice: first the opening step's,
then every step's (:class:`Stepper`); from then on only the step number (and predict mode's
answers) travel between the kernel and the browser. The browser restyles the one SVG; Python
never re-sends it. ipywidgets and anywidget are
imported lazily, so the rest of the package works without them.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from functools import lru_cache, partial
from typing import Any

from ..api import trace
from ..draw.dot import inline_svg
from ..errors import true_or_false
from ..explain import check_step_limit, words
from ..record import CallTree, paused_gc
from .stepper_data import (
    StepperData,
    is_whole,
    laid_out,
    stepper_css,
    stepper_data,
    stepper_script,
)
from .veil import ship

#: Seconds every step's data waits, so that the notebook shows the opening step first: on two
#: cores, found while the browser shows the 8,232-call stepper, it slows that by 40-60 ms
#: (benchmarks/bench_browser.py). A Python asking for :attr:`Stepper.data` waits no longer.
SHOWN_FIRST = 0.2

#: The name of the thread finding a stepper's every step's data.
STEPPER_DATA_THREAD = "minimax-viz stepper data"

#: Whether this Python can start a thread (Pyodide's, in a browser, cannot): if not, the
#: stepper's data is sent whole at once.
_THREADS = sys.platform not in ("emscripten", "wasi")


def _in_background(work: Callable[[], object], asked: threading.Event) -> threading.Thread | None:
    """``work()`` in a thread of its own, started, once ``asked`` is set or
    :data:`SHOWN_FIRST` seconds have passed (None: done at once, no thread could start)."""
    def after_the_first_display() -> None:
        asked.wait(SHOWN_FIRST)
        work()

    thread = threading.Thread(target=after_the_first_display, name=STEPPER_DATA_THREAD,
                              daemon=True)
    try:
        thread.start()
    except RuntimeError:  # "can't start new thread": at once, here
        work()
        return None
    return thread


def _whole_when_the_cell_ends(thread: threading.Thread) -> None:
    """In an IPython kernel, the cell that made a stepper ends once ``thread`` has sent every
    step's data (shown at once all the same: the cell's output has gone out by then), so a
    notebook run with no one watching (nbconvert, papermill) keeps its steppers whole."""
    shell = sys.modules["IPython"].get_ipython() if "IPython" in sys.modules else None
    if shell is None:
        return

    def joined(*_: object) -> None:
        shell.events.unregister("post_run_cell", joined)
        thread.join()

    shell.events.register("post_run_cell", joined)


_NEEDS = "the widgets need ipywidgets and anywidget: pip install 'minimax-viz[notebook]'"


def _ipywidgets() -> Any:
    try:
        import ipywidgets
    except ImportError:  # pragma: no cover - depends on the environment
        raise ImportError(_NEEDS) from None
    return ipywidgets


@lru_cache(maxsize=1)
def _widget_class() -> Any:
    """The anywidget class, made on first use: the front-end module, its CSS, the traits."""
    try:
        import anywidget
        import traitlets
    except ImportError:  # pragma: no cover - depends on the environment
        raise ImportError(_NEEDS) from None

    class StepperWidget(anywidget.AnyWidget):
        _esm = stepper_script()
        # the stylesheet, put in the document once by the module (shared_style.js): anywidget's
        # _css would be set again for every stepper shown, and restyle the whole notebook
        css = traitlets.Unicode(stepper_css()).tag(sync=True)
        data = traitlets.Bytes().tag(sync=True)       # sent once: StepperData, UTF-8 JSON
        # (one binary buffer: ipywidgets walks a dict's every list looking for buffers)
        svg = traitlets.Bytes().tag(sync=True)        # sent once, UTF-8: a binary buffer
        # too (a 1.3 MB text in the message's JSON is written by the kernel and read and
        # written again by the server)
        error = traitlets.Unicode("").tag(sync=True)  # every step's data failed: why
        step = traitlets.Int(0).tag(sync=True)        # all that changes while stepping
        predict = traitlets.Bool(False).tag(sync=True)
        revealed = traitlets.List(traitlets.Int()).tag(sync=True)
        right = traitlets.Int(0).tag(sync=True)
        wrong = traitlets.Int(0).tag(sync=True)
        skipped = traitlets.Int(0).tag(sync=True)

    return StepperWidget


class Stepper:
    """Step through a trace call by call: controls, tree, board, stack, narration, source.

    In a notebook, ``Stepper("O.XX.X.OO")`` as the last line of a cell shows it.
    The browser does the stepping; :attr:`step` is the step it shows (synced both ways).
    ``tree`` is a recorded :class:`CallTree` or a position of any game, traced with
    ``search_options`` (``game=`` among them); the drawing is folded to ``max_nodes``.

    ``predict=True`` hides each returned score until the student has guessed it:
    at a return step the tree highlights the returning call with its score (and
    what it settles) still hidden, the stack shows its caller's best so far as
    before the return, and the sentence asks instead of telling.

    :attr:`data` is what the page reads (:class:`~.stepper_data.StepperData`). It travels
    in two parts so that a big tree opens at once: with the drawing, the data that opens it at
    step 0 (:func:`~.stepper_data.laid_out`'s ``opening``); then, found in a thread of its own
    while the notebook shows the first, every step's (the page queues a move asked for
    meanwhile); in an IPython kernel, the cell ends once it is sent, so a notebook run with
    no browser (``nbconvert --execute``, papermill) keeps it. ``max_steps`` refuses longer traces (-1:
    :data:`~minimax_viz.explain.STEP_LIMITS`'s 40,000 steps, None: no limit), with advice on
    how to search less.
    """

    def __init__(self, tree: CallTree | object, *, max_nodes: int = 300,
                 predict: bool = False, max_steps: int | None = -1,
                 **search_options: Any) -> None:
        predict = true_or_false("predict", predict)
        # a kernel's heap holds the notebook's other work: a full collection while the
        # stepper is built passes over all of it (laid_out pauses it too, see paused_gc)
        with paused_gc():
            self.tree = tree if isinstance(tree, CallTree) else trace(tree, **search_options)
            check_step_limit(self.tree, "stepper", max_steps)
            # opened empty before the tree is laid out: a notebook loads the front-end
            # meanwhile; the drawing and the data follow in one update, before the widget
            # can be shown (a view waits for its model's updates sent before it)
            self.widget = _widget_class()(predict=predict)
            try:
                self.diagram, first = laid_out(self.tree, predict=predict, opening=_THREADS,
                                               max_nodes=max_nodes)
                self.steps = self.diagram.steps
                svg, data = ship(inline_svg(self.diagram.svg), first)  # predict: veiled
            except BaseException:
                self.widget.close()
                raise
            with self.widget.hold_sync():
                self.widget.data, self.widget.svg = data.encode(), svg.encode()
        self.verdict = ""
        self._whole: StepperData | None = first if is_whole(first) else None
        self._failed: BaseException | None = None
        self._asked = threading.Event()  # data asked for in Python: no waiting for the browser
        self._finding = None if self._whole is not None else \
            _in_background(partial(self._send_every_step, predict), self._asked)
        if self._finding is not None:
            _whole_when_the_cell_ends(self._finding)

    def _send_every_step(self, predict: bool) -> None:
        """Find every step's data and send it in place of the opening's (the page sends
        nothing meanwhile: a change of the kernel's own could lose this one, set from
        another thread); a failure is said in the page, and by :attr:`data`."""
        try:
            whole = stepper_data(self.diagram, predict=predict)
            _, shipped = ship(inline_svg(self.diagram.svg), whole)
            self._whole = whole
            self.widget.data = shipped.encode()
        except BaseException as exc:
            self._failed = exc
            self.widget.error = words.STEPPER_WORDS["data_failed"].format(
                error=f"{type(exc).__name__}: {exc}")
            raise

    @property
    def data(self) -> StepperData:
        """What the page reads, every step's (waiting while it is being found)."""
        self._asked.set()
        if self._finding is not None:
            self._finding.join()
        if self._failed is not None:
            raise RuntimeError(f"the stepper's data could not be made: {self._failed}") \
                from self._failed
        assert self._whole is not None
        return self._whole

    # -- moving -------------------------------------------------------------------------------
    @property
    def step(self) -> int:
        return int(self.widget.step)

    @property
    def predict(self) -> bool:
        return bool(self.widget.predict)

    def go(self, step: int) -> None:
        """Show ``step`` (clamped to the trace)."""
        self.widget.step = max(0, min(step, len(self.steps) - 1))

    def over(self) -> None:
        """Step over the current call's subtree (:meth:`Steps.over`)."""
        self.go(self.steps.over(self.step))

    def out(self) -> None:
        """Step out to the return of the caller (:meth:`Steps.out`)."""
        self.go(self.steps.out(self.step))

    def call(self, number: int) -> None:
        """Jump to where call ``number`` is entered."""
        if not 1 <= number <= len(self.tree):
            raise IndexError(words.STEPPER_WORDS["jump_bad"].format(text=number,
                                                                    last=len(self.tree)))
        self.go(self.steps.enter_step[number])

    def hidden(self, step: int | None = None) -> bool:
        """In predict mode, a return step stays hidden until the student guesses."""
        step = self.step if step is None else step
        return (self.predict and self.steps.event(step).kind == "return"
                and step not in self.widget.revealed)

    # -- predict, then reveal ---------------------------------------------------------------
    def submit(self, guess: str) -> bool | None:
        """Check a prediction for the current return step; reveal it. None if not asked."""
        step = self.step
        if not self.hidden(step):
            return None
        call = self.tree[self.steps.event(step).call]
        said = words.STEPPER_WORDS
        number = words.read_prediction(guess)
        if number is None:
            self.verdict = said["not_a_number"].format(text=repr(guess))
            return None
        correct = number == call.score
        if correct:
            self.widget.right += 1
        else:
            self.widget.wrong += 1
        self.widget.revealed = [*self.widget.revealed, step]
        self.verdict = said["right"] if correct else \
            said["wrong"].format(score=words.signed(call.score))
        return correct

    @property
    def tally(self) -> str:
        """``"right 3, wrong 1, skipped 2"``: the browser counts the skips."""
        w = self.widget
        tally: str = words.STEPPER_WORDS["tally"]
        return tally.format(right=w.right, wrong=w.wrong, skipped=w.skipped)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)
