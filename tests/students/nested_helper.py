# choose(board, me) driver with a nested recursive helper; a string of 'x' / 'o' / '.', +/-10
def choose(board, me):
    them = "o" if me == "x" else "x"
    rows = ["012", "345", "678", "036", "147", "258", "048", "246"]

    def winner(b):
        for r in rows:
            a, c, d = (b[int(k)] for k in r)
            if a != "." and a == c == d:
                return a
        return None

    def score(b, turn):
        w = winner(b)
        if w == me:
            return 10
        if w == them:
            return -10
        if "." not in b:
            return 0
        nxt = them if turn == me else me
        results = []
        for i, ch in enumerate(b):
            if ch == ".":
                results.append(score(b[:i] + turn + b[i + 1:], nxt))
        return max(results) if turn == me else min(results)

    best, best_i = None, None
    for i, ch in enumerate(board):
        if ch == ".":
            s = score(board[:i] + me + board[i + 1:], them)
            if best is None or s > best:
                best, best_i = s, i
    return best_i, best
