# AIMA games.py style: alpha_beta_search(state, game) with nested max_value/min_value, cut on v >= beta
import math


class GameState:
    def __init__(self, to_move, cells):
        self.to_move = to_move
        self.cells = cells


class Game:
    def actions(self, state):
        raise NotImplementedError

    def result(self, state, move):
        raise NotImplementedError

    def utility(self, state, player):
        raise NotImplementedError

    def terminal_test(self, state):
        return not self.actions(state)

    def to_move(self, state):
        return state.to_move


WIN_LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


class TicTacToe(Game):
    initial = GameState("X", tuple("." * 9))

    def actions(self, state):
        return [i for i, c in enumerate(state.cells) if c == "."]

    def result(self, state, move):
        cells = list(state.cells)
        cells[move] = state.to_move
        return GameState("O" if state.to_move == "X" else "X", tuple(cells))

    def line_owner(self, state):
        for a, b, c in WIN_LINES:
            if state.cells[a] != "." and state.cells[a] == state.cells[b] == state.cells[c]:
                return state.cells[a]
        return None

    def utility(self, state, player):
        owner = self.line_owner(state)
        if owner is None:
            return 0
        return 1 if owner == player else -1

    def terminal_test(self, state):
        return self.line_owner(state) is not None or "." not in state.cells


def alpha_beta_search(state, game):
    player = game.to_move(state)

    def max_value(state, alpha, beta):
        if game.terminal_test(state):
            return game.utility(state, player)
        v = -math.inf
        for a in game.actions(state):
            v = max(v, min_value(game.result(state, a), alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v

    def min_value(state, alpha, beta):
        if game.terminal_test(state):
            return game.utility(state, player)
        v = math.inf
        for a in game.actions(state):
            v = min(v, max_value(game.result(state, a), alpha, beta))
            if v <= alpha:
                return v
            beta = min(beta, v)
        return v

    best_score = -math.inf
    beta = math.inf
    best_action = None
    for a in game.actions(state):
        v = min_value(game.result(state, a), best_score, beta)
        if v > best_score:
            best_score = v
            best_action = a
    return best_action
