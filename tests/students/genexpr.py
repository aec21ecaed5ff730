# recursion through a generator expression: max(minimax(child, ...) for child in ...), string board
def lines(b):
    return [b[0:3], b[3:6], b[6:9], b[0::3], b[1::3], b[2::3], b[0::4], b[2:7:2]]


def result(b):
    for line in lines(b):
        if line in ("XXX", "OOO"):
            return 1 if line == "XXX" else -1
    if " " not in b:
        return 0
    return None


def children(b, mark):
    return [b[:i] + mark + b[i + 1:] for i, c in enumerate(b) if c == " "]


def minimax(b, x_to_move):
    r = result(b)
    if r is not None:
        return r
    if x_to_move:
        return max(minimax(child, False) for child in children(b, "X"))
    return min(minimax(child, True) for child in children(b, "O"))


def best(b, x_to_move):
    mark = "X" if x_to_move else "O"
    options = [i for i, c in enumerate(b) if c == " "]
    values = [minimax(b[:i] + mark + b[i + 1:], not x_to_move) for i in options]
    pick = max(values) if x_to_move else min(values)
    return options[values.index(pick)], pick
