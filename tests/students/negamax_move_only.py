"""Tic-tac-toe AI using negamax (homework 4).

The board is a list of 9 characters, '-' for an empty square. negamax() scores a
position for the player whose turn it is; choose() only gives back the square to play.
"""

LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))


def opponent(turn):
    return 'O' if turn == 'X' else 'X'


def has_won(board, who):
    for a, b, c in LINES:
        if board[a] == board[b] == board[c] == who:
            return True
    return False


def negamax(board, turn):
    if has_won(board, opponent(turn)):
        return -1  # the one who just played has won
    if '-' not in board:
        return 0
    value = -2
    for square in range(9):
        if board[square] == '-':
            board[square] = turn
            value = max(value, -negamax(board, opponent(turn)))
            board[square] = '-'
    return value


def choose(board, turn):
    best_square, best_value = None, -2
    for square in range(9):
        if board[square] == '-':
            board[square] = turn
            value = -negamax(board, opponent(turn))
            board[square] = '-'
            if value > best_value:
                best_square, best_value = square, value
    return best_square


if __name__ == "__main__":
    board = list("X---O----")
    print("computer plays", choose(board, 'X'))
