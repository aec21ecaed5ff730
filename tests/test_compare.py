"""``minimax_viz.compare``: a student's search against minimax, the first difference named.

Five buggy versions of the tutorial's function (and a correct one) are written
here as students write them; each must be caught at the right call with the
right mistake named. Call numbers follow the tutorial's walkthrough of
``O.XX.X.OO`` (X, the AI, to move)::

    call 1  root             call 5  X plays 4 (X wins)
    call 2  X plays 1        call 6  X plays 6
    call 3  O plays 4 (O wins)   call 7  O plays 1 -> call 8 X plays 4 (X wins)
    call 4  O plays 6 (O wins)   call 9  O plays 4 (O wins)
"""

from __future__ import annotations

from typing import Any

import pytest

import minimax_viz as mv
from minimax_viz.explain.compare import first_difference
from minimax_viz.explain.words import MISTAKES

Move = dict[str, Any]
HU, AI = "O", "X"  # the tutorial's players: the AI is X, so every board here has X to move
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]

def empty_spots(board: list[Any]) -> list[Any]:
    return [s for s in board if s != "O" and s != "X"]

def winning(board: list[Any], player: str) -> bool:
    return any(board[a] == board[b] == board[c] == player for a, b, c in LINES)

def pick(moves: list[Move], player: str, strict: bool = True) -> Move:
    best = 0
    if player == AI:
        best_score = -10000
        for i, m in enumerate(moves):
            if m["score"] > best_score or (not strict and m["score"] == best_score):
                best_score, best = m["score"], i
    else:
        best_score = 10000
        for i, m in enumerate(moves):
            if m["score"] < best_score or (not strict and m["score"] == best_score):
                best_score, best = m["score"], i
    return moves[best]

def good(new_board: list[Any], player: str) -> Move:
    spots = empty_spots(new_board)
    if winning(new_board, HU):
        return {"score": -10}
    elif winning(new_board, AI):
        return {"score": 10}
    elif len(spots) == 0:
        return {"score": 0}
    moves = []
    for spot in spots:
        move: Move = {"index": new_board[spot]}
        new_board[spot] = player
        result = good(new_board, HU if player == AI else AI)
        move["score"] = result["score"]
        new_board[spot] = move["index"]
        moves.append(move)
    return pick(moves, player)

def same_player(new_board: list[Any], player: str) -> Move:
    spots = empty_spots(new_board)
    if winning(new_board, HU):
        return {"score": -10}
    elif winning(new_board, AI):
        return {"score": 10}
    elif len(spots) == 0:
        return {"score": 0}
    moves = []
    for spot in spots:
        move: Move = {"index": new_board[spot]}
        new_board[spot] = player
        move["score"] = same_player(new_board, player)["score"]
        new_board[spot] = move["index"]
        moves.append(move)
    return pick(moves, player)

def wrong_side(new_board: list[Any], player: str) -> Move:
    spots = empty_spots(new_board)
    if winning(new_board, HU):
        return {"score": 10}
    elif winning(new_board, AI):
        return {"score": -10}
    elif len(spots) == 0:
        return {"score": 0}
    moves = []
    for spot in spots:
        move: Move = {"index": new_board[spot]}
        new_board[spot] = player
        move["score"] = wrong_side(new_board, HU if player == AI else AI)["score"]
        new_board[spot] = move["index"]
        moves.append(move)
    return pick(moves, player)

def not_restored(new_board: list[Any], player: str) -> Move:
    spots = empty_spots(new_board)
    if winning(new_board, HU):
        return {"score": -10}
    elif winning(new_board, AI):
        return {"score": 10}
    elif len(spots) == 0:
        return {"score": 0}
    moves = []
    for spot in spots:
        move: Move = {"index": new_board[spot]}
        new_board[spot] = player
        move["score"] = not_restored(new_board, HU if player == AI else AI)["score"]
        moves.append(move)
    return pick(moves, player)

def last_best(new_board: list[Any], player: str) -> Move:
    spots = empty_spots(new_board)
    if winning(new_board, HU):
        return {"score": -10}
    elif winning(new_board, AI):
        return {"score": 10}
    elif len(spots) == 0:
        return {"score": 0}
    moves = []
    for spot in spots:
        move: Move = {"index": new_board[spot]}
        new_board[spot] = player
        move["score"] = last_best(new_board, HU if player == AI else AI)["score"]
        new_board[spot] = move["index"]
        moves.append(move)
    return pick(moves, player, strict=False)

def late_check(new_board: list[Any], player: str) -> Move:
    spots = empty_spots(new_board)
    if len(spots) == 0:
        return {"score": 10 if winning(new_board, AI) else -10 if winning(new_board, HU) else 0}
    moves = []
    for spot in spots:
        move: Move = {"index": new_board[spot]}
        new_board[spot] = player
        move["score"] = late_check(new_board, HU if player == AI else AI)["score"]
        new_board[spot] = move["index"]
        moves.append(move)
    return pick(moves, player)


def article_list() -> list[Any]:
    return ["O", 1, "X", "X", 4, "X", 6, "O", "O"]


@pytest.mark.parametrize(("student", "kind", "call", "mistake", "words"), [
    (same_player, "player", 2, "player never switched", "call 2 has X to move"),
    (wrong_side, "score", 3, "score from the wrong side", "call 3 returns +10"),
    (not_restored, "board", 4, "board not restored", "call 4 gets the board OXXXOXOOO"),
    (last_best, "move", 2, "last best kept instead of first", "call 2 picks move 6"),
    (late_check, "extra", 4, "terminal check missing or late", "call 3 should return"),
])
def test_each_buggy_version_is_caught_at_the_right_call(student: Any, kind: str, call: int,
                                                        mistake: str, words: str) -> None:
    result = mv.compare(student, "O.XX.X.OO")
    found = result.difference
    assert found is not None and not result.matches
    assert (found.kind, found.call, found.mistake) == (kind, call, mistake)
    assert words in result.sentence and mistake in result.sentence
    assert MISTAKES[mistake] in result.sentence
    assert "\n" not in result.sentence


def test_the_correct_version_matches_on_many_boards() -> None:
    for board in ("O.XX.X.OO", "X...O....", "XO..X...O", "XO......."):
        result = mv.compare(good, board)
        assert result.matches, (board, result.sentence)
        assert result.sentence.startswith("every call matches")
        assert len(result.student) == len(result.reference)


@pytest.mark.parametrize("board", ["X...O....", "XO..X...O", "X.O......", "X.O.X..O."])
def test_the_mistakes_are_named_on_other_boards_too(board: str) -> None:
    names = {name: mv.compare(bug, board).difference for name, bug in (
        ("player never switched", same_player), ("score from the wrong side", wrong_side),
        ("board not restored", not_restored), ("terminal check missing or late", late_check))}
    for name, found in names.items():
        assert found is not None and found.mistake == name, (board, name, found)


def test_the_first_difference_is_the_first_step_where_they_differ() -> None:
    # the score of call 3 is wrong first; its callers' scores differ only later
    result = mv.compare(wrong_side, "O.XX.X.OO")
    student, reference = result.student, result.reference
    assert student[3].score == 10 and reference[3].score == -10
    assert student[2].score != reference[2].score  # also differs, but returns after call 3
    assert first_difference(reference, reference) is None


def test_a_fault_in_the_student_code_is_the_difference() -> None:
    def crash(new_board: list[Any], player: str) -> Move:
        if new_board[4] == "X":
            raise ValueError("no centre for X")
        return good_calling(crash_recorded, new_board, player)

    crash_recorded = mv.recorded(crash)
    result = mv.compare(crash_recorded, "O.XX.X.OO")
    assert result.difference is not None and result.difference.kind == "fault"
    assert result.difference.call == 5
    assert result.sentence.startswith("call 5 raised ValueError: no centre for X")


def good_calling(again: Any, new_board: list[Any], player: str) -> Move:
    """The correct function, one level, recursing through ``again``."""
    spots = empty_spots(new_board)
    if winning(new_board, HU) or winning(new_board, AI) or not spots:
        return {"score": -10 if winning(new_board, HU) else 10 if winning(new_board, AI) else 0}
    moves = []
    for spot in spots:
        move: Move = {"index": new_board[spot]}
        new_board[spot] = player
        move["score"] = again(new_board, HU if player == AI else AI)["score"]
        new_board[spot] = move["index"]
        moves.append(move)
    return pick(moves, player)


def test_a_custom_call_and_a_missing_call() -> None:
    def quits(board: str, maximizing: bool) -> int:
        return 0  # never searches

    result = mv.compare(quits, "O.XX.X.OO", call=lambda f: f("O.XX.X.OO", True))
    assert result.difference is not None and result.difference.kind == "missing"
    assert result.sentence.startswith("call 2 is missing: minimax makes it next (X plays 1")


@pytest.mark.dot
def test_side_by_side_trees_mark_the_differing_call() -> None:
    page = mv.compare(not_restored, "O.XX.X.OO").html()
    assert page.count("<svg") == 2
    assert page.count("⚠ differs here") == 2
    assert "your function" in page and "a correct minimax" in page
    assert "board not restored" in page


def test_a_call_that_returns_nothing_is_named_before_the_crash_it_causes() -> None:
    def forgets(new_board: list[Any], player: str) -> Any:
        spots = empty_spots(new_board)
        if winning(new_board, HU):
            return None  # forgot the score: the caller's result["score"] then fails
        return good_calling(forgets_recorded, new_board, player) if spots or \
            winning(new_board, AI) else {"score": 0}

    forgets_recorded = mv.recorded(forgets)
    result = mv.compare(forgets_recorded, "O.XX.X.OO")
    assert result.fault is not None and result.fault.call == 2  # None["score"] in call 2
    assert result.difference is not None and result.difference.kind == "unreadable"
    assert result.sentence.startswith("call 3 returns nothing, which holds no score")


def test_the_students_own_boards_and_players_reach_every_view() -> None:
    result = mv.compare(same_player, "O.XX.X.OO")
    student, reference = result.student, result.reference
    assert student.graph.nodes[2]["player"] == "X" != reference.graph.nodes[2]["player"]
    # call 3: X played twice in a row, a board minimax never sees
    assert student[3].position == "OXXXXX.OO" and student[3].outcome == "X"
    assert mv.Steps(student).narrate(0).startswith("call 1, depth 0, X to move")
