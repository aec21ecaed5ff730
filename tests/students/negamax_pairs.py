# negamax(board, color) -> (score, move): flat list of 1 / -1 / 0 (X = 1), side-to-move values
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def evaluate(board):
    for a, b, c in LINES:
        s = board[a] + board[b] + board[c]
        if s == 3:
            return 1
        if s == -3:
            return -1
    return 0


def negamax(board, color):
    won = evaluate(board)
    if won != 0 or 0 not in board:
        return color * won, None
    best, best_move = -2, None
    for i in range(9):
        if board[i] == 0:
            board[i] = color
            val, _ = negamax(board, -color)
            board[i] = 0
            if val > best:
                best, best_move = val, i
    return best, best_move
