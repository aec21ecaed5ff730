"""``exercise``: a random alpha-beta exercise on a textbook tree, with its answer key."""

from __future__ import annotations

import argparse

from ..draw.paper import DEFAULT_PAPER, PAPERS
from ..lessons.exercise import BRANCHINGS, DEPTHS, make_exercise, parse_values, write_exercise
from .common import SubParsers, command, whole_number_arg


def cmd_exercise(args: argparse.Namespace) -> int:
    exercise = make_exercise(args.seed, args.depth, args.branching, parse_values(args.values))
    paths = write_exercise(exercise, args.output, args.paper)
    print(f"{exercise.title()}\nTree: {exercise.tree}")
    print(f"Wrote {', '.join(path.name for path in paths)} in {args.output}.")
    return 0


def register(sub: SubParsers) -> None:
    parser = command(sub, "exercise", cmd_exercise, "a random alpha-beta exercise and its key",
                     "Draw a random textbook tree (the same for the same --seed) and write"
                     " worksheet.pdf, answers.pdf (root value, best move, leaves evaluated in"
                     " order, pruned leaves and subtrees), answers.txt and worksheet.html"
                     " (a stepper page in predict mode) into DIR.", position=False)
    parser.add_argument("--seed", type=whole_number_arg(None), default=0,
                        help="the random seed (default 0)")
    parser.add_argument("--depth", type=whole_number_arg(None), default=3,
                        help=f"levels of moves, {DEPTHS[0]}..{DEPTHS[-1]} (default 3)")
    parser.add_argument("--branching", type=whole_number_arg(None), default=3,
                        help=f"moves at every inner node, {BRANCHINGS[0]}..{BRANCHINGS[-1]}"
                             " (default 3)")
    parser.add_argument("--values", default="0..20", metavar="LO..HI",
                        help="the range of leaf values (default 0..20; negative: --values=-5..5)")
    parser.add_argument("--paper", choices=list(PAPERS), default=DEFAULT_PAPER,
                        help=f"the PDFs' paper size (default {DEFAULT_PAPER}; text never under"
                             " 8 pt, a tree too wide for one page is split over pages)")
    parser.add_argument("-o", "--output", required=True, metavar="DIR",
                        help="the folder to write (created if missing)")
