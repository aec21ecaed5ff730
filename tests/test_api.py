"""The front doors: ``trace()`` and ``solve()``, their options and their answers."""

from __future__ import annotations

import importlib
import inspect
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from reference import tictactoe

import minimax_viz as mv
from minimax_viz import InvalidBoardError, InvalidOptionError, MinimaxVizError
from minimax_viz.games import TICTACTOE
from minimax_viz.games.tictactoe import CENTRE_FIRST
from minimax_viz.search import (
    DEFAULT_SCORING,
    SCORINGS,
    SEARCH_DEFAULTS,
    SearchOptions,
    search,
)

ENTRY_POINTS: list[Callable[..., object]] = [mv.trace, mv.solve]
NON_TERMINAL = [p for p in tictactoe.reachable_positions() if not tictactoe.is_over(p)]


# -- options ---------------------------------------------------------------------------------
@pytest.mark.parametrize("entry", ENTRY_POINTS)
@pytest.mark.parametrize(("options", "named"), [
    ({"scoring": "fast"}, "'fast'"),
    ({"scoring": "Article"}, "'Article'"),
    ({"scoring": None}, "None"),
    ({"pruning": "alpha-beta"}, "'alpha-beta'"),
    ({"pruning": "minimax"}, "'minimax'"),
    ({"order": "0,1,2"}, "'0,1,2'"),                              # too short
    ({"order": "0,0,1,2,3,4,5,6,7"}, "'0,0,1,2,3,4,5,6,7'"),      # a cell twice
    ({"order": "1,2,3,4,5,6,7,8,9"}, "'1,2,3,4,5,6,7,8,9'"),      # no cell 9
    ({"order": [4, 0, 2, 6, 8, 1, 3, 5]}, "[4, 0, 2, 6, 8, 1, 3, 5]"),
    ({"order": "a,b,c,d,e,f,g,h,i"}, "'a,b,c,d,e,f,g,h,i'"),      # not numbers
    ({"order": ["4", "x"]}, "['4', 'x']"),
    ({"order": 12}, "12"),
    ({"order": "middle"}, "'middle'"),
])
def test_bad_options_are_rejected_naming_the_input(
        entry: Callable[..., object], options: dict[str, object], named: str) -> None:
    with pytest.raises(InvalidOptionError) as error:
        entry("O.XX.X.OO", **options)
    assert named in str(error.value)


def test_unknown_scoring_lists_the_choices() -> None:
    with pytest.raises(InvalidOptionError, match="article, depth, unit"):
        mv.solve("O.XX.X.OO", scoring="fast")


@pytest.mark.parametrize("order", [
    [0.5, 1, 2, 3, 4, 5, 6, 7, 8],       # 0.5 is not a cell (int() would truncate it to 0)
    [False, True, 2, 3, 4, 5, 6, 7, 8],  # neither are booleans
])
def test_order_accepts_only_whole_cell_numbers(order: list[object]) -> None:
    with pytest.raises(InvalidOptionError):
        mv.trace("O.XX.X.OO", order=order)


def test_a_bad_option_is_caught_as_a_value_error_and_as_ours() -> None:
    for caught in (ValueError, MinimaxVizError):
        with pytest.raises(caught, match="pruning"):
            mv.solve("O.XX.X.OO", pruning="minimax")


@pytest.mark.parametrize("order", ["4,0,2,6,8,1,3,5,7", "4 0 2 6 8 1 3 5 7", CENTRE_FIRST,
                                   list(CENTRE_FIRST), "centre"])
def test_every_spelling_of_an_order(order: object) -> None:
    assert mv.trace("O.XX.X.OO", order=order).options.order == CENTRE_FIRST


def test_options_are_recorded() -> None:
    tree = mv.trace("O.XX.X.OO", scoring="depth", pruning="alphabeta", order="centre", memo=True)
    assert tree.options.as_dict() == {"scoring": "depth", "pruning": "alphabeta",
                                      "order": list(CENTRE_FIRST), "memo": True}


# -- boards -----------------------------------------------------------------------------------
@pytest.mark.parametrize("entry", ENTRY_POINTS)
@pytest.mark.parametrize("board", ["O.XX.X.O", "O.XX.Z.OO", "XX.......", "XXXOOO...",
                                   "XXX/OO./O.."])
def test_bad_boards_are_rejected_through_the_api(entry: Callable[..., object], board: str) -> None:
    with pytest.raises(InvalidBoardError, match=repr(board).replace(".", r"\.")):
        entry(board)


@pytest.mark.parametrize("board", [
    "O.XX.X.OO", "O1XX4X6OO", '["O",1,"X","X",4,"X",6,"O","O"]',
    ["O", 1, "X", "X", 4, "X", 6, "O", "O"], mv.Board("O.XX.X.OO"),
])
def test_every_notation_gets_the_same_answer(board: object) -> None:
    assert mv.solve(board).scores == {1: -10, 4: 10, 6: -10}  # type: ignore[arg-type]
    assert mv.trace(board).root_position == "O.XX.X.OO"  # type: ignore[arg-type]


# -- solve ------------------------------------------------------------------------------------
def test_solve_the_article_board() -> None:
    solution = mv.solve("O.XX.X.OO")
    assert (solution.player, solution.move, solution.score) == ("X", 4, 10)
    assert solution.scores == {1: -10, 4: 10, 6: -10}
    assert solution.as_dict() == {"board": "O.XX.X.OO", "player": "X", "move": 4,
                                  "score": 10, "scores": {"1": -10, "4": 10, "6": -10}}


def test_solve_a_finished_game() -> None:
    # X | X | X
    # O | O | .      X has won; O would be to move: no move, a loss for O
    # . | . | .
    solution = mv.solve("XXXOO....")
    assert (solution.player, solution.move, solution.score, solution.scores) == ("O", None, -10, {})
    assert len(mv.trace("XXXOO....")) == 1


def test_root_scores_follow_the_search_order() -> None:
    assert list(mv.solve(".........", order="centre", pruning="alphabeta").scores) == list(
        CENTRE_FIRST)


@pytest.mark.exhaustive
@pytest.mark.parametrize("scoring", SCORINGS)
def test_solve_gives_exact_root_scores_under_alphabeta(scoring: str) -> None:
    """Every root move's score equals the reference's, though alpha-beta only bounds most."""
    wrong = []
    for position in NON_TERMINAL:
        solution = mv.solve(position, scoring=scoring, pruning="alphabeta")
        verdicts = tictactoe.move_verdicts(position)
        want = {move: tictactoe.project_score(v, scoring) for move, v in verdicts.items()}
        best = max(want.values())
        first_best = next(move for move, score in want.items() if score == best)
        if (solution.scores, solution.score, solution.move) != (want, best, first_best):
            wrong.append((position, solution.scores, want))
    assert not wrong, f"{len(wrong)} wrong, e.g. {wrong[:3]}"


def test_alphabeta_trace_bounds_what_solve_makes_exact() -> None:
    # On the article board call 6 returns +10, a bound: its exact score is -10.
    tree = mv.trace("O.XX.X.OO", pruning="alphabeta")
    traced = {tree[c].move: tree[c].score for c in tree.children(1)}
    assert traced == {1: -10, 4: 10, 6: 10}
    assert mv.solve("O.XX.X.OO", pruning="alphabeta").scores == {1: -10, 4: 10, 6: -10}


@pytest.mark.parametrize("options", [{}, {"scoring": "depth", "memo": True},
                                     {"pruning": "alphabeta", "order": "centre"}])
def test_solve_and_trace_agree(options: dict[str, object]) -> None:
    for position in ("X...O....", "XO.......", "X...O...X", "..OX.O.XX"):
        solution, tree = mv.solve(position, **options), mv.trace(position, **options)
        assert (solution.move, solution.score) == (tree.best_move, tree.score)


@pytest.mark.exhaustive
@pytest.mark.parametrize("scoring", list(SCORINGS))
def test_solve_agrees_with_the_search_and_the_reference_everywhere(scoring: str) -> None:
    """On every reachable position: solve's move and score are the search's, and each
    root move's score is the reference solver's."""
    for text in tictactoe.reachable_positions():
        if tictactoe.is_over(text):
            continue
        solution = mv.solve(text, scoring=scoring, memo=True)
        assert (solution.score, solution.move) == search(
            TICTACTOE, text, SearchOptions.make(scoring, memo=True))
        expected = {cell: tictactoe.project_score(verdict, scoring)
                    for cell, verdict in tictactoe.move_verdicts(text).items()}
        assert solution.scores == expected, text


def test_no_name_in_a_package_hides_one_of_its_modules() -> None:
    """``minimax_viz.X`` is module X whenever X is a module (issue 8: no function hides one)."""
    import importlib
    import pkgutil

    for info in pkgutil.walk_packages(mv.__path__, "minimax_viz."):
        if info.name == "minimax_viz.__main__":  # runs the command line when imported
            continue
        parent, _, name = info.name.rpartition(".")
        module = importlib.import_module(info.name)
        assert getattr(importlib.import_module(parent), name) is module, info.name


# -- a SearchOptions made once, handed to trace and solve ----------------------------------------
@pytest.mark.parametrize("keywords", [{}, {"pruning": "alphabeta"}, {"scoring": "depth"},
                                      {"order": "center", "pruning": "alphabeta-strict"},
                                      {"depth_limit": 2, "iterative": True}, {"memo": True}])
def test_options_given_once_search_as_the_keywords_do(keywords: dict[str, Any]) -> None:
    options = SearchOptions.make(**keywords)
    by_keywords, by_options = mv.trace("X...O....", **keywords), \
        mv.trace("X...O....", options=options)
    assert by_options.options == by_keywords.options == options
    assert [(c.id, c.position, c.score) for c in by_options] == \
        [(c.id, c.position, c.score) for c in by_keywords]
    assert mv.solve("X...O....", options=options) == mv.solve("X...O....", **keywords)


def test_options_and_keywords_together_are_refused_naming_the_keyword() -> None:
    options = SearchOptions.make(pruning="alphabeta")
    with pytest.raises(InvalidOptionError, match="not both .also given: scoring, memo"):
        mv.trace("O.XX.X.OO", scoring="unit", memo=True, options=options)
    with pytest.raises(InvalidOptionError, match="options 'alphabeta' is not a SearchOptions"):
        mv.solve("O.XX.X.OO", options="alphabeta")  # type: ignore[arg-type]


@pytest.mark.parametrize("entry", ENTRY_POINTS)
def test_the_search_keywords_default_as_search_options_make_does(entry: Callable[..., object]) \
        -> None:
    """trace and solve take every keyword of SearchOptions.make with its default, so a keyword
    left unsaid is one the "not both" check does not count."""
    parameters = inspect.signature(entry).parameters
    assert SEARCH_DEFAULTS == {name: parameter.default for name, parameter in inspect.signature(
        SearchOptions.make).parameters.items() if name != "game"}
    assert {name: parameters[name].default for name in SEARCH_DEFAULTS} == SEARCH_DEFAULTS
    assert SEARCH_DEFAULTS["scoring"] == DEFAULT_SCORING == SearchOptions().scoring
    assert entry("O.XX.X.OO").options == SearchOptions.make()  # type: ignore[attr-defined]


def test_options_are_checked_against_the_game_searched() -> None:
    wide = SearchOptions.make(order=(3, 2, 4, 1, 5, 0, 6, 7, 8))  # a Tic-Tac-Toe order
    with pytest.raises(InvalidOptionError, match="order"):
        mv.trace("...../...../...../.....", game="connect4", options=wide)


def test_the_public_api_is_what_the_readme_lists() -> None:
    """``minimax_viz.__all__`` is exactly the README's list of public names, each importable."""
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    paragraph = readme[readme.index("The public API is `minimax_viz.__all__`"):]
    paragraph = paragraph[:paragraph.index("Widgets, drawings and lessons")]
    listed = set(re.findall(r"`([A-Za-z_]+)`", paragraph)) - {"minimax_viz"}
    assert listed == set(mv.__all__)
    assert all(getattr(mv, name) is not None for name in mv.__all__)
    assert not hasattr(mv, "Recorder") and not hasattr(mv, "NullTracer")


def _public_names() -> list[tuple[str, object]]:
    """Every name of ``minimax_viz.__all__`` and of each subpackage's ``__all__``."""
    import pkgutil

    packages = [mv] + [importlib.import_module(f"minimax_viz.{info.name}")
                       for info in pkgutil.iter_modules(mv.__path__) if info.ispkg]
    return [(f"{package.__name__}.{name}", getattr(package, name))
            for package in packages for name in package.__all__]


def _undocumented(thing: object) -> list[str]:
    """The parameters of a public function or class that its documentation does not name: a
    function's docstring, a class's docstring (and its ``__init__``'s), or a field's own
    comment (``field: type  # ...`` or a ``#:`` line above it)."""
    if inspect.isclass(thing):
        if thing.__init__ is object.__init__:  # type: ignore[misc]
            return []
        doc = (inspect.getdoc(thing) or "") + (thing.__init__.__doc__ or "")  # type: ignore[misc]
        source = inspect.getsource(thing)
    elif inspect.isfunction(thing) or inspect.ismethod(thing):  # a method: bound, no cls
        doc, source = inspect.getdoc(thing) or "", ""
    else:
        return []
    try:
        parameters = inspect.signature(thing).parameters  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return []
    commented = set(re.findall(r"^\s*(\w+): [^\n]*#", source, re.MULTILINE)) | \
        set(re.findall(r"^\s*#:.*\n\s*(\w+):", source, re.MULTILINE))
    return [name for name, parameter in parameters.items()
            if parameter.kind not in (parameter.VAR_POSITIONAL, parameter.VAR_KEYWORD)
            and not re.search(rf"\b{name}\b", doc) and name not in commented]


def _constructors(name: str, thing: object) -> list[tuple[str, object]]:
    """A public class's other ways to make one: its public classmethods
    (``SearchOptions.make``), bound to it."""
    if not inspect.isclass(thing):
        return []
    return [(f"{name}.{attr}", getattr(thing, attr)) for attr, raw in vars(thing).items()
            if isinstance(raw, classmethod) and not attr.startswith("_")]


def test_every_public_function_and_class_documents_each_parameter() -> None:
    """Each function and class of the public names (``minimax_viz.__all__`` and the
    subpackages') and each of their classes' other constructors names every parameter in its
    docstring, or a field in its own comment."""
    names = [(name, thing) for public in _public_names() for name, thing in
             [public, *_constructors(*public)]]
    missing = [(name, gaps) for name, thing in names if (gaps := _undocumented(thing))]
    assert not missing, missing


def test_every_subpackage_names_its_public_face() -> None:
    """The modules inside a subpackage are internal; its ``__all__`` is what it offers, and
    each name there is importable from the subpackage itself."""
    import pkgutil

    for info in pkgutil.iter_modules(mv.__path__):
        if info.ispkg:
            package = importlib.import_module(f"minimax_viz.{info.name}")
            assert package.__all__, info.name
            assert all(hasattr(package, name) for name in package.__all__), info.name


def test_every_module_imports_at_its_top_only_from_the_layers_to_its_left() -> None:
    """The README's order of the layers, checked on every import a module makes outside a
    function (a function may import a later layer lazily, where only it needs it)."""
    import ast

    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    chain = readme[readme.index("In full, with the modules"):]
    order = re.findall(r"`(\w+)/?`", chain[:chain.index("A module imports")])
    rank = {name: i for i, name in enumerate(order)}
    root = Path(mv.__file__).parent
    wrong = []
    for path in root.rglob("*.py"):
        where = path.relative_to(root).parts
        layer = where[0].removesuffix(".py")
        if layer not in rank:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        in_functions = {id(node) for function in ast.walk(tree)
                        if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef))
                        for node in ast.walk(function)}
        for node in ast.walk(tree):
            if not isinstance(node, ast.ImportFrom) or id(node) in in_functions:
                continue
            if node.level == 0:
                parts = (node.module or "").split(".")
                target = parts[1] if parts[0] == "minimax_viz" and len(parts) > 1 else None
            else:
                package = list(where[:-1])[:len(where) - node.level]
                target = (package + (node.module or "").split("."))[0] if package else \
                    (node.module or "").split(".")[0]
            if target in rank and rank[target] > rank[layer]:
                wrong.append(f"{path.relative_to(root)} imports {target}")
    assert set(order) >= {"games", "search", "record", "explain", "draw", "lessons"}
    assert not wrong, wrong


def test_the_notebooks_import_only_public_names() -> None:
    """A notebook imports from ``minimax_viz``, a subpackage, or a module its package names
    public in ``__all__``; never from an internal module (``minimax_viz.api`` is one)."""
    import json

    folder = Path(__file__).resolve().parents[1] / "notebooks"
    for notebook in sorted(folder.glob("*.ipynb")):
        cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
        code = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
        for module, names in re.findall(r"^from (minimax_viz[\w.]*) import ([\w, ]+)", code,
                                        re.MULTILINE):
            package = importlib.import_module(module)
            parent, _, last = module.rpartition(".")
            public = hasattr(package, "__path__") or \
                last in importlib.import_module(parent).__all__  # a public module
            assert public, (notebook.name, module)
            for name in (n.strip() for n in names.split(",")):
                subpackage = hasattr(getattr(package, name, None), "__path__")
                exported = name in getattr(package, "__all__", [name])
                assert exported or subpackage, (notebook.name, module, name)


def _kind_vocabularies() -> tuple[set[str], list[tuple[str, int, str]]]:
    """The package's ``*Kind = Literal[...]`` aliases, and each field, parameter or variable
    named ``kind`` with what its annotation names (``""``: bound to ``type(...)``)."""
    import ast

    aliases: set[str] = set()
    uses: list[tuple[str, int, str]] = []
    for path in sorted((Path(mv.__file__).parent).rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Subscript) and \
                    ast.unparse(node.value.value) == "Literal":
                aliases.update(t.id for t in node.targets if isinstance(t, ast.Name)
                               and t.id.endswith("Kind"))
            if isinstance(node, ast.arg) and node.arg == "kind":
                uses.append((path.name, node.lineno, ast.unparse(node.annotation or node)))
            if isinstance(node, ast.AnnAssign) and ast.unparse(node.target) == "kind":
                uses.append((path.name, node.lineno, ast.unparse(node.annotation)))
            if isinstance(node, ast.Assign) and "kind" in {ast.unparse(t) for t in node.targets} \
                    and isinstance(node.value, ast.Call) and ast.unparse(node.value.func) == "type":
                uses.append((path.name, node.lineno, ""))
    return aliases, uses


def test_kind_always_names_one_closed_vocabulary_and_the_readme_lists_them() -> None:
    """A ``kind`` is annotated with one of the ``*Kind`` Literal types (never a bare str,
    never a Python type), and the README's paragraph on ``kind`` names exactly those types."""
    aliases, uses = _kind_vocabularies()
    assert {"CallKind", "EventKind", "FaultKind"} <= aliases
    loose = [use for use in uses if use[2].rpartition(".")[2] not in aliases]
    assert not loose, loose
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    paragraph = readme[readme.index("**`kind` always says"):]
    paragraph = paragraph[:paragraph.index("\n\n")]
    assert set(re.findall(r"`(\w+Kind)`", paragraph)) == aliases


def test_the_words_are_read_from_the_package_but_two_modules() -> None:
    """explain/words re-exports its modules' words, as its docstring says, but those of
    ``checking`` and ``site``, which are imported as modules: no module outside ``words``
    imports a name from any other words module, and each name it takes from the package is
    one the package offers (a module, for those two)."""
    import ast

    from minimax_viz.explain import words

    apart = {"checking", "site"}
    root = Path(mv.__file__).parent
    wrong = []
    for path in root.rglob("*.py"):
        if path.parent == root / "explain" / "words":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ImportFrom) or not node.module:
                continue
            parts = node.module.split(".")
            if "words" in parts[:-1] and parts[-1] not in apart:
                wrong.append((str(path.relative_to(root)), node.module))
            elif parts[-1] == "words":
                wrong += [(str(path.relative_to(root)), alias.name) for alias in node.names
                          if alias.name not in {*words.__all__, *apart}]
    assert not wrong, wrong
    assert not {name for module in apart for name in vars(importlib.import_module(
        f"minimax_viz.explain.words.{module}")) if not name.startswith("_")} & set(words.__all__)
    assert all(hasattr(words, name) for name in words.__all__)
