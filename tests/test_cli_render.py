"""cli/search_commands.py (``render``) and cli/lesson_commands.py (``walkthrough``) write files.

``minimax-viz render`` and ``minimax-viz walkthrough``: files, formats, one-line errors.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import Cli

import minimax_viz as mv
from minimax_viz.explain import Steps, words


@pytest.mark.parametrize("name, magic", [
    ("tree.svg", b"<?xml"), ("tree.png", b"\x89PNG"), ("tree.pdf", b"%PDF"),
    ("tree.dot", b"digraph calltree {"), ("tree.gv", b"digraph calltree {"),
])
@pytest.mark.dot
def test_render_format_from_the_extension(tmp_path: Path, cli: Cli,
                                          name: str, magic: bytes) -> None:
    target = tmp_path / name
    code, out, err = cli("render", "O.XX.X.OO", "-o", str(target))
    assert (code, err) == (0, "")
    assert target.read_bytes().startswith(magic)
    assert out.startswith(f"Wrote {target}") and "9 calls, 9 drawn." in out
    assert [p.name for p in tmp_path.iterdir()] == [name]  # no temporary file left behind


@pytest.mark.dot
def test_render_format_option_wins(tmp_path: Path, cli: Cli) -> None:
    target = tmp_path / "diagram.out"
    assert cli("render", "O.XX.X.OO", "-o", str(target), "--format", "svg")[0] == 0
    assert b'id="call-9"' in target.read_bytes()


def test_dot_export_needs_no_graphviz(tmp_path: Path, cli: Cli,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", "")
    target = tmp_path / "tree.dot"
    code, _, _ = cli("render", "O.XX.X.OO", "-o", str(target), "--pruning", "alphabeta")
    assert code == 0 and 'id="pruned-6-1"' in target.read_text()
    code, out, err = cli("render", "O.XX.X.OO", "-o", str(tmp_path / "tree.svg"))
    assert code == 2 and out == "" and len(err.splitlines()) == 1
    assert "apt-get install graphviz" in err and not (tmp_path / "tree.svg").exists()


def test_render_passes_search_and_view_options(tmp_path: Path,
                                               cli: Cli) -> None:
    target = tmp_path / "tree.dot"
    code, out, _ = cli("render", "X...O....", "-o", str(target), "--max-nodes", "20",
                       "--memo", "--order", "centre", "--scoring", "depth")
    assert code == 0 and re.search(r"1,\d{3} calls, \d+ drawn, \d+ folded\.", out)
    text = target.read_text()
    assert ("depth&#160;scoring,&#160;memo,&#160;move&#160;order&#160;4,0,2,6,8,1,3,5,7"
            in text)
    assert len(re.findall(r'^\t"(call|summary|cut)-\d+" \[', text, re.MULTILINE)) <= 20
    code, out, _ = cli("render", "O.XX.X.OO", "-o", str(target), "--focus", "7",
                       "--max-depth", "3")
    assert code == 0 and "summary-2" in target.read_text() and "6 drawn, 1 folded" in out
    assert cli("render", "O.XX.X.OO", "-o", str(target), "--max-nodes", "all")[0] == 0


@pytest.mark.parametrize("argv, message", [
    (["render", "O.XX.X.OX", "-o", "t.svg"], "board 'O.XX.X.OX'"),
    (["render", "O.XX.X.OO", "-o", "t.jpg"], "extension"),
    (["render", "O.XX.X.OO", "-o", "t.svg", "--max-nodes", "5000"], "--max-depth"),
    (["render", "O.XX.X.OO", "-o", "t.svg", "--max-nodes", "0"], "--max-nodes: '0' is not"),
    (["render", "O.XX.X.OO", "-o", "t.svg", "--max-nodes", "lots"], "'lots'"),
    (["render", "O.XX.X.OO", "-o", "t.svg", "--focus", "99"], "call ids run from 1 to 9"),
    (["render", "O.XX.X.OO", "-o", "t.svg", "--format", "gif"], "invalid choice"),
    (["render", "O.XX.X.OO"], "-o/--output"),
    (["render", "O.XX.X.OO", "-o", "no/such/folder/t.dot"], "no folder"),
    (["render", ".........", "-o", "t.svg", "--max-nodes", "all"], "--max-nodes"),
    (["walkthrough", "--board", "........."], "minimax-viz render"),
])
@pytest.mark.slow
def test_bad_input_is_one_line_and_status_2(tmp_path: Path, cli: Cli,
                                            monkeypatch: pytest.MonkeyPatch, argv: list[str],
                                            message: str) -> None:
    monkeypatch.chdir(tmp_path)
    code, out, err = cli(*argv)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and message in err, err
    assert list(tmp_path.iterdir()) == []


@pytest.mark.dot
def test_walkthrough_writes_diagram_frames_and_narration(
        tmp_path: Path, cli: Cli) -> None:
    code, out, err = cli("walkthrough", "-o", str(tmp_path))
    assert (code, err) == (0, "")
    steps = Steps(mv.trace("O.XX.X.OO"))
    assert steps.narrate(3) in out  # call 3 returns -10 to call 2
    assert words.summary(steps.tree) in out and "and 18 frames" in out
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["calltree.dot", "calltree.png", "calltree.svg", "frames", "narration.txt",
                     "walkthrough.html"]
    page = (tmp_path / "walkthrough.html").read_text()
    assert "step 1 of 18" in page and 'id="call-9"' in page  # the stepper page, same layout
    frames = sorted((tmp_path / "frames").iterdir())
    assert [f.name for f in frames] == [f"step-{k:02d}.svg" for k in range(1, 19)]
    narration = (tmp_path / "narration.txt").read_text().splitlines()
    assert narration[0].startswith("Minimax on O.XX.X.OO, X to move") and narration[1] == ""
    assert narration[2].startswith("01  call 1, depth 0, X to move: starts the search")
    assert narration[-2] == "" and narration[-3].startswith("18  call 1, depth 0")
    assert narration[-1] == words.summary(steps.tree)
    strip = re.compile(r' class="[^"]*"')
    base = strip.sub("", (tmp_path / "calltree.svg").read_text())
    assert all(strip.sub("", f.read_text()) == base for f in frames)  # one layout


@pytest.mark.slow
@pytest.mark.dot
def test_walkthrough_of_another_board_replaces_old_frames(
        tmp_path: Path, cli: Cli) -> None:
    assert cli("walkthrough", "-o", str(tmp_path))[0] == 0
    code, out, _ = cli("walkthrough", "-o", str(tmp_path), "--board", "O.XX.X.OO",
                       "--pruning", "alphabeta")
    assert code == 0 and "and 16 frames" in out
    assert len(list((tmp_path / "frames").iterdir())) == 16
    assert 'id="pruned-6-1"' in (tmp_path / "calltree.svg").read_text()
