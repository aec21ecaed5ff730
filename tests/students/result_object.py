# minimax(board, player, depth) -> Result(score, move), flat list of '.', float 10 - depth, X side
class Result:
    def __init__(self, score, move=None):
        self.score = score
        self.move = move

    def __repr__(self):
        return f"Result(score={self.score}, move={self.move})"


LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def winner(board):
    for a, b, c in LINES:
        if board[a] != "." and board[a] == board[b] == board[c]:
            return board[a]
    return None


def minimax(board, player, depth=0):
    w = winner(board)
    if w == "X":
        return Result(10.0 - depth)
    if w == "O":
        return Result(depth - 10.0)
    if "." not in board:
        return Result(0.0)
    best = None
    for i in range(9):
        if board[i] != ".":
            continue
        board[i] = player
        r = minimax(board, "O" if player == "X" else "X", depth + 1)
        board[i] = "."
        if best is None:
            best = Result(r.score, i)
        elif player == "X" and r.score > best.score:
            best = Result(r.score, i)
        elif player == "O" and r.score < best.score:
            best = Result(r.score, i)
    return best
