"""Slide frames: numbered SVG + PNG per step from ONE layout, and a captioned PDF handout.

The article's board, X to move (9 calls, 18 steps, so 18 frames)::

    O |   | X
    ---------
    X |   | X
    ---------
      | O | O
"""

from __future__ import annotations

import re
import struct
from pathlib import Path

import pytest
from conftest import Cli

import minimax_viz as mv
from minimax_viz.errors import InvalidOptionError, RenderError
from minimax_viz.explain import check_step_limit
from minimax_viz.explain.steps import Steps
from minimax_viz.lessons.slides import HANDOUT, NARRATION, caption_svg, write_slides

pypdf = pytest.importorskip("pypdf")
pytestmark = [pytest.mark.dot, pytest.mark.slow]

CLASS = re.compile(r' class="[^"]*"')
TINY = "XOXXOOOX."  # X to move, one empty cell: 2 calls, 4 frames (a draw)


@pytest.fixture(scope="module")
def article_slides(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Path]]:
    folder = tmp_path_factory.mktemp("slides")
    (folder / "step-99.svg").write_text("stale")  # from an older, longer trace
    (folder / "step-100.png").write_bytes(b"stale")
    (folder / "frame-001.svg").write_text("the old naming, not ours any more")
    (folder / "notes.txt").write_text("the teacher's own file")
    return folder, write_slides(mv.trace("O.XX.X.OO"), folder)


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_one_svg_and_png_per_step(article_slides: tuple[Path, list[Path]]) -> None:
    folder, written = article_slides
    names = sorted(p.name for p in folder.iterdir())
    frames = [f"step-{k:02d}.{ext}" for k in range(1, 19) for ext in ("png", "svg")]
    assert names == sorted([*frames, HANDOUT, NARRATION, "notes.txt", "frame-001.svg"])
    assert [p.name for p in written] == [f"step-{k:02d}.{ext}" for k in range(1, 19)
                                         for ext in ("svg", "png")] + [NARRATION, HANDOUT]
    assert not list(folder.glob(".*.tmp"))


def test_frames_share_one_geometry(article_slides: tuple[Path, list[Path]]) -> None:
    folder, _ = article_slides
    svgs = [p.read_text() for p in sorted(folder.glob("step-*.svg"))]
    assert len({CLASS.sub("", svg) for svg in svgs}) == 1  # only class attributes differ
    assert len(set(svgs)) == len(svgs)                      # and every step differs there
    assert 'id="call-3" class="node call max terminal chosen current' in svgs[2]
    sizes = {png_size(p) for p in folder.glob("step-*.png")}
    assert len(sizes) == 1 and min(next(iter(sizes))) > 500


def test_narration_file_numbers_match_frames(article_slides: tuple[Path, list[Path]]) -> None:
    folder, _ = article_slides
    text = (folder / NARRATION).read_text()
    tree = mv.trace("O.XX.X.OO")
    assert text == Steps(tree).narration_file()
    lines = text.splitlines()
    assert len(lines) == 18 + 4
    title = "Minimax on O.XX.X.OO, X to move: the search call by call, one line a step."
    assert lines[:2] == [title, ""]
    assert [line[:4] for line in lines[2:20]] == [f"{k:02d}  " for k in range(1, 19)]
    assert lines[4] == "03  call 3, depth 2: O plays 4 (called by call 2); O wins with 0-4-8"
    assert lines[20:] == ["", "9 calls. Best move 4, score +10."]


def test_caption_escapes_and_grows_the_page() -> None:
    svg = ('<svg class="mmv-tree" width="300pt" height="200pt"\n'
           ' viewBox="0.00 0.00 300.00 200.00" xmlns="http://www.w3.org/2000/svg"></svg>')
    out = caption_svg(svg, "Step <1> & 2", "a </text><script>x</script> " * 8)
    assert "<script>" not in out and "&lt;script&gt;" in out and "Step &lt;1&gt; &amp; 2" in out
    height = float(re.search(r'height="([\d.]+)pt"', out).group(1))
    assert height > 200 and out.count("<tspan") >= 2  # long text wraps
    with pytest.raises(RenderError, match="cannot caption"):
        caption_svg("<svg></svg>", "x", "y")


def test_too_many_frames_is_refused_naming_the_option(tmp_path: Path) -> None:
    with pytest.raises(InvalidOptionError, match=r"18 steps .*--max-frames"):
        write_slides(mv.trace("O.XX.X.OO"), tmp_path, max_frames=10)
    assert list(tmp_path.iterdir()) == []
    tree = mv.trace("O.XX.X.OO")
    with pytest.raises(InvalidOptionError,
                       match=r"^the slides of O\.XX\.X\.OO would hold 18 steps .*--max-frames"):
        check_step_limit(tree, "slides", 10)
    check_step_limit(tree, "slides", 18)
    check_step_limit(tree, "slides", None)
    check_step_limit(tree, "slides")
    with pytest.raises(InvalidOptionError, match="max_frames True"):
        check_step_limit(tree, "slides", True)  # type: ignore[arg-type]


# -- the command ------------------------------------------------------------------------------


def test_cli_writes_slides(tmp_path: Path, cli: Cli) -> None:
    folder = tmp_path / "deck"
    code, out, err = cli("slides", TINY, "-o", str(folder), "--max-nodes", "all")
    assert (code, err) == (0, "")
    assert out == (f"Wrote 4 frames (step-*.svg, step-*.png), narration.txt and handout.pdf"
                   f" (every step on A4 paper) in {folder}.\n")
    assert len(list(folder.glob("step-*.svg"))) == len(list(folder.glob("step-*.png"))) == 4
    assert sorted(p.name for p in folder.glob("step-*.svg")) == [f"step-0{k}.svg" for k in range(1, 5)]
    assert len(pypdf.PdfReader(folder / HANDOUT).pages) == 4


@pytest.mark.parametrize("argv, message", [
    (["OOOO", "-o", "{tmp}/d"], "board 'OOOO'"),
    (["O.XX.X.OO", "-o", "{tmp}/d", "--max-frames", "10"], "--max-frames"),
    (["O.XX.X.OO", "-o", "{tmp}/file.txt"], "it is a file"),
    (["O.XX.X.OO", "-o", "{tmp}/d", "--max-nodes", "-3"], "--max-nodes: '-3' is not a whole"),
    # issue 23: -1 (the API's "the default limit") was taken and the deck written
    (["O.XX.X.OO", "-o", "{tmp}/d", "--max-frames", "-1"], "--max-frames: '-1' is not a whole"),
    (["O.XX.X.OO", "-o", "{tmp}/d", "--order", "9,8"], "order"),
])
def test_cli_bad_input_is_one_line_and_exit_2(tmp_path: Path, cli: Cli,
                                              argv: list[str], message: str) -> None:
    (tmp_path / "file.txt").write_text("x")
    code, out, err = cli("slides", *[a.format(tmp=tmp_path) for a in argv])
    assert code == 2 and out == "" and err.count("\n") == 1 and message in err
    assert not (tmp_path / "d").exists()


def test_a_rerun_removes_only_its_own_stale_frames(tmp_path: Path) -> None:
    (tmp_path / "step-logo.png").write_bytes(b"mine")       # the teacher's own file
    (tmp_path / "step-intro.svg").write_text("<svg/>")
    (tmp_path / "step-099.svg").write_text("<svg/>")        # left by an earlier, longer deck
    (tmp_path / "step-03.png").write_bytes(b"stale")
    write_slides(mv.trace("XXX.OO..."), tmp_path)             # 1 call: 2 frames
    names = sorted(p.name for p in tmp_path.iterdir())
    assert "step-logo.png" in names and "step-intro.svg" in names
    assert "step-099.svg" not in names and "step-03.png" not in names
    assert "step-02.svg" in names and "step-02.png" in names
