"""What checking a class costs: ``minimax-viz check FOLDER --board B1 --board B2``.

A class of 30 files (the article's function from ``baseline.py``, most of them as
written, some with a student's mistake, one that hangs until the 10 s time limit
and one that eats memory) on two boards, each file in a process of its own, one
process a core. Printed: the whole batch's wall time and the time per file, then
the same with ``--report`` (the CSV, the index and every row's pages).
Target: the 30 files on 2 boards within a minute.
"""

from __future__ import annotations

import contextlib
import io
import tempfile
import time
from pathlib import Path

from minimax_viz.cli import main as cli

BOARDS = ("O.XX.X.OO", "X.O.X.O..")
FILES = 30
SOURCE = (Path(__file__).resolve().parent / "baseline.py").read_text(encoding="utf-8")
#: A student's mistakes, each a line of the article's function written wrong.
MISTAKES = {
    "restore": ("        new_board[avail_spots[i]] = move[\"index\"]\n", ""),
    "switch": ("            result = minimax(new_board, hu_player)",
               "            result = minimax(new_board, ai_player)"),
    "ties": ("            if moves[i][\"score\"] > best_score:",
             "            if moves[i][\"score\"] >= best_score:"),
}
HANGS = SOURCE.replace("    avail_spots = empty_indexies(new_board)\n",
                       "    avail_spots = empty_indexies(new_board)\n    while True:\n"
                       "        pass\n")
HOG = SOURCE.replace("    avail_spots = empty_indexies(new_board)\n",
                     "    avail_spots = empty_indexies(new_board)\n    hog = []\n"
                     "    while True:\n        hog.append(bytearray(10**7))\n")


def write_class(folder: Path) -> None:
    """30 files: 2 hostile, 3 of each mistake, the rest correct."""
    texts = [HANGS, HOG]
    for old, new in MISTAKES.values():
        assert old in SOURCE
        texts += [SOURCE.replace(old, new)] * 3
    texts += [SOURCE] * (FILES - len(texts))
    for number, text in enumerate(texts, start=1):
        (folder / f"student_{number:02}.py").write_text(text, encoding="utf-8")


def timed(argv: list[str]) -> tuple[float, str]:
    out = io.StringIO()
    start = time.perf_counter()
    with contextlib.redirect_stdout(out):
        cli(argv)
    return time.perf_counter() - start, out.getvalue().strip().splitlines()[-1]


def main() -> int:
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp) / "class"
        folder.mkdir()
        write_class(folder)
        argv = ["check", str(folder), *(f"--board={board}" for board in BOARDS)]
        seconds, summary = timed(argv)
        print(f"check: {FILES} files on {len(BOARDS)} boards in {seconds:5.1f} s"
              f" ({seconds / FILES:.2f} s a file): {summary}")
        seconds, _ = timed([*argv, "--report", str(Path(temp) / "report")])
        print(f"check --report: {seconds:5.1f} s (the same, and every row's pages)")
    print("  target: 30 files on 2 boards within 60 s")
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(main())
