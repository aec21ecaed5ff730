# minimax with a transposition table (a plain dict), board = "XO.X....O" style string
# scores are from X's point of view: +1 X wins, -1 O wins, 0 draw

table = {}

ROWS = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]


def result(s):
    for r in ROWS:
        if s[r[0]] != "." and s[r[0]] == s[r[1]] == s[r[2]]:
            return 1 if s[r[0]] == "X" else -1
    if "." not in s:
        return 0
    return None


def value(s, to_play):
    if s in table:
        return table[s]
    r = result(s)
    if r is not None:
        table[s] = r
        return r
    scores = []
    for i, c in enumerate(s):
        if c == ".":
            child = s[:i] + to_play + s[i + 1:]
            scores.append(value(child, "O" if to_play == "X" else "X"))
    v = max(scores) if to_play == "X" else min(scores)
    table[s] = v
    return v


if __name__ == "__main__":
    print(value("X...O....", "X"))
    print(len(table), "positions in the table")
