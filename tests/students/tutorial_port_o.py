# freeCodeCamp tutorial port, AI plays O: minimax(newBoard, player), numbered cells, dicts
huPlayer = "X"
aiPlayer = "O"


def emptyIndexies(board):
    return [s for s in board if s != "O" and s != "X"]


def winning(board, player):
    if (
        (board[0] == player and board[1] == player and board[2] == player)
        or (board[3] == player and board[4] == player and board[5] == player)
        or (board[6] == player and board[7] == player and board[8] == player)
        or (board[0] == player and board[3] == player and board[6] == player)
        or (board[1] == player and board[4] == player and board[7] == player)
        or (board[2] == player and board[5] == player and board[8] == player)
        or (board[0] == player and board[4] == player and board[8] == player)
        or (board[2] == player and board[4] == player and board[6] == player)
    ):
        return True
    return False


def minimax(newBoard, player):
    availSpots = emptyIndexies(newBoard)

    if winning(newBoard, huPlayer):
        return {"score": -10}
    elif winning(newBoard, aiPlayer):
        return {"score": 10}
    elif len(availSpots) == 0:
        return {"score": 0}

    moves = []
    for i in range(len(availSpots)):
        move = {}
        move["index"] = newBoard[availSpots[i]]
        newBoard[availSpots[i]] = player

        if player == aiPlayer:
            result = minimax(newBoard, huPlayer)
            move["score"] = result["score"]
        else:
            result = minimax(newBoard, aiPlayer)
            move["score"] = result["score"]

        moves.append(move)

    if player == aiPlayer:
        bestScore = -10000
        for i in range(len(moves)):
            if moves[i]["score"] > bestScore:
                bestScore = moves[i]["score"]
                bestMove = i
    else:
        bestScore = 10000
        for i in range(len(moves)):
            if moves[i]["score"] < bestScore:
                bestScore = moves[i]["score"]
                bestMove = i

    return moves[bestMove]
