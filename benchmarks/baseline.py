"""A plain recursive minimax, as close as Python allows to the freeCodeCamp article's JavaScript.

This is the yardstick of the benchmarks, deliberately unoptimised: the board is a
list whose empty cells hold their own index, the empty cells are found by
filtering, ``winning`` tests the eight lines one by one and is asked about both
players on every call, each call collects a list of ``{"index", "score"}`` dicts
and then loops over them for the best. The project's search must be at least
as fast as this, and its traced search not much slower.

The AI is whoever moves first at the root; the call counter lets the benchmark
check that this baseline makes exactly as many calls as the project's search.
"""

from __future__ import annotations

from typing import Union

Cell = Union[str, int]
Move = dict[str, int]


class ArticleMinimax:
    """The article's ``minimax(newBoard, player)`` with its two players fixed."""

    def __init__(self, ai_player: str, hu_player: str) -> None:
        self.ai_player = ai_player
        self.hu_player = hu_player
        self.calls = 0

    @staticmethod
    def empty_indexes(board: list[Cell]) -> list[Cell]:
        """The spots not yet taken (each holds its own index)."""
        return [spot for spot in board if spot != "O" and spot != "X"]

    @staticmethod
    def winning(board: list[Cell], player: str) -> bool:
        """True when ``player`` holds one of the eight lines, checked one by one."""
        if (
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

    def minimax(self, new_board: list[Cell], player: str) -> Move:
        """Score ``new_board`` for the AI; return the best ``{"index", "score"}``."""
        self.calls += 1
        avail_spots = self.empty_indexes(new_board)

        # terminal states: a loss, a win or a tie
        if self.winning(new_board, self.hu_player):
            return {"score": -10}
        elif self.winning(new_board, self.ai_player):
            return {"score": 10}
        elif len(avail_spots) == 0:
            return {"score": 0}

        # try every spot, let the other player answer, collect the results
        moves: list[Move] = []
        for i in range(len(avail_spots)):
            move: Move = {}
            move["index"] = new_board[avail_spots[i]]  # type: ignore[assignment,index]
            new_board[avail_spots[i]] = player  # type: ignore[index]
            if player == self.ai_player:
                result = self.minimax(new_board, self.hu_player)
                move["score"] = result["score"]
            else:
                result = self.minimax(new_board, self.ai_player)
                move["score"] = result["score"]
            new_board[avail_spots[i]] = move["index"]  # type: ignore[index]
            moves.append(move)

        # the highest score on the AI's turn, the lowest on the human's; first one wins ties
        best_move = 0
        if player == self.ai_player:
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


def article_board(cells: str) -> list[Cell]:
    """``"O.XX.X.OO"`` -> ``["O", 1, "X", "X", 4, "X", 6, "O", "O"]``."""
    return [ch if ch in "XO" else i for i, ch in enumerate(cells)]


def solve(cells: str) -> tuple[int, int | None, int]:
    """``(score, best move, number of calls)`` for the side to move on ``cells``.

    >>> solve("O.XX.X.OO")
    (10, 4, 9)
    """
    ai = "X" if cells.count("X") == cells.count("O") else "O"
    engine = ArticleMinimax(ai, "O" if ai == "X" else "X")
    best = engine.minimax(article_board(cells), ai)
    return best["score"], best.get("index"), engine.calls


if __name__ == "__main__":
    print(solve("O.XX.X.OO"))
