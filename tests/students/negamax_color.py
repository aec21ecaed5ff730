# negamax(board, color): flat list of 1 / -1 / 0 (X = 1), values from the side to move, +/-1
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
        return color * won
    best = -2
    for i in range(9):
        if board[i] == 0:
            board[i] = color
            val = -negamax(board, -color)
            board[i] = 0
            if val > best:
                best = val
    return best


def pick(board, color):
    best_val, best_i = -2, None
    for i in range(9):
        if board[i] == 0:
            board[i] = color
            val = -negamax(board, -color)
            board[i] = 0
            if val > best_val:
                best_val, best_i = val, i
    return best_i, best_val
