"""``solve``, ``trace`` and ``render``: search a position and answer, list or draw it."""

from __future__ import annotations

import argparse
import functools
import json
import sys

from ..api import solve, trace
from ..draw.export import DIAGRAM_FORMATS
from ..draw.treeview import DEFAULT_MAX_NODES
from ..explain import Steps
from ..explain.words import (
    as_sentence,
    chance_root_text,
    estimated_score,
    estimates_note,
    game_over_text,
    signed,
    summary,
)
from ..games.exact import odds_text
from .common import (
    SubParsers,
    add_limit,
    add_search_options,
    command,
    position_arg,
    search_kwargs,
    whole_number_arg,
)


def cmd_solve(args: argparse.Namespace) -> int:
    solution = solve(position_arg(args), **search_kwargs(args))
    if args.json:
        print(json.dumps(solution.as_dict()))
        return 0
    game = solution.game
    print(game.pictures.text(solution.position))
    print()
    name = functools.partial(game.pictures.move_name, solution.position)  # a tree's a1, else the number
    if solution.move is None and solution.scores:  # a chance node: the mean, no move
        print(chance_root_text(solution.score))
        for move, score in solution.scores.items():
            odds = odds_text(game.probability(solution.position, move))
            print(f"  move {name(move)} ({odds}): {signed(score)}")
        return 0
    if solution.move is None:
        outcome = game.outcome(solution.position)
        print(as_sentence(game_over_text(outcome.reason if outcome else "", solution.score)))
        return 0
    print(f"{solution.player} to move. Best move: {name(solution.move)},"
          f" score {estimated_score(solution.score, solution.is_estimate)}.")
    for move, score in solution.scores.items():
        mark = "  <- best" if move == solution.move else ""
        print(f"  move {name(move)}: {estimated_score(score, move in solution.estimates)}{mark}")
    if solution.estimates:
        limit = solution.options.depth_limit
        assert limit is not None  # only a depth limit makes estimates
        print(f"\n{estimates_note(limit)}")
    return 0


def cmd_trace(args: argparse.Namespace) -> int:
    tree = trace(position_arg(args), **search_kwargs(args))
    if args.json:
        from ..record.tracefile import write_json

        write_json(tree, sys.stdout)  # call after call: never the whole text in memory
        return 0
    steps = Steps(tree)
    for step in range(len(steps)):
        print(steps.narrate(step))
    print(summary(tree))
    return 0


def cmd_render(args: argparse.Namespace) -> int:
    from ..draw import TreeView, save_diagram

    tree = trace(position_arg(args), **search_kwargs(args))
    view = TreeView(tree, max_nodes=args.max_nodes, max_depth=args.max_depth, focus=args.focus)
    fmt = save_diagram(view, args.output, args.format)
    folded = f", {len(view.summaries):,} folded" if view.summaries else ""
    print(f"Wrote {args.output} ({fmt}): {len(tree):,} calls, {len(view.calls):,} drawn{folded}.")
    return 0


def register(sub: SubParsers) -> None:
    solve_p = command(sub, "solve", cmd_solve, "best move, its score and every root move's score",
                      "Best move, its score and the score of every root move.")
    solve_p.add_argument("--json", action="store_true", help="print JSON instead of text")

    trace_p = command(sub, "trace", cmd_trace, "every call, one line per step (or JSON)",
                      "Record every call; print one line per event.")
    trace_p.add_argument("--json", action="store_true", help="print the trace as JSON")

    render_p = command(sub, "render", cmd_render, "draw the call tree as SVG, PNG, PDF or DOT",
                       "Draw the call tree; big trees are folded to a budget.")
    render_p.add_argument("-o", "--output", required=True, metavar="FILE",
                          help="the file to write; its extension gives the format")
    render_p.add_argument("--format", choices=list(DIAGRAM_FORMATS),
                          help=f"{', '.join(DIAGRAM_FORMATS[:-1])} or {DIAGRAM_FORMATS[-1]}"
                               " (default: from FILE's extension)")
    add_limit(render_p, "--max-nodes", DEFAULT_MAX_NODES, "fold subtrees to draw at most N nodes")
    render_p.add_argument("--max-depth", type=whole_number_arg(0), metavar="D",
                          help="draw no call deeper than D")
    render_p.add_argument("--focus", type=whole_number_arg(1), metavar="ID",
                          help="draw call ID's path from the root and its subtree")

    for parser in (solve_p, trace_p, render_p):
        add_search_options(parser)
