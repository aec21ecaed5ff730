# Nim, take 1-3 sticks, whoever takes the last stick WINS: minimax(sticks, is_max) -> (score, take)
def minimax(sticks, is_max):
    if sticks == 0:
        return (1 if is_max else -1), None
    best_take = None
    if is_max:
        best = -2
        for take in range(1, min(3, sticks) + 1):
            score, _ = minimax(sticks - take, False)
            if score > best:
                best, best_take = score, take
    else:
        best = 2
        for take in range(1, min(3, sticks) + 1):
            score, _ = minimax(sticks - take, True)
            if score < best:
                best, best_take = score, take
    return best, best_take
