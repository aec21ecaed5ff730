# Nim, take 1-3 sticks, whoever takes the last stick LOSES: negamax(pile) -> (score, take)
def negamax(pile):
    if pile == 0:
        return 1, None
    best, best_take = -2, None
    for take in (1, 2, 3):
        if take > pile:
            break
        score = -negamax(pile - take)[0]
        if score > best:
            best, best_take = score, take
    return best, best_take
