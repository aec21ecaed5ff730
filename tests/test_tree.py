"""Textbook game trees: nested lists of leaf utilities, searched, named, drawn and checked.

The reference solver (tests/reference/trees.py) reads the nested lists itself and
shares nothing with the package: plain minimax, and alpha-beta (left to right, cut
when alpha >= beta) that also lists the leaves it looks at.
"""

from __future__ import annotations

import itertools
import json
import math
import random
from pathlib import Path
from typing import Any

import pytest
from fuzzing import fuzz
from hypothesis import given
from hypothesis import strategies as st
from reference import trees

import minimax_viz as mv
from minimax_viz.draw import dot_source
from minimax_viz.draw.textbook import tree_dot
from minimax_viz.errors import IllegalMoveError, InvalidBoardError
from minimax_viz.explain import Steps, words
from minimax_viz.games import GAMES, TREE, get_game
from minimax_viz.games.tree import letters
from minimax_viz.games.tree_pictures import node_svg, node_table

#: Russell & Norvig's figure: A (MAX) over B, C, D (MIN).
#:
#:                A
#:        B       C       D
#:      3 12 8  2 4 6  14 5 2
AIMA = "[[3,12,8],[2,4,6],[14,5,2]]"


def leaf_paths(tree: mv.CallTree) -> list[str]:
    """The package's leaves in evaluation order, as paths of branch numbers."""
    out = []
    for call_id in range(1, len(tree) + 1):
        if tree.kind(call_id) == "terminal":
            moves = [tree.data.move[c - 1] for c in tree.path(call_id)[1:]]
            out.append(".".join(map(str, moves)))
    return out


def check_against_reference(nested: Any) -> None:
    text = json.dumps(nested)
    plain = mv.trace(text, game="tree")
    assert plain.score == trees.value(nested)
    assert len(plain) == trees.size(nested)
    root_values = [trees.value(child, "MAX") for child in nested]
    assert plain.best_move == root_values.index(max(root_values)) + 1  # ties keep the first
    pruned = mv.trace(nested, game="tree", pruning="alphabeta")
    seen: list[str] = []
    assert pruned.score == plain.score == trees.alphabeta(nested, strict=False, seen=seen)
    assert leaf_paths(pruned) == seen
    assert pruned.best_move == plain.best_move
    assert mv.trace(nested, game="tree", memo=True).score == plain.score


# -- correctness ----------------------------------------------------------------------------------
def test_the_textbook_tree() -> None:
    plain = mv.trace(AIMA, game="tree")
    assert (plain.score, plain.best_move, len(plain)) == (3, 1, 13)
    pruned = mv.trace(AIMA, game="tree", pruning="alphabeta")
    assert (pruned.score, pruned.best_move, len(pruned)) == (3, 1, 11)
    names = [TREE.format(call.position) for call in pruned if call.outcome]
    assert names == ["b1", "b2", "b3", "c1", "d1", "d2", "d3"]  # c2 = 4 and c3 = 6 pruned
    assert mv.solve(AIMA, game="tree").scores == {1: 3, 2: 2, 3: 2}


@pytest.mark.exhaustive
def test_every_small_binary_tree_exhaustively() -> None:
    """All 3^8 full binary trees of depth 3 with leaves 0, 1, 2."""
    for leaves in itertools.product(range(3), repeat=8):
        a, b, c, d, e, f, g, h = leaves
        check_against_reference([[[a, b], [c, d]], [[e, f], [g, h]]])


nested_trees = st.recursive(st.integers(-20, 20), lambda kids: st.lists(kids, min_size=1,
                            max_size=4), max_leaves=40).filter(lambda t: isinstance(t, list))


@pytest.mark.fuzz
@fuzz(400)
@given(nested_trees)
def test_random_uneven_trees_agree_with_the_reference(nested: Any) -> None:
    check_against_reference(nested)


@pytest.mark.exhaustive
def test_many_seeded_random_trees() -> None:
    rng = random.Random(2024)

    def grow(level: int) -> Any:
        if level > 1 and (level == 6 or rng.random() < 0.3):
            return rng.randint(-50, 50)
        return [grow(level + 1) for _ in range(rng.randint(1, 4))]

    for _ in range(200):
        check_against_reference(grow(0))


def test_a_tree_searched_from_min_keeps_max_values() -> None:
    root = TREE.parse("[[3,-1],[5]]")
    node_b = TREE.play(root, 1)  # MIN to move: it takes -1, a leaf's value is MAX's
    from minimax_viz.search import SearchOptions, search

    assert search(TREE, node_b, SearchOptions()) == (-1, 2)
    # the same written with MIN at the root: the textbook's MIN-rooted tree
    assert mv.solve('{"min": [3, -1]}', game="tree").move == 2
    assert mv.trace('{"min": [3, -1]}', game="tree").score == -1


# -- positions, parsing and naming ------------------------------------------------------------
def test_registered_and_parsed_in_every_spelling() -> None:
    assert get_game("tree") is TREE and GAMES["tree"] is TREE
    root = TREE.parse(AIMA)
    assert TREE.parse([[3, 12, 8], [2, 4, 6], [14, 5, 2]]) == root
    assert TREE.parse("( (3 12 8) (2, 4, 6) [14,5,2.0] )") == root
    assert TREE.parse(((3, 12, 8), (2, 4, 6), (14, 5, 2))) == root
    assert TREE.parse(root) is root and TREE.parse(root.tree) == root
    assert TREE.format(root) == AIMA and TREE.parse(TREE.format(root)) == root
    assert hash(TREE.parse(AIMA)) == hash(root) and len({root, TREE.parse(AIMA)}) == 1
    assert TREE.start() == root
    with pytest.raises(AttributeError):
        root.node = 3  # type: ignore[misc]  # a position never changes


def test_nodes_are_named_level_by_level_and_leaves_by_their_move() -> None:
    tree = mv.trace("[[1,[2,3]],[[4],5],6]", game="tree")
    names = [TREE.format(call.position) for call in tree]
    # levels: A | B C a3 | b1 D E c2 | d1 d2 e1 (calls come in depth-first order)
    assert names == ["[[1,[2,3]],[[4],5],6]", "B", "b1", "D", "d1", "d2", "C", "E", "e1",
                     "c2", "a3"]
    assert [TREE.to_move(call.position) for call in tree][:3] == ["MAX", "MIN", "MAX"]
    assert letters(0) + letters(25) + letters(26) == "AZAA"


def test_moves_play_and_outcomes() -> None:
    root = TREE.parse("[[3,-4],0]")
    assert TREE.moves(root) == (1, 2) and TREE.all_moves()[:3] == (1, 2, 3)
    b = TREE.play(root, 1)
    assert TREE.outcome(b) is None and TREE.moves(TREE.play(b, 2)) == ()
    assert TREE.outcome(TREE.play(b, 2)) == ("MIN", "leaf b2 is worth -4", 4)
    assert TREE.outcome(TREE.play(root, 2)).winner is None  # worth 0: neither side
    for bad in (0, 3, "1", True):
        with pytest.raises(IllegalMoveError, match="node A has no move"):
            TREE.play(root, bad)  # type: ignore[arg-type]
    with pytest.raises(IllegalMoveError, match="leaf a2 has no moves"):
        TREE.play(TREE.play(root, 2), 1)


@pytest.mark.parametrize(("bad", "problem"), [
    ("[]", "the list at the root is empty"),
    ([[1, 2], []], "the list at 2 is empty"),
    ("[[3,x]]", "leaf 'x' at 1.2 is not a number"),
    ([[3, "4"]], "leaf '4' at 1.2 is not a number"),
    ([[3, None]], "leaf None at 1.2 is not a number"),
    ([True], "leaf True at 1 is not a number"),
    ("[2.1234567]", "leaf 2.1234567 at 1 is not a decimal of at most 6 places"),
    ([float("nan")], "leaf nan at 1 is not a number"),
    ("[inf]", "leaf 'inf' at 1 is not a number"),
    ([10**12], "is out of range"),
    ("[" * 13 + "1" + "]" * 13, "nested deeper than 12 levels"),
    ([[[[[[[[[[[[[1]]]]]]]]]]]]], "nested deeper than 12 levels"),
    ("[" * 100_000, "nested deeper than 12 levels"),
    ([[[1] * 100] * 50] * 2 + [[1]], "more than 10,000 leaves"),
    ([1] * 10_001, "more than 10,000 leaves"),
    ([[1] * 101], "the list at 1 has 101 moves; at most 100"),
    ("5", "a tree is a list of moves"),
    (5, "a tree is a list of moves"),
    ("[[3,4]", "1 '[' never closed"),
    ("[3,4]]", "']' at character 6 comes after the tree's end"),
    ("[3,4)", "')' at character 5 closes nothing open"),
    ("", "no tree in the text"),
    ("[1,,2]", "a move is missing at character 4"),      # review item 21: not [1,2]
    ("[,1]", "a move is missing at character 2"),
    ("[[1,2],]", "a move is missing at character 8"),
    ("[" + "1" * 5000 + "]", "leaf '11111"),                # review item 3: no ValueError
    ([[10**5000]], "leaf <a whole number of about 5,000 digits> at 1.1 is out of range"),
    ("[1e400]", "leaf inf at 1 is out of range"),
])
def test_bad_trees_get_one_clear_error(bad: object, problem: str) -> None:
    with pytest.raises(InvalidBoardError) as caught:
        mv.trace(bad, game="tree")
    message = str(caught.value)
    assert problem in message and message.startswith("tree ") and "\n" not in message
    assert len(message) < 220


def test_a_cyclic_list_is_too_deep_not_a_crash() -> None:
    loop: list[Any] = [1]
    loop.append(loop)
    with pytest.raises(InvalidBoardError, match="nested deeper than 12"):
        TREE.parse(loop)


def test_exactly_the_limits_are_allowed() -> None:
    deep = "[" * 12 + "7" + "]" * 12
    assert mv.trace(deep, game="tree").score == 7
    wide = [[i % 7 for i in range(100)] for _ in range(100)]
    assert mv.trace(wide, game="tree").score == 0


# -- words and pictures ----------------------------------------------------------------------------
def test_windows_and_the_cut_condition_in_words() -> None:
    tree = mv.trace(AIMA, game="tree", pruning="alphabeta")
    c = tree[6]
    assert TREE.pictures.node_name(c.position) == "C" and (c.alpha, c.beta) == (3, math.inf)
    assert c.cut == "alpha" and c.skipped == (2, 3)
    assert words.window_text(c) == "α +3  ·  β +∞"
    assert words.cut_condition(tree, c) == ["MIN already has +2 ≤ α = +3:",
                                            "the rest of C's moves cannot matter"]
    source = dot_source(tree)
    assert "MIN&#160;already&#160;has&#160;+2&#160;≤&#160;α&#160;=&#160;+3:" in source
    assert "the&#160;rest&#160;of&#160;C&#x27;s&#160;moves&#160;cannot&#160;matter" in source
    assert "α&#160;+3&#160;&#160;·&#160;&#160;β&#160;+14" in source  # d2's window, on its card
    #      A
    #      B (MIN): b1 = 5, then C (MAX): c1 = 7 >= beta 5, so c2 is never read
    beta_cut = mv.trace("[[5,[7,1]]]", game="tree", pruning="alphabeta")
    node_c = next(call for call in beta_cut if call.cut)
    assert words.cut_condition(beta_cut, node_c) == ["MAX already has +7 ≥ β = +5:",
                                                     "the rest of C's moves cannot matter"]


def test_tictactoe_cuts_name_the_call() -> None:
    tree = mv.trace("O.XX.X.OO", pruning="alphabeta")
    cut = next(call for call in tree if call.cut)
    assert words.cut_condition(tree, cut)[1] == f"the rest of call {cut.id}'s moves cannot matter"


def test_steps_name_the_textbook_moves() -> None:
    lines = Steps(mv.trace(AIMA, game="tree")).lines()
    assert lines[1].startswith("call 2, depth 1: MAX plays a1 (called by call 1); MIN to move")
    assert "MIN plays b1 (called by call 2); leaf b1 is worth 3" in lines[2]
    assert lines[-1].endswith("returns +3: best move a1")


def test_one_name_for_a_tree_move_everywhere() -> None:
    """Review item 16: the game names a move (a1) and every word and picture uses it."""
    root = TREE.parse(AIMA)
    c = TREE.play(root, 2)
    assert TREE.pictures.move_name(root, 2) == "a2" and TREE.pictures.move_name(c, 3) == "c3"
    assert TREE.pictures.move_text_to(TREE.play(c, 1), 1) == "MIN plays c1"
    assert get_game("tictactoe").pictures.move_name("O.XX.X.OO", 4) == "4"
    tree = mv.trace(AIMA, game="tree", pruning="alphabeta")
    lines = Steps(tree).lines()
    assert "tries a1, a2, a3," in lines[0] and "tries c1, c2, c3," in lines[9]
    assert "(c1: +2); alpha cut skips c2, c3," in lines[12]
    assert lines[-1].startswith("call 1, depth 0, MAX to move: picks a1, the highest of (a1: +3,")
    assert words.cut_lines(tree[6], tree)[1] == "never tried: c2, c3"
    assert words.returns_text(tree, tree[2]) == "returns +3, picks b1"
    assert words.summary(tree).endswith("Best move a1, score +3.")
    assert "never&#160;tried:&#160;c2,&#160;c3" in dot_source(tree)
    dot = tree_dot(root.tree)
    assert all(f'label="a{b}"' in dot for b in (1, 2, 3)) and 'label="1"' not in dot


def test_an_order_names_the_branches_tried_first() -> None:
    """Review item 10: ``--order 2,1`` on a tree: branch 2 first, then 1, then the rest."""
    tree = mv.trace(AIMA, game="tree", order="3,1")
    assert [TREE.format(tree[c].position) for c in tree.children(tree.root)] == ["D", "B", "C"]
    assert tree.score == trees.value(json.loads(AIMA))
    assert mv.trace(AIMA, game="tree", order=[2, 1]).options.order[:4] == (2, 1, 3, 4)
    assert "move order 3,..." in words.search_description(tree.options, tree.game)
    assert words.search_description(mv.trace("X........", order="centre").options, get_game(
        "tictactoe")).endswith("move order 4,0,2,6,8,1,3,5,7")  # a full order is all shown
    for bad in ("2,2", "0", "101", "1,x"):
        with pytest.raises(ValueError, match=f"order '{bad}' "):
            mv.trace(AIMA, game="tree", order=bad)
    with pytest.raises(ValueError, match="must name branch numbers 1..100, each at most once"):
        mv.trace(AIMA, game="tree", order="2,2")


def test_an_ordered_tree_search_agrees_with_the_reference() -> None:
    rng = random.Random(7)
    for _ in range(50):
        nested = [[rng.randint(-9, 9) for _ in range(rng.randint(1, 4))]
                  for _ in range(rng.randint(1, 4))]
        order = rng.sample(range(1, 5), rng.randint(1, 4))
        for pruning in ("none", "alphabeta"):
            tree = mv.trace(nested, game="tree", order=order, pruning=pruning)
            assert tree.score == trees.value(nested)
            tried = [tree[c].move for c in tree.children(tree.root)]
            expected = [m for m in (*order, 1, 2, 3, 4) if m <= len(nested)]
            assert tried == list(dict.fromkeys(expected))[:len(tried)]


def test_pictures_triangles_and_leaf_squares() -> None:
    root = TREE.parse(AIMA)
    b, leaf = TREE.play(root, 1), TREE.play(TREE.play(root, 1), 2)
    colours = {"max": "#0000AA", "min": "#AA0000"}
    assert "▲" in node_table(root, colours) and "#0000AA" in node_table(root, colours)
    assert "▼" in node_table(b, colours) and ">B<" in node_table(b, colours)
    assert "<B>12</B>" in node_table(leaf, colours) and "b2" in node_table(leaf, colours)
    assert node_svg(root).count("<polygon") == 1 and ">A<" in node_svg(root)
    assert ">12<" in node_svg(leaf) and "<polygon" not in node_svg(leaf)
    assert TREE.pictures.text(root).splitlines()[:3] == ["A ▲ MAX", "  B ▼ MIN", "    b1 = 3"]
    dot = tree_dot(root.tree)
    assert dot.count('shape="triangle"') == 1 and dot.count('shape="invtriangle"') == 3
    assert dot.count('shape="box"') == 9 and 'label="a2"' in dot


def test_a_big_tree_outline_is_cut_short() -> None:
    text = TREE.pictures.text(TREE.parse([[i] * 10 for i in range(10)]))
    assert len(text.splitlines()) == 41 and text.endswith("(71 more nodes)")


# -- files and the command line ---------------------------------------------------------------
def test_trace_files_round_trip(tmp_path: Path) -> None:
    for options in ({}, {"pruning": "alphabeta"}, {"memo": True}):
        tree = mv.trace("[[3,12,8],[2,[4,-1],6],[14,5,2]]", game="tree", **options)
        path = tmp_path / "tree.json"
        mv.save_json(tree, path)
        saved = json.loads(path.read_text())
        assert saved["game"] == "tree" and saved["board"] == "[[3,12,8],[2,[4,-1],6],[14,5,2]]"
        assert saved["calls"][1]["board"] == "B"
        assert mv.load_json(path) == tree


def test_cli_solve_and_trace(cli: Any) -> None:
    solved = cli("solve", "--game", "tree", AIMA)
    assert solved.status == 0 and "MAX to move. Best move: a1, score +3." in solved.out
    assert "  move a2: +2" in solved.out
    assert "  C ▼ MIN" in solved.out
    as_json = json.loads(cli("solve", "--game", "tree", AIMA, "--json").out)
    assert as_json == {"board": AIMA, "player": "MAX", "move": 1, "score": 3,
                       "scores": {"1": 3, "2": 2, "3": 2}}
    traced = cli("trace", "--game", "tree", "--pruning", "alphabeta", AIMA)
    assert traced.status == 0 and traced.out.endswith("11 calls. Best move a1, score +3.\n")
    ordered = cli("trace", "--game", "tree", "--order", "2,1", AIMA)
    assert ordered.status == 0 and ordered.out.startswith(
        "call 1, depth 0, MAX to move: starts the search; tries a2, a1, a3")
    refused = cli("solve", "--game", "tree", "--order", "2,2", AIMA)
    assert refused.status == 2 and "each at most once" in refused.err
    saved = json.loads(cli("trace", "--game", "tree", AIMA, "--json").out)
    assert saved["game"] == "tree" and len(saved["calls"]) == 13


@pytest.mark.parametrize("bad", ["[]", "[[3,x]]", "[" * 20 + "1" + "]" * 20, "[2.1234567]",
                                 "[" + "1" * 5000 + "]", "[1,,2]"], ids=lambda bad: bad[:20])
def test_cli_bad_tree_is_one_line_and_exit_2(cli: Any, bad: str) -> None:
    result = cli("trace", "--game", "tree", bad)
    assert result.status == 2 and result.out == ""
    assert result.err.count("\n") == 1 and result.err.startswith("minimax-viz: error: tree ")
    assert "Traceback" not in result.err


@pytest.mark.dot
def test_cli_render_and_html(cli: Any, tmp_path: Path) -> None:
    svg = tmp_path / "tree.svg"
    assert cli("render", "--game", "tree", "--pruning", "alphabeta", AIMA, "-o", str(svg)).status == 0
    text = svg.read_text()
    assert "cannot\xa0matter" in text and "▲" in text and "▼" in text
    page = tmp_path / "tree.html"
    assert cli("html", "--game", "tree", AIMA, "--predict", "-o", str(page)).status == 0
    assert "[[3,12,8],[2,4,6],[14,5,2]]" in page.read_text()


def test_a_tree_is_described_by_its_leaf_values_not_a_scoring() -> None:
    tree = mv.trace(AIMA, game="tree", pruning="alphabeta", scoring="unit")
    assert words.search_description(tree.options, tree.game) == "leaf values, alpha-beta"
