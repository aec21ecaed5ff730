"""``walkthrough``, ``play``, ``html`` and ``slides``: the lessons made from a search."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ..api import trace
from ..draw.paper import DEFAULT_PAPER, PAPERS
from ..draw.treeview import DEFAULT_MAX_NODES
from ..explain import STEP_LIMITS, Steps
from ..explain.words import summary, title
from ..games import DEFAULT_GAME
from ..games.tictactoe import ARTICLE_BOARD
from .common import (
    POSITION_HELP,
    SubParsers,
    add_limit,
    add_search_options,
    command,
    game_arg,
    position_arg,
    search_kwargs,
)


def cmd_walkthrough(args: argparse.Namespace) -> int:
    from ..lessons.walkthrough import save_walkthrough

    tree = trace(walkthrough_position(args), **search_kwargs(args))
    written = save_walkthrough(tree, args.output)  # first: a refusal prints nothing else
    print(f"{title(tree)}: the search call by call.\n")
    print(tree.game.pictures.text(tree.root_position), end="\n\n")
    for line in Steps(tree).lines():
        print(line)
    print(f"\n{summary(tree)}")
    frames = [path for path in written if path.parent.name == "frames"]
    print(f"Wrote {', '.join(str(p) for p in written if p not in frames)}"
          f" and {len(frames)} frames in {frames[0].parent if frames else args.output}.")
    return 0


def walkthrough_position(args: argparse.Namespace) -> Any:
    """``--board``, else the game's example (Tic-Tac-Toe: the article's board)."""
    return game_arg(args).example() if args.board is None else position_arg(args)


def cmd_play(args: argparse.Namespace) -> int:
    from ..lessons.match import Match
    from ..lessons.terminal import play

    kwargs = search_kwargs(args)
    kwargs["memo"] = True if args.memo else None  # memo when it can: the same moves, faster
    board = None if args.board is None else position_arg(args)
    return play(Match(args.human, board=board, **kwargs))


def cmd_html(args: argparse.Namespace) -> int:
    from ..lessons.page import write_html

    tree = trace(position_arg(args), **search_kwargs(args))
    path = write_html(tree, args.output, max_nodes=args.max_nodes, predict=args.predict,
                      title=args.title, max_steps=args.max_steps)
    print(f"Wrote {path} ({path.stat().st_size / 1024:,.0f} KB): {tree.step_count:,} steps of"
          f" {len(tree):,} calls. Open it in any browser; #step=N opens step N.")
    return 0


def cmd_slides(args: argparse.Namespace) -> int:
    from ..lessons.slides import write_slides

    tree = trace(position_arg(args), **search_kwargs(args))
    count = tree.step_count

    def progress(done: int) -> None:
        if done % 50 == 0 and done < count:
            print(f"  {done:,} of {count:,} frames", file=sys.stderr)

    write_slides(tree, args.output, max_nodes=args.max_nodes, max_frames=args.max_frames,
                 paper=args.paper, progress=progress)
    print(f"Wrote {count:,} frames (step-*.svg, step-*.png), narration.txt and"
          f" handout.pdf (every step on {args.paper.upper()} paper) in {args.output}.")
    return 0


def register(sub: SubParsers) -> None:
    walk_p = command(sub, "walkthrough", cmd_walkthrough,
                     "the article's walkthrough (the main job)",
                     "Narrate minimax call by call on the article's board (or the --game's"
                     " example, or --board) and write its"
                     " diagram, one frame per step, the narration and a stepper page.",
                     position=False)
    walk_p.add_argument("--board", default=None, metavar="POSITION",
                        help=f"{POSITION_HELP} (default: the game's example; for tictactoe"
                             f" the article's board {ARTICLE_BOARD})")
    walk_p.add_argument("-o", "--output", default="figures", metavar="DIR",
                        help="where to write the diagram, frames and narration (default: figures)")

    play_p = command(sub, "play", cmd_play, "play against the AI in the terminal",
                     f"Play a game (--game, default {DEFAULT_GAME.name}) against minimax; the AI shows the"
                     " score of each of its options, from its side. It scores by depth unless"
                     " --scoring says otherwise (a faster win scores more), and memoises where"
                     " the options allow it (the same moves as the plain search, faster).",
                     position=False)
    play_p.add_argument("--as", dest="human", default=None, metavar="PLAYER",
                        help="your side, one of the game's players (default: the first, who"
                             " moves first; tictactoe: X or O, and as O the AI opens)")
    play_p.add_argument("--board", default=None, metavar="POSITION",
                        help="start from this position instead of the game's start")

    html_p = command(sub, "html", cmd_html, "one self-contained HTML stepper page (no Jupyter)",
                     "Write one HTML file that steps through the trace in any browser,"
                     " offline: buttons, slider, keys, narration, stack, board, predict mode;"
                     " #step=N in the address opens step N.")
    html_p.add_argument("-o", "--output", required=True, metavar="FILE", help="the .html to write")
    add_limit(html_p, "--max-nodes", DEFAULT_MAX_NODES, "fold subtrees to draw at most N nodes")
    add_limit(html_p, "--max-steps", STEP_LIMITS["page"], "refuse traces of more steps", 2)
    html_p.add_argument("--predict", action="store_true",
                        help="open in predict mode: each returned score hidden until guessed")
    html_p.add_argument("--title", help="the page's title (default: the board)")

    slides_p = command(sub, "slides", cmd_slides, "per-step SVG/PNG frames and a PDF handout",
                       "Write step-01.svg/.png ... (one per step, one layout), narration.txt"
                       " and handout.pdf (one captioned page per step) into DIR.")
    slides_p.add_argument("-o", "--output", required=True, metavar="DIR",
                          help="the folder to write (created if missing)")
    from ..lessons.slides import SLIDE_MAX_NODES

    add_limit(slides_p, "--max-nodes", SLIDE_MAX_NODES, "fold subtrees to draw at most N nodes")
    add_limit(slides_p, "--max-frames", STEP_LIMITS["slides"], "refuse traces of more steps",
              2)
    slides_p.add_argument("--paper", choices=list(PAPERS), default=DEFAULT_PAPER,
                          help=f"the handout's paper size (default {DEFAULT_PAPER}; text never"
                               " under 8 pt)")

    for parser in (walk_p, html_p, slides_p):
        add_search_options(parser)
    add_search_options(play_p, budget=False)
    from ..lessons.match import PLAY_SCORING

    play_p.set_defaults(scoring=PLAY_SCORING)  # fastest win, slowest loss (said on screen)
