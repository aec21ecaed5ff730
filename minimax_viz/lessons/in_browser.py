"""What the browser's Python runs on the static site (:mod:`.static_site`): the "your own
minimax" page, and another position on a lesson page (:func:`lesson_page`).

The page's Web Worker loads Pyodide and this package's wheel, hands Graphviz in
WebAssembly to :func:`use_graphviz` (so :func:`minimax_viz.draw.dot.drawn_pieces` never
looks for the ``dot`` binary), and calls :func:`check_code` on every Run. The
student's code is recorded exactly as ``minimax-viz check`` records a file
(:func:`~minimax_viz.checking.student_file.record_file`) and judged by the same
:func:`~minimax_viz.comparison.judge`, so the page and the command say the same
sentence. A time limit is the page's: it ends the whole worker.

>>> result = check_code(SKELETON, "O.XX.X.OO", draw=False)
>>> result["verdict"], result["sentence"][:17]
('differs', 'call 2 is missing')
"""

from __future__ import annotations

import contextlib
import io
import os
import tempfile
from collections.abc import Callable
from importlib import resources
from typing import Any

from ..checking.student_file import FailedBeforeFirstCall, LoadError, NeedsHint, record_file
from ..comparison import Comparison, judge
from ..draw.dot import set_renderer
from ..errors import MinimaxVizError
from ..games import get_game
from ..record import Event
from ..record.student.tree import StudentRecorder
from .page import build_html

#: The tutorial's function to complete: what the page's editor holds at first.
SKELETON = resources.files(__package__).joinpath("browser/skeleton.txt").read_text("utf-8")
#: The name the student's code is saved and loaded under (its errors name it).
FILE_NAME = "my_minimax.py"


def use_graphviz(render: Callable[[str, str], Any]) -> None:
    """Lay out every diagram with ``render(dot_source, fmt)`` (viz.js's ``renderString``
    in the browser) instead of the ``dot`` binary."""
    set_renderer(lambda source, fmt: str(render(source, fmt)))


def check_code(source: str, board: str, game: str = "tictactoe", *,
               draw: bool = True, max_nodes: int = 60) -> dict[str, str]:
    """Record ``source``'s ``minimax`` on ``board`` and judge it: ``verdict`` ("match",
    "differs", "fault", or what stopped it: "load-error", "error", "hint", "bad-input"),
    ``sentence`` (one, as ``minimax-viz check`` says it) and ``html`` (both call trees,
    the first differing call marked; empty without a recording or with ``draw=False``)."""
    return _checked(source, board, game, draw, max_nodes)[0]


class Session:
    """One page's worker: each run checked, the last one kept for its stepper."""

    def __init__(self) -> None:
        self.last: Comparison | None = None

    def run(self, source: str, board: str, game: str = "tictactoe") -> dict[str, str]:
        """:func:`check_code`, the run's comparison kept."""
        result, self.last = _checked(source, board, game, True, 60)
        return result

    def stepper(self) -> dict[str, object]:
        """The last run's calls as a stepper page over the student's own code (the
        standalone page of :func:`~minimax_viz.lessons.page.build_html`), and the
        1-based step to open it at: the first differing call's entry (else 1)."""
        if self.last is None:
            raise MinimaxVizError("run your minimax first")
        tree, diff = self.last.student, self.last.difference
        events = tree.timeline()
        step = 1
        if diff is not None and diff.call is not None and diff.call <= len(tree):
            step = events.index(Event("enter", diff.call)) + 1
        return {"html": build_html(tree), "step": step}


def lesson_page(position: str, game: str = "tictactoe", pruning: str = "none",
                depth_limit: str = "") -> dict[str, str]:
    """Another position's lesson page, made by ``minimax-viz html`` itself: ``html`` (the
    stepper page, laid out by whichever Graphviz :func:`use_graphviz` gave) or ``error``,
    the command's own one line for a bad position or option (``depth_limit`` "": none)."""
    from ..cli import main  # the command line, not at import: it loads every command

    argv = ["html", "--game", game, "--pruning", pruning]
    if depth_limit.strip():
        argv += ["--depth-limit", depth_limit.strip()]
    errors = io.StringIO()
    with tempfile.TemporaryDirectory(prefix="mmviz-lesson-") as folder:
        path = os.path.join(folder, "lesson.html")
        with contextlib.redirect_stderr(errors), contextlib.redirect_stdout(io.StringIO()):
            status = main([*argv, "-o", path, "--", position])  # argparse's refusals too
        if status:
            lines = errors.getvalue().strip().splitlines()
            return {"error": lines[-1] if lines else f"minimax-viz html failed ({status})",
                    "html": ""}
        with open(path, encoding="utf-8") as page:
            return {"error": "", "html": page.read()}


def _checked(source: str, board: str, game: str, draw: bool,
             max_nodes: int) -> tuple[dict[str, str], Comparison | None]:
    try:
        rules = get_game(game)
        rules.parse(board)
    except MinimaxVizError as exc:
        return _result("bad-input", str(exc)), None
    with tempfile.TemporaryDirectory(prefix="mmviz-student-") as folder:
        path = os.path.join(folder, FILE_NAME)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(source)
        try:
            tree = record_file(path, board, game=rules)
        except LoadError as exc:
            return _result("load-error", str(exc)), None
        except FailedBeforeFirstCall as exc:
            return _result("error", str(exc)), None
        except (NeedsHint, MinimaxVizError) as exc:
            return _result("hint", str(exc)), None
    fault = tree.data.fault if isinstance(tree.data, StudentRecorder) else None
    comparison = judge(tree, fault)
    diff = comparison.difference
    verdict = "match" if diff is None else "fault" if diff.kind == "fault" else "differs"
    html = comparison.html(max_nodes) if draw else ""
    return _result(verdict, comparison.sentence, html), comparison


def _result(verdict: str, sentence: str, html: str = "") -> dict[str, str]:
    return {"verdict": verdict, "sentence": sentence, "html": html}


__all__ = ["FILE_NAME", "SKELETON", "Session", "check_code", "lesson_page", "use_graphviz"]
