# alphabeta(board, depth, alpha, beta, maximizing) -> (score, move), flat list of '-', +/-1
import math

WINS = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))


def winner(board):
    for a, b, c in WINS:
        if board[a] != "-" and board[a] == board[b] == board[c]:
            return board[a]
    return None


def turn(board):
    return "X" if board.count("X") == board.count("O") else "O"


def alphabeta(board, depth, alpha, beta, maximizing):
    w = winner(board)
    if w is not None:
        return (1 if w == "X" else -1), None
    if "-" not in board:
        return 0, None

    me = turn(board)
    best_move = None
    if maximizing:
        value = -math.inf
        for i in range(9):
            if board[i] != "-":
                continue
            board[i] = me
            score, _ = alphabeta(board, depth + 1, -math.inf, math.inf, False)
            board[i] = "-"
            if score > value:
                value = score
                best_move = i
            alpha = max(alpha, value)
            if alpha >= beta:
                break
        return value, best_move
    else:
        value = math.inf
        for i in range(9):
            if board[i] != "-":
                continue
            board[i] = me
            score, _ = alphabeta(board, depth + 1, -math.inf, math.inf, True)
            board[i] = "-"
            if score < value:
                value = score
                best_move = i
            beta = min(beta, value)
            if alpha >= beta:
                break
        return value, best_move
