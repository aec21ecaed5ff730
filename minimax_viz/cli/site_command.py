"""``minimax-viz site -o DIR``: every lesson and the student's own minimax as one static folder."""

from __future__ import annotations

import argparse

from .common import SubParsers, command


def register(sub: SubParsers) -> None:
    parser = command(sub, "site", cmd_site, "build the lessons as a static site that runs offline",
                     "Write an index, the lesson pages and the 'your own minimax' page (Python"
                     " and Graphviz run in the browser) into one folder that any static file"
                     " server can serve with no network. Needs `make web` first.",
                     position=False)
    parser.add_argument("-o", "--output", required=True, metavar="DIR",
                        help="the folder to write (replaced whole; other files there stay)")
    parser.add_argument("--web", default=None, metavar="DIR",
                        help="where `make web` installed the runtime (default: the checkout's"
                             " web/)")
    parser.add_argument("--notebooks", action="store_true",
                        help="also the notebooks, in JupyterLab running in the browser"
                             " (JupyterLite, in lab/; about 100 MB more)")


def cmd_site(args: argparse.Namespace) -> int:
    from ..lessons.static_site import build_site, site_size

    pages = build_site(args.output, args.web, notebooks=args.notebooks)
    size = site_size(args.output) / 1e6
    print(f"Wrote {len(pages)} pages into {args.output} ({size:.1f} MB). Serve it with any"
          f" static file server, e.g. python -m http.server -d {args.output}, and open"
          " index.html.")
    return 0
