# dict keyed (row, col) of 'X' / 'O' / '_', minimax(board, player) -> (score, (row, col)), +/-10
CELLS = [(r, c) for r in range(3) for c in range(3)]


def lines():
    for i in range(3):
        yield [(i, 0), (i, 1), (i, 2)]
        yield [(0, i), (1, i), (2, i)]
    yield [(0, 0), (1, 1), (2, 2)]
    yield [(0, 2), (1, 1), (2, 0)]


def game_state(board):
    if all(board[cell] != "_" for cell in CELLS):
        return "draw"
    for line in lines():
        marks = {board[cell] for cell in line}
        if len(marks) == 1 and "_" not in marks:
            return marks.pop()
    return None


def minimax(board, player):
    state = game_state(board)
    if state == "X":
        return 10, None
    if state == "O":
        return -10, None
    if state == "draw":
        return 0, None

    best = None
    for cell in CELLS:
        if board[cell] == "_":
            board[cell] = player
            score, _ = minimax(board, "O" if player == "X" else "X")
            board[cell] = "_"
            if best is None:
                best = (score, cell)
            elif player == "X" and score > best[0]:
                best = (score, cell)
            elif player == "O" and score < best[0]:
                best = (score, cell)
    return best
