"""The ipywidgets views, driven in plain pytest: build, click, assert every panel.

The article's board throughout::

    O |   | X
    ---------
    X |   | X
    ---------
      | O | O
"""

from __future__ import annotations

import html
import re

import pytest

import minimax_viz as mv

pytest.importorskip("ipywidgets")
from minimax_viz.explain import shown_source, step_lines
from minimax_viz.explain.steps import Frame
from minimax_viz.explain.words import board_caption, signed
from minimax_viz.lessons.game_widgets import BoardEditor, PlayAgainstAI
from minimax_viz.lessons.widgets import Stepper

pytestmark = pytest.mark.dot


def element_classes(svg: str) -> dict[str, set[str]]:
    """``{element id: classes}`` of every managed group in a stepper SVG."""
    return {html.unescape(ident): set(cls.split())
            for ident, cls in re.findall(r'<g id="([^"]+)" class="([^"]*)"', svg)}


def current_elements(svg: str) -> list[str]:
    """The highlighted node(s): the current call, or the summary holding it."""
    return [ident for ident, cls in element_classes(svg).items() if {"node", "current"} <= cls]


@pytest.fixture
def stepper() -> Stepper:
    return Stepper("O.XX.X.OO")


def test_controls_walk_every_step(stepper: Stepper) -> None:
    assert stepper.counter.value == "step 1 of 18"
    assert stepper.slider.max == 17 and stepper.play.max == 17
    stepper.next.click()
    stepper.next.click()
    assert stepper.step == 2 and stepper.counter.value == "step 3 of 18"
    stepper.prev.click()
    assert stepper.step == 1
    stepper.last.click()
    assert stepper.step == 17 and "best move 4" in stepper.narration.value
    stepper.next.click()  # clamped at the end
    assert stepper.step == 17
    stepper.first.click()
    stepper.prev.click()  # clamped at the start
    assert stepper.step == 0


@pytest.mark.parametrize("step", range(18))
def test_every_panel_matches_the_trace(stepper: Stepper, step: int) -> None:
    stepper.slider.value = step  # what the slider (and play) does
    steps, event = stepper.steps, stepper.steps.event(step)
    call = stepper.tree[event.call]
    assert html.escape(steps.narrate(step)) in stepper.narration.value
    assert current_elements(stepper.tree_panel.value) == [f"call-{call.id}"]
    for frame in steps.stack(step):
        assert f"<td>call {frame.call}</td>" in stepper.stack_panel.value
    assert stepper.stack_panel.value.count("<td>call ") == call.depth + 1
    lines = shown_source(stepper.tree.options).lines
    line, caller = step_lines(steps, step)
    marked = re.findall(r'mv-line-now">▶ (.*?)</div>', stepper.source_panel.value)
    assert [html.unescape(m) for m in marked] == [lines[line]]
    callers = re.findall(r'mv-line-caller">↳ (.*?)</div>', stepper.source_panel.value)
    assert [html.unescape(m) for m in callers] == ([] if caller is None else [lines[caller]])
    assert stepper.source_panel.value.count('<div class="mv-src') == len(lines)
    board = stepper.board_panel.value
    assert board.count("<svg") == 1 and f"<b>call {call.id}</b>" in board
    assert f"depth {call.depth} · {call.player} to move" in board
    assert html.escape(board_caption(stepper.tree, call)[2]) in board


def test_tree_is_laid_out_once_and_only_restyled(stepper: Stepper) -> None:
    def geometry(svg: str) -> str:
        return re.sub(r'class="[^"]*"', "", svg)

    first = geometry(stepper.tree_panel.value)
    for step in range(len(stepper.steps)):
        stepper.go(step)
        assert geometry(stepper.tree_panel.value) == first


def test_calls_not_yet_made_are_future_and_the_stack_is_outlined(stepper: Stepper) -> None:
    stepper.go(2)  # call 3 entered: calls 1 and 2 wait on the stack
    classes = element_classes(stepper.tree_panel.value)
    assert "stack" in classes["call-1"] and "stack" in classes["call-2"]
    assert all("future" in classes[f"call-{i}"] for i in range(4, 10))
    stepper.go(17)
    classes = element_classes(stepper.tree_panel.value)
    assert all("done" in classes[f"call-{i}"] for i in range(2, 10))


def test_the_source_line_follows_the_event(stepper: Stepper) -> None:
    lines = shown_source(stepper.tree.options).lines
    assert not any("alpha" in line or "memo" in line or "tracer." in line for line in lines)
    start, caller = step_lines(stepper.steps, 0)
    assert lines[start].strip().startswith("def minimax(") and caller is None
    assert "minimax(child, depth + 1)" in lines[step_lines(stepper.steps, 1)[0]]
    terminal, keep = step_lines(stepper.steps, 3)  # call 3 returns: O wins
    assert lines[terminal].strip() == "return score, None"
    assert keep is not None and "if (score > best_score)" in lines[keep]
    root, caller = step_lines(stepper.steps, 17)  # the root returns its best
    assert lines[root].strip().startswith("return ") and "best_move" in lines[root]
    assert caller is None and root != terminal


def test_predict_then_reveal_keeps_a_tally() -> None:
    quiz = Stepper("O.XX.X.OO", predict=True)
    quiz.go(3)  # call 3 returns: the score is hidden until predicted
    assert "what does it return" in quiz.narration.value
    assert "-10" not in quiz.narration.value and not quiz.check.disabled
    assert quiz.submit("-10") is True
    assert "returns -10 to call 2" in quiz.narration.value and quiz.check.disabled
    assert "right 1, wrong 0" in quiz.tally.value
    quiz.go(5)
    assert quiz.submit("+10") is False
    assert "Not quite: it returns -10" in quiz.tally.value and "wrong 1" in quiz.tally.value
    quiz.go(2)  # an enter step asks nothing
    assert quiz.submit("0") is None and quiz.check.disabled
    quiz.go(6)
    assert quiz.submit("ten") is None and "not a number" in quiz.tally.value
    quiz.guess.value = "-10"
    quiz.check.click()
    assert "right 2, wrong 1" in quiz.tally.value


def stack_rows(panel: str) -> list[tuple[str, str, str]]:
    """The stack panel's rows: (call, best so far, moves left)."""
    return re.findall(r"<tr[^>]*><td>call (\d+)</td><td>\d+</td><td>[^<]*</td>"
                      r"<td>([^<]*)</td><td>([^<]*)</td></tr>", panel)


def expected_rows(frames: list[Frame], hide_last: bool) -> list[tuple[str, str, str]]:
    rows = [(str(f.call), "–" if f.best_so_far is None else signed(f.best_so_far),
             ", ".join(map(str, f.moves_left)) or "–") for f in frames]
    if hide_last:
        rows[-1] = (rows[-1][0], "?", rows[-1][2])
    return rows


def shown_scores(classes: dict[str, set[str]]) -> set[str]:
    """The elements whose returned-score texts are visible (not ``pending``)."""
    return {ident for ident, cls in classes.items() if "pending" not in cls}


@pytest.mark.parametrize("board, options", [("O.XX.X.OO", {}),
                                            ("O.XX.X.OO", {"pruning": "alphabeta"}),
                                            ("X.O.O.X..", {"memo": True})])
def test_predict_mode_gives_nothing_away_before_the_guess(board: str, options: dict) -> None:
    """At every return step: the sentence, the stack and the tree hide the score, yet the
    tree highlights the returning call; after the guess everything is the real step."""
    quiz = Stepper(board, predict=True, **options)
    steps, layout, view = quiz.steps, quiz.diagram, quiz.diagram.view
    parents_differ = 0
    for step in range(1, len(steps)):
        event = steps.event(step)
        if event.kind != "return":
            continue
        quiz.go(step)
        call = quiz.tree[event.call]
        to = "" if call.parent is None else f" to call {call.parent}"
        assert quiz.narration.value == (
            f'<div class="mv-narration">call {call.id}, depth {call.depth}, {call.player} to'
            f" move: what does it return{to}? Enter your prediction.</div>"), step
        hidden_frames = steps.stack(step, hide_return=True)
        rows = stack_rows(quiz.stack_panel.value)
        assert rows == expected_rows(hidden_frames, hide_last=True), step
        parents_differ += hidden_frames != steps.stack(step)
        svg = quiz.tree_panel.value
        classes = element_classes(svg)
        assert current_elements(svg) == [view.element_of(call.id)], step
        assert "pending" in classes[view.element_of(call.id)], step
        before = element_classes(layout.svg_at(step - 1))
        assert shown_scores(classes) == shown_scores(before), step  # no new score shown
        assert {i for i, c in classes.items() if "unsettled" in c} == \
            {i for i, c in before.items() if "unsettled" in c}, step  # nothing newly emphasised
        assert svg == quiz._tree_open + layout.svg_at(step, hide_return=True) + "</div>"
        assert quiz.submit(signed(call.score)) is True
        assert html.escape(steps.narrate(step)) in quiz.narration.value
        assert stack_rows(quiz.stack_panel.value) == expected_rows(steps.stack(step), False)
        assert quiz.tree_panel.value == quiz._tree_open + layout.svg_at(step) + "</div>"
        assert "pending" not in element_classes(quiz.tree_panel.value)[view.element_of(call.id)]
    assert parents_differ  # the hidden score would have shown in a caller's best so far


def test_predict_highlights_the_returning_call_not_the_previous_one() -> None:
    quiz = Stepper("O.XX.X.OO", predict=True)
    quiz.go(6)  # call 2 returns -10 to call 1; the step before was call 4's return
    assert "call 2, depth 1" in quiz.narration.value
    assert current_elements(quiz.tree_panel.value) == ["call-2"]
    assert stack_rows(quiz.stack_panel.value) == [("1", "–", "4, 6"), ("2", "?", "–")]


def test_hidden_return_does_not_leak_the_score_on_the_tree() -> None:
    quiz = Stepper("O.XX.X.OO", predict=True)
    quiz.go(3)
    before = quiz.tree_panel.value
    quiz.submit("-10")
    assert before != quiz.tree_panel.value
    assert "pending" in element_classes(before)["call-3"]  # its score text is hidden
    assert "pending" not in element_classes(quiz.tree_panel.value)["call-3"]


@pytest.mark.parametrize("options", [{"pruning": "alphabeta"}, {"memo": True},
                                     {"scoring": "depth"}, {"order": "centre"}])
def test_any_trace_steps_to_its_answer(options: dict) -> None:
    stepper = Stepper("X../.O./..X", **options)
    stepper.last.click()
    assert f"best move {stepper.tree.best_move}" in stepper.narration.value
    assert current_elements(stepper.tree_panel.value) == ["call-1"]


def test_over_the_budget_it_steps_through_the_collapsed_view() -> None:
    stepper = Stepper(mv.trace("X........", pruning="alphabeta"), max_nodes=40)
    assert len(stepper.steps) == 2 * len(stepper.tree) > 80
    deep = next(s for s in range(len(stepper.steps))
                if stepper.steps.event(s).kind == "enter"
                and stepper.diagram.view.element_of(stepper.steps.event(s).call).startswith("sum"))
    stepper.go(deep)
    assert current_elements(stepper.tree_panel.value) == [
        stepper.diagram.view.element_of(stepper.steps.event(deep).call)]


def test_board_editor_checks_as_it_is_edited() -> None:
    editor = BoardEditor()
    assert "legal position, X to move" in editor.message.value
    editor.toggle(0)
    editor.toggle(0)  # . -> X -> O: an O with no X is impossible
    assert "X moves first" in html.unescape(editor.message.value)
    assert editor.trace_button.disabled
    with pytest.raises(mv.InvalidBoardError):
        editor.board()
    editor.set("O.XX.X.OO")
    assert "X to move" in editor.message.value and not editor.trace_button.disabled
    assert [b.description for b in editor.buttons] == ["O", "", "X", "X", "", "X", "", "O", "O"]
    stepper = editor.trace()
    assert stepper is not None and len(stepper.tree) == 9
    editor.set("XXXOO....")
    assert "game over: X wins with 0-1-2" in editor.message.value
    editor.set("XOXXOOOXX")
    assert "game over: draw: the board is full" in editor.message.value


def test_play_widget_ai_opens_as_x_and_never_loses() -> None:
    game = PlayAgainstAI(human="O", max_nodes=30)
    assert sum(b.description == "X" for b in game.buttons) == 1  # the AI opened
    assert "I play" in game.scores.value and "<svg" in game.tree_panel.value
    taken = next(i for i, b in enumerate(game.buttons) if b.description == "X")
    game.click(taken)
    assert "taken" in game.status.value
    while not game.game.is_over:
        game.click(game.game.free_cells[0])
    assert game.game.result in ("ai", "draw")
    assert "New game" in game.status.value
    if game.game.result == "ai":
        assert f"I win.</b> {game.game.winner} wins with " in game.status.value
        line = set(game.game.winning_line or ())
        assert line and {i for i, b in enumerate(game.buttons) if b.button_style == "success"} >= line
    assert all(b.disabled for b in game.buttons)
    game.side.value = "X"
    game.new.click()
    assert all(b.description == "" for b in game.buttons) and game.game.human == "X"


@pytest.mark.parametrize("text", ["O1XX4X6OO", "o.xx.x.oo", "O.X\nX.X\n.OO",
                                  '["O",1,"X","X",4,"X",6,"O","O"]'])
def test_board_editor_reads_every_notation(text: str) -> None:
    editor = BoardEditor()
    editor.set(text)
    assert editor.text == "O.XX.X.OO" and "X to move" in editor.message.value
    editor.toggle(1)  # every cell can still be cycled
    assert editor.text == "OXXX.X.OO"


def test_board_editor_reports_unreadable_text_and_keeps_the_board() -> None:
    editor = BoardEditor("O.XX.X.OO")
    editor.set("XX")
    assert "has 2 cells" in editor.message.value and editor.text == "O.XX.X.OO"
