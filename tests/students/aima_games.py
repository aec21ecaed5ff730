# AIMA games.py style: TicTacToe(Game) on a dict keyed (row, col) from 1, minmax_decision(state, game)
from collections import namedtuple

GameState = namedtuple("GameState", "to_move, board")


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


class TicTacToe(Game):
    def __init__(self):
        self.squares = [(r, c) for r in range(1, 4) for c in range(1, 4)]
        self.initial = GameState(to_move="X", board={})

    def actions(self, state):
        if self.winner(state.board) is not None:
            return []
        return [sq for sq in self.squares if sq not in state.board]

    def result(self, state, move):
        board = dict(state.board)
        board[move] = state.to_move
        return GameState(to_move="O" if state.to_move == "X" else "X", board=board)

    def winner(self, board):
        for a, b, c in self.lines():
            mark = board.get(a)
            if mark is not None and mark == board.get(b) == board.get(c):
                return mark
        return None

    def lines(self):
        rows = [[(r, c) for c in range(1, 4)] for r in range(1, 4)]
        cols = [[(r, c) for r in range(1, 4)] for c in range(1, 4)]
        diags = [[(1, 1), (2, 2), (3, 3)], [(1, 3), (2, 2), (3, 1)]]
        return rows + cols + diags

    def utility(self, state, player):
        w = self.winner(state.board)
        if w is None:
            return 0
        return 1 if w == player else -1

    def terminal_test(self, state):
        return self.winner(state.board) is not None or len(state.board) == 9


def minmax_decision(state, game):
    player = game.to_move(state)

    def max_value(state):
        if game.terminal_test(state):
            return game.utility(state, player)
        v = -float("inf")
        for a in game.actions(state):
            v = max(v, min_value(game.result(state, a)))
        return v

    def min_value(state):
        if game.terminal_test(state):
            return game.utility(state, player)
        v = float("inf")
        for a in game.actions(state):
            v = min(v, max_value(game.result(state, a)))
        return v

    return max(game.actions(state), key=lambda a: min_value(game.result(state, a)))
