"""ipywidgets for setting up and playing positions: a board editor and a game against the AI.

The editor hands its position to a :class:`~.widgets.Stepper`; the game asks a
:class:`~.match.Match` for the AI's moves. ipywidgets is imported lazily.
"""

from __future__ import annotations

from typing import Any

from ..errors import MinimaxVizError
from ..explain import words
from ..games.tictactoe import TICTACTOE, Board, normalise
from .panels import message_html
from .widgets import Stepper, _ipywidgets, _style


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
