# module-level board, no board parameter: minimax(depth, maximizing), bot plays X, '-' empty
board = ["-"] * 9
bot = "X"
player = "O"

wins = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]


def check_for_win(mark):
    for w in wins:
        if board[w[0]] == board[w[1]] == board[w[2]] == mark:
            return True
    return False


def check_draw():
    return "-" not in board


def minimax(depth, maximizing):
    if check_for_win(bot):
        return 100 - depth
    elif check_for_win(player):
        return -100 + depth
    elif check_draw():
        return 0

    if maximizing:
        best_score = -800
        for key in range(9):
            if board[key] == "-":
                board[key] = bot
                score = minimax(depth + 1, False)
                board[key] = "-"
                if score > best_score:
                    best_score = score
        return best_score
    else:
        best_score = 800
        for key in range(9):
            if board[key] == "-":
                board[key] = player
                score = minimax(depth + 1, True)
                if score < best_score:
                    best_score = score
        return best_score


def comp_move():
    best_score = -800
    best_move = 0
    for key in range(9):
        if board[key] == "-":
            board[key] = bot
            score = minimax(0, False)
            board[key] = "-"
            if score > best_score:
                best_score = score
                best_move = key
    return best_move
