"""A Tic-Tac-Toe board in a student's own representation, both ways.

Students keep the nine cells in a flat list (or one of ten, cells 1-9, index 0 unused), a
tuple, a string, a 3x3 list of lists, a dict keyed 0-8, 1-9 or (row, col), a numpy array; the marks are
``"X"``/``"O"``, lower case, 1/-1 or 1/2, and an empty cell is ``""``, ``" "``,
``"."``, ``"-"``, ``"_"``, ``None``, 0, or the cell's own number. A
:class:`BoardFormat` is one such choice: it writes our position (nine characters of
``X``, ``O``, ``.``) the student's way and reads the student's value back, strictly
(a value it does not describe reads as None, never as a guess).

>>> grid = BoardFormat("grid", Marks("X", "O", None))
>>> grid.write("O.XX.X.OO")
[['O', None, 'X'], ['X', None, 'X'], [None, 'O', 'O']]
>>> grid.read([['O', None, 'X'], ['X', None, 'X'], [None, 'O', 'O']]), grid.read("O.XX.X.OO")
('O.XX.X.OO', None)
>>> BoardFormat.parse("dict1", "X=1, O=-1, empty=0").write("X.......O")
{1: 1, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, 8: 0, 9: -1}
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product
from typing import Any

from ..errors import InvalidOptionError, is_whole, quote, whole_text

#: An empty cell holds its own number, 0-8 (the tutorial's list) or 1-9.
NUMBERED, NUMBERED1 = "number", "number1"
#: The layouts, each with the words that say it.
LAYOUTS = {
    "list": "a flat list of 9 cells", "tuple": "a tuple of 9 cells", "string": "a string of 9",
    "list1": "a list of 10, cells 1-9 (index 0 unused)",
    "grid": "a 3x3 list of lists", "tuple-grid": "a 3x3 tuple of tuples",
    "dict": "a dict keyed 0-8", "dict1": "a dict keyed 1-9",
    "dict-rc": "a dict keyed (row, col) from 0", "dict-rc1": "a dict keyed (row, col) from 1",
    "numpy": "a numpy array of 9", "numpy-grid": "a 3x3 numpy array",
}
#: What students put in an empty cell, and the marks they use, most usual first.
EMPTIES: tuple[Any, ...] = (NUMBERED, None, " ", "", ".", "-", "_", 0, NUMBERED1)
MARKS: tuple[tuple[Any, Any], ...] = (("X", "O"), ("x", "o"), (1, -1), (1, 2), (-1, 1), (2, 1))


@dataclass(frozen=True)
class Marks:
    """The tokens for X, for O and for an empty cell (or :data:`NUMBERED`)."""

    x: Any = "X"
    o: Any = "O"
    empty: Any = "."

    def token(self, char: str, cell: int) -> Any:
        if char == "X":
            return self.x
        if char == "O":
            return self.o
        return cell if self.empty == NUMBERED else cell + 1 if self.empty == NUMBERED1 \
            else self.empty

    def char(self, token: Any, cell: int) -> str | None:
        """``X``, ``O`` or ``.`` for a cell's token; None when it is none of them."""
        if type(token) is bool:
            return None
        if _same(token, self.x):
            return "X"
        if _same(token, self.o):
            return "O"
        empty = cell if self.empty == NUMBERED else cell + 1 if self.empty == NUMBERED1 \
            else self.empty
        return "." if _same(token, empty) else None

    @classmethod
    def parse(cls, text: str) -> Marks:
        """``"X=1, O=-1, empty=0"`` (values: numbers, ``None``, ``number``/``number1``
        for numbered cells, else text, quoted or not)."""
        found: dict[str, Any] = {}
        for part in str(text).split(","):
            key, sep, value = part.partition("=")
            key = key.strip().lower()
            if not sep or key not in ("x", "o", "empty") or key in found:
                raise InvalidOptionError(f"marks {quote(text)} must read like"
                                         " 'X=1,O=-1,empty=0' (each of X, O and empty once)")
            found[key] = _token(value.strip())
        marks = cls(found.get("x", "X"), found.get("o", "O"), found.get("empty", "."))
        if _same(marks.x, marks.o) or _same(marks.x, marks.empty) or _same(marks.o, marks.empty):
            raise InvalidOptionError(f"marks {quote(text)} give two kinds of cell one token")
        return marks

    def __str__(self) -> str:
        empty = "its number" if self.empty == NUMBERED else "its number from 1" \
            if self.empty == NUMBERED1 else repr(self.empty)
        return f"X={self.x!r}, O={self.o!r}, empty={empty}"


@dataclass(frozen=True)
class BoardFormat:
    """A layout (a key of :data:`LAYOUTS`) and the marks in its cells."""

    layout: str
    marks: Marks

    @classmethod
    def parse(cls, layout: str | None, marks: str | None = None) -> BoardFormat:
        if layout is not None and layout not in LAYOUTS:
            raise InvalidOptionError(f"board format {quote(layout)} is not one of"
                                     f" {', '.join(LAYOUTS)}")
        return cls(layout or "list", Marks.parse(marks) if marks else Marks("X", "O", NUMBERED))

    def __str__(self) -> str:
        return f"{LAYOUTS[self.layout]} ({self.marks})"

    def write(self, cells: str) -> Any:
        tokens = [self.marks.token(char, i) for i, char in enumerate(cells)]
        rows = [tokens[r * 3:r * 3 + 3] for r in range(3)]
        layout = self.layout
        if layout == "list1":
            return [self._unused(), *tokens]
        if layout in ("list", "tuple", "string"):
            return tokens if layout == "list" else tuple(tokens) if layout == "tuple" else \
                "".join(map(str, tokens))
        if layout in ("grid", "tuple-grid"):
            return rows if layout == "grid" else tuple(map(tuple, rows))
        if layout.startswith("dict"):
            return {_key(layout, i): token for i, token in enumerate(tokens)}
        import numpy  # only a student's numpy board needs it

        return numpy.array(tokens if layout == "numpy" else rows)

    def _unused(self) -> Any:
        """What a list of ten keeps at index 0: an empty cell's token (numbered cells: 0)."""
        return self.marks.token(".", -1)

    def move_readings(self, value: object) -> list[int]:
        """The cell a move the student's code names means on this board: a key of its
        dict, a (row, col) of its grid, an index of its list (nothing else)."""
        if hasattr(value, "item") and not isinstance(value, (list, tuple)):
            value = value.item()  # a numpy number
        if isinstance(value, list):
            value = tuple(value)
        by_row = self.layout in ("grid", "tuple-grid", "numpy-grid", "dict-rc", "dict-rc1")
        if by_row and isinstance(value, tuple) and len(value) == 2 and all(map(is_whole, value)):
            base = 1 if self.layout == "dict-rc1" else 0
            row, col = int(value[0]) - base, int(value[1]) - base
            return [3 * row + col] if 0 <= row <= 2 and 0 <= col <= 2 else []
        if not by_row and is_whole(value):
            cell = int(value) - 1 if self.layout in ("dict1", "list1") else int(value)
            return [cell] if 0 <= cell <= 8 else []
        return []

    def read(self, value: object) -> str | None:
        """Our nine characters for ``value``, or None when it is not a board this way."""
        cells = self._cells(value)
        if cells is None or len(cells) != 9:
            return None
        chars = [self.marks.char(token, i) for i, token in enumerate(cells)]
        return None if None in chars else "".join(chars)  # type: ignore[arg-type]

    def _cells(self, value: Any) -> list[Any] | None:
        layout, cls = self.layout, type(value)
        if layout.startswith("numpy"):
            if not hasattr(value, "tolist") or not hasattr(value, "shape"):
                return None
            value, cls = value.tolist(), list
        if layout == "list1":
            return list(value[1:]) if cls is list and len(value) == 10 and \
                _same(value[0], self._unused()) else None
        if layout in ("list", "tuple", "numpy"):
            return list(value) if cls is (tuple if layout == "tuple" else list) else None
        if layout == "string":
            return list(value) if isinstance(value, str) else None
        if layout in ("grid", "tuple-grid", "numpy-grid"):
            row_type = tuple if layout == "tuple-grid" else list
            if cls is not row_type or len(value) != 3 or any(
                    type(row) is not row_type or len(row) != 3 for row in value):
                return None
            return [cell for row in value for cell in row]
        if cls is not dict:
            return None
        keys = {_key(layout, i): i for i in range(9)}
        if not set(value) <= set(keys):
            return None
        empty = self.marks.token(".", 0) if self.marks.empty not in (NUMBERED, NUMBERED1) \
            else None
        return [value.get(key, empty) for key in keys]


def candidate_formats(layouts: tuple[str, ...] = tuple(LAYOUTS)) -> list[BoardFormat]:
    """Every format of these layouts with the usual marks and empties, most usual first."""
    found = []
    for layout, (x, o), empty in product(layouts, MARKS, EMPTIES):
        if not (_same(empty, x) or _same(empty, o)) and not (
                layout == "string" and not all(isinstance(t, str) and len(t) == 1
                                               for t in (x, o, empty))) and not (
                layout == "list1" and empty == NUMBERED) and not (  # cell 1 holding 0: no one's
                layout.startswith("numpy") and _mixes_text(x, o, empty)) and not (
                empty in (NUMBERED, NUMBERED1) and not isinstance(x, str)):  # X=1 or cell 1?
            found.append(BoardFormat(layout, Marks(x, o, empty)))
    return found


def _mixes_text(*tokens: Any) -> bool:
    """Text beside numbers (numbered cells are numbers): a numpy array turns every one into
    text, so no numpy board holds them."""
    kinds = {isinstance(t, str) and t not in (NUMBERED, NUMBERED1) for t in tokens
             if t is not None}
    return len(kinds) > 1


def _key(layout: str, cell: int) -> Any:
    row, col = divmod(cell, 3)
    return {"dict": cell, "dict1": cell + 1, "dict-rc": (row, col),
            "dict-rc1": (row + 1, col + 1)}[layout]


def _same(a: Any, b: Any) -> bool:
    """Equal tokens of the same kind (1 is not True, "1" is not 1)."""
    if a is None or b is None:
        return a is b
    try:
        return bool(a == b) and (isinstance(a, str) == isinstance(b, str))
    except (TypeError, ValueError):
        return False


def _token(text: str) -> Any:
    if text in ("None", "none", "null"):
        return None
    if text in (NUMBERED, NUMBERED1, "index"):
        return NUMBERED if text == "index" else text
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        return text[1:-1]
    try:
        return int(text)
    except ValueError:
        return text


# -- which formats a student's file allows ------------------------------------------------------
class TicTacToeFormats:
    """The formats a student's Tic-Tac-Toe file may use, most likely first, from what its
    source shows (the marks and empties it writes, how it indexes the board)."""

    def from_evidence(self, module: Any) -> list[BoardFormat]:
        constants, layouts = _evidence(module)
        marks = [pair for pair in MARKS if all(_has(constants, token) for token in pair)]
        letters = [pair for pair in marks if isinstance(pair[0], str)]
        marks = letters[:1] or marks or [MARKS[0]]  # numbers are everywhere: letters say more
        empties = [e for e in EMPTIES if e in (NUMBERED, NUMBERED1) or _has(constants, e)]
        return [f for f in candidate_formats(layouts)
                if (f.marks.x, f.marks.o) in marks and f.marks.empty in empties]

    @staticmethod
    def parse(layout: str | None, marks: str | None) -> BoardFormat:
        """The format a teacher names (layout default: a flat list; marks default: X, O and
        numbered empty cells, the tutorial's)."""
        return BoardFormat.parse(layout, marks)

    def from_hints(self, layout: str | None, marks: str | None, module: Any) -> list[BoardFormat]:
        given = BoardFormat.parse(layout, marks)
        if layout is not None and marks is not None:
            return [given]
        found = self.from_evidence(module) or candidate_formats()
        if layout is not None:
            return [f for f in found if f.layout == layout] or [given]
        return [BoardFormat(f, given.marks) for f in dict.fromkeys(x.layout for x in found)]

    @staticmethod
    def move_readings(value: object) -> list[int]:
        """The cells a returned move may mean: a cell 0-8 or 1-9, or (row, col) from 0 or 1.

        >>> TicTacToeFormats.move_readings(4), TicTacToeFormats.move_readings((1, 1))
        ([4, 3], [4, 0])
        """
        if isinstance(value, str) and (number := whole_text(value.strip())) is not None:
            value = number
        if hasattr(value, "item") and not isinstance(value, (list, tuple)):
            value = value.item()  # a numpy number
        found: list[int] = []
        if is_whole(value):
            found = [value] * (0 <= value <= 8) + [value - 1] * (1 <= value <= 9)
        elif isinstance(value, (tuple, list)) and len(value) == 2 and all(map(is_whole, value)):
            row, col = map(int, value)
            found = [3 * row + col] * (0 <= row <= 2 and 0 <= col <= 2) + \
                [3 * row + col - 4] * (1 <= row <= 3 and 1 <= col <= 3)
        return list(dict.fromkeys(found))

    @staticmethod
    def path(cells: str) -> list[str]:
        """Boards from the first move to ``cells``, one mark apart, X first, none won."""
        def back(board: str) -> list[str] | None:
            xs, os_ = board.count("X"), board.count("O")
            if xs + os_ == 0:
                return []
            last = "X" if xs > os_ else "O"
            for i, char in enumerate(board):
                if char == last:
                    before = board[:i] + "." + board[i + 1:]
                    if not _won(before):
                        found = back(before)
                        if found is not None:
                            return [*found, board]
            return None

        found = back(cells)
        if found is None:
            raise InvalidOptionError(f"board {cells} cannot be reached move by move")
        return found


def _won(cells: str) -> bool:
    lines = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8),
             (2, 4, 6))
    return any(cells[a] != "." and cells[a] == cells[b] == cells[c] for a, b, c in lines)


def _has(constants: list[Any], token: Any) -> bool:
    return any(_same(token, c) for c in constants)


def _evidence(module: Any) -> tuple[list[Any], tuple[str, ...]]:
    """The constants a file's source writes, and the layouts its board handling allows
    (most likely first)."""
    import ast
    import inspect

    try:
        tree = ast.parse(inspect.getsource(module))
    except (OSError, TypeError, SyntaxError):
        return [None, " ", "", ".", "-", "_", 0, 1, -1, 2, "X", "O", "x", "o"], tuple(LAYOUTS)
    constants: list[Any] = [None]
    double = pair = dicts = numpy = strings = ten = False
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant):
            constants.append(node.value)
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and \
                isinstance(node.operand, ast.Constant) and \
                type(node.operand.value) in (int, float):
            constants.append(-node.operand.value)  # type: ignore[operator]
        elif isinstance(node, ast.Subscript):
            double |= isinstance(node.value, ast.Subscript)
            pair |= isinstance(node.slice, ast.Tuple)
            strings |= isinstance(node.slice, ast.Slice)
            ten |= isinstance(node.slice, ast.Constant) and node.slice.value == 9  # cells 1-9
        elif isinstance(node, (ast.Dict, ast.DictComp)):
            dicts = True
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            numpy |= any(a.name.split(".")[0] == "numpy" for a in node.names) or \
                (isinstance(node, ast.ImportFrom) and (node.module or "").startswith("numpy"))
        elif isinstance(node, ast.Attribute) and node.attr in ("join", "count", "replace"):
            strings = True
    likely = (["string"] if strings else []) + (["grid", "tuple-grid"] if double else []) + \
        (["dict", "dict1", "dict-rc", "dict-rc1"] if dicts or pair else [])
    order = (["numpy-grid", "numpy"] if numpy else []) + (["list1"] if ten else []) + \
        ["list", "tuple"] + likely
    order += [layout for layout in LAYOUTS if layout not in order and
              not layout.startswith("numpy")]  # the rest, last: the tries tell
    return constants, tuple(order)
