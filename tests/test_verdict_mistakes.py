"""verdict/walk.py, verdict/leaves.py: bugs caught at the right call, mistakes named when proven.

Real bugs caught at the right call, and a mistake named only when the calls prove it.

Each expected call is found independently, from the student's recorded boards and this
file's own win test (:func:`verdict_students.winner`), not from the verdict's code.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from conftest import fits
from verdict_students import LINES, Spec, driver_student, judged, run, winner

import minimax_viz as mv
from minimax_viz.explain import words

DRAWN = ["X.O.X..O.", "XO.OX...."]  # boards whose searches meet drawn and full-board wins


def _first(tree: Any, test: Any) -> int:
    """The first call, in call order, whose recorded position passes ``test``."""
    return int(next(call.id for call in tree if test(call)))


@pytest.mark.parametrize("board", DRAWN)
@pytest.mark.parametrize("frame", ["root", "negamax", "O"])
def test_a_draw_checked_before_a_win_is_named_at_the_first_full_board_win(
        board: str, frame: str) -> None:
    result = judged(Spec(frame, "none", "ten", bug="draw first"), board)
    found = result.difference
    assert found is not None and found.mistake == "a draw checked before a win"
    expected = _first(result.student, lambda c: "." not in c.position and
                      winner(list(c.position)) is not None)
    assert found.call == expected
    won = words.result_words(winner(list(result.student[expected].position)))
    assert fits(result.sentence, words.with_mistake(words.like_draw_sentence(expected, won, 0),
                                                    "a draw checked before a win"))


def test_a_terminal_test_missing_rows_and_columns_is_caught_where_the_game_goes_on() -> None:
    result = judged(Spec("root", "none", "unit", bug="rows and columns"), DRAWN[0])
    found = result.difference
    assert found is not None and found.kind == "extra"
    assert found.mistake == "terminal check missing or late"
    rows_and_columns = LINES[:6]
    finished = _first(result.student, lambda c: winner(list(c.position), rows_and_columns)
                      is not None and winner(list(c.position), LINES[6:]) is None)
    assert found.call == finished + 1  # the call it makes from the finished game
    assert result.student[found.call].parent == finished


def test_the_driver_calling_the_wrong_sides_search_is_a_min_max_swap() -> None:
    function, box = driver_student("X")
    result = run(function, box, "X.O.X..O.", window=False)
    found = result.difference
    assert found is not None and found.mistake == words.MINMAX_SWAPPED
    call = result.student[found.call]
    scores = [result.student[kid].score for kid in result.student.children(call.id)]
    assert call.score == max(scores) != min(scores)
    mover = "X" if call.position.count("X") == call.position.count("O") else "O"
    swap = words.swap_sentence(call.id, mover, "highest", "lowest", max(scores), min(scores),
                               False)
    assert fits(result.sentence, words.with_mistake(swap, words.MINMAX_SWAPPED))
    assert "player never switched" not in result.sentence


def test_a_board_not_restored_is_named_only_with_the_earlier_siblings_mark_still_there(
        ) -> None:
    result = judged(Spec("X", "none", "unit", bug="restore", bug_depth=2), DRAWN[0])
    found = result.difference
    assert found is not None and (found.kind, found.mistake) == ("board", "board not restored")
    student = result.student
    call = student[found.call]
    assert call.parent is not None
    parent = student[call.parent]
    earlier = [s for s in student.children(parent.id) if s < call.id]
    assert earlier, "a board not restored needs an earlier sibling"
    sibling = student[earlier[-1]]
    marks = [i for i in range(9) if sibling.position[i] != parent.position[i]]
    assert all(call.position[i] == sibling.position[i] for i in marks)


def skips(board: list[str], player: str) -> int:
    """Plays two marks at once (its move and the last empty cell), then takes both back."""
    won = winner(board)
    if won or "." not in board:
        return 0 if won is None else 1 if won == "X" else -1
    empty = [i for i, cell in enumerate(board) if cell == "."]
    scores: list[int] = []
    for move in empty:
        extra = empty[-1] if move != empty[-1] else empty[0]
        board[move] = board[extra] = player
        scores.append(skips(board, "O" if player == "X" else "X"))
        board[move] = board[extra] = "."
    return max(scores) if player == "X" else min(scores)


def test_a_wrong_board_is_not_called_a_restore_without_the_siblings_mark() -> None:
    result = mv.compare(skips, "X.O.X..O.", call=lambda f: f(list("X.O.X..O."), "X"))
    found = result.difference
    assert found is not None and found.kind == "board" and found.call == 2
    assert found.mistake is None  # two marks at once, but every board was restored


def test_a_maximising_flag_that_disagrees_with_the_board_is_not_a_player_mistake() -> None:
    function, box = driver_student("X")
    result = run(function, box, "XOXOXO...", window=False)
    found = result.difference
    assert found is None or found.mistake != "player never switched"


def test_the_first_call_where_a_swap_shows_is_named() -> None:
    # X...O.... with min and max swapped at depth 1 (O to move): call 2 is the first call,
    # in the order calls return, whose moves' values differ
    result = judged(Spec("root", "none", "unit", bug="swap", bug_depth=1), "X...O....")
    found = result.difference
    assert found is not None and found.mistake == words.MINMAX_SWAPPED
    student = result.student
    returned = [e.call for e in student.timeline() if e.kind == "return"]
    differs = [c for c in returned if len({student[k].score for k in student.children(c)}) > 1]
    assert found.call == differs[0] or student[found.call].depth == 1
    scores = [student[kid].score for kid in student.children(found.call)]
    swap = words.swap_sentence(found.call, "O", "highest", "lowest", max(scores), min(scores),
                               False)
    assert fits(result.sentence, words.with_mistake(swap, words.MINMAX_SWAPPED))


#: Alpha-beta over a 3 x 3 grid in two loops, whose ``break`` leaves the inner loop only: a
#: cut in the first row's loop still goes on to the next rows. ``DRIVEN`` adds a driver that
#: searches each root move with the full window, which makes no cut at its own level.
NESTED_BREAK = '''
def winner(g):
    lines = [[(r, 0), (r, 1), (r, 2)] for r in range(3)] + [[(0, c), (1, c), (2, c)]
             for c in range(3)] + [[(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)]]
    for line in lines:
        marks = {g[r][c] for r, c in line}
        if len(marks) == 1 and "_" not in marks:
            return marks.pop()
    return None


def alphabeta(g, depth, alpha, beta, maximizing):
    w = winner(g)
    if w is not None:
        return 10 - depth if w == "X" else depth - 10
    if all(cell != "_" for row in g for cell in row):
        return 0
    best = -1000 if maximizing else 1000
    for r in range(3):
        for c in range(3):
            if g[r][c] == "_":
                g[r][c] = "X" if maximizing else "O"
                value = alphabeta(g, depth + 1, alpha, beta, not maximizing)
                g[r][c] = "_"
                if maximizing:
                    best, alpha = max(best, value), max(alpha, value)
                else:
                    best, beta = min(best, value), min(beta, value)
                if alpha >= beta:
                    break
    return best
'''
DRIVEN = NESTED_BREAK.replace("                if alpha >= beta:\n                    break\n",
                              "                if alpha >= beta:\n                    return best\n") + '''

def best_move(g):
    scores = {}
    for r in range(3):
        for c in range(3):
            if g[r][c] == "_":
                g[r][c] = "X"
                scores[r, c] = alphabeta(g, 1, -1000, 1000, False)
                g[r][c] = "_"
    return max(scores, key=scores.get)
'''


def test_a_cut_that_leaves_only_the_inner_loop_is_found(tmp_path: Any) -> None:
    """A search whose own first call goes on after a cut is not 'each root move searched
    apart' (that is a driver's form): the call after the cut is named; the same search made
    right and driven a root move at a time matches in that form."""
    from minimax_viz.checking.student_file import record_file
    from minimax_viz.errors import NeedsHintError
    from minimax_viz.games import TICTACTOE
    from minimax_viz.verdict import decide

    def verdict(text: str) -> tuple[Any, Any]:
        path = tmp_path / "student.py"
        path.write_text(text, encoding="utf-8")
        form, difference, _ = decide(record_file(str(path), "O.XX.X.OO", game=TICTACTOE))
        return form, difference

    form, difference = verdict(NESTED_BREAK)
    assert difference is not None and (difference.kind, difference.call) == ("extra", 9)
    form, difference = verdict(DRIVEN)
    assert difference is None and form.root_apart, difference and difference.sentence
    # its driver returning the cell's number 3 * r + c beside a grid of rows: neither a move
    # its boards show nor a score of its moves, so not read as the root's score (+4)
    with pytest.raises(NeedsHintError, match="returned 4, which is no move it tried"):
        verdict(DRIVEN.replace("scores[r, c] = ", "scores[3 * r + c] = "))
    # a number no move can be is a score, judged as one (a driver's best left at 1000)
    form, difference = verdict(DRIVEN.replace("return max(scores, key=scores.get)",
                                              "return 1000"))
    assert difference is not None and (difference.kind, difference.call) == ("score", 1)


#: Plain minimax whose min branch returns inside its loop, after its first move only.
RETURN_IN_LOOP = '''
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def won(board, mark):
    return any(board[a] == board[b] == board[c] == mark for a, b, c in LINES)


def minimax(board, depth, is_max):
    if won(board, "X"):
        return 10 - depth
    if won(board, "O"):
        return depth - 10
    spots = [i for i, cell in enumerate(board) if cell == " "]
    if not spots:
        return 0
    best = -1000 if is_max else 1000
    for s in spots:
        board[s] = "X" if is_max else "O"
        value = minimax(board, depth + 1, not is_max)
        board[s] = " "
        if is_max:
            best = max(best, value)
        else:
            best = min(best, value)
            return best
    return best
'''


def test_a_search_with_no_window_is_judged_as_plain_minimax(tmp_path: Any) -> None:
    """Its early returns are a bug, not alpha-beta's cuts: a search whose parameters are all
    known (board, depth, max flag) has no window to cut with, so the first call that
    returns after one move is named, not a later one that alpha-beta would not excuse."""
    from minimax_viz.checking.student_file import record_file
    from minimax_viz.explain import Steps
    from minimax_viz.games import TICTACTOE
    from minimax_viz.verdict import decide

    path = tmp_path / "student.py"
    path.write_text(RETURN_IN_LOOP, encoding="utf-8")
    tree = record_file(str(path), "X...O....", game=TICTACTOE)
    form, difference, _ = decide(tree)
    returned = Steps(tree).return_step  # the call that returns short first, in time
    short = min((c.id for c in tree if len(tree.children(c.id)) == 1
                 and len(tree.game.moves(c.position)) > 1), key=returned.__getitem__)
    assert not form.alphabeta and difference is not None
    assert (difference.kind, difference.call) == ("missing", tree.subtree_end(short)), \
        difference.sentence


#: Alpha-beta whose dict of answers is keyed by the board only: a score a cut left a bound
#: is remembered as the position's value (a classic bug). ``BOUND_MEMO_FIXED`` remembers
#: only a score inside its window.
BOUND_MEMO = '''
import math

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
known = {}


def alphabeta(board, player, alpha, beta):
    if board in known:
        return known[board]
    for a, b, c in LINES:
        if board[a] != "." and board[a] == board[b] == board[c]:
            return 1 if board[a] == "X" else -1
    if "." not in board:
        return 0
    low, high = alpha, beta
    best = -math.inf if player == "X" else math.inf
    for i in range(9):
        if board[i] == ".":
            value = alphabeta(board[:i] + player + board[i + 1:], "O" if player == "X" else "X",
                              alpha, beta)
            if player == "X":
                best = max(best, value)
                alpha = max(alpha, best)
            else:
                best = min(best, value)
                beta = min(beta, best)
            if alpha >= beta:
                break
    known[board] = best
    return best
'''
BOUND_MEMO_FIXED = BOUND_MEMO.replace("    known[board] = best\n",
                                      "    if low < best < high:\n        known[board] = best\n")


def test_a_bound_remembered_as_a_value_is_named(tmp_path: Any) -> None:
    from minimax_viz.checking.student_file import record_file
    from minimax_viz.games import TICTACTOE
    from minimax_viz.verdict import decide

    def verdict(text: str, board: str) -> Any:
        path = tmp_path / "student.py"
        path.write_text(text, encoding="utf-8")
        return decide(record_file(str(path), board, game=TICTACTOE))

    for board in ("....X.O..", "...XXOO.."):
        form, difference, _ = verdict(BOUND_MEMO, board)
        assert form.alphabeta and difference is not None
        assert difference.mistake == "a bound remembered as a value", difference.sentence
        form, difference, _ = verdict(BOUND_MEMO_FIXED, board)
        assert form.alphabeta and difference is None, difference and difference.sentence


def test_the_pruning_rule_named_is_the_one_the_code_states(tmp_path: Any) -> None:
    """Where both rules fit, the form names the rule the code's comparison of alpha with beta
    states (it named α > β for a search that breaks on alpha >= beta); a search whose max
    flag is named maxi is read too (a board named bo is not: the tutorial that names it so
    keeps 10 cells, index 0 unused, which no reading of ours fits)."""
    from minimax_viz.checking.student_file import record_file
    from minimax_viz.games import TICTACTOE
    from minimax_viz.verdict import decide

    def form_of(text: str, board: str) -> Any:
        path = tmp_path / "student.py"
        path.write_text(text, encoding="utf-8")
        form, difference, _ = decide(record_file(str(path), board, game=TICTACTOE))
        assert difference is None, difference.sentence
        return form

    students = Path(__file__).parent / "students"
    negamax = (students / "negamax_color_sign.py").read_text(encoding="utf-8")
    for board in ("O.XX.X.OO", "XO..X...O"):
        assert form_of(negamax, board).pruning == "alphabeta"
        strict = negamax.replace("if alpha >= beta:", "if beta < alpha:")
        assert form_of(strict, board).pruning == "alphabeta-strict"
    flag = (students / "max_flag_for_o.py").read_text(encoding="utf-8")
    renamed = flag.replace("isMaximizing", "maxi")
    assert "def minimax(board, depth, maxi)" in renamed
    assert form_of(renamed, "O.XX.X.OO").side == "O"
