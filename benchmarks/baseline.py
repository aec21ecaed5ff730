"""A plain recursive minimax, as close as Python allows to the freeCodeCamp article's JavaScript.

This is the yardstick of the benchmarks and deliberately unoptimised, like the
original: the board is a list whose empty spots hold their own index, the free
spots are found by filtering, ``winning`` tests the eight lines one by one and
is asked about both players in every call, each call collects a list of
``{"index", "score"}`` dicts and then loops over it for the best one (the first
best on ties). The two players are module globals, as in the article.

>>> solve("O.XX.X.OO")
(10, 4)
>>> count_calls("O.XX.X.OO")
9
"""

from __future__ import annotations

from typing import Any

Board = list[Any]  # "X", "O", or the index of a free spot, as in the article
Move = dict[str, int]

hu_player = "O"
ai_player = "X"


def empty_indexies(board: Board) -> list[int]:
    """The free spots: everything that is not "O" or "X" (each holds its index)."""
    return [s for s in board if s != "O" and s != "X"]


def winning(board: Board, player: str) -> bool:
    """True when ``player`` holds one of the eight lines, checked one by one."""
    if (  # noqa: SIM103 - spelled out as in the article
        (board[0] == player and board[1] == player and board[2] == player)
        or (board[3] == player and board[4] == player and board[5] == player)
        or (board[6] == player and board[7] == player and board[8] == player)
        or (board[0] == player and board[3] == player and board[6] == player)
        or (board[1] == player and board[4] == player and board[7] == player)
        or (board[2] == player and board[5] == player and board[8] == player)
        or (board[0] == player and board[4] == player and board[8] == player)
        or (board[2] == player and board[4] == player and board[6] == player)
    ):
        return True
    else:
        return False


def minimax(new_board: Board, player: str) -> Move:
    """Score ``new_board`` for the AI; return the best ``{"index", "score"}``."""
    avail_spots = empty_indexies(new_board)

    # terminal states: a loss, a win or a tie
    if winning(new_board, hu_player):
        return {"score": -10}
    elif winning(new_board, ai_player):
        return {"score": 10}
    elif len(avail_spots) == 0:
        return {"score": 0}

    # try every free spot, let the other player answer, collect the results
    moves = []
    for i in range(len(avail_spots)):
        move: Move = {}
        move["index"] = new_board[avail_spots[i]]
        new_board[avail_spots[i]] = player
        if player == ai_player:
            result = minimax(new_board, hu_player)
            move["score"] = result["score"]
        else:
            result = minimax(new_board, ai_player)
            move["score"] = result["score"]
        new_board[avail_spots[i]] = move["index"]
        moves.append(move)

    # the highest score on the AI's turn, the lowest on the human's
    best_move = 0
    if player == ai_player:
        best_score = -10000
        for i in range(len(moves)):
            if moves[i]["score"] > best_score:
                best_score = moves[i]["score"]
                best_move = i
    else:
        best_score = 10000
        for i in range(len(moves)):
            if moves[i]["score"] < best_score:
                best_score = moves[i]["score"]
                best_move = i
    return moves[best_move]


def orig_board(cells: str) -> Board:
    """``"O.XX.X.OO"`` -> ``["O", 1, "X", "X", 4, "X", 6, "O", "O"]``."""
    return [ch if ch in "XO" else i for i, ch in enumerate(cells)]


def solve(cells: str) -> tuple[int, int | None]:
    """``(score, best move)`` for the side to move on ``cells``, who plays the AI."""
    global ai_player, hu_player
    ai_player = "X" if cells.count("X") == cells.count("O") else "O"
    hu_player = "O" if ai_player == "X" else "X"
    best = minimax(orig_board(cells), ai_player)
    return best["score"], best.get("index")


def count_calls(cells: str) -> int:
    """How many calls :func:`minimax` makes on ``cells``.

    The recursion looks ``minimax`` up as a global on every call, so a counting
    wrapper put there for the duration sees each one; the timed runs stay untouched.
    """
    global minimax
    plain, calls = minimax, 0

    def counting(new_board: Board, player: str) -> Move:
        nonlocal calls
        calls += 1
        return plain(new_board, player)

    minimax = counting
    try:
        solve(cells)
    finally:
        minimax = plain
    return calls


if __name__ == "__main__":
    print(solve("O.XX.X.OO"), count_calls("O.XX.X.OO"))
