# alpha-beta on a 3x3 list of '.', moves taken from a set of (row, col), cut when alpha >= beta
import math


def winner(g):
    rows = [g[0], g[1], g[2]]
    cols = [[g[0][c], g[1][c], g[2][c]] for c in range(3)]
    diags = [[g[0][0], g[1][1], g[2][2]], [g[0][2], g[1][1], g[2][0]]]
    for line in rows + cols + diags:
        if line[0] != "." and line.count(line[0]) == 3:
            return line[0]
    return None


def open_cells(g):
    return {(r, c) for r in range(3) for c in range(3) if g[r][c] == "."}


def search(g, me, turn, alpha=-math.inf, beta=math.inf):
    w = winner(g)
    if w is not None:
        return (1 if w == me else -1), None
    cells = open_cells(g)
    if not cells:
        return 0, None
    nxt = "O" if turn == "X" else "X"
    best_cell = None
    if turn == me:
        value = -math.inf
        for r, c in cells:
            g[r][c] = turn
            score, _ = search(g, me, nxt, alpha, beta)
            g[r][c] = "."
            if score > value:
                value, best_cell = score, (r, c)
            alpha = max(alpha, value)
            if alpha >= beta:
                break
    else:
        value = math.inf
        for r, c in cells:
            g[r][c] = turn
            score, _ = search(g, me, nxt, alpha, beta)
            g[r][c] = "."
            if score < value:
                value, best_cell = score, (r, c)
            beta = min(beta, value)
            if alpha >= beta:
                break
    return value, best_cell
