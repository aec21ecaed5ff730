"""explain/article.py, explain/tutorial_code.py: teaching fidelity beside the seed articles.

Teaching fidelity (issue 11): what minimax-viz says beside the seed articles.

The tutorial's board, X (the AI) to move::

    O |   | X
    ---------
    X |   | X
    ---------
      | O | O

Its prose slips at FC 5 (X's 3-4-5 called the human's win) and FC 9 (O's 0-4-8
called the AI's win); every telling of the walkthrough says so. The PHP article
(seed 001) and the Ruby article (seed 002) are checked against references
written here, sharing no code with the package.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from conftest import Cli
from reference.tictactoe import (
    calls_per_depth,
    is_over,
    php_find_best_move,
    php_minimax,
    placement_sequences,
    reachable_positions,
)

import minimax_viz as mv
from minimax_viz.draw import dot_source
from minimax_viz.draw.style import ROLE
from minimax_viz.explain import shown_source
from minimax_viz.explain.article import CODE_MAP, SLIPS
from minimax_viz.explain.tutorial_code import code_map, code_map_markdown
from minimax_viz.explain.words import returns_text, tutorial_note
from minimax_viz.games import TICTACTOE
from minimax_viz.games.counting import count_tree, placements
from minimax_viz.games.tictactoe import ARTICLE_BOARD
from minimax_viz.lessons.stepper_data import sentence_at
from minimax_viz.search import SearchOptions

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
FIGURES = ROOT / "figures"
NOTEBOOKS = ROOT / "notebooks"

FC5 = ("call 5, depth 1: X wins with 3-4-5, returns +10 to call 1 (the tutorial's"
       " prose calls its FC 5 a win for the human player, O, returning +10; the board shows"
       " X wins with 3-4-5, a win for the AI, X)")
FC9 = ("call 9, depth 2: O wins with 0-4-8, returns -10 to call 6 (the tutorial's"
       " prose calls its FC 9 a win for the AI, X, returning +10, though its FC 6 then takes"
       " -10 from it; the board shows O wins with 0-4-8, a win for the human player, O)")


def noted(lines: list[str]) -> list[str]:
    return [line for line in lines if "tutorial" in line]


# -- 1. the two slips, wherever the walkthrough is told ---------------------------------------
def test_narration_points_out_both_slips_at_their_calls(article_tree: mv.CallTree) -> None:
    lines = mv.Steps(article_tree).lines()
    assert noted(lines) == [FC5, FC9]
    assert lines.index(FC5) == 8 and lines.index(FC9) == 15  # the return steps of calls 5, 9
    for call in article_tree:  # what the note says the board shows is the real outcome
        if tutorial_note(article_tree, call):
            assert article_tree.game.outcome(call.position).winner == call.outcome


def test_notes_only_where_the_call_is_the_tutorials() -> None:
    assert noted(mv.Steps(mv.trace(ARTICLE_BOARD, pruning="alphabeta")).lines()) == [FC5]
    depth_lines = noted(mv.Steps(mv.trace(ARTICLE_BOARD, scoring="depth")).lines())
    assert [line.split(":")[0] for line in depth_lines] == ["call 5, depth 1", "call 9, depth 2"]
    assert "returns +9 to call 1 (the tutorial's prose calls its FC 5" in depth_lines[0]
    for other in (mv.trace(ARTICLE_BOARD, order="centre"), mv.trace("XO.O.X..."),
                  mv.trace("O.XXXX.OO")):
        assert noted(mv.Steps(other).lines()) == []
    for (_, board, call_id), slip in SLIPS.items():  # the table matches the tutorial's calls
        assert mv.trace(board)[call_id].position == slip.position


@pytest.mark.dot
def test_walkthrough_command_prints_and_writes_the_notes(cli: Cli, tmp_path: Path) -> None:
    result = cli("walkthrough", "-o", str(tmp_path))
    assert result.status == 0
    assert noted(result.out.splitlines()) == [FC5, FC9]
    narration = (tmp_path / "narration.txt").read_text(encoding="utf-8")
    assert f"09  {FC5}\n" in narration and f"16  {FC9}\n" in narration
    assert _page_narration(tmp_path / "walkthrough.html")[8:16:7] == [FC5, FC9]


def test_committed_figures_carry_the_notes() -> None:
    narration = (FIGURES / "narration.txt").read_text(encoding="utf-8")
    assert noted(narration.splitlines()) == [f"09  {FC5}", f"16  {FC9}"]
    assert noted(_page_narration(FIGURES / "walkthrough.html")) == [FC5, FC9]


def _page_narration(path: Path) -> list[str]:
    """The sentences the page's script shows, read back from the JSON it embeds (its
    templates and phrases filled as the page fills them: tests/test_frontend_js.py)."""
    text = path.read_text(encoding="utf-8")
    found = re.search(r'<script type="application/json"[^>]*>(.*?)</script>', text, re.DOTALL)
    assert found, "the page embeds no JSON"
    data = json.loads(found.group(1))
    return [sentence_at(data, step) for step in range(len(data["events"]))]


@pytest.mark.slow
@pytest.mark.dot
def test_slides_carry_the_notes(tmp_path: Path) -> None:
    pypdf = pytest.importorskip("pypdf")
    from minimax_viz.lessons import write_slides

    write_slides(mv.trace(ARTICLE_BOARD), tmp_path)
    assert noted((tmp_path / "narration.txt").read_text(encoding="utf-8").splitlines()) == \
        [f"09  {FC5}", f"16  {FC9}"]
    pages = pypdf.PdfReader(tmp_path / "handout.pdf").pages
    for number, sentence in ((9, FC5), (16, FC9)):
        assert " ".join(sentence.split()) in " ".join(pages[number - 1].extract_text().split())


# -- 4. alpha-beta pictures say only what is true; call 8 shows both lines ----------------------
def test_a_cut_call_picks_nothing() -> None:
    pruned = mv.trace(ARTICLE_BOARD, pruning="alphabeta")
    assert pruned.kind(6) == "cut" and returns_text(pruned, pruned[6]) == "stopped early: at most +10"
    card = re.search(r'"call-6" \[.*', dot_source(pruned))
    assert card and "picks" not in card.group(0) and "stopped&#160;early" in card.group(0)
    edges = [line for line in dot_source(pruned).splitlines() if '"call-6" -> "call-' in line]
    assert edges and all("chosen" not in line for line in edges)
    steps = mv.Steps(pruned)
    sentence = steps.narrate(steps.return_step[6])
    assert "stops early" in sentence and "picks" not in sentence and "at most +10" in sentence
    big = mv.trace(mv.Board(), pruning="alphabeta", order="centre")
    cuts = [call for call in big if big.kind(call.id) == "cut"]
    assert cuts and all("picks" not in returns_text(big, call) for call in cuts)


def test_call_8_shows_both_lines(article_tree: mv.CallTree) -> None:
    call = article_tree[8]
    assert TICTACTOE.outcome(call.position).reason == "X wins with 3-4-5 and 2-4-6"
    steps = mv.Steps(article_tree)
    assert "X wins with 3-4-5 and 2-4-6" in steps.narrate(steps.enter_step[8])
    assert "X wins with 3-4-5 and 2-4-6, returns +10" in steps.narrate(steps.return_step[8])
    card = re.search(r'"call-8" \[.*', dot_source(article_tree))
    assert card and card.group(0).count(f'BGCOLOR="{ROLE["win_line"]}"') == 5  # 2, 3, 4, 5, 6


# -- 2. depth, and the PHP article (seed 001) ---------------------------------------------------
def test_scoring_help_defines_depth(cli: Cli) -> None:
    help_text = " ".join(cli("solve", "--help").out.split())
    assert "depth 0" in help_text and "level" in help_text
    assert "10 keeps 10-depth above 0 even 9 moves deep" in help_text


@pytest.mark.exhaustive
def test_php_scores_are_one_larger_with_the_same_moves_everywhere() -> None:
    def bigger(score: int) -> int:
        return score + (score > 0) - (score < 0)

    live = [p for p in reachable_positions() if not is_over(p)]
    assert len(live) == 4_520
    for position in live:
        ours = mv.solve(position, scoring="depth", memo=True)
        move, scores = php_find_best_move(position)
        assert move == ours.move, position
        assert scores == {m: bigger(s) for m, s in ours.scores.items()}, position
    deep = mv.trace(ARTICLE_BOARD, scoring="depth")
    assert (deep[5].score, deep[8].score) == (9, 7)
    assert (php_minimax(deep[5].position, 0, "X"), php_minimax(deep[8].position, 2, "X")) == (10, 8)


# -- 3. the Ruby article's tree (seed 002) and the per-depth sentence ---------------------------
@pytest.mark.exhaustive
def test_ruby_tree_against_ours() -> None:
    ruby = count_tree(TICTACTOE, moves=placements)
    assert ruby.nodes == placement_sequences() == 986_410
    ours = count_tree(TICTACTOE)
    assert list(ours.per_depth) == calls_per_depth(".........")
    assert ours.positions == len(reachable_positions()) == 5_478
    assert ours.nodes == 549_946 and ruby.positions > ours.positions
    assert ruby.per_depth[:6] == ours.per_depth[:6] and ruby.per_depth[6] > ours.per_depth[6]


@pytest.mark.parametrize("board", [ARTICLE_BOARD, "X...O...X", "XO.X.....", "...OX...."])
def test_per_depth_counts_match_the_search(board: str) -> None:
    tree = mv.trace(board)
    assert tree.calls_per_depth() == calls_per_depth(board) == \
        list(count_tree(TICTACTOE, board).per_depth)


# -- 5, 6. corrected sentences and the numbers behind notebook 03 ------------------------------
def test_only_the_root_keeps_its_answer_under_alpha_beta(article_tree: mv.CallTree) -> None:
    pruned = mv.trace(ARTICLE_BOARD, pruning="alphabeta")
    assert (pruned.best_move, pruned.score) == (article_tree.best_move, article_tree.score)
    assert (article_tree[6].score, pruned[6].score) == (-10, 10) and pruned.is_bound(6)


def test_memo_calls_are_one_plus_the_moves_out_of_open_positions() -> None:
    open_positions = [p for p in reachable_positions() if not is_over(p)]
    moves_out = sum(p.count(".") for p in open_positions)
    assert len(mv.trace(mv.Board(), memo=True)) == 1 + moves_out == 16_168


def test_depth_scores_cut_less_than_plus_minus_ten() -> None:
    empty = mv.Board()
    assert len(mv.trace(empty, pruning="alphabeta", scoring="depth")) > \
        len(mv.trace(empty, pruning="alphabeta"))
    ten, deep = (mv.trace("O.XO..X.X", pruning="alphabeta", scoring=s) for s in ("article", "depth"))
    assert len(ten) < len(deep)


@pytest.mark.dot
def test_readme_page_size_is_what_the_command_prints(cli: Cli, tmp_path: Path) -> None:
    result = cli("html", ARTICLE_BOARD, "-o", str(tmp_path / "lesson.html"))
    printed = re.search(r"\(([\d,]+) KB\)", result.out)
    assert printed, result.out
    readme = " ".join(README.read_text(encoding="utf-8").split())
    assert f"article's page is {printed.group(1)} KB" in readme
    assert f"prints `Wrote lesson.html ({printed.group(1)} KB)`" in readme


@pytest.mark.dot
@pytest.mark.slow
def test_readme_big_page_size_is_what_the_command_prints(cli: Cli, tmp_path: Path) -> None:
    result = cli("html", ".........", "-o", str(tmp_path / "ab.html"), "--pruning", "alphabeta",
                 "--order", "centre")
    printed = re.search(r"\(([\d,]+) KB\): 14,550 steps", result.out)
    assert printed, result.out
    megabytes = int(printed.group(1).replace(",", "")) / 1024
    readme = " ".join(README.read_text(encoding="utf-8").split())
    assert f"from the empty board {megabytes:.1f} MB" in readme


# -- 8. the tutorial's code beside the code panel ----------------------------------------------
@pytest.mark.parametrize("options", [SearchOptions(), SearchOptions.make(pruning="alphabeta",
                                                                         memo=True)])
def test_code_map_points_at_the_lines_that_do_each_step(options: SearchOptions) -> None:
    shown = shown_source(options)
    rows = code_map(options)
    assert len(rows) == len(CODE_MAP) == 8
    expect = ["moves(position)", "game.outcome(position)", "INF", "game.play(position, move)",
              "minimax(child", "game.play(position, move)", "score > best_score",
              "return best_score, best_move"]
    for row, words_in_line in zip(rows, expect):
        assert row.code and words_in_line in row.code[0], row
        assert [shown.lines[n - 1].partition("  # ")[0].strip() for n in row.lines] == row.code
    assert rows[1].code[1] == "return score, None"  # a finished game returns at once


def test_readme_and_notebook_show_the_generated_code_map() -> None:
    readme = README.read_text(encoding="utf-8")
    assert code_map_markdown() in readme, "README's tutorial-code table is stale: paste " \
        "minimax_viz.explain.tutorial_code.code_map_markdown()"
    assert "code_map_markdown(tree.options, numbers=True)" in _source("01_walkthrough")


# -- 9. the notebooks compute what they say -----------------------------------------------------
def _source(name: str) -> str:
    notebook = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    return "\n".join("".join(cell["source"]) for cell in notebook["cells"])


def _code(name: str) -> str:
    notebook = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))
    return "\n".join("".join(c["source"]) for c in notebook["cells"] if c["cell_type"] == "code")


@pytest.mark.parametrize("name", ["01_walkthrough", "02_scoring", "03_alpha_beta",
                                  "04_full_game_tree"])
def test_notebooks_import_and_redefine_nothing(name: str) -> None:
    code = _code(name)
    assert "import minimax_viz" in code or "from minimax_viz" in code
    defined = re.findall(r"^def (\w+)", code, flags=re.MULTILINE)
    assert not {"minimax", "search", "solve", "trace", "count_tree", "winner"} & set(defined)
    assert len(defined) <= 2, defined


def test_notebook_texts_say_what_is_true() -> None:
    nb03, nb04 = _source("03_alpha_beta"), _source("04_full_game_tree")
    assert "The chosen move and its score stay exactly the same" not in nb03
    assert "At the root, the chosen move and its score stay exactly the same" in nb03
    assert "pays off so much" not in nb04 and "memo) profits from exactly that" in nb04
    assert "skips the moves that cannot change the result" in nb04
    assert "A depth-d call is one whose first d - 1 moves did not end the game" in nb04


def test_notebooks_compute_the_seed_figures() -> None:
    nb02, nb03, nb04 = _code("02_scoring"), _code("03_alpha_beta"), _code("04_full_game_tree")
    assert "depth=0)" in nb02 and "php_scores(mv.ARTICLE_BOARD) == {1: -9, 4: 10, 6: -9}" in nb02
    assert "php_calls == {5: 10, 8: 8}" in nb02 and "same_move == same_scores == 4_520" in nb02
    assert "count_tree(TICTACTOE, moves=placements)" in nb04 and "ruby.nodes == 986_410" in nb04
    assert "(ours.nodes, ours.positions) == (len(tree), len(positions)) == (549_946, 5_478)" in nb04
    assert "permutations(kinds)" in nb03 and "by_kind_order[worst] == 42_094" in nb03
    assert "1 + moves_out == counts[\"memo by board\"]" in nb03
    assert "(18_297, 20_866)" in nb03
