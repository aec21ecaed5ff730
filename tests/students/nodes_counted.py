# string of '.', minimax(s, player) -> (score, nodes_visited), X-side scores +/-inf
import math

TRIPLES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def who_won(s):
    for a, b, c in TRIPLES:
        if s[a] != "." and s[a] == s[b] == s[c]:
            return s[a]
    return None


def minimax(s, player):
    w = who_won(s)
    if w == "X":
        return math.inf, 1
    if w == "O":
        return -math.inf, 1
    if "." not in s:
        return 0, 1
    nodes = 1
    values = []
    for i, ch in enumerate(s):
        if ch == ".":
            v, n = minimax(s[:i] + player + s[i + 1:], "O" if player == "X" else "X")
            nodes += n
            values.append(v)
    if player == "X":
        return max(values), nodes
    return min(values), nodes


def best_move(s, player):
    best_i, best_v = None, None
    for i, ch in enumerate(s):
        if ch == ".":
            v, _ = minimax(s[:i] + player + s[i + 1:], "O" if player == "X" else "X")
            better = best_v is None or (v > best_v if player == "X" else v < best_v)
            if better:
                best_i, best_v = i, v
    return best_i
