"""The article's walkthrough: its diagram, one frame per step, the narration and a page.

Everything comes from ONE Graphviz layout, so the frames and the page show the
same drawing, and nothing moves from one frame to the next.
"""

from __future__ import annotations

import os
from pathlib import Path

from ..draw import Layout, save_frames
from ..explain import check_step_limit
from ..files import replaced_directory, write_file
from ..record import CallTree
from .page import write_html

#: The files a walkthrough writes besides its frames (in ``frames/``).
FILES = ("calltree.svg", "calltree.png", "calltree.dot", "narration.txt", "walkthrough.html")


def save_walkthrough(tree: CallTree, directory: str | os.PathLike[str]) -> list[Path]:
    """Write :data:`FILES` and ``frames/step-NN.svg`` (one per step of ``tree``) into
    ``directory``.

    The folder is built beside ``directory`` and swapped in whole (other files
    in it are kept), so a run killed part-way leaves the previous walkthrough.
    """
    check_step_limit(tree, "walkthrough")
    folder = Path(directory)
    layout = Layout(tree)  # before any folder is made: a missing `dot` leaves nothing behind
    contents = (layout.svg, layout.frame(None, "png"), layout.dot,
                layout.steps.narration_file())
    with replaced_directory(folder, lambda name: name in FILES or name == "frames") as building:
        for name, content in zip(FILES, contents):
            write_file(building / name, content)
        write_html(tree, building / "walkthrough.html", layout=layout)
        frames = save_frames(layout, building / "frames")
    return [folder / name for name in FILES] + [folder / "frames" / p.name for p in frames]
