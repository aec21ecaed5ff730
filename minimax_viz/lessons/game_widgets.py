"""ipywidgets for setting up and playing positions of any game: an editor and a game vs the AI.

Both know a game only through the :class:`~minimax_viz.games.Game` protocol: its
move buttons come row by row from ``move_grid()``, their labels from
``move_label()``, the editor's clicks cycle ``edit_marks``; a game whose moves are
not places on a board is drawn beside its buttons with ``svg()``. The editor
hands its position to a :class:`~.widgets.Stepper`; the game asks a
:class:`~.match.Match` for the AI's moves. ipywidgets is imported lazily.

An ipywidgets button keeps showing its old text when its description becomes
"" (the browser side skips an empty label), so an empty place is labelled with
a non-breaking space, :data:`BLANK`. Marks stay enabled buttons (a disabled
button is drawn pale): a click on a taken place says why it is refused.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from functools import partial
from typing import Any

from ..api import trace
from ..draw.style import PAGE_COLOURS
from ..errors import MinimaxVizError
from ..explain.words import PLAY_WORDS, as_sentence, score_meaning, scoring_line, signed
from ..games import Game, get_game
from ..search import PRUNINGS, SCORINGS
from .match import PLAY_SCORING, Match
from .panels import message_html
from .widgets import Stepper, _ipywidgets

#: The label of an empty place: a non-breaking space, which clears the button's old text.
BLANK = "\u00a0"
#: Points of a place button's side (places) and a move button's least width (other moves).
PLACE_SIZE = 56


def move_buttons(game: Game, on_click: Callable[[int], None]) -> tuple[dict[int, Any], Any]:
    """One button per move laid out as ``game.controls.move_grid()``: ``({move: button}, grid box)``.

    The grid has fixed rows and columns and never stretches, so it keeps its
    shape beside taller panels.
    """
    w = _ipywidgets()
    rows = game.controls.move_grid()
    columns = max(len(row) for row in rows)
    size = f"{PLACE_SIZE}px"
    width = size if game.controls.moves_are_places else "auto"
    buttons: dict[int, Any] = {}
    cells: list[Any] = []
    for row in rows:
        for move in row:
            tip = PLAY_WORDS["move_tip"].format(move_word=game.controls.move_word, move=move)
            button = w.Button(description=BLANK, tooltip=tip,
                              layout=w.Layout(width=width, min_width=size, height=size))
            button.style.font_weight = "bold"
            button.style.font_size = "22px" if game.controls.moves_are_places else "16px"
            button.style.text_color = PAGE_COLOURS["ink"]
            button.on_click(lambda _, m=move: on_click(m))
            buttons[move] = button
            cells.append(button)
        cells += [w.Box() for _ in range(columns - len(row))]
    track = size if game.controls.moves_are_places else f"minmax({size}, max-content)"
    grid = w.GridBox(cells, layout=w.Layout(
        grid_template_columns=f"repeat({columns}, {track})",
        grid_template_rows=f"repeat({len(rows)}, {size})", grid_gap="4px",
        align_content="flex-start", justify_content="flex-start", flex="0 0 auto"))
    return buttons, grid


def _top_aligned(children: list[Any]) -> Any:
    """A row whose children keep their own height (no stretching)."""
    w = _ipywidgets()
    return w.HBox(children, layout=w.Layout(align_items="flex-start", grid_gap="16px"))


# -- the board editor ---------------------------------------------------------------------------
class BoardEditor:
    """Click places (or type a position) to set one up, checked as you go; then trace it.
    ``board`` is the position it opens on (None: the ``game``'s start), ``stepper_options``
    go to the :class:`Stepper` it traces into."""

    def __init__(self, board: object = None, *, game: Game | str | None = None,
                 **stepper_options: Any) -> None:
        w = _ipywidgets()
        self.game = get_game(game)
        start = self.game.start() if board is None else board
        self.draft = self.game.controls.draft(start if isinstance(start, str) else
                                     self.game.format(self.game.parse(start)))
        self.stepper_options = stepper_options
        self.stepper: Any = None
        self.buttons: dict[int, Any] = {}
        parts: list[Any] = []
        if self.game.controls.edit_marks:
            self.buttons, grid = move_buttons(self.game, self.toggle)
            parts.append(grid)
        self.picture = w.HTML()
        self.typed = w.Text(value=self.draft, description=PLAY_WORDS["position"],
                            continuous_update=False)
        self.typed.observe(lambda change: self.set(change["new"]), names="value")
        self.scoring = w.Dropdown(options=list(SCORINGS), description=PLAY_WORDS["scoring_label"])
        self.pruning = w.Dropdown(options=list(PRUNINGS), description=PLAY_WORDS["pruning_label"])
        self.message = w.HTML()
        self.trace_button = w.Button(description=PLAY_WORDS["trace_it"], button_style="primary")
        self.trace_button.on_click(lambda _: self.trace())
        self.output = w.Output()
        controls = w.VBox([self.typed, self.scoring, self.pruning, self.trace_button,
                           self.message])
        self.widget = w.VBox([_top_aligned([*parts, self.picture, controls]), self.output])
        self._refresh()

    @property
    def text(self) -> str:
        """The position being edited, as text (perhaps not yet a legal position)."""
        return self.draft

    def toggle(self, move: int) -> None:
        """Cycle ``move``'s place through the game's marks (Tic-Tac-Toe: empty, X, O)."""
        marks = self.game.controls.edit_marks
        index = self.game.all_moves().index(move)
        mark = marks[(marks.index(self.draft[index]) + 1) % len(marks)]
        self.draft = self.draft[:index] + mark + self.draft[index + 1:]
        self._refresh()

    def set(self, text: str) -> None:
        """Set the whole position from any notation the game reads (it may be illegal)."""
        try:
            self.draft = self.game.controls.draft(text)
        except MinimaxVizError as exc:
            self._refresh()
            self.message.value = message_html(str(exc), ok=False)
            return
        self._refresh()

    def position(self) -> Any:
        """The edited position; raises InvalidBoardError with the game's message."""
        return self.game.parse(self.draft)

    def _refresh(self) -> None:
        if self.typed.value != self.draft:
            self.typed.value = self.draft  # its observer sets the same draft: no loop
        empty = self.game.controls.edit_marks[0] if self.game.controls.edit_marks else None
        for index, move in enumerate(self.game.all_moves()):
            if move in self.buttons:
                mark = self.draft[index]
                self.buttons[move].description = BLANK if mark == empty else mark
        try:
            position = self.position()
        except MinimaxVizError as exc:
            self.message.value = message_html(str(exc), ok=False)
            self.trace_button.disabled = True
            return
        outcome = self.game.outcome(position)
        # Not Pictures.status on purpose: the editor puts "game over: " before the reason, and
        # says only whose turn it is in every game (Pig's pictures add the points at risk).
        state = PLAY_WORDS["finished"].format(reason=outcome.reason) if outcome else \
            PLAY_WORDS["to_move"].format(player=self.game.to_move(position))
        self.message.value = message_html(PLAY_WORDS["legal_position"].format(state=state), True)
        self.trace_button.disabled = False
        if not self.game.controls.moves_are_places:
            self.picture.value = self.game.pictures.svg(position)

    def trace(self) -> Any:
        """Trace the edited position and show its stepper below the editor (None if illegal)."""
        try:
            position = self.position()
        except MinimaxVizError:
            return None
        tree = trace(position, game=self.game, scoring=self.scoring.value,
                     pruning=self.pruning.value)
        try:
            self.stepper = Stepper(tree, **self.stepper_options)
        except MinimaxVizError as exc:  # too many steps: say so, with the advice
            self.message.value = message_html(str(exc), False)
            return None
        self.output.clear_output()
        with self.output:
            from IPython.display import display

            display(self.stepper.widget)  # type: ignore[no-untyped-call]
        return self.stepper

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)


# -- playing against the AI -----------------------------------------------------------------------
class PlayAgainstAI:
    """Play any side of a game against the AI; after each AI move see its scores and tree.

    The person plays ``human`` (None: the side that moves first); the AI's tree is drawn
    folded to ``max_nodes``. The AI scores by depth unless ``scoring`` (among
    ``search_options``) says otherwise (said under the controls); every score in its table
    says whose point of view it is.
    """

    def __init__(self, human: str | None = None, *, game: Game | str | None = None,
                 max_nodes: int = 120, **search_options: Any) -> None:
        w = _ipywidgets()
        self.match = Match(human, game=game, **search_options)
        self.game = self.match.game
        self.max_nodes = max_nodes
        self.side = w.ToggleButtons(options=list(self.game.players), value=self.match.human,
                                    description=PLAY_WORDS["you_play"])
        self.new = w.Button(description=PLAY_WORDS["new_game"], icon="refresh")
        self.new.on_click(lambda _: self.restart(self.side.value))
        self.buttons, grid = move_buttons(self.game, self.click)
        self.picture = w.HTML()
        self.status = w.HTML()
        self.scoring = w.HTML(self._scoring_text())
        self.scores = w.HTML()
        self.events = w.HTML()  # what the dice showed since the person's last move
        self.tree_panel = w.Output()  # the AI's tree, shown as a static diagram is
        board = [grid] if self.game.controls.moves_are_places else [w.VBox([self.picture, grid])]
        self.widget = w.VBox([w.HBox([self.side, self.new]), self.scoring,
                              _top_aligned([*board, w.VBox([self.status, self.events,
                                                             self.scores])]),
                              self.tree_panel])
        self.restart(self.match.human)

    def _scoring_text(self) -> str:
        scoring = self.match.options.scoring
        return html.escape(scoring_line(self.game, scoring, SCORINGS[scoring].summary,
                                        scoring == PLAY_SCORING, self.match.ai))

    def restart(self, human: str) -> None:
        """A new game with the person playing ``human``; the AI opens when it moves first."""
        self.match.new_game(human)
        self.scoring.value = self._scoring_text()
        self.scores.value = self.events.value = ""
        self.tree_panel.outputs = ()
        self._advance()
        self._refresh()

    def click(self, move: int) -> None:
        """The person plays ``move``; the AI answers unless the game is over."""
        try:
            self.match.human_move(move)
        except MinimaxVizError as exc:
            self.status.value = message_html(str(exc), ok=False)
            return
        self.events.value = ""
        self._advance()
        self._refresh()

    def _advance(self) -> None:
        """The dice and the AI move until it is the person's turn or the game is over;
        what the dice showed is said (the AI's last move has its own table)."""
        match, said = self.match, []
        while not match.is_over and not match.is_human_turn:
            if match.is_chance_turn:
                move = match.roll()
                said.append(as_sentence(self.game.pictures.move_text_to(match.position, move)))
            else:
                said.append(self._ai_turn())
        if said:
            self.events.value = html.escape(" ".join(said))

    def _ai_turn(self) -> str:
        match = self.match
        reply = match.ai_move(with_tree=True)
        name = partial(self.game.pictures.move_name, reply.solution.position)
        bold = ' style="font-weight:bold"'
        rows = "".join(
            f"<tr{bold if move == reply.move else ''}><td>{html.escape(name(move))}</td>"
            f"<td>{signed(score)}</td>"
            f"<td>{html.escape(score_meaning(score, match.ai, match.human))}</td></tr>"
            for move, score in reply.scores.items())
        headings = "".join(f"<th>{h}</th>" for h in PLAY_WORDS["headings"].split("|"))
        note = f"<p>{html.escape(reply.note)}</p>" if reply.note else ""
        played = PLAY_WORDS["i_play"].format(verb=match.game.controls.move_verb, move=name(reply.move))
        self.scores.value = (
            f"<b>{html.escape(played)}</b>"
            f" {html.escape(PLAY_WORDS['options'].format(ai=match.ai))}"
            f"<style>.mv-play-scores th, .mv-play-scores td {{ padding: 1px 14px 1px 0;"
            f" text-align: left; }}</style>"
            f'<table class="mv-play-scores" style="border-collapse:collapse">'
            f"<tr>{headings}</tr>{rows}</table>{note}")
        assert reply.tree is not None
        from ..draw import Diagram

        shown = Diagram(reply.tree, max_nodes=self.max_nodes)._repr_mimebundle_()
        self.tree_panel.outputs = ({"output_type": "display_data", "data": shown,
                                    "metadata": {}},)
        return played

    def _refresh(self) -> None:
        match, game = self.match, self.game
        legal, line = set(match.legal_moves), match.highlight
        for move, button in self.buttons.items():
            button.description = game.controls.move_label(match.position, move) or BLANK
            button.button_style = "success" if move in line else ""
            button.disabled = not game.controls.moves_are_places and move not in legal
        if not game.controls.moves_are_places:
            last = match.history[-1] if match.history else None
            self.picture.value = game.pictures.svg(match.position, last)
        if match.is_over:
            verdict = html.escape(PLAY_WORDS[match.result or "draw"])
            shown = match.result != "draw" or match.stakes is not None
            reason = f" {html.escape(match.reason or '')}." if shown else ""
            self.status.value = f"<b>{verdict}</b>{reason} {PLAY_WORDS['again_widget']}"
        else:
            self.status.value = html.escape(PLAY_WORDS["click"].format(
                human=match.human, move_word=game.controls.move_word))

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)
