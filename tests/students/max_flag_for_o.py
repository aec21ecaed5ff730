# Tic-tac-toe: the computer is O and maximizes, the human is X.
# minimax(board, depth, isMaximizing) -> +1 if O can force a win, -1 if X can, 0 draw

def check_winner(board):
    wins = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]
    for w in wins:
        if board[w[0]] == board[w[1]] == board[w[2]] and board[w[0]] != ' ':
            return board[w[0]]
    if ' ' not in board:
        return 'tie'
    return None


def minimax(board, depth, isMaximizing):
    result = check_winner(board)
    if result == 'O':
        return 1
    elif result == 'X':
        return -1
    elif result == 'tie':
        return 0
    if isMaximizing:
        bestScore = -float('inf')
        for i in range(9):
            if board[i] == ' ':
                board[i] = 'O'
                score = minimax(board, depth + 1, False)
                board[i] = ' '
                bestScore = max(score, bestScore)
        return bestScore
    else:
        bestScore = float('inf')
        for i in range(9):
            if board[i] == ' ':
                board[i] = 'X'
                score = minimax(board, depth + 1, True)
                board[i] = ' '
                bestScore = min(score, bestScore)
        return bestScore
