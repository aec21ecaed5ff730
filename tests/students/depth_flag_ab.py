# minimax(board, depth, is_maximizing, alpha, beta), flat list of ' ', AI plays X, 10 - depth
import math

ai = "X"
human = "O"
lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]


def winner(board):
    for a, b, c in lines:
        if board[a] != " " and board[a] == board[b] == board[c]:
            return board[a]
    return None


def minimax(board, depth, is_maximizing, alpha, beta):
    w = winner(board)
    if w == ai:
        return 10 - depth
    elif w == human:
        return depth - 10
    elif " " not in board:
        return 0

    if is_maximizing:
        best = -math.inf
        for i in range(9):
            if board[i] == " ":
                board[i] = ai
                best = max(best, minimax(board, depth + 1, False, alpha, beta))
                board[i] = " "
                alpha = max(alpha, best)
                if alpha >= beta:
                    break
        return best
    else:
        best = math.inf
        for i in range(9):
            if board[i] == " ":
                board[i] = human
                best = min(best, minimax(board, depth + 1, True, alpha, beta))
                board[i] = " "
                beta = min(beta, best)
                if alpha >= beta:
                    break
        return best


def find_best_move(board):
    best_val = -math.inf
    best_move = -1
    for i in range(9):
        if board[i] == " ":
            board[i] = ai
            move_val = minimax(board, 1, False, -math.inf, math.inf)
            board[i] = " "
            if move_val > best_val:
                best_val = move_val
                best_move = i
    return best_move, best_val
