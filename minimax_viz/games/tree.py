"""Textbook game trees: nested lists of leaf utilities, searched like any game.

``[[3,12,8],[2,4,6],[14,5,2]]`` is the tree of Russell & Norvig's figure: MAX
moves at the root, MIN at the next level, and the levels alternate; a number is
a leaf worth that much to MAX. Depths and branching may be uneven.

Nodes are named the textbook way: the inner nodes A, B, C... level by level,
and a leaf by the move that reaches it (``b1`` is B's first move). A move is
the 1-based branch number, named the textbook way too (``a1``:
:meth:`TreePictures.move_name`). A position is a :class:`TreeNode`, the parsed
:class:`Tree` and a node's number in it, so it is small, hashable and
immutable; the root formats as the whole tree (what :meth:`TreeGame.parse`
reads back), every other node as its name. A leaf's utility is its score:
the ``scoring`` option has nothing to do in a tree.

>>> root = TREE.parse("[[3,12,8],[2,4,6],[14,5,2]]")
>>> TREE.moves(root), TREE.pictures.node_name(TREE.play(root, 2)), TREE.to_move(TREE.play(root, 2))
((1, 2, 3), 'C', 'MIN')
>>> TREE.format(TREE.play(TREE.play(root, 2), 1)), TREE.outcome(TREE.play(TREE.play(root, 2), 1))
('c1', Outcome(winner='MAX', reason='leaf c1 is worth 2', points=2))
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from functools import cached_property
from typing import NamedTuple

from ..errors import IllegalMoveError
from .base import CHANCE, Game, Outcome
from .exact import Value, exact_text, odds_text
from .parts import Pictures
from .tree_parse import (
    MAX_BRANCHING,
    Kinded,
    Nested,
    NodeKind,
    implied_kind,
    read_tree,
    tree_text,
)

#: AIMA's figure 5.2: MAX's best move is a1 (to B), worth 3.
TEXTBOOK = "[[3,12,8],[2,4,6],[14,5,2]]"
_MOVES = tuple(tuple(range(1, k + 1)) for k in range(MAX_BRANCHING + 1))


def letters(number: int) -> str:
    """The ``number``-th inner node's name, as spreadsheet columns: A..Z, AA, AB...

    >>> letters(0), letters(25), letters(26), letters(701), letters(702)
    ('A', 'Z', 'AA', 'ZZ', 'AAA')
    """
    name = ""
    number += 1
    while number:
        number, rest = divmod(number - 1, 26)
        name = chr(65 + rest) + name
    return name


def branch_name(parent: str, branch: int) -> str:
    """The textbook name of a move: its node's name in lower case, then the branch number.

    >>> branch_name("B", 1), branch_name("AA", 12)
    ('b1', 'aa12')
    """
    return f"{parent.lower()}{branch}"


def branch_names(parent: str, count: int) -> list[str]:
    """The names of a node's first ``count`` moves, as :func:`branch_name` writes them.

    >>> branch_names("B", 3)
    ['b1', 'b2', 'b3']
    """
    lower = parent.lower()
    return [f"{lower}{branch}" for branch in range(1, count + 1)]


class TreeNode(NamedTuple):
    """A position in a textbook tree: the tree and the node's number (0: the root)."""

    tree: Tree
    node: int


class Tree:
    """A checked tree, flattened level by level into tables indexed by node number."""

    def __init__(self, nested: Nested) -> None:
        self.text = tree_text(nested)
        self._hash = hash(self.text)
        values: list[Value | None] = []
        names: list[str] = []
        parents: list[int] = [-1]
        depths: list[int] = [0]
        kids: list[range] = []
        kinds: list[NodeKind | None] = []
        chances: list[tuple[Fraction, ...] | None] = []
        level: list[Nested] = [nested]  # one level's nodes, numbered in order
        level_names = [""]
        level_above: list[NodeKind | None] = [None]  # the nearest MAX or MIN above each node
        inner, depth = 0, 0
        while level:
            below: list[Nested] = []
            below_names: list[str] = []
            below_above: list[NodeKind | None] = []
            next_number = len(names) + len(level)  # the number of this level's first child
            for node, leaf_name, above in zip(level, level_names, level_above):
                if node.__class__ is int or isinstance(node, Fraction):
                    values.append(node)
                    names.append(leaf_name)
                    kids.append(range(0))
                    kinds.append(None)
                    chances.append(None)
                    continue
                if isinstance(node, Kinded):
                    kind, children, probabilities = node.kind, node.children, node.probabilities
                    if kind == CHANCE and probabilities is None:
                        probabilities = (Fraction(1, len(children)),) * len(children)
                else:
                    assert isinstance(node, tuple)
                    kind, children, probabilities = implied_kind(above), node, None
                me, name, count = len(names), letters(inner), len(children)
                inner += 1
                values.append(None)
                names.append(name)
                kinds.append(kind)
                chances.append(probabilities)
                first = next_number + len(below)
                kids.append(range(first, first + count))
                below.extend(children)
                below_names.extend(branch_names(name, count))
                below_above.extend([above if kind == CHANCE else kind] * count)
                parents.extend([me] * count)
            depths.extend([depth + 1] * len(below))
            level, level_names, level_above, depth = below, below_names, below_above, depth + 1
        self.values, self.names, self.kids = tuple(values), tuple(names), tuple(kids)
        self.parents, self.depths = tuple(parents), tuple(depths)
        #: Each node's kind: "MAX", "MIN", CHANCE, or None for a leaf.
        self.kinds = tuple(kinds)
        #: A chance node's probabilities, one per move in order (None elsewhere).
        self.chances = tuple(chances)
        #: True when some node's kind breaks the alternation of the short form, or is chance.
        self.has_chance = CHANCE in self.kinds
        new = tuple.__new__
        self.nodes = tuple([new(TreeNode, (self, i)) for i in range(len(names))])
        self.children = tuple([self.nodes[k.start:k.stop] for k in kids])
        self.outcomes = tuple([None if v is None else _leaf_outcome(name, v)
                               for name, v in zip(names, values)])

    @property
    def root(self) -> TreeNode:
        return self.nodes[0]

    def mover(self, node: int) -> str:
        """Who moves at ``node``: "MAX", "MIN" or :data:`~.base.CHANCE` (the dice); a leaf is
        its parent's opponent, as in the short form (nobody moves there)."""
        kind = self.kinds[node]
        if kind is None:
            parent = self.parents[node]
            above = self.kinds[parent] if parent >= 0 else None
            while above == CHANCE:
                parent = self.parents[parent]
                above = self.kinds[parent] if parent >= 0 else None
            return implied_kind(above)
        return kind

    def probability(self, node: int) -> Fraction | None:
        """The chance of ``node`` when a chance node's roll leads to it (else None)."""
        parent = self.parents[node]
        found = self.chances[parent] if parent >= 0 else None
        return None if found is None else found[node - self.kids[parent].start]

    def move_name(self, node: int, move: int) -> str:
        """The name of move ``move`` (a branch number) from ``node``: ``a1``."""
        return branch_name(self.names[node], move)

    def preorder(self) -> list[int]:
        """Every node number in depth-first, left-to-right order (the root first)."""
        found, stack = [], [0]
        while stack:
            node = stack.pop()
            found.append(node)
            stack.extend(reversed(self.kids[node]))
        return found

    def leaves(self) -> list[int]:
        """The leaf node numbers, left to right."""
        return [node for node in self.preorder() if self.values[node] is not None]

    def __len__(self) -> int:
        return len(self.names)

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return other is self or (isinstance(other, Tree) and other.text == self.text)

    def __repr__(self) -> str:
        return f"Tree({self.text if len(self.text) <= 60 else self.text[:57] + '...'!r})"


def _leaf_outcome(name: str, value: Value) -> Outcome:
    """A leaf as a finished game: MAX 'wins' what it is worth (MIN, if it is negative)."""
    winner = "MAX" if value > 0 else "MIN" if value < 0 else None
    worth = value if value.__class__ is int else exact_text(value)  # an int writes itself
    return tuple.__new__(Outcome, (winner, f"leaf {name} is worth {worth}", abs(value)))


class TreeGame(Game[TreeNode]):
    """Any textbook tree: :meth:`parse` reads one, and its positions carry it."""

    name = "tree"
    title = "a textbook game tree"
    players = ("MAX", "MIN")
    own_stakes = True
    has_chance = True
    whole_values = False

    def start(self) -> TreeNode:
        return self.parse(TEXTBOOK)

    def parse(self, value: object) -> TreeNode:
        """A tree as text (``"[[3,12,8],[2,4]]"``, also with parentheses) or nested lists."""
        if isinstance(value, TreeNode):
            return value
        if isinstance(value, Tree):
            return value.root
        return Tree(read_tree(value)).root

    def format(self, position: TreeNode) -> str:
        tree = position.tree
        return str(tree.text if position.node == 0 else tree.names[position.node])

    def to_move(self, position: TreeNode) -> str:
        return str(position.tree.mover(position.node))

    def maximizer(self, root: TreeNode) -> str:
        """A leaf's value is MAX's, whatever kind the root is."""
        return "MAX"

    def reaches_chance(self, position: TreeNode) -> bool:
        return bool(position.tree.has_chance)

    def is_chance(self, position: TreeNode) -> bool:
        return position.tree.chances[position.node] is not None

    def probability(self, position: TreeNode, move: int) -> Fraction:
        found = position.tree.chances[position.node]
        if found is None:
            raise IllegalMoveError(f"node {self.pictures.node_name(position)} is not a chance node")
        return found[move - 1]

    def moves(self, position: TreeNode) -> tuple[int, ...]:
        return _MOVES[len(position.tree.kids[position.node])]

    def play(self, position: TreeNode, move: int) -> TreeNode:
        children = position.tree.children[position.node]
        if type(move) is not int or not 1 <= move <= len(children):
            raise IllegalMoveError(f"node {self.pictures.node_name(position)} has no move {move!r}"
                                   f" (moves 1..{len(children)})" if children else
                                   f"leaf {self.pictures.node_name(position)} has no moves")
        return children[move - 1]

    def outcome(self, position: TreeNode) -> Outcome | None:
        return position.tree.outcomes[position.node]

    def all_moves(self) -> tuple[int, ...]:
        return _MOVES[-1]

    def full_order(self, moves: tuple[int, ...]) -> tuple[int, ...]:
        """An order names the branches tried first; the rest follow in their own order.

        >>> TREE.full_order((2, 1))[:4]
        (2, 1, 3, 4)
        """
        named = set(moves)
        if len(named) != len(moves) or not named <= set(_MOVES[-1]):
            raise ValueError(f"must name branch numbers 1..{MAX_BRANCHING}, each at most once"
                             " (the branches not named follow in their own order)")
        return (*moves, *(move for move in _MOVES[-1] if move not in named))

    # -- the parts: textbook names and the node kinds drawn -------------------------------
    @cached_property
    def pictures(self) -> TreePictures:
        return TreePictures(self)


class TreePictures(Pictures[TreeNode]):
    """A node by its textbook letter, its kind's shape and its leaves' values."""

    def node_name(self, position: TreeNode) -> str:
        return str(position.tree.names[position.node])

    def move_name(self, position: TreeNode, move: int) -> str:
        """The textbook's name of a move: the node's letter and the branch (``a1``)."""
        return str(position.tree.move_name(position.node, move))

    def move_text_to(self, position: TreeNode, move: int) -> str:
        """``"MAX plays a1"``: the move that reached ``position``, by its textbook name."""
        tree, node = position.tree, position.node
        parent = tree.parents[node]
        name, chance = tree.move_name(parent, move), tree.probability(node)
        if chance is not None:
            return f"chance picks {name} ({odds_text(chance)})"
        return f"{tree.mover(parent)} plays {name}"

    def text(self, position: TreeNode) -> str:
        from .tree_pictures import outline

        return outline(position)

    def svg(self, position: TreeNode, last_move: int | None = None, size: int = 120) -> str:
        from .tree_pictures import node_svg

        return node_svg(position, size)

    def dot_label(self, position: TreeNode, last_move: int | None,
                  colours: Mapping[str, str]) -> str:
        from .tree_pictures import node_table

        return node_table(position, colours)


TREE = TreeGame()


__all__ = ["TEXTBOOK", "TREE", "Tree", "TreeGame", "TreeNode", "branch_name", "branch_names", "letters"]
