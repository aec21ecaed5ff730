# noughts and crosses vs computer
# board[0] is not used so the positions match the number keys 1-9

board = [' ' for x in range(10)]


def insertLetter(letter, pos):
    board[pos] = letter


def spaceIsFree(pos):
    return board[pos] == ' '


def printBoard(board):
    print(' ' + board[1] + ' | ' + board[2] + ' | ' + board[3])
    print('-----------')
    print(' ' + board[4] + ' | ' + board[5] + ' | ' + board[6])
    print('-----------')
    print(' ' + board[7] + ' | ' + board[8] + ' | ' + board[9])


def isWinner(bo, le):
    return ((bo[1] == le and bo[2] == le and bo[3] == le) or
            (bo[4] == le and bo[5] == le and bo[6] == le) or
            (bo[7] == le and bo[8] == le and bo[9] == le) or
            (bo[1] == le and bo[4] == le and bo[7] == le) or
            (bo[2] == le and bo[5] == le and bo[8] == le) or
            (bo[3] == le and bo[6] == le and bo[9] == le) or
            (bo[1] == le and bo[5] == le and bo[9] == le) or
            (bo[3] == le and bo[5] == le and bo[7] == le))


def isBoardFull(bo):
    if bo.count(' ') > 1:
        return False
    return True


def minimax(bo, depth, isMaximizing):
    if isWinner(bo, 'O'):
        return 1
    if isWinner(bo, 'X'):
        return -1
    if isBoardFull(bo):
        return 0
    if isMaximizing:
        bestScore = -1000
        for i in range(1, 10):
            if bo[i] == ' ':
                bo[i] = 'O'
                score = minimax(bo, depth + 1, False)
                bo[i] = ' '
                bestScore = max(score, bestScore)
        return bestScore
    else:
        bestScore = 1000
        for i in range(1, 10):
            if bo[i] == ' ':
                bo[i] = 'X'
                score = minimax(bo, depth + 1, True)
                bo[i] = ' '
                bestScore = min(score, bestScore)
        return bestScore


def compMove():
    bestScore = -1000
    move = 0
    for i in range(1, 10):
        if board[i] == ' ':
            board[i] = 'O'
            score = minimax(board, 0, False)
            board[i] = ' '
            if score > bestScore:
                bestScore = score
                move = i
    return move


def main():
    print('Welcome! You are X, the computer is O.')
    printBoard(board)
    while not isBoardFull(board):
        pos = int(input('Where do you go (1-9)? '))
        if spaceIsFree(pos):
            insertLetter('X', pos)
        if isWinner(board, 'X') or isBoardFull(board):
            break
        insertLetter('O', compMove())
        printBoard(board)
        if isWinner(board, 'O'):
            print('Computer wins')
            break


if __name__ == '__main__':
    main()
