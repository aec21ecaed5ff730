# CS188-style alpha-beta, prunes only when v > beta (never on equality), flat list of '.', (score, move)
WIN_LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def get_winner(state):
    for a, b, c in WIN_LINES:
        if state[a] != "." and state[a] == state[b] == state[c]:
            return state[a]
    return None


def successors(state, mark):
    for i in range(9):
        if state[i] == ".":
            yield i, state[:i] + mark + state[i + 1:]


def alpha_beta(state, agent, alpha, beta):
    w = get_winner(state)
    if w is not None:
        return (1 if w == "X" else -1), None
    if "." not in state:
        return 0, None
    if agent == "X":
        v, best = float("-inf"), None
        for move, child in successors(state, "X"):
            score, _ = alpha_beta(child, "O", alpha, beta)
            if score > v:
                v, best = score, move
            if v > beta:
                return v, best
            alpha = max(alpha, v)
        return v, best
    v, best = float("inf"), None
    for move, child in successors(state, "O"):
        score, _ = alpha_beta(child, "X", alpha, beta)
        if score < v:
            v, best = score, move
        if v < alpha:
            return v, best
        beta = min(beta, v)
    return v, best
