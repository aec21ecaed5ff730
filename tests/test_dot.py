"""Diagrams as DOT text (no Graphviz binary needed), the tree view's folding, board SVG.

The article's board, X (the AI) to move, and its 9 calls::

    O |   | X        call 1 (X, MAX) tries 1, 4, 6
    ---------          call 2: X plays 1 -> O answers 4 (call 3, O wins 0-4-8) or 6 (call 4)
    X |   | X          call 5: X plays 4 -> X wins 3-4-5            (+10, the best move)
    ---------          call 6: X plays 6 -> O answers 1 (call 7 -> call 8, X wins) or 4 (call 9)
      | O | O
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET

import pytest

import minimax_viz as mv
from minimax_viz.draw import dot as render
from minimax_viz.draw.style import ROLE
from minimax_viz.draw.treeview import HARD_LIMIT, TreeView
from minimax_viz.errors import GraphvizMissingError, InvalidBoardError, InvalidOptionError
from minimax_viz.explain import words as explain_words
from minimax_viz.explain.words import MEMO_TEXT, PRUNED_WORDS, WIN_LINE_KEY
from minimax_viz.games import TICTACTOE
from minimax_viz.games.parts import label_text
from minimax_viz.record import Summary


def node_line(source: str, element: str) -> str:
    """The DOT statement of one node."""
    (line,) = [ln for ln in source.splitlines() if ln.startswith(f'\t"{element}" [')]
    return line


def edge_line(source: str, element: str) -> str:
    (line,) = [ln for ln in source.splitlines() if attr("id", element) in ln and " -> " in ln]
    return line


def attr(key: str, value: str) -> str:
    """``key=value`` as the DOT text writes it (Graphviz's quoting: bare when it may be)."""
    return f"{key}={render.dot_id(value)}"


def words(text: str) -> str:
    """The DOT text's words as read: entities decoded, no-break spaces as spaces."""
    return html.unescape(text).replace("\xa0", " ")


# -- DOT text ---------------------------------------------------------------------------------
def test_article_dot_has_every_call_and_edge(article_tree: mv.CallTree) -> None:
    source = render.dot_source(article_tree)
    assert source.startswith("digraph calltree {") and source.endswith("}\n")
    assert re.findall(r'^\t"(call-\d+)" \[', source, re.MULTILINE) == [f"call-{i}" for i in
                                                              (1, 2, 3, 4, 5, 6, 7, 8, 9)]
    assert sorted(re.findall(r'id="(edge-\d+)"', source)) == sorted(f"edge-{i}" for i in
                                                                     range(2, 10))
    assert attr("rankdir", "TB") in source and attr("ordering", "out") in source
    assert '"call-6" -> "call-7"' in source and '"call-1" -> "call-5"' in source


def test_dot_source_is_the_digraph_source_and_deterministic(article_tree: mv.CallTree) -> None:
    source = render.dot_source(article_tree)
    assert render.to_digraph(article_tree).source == source
    assert render.dot_source(mv.trace("O.XX.X.OO")) == source


def test_classes_name_role_terminal_pv_and_choice(article_tree: mv.CallTree) -> None:
    source = render.dot_source(article_tree)
    assert attr("class", "call max pv") in node_line(source, "call-1")
    assert attr("class", "call min terminal pv chosen") in node_line(source, "call-5")
    assert attr("class", "call min") in node_line(source, "call-2")  # not picked: 4 beat 1
    assert attr("class", "call max terminal chosen") in node_line(source, "call-3")
    assert attr("class", "move chosen pv") in edge_line(source, "edge-5")
    assert attr("class", "move") in edge_line(source, "edge-2")


def test_card_shows_number_depth_player_board_outcome_and_score(
        article_tree: mv.CallTree) -> None:
    line = words(node_line(render.dot_source(article_tree), "call-3"))
    shown = re.sub(r"<[^>]*>", "", line)  # the texts, whatever fonts they are in
    for text in ("call 3  ·  depth 2", "▲ MAX  ·  X to move", "O wins with 0-4-8",
                 "returns -10"):
        assert text in shown, text
    assert f'BGCOLOR="{ROLE["max"]}"' in line
    # O just played 4, which completes 0-4-8: green line, yellow frame on the move
    assert line.count(f'BGCOLOR="{ROLE["win_line"]}"') == 3
    assert f'BORDER="3" COLOR="{ROLE["played"]}"' in line
    root = words(node_line(render.dot_source(article_tree), "call-1"))
    assert "returns +10, picks 4" in root and "▲ MAX" in root and ROLE["played"] not in root


def test_min_card_and_the_move_just_played(article_tree: mv.CallTree) -> None:
    line = words(node_line(render.dot_source(article_tree), "call-2"))
    assert "▼ MIN  ·  O to move" in line and f'BGCOLOR="{ROLE["min"]}"' in line
    assert "returns -10, picks 4" in line
    cells = re.findall(r"<TD WIDTH=.*?</TD>", line)
    assert len(cells) == 9
    assert f'BGCOLOR="{ROLE["played"]}"' in cells[1] and "<B>X</B>" in cells[1]  # X played 1
    assert all(ROLE["played"] not in cell for i, cell in enumerate(cells) if i != 1)


def test_edges_carry_the_move_and_the_returned_score(article_tree: mv.CallTree) -> None:
    source = render.dot_source(article_tree)
    best = words(edge_line(source, "edge-5"))
    assert "X plays 4" in best and "↑ +10" in best
    assert attr("color", ROLE["pv"]) in best and attr("penwidth", "4") in best
    chosen = edge_line(source, "edge-9")  # call 6 (MIN) picks 4: the -10
    assert attr("color", ROLE["chosen"]) in chosen and attr("penwidth", "2.5") in chosen
    other = edge_line(source, "edge-7")
    assert attr("color", ROLE["edge"]) in other and "↑ +10" in words(other)


def test_legend_tells_the_answer_and_the_colours(article_tree: mv.CallTree) -> None:
    source = words(render.dot_source(article_tree))
    assert explain_words.title(article_tree) in source
    assert "+10" not in source.split("label=")[1].split("\n")[0]  # no spoiler in the caption
    assert "article scoring; 9 calls" in re.sub(r"<[^>]*>", "", source) and "▲ MAX" in source
    assert "label=" not in render.dot_source(article_tree, legend=False).split('"call-1"')[0]


def test_alphabeta_draws_the_skipped_move_as_a_position_and_says_the_cut() -> None:
    # a tree drawn whole draws every legal move: the one a cut skipped as a pruned position
    # (a student can count moves on the board, so a missing branch would tell the cut)
    tree = mv.trace("O.XX.X.OO", pruning="alphabeta")
    source = render.dot_source(tree)
    assert len(tree) == 8 and "cut-6" not in source
    assert "α -∞  ·  β +∞" in words(node_line(source, "call-1"))
    assert "α +10  ·  β +∞" in words(node_line(source, "call-6"))
    pruned = words(node_line(source, "pruned-6-1"))
    assert "pruned" in pruned and PRUNED_WORDS["window"] in pruned and PRUNED_WORDS["returns"] in pruned
    assert attr("class", "pruned max terminal") in pruned
    edge = edge_line(source, "edge-pruned-6-1")
    assert '"call-6" -> "pruned-6-1"' in edge and "O plays 4" in words(edge)
    card = words(node_line(source, "call-6"))  # the cut, said beside the call that cut
    cut = tree[6]
    said = [*explain_words.cut_lines(cut, tree), *explain_words.cut_condition(tree, cut)]
    assert all(line in card for line in said) and "never tried: 4" in said  # move 4 skipped
    assert explain_words.returns_text(tree, cut) in card and "at most +10" in card
    assert "picks" not in card
    assert attr("class", "call min bound") in node_line(source, "call-6")
    assert "chosen" not in edge_line(source, "edge-7")  # call 6's best move: not "chosen"


def test_a_folded_tree_keeps_one_stub_per_cut() -> None:
    view = TreeView(mv.trace("XO..X....", pruning="alphabeta"), max_nodes=60)
    assert view.summaries and view.cuts and not view.pruned
    call = view.cuts[0]
    source = render.dot_source(view)
    stub = words(node_line(source, f"cut-{call}"))
    assert "skipped:" in stub and "never tried:" in stub and 'class="cut ' in stub
    edge = edge_line(source, f"edge-cut-{call}")
    assert f'"call-{call}" -> "cut-{call}"' in edge and attr("style", "dashed") in edge


def edges_out_of(source: str, call_id: int) -> list[str]:
    """The heads of the edges out of ``call-N``, in the order the DOT text has them."""
    return re.findall(rf'^\t"call-{call_id}" -> "([^"]+)"', source, re.MULTILINE)


def test_pruned_position_is_the_last_child_in_the_dot_text() -> None:
    # ordering="out" draws children left to right in edge order: searched moves, then skipped
    source = render.dot_source(mv.trace("O.XX.X.OO", pruning="alphabeta"))
    assert edges_out_of(source, 6) == ["call-7", "pruned-6-1"]
    lines = source.splitlines()
    pruned = lines.index(node_line(source, "pruned-6-1"))
    assert pruned > lines.index(node_line(source, "call-8"))  # after call 6's last descendant


@pytest.mark.parametrize("board, options", [
    ("XO..X....", {"max_nodes": 60}), ("X...O....", {"max_nodes": 120}),
    ("X...O....", {"focus": 300, "max_nodes": 80}),
])
def test_every_cut_stub_comes_after_the_searched_children(board: str, options: dict) -> None:
    view = TreeView(mv.trace(board, pruning="alphabeta"), **options)
    source = render.dot_source(view)
    assert len(view.cuts) >= 3
    for call in view.cuts:
        children = [view.element_of(c) for c in view.drawn_children(call)]
        assert children and edges_out_of(source, call) == [*children, f"cut-{call}"]
    for call in view.calls:
        if call not in view.cuts:
            assert f"cut-{call}" not in edges_out_of(source, call)


def node_x(svg: str, element: str) -> float:
    """The centre x of a node's outline in dot's SVG."""
    group = ET.fromstring(svg).find(f".//{{http://www.w3.org/2000/svg}}g[@id='{element}']")
    assert group is not None, element
    shape = group.find("{http://www.w3.org/2000/svg}polygon")
    xs = [float(point.split(",")[0]) for point in shape.get("points").split()]
    return (min(xs) + max(xs)) / 2


@pytest.mark.dot
def test_pruned_position_is_drawn_right_of_its_siblings() -> None:
    svg = render.run_dot(render.to_digraph(mv.trace("O.XX.X.OO", pruning="alphabeta"))).decode()
    assert node_x(svg, "pruned-6-1") > node_x(svg, "call-7")
    assert node_x(svg, "call-5") < node_x(svg, "call-6")  # search order holds one level up


def test_memo_hits_are_marked() -> None:
    tree = mv.trace("X...O....", memo=True)
    view = TreeView(tree, max_nodes=HARD_LIMIT)
    hit = next(c for c in view.calls if tree.data.memo[c - 1])
    line = words(node_line(render.dot_source(view), f"call-{hit}"))
    assert MEMO_TEXT in line and "memo" in line.split('class=')[1]
    assert attr("color", ROLE["memo"]) in line



@pytest.mark.parametrize(("position", "options"), [
    ("X...O....", {"pruning": "alphabeta"}), ("X...O....", {"memo": True}),
    ("X........", {"depth_limit": 2}),
    ("...../...../X..../XO.O.", {"game": "connect4", "depth_limit": 2})])
def test_every_card_table_is_one_row_or_one_column(position: str, options: dict) -> None:
    """Graphviz sizes a table of one row or one column in one pass, and any other by network
    simplex (about a tenth of a big tree's layout): cards and boards are built of the
    first kind (a grid as a column of one-row tables, ``grid_table``)."""
    source = render.dot_source(mv.trace(position, **options), max_nodes=60)
    labels = re.findall(r"label=<(<TABLE.*?</TABLE>)> ", source)
    assert len(labels) > 60
    for label in labels:
        for table in ET.fromstring(label.replace("&#160;", " ")).iter("TABLE"):
            rows = [[cell for cell in row if cell.tag == "TD"] for row in table if row.tag == "TR"]
            assert len(rows) == 1 or all(len(cells) == 1 for cells in rows), label


# -- escaping and decorators --------------------------------------------------------------------
NASTY = 'a<b>&"c" \'d\' ]; } -> {'


def test_label_text_leaves_no_markup() -> None:
    assert label_text(NASTY) == ("a&lt;b&gt;&amp;&quot;c&quot;&#160;&#x27;d&#x27;&#160;];"
                                 "&#160;}&#160;-&gt;&#160;{")
    assert render.dot_id('x" [color=red]') == '"x\\" [color=red]"'


def nasty_decorator(info: render.NodeInfo) -> dict[str, str]:
    attrs = render.default_node_decorator(info)
    return {**attrs, "label": f"<{label_text(NASTY)}>", "tooltip": NASTY, "class": "mine",
            "id": "hijacked"}


def test_decorators_style_but_cannot_break_ids(article_tree: mv.CallTree) -> None:
    source = render.dot_source(article_tree, node_decorator=nasty_decorator,
                               edge_decorator=lambda e: {"color": "#CC79A7"})
    line = node_line(source, "call-4")
    assert attr("id", "call-4") in line and attr("class", "call max terminal mine") in line
    assert 'tooltip="a<b>&\\"c\\"' in line and "hijacked" not in source
    assert source.count(attr("color", "#CC79A7")) == 8


@pytest.mark.dot
def test_nasty_text_survives_dot_and_xml(article_tree: mv.CallTree) -> None:
    graph = render.to_digraph(article_tree, node_decorator=nasty_decorator)
    svg = render.run_dot(graph).decode()
    root = ET.fromstring(svg)
    texts = ["".join(t.itertext()) for t in root.iter("{http://www.w3.org/2000/svg}text")]
    assert texts.count(NASTY.replace(" ", "\xa0")) == 9


# -- the tree view: budget, depth, focus -------------------------------------------------------
def test_whole_article_tree_is_drawn(article_tree: mv.CallTree) -> None:
    view = TreeView(article_tree)
    assert view.calls == list(range(1, 10)) and view.summaries == [] and len(view) == 9
    assert view.pv == [1, 5]
    assert [view.element_of(c) for c in range(1, 10)] == [f"call-{c}" for c in range(1, 10)]


def test_budget_folds_subtrees_into_summaries(article_tree: mv.CallTree) -> None:
    view = TreeView(article_tree, max_nodes=4)
    assert (view.calls, view.summaries) == ([1, 5], [2, 6])  # root, its 3 children
    assert [view.element_of(c) for c in range(1, 10)] == [
        "call-1", "summary-2", "summary-2", "summary-2", "call-5",
        "summary-6", "summary-6", "summary-6", "summary-6"]
    assert view.tree.summary(6) == Summary(6, 4, (1, 1), 0, 0, -10)
    line = words(node_line(render.dot_source(view), "summary-6"))
    assert "folded: 4 calls" in line and "X wins 1" in line and "O wins 1 · draws 0" in line
    assert attr("shape", "box3d") in line and attr("class", "summary min") in line


def test_tiny_budget_folds_the_root(article_tree: mv.CallTree) -> None:
    view = TreeView(article_tree, max_nodes=1)
    assert view.summaries == [1] and view.calls == []
    assert view.tree.summary(1) == Summary(1, 9, (2, 3), 0, 0, 10)
    assert {view.element_of(c) for c in range(1, 10)} == {"summary-1"}


def test_max_depth_and_focus(article_tree: mv.CallTree) -> None:
    shallow = TreeView(article_tree, max_depth=1)
    assert (shallow.calls, shallow.summaries) == ([1, 5], [2, 6])
    assert not shallow.truncated  # folded by depth, not by the budget
    focus = TreeView(article_tree, focus=7)
    assert (focus.calls, focus.summaries) == ([1, 5, 6, 7, 8, 9], [2])
    assert TreeView(article_tree, max_depth=0).summaries == [1]


@pytest.mark.parametrize("options, option_named", [
    ({"max_nodes": HARD_LIMIT + 1}, "--max-depth"),
    ({"max_nodes": 0}, "max_nodes"),
    ({"max_nodes": 2.5}, "max_nodes"),
    ({"max_depth": -1}, "max_depth"),
    ({"focus": 10}, "call ids run from 1 to 9"),
    ({"focus": True}, "focus"),
    ({"focus": 8, "max_depth": 2}, "--max-depth"),
])
def test_bad_view_options_are_refused(article_tree: mv.CallTree, options: dict,
                                      option_named: str) -> None:
    with pytest.raises(InvalidOptionError, match=re.escape(option_named)):
        TreeView(article_tree, **options)


def reference_subtrees(tree: mv.CallTree) -> dict[int, list[int]]:
    """Every call's subtree by walking parents (independent of the view's byte search)."""
    below: dict[int, list[int]] = {c: [c] for c in range(1, len(tree) + 1)}
    for call in range(len(tree), 1, -1):
        below[tree.data.parent[call - 1]].extend(below[call])
    return below


@pytest.mark.parametrize("options", [
    {"max_nodes": 40}, {"max_nodes": 150, "max_depth": 3}, {"focus": 700, "max_nodes": 60},
    {"pruning": "alphabeta", "max_nodes": 80}, {"memo": True, "max_nodes": 50},
])
def test_view_accounts_for_every_call(options: dict) -> None:
    search = {k: options.pop(k) for k in ("pruning", "memo") if k in options}
    tree = mv.trace("X...O....", **search)
    view = TreeView(tree, **options)
    below = reference_subtrees(tree)
    assert len(view) <= options.get("max_nodes", 300)
    held = {c: view.element_of(c) for c in range(1, len(tree) + 1)}
    for summary in view.summaries:
        calls = below[summary]
        assert {held[c] for c in calls} == {f"summary-{summary}"}
        s = tree.summary(summary)
        outcomes = [tree.data.outcome[c - 1] for c in calls]
        assert (s.calls, *s.wins, s.draws) == (
            len(calls), outcomes.count(1), outcomes.count(2), outcomes.count(3))
        assert s.memo_hits == sum(tree.data.memo[c - 1] for c in calls)
    assert sum(len(below[s]) for s in view.summaries) + len(view.calls) == len(tree)
    for call in view.calls:  # drawn calls: their parent is drawn in full too
        assert call == 1 or view.kind(tree.data.parent[call - 1]) == "call"
    for call in view.calls:  # a drawn call with children shows all of them
        assert view.drawn_children(call) in ([], sorted(c for c in below[call]
                                                        if tree.data.parent[c - 1] == call))


@pytest.mark.exhaustive
def test_full_game_tree_folds_within_budget(full_tree: mv.CallTree) -> None:
    view = TreeView(full_tree)
    assert len(view) <= 300 and view.truncated
    assert all(view.kind(c) == "call" for c in view.pv) and len(view.pv) == 10
    leaves = [full_tree.summary(s) for s in view.summaries]
    drawn = [full_tree.data.outcome[c - 1] for c in view.calls if view.kind(c) == "call"
             and not view.drawn_children(c)]
    assert sum(s.wins[0] for s in leaves) + drawn.count(1) == 131_184
    assert sum(s.wins[1] for s in leaves) + drawn.count(2) == 77_904
    assert sum(s.draws for s in leaves) + drawn.count(3) == 46_080
    assert sum(s.calls for s in leaves) + len(view.calls) == 549_946
    assert view.element_of(549_946).startswith("summary-")
    with pytest.raises(InvalidOptionError, match="max_nodes"):
        TreeView(full_tree, max_nodes=None)
    assert len(TreeView(full_tree, max_nodes=1000)) <= 1000


# -- the board on its own, Jupyter ----------------------------------------------------------------
def test_board_svg_marks_the_move_and_the_winning_line() -> None:
    svg = TICTACTOE.pictures.svg("XXX.OO...", 5, 120)
    root = ET.fromstring(svg)
    assert root.get("width") == "120"
    fills = [r.get("fill") for r in root.iter("{http://www.w3.org/2000/svg}rect")][:9]
    assert fills[:3] == [ROLE["win_line"]] * 3 and fills[5] == ROLE["played"]
    assert fills.count("white") == 5
    title = root.find("{http://www.w3.org/2000/svg}title").text.replace("\xa0", " ")
    assert "X wins with 0-1-2" in title
    with pytest.raises(InvalidBoardError):  # a picture starts from a parsed, legal position
        TICTACTOE.pictures.svg(TICTACTOE.parse("XXXXXXXXX"))


def test_board_repr_svg_in_jupyter(article_board: mv.Board) -> None:
    svg = article_board._repr_svg_()
    assert svg.startswith("<svg") and svg.count(">X<") == 3 and svg.count(">O<") == 3


def test_call_tree_repr_without_graphviz(article_tree: mv.CallTree,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", "")
    bundle = article_tree._repr_mimebundle_()
    assert "image/svg+xml" not in bundle
    assert bundle["text/plain"].startswith("<CallTree of O.XX.X.OO: 9 calls")
    assert "apt-get install graphviz" in bundle["text/plain"]


def test_missing_dot_is_a_clear_error(article_tree: mv.CallTree,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", "")
    with pytest.raises(GraphvizMissingError, match="install Graphviz"):
        render.render_svg(article_tree)
    assert render.dot_source(article_tree).count('class="call ') == 9  # DOT still works


@pytest.mark.dot
def test_call_tree_repr_is_the_diagram(article_tree: mv.CallTree) -> None:
    bundle = article_tree._repr_mimebundle_()
    svg = bundle["image/svg+xml"]
    assert svg.count('class="node call ') == 9 and "<style>" in svg


def test_the_legend_keys_only_what_the_picture_can_show() -> None:
    def key(board: str, game: str, **options: object) -> str:
        return words(render.dot_source(mv.trace(board, game=game, **options)).split("label=")[1]
                     .split("\n")[0])

    assert WIN_LINE_KEY in key("O.XX.X.OO", "tictactoe")
    assert WIN_LINE_KEY in key(".XX../OOX../XOO.O/XXOOX", "connect4")
    for board, game in (("5", "nim"), ("[[3,12,8],[2,4,6],[14,5,2]]", "tree")):
        legend = key(board, game)
        assert "principal variation" in legend and "winning line" not in legend  # no lines
    assert "stopped early: at most / at least" in key("O.XX.X.OO", "tictactoe",
                                                      pruning="alphabeta")
    assert "stopped early" in key("[[3,12,8],[2,4,6],[14,5,2]]", "tree", pruning="alphabeta")
    assert "stopped early" not in key("O.XX.X.OO", "tictactoe")  # nothing stops early


def test_a_one_call_tree_says_1_call() -> None:
    assert repr(mv.trace("XXXOO....")) == "<CallTree of XXXOO....: 1 call, best move None," \
        " score -10>"
    assert repr(mv.trace("O.XX.X.OO")).startswith("<CallTree of O.XX.X.OO: 9 calls,")
