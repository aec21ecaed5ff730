"""lessons/static_site.py, cli/site_command.py (+ lessons/in_browser.py, site_runtime.py).

``minimax-viz site``: the static folder, and the Python its student page runs.

The browser's side is tests/test_site_browser.py; here: what the worker's Python
answers (the same sentences as ``check``), the seam that hands DOT to Graphviz in
WebAssembly, and the folder itself.
"""

from __future__ import annotations

import gzip
import html
import json
import os
import shutil
import zipfile
from pathlib import Path
from typing import Any

import pytest
from conftest import ANY, fits, matched
from tutorial import SOURCE, with_bug

from minimax_viz import trace
from minimax_viz.cli import main
from minimax_viz.draw.dot import run_dot, set_renderer, to_digraph
from minimax_viz.errors import MinimaxVizError, RenderError
from minimax_viz.explain import words
from minimax_viz.explain.words import checking as check_words
from minimax_viz.explain.words import site as site_words
from minimax_viz.lessons.in_browser import SKELETON, check_code, lesson_page
from minimax_viz.lessons.site_runtime import CHECKOUT, build_own_wheel, make_snapshot, runtime_id
from minimax_viz.lessons.static_site import build_site, site_files

pytestmark = pytest.mark.slow

WEB = CHECKOUT / "web"


def web_installed() -> None:
    """CI installs the runtime (``make test`` needs ``make web``); a developer may not have."""
    if not (WEB / ".installed").exists():
        if os.environ.get("CI"):
            pytest.fail("the browser runtime is missing: make web")
        pytest.skip("the browser runtime is not installed (make web)")


# -- the worker's Python -------------------------------------------------------------------

def test_the_tutorial_matches_on_the_article_board() -> None:
    # O . X / X . X / . O O, X to move: 9 calls, move 4, +10
    result = check_code(SOURCE, "O.XX.X.OO", draw=False)
    assert (result["verdict"], result["sentence"]) == ("match", matched("O.XX.X.OO"))


def test_a_mistake_is_the_sentence_check_gives(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                               ) -> None:
    wrong = with_bug("player never switched")
    result = check_code(wrong, "O.XX.X.OO", draw=False)
    (tmp_path / "wrong.py").write_text(wrong)
    assert main(["check", str(tmp_path / "wrong.py"), "--board", "O.XX.X.OO"]) == 1
    assert result["verdict"] == "differs"
    assert result["sentence"] == capsys.readouterr().out.strip()


@pytest.mark.dot
def test_the_drawing_marks_the_differing_call_in_both_trees() -> None:
    result = check_code(with_bug("score from the wrong side"), "O.XX.X.OO")
    shown = html.unescape(result["html"]).replace("\xa0", " ")
    assert result["html"].count("<svg") == 2 and words.MARK_NOTES["difference"] in shown


def test_the_skeleton_runs_and_is_told_what_is_missing() -> None:
    result = check_code(SKELETON, "O.XX.X.OO", draw=False)
    missing = words.difference_sentence("missing", 2, ANY, ANY, None)
    assert result["verdict"] == "differs" and fits(result["sentence"], missing)


def test_a_syntax_error_names_its_line() -> None:
    result = check_code("def minimax(board, player):\n    return {'score': }\n", "O.XX.X.OO")
    assert result["verdict"] == "load-error" and result["html"] == ""
    assert fits(result["sentence"], check_words.syntax_error("my_minimax.py", 2, ANY))


def test_a_bad_board_is_one_sentence() -> None:
    result = check_code(SOURCE, "OOO")
    assert result["verdict"] == "bad-input" and "'OOO'" in result["sentence"]


# -- the seam: DOT handed to a renderer from outside ----------------------------------------

def test_run_dot_hands_the_dot_text_to_a_given_renderer() -> None:
    seen: list[tuple[str, str]] = []

    def renderer(source: str, fmt: str) -> str:
        seen.append((source, fmt))
        return "<svg>drawn</svg>"

    before = set_renderer(renderer)
    try:
        graph = to_digraph(trace("O.XX.X.OO"))
        assert run_dot(graph) == b"<svg>drawn</svg>"
    finally:
        set_renderer(before)
    assert seen == [(graph.source, "svg")]


def test_a_failing_renderer_is_a_render_error() -> None:
    def renderer(source: str, fmt: str) -> str:
        raise RuntimeError("syntax error in line 3")

    before = set_renderer(renderer)
    try:
        with pytest.raises(RenderError, match="^Graphviz failed: syntax error in line 3$"):
            run_dot(to_digraph(trace("O.XX.X.OO")))
    finally:
        set_renderer(before)


@pytest.mark.dot
def test_another_position_is_the_html_commands_page_or_its_one_line(cli: Any) -> None:
    made = lesson_page("5", "nim", "alphabeta", "2")
    assert made["error"] == "" and "<svg" in made["html"]
    assert 'id="call-1"' in made["html"] and "<title>Minimax on 5, A to move</title>" in made["html"]
    for argv in (("O.XX.X.OQ", "tictactoe", "none", ""), ("5", "nim", "none", "0"),
                 ("-3", "nim", "none", ""), ("O.XX.X.OO", "tictactoe", "sideways", "")):
        position, game, pruning, depth = argv
        said = cli("html", "--game", game, "--pruning", pruning,
                   *(["--depth-limit", depth] if depth else []), "-o", "x.html", "--", position)
        assert said.status == 2 and said.err.count("\n") == 1
        assert lesson_page(*argv) == {"error": said.err.strip(), "html": ""}


# -- the folder -----------------------------------------------------------------------------

def test_a_missing_runtime_is_one_line_and_writes_nothing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["site", "-o", str(tmp_path / "site"), "--web", str(tmp_path / "none")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.rstrip().endswith("run make web first")
    assert sorted(os.listdir(tmp_path)) == []


@pytest.mark.dot
def test_the_folder_holds_every_page_the_runtime_and_the_licences(tmp_path: Path) -> None:
    web_installed()
    site = tmp_path / "site"
    site.mkdir()
    (site / "notes.txt").write_text("the teacher's own file")
    pages = build_site(site)
    assert sorted(p.name for p in pages) == sorted(
        ["index.html", *(entry[0] for entry in site_words.LESSON_ENTRIES)])
    index = (site / "index.html").read_text()
    for page, title, _ in site_words.LESSON_ENTRIES:
        assert f'href="{page}"' in index and (site / page).stat().st_size > 1000, page
    assert (site / "notes.txt").read_text() == "the teacher's own file"
    assert set(os.listdir(site)) == {*site_files(), "notes.txt"} - {"lab"}  # no --notebooks
    wheels = json.loads((site / "runtime/wheels.json").read_text())
    assert [w.split("-")[0] for w in wheels] == ["networkx", "graphviz", "minimax_viz"]
    with zipfile.ZipFile(site / "runtime/wheels" / wheels[-1]) as own:
        names = own.namelist()
    assert "minimax_viz/lessons/in_browser.py" in names
    assert "minimax_viz/lessons/browser/skeleton.txt" in names
    with gzip.open(site / "runtime/snapshot.gz") as snapshot:  # Python's memory, restored
        assert len(snapshot.read()) > 10_000_000                 # by the page's worker
    for lesson in ("walkthrough.html", "alpha-beta.html", "textbook-tree.html"):
        page = (site / lesson).read_text()
        assert f'src="steppers/{lesson}"' in page and 'id="position"' in page
        assert (site / "steppers" / lesson).read_text().count('class="node call') > 3
    licences = (site / "LICENSES.txt").read_text()
    assert (site / "runtime/editor.js").stat().st_size > 100_000  # CodeMirror, bundled
    for licence in ("MPL-2.0", "PSF-2.0", "EPL-1.0", "Mozilla Public License",
                    "@codemirror/view", "@lezer/python"):
        assert licence in licences
    student = (site / "student.html").read_text()
    assert "def minimax(new_board, player):" in student  # the skeleton, escaped in the textarea
    assert '<select id="game"><option selected>tictactoe</option><option>nim</option>' in student
    assert (site / "app/board.js").read_text().startswith("// The student's page's board editor")
    assert "http://" not in student and "https://" not in student  # nothing from the network
    assert f'"build": "{runtime_id(site / "runtime")}"' in student  # whose runs it may show


def test_the_runtimes_id_changes_with_any_byte_or_name_in_it(tmp_path: Path) -> None:
    made = []
    for name, text in (("a", "x"), ("b", "x"), ("c", "y"), ("d", "x")):
        folder = tmp_path / name
        (folder / "wheels").mkdir(parents=True)
        (folder / "wheels" / ("other.whl" if name == "d" else "one.whl")).write_text(text)
        made.append(runtime_id(folder))
    assert made[0] == made[1] and len(made[0]) == 16
    assert len(set(made[1:])) == 3  # another byte, another name: another build


def test_the_start_up_snapshot_needs_node_and_a_pyodide_each_said_in_one_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    if shutil.which("node"):  # a Pyodide folder with nothing in it: Node says what is missing
        with pytest.raises(MinimaxVizError, match=r"^cannot make Python's start-up snapshot"
                           r" \(.*Error.*\): run make web first$"):
            make_snapshot(tmp_path, [])
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(MinimaxVizError, match=r"\(Node.js \(node, .*\) is missing\): run make"):
        make_snapshot(tmp_path, [])
    assert not (tmp_path / "snapshot.gz").exists()


def test_without_a_checkout_the_wheel_cannot_be_built(tmp_path: Path) -> None:
    with pytest.raises(MinimaxVizError, match="^no checkout at .*: the site is built from"):
        build_own_wheel(tmp_path, checkout=tmp_path / "nowhere")
    assert list(tmp_path.iterdir()) == []


def test_the_same_sources_build_the_same_wheel(tmp_path: Path) -> None:
    """A rebuilt site keeps its runtime id (and its students' kept runs) when our code is
    unchanged: the wheel's bytes do not depend on when it was built; a changed source file
    changes them."""
    checkout = tmp_path / "checkout"
    checkout.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(CHECKOUT / name, checkout / name)
    shutil.copytree(CHECKOUT / "minimax_viz", checkout / "minimax_viz",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    built = []
    for turn in range(3):
        if turn == 2:
            with (checkout / "minimax_viz" / "palette.py").open("a", encoding="utf-8") as file:
                file.write("\n")
        else:
            os.utime(checkout / "minimax_viz" / "api.py", (1e9 + turn, 1e9 + turn))
        out = tmp_path / f"out{turn}"
        out.mkdir()
        built.append(build_own_wheel(out, checkout=checkout).read_bytes())
    assert built[0] == built[1] and built[2] != built[0]
