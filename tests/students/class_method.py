# @classmethod search(cls, board, turn) on a tuple of 'x' / 'o' / ' ', returns [row, col, score]
class Solver:
    lines = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))

    @classmethod
    def won(cls, board, who):
        return any(board[a] == board[b] == board[c] == who for a, b, c in cls.lines)

    @classmethod
    def other(cls, who):
        return "o" if who == "x" else "x"

    @classmethod
    def search(cls, board, turn):
        if cls.won(board, cls.other(turn)):
            return [-1, -1, -1]
        if " " not in board:
            return [-1, -1, 0]
        best = [-1, -1, -2]
        for i in range(9):
            if board[i] == " ":
                child = board[:i] + (turn,) + board[i + 1:]
                score = -cls.search(child, turn)[2]
                if score > best[2]:
                    best = [i // 3, i % 3, score]
        return best
