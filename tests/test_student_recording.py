"""record/student/recording.py: recording a student's own minimax with ``minimax_viz.recorded``.

The student's functions are written the way students write them: the
tutorial's (``tests/tutorial.py``: a list with numbers in the empty cells,
module-level players, ``{index, score}`` dicts), and here variants with strings,
lists of lists, an object holding the board, a bool for "maximizing", tuples, a
nested recursion.
"""

from __future__ import annotations

import sys
import warnings
from typing import Any

import pytest
import tutorial
from reference import tictactoe
from tutorial import winning

import minimax_viz as mv
from minimax_viz.explain import Steps, shown_source, step_lines, words
from minimax_viz.games import TICTACTOE
from minimax_viz.lessons import build_html
from minimax_viz.record import Recorder
from minimax_viz.record.student import Fault, Recording, StudentFaultWarning, recording_of


def run_tutorial(board: str) -> mv.CallTree:
    """The tutorial's way, with the AI as the side to move."""
    with tutorial.playing(mv.Board.parse(board).to_move):
        tree: mv.CallTree = mv.recorded(tutorial.minimax).trace(board)
    return tree


# -- the same CallTree as the built-in search -----------------------------------------------
def test_article_board_records_the_nine_calls_of_the_builtin_search() -> None:
    # O . X
    # X . X      X to move: 9 calls, best move 4, score +10
    # . O O
    tree = run_tutorial("O.XX.X.OO")
    builtin = mv.trace("O.XX.X.OO")
    assert (len(tree), tree.best_move, tree.score) == (9, 4, 10)
    assert tree.data.columns() == builtin.data.columns()
    assert [c.position for c in tree] == [c.position for c in builtin]
    assert [c.player for c in tree] == [c.player for c in builtin]


@pytest.mark.exhaustive
@pytest.mark.parametrize("marks", [4, 5, 6, 7, 8])
def test_every_position_matches_the_builtin_search_and_the_reference(marks: int) -> None:
    positions = [p for p in tictactoe.reachable_positions()
                 if 9 - p.count(".") == marks and not tictactoe.is_over(p)]
    assert positions
    for board in positions:
        tree = run_tutorial(board)
        assert tree.data.columns() == mv.trace(board).data.columns(), board
        assert tree.score == tictactoe.project_score(tictactoe.solve(board), "article"), board


@pytest.mark.exhaustive
def test_empty_board_call_counts() -> None:
    tree = run_tutorial(".........")
    assert len(tree) == 549_946
    assert tree.calls_per_depth() == [1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448,
                                      127872]


# -- boards, players and results in other shapes ----------------------------------------------
def string_minimax(board: str, maximizing: bool) -> tuple[int, int | None]:
    if winning(board, "X"):
        return 1, None
    if winning(board, "O"):
        return -1, None
    if "." not in board:
        return 0, None
    mark = "X" if board.count("X") == board.count("O") else "O"
    best: tuple[int, int | None] = (-2, None) if maximizing else (2, None)
    for cell in [i for i, ch in enumerate(board) if ch == "."]:
        score, _ = string_minimax(board[:cell] + mark + board[cell + 1:], not maximizing)
        if (score > best[0]) if maximizing else (score < best[0]):
            best = (score, cell)
    return best


def grid_minimax(grid: list[list[str]], turn: str) -> int:
    cells = [c for row in grid for c in row]
    if winning(cells, "X"):
        return 10
    if winning(cells, "O"):
        return -10
    if " " not in cells:
        return 0
    scores = []
    for r in range(3):
        for c in range(3):
            if grid[r][c] == " ":
                grid[r][c] = turn
                scores.append(grid_minimax(grid, "O" if turn == "X" else "X"))
                grid[r][c] = " "
    return max(scores) if turn == "X" else min(scores)


def test_string_board_bool_player_tuple_result_and_unit_scores() -> None:
    recorded = mv.recorded(string_minimax)
    assert recorded("O.XX.X.OO", True) == (1, 4)
    tree = recorded.tree
    builtin = mv.trace("O.XX.X.OO", scoring="unit")
    assert tree.options.scoring == "unit"
    assert tree.data.columns() == builtin.data.columns()


def test_list_of_lists_mutated_in_place_and_plain_scores() -> None:
    recorded = mv.recorded(grid_minimax)
    grid = [["O", " ", "X"], ["X", " ", "X"], [" ", "O", "O"]]
    assert recorded(grid, "X") == 10
    builtin = mv.trace("O.XX.X.OO")
    # the best move is read from the scores: the first child that gives the call's score
    assert recorded.tree.data.columns() == builtin.data.columns()
    assert grid == [["O", " ", "X"], ["X", " ", "X"], [" ", "O", "O"]]


def test_parameters_named_like_the_recorders_own_variables() -> None:
    """Regression: a parameter called ``cache`` once stood in for the recorder's own
    board cache inside the wrapper, and ``depth`` could not be a parameter at all."""
    seen: list[tuple[str, int]] = []

    @mv.recorded
    def memo_minimax(board: str, depth: int, player: str, cache: dict[str, int]) -> int:
        seen.append((board, depth))
        if board in cache:
            return cache[board]
        won = winning(board, "X") - winning(board, "O")
        if won or "." not in board:
            return 10 * won
        other = "O" if player == "X" else "X"
        scores = [memo_minimax(board[:i] + player + board[i + 1:], depth + 1, other, cache)
                  for i, cell in enumerate(board) if cell == "."]
        cache[board] = max(scores) if player == "X" else min(scores)
        return cache[board]

    memo = {"O.XX.X.OO": 99}  # the student's cache holds the root: the search stops there
    assert memo_minimax("O.XX.X.OO", 0, "X", memo) == 99
    assert [(call.position, call.depth) for call in memo_minimax.tree] == seen[-1:]
    seen.clear()
    assert memo_minimax("O.XX.X.OO", 0, "X", {}) == 10
    assert [(call.position, call.depth) for call in memo_minimax.tree] == seen
    assert len(seen) == len(mv.trace("O.XX.X.OO"))


class Game:
    """A student's own game object holding the board."""

    def __init__(self, cells: list[str]) -> None:
        self.cells = cells


def test_a_game_object_named_position_and_snapshots_that_cannot_change() -> None:
    seen: list[Game] = []

    @mv.recorded(position="state", player="who")
    def search(depth: int, state: Game, who: str) -> dict[str, int]:
        seen.append(state)
        if winning(state.cells, "X") or winning(state.cells, "O") or "." not in state.cells:
            return {"score": 10 if winning(state.cells, "X") else
                    -10 if winning(state.cells, "O") else 0}
        best: dict[str, int] | None = None
        for cell in [i for i, ch in enumerate(state.cells) if ch == "."]:
            state.cells[cell] = who
            found = search(depth + 1, state, "O" if who == "X" else "X")
            state.cells[cell] = "."
            if best is None or ((found["score"] > best["score"]) if who == "X"
                                else (found["score"] < best["score"])):
                best = {"index": cell, "score": found["score"]}
        assert best is not None
        return best

    board = Game(list("O.XX.X.OO"))
    search(0, board, "X")
    board.cells[:] = list("XXXXXXXXX")  # the student's object changes afterwards ...
    for call in seen:
        call.cells.clear()
    assert search.tree.data.columns() == mv.trace("O.XX.X.OO").data.columns()
    assert search.tree[3].position == "OXXXOX.OO"  # ... the recorded boards do not


def test_nested_helper_and_nested_recursion() -> None:
    def best_move(board: str) -> tuple[int, int | None]:
        def search(b: str, maximizing: bool) -> tuple[int, int | None]:
            return string_minimax_inner(b, maximizing, search)
        return search(board, True)

    recorded = mv.recorded(best_move)
    assert recorded("O.XX.X.OO") == (1, 4)
    assert recorded.tree.data.columns() == mv.trace("O.XX.X.OO", scoring="unit").data.columns()


def string_minimax_inner(board: str, maximizing: bool, again: Any) -> tuple[int, int | None]:
    """``string_minimax`` whose recursion goes back through ``again`` (a nested helper)."""
    if winning(board, "X") or winning(board, "O") or "." not in board:
        return (1 if winning(board, "X") else -1 if winning(board, "O") else 0), None
    mark = "X" if board.count("X") == board.count("O") else "O"
    best: tuple[int, int | None] = (-2, None) if maximizing else (2, None)
    for cell in [i for i, ch in enumerate(board) if ch == "."]:
        score, _ = again(board[:cell] + mark + board[cell + 1:], not maximizing)
        if (score > best[0]) if maximizing else (score < best[0]):
            best = (score, cell)
    return best


# -- faults: shown, not fatal ---------------------------------------------------------------
def test_a_students_except_cannot_swallow_the_stop() -> None:
    @mv.recorded(max_calls=50)
    def stubborn(board: str, player: str) -> int:
        try:
            return stubborn(board, player)
        except Exception:  # noqa: BLE001 - what a student might write
            return 0

    with pytest.warns(StudentFaultWarning):
        stubborn("O.XX.X.OO", "X")
    assert stubborn.fault.kind == "limit" and len(stubborn.tree) == 50


def test_exception_at_call_five_of_the_tutorial() -> None:
    def broken(new_board: list[Any], player: str) -> dict[str, int]:
        if "".join(c if c in ("X", "O") else "." for c in new_board) == "O.XXXX.OO":
            raise KeyError("score")
        return next_level(new_board, player)

    broken_recorded = mv.recorded(broken)
    next_level = tutorial.recursing_into(broken_recorded)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", StudentFaultWarning)
        broken_recorded(["O", 1, "X", "X", 4, "X", 6, "O", "O"], "X")
    fault = broken_recorded.fault
    assert (fault.kind, fault.call) == ("error", 5)
    assert "call 5 raised KeyError" in fault.message
    assert len(broken_recorded.tree) == 5
    assert [c.position for c in broken_recorded.tree] == \
        [c.position for c in mv.trace("O.XX.X.OO")][:5]
    steps = mv.Steps(broken_recorded.tree)  # a call that raised before recursing still steps
    stacks = [[frame.call for frame in steps.stack(step)] for step in range(len(steps))]
    assert [1, 5] in stacks and stacks[-1] == [1]
    assert "<html" in build_html(broken_recorded.tree)


def test_unbounded_recursion_names_the_depth_and_the_repeating_board() -> None:
    @mv.recorded(max_depth=40)
    def forgetful(board: str, player: str) -> int:
        return forgetful(board, player)  # never plays a move

    with pytest.warns(StudentFaultWarning) as caught:
        forgetful("O.XX.X.OO", "X")
    message = str(caught[0].message)
    assert forgetful.fault.kind == "recursion"
    assert "depth 40" in message and "O.XX.X.OO" in message
    assert len(forgetful.tree) == 40


def test_max_calls_stops_a_runaway_search() -> None:
    recorded = mv.recorded(tutorial.minimax, max_calls=1000)
    with pytest.warns(StudentFaultWarning, match="1,000 calls"):
        recorded(["X", 1, 2, 3, 4, 5, 6, 7, 8], "O")
    assert recorded.fault.kind == "limit" and len(recorded.tree) == 1000


def test_bad_options_and_unreadable_boards_say_what_is_wrong() -> None:
    with pytest.raises(mv.InvalidOptionError, match="max_calls 0"):
        mv.recorded(tutorial.minimax, max_calls=0)
    with pytest.raises(mv.InvalidOptionError, match="needs a function"):
        mv.recorded(42)  # type: ignore[arg-type]
    with pytest.raises(mv.InvalidBoardError, match="none of the arguments"):
        mv.recorded(lambda depth, turn: 0)(3, "X")


@pytest.mark.parametrize(("options", "said"), [
    ({"max_calls": 0}, "max_calls 0 must be a whole number >= 1"),
    ({"max_calls": 2.0}, "max_calls 2.0 must be a whole number >= 1"),
    ({"max_depth": 251}, "max_depth 251 must be a whole number 1..250"),
    ({"max_depth": True}, "max_depth True must be a whole number 1..250"),
    ({"driver_returns": "move"}, "unknown driver_returns 'move'; choose one of auto, action"),
])
def test_a_bad_limit_or_driver_return_is_refused_as_every_option_is(options: dict[str, Any],
                                                                    said: str) -> None:
    """The package's one reading of a whole number and of a choice (errors.whole_number,
    errors.one_of), naming the option and quoting the value."""
    with pytest.raises(mv.InvalidOptionError) as refused:
        mv.recorded(tutorial.minimax, **options)
    assert str(refused.value) == said


# -- the views work on it unchanged -----------------------------------------------------------
def test_code_panel_shows_the_students_own_source_and_lines() -> None:
    tree = run_tutorial("O.XX.X.OO")
    shown = shown_source(tree.options)
    assert shown.lines[0] == "def minimax(new_board: list[Any], player: str) -> dict[str, Any]:"
    steps = Steps(tree)
    line = {event: step_lines(steps, step)[0] for step, event in enumerate(steps.events)}
    text = {k: shown.lines[v].strip() for k, v in line.items()}
    assert text[mv.Event("enter", 2)] == "result = minimax(new_board, hu_player)"  # X plays 1
    assert text[mv.Event("enter", 3)] == "result = minimax(new_board, ai_player)"  # O plays 4
    assert text[mv.Event("return", 3)] == 'return {"score": -10}'                   # O won
    assert text[mv.Event("return", 5)] == 'return {"score": 10}'                    # X won
    assert text[mv.Event("return", 1)] == "return moves[best_move]"


def test_stepper_page_trace_file_and_diagram_work_on_it(tmp_path: Any) -> None:
    from minimax_viz.draw import dot_source
    from minimax_viz.lessons.page import build_html

    tree = run_tutorial("O.XX.X.OO")
    steps = Steps(tree)
    assert steps.lines() == Steps(mv.trace("O.XX.X.OO")).lines()
    assert dot_source(tree).count('class="call ') == 9
    mv.save_json(tree, tmp_path / "t.json")
    assert mv.load_json(tmp_path / "t.json").data.columns() == tree.data.columns()
    page = build_html(tree)
    assert "avail_spots = empty_indexies(new_board)" in page


def test_widget_stepper_shows_the_students_code() -> None:
    pytest.importorskip("ipywidgets")
    from minimax_viz.lessons.widgets import Stepper

    stepper = Stepper(run_tutorial("O.XX.X.OO"))
    data = stepper.data
    assert data["source"][1].strip() == "avail_spots = empty_indexies(new_board)"
    assert data["source"][data["marks"][data["lines"][1]][0]].strip() == \
        "result = minimax(new_board, hu_player)"


def test_append_many_is_append_call_by_call() -> None:
    tree = run_tutorial("O.XX.X.OO")
    one_by_one = Recorder(TICTACTOE)
    for call in mv.trace("O.XX.X.OO"):
        one_by_one.append(call.parent or 0, call.move, call.depth, call.score, call.best_move,
                          call.outcome)
    assert one_by_one.columns() == tree.data.columns()


def test_a_plain_function_recorded_without_rebinding_its_name() -> None:
    function = tutorial.minimax
    recorded = mv.recorded(function)
    assert recording_of(recorded) is not None and recording_of(function) is None
    recorded(["O", 1, "X", "X", 4, "X", 6, "O", "O"], "X")
    assert len(recorded.tree) == 9
    assert tutorial.minimax is function  # the name is put back after the run


class StudentAI:
    """A class-based student: the search is a method recursing by ``self.minimax``."""

    def __init__(self) -> None:
        self.seen = 0

    def minimax(self, board: str, player: str) -> int:
        self.seen += 1
        won = winning(board, "X") - winning(board, "O")
        if won or "." not in board:
            return 10 * won
        other = "O" if player == "X" else "X"
        scores = [self.minimax(board[:i] + player + board[i + 1:], other)
                  for i, cell in enumerate(board) if cell == "."]
        return max(scores) if player == "X" else min(scores)


def test_a_bound_method_recorded_after_the_fact_is_followed_through_self() -> None:
    """Regression: ``recorded(ai.minimax)`` saw only the first call of the recursion."""
    ai = StudentAI()
    recorded = mv.recorded(ai.minimax)
    assert recorded("O.XX.X.OO", "X") == 10
    assert recorded.tree.data.columns()[:4] == mv.trace("O.XX.X.OO").data.columns()[:4]
    assert ai.seen == 9 and "minimax" not in vars(ai)  # the instance is left as it was
    assert ai.minimax("O.XX.X.OO", "X") == 10 and ai.seen == 18


def test_recursion_in_a_comprehension_beside_a_recursive_helper() -> None:
    """Regression: recursion only inside a comprehension, with a small recursive helper
    nested in the function, was taken for a nested recursion and crashed the run."""
    @mv.recorded
    def minimax(board: str, player: str) -> int:
        def full(b: str, i: int = 0) -> bool:
            return i == len(b) or (b[i] != "." and full(b, i + 1))
        won = winning(board, "X") - winning(board, "O")
        if won or full(board):
            return 10 * won
        other = "O" if player == "X" else "X"
        scores = [minimax(board[:i] + player + board[i + 1:], other)
                  for i, cell in enumerate(board) if cell == "."]
        return max(scores) if player == "X" else min(scores)

    assert minimax("O.XX.X.OO", "X") == 10
    assert minimax.tree.data.columns()[:4] == mv.trace("O.XX.X.OO").data.columns()[:4]


def test_a_nested_recursion_whose_board_turns_unreadable_names_a_recorded_call() -> None:
    """Regression: the fault named call 4 of a 3-call tree."""
    def best(board: str, player: str) -> int:
        def search(b: Any, p: str) -> int:
            if b.count(".") < 2:
                return 0
            i = b.index(".")
            after = b[:i] + p + b[i + 1:]
            return search(after if after.count(".") > 2 else 12345, p)
        return search(board, player)

    recorded = mv.recorded(best)
    with pytest.warns(StudentFaultWarning):
        recorded("O.XX.X...", "X")
    assert recorded.fault.kind == "error" and recorded.fault.call <= len(recorded.tree) == 3


def test_a_nested_recursion_that_raises_marks_the_calls_it_went_through() -> None:
    """Regression: the profiling hook saw the unwinding calls "return" None, so they were
    shown as searches with no score instead of as the calls that raised."""
    def best(board: str, player: str) -> int:
        def search(b: str, p: str) -> int:
            if b.count(".") < 3:
                raise ValueError("boom")
            i = b.index(".")
            return search(b[:i] + p + b[i + 1:], "O" if p == "X" else "X")
        return search(board, player)

    recorded = mv.recorded(best)
    with pytest.warns(StudentFaultWarning, match="ValueError"):
        recorded("O.XX.X...", "X")
    tree = recorded.tree
    assert (len(tree), recorded.fault.call) == (4, 4)
    assert [tree.kind(i) for i in range(1, 5)] == ["raised"] * 4


def test_position_and_player_options_must_name_a_parameter() -> None:
    with pytest.raises(mv.InvalidOptionError,
                       match=r"position 5 is not one of minimax's parameters \(new_board, player\)"):
        mv.recorded(tutorial.minimax, position=5)
    with pytest.raises(mv.InvalidOptionError, match="player 'who' is not one of"):
        mv.recorded(tutorial.minimax, player="who")
    with pytest.raises(mv.InvalidOptionError, match="position -1 is not one of"):
        mv.recorded(tutorial.minimax, position=-1)


def test_a_nested_recursion_that_never_ends_is_stopped_too() -> None:
    def outer(board: str) -> Any:
        def search(b: str, maximizing: bool) -> Any:
            return search(b, maximizing)  # never plays a move
        return search(board, True)

    recorded = mv.recorded(outer, max_depth=25)
    before = sys.getprofile()
    with pytest.warns(StudentFaultWarning, match="depth 25"):
        recorded("O.XX.X.OO")
    assert recorded.fault.kind == "recursion" and len(recorded.tree) == 25
    assert sys.getprofile() is before  # the profiling hook is gone after the run


@pytest.mark.parametrize("board", ["O.XX.X.OO", "X...O...."])
def test_the_hot_path_notes_what_the_sinks_methods_note(board: str) -> None:
    """The wrapper's hot path writes the sink's columns itself: the same notes as a
    wrapper that tells the sink of each call through its methods."""
    from minimax_viz.record.student.wrapper import make_wrapper

    fast = Recording(tutorial.minimax)
    plain = Recording(tutorial.minimax)
    plain.wrapper = make_wrapper(tutorial.minimax, plain.sink, plain._top_level, fast=False)
    mover = TICTACTOE.to_move(board)
    trees = []
    for recording in (fast, plain):
        with tutorial.playing(mover):
            recording.wrapper(TICTACTOE.student.value(board), mover)
        trees.append(recording.tree)
    assert trees[0] == trees[1] and len(trees[0]) == len(mv.trace(board))
    assert list(trees[0].data.values) == list(trees[1].data.values)


def test_a_run_after_a_longer_or_faulted_one_keeps_nothing_of_it() -> None:
    """The notes keep their room between runs: a shorter run after a longer one, and a run
    after one stopped at its call limit, record the same tree as a fresh recording."""
    kept = Recording(tutorial.minimax)
    limited = Recording(tutorial.minimax, max_calls=50)
    trees = []
    for board in ("X...O....", "O.XX.X.OO", "X...O....", "XO..X...O"):
        mover = TICTACTOE.to_move(board)
        fresh = Recording(tutorial.minimax)
        fresh_limited = Recording(tutorial.minimax, max_calls=50)
        for recording in (kept, fresh, limited, fresh_limited):
            with tutorial.playing(mover), warnings.catch_warnings():
                warnings.simplefilter("ignore", StudentFaultWarning)
                recording.wrapper(TICTACTOE.student.value(board), mover)
        assert kept.tree == fresh.tree and kept.fault is None
        assert list(kept.tree.data.values) == list(fresh.tree.data.values)
        assert kept.tree.data.positions == fresh.tree.data.positions
        assert limited.tree == fresh_limited.tree and limited.fault == fresh_limited.fault
        assert len(limited.tree) == min(len(fresh.tree), 50)
        trees.append((kept.tree, fresh.tree))
    # each tree is its own copy: the runs after it, in the same lists, change nothing in it
    assert all(tree == same and tree.data.positions == same.data.positions
               and tree.data.values == same.data.values for tree, same in trees)


def test_a_recursion_the_recorder_cannot_follow_says_so_instead_of_a_tree() -> None:
    """A closure recursing through its own cell: a wrapper recorded after the fact cannot
    stand in its way, so one call is all it sees; the run says the recursion was not
    followed instead of judging a one-call tree."""
    def make() -> Any:
        def closed_over(board: str, player: str) -> int:
            won = winning(board, "X") - winning(board, "O")
            if won or "." not in board:
                return 10 * won
            other = "O" if player == "X" else "X"
            scores = [closed_over(board[:i] + player + board[i + 1:], other)
                      for i, cell in enumerate(board) if cell == "."]
            return max(scores) if player == "X" else min(scores)
        return closed_over

    recorded = mv.recorded(make())
    with pytest.warns(StudentFaultWarning, match="the recursion was not followed"):
        assert recorded("O.XX.X.OO", "X") == 10
    assert len(recorded.tree) == 1 and recorded.fault.kind == "unfollowed"
    comparison = mv.compare(recorded, "O.XX.X.OO", call=lambda f: f("O.XX.X.OO", "X"))
    unfollowed = Fault("unfollowed", 1, facts=("closed_over",))  # the function it called
    assert not comparison.matches and comparison.sentence == words.fault_sentence(unfollowed)


def test_what_a_students_code_changes_in_this_process_is_put_back() -> None:
    """Issue 23: recorded in a notebook, a student's code that exits, points stdout
    elsewhere, patches a builtin or raises KeyboardInterrupt leaves no trace on the
    teacher's process: each is a fault of the call that did it."""
    import builtins
    import io

    stdout, printer = sys.stdout, builtins.print

    @mv.recorded
    def exits(board: str, player: str) -> int:
        sys.stdout = io.StringIO()
        builtins.print = lambda *a, **k: None
        if board.count(".") < 3:
            raise SystemExit(0)
        i = board.index(".")
        return exits(board[:i] + player + board[i + 1:], "O" if player == "X" else "X")

    with pytest.warns(StudentFaultWarning, match="SystemExit"):
        exits("O.XX.X...", "X")
    assert exits.fault.kind == "error" and exits.fault.call == 4  # 2 empty cells there
    assert sys.stdout is stdout and builtins.print is printer

    @mv.recorded
    def interrupts(board: str, player: str) -> int:
        raise KeyboardInterrupt

    with pytest.warns(StudentFaultWarning, match="KeyboardInterrupt"):
        interrupts("O.XX.X...", "X")  # the student's own, not the user's: a fault


def test_the_users_own_ctrl_c_still_stops_a_run() -> None:
    import os
    import signal

    @mv.recorded
    def slow(board: str, player: str) -> int:
        os.kill(os.getpid(), signal.SIGINT)  # the user presses Ctrl-C meanwhile
        return 0

    with pytest.raises(KeyboardInterrupt):
        slow("O.XX.X...", "X")


_ANSWERS = {"dicts": True}


def _dicts_or_scores(board: str, player: str) -> Any:
    """The tutorial's minimax, returning its ``{"index", "score"}`` dicts or plain scores."""
    won = winning(board, "X") - winning(board, "O")
    if won or "." not in board:
        return {"index": -1, "score": 10 * won} if _ANSWERS["dicts"] else 10 * won
    other = "O" if player == "X" else "X"
    tried = [(i, _dicts_or_scores(board[:i] + player + board[i + 1:], other))
             for i, cell in enumerate(board) if cell == "."]
    pick = max if player == "X" else min
    if not _ANSWERS["dicts"]:
        return pick(score for _, score in tried)
    index, best = pick(tried, key=lambda pair: pair[1]["score"])
    return {"index": index, "score": best["score"]}


def test_a_run_says_whether_its_own_moves_came_under_a_name() -> None:
    """``ValueReader.moves_named`` tells the run just read: a run of the tutorial's dicts
    names its moves; a later run of plain scores, by the same recording, does not."""
    recording = Recording(_dicts_or_scores)
    try:
        recording.wrapper("O.XX.X.OO", "X")
        assert recording.reader.moves_named and recording.tree.best_move == 4
        _ANSWERS["dicts"] = False
        recording.wrapper("O.XX.X.OO", "X")
        assert not recording.reader.moves_named and recording.tree.score == 10
    finally:
        _ANSWERS["dicts"] = True
