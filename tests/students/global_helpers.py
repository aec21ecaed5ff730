# Tic Tac Toe vs the computer (following a video tutorial)
# the board is a dict 1-9; the helper functions look at the global board

board = {1: ' ', 2: ' ', 3: ' ',
         4: ' ', 5: ' ', 6: ' ',
         7: ' ', 8: ' ', 9: ' '}

player = 'O'
bot = 'X'


def printBoard(b):
    print(b[1] + '|' + b[2] + '|' + b[3])
    print('-+-+-')
    print(b[4] + '|' + b[5] + '|' + b[6])
    print('-+-+-')
    print(b[7] + '|' + b[8] + '|' + b[9])


def checkWhichMarkWon(mark):
    lines = [(1, 2, 3), (4, 5, 6), (7, 8, 9), (1, 4, 7), (2, 5, 8), (3, 6, 9), (1, 5, 9), (7, 5, 3)]
    for a, b, c in lines:
        if board[a] == board[b] == board[c] == mark:
            return True
    return False


def checkDraw():
    for key in board.keys():
        if board[key] == ' ':
            return False
    return True


def minimax(board, depth, isMaximizing):
    if checkWhichMarkWon(bot):
        return 1
    elif checkWhichMarkWon(player):
        return -1
    elif checkDraw():
        return 0

    if isMaximizing:
        bestScore = -800
        for key in board.keys():
            if board[key] == ' ':
                board[key] = bot
                score = minimax(board, depth + 1, False)
                board[key] = ' '
                if score > bestScore:
                    bestScore = score
        return bestScore
    else:
        bestScore = 800
        for key in board.keys():
            if board[key] == ' ':
                board[key] = player
                score = minimax(board, depth + 1, True)
                board[key] = ' '
                if score < bestScore:
                    bestScore = score
        return bestScore


def compMove():
    bestScore = -800
    bestMove = 0
    for key in board.keys():
        if board[key] == ' ':
            board[key] = bot
            score = minimax(board, 0, False)
            board[key] = ' '
            if score > bestScore:
                bestScore = score
                bestMove = key
    return bestMove


if __name__ == '__main__':
    while not checkDraw():
        board[compMove()] = bot
        printBoard(board)
        if checkWhichMarkWon(bot) or checkDraw():
            break
        board[int(input("Enter a position for O: "))] = player
