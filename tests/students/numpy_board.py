# numpy 3x3 array of 1 / -1 / 0, minimax(board, player) -> (numpy score, (row, col)), X-side +/-1
import numpy as np


def winner(board):
    sums = np.concatenate([board.sum(axis=0), board.sum(axis=1), [np.trace(board)],
                           [np.trace(np.fliplr(board))]])
    if (sums == 3).any():
        return 1
    if (sums == -3).any():
        return -1
    return 0


def minimax(board, player):
    w = winner(board)
    if w != 0:
        return np.int64(w), None
    empties = np.argwhere(board == 0)
    if len(empties) == 0:
        return np.int64(0), None
    scores = []
    for r, c in empties:
        board[r, c] = player
        s, _ = minimax(board, -player)
        board[r, c] = 0
        scores.append(s)
    scores = np.array(scores)
    k = int(np.argmax(scores)) if player == 1 else int(np.argmin(scores))
    return scores[k], (int(empties[k][0]), int(empties[k][1]))
