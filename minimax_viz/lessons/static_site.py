"""``minimax-viz site``: every lesson and the student's own minimax as one static folder.

The folder works from any static file server (``python -m http.server``, GitHub
Pages, a USB stick behind one) with no network: the lesson pages are
:func:`~minimax_viz.lessons.page.write_html`'s self-contained steppers; the
student's page runs Python in a Web Worker from the folder's own ``runtime/``
(:mod:`.site_runtime`), checking the code with :mod:`.in_browser`. The folder is
built beside the target and swapped in whole (:func:`~minimax_viz.files.replaced_directory`).
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable
from importlib import resources
from pathlib import Path

from ..api import trace
from ..explain.words import site as site_words
from ..files import replaced_directory, write_text
from ..games.tictactoe import ARTICLE_BOARD
from ..games.tree import TEXTBOOK
from ..record import CallTree
from .in_browser import FILE_NAME, SKELETON
from .lab_site import write_lab
from .page import _fill, write_html
from .site_runtime import CHECKOUT, copy_runtime, licence_file

#: What the site's folder holds: the files and folders a rebuild replaces.
APP_FILES = ("worker.mjs", "student.js", "site.css")
#: The folder of the notebooks in JupyterLite (``--notebooks``).
LAB = "lab"
LICENCES = "LICENSES.txt"
#: The seconds a student's run may take before the page ends it.
TIME_LIMIT = 5
EXERCISE_SEED = 1


def _exercise() -> tuple[CallTree, str]:
    from .exercise import make_exercise

    exercise = make_exercise(EXERCISE_SEED)
    return exercise.search, exercise.title()


#: Each lesson page: its file and how its search is made (tree, or tree and page title).
LESSON_SEARCHES: dict[str, Callable[[], CallTree | tuple[CallTree, str]]] = {
    "walkthrough.html": lambda: trace(ARTICLE_BOARD),
    "alpha-beta.html": lambda: trace(ARTICLE_BOARD, pruning="alphabeta"),
    "textbook-tree.html": lambda: trace(TEXTBOOK, game="tree", pruning="alphabeta"),
    "exercise.html": _exercise,
}


def _template(name: str) -> str:
    return resources.files(__package__).joinpath(f"browser/{name}").read_text("utf-8")


def site_files() -> tuple[str, ...]:
    """The names a site folder's build owns (a rebuild keeps anything else there)."""
    pages = tuple(entry[0] for entry in site_words.LESSON_ENTRIES)
    return ("index.html", *pages, "app", "runtime", LAB, LICENCES)


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
        for name, make in LESSON_SEARCHES.items():
            made = make()
            tree, title = made if isinstance(made, tuple) else (made, None)
            predict = name == "exercise.html"
            write_html(tree, building / name, predict=predict, title=title)
        write_text(building / "student.html", student_page())
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


def student_page(board: str = ARTICLE_BOARD) -> str:
    """The "your own minimax" page: the skeleton in the editor, ``board`` to run it on."""
    w = site_words
    settings = {"limit": TIME_LIMIT, "game": "tictactoe", "file": FILE_NAME, "words": {
        "starting": w.STARTING, "waiting": w.WAITING, "ready": w.READY, "running": w.RUNNING,
        "done": w.DONE, "failed": w.FAILED, "stopped": w.STOPPED}}
    script = json.dumps(settings).replace("</", "<\\/")
    return _fill(_template("student.html"), {
        "title": html.escape(w.STUDENT_TITLE), "home": html.escape(w.HOME),
        "lead": html.escape(w.STUDENT_LEAD), "code_label": html.escape(w.CODE_LABEL),
        "skeleton": html.escape(SKELETON), "board_label": html.escape(w.BOARD_LABEL),
        "board": html.escape(board), "run": html.escape(w.RUN), "step": html.escape(w.STEP),
        "reset": html.escape(w.RESET),
        "download": html.escape(w.DOWNLOAD), "settings": script})


def site_size(folder: str | Path) -> int:
    """The bytes of every file in ``folder``."""
    return sum(path.stat().st_size for path in Path(folder).rglob("*") if path.is_file())


__all__ = ["LESSON_SEARCHES", "TIME_LIMIT", "build_site", "index_page", "site_files",
           "site_size", "student_page"]
