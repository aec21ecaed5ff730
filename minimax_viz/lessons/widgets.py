"""The call-by-call stepper for Jupyter (the board editor and the game are in game_widgets).

Everything here only *displays* a recorded trace: the search runs once, the
call tree is laid out once, and each step merely restyles it (no Graphviz call
per step). ipywidgets is imported lazily, so the rest of the package works
without it.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

from ..api import trace
from ..draw.style import stylesheet
from ..explain import Steps, shown_source, step_lines, words
from ..games.tictactoe import Board
from ..record import CallTree
from .panels import board_html, source_html, stack_html

if TYPE_CHECKING:
    import ipywidgets


def _ipywidgets() -> Any:
    try:
        import ipywidgets
    except ImportError:  # pragma: no cover - depends on the environment
        raise ImportError("the widgets need ipywidgets: pip install 'minimax-viz[notebook]'"
                          ) from None
    return ipywidgets


def _style() -> str:
    return f"<style>{stylesheet()}</style>"


# -- the stepper -------------------------------------------------------------------------------
class Stepper:
    """Step through a trace call by call: controls, tree, board, stack, narration, source.

    In a notebook, ``Stepper("O.XX.X.OO")`` as the last line of a cell shows it.

    ``predict=True`` hides each returned score until the student has guessed it:
    at a return step the tree highlights the returning call with its score (and
    what it settles) still hidden, the stack shows its caller's best so far as
    before the return, and the sentence asks instead of telling.
    """

    def __init__(self, tree: CallTree | Board | str, *, max_nodes: int = 300,
                 predict: bool = False, **search_options: Any) -> None:
        w = _ipywidgets()
        self.tree = tree if isinstance(tree, CallTree) else trace(tree, **search_options)
        self.steps = Steps(self.tree)
        from ..draw import Layout

        self.diagram = Layout(self.tree, self.steps, max_nodes=max_nodes)
        self.code = shown_source(self.tree.options)
        fit = "fit" if len(self.diagram.elements) <= 80 else "scroll"
        self._tree_open = f'<div class="mv-tree {fit}">'
        self.predict = predict
        self.revealed: set[int] = set()
        self.right = self.wrong = 0
        last = len(self.steps) - 1

        def button(label: str, tip: str) -> ipywidgets.Button:
            return w.Button(description=label, tooltip=tip,
                            layout=w.Layout(width="auto"))

        self.first, self.prev = button("◀◀ First", "first step"), button("◀ Prev", "previous step")
        self.next, self.last = button("Next ▶", "next step"), button("Last ▶▶", "last step")
        self.slider = w.IntSlider(value=0, min=0, max=last, description="step",
                                  continuous_update=True, readout=False,
                                  layout=w.Layout(width="320px"))
        self.play = w.Play(value=0, min=0, max=last, interval=700, description="play")
        self.speed = w.IntSlider(value=700, min=100, max=2000, step=100,
                                 description="ms/step", layout=w.Layout(width="240px"))
        self.counter = w.HTML()
        w.jslink((self.play, "value"), (self.slider, "value"))
        w.jslink((self.speed, "value"), (self.play, "interval"))
        self.speed.observe(lambda change: setattr(self.play, "interval", change["new"]), "value")
        self.play.observe(lambda change: setattr(self.slider, "value", change["new"]), "value")

        self.narration = w.HTML()
        self.tree_panel = w.HTML(layout=w.Layout(width="62%"))
        self.board_panel = w.HTML()
        self.stack_panel = w.HTML()
        self.source_panel = w.HTML()
        self.guess = w.Text(placeholder="your prediction, e.g. -10", layout=w.Layout(width="180px"))
        self.check = button("Check", "reveal the returned score")
        self.tally = w.HTML()
        self.quiz = w.HBox([self.guess, self.check, self.tally],
                           layout=w.Layout(display="flex" if predict else "none"))

        self.first.on_click(lambda _: self.go(0))
        self.prev.on_click(lambda _: self.go(self.slider.value - 1))
        self.next.on_click(lambda _: self.go(self.slider.value + 1))
        self.last.on_click(lambda _: self.go(last))
        self.check.on_click(lambda _: self.submit(self.guess.value))
        self.slider.observe(lambda change: self._show(change["new"]), "value")

        controls = w.HBox([self.first, self.prev, self.play, self.next, self.last,
                           self.slider, self.counter])
        side = w.VBox([self.board_panel, self.stack_panel, self.source_panel])
        self.widget = w.VBox([w.HTML(_style()), controls, self.speed, self.narration,
                              self.quiz, w.HBox([self.tree_panel, side])])
        self._show(0)

    # -- moving -------------------------------------------------------------------------------
    @property
    def step(self) -> int:
        return int(self.slider.value)

    def go(self, step: int) -> None:
        """Show ``step`` (clamped to the trace)."""
        self.slider.value = max(0, min(step, len(self.steps) - 1))

    def _hidden(self, step: int) -> bool:
        """In predict mode, a return step stays hidden until the student guesses."""
        return (self.predict and self.steps.event(step).kind == "return"
                and step not in self.revealed)

    def _show(self, step: int) -> None:
        event = self.steps.event(step)
        call = self.tree[event.call]
        hidden = self._hidden(step)
        self.counter.value = words.STEP_OF.format(step=step + 1, steps=len(self.steps))
        self.narration.value = ('<div class="mv-narration">'
                                + html.escape(self._sentence(step, hidden)) + "</div>")
        self.tree_panel.value = (self._tree_open
                                 + self.diagram.svg_at(step, hide_return=hidden) + "</div>")
        self.board_panel.value = board_html(self.tree, call)
        self.stack_panel.value = stack_html(self.steps.stack(step, hide_return=hidden),
                                            self.tree.player, hide_last_score=hidden)
        self.source_panel.value = source_html(self.code, *step_lines(self.steps, step))
        self.guess.disabled = self.check.disabled = not hidden
        self.tally.value = words.STEPPER_WORDS["tally"].format(right=self.right, wrong=self.wrong)

    def _sentence(self, step: int, hidden: bool) -> str:
        if not hidden:
            return self.steps.narrate(step)
        return words.predict_question(self.tree[self.steps.event(step).call])

    # -- predict, then reveal ---------------------------------------------------------------
    def submit(self, guess: str) -> bool | None:
        """Check a prediction for the current return step; reveal it. None if not asked."""
        step = self.step
        if not self._hidden(step):
            return None
        call = self.tree[self.steps.event(step).call]
        try:
            correct = int(guess.strip().lstrip("+")) == call.score
        except ValueError:
            self.tally.value = html.escape(
                words.STEPPER_WORDS["not_a_number"].format(text=repr(guess)))
            return None
        self.right += correct
        self.wrong += not correct
        self.revealed.add(step)
        self.guess.value = ""
        self._show(step)
        said = words.STEPPER_WORDS
        verdict = said["right"] if correct else said["wrong"].format(score=words.signed(call.score))
        self.tally.value = f"{verdict} {said['tally'].format(right=self.right, wrong=self.wrong)}"
        return correct

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)
