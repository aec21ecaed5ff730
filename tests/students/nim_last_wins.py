# Nim, take 1-3 sticks, whoever takes the last stick WINS: minimax(sticks, maximizing) -> +/-1
def minimax(sticks, maximizing):
    if sticks == 0:
        # the player who just moved took the last stick
        return -1 if maximizing else 1
    if maximizing:
        best = -2
        for take in range(1, min(3, sticks) + 1):
            best = max(best, minimax(sticks - take, False))
        return best
    best = 2
    for take in range(1, min(3, sticks) + 1):
        best = min(best, minimax(sticks - take, True))
    return best


def best_take(sticks):
    scores = {take: minimax(sticks - take, False) for take in range(1, min(3, sticks) + 1)}
    return max(scores, key=scores.get)
