# computerMove shape: computer_move(board) scores each root move with minimax(board, False); 1/2/0
COMPUTER = 2
HUMAN = 1


def check_win(board, p):
    return (
        board[0] == board[1] == board[2] == p
        or board[3] == board[4] == board[5] == p
        or board[6] == board[7] == board[8] == p
        or board[0] == board[3] == board[6] == p
        or board[1] == board[4] == board[7] == p
        or board[2] == board[5] == board[8] == p
        or board[0] == board[4] == board[8] == p
        or board[2] == board[4] == board[6] == p
    )


def minimax(board, is_maximizing):
    if check_win(board, COMPUTER):
        return 1
    if check_win(board, HUMAN):
        return -1
    if 0 not in board:
        return 0
    if is_maximizing:
        best = -100
        for i in range(9):
            if board[i] == 0:
                board[i] = COMPUTER
                best = max(best, minimax(board, False))
                board[i] = 0
        return best
    best = 100
    for i in range(9):
        if board[i] == 0:
            board[i] = HUMAN
            best = min(best, minimax(board, True))
            board[i] = 0
    return best


def computer_move(board):
    best_score = -100
    best_move = 0
    for i in range(9):
        if board[i] == 0:
            board[i] = COMPUTER
            score = minimax(board, False)
            board[i] = 0
            if score > best_score:
                best_score = score
                best_move = i + 1
    return best_move
