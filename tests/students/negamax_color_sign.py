"""Negamax with alpha-beta pruning, as in the Wikipedia pseudocode.

cells: a list of 9 strings, "" for an empty cell. color is +1 when X is to move and -1
when O is to move; negamax returns the value for the side to move.
"""
import math

WINS = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))


def terminal_value(cells):
    for a, b, c in WINS:
        if cells[a] and cells[a] == cells[b] == cells[c]:
            return 1 if cells[a] == "X" else -1
    return None if "" in cells else 0


def negamax(cells, depth, alpha, beta, color):
    v = terminal_value(cells)
    if v is not None:
        return color * v
    value = -math.inf
    for i in range(9):
        if cells[i] == "":
            cells[i] = "X" if color == 1 else "O"
            value = max(value, -negamax(cells, depth + 1, -beta, -alpha, -color))
            cells[i] = ""
            alpha = max(alpha, value)
            if alpha >= beta:
                break
    return value


def choose(cells, color):
    best, pick = -math.inf, None
    for i in range(9):
        if cells[i] == "":
            cells[i] = "X" if color == 1 else "O"
            v = -negamax(cells, 1, -math.inf, math.inf, -color)
            cells[i] = ""
            if v > best:
                best, pick = v, i
    return pick
