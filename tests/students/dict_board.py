# dict keyed 1-9 of 'X' / 'O' / ' ', minimax(board, turn) -> (move 1-9, score), 1 + empty cells
WINS = [(1, 2, 3), (4, 5, 6), (7, 8, 9), (1, 4, 7), (2, 5, 8), (3, 6, 9), (1, 5, 9), (3, 5, 7)]


def won(board, mark):
    for a, b, c in WINS:
        if board[a] == mark and board[b] == mark and board[c] == mark:
            return True
    return False


def free(board):
    return [k for k in board if board[k] == " "]


def minimax(board, turn):
    if won(board, "X"):
        return None, 1 + len(free(board))
    if won(board, "O"):
        return None, -(1 + len(free(board)))
    if not free(board):
        return None, 0

    best_move = None
    best_score = None
    for k in free(board):
        board[k] = turn
        _, score = minimax(board, "O" if turn == "X" else "X")
        board[k] = " "
        if best_score is None or (turn == "X" and score > best_score) or (
            turn == "O" and score < best_score
        ):
            best_move, best_score = k, score
    return best_move, best_score
