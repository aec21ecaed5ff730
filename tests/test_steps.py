"""What a stepper shows at each step: the stack, the sentence, the summary line.

The article's board throughout (X, the maximizer, to move)::

    O |   | X
    ---------
    X |   | X
    ---------
      | O | O
"""

from __future__ import annotations

import pytest

import minimax_viz as mv
from minimax_viz.explain import words
from minimax_viz.explain.steps import Steps
from minimax_viz.explain.words import summary


def frames(steps: Steps, step: int, hide_return: bool = False) -> list[tuple]:
    return [(f.call, f.best_so_far, f.moves_left)
            for f in steps.stack(step, hide_return=hide_return)]


def test_stack_follows_the_recursion() -> None:
    steps = Steps(mv.trace("O.XX.X.OO"))
    assert frames(steps, 0) == [(1, None, (1, 4, 6))]
    assert frames(steps, 2) == [(1, None, (4, 6)), (2, None, (6,)), (3, None, ())]
    assert frames(steps, 6) == [(1, -10, (4, 6)), (2, -10, ())]       # call 2 returns -10 to 1
    assert frames(steps, 8) == [(1, 10, (6,)), (5, None, ())]         # call 5 returns +10
    assert frames(steps, 17) == [(1, 10, ())]


def test_skipped_moves_leave_the_stack_only_when_the_cut_happens() -> None:
    steps = Steps(mv.trace("O.XX.X.OO", pruning="alphabeta"))
    # step 9: call 6 is entered with window (+10, +inf); it will try 1, then cut 4
    assert steps.events[9] == mv.Event("enter", 6)
    assert frames(steps, 9)[-1] == (6, None, (1, 4))
    assert frames(steps, 10)[1] == (6, None, (4,))                    # 1 is being tried
    assert frames(steps, 12)[1] == (6, None, (4,))                    # no cut yet
    assert steps.events[13] == mv.Event("return", 7)
    assert frames(steps, 13)[1] == (6, 10, ())                        # +10 >= alpha: 4 is cut


def test_hidden_return_shows_the_stack_just_before_it() -> None:
    steps = Steps(mv.trace("O.XX.X.OO"))
    assert steps.events[8] == mv.Event("return", 5)                   # call 5 returns +10
    assert frames(steps, 8)[0][1] == 10
    assert frames(steps, 8, hide_return=True)[0][1] == -10           # call 1 has only seen -10
    assert frames(steps, 7, hide_return=True) == frames(steps, 7)    # enter steps: unchanged


def test_every_step_has_one_sentence_and_the_root_says_the_answer() -> None:
    steps = Steps(mv.trace("X../.O./..X"))
    lines = steps.lines()
    assert len(lines) == len(steps) == 2 * len(steps.tree)
    assert lines[0].startswith(words.HEAD_TO_MOVE.format(id=1, depth=0, player="O"))
    assert ": starts the search; tries 1, 2, 3" in lines[0]
    assert lines[-1].endswith(f"best move {steps.tree.best_move}")


def test_bounds_are_marked_only_where_a_cut_left_one() -> None:
    steps = Steps(mv.trace("O.XX.X.OO", pruning="alphabeta"))
    tree = steps.tree
    bound, exact = words.value_text(tree, tree[6]), words.value_text(tree, tree[5])
    assert bound != exact == "+10" and bound.endswith("+10")  # the same score, as a bound
    assert f"6: {bound}" in steps.narrate(15)   # call 6 was cut: its +10 is only a bound
    assert f"4: {exact}" in steps.narrate(15)   # call 5 is exact
    assert "returns +10 to call 6" in steps.narrate(13)  # call 7's subtree had no cut


def test_summary_line() -> None:
    assert summary(mv.trace("O.XX.X.OO")) == "9 calls. Best move 4, score +10."
    assert summary(mv.trace("XXXOO....")) == \
        "1 call. The game is already over (X wins with 0-1-2), score -10."
    assert summary(mv.trace("XOXXOOOXX")) == \
        "1 call. The game is already over (draw: the board is full), score 0."


def test_frames_carry_the_window_as_the_search_narrows_it() -> None:
    steps = Steps(mv.trace("O.XX.X.OO", pruning="alphabeta"))
    window = [(f.call, f.alpha, f.beta) for f in steps.stack(9)]     # call 6 entered
    assert window == [(1, 10, float("inf")), (6, 10, float("inf"))]
    assert [(f.alpha, f.beta) for f in steps.stack(13)][1] == (10, 10)  # beta <= alpha: cut
    assert all(f.alpha is None and f.beta is None
               for f in Steps(mv.trace("O.XX.X.OO")).stack(5))


def test_step_over_and_out_move_by_call() -> None:
    steps = Steps(mv.trace("O.XX.X.OO"))
    for step, event in enumerate(steps.events):
        over, out = steps.over(step), steps.out(step)
        if event.kind == "enter":
            assert steps.events[over] == mv.Event("return", event.call)
        else:
            assert over == min(step + 1, len(steps) - 1)
        parent = steps.tree[event.call].parent or event.call
        assert steps.events[out] == mv.Event("return", parent) and out >= step
    assert [f.call for f in steps.stack(2, innermost=2)] == [2, 3]
    assert (steps.over_steps(), steps.out_steps()) == \
        ([steps.over(s) for s in range(len(steps))], [steps.out(s) for s in range(len(steps))])


@pytest.mark.parametrize(("position", "options"), [
    ("O.XX.X.OO", {}), ("X.O.X.O..", {"pruning": "alphabeta"}),
    ('{"max": [{"chance": [3, 12]}, {"chance": [2, 4, 6]}]}', {"game": "tree"}),
    ("X........", {"iterative": True, "pruning": "alphabeta", "depth_limit": 2}),
    ("X.O.X.O..", {"memo": True})])
def test_innermost_frames_are_each_steps_two_innermost(position: object,
                                                       options: dict[str, object]) -> None:
    steps = Steps(mv.trace(position, **options))
    frames, per_step = steps.innermost_frames()
    assert [tuple(frames[i] for i in step) for step in per_step] == \
        [tuple(reversed(steps.stack(s, innermost=2))) for s in range(len(steps))]


def test_a_step_limit_is_any_whole_number_and_minus_one_its_default() -> None:
    """check_step_limit reads its limit by errors.is_whole, as whole_number does: a numpy -1
    is the default (it was a "must be >= 2" error), True and -1.0 are not whole numbers."""
    import numpy as np

    from minimax_viz.errors import InvalidOptionError
    from minimax_viz.explain import check_step_limit

    tree = mv.trace("O.XX.X.OO")
    for limit in (-1, np.int64(-1), np.int64(18), None):
        check_step_limit(tree, "slides", limit)  # type: ignore[arg-type]
    with pytest.raises(InvalidOptionError, match="18 steps"):
        check_step_limit(tree, "slides", np.int64(10))  # type: ignore[arg-type]
    for wrong in (True, -1.0, "-1"):
        with pytest.raises(InvalidOptionError, match="must be a whole number"):
            check_step_limit(tree, "slides", wrong)  # type: ignore[arg-type]
