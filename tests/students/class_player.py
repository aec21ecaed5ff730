# class with self.minimax(state, player, depth=0); the board object keeps cells in .squares ('' empty)
class Board:
    WINS = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]

    def __init__(self, squares=None):
        self.squares = list(squares) if squares else [""] * 9

    def empty_squares(self):
        return [i for i, s in enumerate(self.squares) if s == ""]

    def mark(self, i, player):
        self.squares[i] = player

    def unmark(self, i):
        self.squares[i] = ""

    def winner(self):
        for a, b, c in self.WINS:
            if self.squares[a] and self.squares[a] == self.squares[b] == self.squares[c]:
                return self.squares[a]
        return None

    def full(self):
        return not self.empty_squares()


class AIPlayer:
    def __init__(self, letter):
        self.letter = letter
        self.other = "O" if letter == "X" else "X"

    def get_move(self, state):
        score, move = self.minimax(state, self.letter)
        return move

    def minimax(self, state, player, depth=0):
        w = state.winner()
        if w == self.letter:
            return 10 - depth, None
        if w == self.other:
            return depth - 10, None
        if state.full():
            return 0, None

        if player == self.letter:
            best = (-1000, None)
            for sq in state.empty_squares():
                state.mark(sq, player)
                score, _ = self.minimax(state, self.other, depth + 1)
                state.unmark(sq)
                if score > best[0]:
                    best = (score, sq)
        else:
            best = (1000, None)
            for sq in state.empty_squares():
                state.mark(sq, player)
                score, _ = self.minimax(state, self.letter, depth + 1)
                state.unmark(sq)
                if score < best[0]:
                    best = (score, sq)
        return best
