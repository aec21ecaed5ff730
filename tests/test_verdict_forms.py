"""The verdict in the student's own form: correct code in any form matches, and says which.

Students come from :mod:`verdict_students`: one factory writing minimax as students do,
in every frame (values for the root's mover, for X, for O, negamax), pruning (none,
alpha-beta on ``alpha >= beta`` or on ``alpha > beta``, fail-soft or fail-hard),
scoring (±1, ±10, 10 - depth, counted from the end, ±inf, other constants) and move
order (index, reversed, centre first, shuffled at every call).
"""

from __future__ import annotations

import math
import random
from typing import Any

import pytest
from conftest import ANY, fits
from fuzzing import fuzz
from hypothesis import example, given
from hypothesis import strategies as st
from verdict_students import FRAMES, ORDERS, PRUNINGS, SCORINGS, Spec, judged, other, winner

import minimax_viz as mv
from minimax_viz.explain import words

PRUNING_NAMES = {"none": "none", ">=": "alphabeta", ">": "alphabeta-strict"}


def reachable(seed: int, moves: int) -> str:
    """A position reached by ``moves`` random moves from the empty board, game not over."""
    rng, board, player = random.Random(seed), ["."] * 9, "X"
    for _ in range(moves):
        empty = [i for i, cell in enumerate(board) if cell == "."]
        if winner(board) or not empty:
            break
        board[rng.choice(empty)] = player
        player = other(player)
    if winner(board) or "." not in board:
        board[[i for i, cell in enumerate(board) if cell != "."][-1]] = "."
    return "".join(board) if not winner(board) else "X...O...."


# X O .      X to move; alpha-beta cuts here on either rule and on equal values,
# . X .      so plain, α ≥ β and α > β each make calls the others do not
# . . O
BOARD = "XO..X...O"


@pytest.mark.parametrize("frame", FRAMES)
@pytest.mark.parametrize("pruning", PRUNINGS)
def test_each_frame_and_pruning_rule_matches_and_is_named(frame: str, pruning: str) -> None:
    result = judged(Spec(frame, pruning, "unit"), BOARD)
    assert result.matches, result.sentence
    form = result.form
    assert form is not None and form.pruning == PRUNING_NAMES[pruning]
    if frame == "negamax":
        assert (form.frame, form.side) == ("negamax", None)
    else:
        assert (form.frame, form.side) == ("side", "X" if frame == "root" else frame)
    summary = words.form_summary(form.words, len(result.student), ANY)  # the answer: any
    assert fits(result.sentence, summary) and "±1" in form.words


def test_the_sentence_names_the_form_recognised() -> None:
    result = judged(Spec("negamax", ">=", "unit"), BOARD)
    assert result.form is not None
    assert result.form.words.startswith("alpha-beta (α ≥ β), negamax values")
    assert result.form.words.endswith(", ±1")
    plain = judged(Spec("O", "none", "inf"), BOARD)
    assert plain.form is not None
    assert plain.form.words == "plain minimax, values always for O (X moves at the root), ±∞"


@pytest.mark.parametrize(("scoring", "words"), [
    ("unit", "±1"), ("ten", "±10"), ("inf", "±∞"), ("depth", "wins +5..+7"),
    ("empties", "wins +1..+3"), ("constants", "wins +7, draws +2, losses -5"),
])
def test_every_scoring_is_judged_by_its_order_not_its_numbers(scoring: str, words: str) -> None:
    result = judged(Spec("root", ">", scoring, "centre"), BOARD)
    assert result.matches and result.form is not None, result.sentence
    assert words in result.form.words


@pytest.mark.parametrize("order", ORDERS)
def test_the_students_own_move_order_is_followed(order: str) -> None:
    result = judged(Spec("root", ">=", "ten", order, seed=7), BOARD)
    assert result.matches, result.sentence
    # the reference drawn beside it makes the student's calls, in the student's order
    student, reference = result.student, result.reference
    assert len(student) == len(reference)
    assert [c.move for c in student] == [c.move for c in reference]


def test_fail_hard_alpha_beta_matches_too() -> None:
    for pruning in (">=", ">"):
        result = judged(Spec("X", pruning, "ten", hard=True), BOARD)
        assert result.matches, result.sentence


@fuzz(25)
@given(frame=st.sampled_from(FRAMES), pruning=st.sampled_from(PRUNINGS),
       scoring=st.sampled_from(sorted(SCORINGS)), order=st.sampled_from(ORDERS),
       hard=st.booleans(), seed=st.integers(0, 10**6), moves=st.integers(3, 7))
# found by CI: fail-hard with the strict rule, a window closing at equality (XO.OX.X..)
@example(frame="root", pruning=">", scoring="unit", order="index", hard=True, seed=674,
         moves=5)
@pytest.mark.fuzz
def test_a_correct_student_in_any_form_matches(frame: str, pruning: str, scoring: str,
                                               order: str, hard: bool, seed: int,
                                               moves: int) -> None:
    board = reachable(seed, moves)
    result = judged(Spec(frame, pruning, scoring, order, hard and pruning != "none",
                         seed=seed), board)
    assert result.matches, (board, result.sentence)


def _root(result: Any) -> Any:
    return result.student.data.values[0]


def _endings(result: Any) -> set[Any]:
    """The winners (None: a draw) of the finished games the search reached."""
    tree = result.student
    return {over.winner for call in tree if (over := tree.game.outcome(call.position))}


def _signature(result: Any) -> list[tuple[Any, Any]]:
    tree = result.student
    return [(call.position, tree.data.values[call.id - 1]) for call in tree]


@fuzz(25)
@given(frame=st.sampled_from(FRAMES), pruning=st.sampled_from(PRUNINGS),
       scoring=st.sampled_from(["unit", "ten", "inf", "constants"]),
       order=st.sampled_from(ORDERS), bug=st.sampled_from(["swap", "restore", "sign"]),
       depth=st.integers(0, 3), seed=st.integers(0, 10**6), moves=st.integers(3, 7))
# found by CI: only wins for one side reached (.OOXXOXX.), a flipped sign has no order to break
@example(frame="root", pruning="none", scoring="unit", order="index", bug="sign", depth=1,
         seed=60, moves=7)
# found by CI: a plain search (taking alpha and beta) whose swapped value is a right bound
@example(frame="root", pruning="none", scoring="unit", order="reversed", bug="swap", depth=2,
         seed=262144, moves=5)
@pytest.mark.fuzz
def test_a_single_mutation_never_matches(frame: str, pruning: str, scoring: str, order: str,
                                         bug: str, depth: int, seed: int, moves: int) -> None:
    board = reachable(seed, moves)
    spec = Spec(frame, pruning, scoring, order, bug=bug, bug_depth=depth, seed=seed)
    buggy, correct = judged(spec, board), judged(Spec(frame, pruning, scoring, order,
                                                      seed=seed), board)
    if _signature(buggy) == _signature(correct):
        return  # the mutation changed no call here (e.g. no game ends at that depth)
    if len(_endings(correct)) < 2:
        return  # one kind of finished game only: no order to hold a flipped value against
    if buggy.matches and buggy.form is not None and buggy.form.alphabeta:
        # a wrong value can still be a right alpha-beta bound (it lies between the true
        # value and the window's edge): then nothing recorded shows it, and the answer the
        # search gives stays right. The student returns values only, so its move is read in
        # its form, as the reference's (a tie in the student's own values names no move)
        assert _root(buggy) == _root(correct), (board, spec)
        assert buggy.reference.best_move == correct.reference.best_move, (board, spec)
        return
    assert not buggy.matches, (board, spec)
    assert buggy.difference is not None and buggy.difference.call <= len(buggy.student)


def nim_negamax(pile: int, player: str) -> int:
    if pile == 0:
        return -1  # the player to move has lost: the other took the last stone
    return max(-nim_negamax(pile - take, "B" if player == "A" else "A")
               for take in (1, 2, 3) if take <= pile)


def nim_alphabeta(pile: int, player: str, alpha: float, beta: float) -> float:
    if pile == 0:
        return 1 if player == "B" else -1  # always A's values: B to move means A won
    best = -math.inf if player == "A" else math.inf
    for take in (3, 2, 1):  # its own order
        if take > pile:
            continue
        value = nim_alphabeta(pile - take, "B" if player == "A" else "A", alpha, beta)
        if player == "A":
            best, alpha = max(best, value), max(alpha, value)
        else:
            best, beta = min(best, value), min(beta, value)
        if alpha >= beta:
            break
    return best


def test_nim_in_negamax_and_alpha_beta_forms() -> None:
    first = mv.compare(nim_negamax, "7", game="nim")
    assert first.matches and first.form is not None, first.sentence
    assert first.form.frame == "negamax"
    second = mv.compare(nim_alphabeta, "7", game="nim",
                        call=lambda f: f(7, "A", -math.inf, math.inf))
    assert second.matches and second.form is not None, second.sentence
    assert second.form.pruning == "alphabeta" and len(second.student) < len(first.student)


def test_a_frame_is_a_stack_frame_and_whose_values_a_value_frame() -> None:
    """``Frame`` names one thing, the stack frame (explain/steps.py, public as
    ``minimax_viz.explain.Frame``); whose values a form returns is its ``ValueFrame``
    (``Form.frame`` keeps its public name)."""
    import ast
    import typing
    from pathlib import Path

    from minimax_viz.explain import Frame
    from minimax_viz.verdict import Form, forms

    assert typing.get_args(forms.ValueFrame) == ("side", "negamax")
    assert typing.get_type_hints(Form)["frame"] is forms.ValueFrame
    root = Path(mv.__file__).parent
    defined = [str(path.relative_to(root)) for path in root.rglob("*.py")
               for node in ast.parse(path.read_text(encoding="utf-8")).body
               if (isinstance(node, ast.ClassDef) and node.name == "Frame")
               or (isinstance(node, ast.Assign) and any(
                   isinstance(t, ast.Name) and t.id == "Frame" for t in node.targets))]
    assert defined == ["explain/steps.py"] and Frame.__module__ == "minimax_viz.explain.steps"
