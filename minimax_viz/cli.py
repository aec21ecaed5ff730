"""The ``minimax-viz`` command: ``main(argv) -> int``.

Every mistake in the input becomes one line on stderr and exit status 2;
nobody sees a traceback for a typo.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence

from .api import solve, trace
from .draw.treeview import DEFAULT_MAX_NODES
from .errors import MinimaxVizError
from .explain import STEP_LIMITS, Steps
from .explain.words import signed, summary, title
from .games.tictactoe import ARTICLE_BOARD, Board
from .search import SCORINGS


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is a single line."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: error: {message}\n")


def add_search_options(parser: argparse.ArgumentParser) -> None:
    """The options every searching command shares."""
    group = parser.add_argument_group("search options")
    group.add_argument("--scoring", choices=list(SCORINGS), default="article",
                       help="article: +10/-10/0; depth: 10-depth/depth-10/0; unit: +1/-1/0")
    group.add_argument("--pruning", choices=["none", "alphabeta"], default="none",
                       help="alphabeta cuts a branch once alpha >= beta (default: none)")
    group.add_argument("--order", default=None, metavar="CELLS",
                       help='move order, e.g. "4,0,2,6,8,1,3,5,7" or "centre" (default: 0..8)')
    group.add_argument("--memo", action="store_true", help="remember boards already searched")


def search_kwargs(args: argparse.Namespace) -> dict[str, object]:
    return {"scoring": args.scoring, "pruning": args.pruning, "order": args.order,
            "memo": args.memo}


def board_arg(text: str) -> Board:
    """Parse a BOARD argument (errors surface as our own one-line messages)."""
    return Board.parse(text)


# -- commands ------------------------------------------------------------------------------
def cmd_solve(args: argparse.Namespace) -> int:
    solution = solve(board_arg(args.board), **search_kwargs(args))  # type: ignore[arg-type]
    if args.json:
        print(json.dumps(solution.as_dict()))
        return 0
    game = solution.game
    print(game.text(solution.position))
    print()
    if solution.move is None:
        outcome = game.outcome(solution.position)
        print(f"The game is already over ({outcome.reason if outcome else ''}),"
              f" score {signed(solution.score)}.")
        return 0
    print(f"{solution.player} to move. Best move: {solution.move}, score {signed(solution.score)}.")
    for move, score in solution.scores.items():
        mark = "  <- best" if move == solution.move else ""
        print(f"  move {move}: {signed(score)}{mark}")
    return 0


def cmd_trace(args: argparse.Namespace) -> int:
    tree = trace(board_arg(args.board), **search_kwargs(args))  # type: ignore[arg-type]
    if args.json:
        from .record import trace_to_dict

        print(json.dumps(trace_to_dict(tree)))
        return 0
    steps = Steps(tree)
    for step in range(len(steps)):
        print(steps.narrate(step))
    print(summary(tree))
    return 0


def cmd_walkthrough(args: argparse.Namespace) -> int:
    from .lessons.walkthrough import save_walkthrough

    tree = trace(board_arg(args.board), **search_kwargs(args))  # type: ignore[arg-type]
    written = save_walkthrough(tree, args.output)  # first: a refusal prints nothing else
    print(f"{title(tree)}: the search call by call.\n")
    print(tree.game.text(tree.root_position), end="\n\n")
    for line in Steps(tree).lines():
        print(line)
    print(f"\n{summary(tree)}")
    frames = [path for path in written if path.parent.name == "frames"]
    print(f"Wrote {', '.join(str(p) for p in written if p not in frames)}"
          f" and {len(frames)} frames in {frames[0].parent if frames else args.output}.")
    return 0


def max_nodes_arg(text: str) -> int | None:
    """``--max-nodes``: a whole number, or ``all`` to fold nothing (up to the hard limit)."""
    if text.lower() in ("all", "none"):
        return None
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number or 'all'") from None


def cmd_render(args: argparse.Namespace) -> int:
    from .draw import TreeView, save_diagram

    tree = trace(board_arg(args.board), **search_kwargs(args))  # type: ignore[arg-type]
    view = TreeView(tree, max_nodes=args.max_nodes, max_depth=args.max_depth, focus=args.focus)
    fmt = save_diagram(view, args.output, args.format)
    folded = f", {len(view.summaries):,} folded" if view.summaries else ""
    print(f"Wrote {args.output} ({fmt}): {len(tree):,} calls, {len(view.calls):,} drawn{folded}.")
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    from .lessons.match import Match
    from .lessons.terminal import play

    kwargs = search_kwargs(args)
    kwargs["memo"] = True  # same moves as the plain search, much faster
    game = Match(args.human, board=board_arg(args.board), **kwargs)  # type: ignore[arg-type]
    return play(game)


def cmd_html(args: argparse.Namespace) -> int:
    from .lessons.page import write_html

    tree = trace(board_arg(args.board), **search_kwargs(args))  # type: ignore[arg-type]
    path = write_html(tree, args.output, max_nodes=args.max_nodes, predict=args.predict,
                      title=args.title, max_steps=args.max_steps)
    print(f"Wrote {path} ({path.stat().st_size / 1024:,.0f} KB): {2 * len(tree):,} steps of"
          f" {len(tree):,} calls. Open it in any browser; #step=N opens step N.")
    return 0


def cmd_slides(args: argparse.Namespace) -> int:
    from .lessons.slides import write_slides

    tree = trace(board_arg(args.board), **search_kwargs(args))  # type: ignore[arg-type]
    count = 2 * len(tree)

    def progress(done: int) -> None:
        if done % 50 == 0 and done < count:
            print(f"  {done:,} of {count:,} frames", file=sys.stderr)

    write_slides(tree, args.output, max_nodes=args.max_nodes, max_frames=args.max_frames,
                 progress=progress)
    print(f"Wrote {count:,} frames (step-*.svg, step-*.png), narration.txt and"
          f" handout.pdf ({count:,} pages) in {args.output}.")
    return 0


# -- the parser --------------------------------------------------------------------------
BOARD_HELP = 'a board, e.g. "O.XX.X.OO", "O1XX4X6OO", "O.X/X.X/.OO" or a JSON array'


def _command(sub: argparse._SubParsersAction, name: str,  # type: ignore[type-arg]
             run: Callable[[argparse.Namespace], int], summary: str, description: str,
             board: bool = True) -> argparse.ArgumentParser:
    """One subcommand: its BOARD argument (unless ``board=False``) and its handler."""
    parser: argparse.ArgumentParser = sub.add_parser(name, help=summary, description=description)
    if board:
        parser.add_argument("board", help=BOARD_HELP)
    parser.set_defaults(run=run)
    return parser


def _limit(parser: argparse.ArgumentParser, flag: str, default: int, what: str) -> None:
    """A ``--max-...`` option: a whole number, or ``all`` for no limit."""
    parser.add_argument(flag, type=max_nodes_arg, default=default, metavar="N",
                        help=f"{what} (default {default}; 'all': no limit)")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="minimax-viz",
                     description="Trace, draw and step through minimax on Tic-Tac-Toe.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    solve_p = _command(sub, "solve", cmd_solve, "best move, its score and every root move's score",
                       "Best move, its score and the score of every root move.")
    solve_p.add_argument("--json", action="store_true", help="print JSON instead of text")

    trace_p = _command(sub, "trace", cmd_trace, "every call, one line per step (or JSON)",
                       "Record every call; print one line per event.")
    trace_p.add_argument("--json", action="store_true", help="print the trace as JSON")

    walk_p = _command(sub, "walkthrough", cmd_walkthrough,
                      "the article's walkthrough (the main job)",
                      "Narrate minimax call by call on the article's board and write its"
                      " diagram, one frame per step, the narration and a stepper page.",
                      board=False)
    walk_p.add_argument("--board", default=ARTICLE_BOARD, help=BOARD_HELP)
    walk_p.add_argument("-o", "--output", default="figures", metavar="DIR",
                        help="where to write the diagram, frames and narration (default: figures)")

    render_p = _command(sub, "render", cmd_render, "draw the call tree as SVG, PNG, PDF or DOT",
                        "Draw the call tree; big trees are folded to a budget.")
    render_p.add_argument("-o", "--output", required=True, metavar="FILE",
                          help="the file to write; its extension gives the format")
    render_p.add_argument("--format", choices=["svg", "png", "pdf", "dot"],
                          help="svg, png, pdf or dot (default: from FILE's extension)")
    _limit(render_p, "--max-nodes", DEFAULT_MAX_NODES, "fold subtrees to draw at most N nodes")
    render_p.add_argument("--max-depth", type=int, metavar="D", help="draw no call deeper than D")
    render_p.add_argument("--focus", type=int, metavar="ID",
                          help="draw call ID's path from the root and its subtree")

    play_p = _command(sub, "play", cmd_play, "play against the AI in the terminal",
                      "Play Tic-Tac-Toe against minimax. X moves first; the AI shows the score"
                      " of each of its options. The AI always memoises (the same moves as the"
                      " plain search, faster).", board=False)
    play_p.add_argument("--as", dest="human", type=str.upper, choices=["X", "O"], default="X",
                        help="your side (default X; as O, the AI opens)")
    play_p.add_argument("--board", default=".........",
                        help="start from this position instead of the empty board")

    html_p = _command(sub, "html", cmd_html, "one self-contained HTML stepper page (no Jupyter)",
                      "Write one HTML file that steps through the trace in any browser,"
                      " offline: buttons, slider, keys, narration, stack, board, predict mode;"
                      " #step=N in the address opens step N.")
    html_p.add_argument("-o", "--output", required=True, metavar="FILE", help="the .html to write")
    _limit(html_p, "--max-nodes", DEFAULT_MAX_NODES, "fold subtrees to draw at most N nodes")
    _limit(html_p, "--max-steps", STEP_LIMITS["page"], "refuse traces of more steps")
    html_p.add_argument("--predict", action="store_true",
                        help="open in predict mode: each returned score hidden until guessed")
    html_p.add_argument("--title", help="the page's title (default: the board)")

    slides_p = _command(sub, "slides", cmd_slides, "per-step SVG/PNG frames and a PDF handout",
                        "Write step-01.svg/.png ... (one per step, one layout), narration.txt"
                        " and handout.pdf (one captioned page per step) into DIR.")
    slides_p.add_argument("-o", "--output", required=True, metavar="DIR",
                          help="the folder to write (created if missing)")
    from .lessons.slides import SLIDE_MAX_NODES

    _limit(slides_p, "--max-nodes", SLIDE_MAX_NODES, "fold subtrees to draw at most N nodes")
    _limit(slides_p, "--max-frames", STEP_LIMITS["slides"], "refuse traces of more steps")

    for command in (solve_p, trace_p, walk_p, render_p, play_p, html_p, slides_p):
        add_search_options(command)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    run: Callable[[argparse.Namespace], int] = args.run
    try:
        return run(args)
    except MinimaxVizError as exc:
        print(f"minimax-viz: error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        sys.stderr.close()
        return 1
    except OSError as exc:  # an unwritable or missing path the user gave us
        where = f" {str(exc.filename)!r}" if exc.filename else ""
        print(f"minimax-viz: error: cannot use{where}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
