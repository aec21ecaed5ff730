"""Independent solvers the tests check the package against, one module a game.

None of them imports ``minimax_viz``: each is written from the rules with its own data
structures, so a bug in the package cannot hide by being repeated here. They share with
the package only the text of a position.

* :mod:`reference.tictactoe`: negamax with plies to the end; a depth-limited search with
  its own open-lines estimate; the reachable positions; the PHP article's depth scoring,
  the Ruby article's placements, calls per depth, a call counter (with pruning).
* :mod:`reference.connect4`: small boards kept as columns, lines found from the last disc;
  the evaluation's open windows counted cell by cell.
* :mod:`reference.nim`: one pile, any takes, the last take winning or losing.
* :mod:`reference.trees`: textbook and chance trees read from their JSON, exact values.
* :mod:`reference.exercise_key`: an alpha-beta exercise's answer key, with its own naming.
* :mod:`reference.pig`: Pig's horizon values and win probabilities (value iteration).
* :mod:`reference.deepening`: iterative deepening, a depth-limited minimax / alpha-beta
  re-run deeper; the one search here over the package's rules (passed in), which each
  game's own reference checks.
"""
