"""games/tree.py's node kinds and chance nodes, and search/minimax.py's expectimax.

Trees with node kinds, chance nodes and expectimax, checked against an independent reference.

The reference (tests/reference/trees.py) reads the tree's JSON itself (plain dicts, lists
and numbers) and shares nothing with the package: exact values with :class:`fractions.Fraction`, plain
expectiminimax, and alpha-beta that cuts on alpha >= beta (or, strict, alpha > beta) at
MAX and MIN nodes and searches every outcome of a chance node with the full window (the
package's documented rule), listing the leaves it reads.
"""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any

import pytest
from fuzzing import fuzz
from hypothesis import assume, example, given
from hypothesis import strategies as st
from reference import trees

import minimax_viz as mv
from minimax_viz.errors import InvalidBoardError
from minimax_viz.explain import Steps, shown_source, step_lines, words
from minimax_viz.games import TREE
from minimax_viz.record.tracefile import trace_from_dict, trace_to_dict


class _Pairs(dict):  # type: ignore[type-arg]
    """A chance node the generator wrote as [p, child] pairs."""


def ambiguous(node: Any) -> bool:
    """True when an equally likely chance node's children all look like [p, child] pairs
    (the notation reads such a node as pairs: a tree to write with its kinds instead)."""
    if isinstance(node, (int, float)):
        return False
    if isinstance(node, _Pairs):
        return any(ambiguous(child) for _, child in node["chance"])
    kids = node if isinstance(node, list) else next(iter(node.values()))
    if isinstance(node, dict) and "chance" in node and all(trees.is_pair(kid) for kid in kids):
        return True
    return any(ambiguous(kid) for kid in kids)


def leaf_paths(tree: mv.CallTree) -> list[str]:
    return [".".join(str(tree.data.move[c - 1]) for c in tree.path(i)[1:])
            for i in range(1, len(tree) + 1) if tree.kind(i) == "terminal"]


def check(nested: Any) -> None:
    """Everything the package says about ``nested`` against the reference."""
    text = json.dumps(nested)
    value = trees.value(nested)
    plain = mv.trace(text, game="tree")
    assert plain.score == value and type(plain.score) is (int if value.denominator == 1
                                                          else Fraction)
    assert len(plain) == trees.size(nested)
    kind, kids = trees.node_kids(nested)
    below = None if kind == "CHANCE" else kind
    child_values = [trees.value(child, below) for _, child in kids]
    solution = mv.solve(text, game="tree")
    assert solution.score == value
    assert list(solution.scores.values()) == child_values
    if kind == "CHANCE":
        assert plain.best_move is None and solution.move is None
    else:
        best = max(child_values) if kind == "MAX" else min(child_values)
        assert plain.best_move == solution.move == child_values.index(best) + 1
    for strict in (False, True):
        seen: list[str] = []
        pruned = mv.trace(text, game="tree",
                          pruning="alphabeta-strict" if strict else "alphabeta")
        assert pruned.score == trees.alphabeta(nested, strict, seen) == value
        assert leaf_paths(pruned) == seen
        assert trace_from_dict(json.loads(json.dumps(trace_to_dict(pruned)))) == pruned
    again = TREE.parse(plain.root_position.tree.text)  # the canonical text reads back
    assert again.tree.values == plain.root_position.tree.values
    assert again.tree.kinds == plain.root_position.tree.kinds
    assert again.tree.chances == plain.root_position.tree.chances


# -- random trees --------------------------------------------------------------------------------
leaves = st.one_of(st.integers(-30, 30), st.integers(-3000, 3000).map(lambda n: n / 100))


def _probabilities(count: int) -> st.SearchStrategy[list[Any]]:
    def spelled(weights: list[int]) -> list[Any]:
        total = sum(weights)
        out: list[Any] = []
        for w in weights:
            p = Fraction(w, total)
            decimal = p.denominator in (1, 2, 4, 5, 8, 10, 20, 25, 50, 100)
            out.append(float(p) if decimal and w % 2 else f"{p.numerator}/{p.denominator}")
        return out
    return st.lists(st.integers(1, 6), min_size=count, max_size=count).map(spelled)


def _inner(kids: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    children = st.lists(kids, min_size=1, max_size=3)
    paired = children.flatmap(lambda cs: _probabilities(len(cs)).map(
        lambda ps: _Pairs(chance=[[p, c] for p, c in zip(ps, cs)])))
    return st.one_of(children,                                        # the short form
                     children.map(lambda cs: {"max": cs}),
                     children.map(lambda cs: {"min": cs}),            # MIN, MIN: two ghosts
                     children.map(lambda cs: {"chance": cs}),         # equally likely
                     paired)


kinded_trees = st.recursive(leaves, _inner, max_leaves=25).filter(
    lambda t: not isinstance(t, (int, float)))


@pytest.mark.fuzz
@fuzz(300)
@given(kinded_trees)
@example({"max": [{"chance": [3, 12]}, {"chance": [2, 4, 6]}]})   # DESIGN.md: 15/2 and 4
@example({"min": [{"min": [3, -4.01]}, [5, 7.5]]})                 # MIN root, MIN twice
@example([[3, 5], [3, 1]])                                         # a tie: the two rules differ
@example({"chance": [[0.5, [3, 1]], [0.5, {"chance": [1, 2, 2]}]]})
@example({"chance": [{"max": [0, 0]}]})  # found: its canonical text must not read as a pair
def test_random_trees_with_chance_and_many_agents_agree_with_the_reference(nested: Any) -> None:
    assume(not ambiguous(nested))
    check(nested)


# -- known values ---------------------------------------------------------------------------------
def test_the_expectimax_example_of_the_design_notes() -> None:
    tree = mv.trace('{"max": [{"chance": [3, 12]}, {"chance": [2, 4, 6]}]}', game="tree")
    assert (tree.score, tree.best_move) == (Fraction(15, 2), 1)
    assert [call.score for call in tree if tree.kind(call.id) == "chance"] == [Fraction(15, 2), 4]
    assert type(tree[5].score) is int  # 2/3 + 4/3 + 6/3 = 4: whole numbers stay whole
    steps = Steps(tree)
    for call, mean in ((2, "½ × 3 + ½ × 12 = 7.5"), (5, "⅓ × 2 + ⅓ × 4 + ⅓ × 6 = 4")):
        assert words.return_parts(tree, tree[call])[1] == (mean,)  # a chance node's one phrase
        assert mean in steps.narrate(steps.return_step[call])  # said as the call returns


def test_a_chance_node_is_every_games_one_word_for_the_dice() -> None:
    """A tree's chance kind is Game.CHANCE (games/base.py's CHANCE), not a word of its own
    that happens to agree: the tree modules name it by the constant, and only the NodeKind
    type spells it (a Literal cannot name a constant); the tree files' text is unchanged."""
    import ast
    import typing
    from pathlib import Path

    from minimax_viz.games import base, tree_parse

    root = TREE.parse('{"chance": [3, {"min": [1, 2]}]}')
    assert TREE.to_move(root) == mv.Game.CHANCE == base.CHANCE == tree_parse.KINDS["chance"]
    assert base.CHANCE in typing.get_args(tree_parse.NodeKind)
    assert TREE.format(root) == '{"chance":[3,{"min":[1,2]}]}'
    folder = Path(base.__file__).parent
    for name in ("tree.py", "tree_parse.py", "tree_pictures.py"):
        module = ast.parse((folder / name).read_text(encoding="utf-8"))
        types = [n for n in module.body if isinstance(n, ast.Assign)
                 and any(isinstance(t, ast.Name) and t.id == "NodeKind" for t in n.targets)]
        spelled = {id(part) for kind in types for part in ast.walk(kind)}
        said = [n.lineno for n in ast.walk(module) if isinstance(n, ast.Constant)
                and n.value == base.CHANCE and id(n) not in spelled]
        assert not said, f"{name} writes {base.CHANCE!r} on lines {said}"


def test_a_mean_that_is_not_a_decimal_is_shown_as_a_fraction_and_saved_exactly() -> None:
    tree = mv.trace('{"chance": [1, 2, 2]}', game="tree")
    assert tree.score == Fraction(5, 3) and repr(tree).endswith("score +5/3>")
    saved = trace_to_dict(tree)
    assert saved["score"] == "5/3" and saved["calls"][0]["score"] == "5/3"
    assert trace_from_dict(json.loads(json.dumps(saved))) == tree
    assert mv.solve('{"chance": [1, 2, 2]}', game="tree").as_dict()["score"] == "5/3"


def test_fractional_leaves_are_kept_as_written() -> None:
    tree = mv.trace("[[-4.01, 2], [0.1, 0.2]]", game="tree")
    assert tree.score == Fraction(1, 10)  # min(0.1, 0.2), never 0.1000000001
    assert "b1 is worth -4.01" in "\n".join(Steps(tree).lines())
    assert trace_to_dict(tree)["calls"][2]["score"] == -4.01


def test_a_cs188_style_tree_one_max_ply_then_two_ghosts() -> None:
    #           MAX
    #     MIN          MIN        (ghost 1)
    #   MIN  MIN     MIN  MIN     (ghost 2)
    #  3 9   8 2    4 6   7 5
    tree = '{"max": [{"min": [{"min": [3, 9]}, {"min": [8, 2]}]},' \
           ' {"min": [{"min": [4, 6]}, {"min": [7, 5]}]}]}'
    traced = mv.trace(tree, game="tree")
    assert (traced.score, traced.best_move) == (4, 2)
    assert [call.player for call in traced][:3] == ["MAX", "MIN", "MIN"]


def test_chance_nodes_are_drawn_as_circles_with_each_edges_probability() -> None:
    from minimax_viz.draw import dot_source
    from minimax_viz.draw.textbook import tree_dot

    tree = mv.trace('{"max": [{"chance": [["1/3", 3], ["2/3", 12]]}, 1]}', game="tree")
    dot = dot_source(tree).replace("&#160;", " ")
    assert words.ROLE_NAMES["chance"] in dot and "chance picks b1 (⅓)" in dot and "chance picks b2 (⅔)" in dot
    sheet = tree_dot(tree.root_position.tree)
    assert 'shape="circle"' in sheet and 'n1 -> n3 [label="⅓"]' in sheet


def test_the_code_panel_shows_the_chance_lines_only_where_there_are_chance_nodes() -> None:
    chance = mv.trace('{"chance": [1, 2]}', game="tree")
    shown = shown_source(chance.options, True).lines
    assert any("expectation(position, depth)" in line for line in shown)
    assert not any("expectation" in line for line in shown_source(chance.options).lines)
    steps = Steps(chance)
    code = shown_source(chance.options, True)
    assert step_lines(steps, 1) == (code.anchors["roll"], None)      # call 2 rolled
    assert step_lines(steps, 2) == (code.anchors["terminal"], code.anchors["mean"])
    assert step_lines(steps, 5)[0] == code.anchors["expectation"]   # the root's mean


def test_a_page_and_a_stepper_take_chance_trees() -> None:
    from minimax_viz.draw import Layout
    from minimax_viz.lessons.page import build_html
    from minimax_viz.lessons.stepper_data import stepper_data

    tree = mv.trace('{"max": [{"chance": [1, 2, 2]}, 1]}', game="tree", pruning="alphabeta")
    data = stepper_data(Layout(tree))
    assert data["calls"]["score"][1] == "+5/3"  # exact, as words.signed writes it
    json.dumps(data)  # everything the page reads is JSON
    assert "5/3" in build_html(tree)


# -- the graders' convention -------------------------------------------------------------------------
def test_strict_alpha_beta_searches_the_tie_the_textbook_rule_cuts() -> None:
    #        A (MAX)
    #    B (MIN)   C (MIN)
    #    3   5     3   1      C's first leaf ties alpha = 3
    textbook = mv.trace("[[3, 5], [3, 1]]", game="tree", pruning="alphabeta")
    strict = mv.trace("[[3, 5], [3, 1]]", game="tree", pruning="alphabeta-strict")
    assert (textbook.score, strict.score) == (3, 3)
    assert (len(textbook), len(strict)) == (6, 7)
    assert textbook.cut_calls() == [5] and strict.cut_calls() == []
    assert "+3 ≤ α = +3" in "\n".join(words.cut_condition(textbook, textbook[5]))
    assert [line.strip() for line in shown_source(strict.options).lines
            if line.strip().startswith("if alpha ")] == \
        ["if alpha > beta:  # the other moves cannot change the result"]


def test_strict_cut_words_say_strictly() -> None:
    #      A (MAX)
    #   B (MIN)   C (MIN)
    #   5         2  9      C stops at 2 < α = 5
    tree = mv.trace("[[5], [2, 9]]", game="tree", pruning="alphabeta-strict")
    assert tree.cut_calls() == [4]
    assert words.cut_condition(tree, tree[4])[0] == "MIN already has +2 < α = +5:"


# -- errors -------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("bad", "problem"), [
    ('{"max": [{"chance": [[0.5, 2], [0.2, 6]]}]}',
     "the probabilities of the chance node at 1 add up to 0.7, not 1"),
    ('{"max": [1, {"chance": [["1/3", 2], ["1/3", 6]]}]}',
     "the probabilities of the chance node at 2 add up to 2/3, not 1"),
    ('{"avg": [3, 12]}', "the node at the root has kind 'avg'; a kind is one of max, min, chance"),
    ('[3, [4, {"mni": [1]}]]', "the node at 2.2 has kind 'mni'"),
    ('{"chance": [["a third", 1], ["2/3", 2]]}', "probability 'a third' at 1 is not a number"),
    ('{"chance": [["0/3", 1], [1, 2]]}', "probability '0/3' at 1 is not above 0"),
    ('{"max": [1], "min": [2]}', "the node at the root has 2 keys"),
    ('{"max": 3}', "the max node at the root holds 3, not a list of moves"),
    ('{"max": [1, 2]', "a tree with kinds is JSON, and this is not at character"),
    ("[1.0000001]", "leaf 1.0000001 at 1 is not a decimal of at most 6 places"),
])
def test_bad_kinds_and_probabilities_are_one_line_errors_saying_where(bad: str,
                                                                       problem: str) -> None:
    with pytest.raises(InvalidBoardError) as caught:
        mv.trace(bad, game="tree")
    message = str(caught.value)
    assert problem in message and message.startswith("tree ") and "\n" not in message


def test_cli_solves_and_refuses_kinded_trees(cli: Any) -> None:
    found = cli("solve", "--game", "tree", '{"max": [{"chance": [3, 12]}, {"chance": [2, 4, 6]}]}',
                "--json")
    assert found.status == 0 and json.loads(found.out)["score"] == 7.5
    bad = cli("solve", "--game", "tree", '{"chance": [[0.5, 1], [0.4, 2]]}')
    assert bad.status == 2 and bad.out == "" and "add up to 0.9, not 1" in bad.err
    assert bad.err.count("\n") == 1 and "Traceback" not in bad.err
    rolled = cli("solve", "--game", "tree", '{"chance": [[0.25, 1], [0.75, [2, 3]]]}')
    assert rolled.status == 0 and words.chance_root_text(Fraction(5, 2)) in rolled.out
    assert "move a2 (¾): +3" in rolled.out
    strict = cli("trace", "--game", "tree", "[[3,5],[3,1]]", "--pruning", "alphabeta-strict")
    assert strict.status == 0 and "7 calls" in strict.out


def test_an_exercise_on_a_chance_tree_has_its_key_and_sheets() -> None:
    from minimax_viz.lessons.exercise import Exercise
    from minimax_viz.lessons.exercise_sheets import answers_svg, worksheet_svg

    #        A (MAX)
    #   B (CHANCE ½ ½)    C (MIN)
    #    3      12        -4.01  9     C stops at -4.01 ≤ α = 7.5
    exercise = Exercise(1, 2, 2, 0, 9, '{"max": [{"chance": [3, 12]}, [-4.01, 9]]}')
    key = exercise.key()
    assert (key.root_value, key.best_move, key.pruned_leaves) == (Fraction(15, 2), "a1", ("c2",))
    assert key.lines()[:3] == ["Root value: 7.5", "Best move: a1 (to B)",
                               "Leaves evaluated, in order: b1 (3), b2 (12), c1 (-4.01)"]
    assert "<ellipse" in worksheet_svg(exercise) and "-4.01" in answers_svg(exercise)
    rolled = Exercise(1, 1, 2, 0, 9, '{"chance": [1, 2, 2]}').key()
    assert rolled.lines()[:2] == ["Root value: 5/3", "Best move: none: chance picks at the root"]


def test_playing_a_tree_with_chance_nodes_is_refused_in_one_line(cli: Any) -> None:
    from minimax_viz.errors import InvalidOptionError
    from minimax_viz.lessons import Match

    with pytest.raises(InvalidOptionError, match="has chance nodes"):
        Match(game="tree", board='{"chance": [1, 2]}')
    assert Match(game="tree", board='{"min": [1, 2]}').to_move == "MIN"  # kinds alone are fine
    found = cli("play", "--game", "tree", "--board", '{"max": [{"chance": [3, 12]}, 1]}')
    assert found.status == 2 and "rolls no dice" in found.err and "Traceback" not in found.err


def test_graphml_keeps_a_trees_values_exact(tmp_path: Any) -> None:
    import networkx as nx

    from minimax_viz.record import save_graphml

    tree = mv.trace('{"max": [{"chance": [1, 2, 2]}, [-4.01, 3]]}', game="tree",
                    pruning="alphabeta")
    save_graphml(tree, tmp_path / "t.graphml")
    read = nx.read_graphml(tmp_path / "t.graphml")
    assert [read.nodes[str(i)]["score"] for i in (1, 2, 6)] == ["5/3", "5/3", "-4.01"]
    assert read.nodes["6"]["alpha"] == "5/3" and read.nodes["1"]["beta"] == "inf"
    assert tree.graph.edges[2, 3]["probability"] == Fraction(1, 3)
    assert "probability" not in tree.graph.edges[1, 2]
    assert read.edges["2", "3"]["probability"] == "1/3"


def test_equal_scores_of_two_types_are_each_written_their_own_way() -> None:
    """signed is cached (a big trace writes few scores many times): by value and type, since
    1/1024 exactly and the float 1/1024 are equal but written apart."""
    assert Fraction(1, 1024) == 1 / 1024
    assert [words.signed(v) for v in (Fraction(1, 1024), 1 / 1024, Fraction(1, 1024))] == \
        ["+1/1024", "+0.000976562", "+1/1024"]
