# functools.lru_cache on a tuple board of 'X' / 'O' / '_': minimax(board, player) with X-side +/-1
from functools import lru_cache

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def winner(board):
    for a, b, c in LINES:
        if board[a] != "_" and board[a] == board[b] == board[c]:
            return board[a]
    return None


@lru_cache(maxsize=None)
def minimax(board, player):
    w = winner(board)
    if w == "X":
        return 1
    if w == "O":
        return -1
    if "_" not in board:
        return 0
    nxt = "O" if player == "X" else "X"
    scores = []
    for i in range(9):
        if board[i] == "_":
            scores.append(minimax(board[:i] + (player,) + board[i + 1:], nxt))
    return max(scores) if player == "X" else min(scores)


def best_move(board, player):
    nxt = "O" if player == "X" else "X"
    moves = [i for i in range(9) if board[i] == "_"]
    scored = [(minimax(board[:i] + (player,) + board[i + 1:], nxt), i) for i in moves]
    if player == "X":
        return max(scored, key=lambda t: t[0])[1]
    return min(scored, key=lambda t: t[0])[1]
