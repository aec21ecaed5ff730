# numpy 3x3 array of 1 / -1 / 0: minimax(grid, depth, maximizing) with +/-inf bounds, AI is -1 (O)
import math

import numpy as np

AI, HUMAN = -1, 1


def game_over(grid):
    lines = list(grid) + list(grid.T) + [grid.diagonal(), np.fliplr(grid).diagonal()]
    for line in lines:
        total = int(line.sum())
        if total == 3 * AI:
            return AI
        if total == 3 * HUMAN:
            return HUMAN
    if not (grid == 0).any():
        return 0
    return None


def minimax(grid, depth, maximizing):
    over = game_over(grid)
    if over is not None:
        return over * AI * (10 - depth) if over else 0
    if maximizing:
        value = -math.inf
        for r, c in zip(*np.where(grid == 0)):
            grid[r, c] = AI
            value = max(value, minimax(grid, depth + 1, False))
            grid[r, c] = 0
        return value
    value = -math.inf
    for r, c in zip(*np.where(grid == 0)):
        grid[r, c] = HUMAN
        value = max(value, minimax(grid, depth + 1, True))
        grid[r, c] = 0
    return value


def ai_move(grid):
    best, where = -math.inf, None
    for r, c in zip(*np.where(grid == 0)):
        grid[r, c] = AI
        v = minimax(grid, 1, False)
        grid[r, c] = 0
        if v > best:
            best, where = v, (int(r), int(c))
    return where, best
