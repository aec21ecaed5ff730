# minimax(board, mark) -> (move, score), flat list of 'x' / 'o' / '', lower-case marks, +/-1
import math

WIN = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def winner(board):
    for a, b, c in WIN:
        if board[a] and board[a] == board[b] == board[c]:
            return board[a]
    return None


def minimax(board, mark):
    w = winner(board)
    if w:
        return None, 1 if w == "x" else -1
    moves = [i for i in range(9) if not board[i]]
    if not moves:
        return None, 0
    best_move = None
    best_score = -math.inf if mark == "x" else math.inf
    for m in moves:
        board[m] = mark
        _, score = minimax(board, "o" if mark == "x" else "x")
        board[m] = ""
        if (mark == "x" and score > best_score) or (mark == "o" and score < best_score):
            best_score = score
            best_move = m
    return best_move, score
