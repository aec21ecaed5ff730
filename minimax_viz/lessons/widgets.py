"""ipywidgets views: the call-by-call stepper, a board editor and a game against the AI.

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
from ..errors import MinimaxVizError
from ..explain import Steps, shown_source, step_lines, words
from ..games.tictactoe import TICTACTOE, Board, normalise
from ..record import CallTree
from .panels import board_html, message_html, source_html, stack_html

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


# -- the board editor ---------------------------------------------------------------------------
class BoardEditor:
    """Click cells to set up a position (checked as you go), then trace it in a stepper."""

    def __init__(self, board: Board | str = "." * 9, **stepper_options: Any) -> None:
        w = _ipywidgets()
        self.cells = list(Board.parse(board).cells if board else "." * 9)
        self.stepper_options = stepper_options
        self.stepper: Stepper | None = None
        self.buttons = [w.Button(layout=w.Layout(width="48px", height="48px"),
                                 tooltip=f"cell {i}") for i in range(9)]
        for index, cell_button in enumerate(self.buttons):
            cell_button.on_click(lambda _, i=index: self.toggle(i))
        self.scoring = w.Dropdown(options=["article", "depth", "unit"], description="scoring")
        self.pruning = w.Dropdown(options=["none", "alphabeta"], description="pruning")
        self.message = w.HTML()
        self.trace_button = w.Button(description="Trace it", button_style="primary")
        self.trace_button.on_click(lambda _: self.trace())
        self.output = w.Output()
        grid = w.GridBox(self.buttons, layout=w.Layout(
            grid_template_columns="repeat(3, 50px)", width="160px"))
        self.widget = w.VBox([w.HBox([grid, w.VBox([self.scoring, self.pruning,
                                                    self.trace_button, self.message])]),
                              self.output])
        self._refresh()

    @property
    def text(self) -> str:
        return "".join(self.cells)

    def toggle(self, cell: int) -> None:
        """Cycle a cell through empty, X and O."""
        self.cells[cell] = {".": "X", "X": "O", "O": "."}[self.cells[cell]]
        self._refresh()

    def set(self, board: str) -> None:
        """Set every cell from any accepted notation (the position may be illegal)."""
        try:
            self.cells = list(normalise(board))
        except MinimaxVizError as exc:
            self._refresh()
            self.message.value = message_html(str(exc), ok=False)
            return
        self._refresh()

    def board(self) -> Board:
        """The edited position; raises InvalidBoardError with the library's message."""
        return Board.parse(self.text)

    def _refresh(self) -> None:
        for cell_button, cell in zip(self.buttons, self.cells):
            cell_button.description = "" if cell == "." else cell
        try:
            board = self.board()
        except MinimaxVizError as exc:
            self.message.value = message_html(str(exc), ok=False)
            self.trace_button.disabled = True
            return
        outcome = TICTACTOE.outcome(board.cells)
        state = f"game over: {outcome.reason}" if outcome else f"{board.to_move} to move"
        self.message.value = message_html(f"legal position, {state}", ok=True)
        self.trace_button.disabled = False

    def trace(self) -> Stepper | None:
        """Trace the edited position and show its stepper below the editor."""
        try:
            board = self.board()
        except MinimaxVizError:
            return None
        pruning = None if self.pruning.value == "none" else self.pruning.value
        self.stepper = Stepper(board, scoring=self.scoring.value, pruning=pruning,
                               **self.stepper_options)
        self.output.clear_output()
        with self.output:
            from IPython.display import display

            display(self.stepper.widget)  # type: ignore[no-untyped-call]
        return self.stepper

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)


# -- playing against the AI -----------------------------------------------------------------------
class PlayAgainstAI:
    """Play X or O against the AI; after each AI move see its root scores and call tree."""

    def __init__(self, human: str = "X", *, max_nodes: int = 120, **search_options: Any) -> None:
        from .match import Match

        w = _ipywidgets()
        self.game = Match(human, **search_options)
        self.max_nodes = max_nodes
        self.side = w.ToggleButtons(options=["X", "O"], value=self.game.human,
                                    description="you play")
        self.new = w.Button(description="New game", icon="refresh")
        self.buttons = [w.Button(layout=w.Layout(width="56px", height="56px"),
                                 tooltip=f"cell {i}") for i in range(9)]
        for index, cell_button in enumerate(self.buttons):
            cell_button.on_click(lambda _, i=index: self.click(i))
        self.new.on_click(lambda _: self.restart(self.side.value))
        self.status = w.HTML()
        self.scores = w.HTML()
        self.tree_panel = w.HTML()
        grid = w.GridBox(self.buttons, layout=w.Layout(
            grid_template_columns="repeat(3, 58px)", width="180px"))
        self.widget = w.VBox([w.HBox([self.side, self.new]),
                              w.HBox([grid, w.VBox([self.status, self.scores])]),
                              self.tree_panel])
        self.restart(self.game.human)

    def restart(self, human: str) -> None:
        """A new game with the person playing ``human``; the AI opens when that is O."""
        self.game.new_game(human)
        self.scores.value = self.tree_panel.value = ""
        if self.game.is_ai_turn:
            self._ai_turn()
        self._refresh()

    def click(self, cell: int) -> None:
        """The person plays ``cell``; the AI answers unless the game is over."""
        try:
            self.game.human_move(cell)
        except MinimaxVizError as exc:
            self.status.value = message_html(str(exc), ok=False)
            return
        if not self.game.is_over:
            self._ai_turn()
        self._refresh()

    def _ai_turn(self) -> None:
        reply = self.game.ai_move(with_tree=True)
        rows = "".join(
            f"<tr{' class=mv-current' if move == reply.cell else ''}><td>{move}</td>"
            f"<td>{words.signed(score)}</td></tr>" for move, score in reply.scores.items())
        self.scores.value = (f"{_style()}<b>I play {reply.cell}.</b> My options:"
                             f'<table class="mv-stack"><tr><th>move</th><th>score</th></tr>'
                             f"{rows}</table>")
        assert reply.tree is not None
        from ..draw import render_svg

        diagram = render_svg(reply.tree, max_nodes=self.max_nodes)
        self.tree_panel.value = f'<div class="mv-tree scroll">{diagram}</div>'

    def _refresh(self) -> None:
        game = self.game
        line = {cell for won in game.board.winning_lines for cell in won}
        for index, cell_button in enumerate(self.buttons):
            mark = game.board.cells[index]
            cell_button.description = "" if mark == "." else mark
            cell_button.disabled = game.is_over or mark != "."
            cell_button.button_style = "success" if index in line else ""
        if game.is_over:
            verdict = {"human": "You win!", "ai": "I win.", "draw": "A draw."}[game.result or "draw"]
            outcome = TICTACTOE.outcome(game.board.cells)
            won = f" {outcome.reason}." if game.winner and outcome else ""
            self.status.value = f"<b>{verdict}</b>{won} Press New game to play again."
        else:
            self.status.value = f"Your move ({game.human}): click an empty cell."

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)
