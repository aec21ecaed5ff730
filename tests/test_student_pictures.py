"""explain/edges.py, explain/steps.py and draw/dot.py on a student's wrong code (issue 18).

Pictures of a student's wrong code say only what the recorded calls show (issue 18, item 5).

Each check reads what a student sees (the DOT text of the diagram, the stepper's
sentences and stack frames) and holds every claim against the recorded boards and
values: the move on an edge is the one new mark of the caller's player, else the
cells that changed; a "wins with" line is the owner's; the orange best line follows
the values returned; "moves left" counts the calls each frame made.

The tutorial's ``O.XX.X.OO`` with the board never restored (X, the AI, to move)::

    call 1  O . X / X . X / . O O
      call 2  X plays 1          -> O plays 4 (call 3), then call 4 also holds O at 6
      call 5  1, 4, 6 all changed: X 3-4-5 and O 6-7-8 both complete, returns -10
      call 6  1, 4, 6 all changed: X wins, returns +10 (the root's value)
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from itertools import pairwise
from typing import Any

import pytest
import tutorial
from conftest import fits
from fuzzing import fuzz
from hypothesis import example, given
from hypothesis import strategies as st

import minimax_viz as mv
from minimax_viz.comparison import Comparison, Difference, compare, judge
from minimax_viz.draw.dot import dot_source
from minimax_viz.explain import Steps, words
from minimax_viz.explain.edges import best_line, picked_child
from minimax_viz.games import TICTACTOE
from minimax_viz.lessons.stepper_data import frame_cells

#: A min/max swap: the AI keeps the lowest of its moves' scores, the human the highest.
SWAP = {"    best_move = 0\n    if player == ai_player:": "    best_move = 0\n"
                                                         "    if player != ai_player:"}
MUTATIONS = {**tutorial.BUGS, words.MINMAX_SWAPPED: SWAP}

PLAYS = re.compile(r"^([XO]) plays (\d)$")
CHANGED = re.compile(r"^board changed in (\d+) cells? \(([\d, ]+)\)$")
SAME = re.compile(r"^the same board as call (\d+)$")
NODE = re.compile(r'^\t"call-(\d+)" \[.*label=<(.*)> id="call-\d+" class="([^"]*)"\]$')
EDGE = re.compile(r'^\t"call-(\d+)" -> "call-(\d+)" \[.*?<TR><TD>(.*?)</TD></TR>.*'
                  r'class="([^"]*)"\]$')
WINS = re.compile(r"([XO]) wins with ([\d\- and]+)$")
BOTH = re.compile(r"both sides have a line: X ([\d\- and]+), O ([\d\- and]+)$")


def mutated(mistake: str, ai: str = "X") -> Callable[..., Any]:
    """The tutorial's ``minimax`` with ``mistake`` made, the AI playing ``ai``."""
    swaps = MUTATIONS[mistake]
    assert all(tutorial.SOURCE.count(old) == 1 for old in swaps)
    text = re.sub("|".join(map(re.escape, swaps)), lambda m: swaps[m.group()], tutorial.SOURCE)
    module = tutorial.load(text, f"tutorial with {mistake}")
    setattr(module, "ai_player", ai)  # noqa: B010 - the module's own players, as it reads them
    setattr(module, "hu_player", "O" if ai == "X" else "X")  # noqa: B010
    found: Callable[..., Any] = module.minimax
    return found


def student_tree(mistake: str, board: str = "O.XX.X.OO") -> mv.CallTree:
    ai = TICTACTOE.to_move(TICTACTOE.parse(board))
    return compare(mutated(mistake, ai), board).student


def plain(label: str) -> str:
    """A label's text as read: tags dropped, entities and non-breaking spaces undone."""
    return html.unescape(re.sub(r"<[^>]*>", "\n", label)).replace("\xa0", " ")


# -- every claim, held against the recorded calls -----------------------------------------------
def check_edge(tree: mv.CallTree, child_id: int, text: str) -> None:
    """The words on the edge into ``child_id`` say what changed between the two boards."""
    child = tree[child_id]
    assert child.parent is not None
    parent = tree[child.parent]
    before, after, mover = parent.position, child.position, parent.player
    diff = [i for i in range(9) if before[i] != after[i]]
    if found := PLAYS.match(text):
        cell = int(found[2])
        assert found[1] == mover and diff == [cell], (text, before, after)
        assert before[cell] == "." and after[cell] == mover
    elif found := CHANGED.match(text):
        assert [int(c) for c in found[2].split(", ")] == diff and int(found[1]) == len(diff)
        assert not (len(diff) == 1 and before[diff[0]] == "." and after[diff[0]] == mover)
    elif found := SAME.match(text):
        assert diff == [] and int(found[1]) == parent.id
    else:
        raise AssertionError(f"edge into call {child_id} says {text!r}")


def check_outcome(position: str, text: str) -> None:
    """Every line a card credits is on the board, held by the side it names."""
    if found := BOTH.search(text):
        owned = [("X", found[1]), ("O", found[2])]
    elif found := WINS.search(text):
        owned = [(found[1], found[2])]
    else:
        return
    for mark, lines in owned:
        for line in lines.split(" and "):
            assert all(position[int(c)] == mark for c in line.split("-")), (position, text)


def check_diagram(tree: mv.CallTree) -> None:
    """The DOT text of the whole tree: edges, cards, the chosen moves and the best line."""
    nodes: dict[int, tuple[str, set[str]]] = {}
    chosen: list[tuple[int, int]] = []
    for line in dot_source(tree, max_nodes=None).splitlines():
        if found := NODE.match(line):
            nodes[int(found[1])] = (plain(found[2]), set(found[3].split()))
        elif found := EDGE.match(line):
            parent, child = int(found[1]), int(found[2])
            check_edge(tree, child, plain(found[3]))
            if "chosen" in found[4].split():
                chosen.append((parent, child))
    assert sorted(nodes) == list(range(1, len(tree) + 1))
    for call_id, (text, _) in nodes.items():
        for row in text.split("\n"):
            check_outcome(tree[call_id].position, row)
    pv = sorted(c for c, (_, classes) in nodes.items() if "pv" in classes)
    assert pv == best_line(tree)
    check_best_line(tree, pv)
    parents = [parent for parent, _ in chosen]
    assert len(parents) == len(set(parents))  # one chosen move per call at most
    assert all(picked_child(tree, parent) == child for parent, child in chosen)


def check_best_line(tree: mv.CallTree, line: list[int]) -> None:
    """Each call on the line after the root is its caller's first child that returned the
    caller's own value; the line ends where no child did."""
    d = tree.data
    assert line[0] == 1
    for caller, child in pairwise(line):
        kids = tree.children(caller)
        assert child in kids and d.score[child - 1] == d.score[caller - 1]
        assert all(d.score[k - 1] != d.score[caller - 1] for k in kids[:kids.index(child)])
    assert all(d.score[k - 1] != d.score[line[-1] - 1] for k in tree.children(line[-1]))


def check_steps(tree: mv.CallTree) -> None:
    """The stack's "moves left" counts the calls made; sentences name true moves."""
    steps = Steps(tree)
    for step, event in enumerate(steps.events):
        for frame in steps.stack(step):
            call = tree[frame.call]
            if tree.kind(call.id) not in ("search", "cut"):
                assert frame.moves_left == ()
                continue
            offered, kids = TICTACTOE.moves(call.position), tree.children(call.id)
            made = sum(1 for c in kids if steps.enter_step[c] <= step)
            done = bool(kids) and steps.return_step[kids[-1]] <= step  # cut or not: none left
            assert len(frame.moves_left) == (0 if done else max(0, len(offered) - made))
            assert set(frame.moves_left) <= set(offered)
            assert len(set(frame.moves_left)) == len(frame.moves_left)
            if done:
                assert frame_cells(frame, window=False)[1] == "–"
        sentence = steps.narrate(step)
        if event.kind == "enter" and event.call != 1:
            head = f"call {event.call}, depth {tree[event.call].depth}: "
            assert sentence.startswith(head)
            check_edge(tree, event.call, sentence[len(head):].split(" (called by")[0])
        if event.kind == "return" and tree.children(event.call) and not tree[event.call].outcome:
            check_scores(tree, event.call, sentence)


def check_scores(tree: mv.CallTree, call_id: int, sentence: str) -> None:
    """A return sentence lists each child by a name its board supports, with its value."""
    found = re.search(r"(?: of| scored) \(((?:[^()]|\(call \d+\))*)\)", sentence)
    assert found, sentence
    names = found[1].split(", ")
    kids = tree.children(call_id)
    assert len(names) == len(kids), sentence
    for name, kid in zip(names, kids):
        label, value = name.rsplit(": ", 1)
        assert value == words.value_text(tree, tree[kid])
        if label.startswith("call "):
            assert label == f"call {kid}"
        else:
            check_edge(tree, kid, f"{tree[call_id].player} plays {label}")


def check_all(tree: mv.CallTree) -> None:
    check_diagram(tree)
    check_steps(tree)


# -- the cases ---------------------------------------------------------------------------
def test_board_not_restored_shows_the_changed_cells_not_a_made_up_move() -> None:
    tree = student_tree("board not restored")
    check_all(tree)
    edges = [words.move_text(tree, tree[c]) for c in range(2, len(tree) + 1)]
    assert edges == ["X plays 1", "O plays 4", "board changed in 2 cells (4, 6)",
                     "board changed in 3 cells (1, 4, 6)", "board changed in 3 cells (1, 4, 6)"]
    assert words.outcome_text(tree, tree[5]) == "both sides have a line: X 3-4-5, O 6-7-8"
    assert best_line(tree) == [1, 6]  # the root returned +10, and only call 6 did
    steps = Steps(tree)
    last = steps.enter_step[6]
    assert [f.moves_left for f in steps.stack(last)] == [(), ()]
    assert steps.narrate(steps.return_step[1]).startswith(
        "call 1, depth 0, X to move: picks call 6, the highest of (1: -10, call 5: -10,"
        " call 6: +10), returns +10")


def test_player_never_switched_shows_the_same_side_moving_twice() -> None:
    tree = student_tree("player never switched")
    check_all(tree)
    assert words.move_text(tree, tree[3]) == "X plays 4"  # call 2 had X to move as well
    assert all(words.move_text(tree, call).startswith("X plays") for call in list(tree)[1:])


def test_a_min_max_swap_is_named_where_the_comparison_names_it() -> None:
    tree = student_tree(words.MINMAX_SWAPPED)
    check_all(tree)
    steps = Steps(tree)
    root = steps.narrate(steps.return_step[1])
    assert "keeps the lowest of (1: -10, 4: +10, 6: +10)" in root
    assert "should keep" not in root  # only a comparison names a mistake
    named = Steps(tree, {1: words.MINMAX_SWAPPED}).narrate(steps.return_step[1])
    assert named == root + "; X should keep the highest"
    sentence = judge(tree, tree.data.fault).sentence  # the verdict names it the same way
    # at call 6, the first O call whose moves' scores differ (call 2's are -10 and -10)
    swap = words.swap_sentence(6, "O", "highest", "lowest", +10, -10, False)
    assert fits(sentence, words.with_mistake(swap, words.MINMAX_SWAPPED))


@pytest.mark.dot
def test_the_comparison_marks_a_min_max_swap_on_the_card() -> None:
    tree = student_tree(words.MINMAX_SWAPPED)
    reference = mv.trace("O.XX.X.OO")
    swap = Difference("score", 2, "+10", "-10", words.MINMAX_SWAPPED, "call 2 differs")
    page = Comparison(tree, reference, swap).html().replace("\xa0", " ")  # label_text's
    assert "⚠ O keeps the highest of its moves" in page and "O should keep the lowest" in page


def test_a_position_with_lines_for_both_sides_says_so() -> None:
    def reason(board: str) -> str:
        outcome = TICTACTOE.outcome(board)
        return "" if outcome is None else outcome.reason

    assert reason("XXXOOO...") == "both sides have a line: X 0-1-2, O 3-4-5"
    assert reason("XXX.OO.O.") == "X wins with 0-1-2"
    assert reason("XXXXOOXOO") == "X wins with 0-1-2 and 0-3-6"


# -- the built-in search: the same rules, the pictures unchanged ---------------------------------
@pytest.mark.parametrize("options", [{}, {"pruning": "alphabeta"}, {"memo": True},
                                     {"pruning": "alphabeta", "order": "centre"}])
def test_builtin_trees_say_only_true_things_too(options: dict[str, Any]) -> None:
    check_all(mv.trace("X...O.O.X", **options))


@pytest.mark.fuzz
@fuzz(60)
@given(board=st.sampled_from(["O.XX.X.OO", "X...O....", "XO..X...O", "X.O.X..O.", "..X.O.X.O"]),
       pruning=st.sampled_from([None, "alphabeta"]), memo=st.booleans(),
       order=st.sampled_from([None, "centre", "8,7,6,5,4,3,2,1,0"]),
       scoring=st.sampled_from(["article", "depth", "unit"]))
def test_the_best_line_by_values_is_the_builtin_principal_variation(
        board: str, pruning: str | None, memo: bool, order: str | None, scoring: str) -> None:
    tree = mv.trace(board, pruning=pruning, memo=memo, order=order, scoring=scoring)
    assert best_line(tree) == tree.principal_variation()


# -- any one mistake, on any small board ---------------------------------------------------------
@st.composite
def boards(draw: st.DrawFn) -> str:
    """A legal Tic-Tac-Toe position, game not over, three to five cells empty."""
    empty = draw(st.integers(3, 5))
    marks = 9 - empty
    cells = ["X"] * ((marks + 1) // 2) + ["O"] * (marks // 2) + ["."] * empty
    text = "".join(draw(st.permutations(cells)))
    if TICTACTOE.outcome(text) is not None:
        return "O.XX.X.OO"
    return text


@pytest.mark.fuzz
@fuzz(80)
@given(mistake=st.sampled_from(sorted(MUTATIONS)), board=boards())
@example(mistake="board not restored", board="O.XX.X.OO")
@example(mistake="player never switched", board="X...O.O.X")
def test_any_single_mistake_gets_pictures_that_tell_the_truth(mistake: str, board: str) -> None:
    check_all(student_tree(mistake, board))
