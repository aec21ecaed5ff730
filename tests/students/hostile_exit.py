# hostile: leaves the process with status 0 as soon as it is imported
import os

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def minimax(board, player):
    for a, b, c in LINES:
        if board[a] != " " and board[a] == board[b] == board[c]:
            return 1 if board[a] == "X" else -1
    if " " not in board:
        return 0
    scores = []
    for i in range(9):
        if board[i] == " ":
            board[i] = player
            scores.append(minimax(board, "O" if player == "X" else "X"))
            board[i] = " "
    return max(scores) if player == "X" else min(scores)


os._exit(0)
