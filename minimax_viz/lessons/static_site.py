"""``minimax-viz site``: every lesson and the student's own minimax as one static folder.

The folder works from any static file server (``python -m http.server``, GitHub
Pages, a USB stick behind one) with no network: the lessons are
:func:`~minimax_viz.lessons.page.write_html`'s self-contained steppers (in ``steppers/``),
each shown in a page whose form traces and draws another position in the browser
(:func:`~.in_browser.lesson_page`: Python and Graphviz in WebAssembly); the
student's page runs Python in a Web Worker from the folder's own ``runtime/``
(:mod:`.site_runtime`), checking the code with :mod:`.in_browser`. The folder is
built beside the target and swapped in whole (:func:`~minimax_viz.files.replaced_directory`).
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from ..api import trace
from ..explain import words
from ..explain.words import site as site_words
from ..files import replaced_directory, write_text
from ..games import GAMES
from ..games.tictactoe import ARTICLE_BOARD
from ..games.tree import TEXTBOOK
from ..record import CallTree
from ..search import PRUNINGS
from .in_browser import FILE_NAME, SKELETON
from .lab_site import write_lab
from .page import _fill, write_html
from .site_runtime import CHECKOUT, copy_runtime, licence_file, runtime_id

#: What the site's folder holds: the files and folders a rebuild replaces.
APP_FILES = ("worker.mjs", "python.js", "student.js", "board.js", "lesson.js", "site.css")
STEPPERS = "steppers"
#: The folder of the notebooks in JupyterLite (``--notebooks``).
LAB = "lab"
LICENCES = "LICENSES.txt"
#: The seconds a student's run may take before the page ends it.
TIME_LIMIT = 5
#: The seconds another position's trace and drawing may take on a lesson page.
LESSON_TIME_LIMIT = 30
EXERCISE_SEED = 1
#: The games the student's page offers (its board editor draws each).
STUDENT_GAMES = ("tictactoe", "nim", "tree")
EXERCISE_PAGE = "exercise.html"


@dataclass(frozen=True)
class Lesson:
    """A lesson page: its search, and what its "another position" form offers."""

    page: str
    position: str
    game: str = "tictactoe"
    pruning: str = "none"
    games: tuple[str, ...] = ()  # the games a teacher may pick (none: ``game`` only)

    def search(self) -> CallTree:
        return trace(self.position, game=self.game, pruning=self.pruning)


#: The lesson pages a teacher can give another position, in the index's order.
LESSONS = (
    Lesson("walkthrough.html", ARTICLE_BOARD, games=tuple(GAMES)),
    Lesson("alpha-beta.html", ARTICLE_BOARD, pruning="alphabeta", games=tuple(GAMES)),
    Lesson("textbook-tree.html", TEXTBOOK, game="tree", pruning="alphabeta"),
)


def _template(name: str) -> str:
    return resources.files(__package__).joinpath(f"browser/{name}").read_text("utf-8")


def site_files() -> tuple[str, ...]:
    """The names a site folder's build owns (a rebuild keeps anything else there)."""
    pages = tuple(entry[0] for entry in site_words.LESSON_ENTRIES)
    return ("index.html", *pages, "app", "runtime", STEPPERS, LAB, LICENCES)


def build_site(output: str | Path, web: str | Path | None = None,
               notebooks: bool = False) -> list[Path]:
    """Write the site into folder ``output``; ``web`` is where ``make web`` installed the
    runtime (default: the checkout's ``web/``); ``notebooks``: the notebooks too, in
    JupyterLite (:mod:`.lab_site`). Returns the pages written."""
    web = Path(web) if web is not None else CHECKOUT / "web"
    owned = site_files()
    with replaced_directory(output, lambda name: name in owned) as building:
        components = copy_runtime(web, building / "runtime")  # first: a missing runtime stops it
        if notebooks:
            components += write_lab(building / LAB, building / "runtime", web)
        _write_app(building / "app")
        (building / STEPPERS).mkdir()
        for lesson in LESSONS:
            tree = lesson.search()
            write_html(tree, building / STEPPERS / lesson.page)
            write_text(building / lesson.page, lesson_page(lesson, words.title(tree)))
        from .exercise import make_exercise

        exercise = make_exercise(EXERCISE_SEED)
        write_html(exercise.search, building / EXERCISE_PAGE, predict=True,
                   title=exercise.title())
        write_text(building / "student.html", student_page(runtime_id(building / "runtime")))
        write_text(building / "index.html", index_page(notebooks))
        write_text(building / LICENCES, licence_file(components))
    return [Path(output) / name for name in owned if name.endswith(".html")]


def _write_app(folder: Path) -> None:
    folder.mkdir()
    for name in APP_FILES:
        write_text(folder / name, _template(name))


def index_page(notebooks: bool = False) -> str:
    """The index: one link per lesson with a line on what it shows (and the notebooks'
    JupyterLite when the site has it)."""
    entries = [*site_words.LESSON_ENTRIES, *([site_words.NOTEBOOKS_ENTRY] if notebooks else [])]
    items = "\n".join(
        f'<li><a href="{html.escape(page)}">{html.escape(title)}</a><br>{html.escape(what)}</li>'
        for page, title, what in entries)
    footer = (f'{html.escape(site_words.SITE_FOOTER)}<a href="{LICENCES}">{LICENCES}</a>')
    return _fill(_template("index.html"), {
        "title": html.escape(site_words.SITE_TITLE), "lead": html.escape(site_words.SITE_LEAD),
        "lessons": items, "footer": footer})


def examples(games: tuple[str, ...]) -> dict[str, str]:
    """Each game's example position as text: what a form shows when that game is picked."""
    return {name: GAMES[name].format(GAMES[name].example()) for name in games}


def _options(names: tuple[str, ...], chosen: str) -> str:
    return "".join(f'<option{" selected" if name == chosen else ""}>{html.escape(name)}</option>'
                   for name in names)


def lesson_page(lesson: Lesson, title: str) -> str:
    """A lesson's page: its stepper (``steppers/``) under a form for another position."""
    w = site_words
    games = lesson.games or (lesson.game,)
    settings = {"limit": LESSON_TIME_LIMIT,
                "examples": {**examples(games), lesson.game: lesson.position}, "words": {
        "starting": w.STARTING, "waiting": w.WAITING, "ready": w.READY, "drawing": w.DRAWING, "drawn": w.DRAWN,
        "failed": w.FAILED, "stopped": w.LESSON_STOPPED}}
    return _fill(_template("lesson.html"), {
        "title": html.escape(title), "home": html.escape(w.HOME),
        "hint": html.escape(w.POSITION_HINT), "position_label": html.escape(w.POSITION_LABEL),
        "position": html.escape(lesson.position), "game_label": html.escape(w.GAME_LABEL),
        "games": _options(games, lesson.game),
        "pruning_label": html.escape(w.PRUNING_LABEL),
        "prunings": _options(tuple(PRUNINGS), lesson.pruning),
        "depth_label": html.escape(w.DEPTH_LABEL), "depth_hint": html.escape(w.DEPTH_HINT),
        "draw": html.escape(w.DRAW), "stepper": f"{STEPPERS}/{lesson.page}",
        "settings": json.dumps(settings).replace("</", "<\\/")})


def student_page(build: str, board: str = ARTICLE_BOARD) -> str:
    """The "your own minimax" page: the skeleton in the editor, ``board`` to run it on;
    ``build`` names the site's runtime (:func:`~.site_runtime.runtime_id`): the page shows
    a run kept in the browser only on the build whose Python made it."""
    w = site_words
    settings = {"limit": TIME_LIMIT, "file": FILE_NAME, "boards": examples(STUDENT_GAMES),
                "build": build, "words": {
        "starting": w.STARTING, "waiting": w.WAITING, "ready": w.READY, "running": w.RUNNING,
        "done": w.DONE, "failed": w.FAILED, "stopped": w.STOPPED, "board": w.BOARD_EDITOR}}
    script = json.dumps(settings).replace("</", "<\\/")
    return _fill(_template("student.html"), {
        "title": html.escape(w.STUDENT_TITLE), "home": html.escape(w.HOME),
        "lead": html.escape(w.STUDENT_LEAD), "last_run": html.escape(w.LAST_RUN), "code_label": html.escape(w.CODE_LABEL),
        "skeleton": html.escape(SKELETON), "board_label": html.escape(w.BOARD_LABEL),
        "game_label": html.escape(w.GAME_LABEL),
        "games": _options(STUDENT_GAMES, "tictactoe"),
        "board": html.escape(board), "run": html.escape(w.RUN), "step": html.escape(w.STEP),
        "reset": html.escape(w.RESET),
        "download": html.escape(w.DOWNLOAD), "settings": script})


def site_size(folder: str | Path) -> int:
    """The bytes of every file in ``folder``."""
    return sum(path.stat().st_size for path in Path(folder).rglob("*") if path.is_file())


__all__ = ["LESSONS", "LESSON_TIME_LIMIT", "TIME_LIMIT", "Lesson", "build_site", "examples", "index_page",
           "lesson_page", "site_files", "site_size", "student_page"]
