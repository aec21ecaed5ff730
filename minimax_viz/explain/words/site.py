"""The words of the static site (``minimax-viz site``): its index and the student's page."""

from __future__ import annotations

SITE_TITLE = "Minimax, one call at a time"
SITE_LEAD = ("Every lesson here runs in your browser with nothing to install: open a page, step"
             " through the search, and write your own minimax on the last one.")
SITE_FOOTER = "Made with minimax-viz. The software this site carries and its licences: "
#: The licence file's first line, and JupyterLite's note on the packages it bundles.
LICENCES_HEAD = "The software this site carries, and the licence of each."
LAB_LICENCES = "The licences of the packages it bundles: {files}."
HOME = "← all lessons"

#: (file, title, what it shows) for each lesson page, in the index's order.
LESSON_ENTRIES = (
    ("walkthrough.html", "The tutorial's board, call by call",
     "O . X / X . X / . O O with X to move: minimax makes 9 calls and plays cell 4 (+10)."),
    ("alpha-beta.html", "The same board with alpha-beta",
     "The window (α, β) travels down the calls; one branch is cut: 8 calls instead of 9."),
    ("textbook-tree.html", "The textbook's tree",
     "AIMA's figure 5.2 with alpha-beta: the root is worth 3, and two leaves are never read."),
    ("exercise.html", "An exercise: predict every value",
     "A random tree; each returned value stays hidden until you have guessed it."),
    ("student.html", "Your own minimax",
     ("Write the tutorial's function, run it, and see the first call where it differs from"
      " a correct minimax.")),
)

#: The index's entry for the notebooks in JupyterLite (a site built with ``--notebooks``).
NOTEBOOKS_ENTRY = (
    "lab/index.html", "The notebooks, in JupyterLab in your browser",
    ("The walkthrough, scoring, alpha-beta and play notebooks, run by Python in this browser"
     " (JupyterLite): change a board or an option and run the cell again."))

STUDENT_TITLE = "Your own minimax"
STUDENT_LEAD = ("Complete the tutorial's function below and press Run (Ctrl+Enter): every call"
                " it makes is recorded and compared with a correct minimax, and the first call"
                " that differs is named. Your code runs in this browser, nowhere else, and is"
                " kept here between visits.")
CODE_LABEL = "Your code (Python)"
#: The board editor's words ({n}: a cell's number, {side}: A or B).
BOARD_EDITOR = {
    "cell": "cell {n}: click for X, again for O, again to empty it",
    "stones": "Stones", "mover": "who moves first", "to_move": "{side} to move",
    "leaf": "a leaf's value", "split": "make this leaf a node of two leaves",
    "remove": "remove this", "add": "add a leaf here",
    "unreadable": "The editor cannot draw this position; the text above is what Run uses.",
}
BOARD_LABEL = "Board"
RUN = "Run"
STEP = "Step through your calls"
RESET = "Start again"
DOWNLOAD = "Download my file"
STARTING = "Starting Python in your browser…"
WAITING = "Python is still starting; your run follows as soon as it is ready…"
READY = "Python is ready."
RUNNING = "Running your minimax…"
DONE = "Checked in {seconds} s."
#: Under a result the page kept from the student's last run and drew at once on this visit.
LAST_RUN = ("Drawn from your last run of this code on this board, kept by this browser;"
            " Run runs it again.")
FAILED = "Python could not start in this browser:"


#: The run was ended by the page's time limit (an endless loop, a runaway recursion);
#: the page fills in ``{seconds}``.
STOPPED = ("Your minimax ran for more than {seconds} s and was stopped: does it loop forever,"
           " or call itself without ever reaching the end of a game?")

# -- a lesson page's "another position" form ---------------------------------------------------
POSITION_LABEL = "Another position"
GAME_LABEL = "Game"
PRUNING_LABEL = "Pruning"
DEPTH_LABEL = "Depth limit"
DEPTH_HINT = "none"
DRAW = "Trace and draw"
POSITION_HINT = ("Type another position (the same forms as minimax-viz html takes) and press"
                 " Trace and draw: Python and Graphviz run in this browser.")
DRAWING = "Tracing and drawing in your browser…"
DRAWN = "Traced and drawn in {seconds} s."
#: The page ended a search that took too long (a big position); it fills in ``{seconds}``.
LESSON_STOPPED = ("The search ran for more than {seconds} s and was stopped: try a smaller"
                  " position or a depth limit.")
