"""Multi-file outputs are swapped in whole; what killed runs leave behind is removed next time."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from minimax_viz.errors import MinimaxVizError
from minimax_viz.files import TEMP_PREFIX, replaced_directory, sweep, write_text


def dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def ours(name: str) -> bool:
    return name.startswith("step-") or name == "notes.txt"


def test_a_folder_is_swapped_in_whole_keeping_the_users_files(tmp_path: Path) -> None:
    deck = tmp_path / "deck"
    with replaced_directory(deck, ours) as building:
        for k in range(3):
            (building / f"step-{k}").write_text("old")
    (deck / "mine.txt").write_text("the teacher's")
    (deck / "sub").mkdir()
    (deck / "sub" / "logo.png").write_bytes(b"png")
    with replaced_directory(deck, ours) as building:
        assert not (building / "step-0").exists()  # built from nothing, beside the old one
        (building / "step-0").write_text("new")
    assert sorted(p.name for p in deck.iterdir()) == ["mine.txt", "step-0", "sub"]
    assert (deck / "sub" / "logo.png").read_bytes() == b"png"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deck"]


def test_a_failed_build_leaves_the_old_folder(tmp_path: Path) -> None:
    deck = tmp_path / "deck"
    with replaced_directory(deck, ours) as building:
        (building / "step-0").write_text("old")
    with pytest.raises(RuntimeError), replaced_directory(deck, ours) as building:
        (building / "step-0").write_text("half")
        raise RuntimeError("dot failed")
    assert (deck / "step-0").read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deck"]


def test_a_file_or_the_current_folder_is_not_replaced(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "f").write_text("x")
    with pytest.raises(MinimaxVizError, match="it is a file"), \
            replaced_directory(tmp_path / "f", ours):
        pass
    monkeypatch.chdir(tmp_path)
    with pytest.raises(MinimaxVizError, match="holds the current folder"), \
            replaced_directory(tmp_path, ours):
        pass


def test_the_next_run_removes_what_killed_runs_left(tmp_path: Path) -> None:
    pid = dead_pid()
    (tmp_path / f"{TEMP_PREFIX}{pid}-abc.tmp").write_text("half a file")
    (tmp_path / f"{TEMP_PREFIX}{pid}-def.tmp").mkdir()                 # half a deck
    (tmp_path / f"{TEMP_PREFIX}{pid}-old-deck").mkdir()               # moved aside, not
    (tmp_path / f"{TEMP_PREFIX}{pid}-old-deck" / "step-0").write_text("old")  # replaced
    (tmp_path / f"{TEMP_PREFIX}{os.getpid()}-live.tmp").write_text("a live writer's")
    (tmp_path / ".mmviz-notes").write_text("not ours")
    write_text(tmp_path / "trace.json", "{}")
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == sorted([".mmviz-notes", f"{TEMP_PREFIX}{os.getpid()}-live.tmp", "deck",
                            "trace.json"])
    assert (tmp_path / "deck" / "step-0").read_text() == "old"
    sweep(tmp_path)  # once per folder and process: cheap to call for every file


# -- killing a real run ----------------------------------------------------------------------
def snapshot(deck: Path) -> dict[str, bytes]:
    """The deck's files; the PDF and PNGs by name only (they hold creation times)."""
    if not deck.exists():
        return {}
    return {p.name: p.read_bytes() if p.suffix in (".svg", ".txt") else b""
            for p in sorted(deck.iterdir())}


def slides(board: str, deck: Path) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, "-m", "minimax_viz", "slides", board, "-o",
                             str(deck), "--max-nodes", "all"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)


@pytest.mark.slow
@pytest.mark.dot
def test_a_killed_slides_run_leaves_the_old_deck_or_the_new_never_a_mix(tmp_path: Path) -> None:
    deck = tmp_path / "deck"
    boards = ("XXX.OO...", "XOXOOXX..")  # 2 frames and 8 frames
    sets, took = {}, 0.0
    for board in boards:  # the two complete decks, and how long a run takes
        start = time.monotonic()
        run = slides(board, deck)
        assert run.wait() == 0, run.stderr.read() if run.stderr else ""
        took = max(took, time.monotonic() - start)
        sets[board] = snapshot(deck)
    assert sets[boards[0]] != sets[boards[1]]
    rng = random.Random(12)
    for attempt in range(4):
        run = slides(boards[attempt % 2], deck)
        time.sleep(rng.uniform(0.2, took))
        run.send_signal(signal.SIGKILL)
        run.wait()
        assert snapshot(deck) in sets.values(), f"a mix after a kill (attempt {attempt})"
    run = slides(boards[0], deck)
    assert run.wait() == 0
    assert snapshot(deck) == sets[boards[0]]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deck"]  # the killed runs' temps went
