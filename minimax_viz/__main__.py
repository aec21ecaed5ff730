"""``python -m minimax_viz`` runs the command line."""

from .cli import main

raise SystemExit(main())
