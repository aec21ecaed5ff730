"""An independent Connect Four solver for small boards, sharing nothing with the package.

It keeps the board as columns (strings of discs, bottom first) and finds lines by
walking from the last disc played, where the package uses row-major strings and
precomputed windows. Only the package's text of a board (row-major, top row
first, ``X``, ``O``, ``.``) is shared, through :func:`to_columns` and :func:`to_cells`;
:func:`windows_open` (the evaluation's count) walks that text cell by cell.
"""

from __future__ import annotations

from functools import cache

Columns = tuple[str, ...]  # each column's discs, bottom first, e.g. ("XO", "", "X")


def to_columns(cells: str, columns: int, rows: int) -> Columns:
    return tuple("".join(cells[r * columns + c] for r in reversed(range(rows))
                         if cells[r * columns + c] != ".") for c in range(columns))


def to_cells(cols: Columns, rows: int) -> str:
    return "".join(col[r] if r < len(col) else "." for r in reversed(range(rows)) for col in cols)


def mover(cols: Columns) -> str:
    """The side to move: X first, so X whenever the discs played are even."""
    return "X" if sum(map(len, cols)) % 2 == 0 else "O"


def lines_through(cols: Columns, c: int, connect: int) -> bool:
    """Does the top disc of column ``c`` complete ``connect`` in a row?"""
    r, mark = len(cols[c]) - 1, cols[c][-1]

    def at(cc: int, rr: int) -> bool:
        return 0 <= cc < len(cols) and 0 <= rr < len(cols[cc]) and cols[cc][rr] == mark

    for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
        run = 1 + sum(1 for _ in iter_run(at, c, r, dc, dr)) + \
            sum(1 for _ in iter_run(at, c, r, -dc, -dr))
        if run >= connect:
            return True
    return False


def iter_run(at, c: int, r: int, dc: int, dr: int):  # type: ignore[no-untyped-def]
    step = 1
    while at(c + dc * step, r + dr * step):
        yield step
        step += 1


def reference_solver(rows: int, connect: int):  # type: ignore[no-untyped-def]
    """``value(cols, mover_won_last)``: +1 / 0 / -1 for the side to move, with perfect play."""
    @cache
    def value(cols: Columns) -> int:
        side = mover(cols)
        best = -2
        for c, col in enumerate(cols):
            if len(col) == rows:
                continue
            after = cols[:c] + (col + side,) + cols[c + 1:]
            score = 1 if lines_through(after, c, connect) else -value(after) if \
                any(len(k) < rows for k in after) else 0
            best = max(best, score)
        return 0 if best == -2 else best

    return value


def reachable(columns: int, rows: int, connect: int) -> list[str]:
    """Every position a game can reach (finished ones included), as the package's cells."""
    start: Columns = ("",) * columns
    seen, frontier = {start}, [start]
    while frontier:
        cols = frontier.pop()
        side = mover(cols)
        for c, col in enumerate(cols):
            if len(col) < rows:
                after = cols[:c] + (col + side,) + cols[c + 1:]
                if after not in seen:
                    seen.add(after)
                    if not lines_through(after, c, connect):
                        frontier.append(after)
    return sorted(to_cells(cols, rows) for cols in seen)


def reference_calls(columns: int, rows: int, connect: int) -> int:
    """Plain minimax's calls from the empty board, counted once per position with a memo
    (5 x 4: 385,361,807,273 calls over 3,100,379 unfinished positions, in about a minute)."""
    @cache
    def calls(cols: Columns) -> int:
        side = mover(cols)
        total = 1
        for c, col in enumerate(cols):
            if len(col) < rows:
                after = cols[:c] + (col + side,) + cols[c + 1:]
                ended = lines_through(after, c, connect) or all(len(k) == rows for k in after)
                total += 1 if ended else calls(after)
        return total

    return calls(("",) * columns)


def windows_open(cells: str, player: str, columns: int = 5, rows: int = 4) -> int:
    """Windows of four with no disc of the other side, counted by walking the board."""
    other = "O" if player == "X" else "X"
    count = 0
    for r in range(rows):
        for c in range(columns):
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                cells_of = [(r + dr * i, c + dc * i) for i in range(4)]
                if all(0 <= rr < rows and 0 <= cc < columns for rr, cc in cells_of) and \
                        all(cells[rr * columns + cc] != other for rr, cc in cells_of):
                    count += 1
    return count
