"""lessons/static_site.py and lessons/in_browser.py in a browser, as a person uses the site.

The static site built into a folder, served on 127.0.0.1 by ``python -m http.server``,
opened in Debian's headless Chromium with no network.

The student's page runs Python in a Web Worker; its runs are checked by their
sentences (the ones ``check`` says), never by how long they took.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser import chromium_page, static_server
from test_static_site import web_installed
from tutorial import SOURCE, with_bug

from minimax_viz import trace
from minimax_viz.draw import Layout
from minimax_viz.draw.treeview import DEFAULT_MAX_NODES
from minimax_viz.explain.words import site as site_words
from minimax_viz.lessons.in_browser import Session, check_code
from minimax_viz.lessons.static_site import build_site

pytestmark = [pytest.mark.browser, pytest.mark.dot]

#: The page's time limit (?limit=): short enough to stop the endless loop soon, long enough
#: for a correct run on a busy machine.
LIMIT = 8
ENDLESS = SOURCE.replace("    avail_spots = empty_indexies(new_board)\n",
                         "    avail_spots = empty_indexies(new_board)\n    while True:\n"
                         "        pass\n", 1)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The site built and served on 127.0.0.1; its address."""
    web_installed()
    folder = tmp_path_factory.mktemp("site") / "site"
    build_site(folder)
    with static_server(folder, folder.parent / "server.log") as address:
        yield address


@pytest.fixture(scope="module")
def page(site: str) -> Iterator[Any]:
    with chromium_page() as page:
        page.context.route("**/*", lambda route: route.continue_()
                           if route.request.url.startswith(site) else route.abort())
        yield page


def write(page: Any, code: str) -> None:
    """Replace the code editor's text (CodeMirror's, which the hidden textarea follows)."""
    page.wait_for_selector("body[data-editor='codemirror']", state="attached")
    page.locator(".cm-content").fill(code)
    assert page.input_value("#code") == code


def run(page: Any, code: str, board: str | None = "O.XX.X.OO") -> tuple[str, str]:
    """Put ``code`` in the editor (and ``board``: None keeps the page's), press Run, wait for
    the verdict: (kind, sentence)."""
    write(page, code)
    if board is not None:
        page.fill("#board", board)
    page.click("#run")
    page.wait_for_selector("#verdict[data-verdict]", state="attached", timeout=120_000)
    return (page.get_attribute("#verdict", "data-verdict"), page.inner_text("#verdict"))


def test_the_index_links_every_lesson_and_a_lesson_steps(page: Any, site: str) -> None:
    page.goto(site)
    links = page.eval_on_selector_all(".lessons a", "links => links.map(a => a.href)")
    assert links == [site + entry[0] for entry in site_words.LESSON_ENTRIES]
    page.click("text=The tutorial's board, call by call")
    frame = page.frame_locator("#lesson")  # the stepper, under the form for another position
    frame.locator(".mv-narration:not(:empty)").wait_for()
    assert frame.locator(".mv-counter").inner_text().startswith("step 1 of 18")
    frame.locator(".mv-next").click()
    assert frame.locator(".mv-counter").inner_text().startswith("step 2 of 18")
    assert page.input_value("#position") == "O.XX.X.OO" and page.input_value("#game") == "tictactoe"


def drawn(page: Any, position: str, game: str | None = None, pruning: str | None = None,
          depth: str = "") -> str:
    """Fill the lesson page's form, press its button, wait: the page's state."""
    if game is not None:  # first: picking a game puts its example in the position field
        page.select_option("#game", game)
    page.fill("#position", position)
    if pruning is not None:
        page.select_option("#pruning", pruning)
    page.fill("#depth", depth)
    page.click("#draw")
    page.wait_for_selector("body[data-state='drawn'], body[data-state='refused']",
                           state="attached", timeout=120_000)
    return str(page.get_attribute("body", "data-state"))


def managed_groups(page: Any) -> list[list[str]]:
    """[id, class] of every group the stepper restyles, in the frame's drawing."""
    return page.frame_locator("#lesson").locator("svg.mmv-tree").evaluate(
        "svg => [...svg.querySelectorAll('g[id]')].filter(g => /^(call|summary|cut|edge|pruned)/"
        ".test(g.id)).map(g => [g.id, g.getAttribute('class')])")


def test_a_lesson_page_traces_another_position_in_the_browser(
        page: Any, site: str, cli: Any) -> None:
    page.goto(f"{site}alpha-beta.html")
    assert page.input_value("#pruning") == "alphabeta"
    page.select_option("#game", "nim")
    assert page.input_value("#position") == "5"  # each game's example position
    page.select_option("#game", "tictactoe")
    assert page.input_value("#position") == "O.XX.X.OO"
    for position, game, depth in (("O.XX.X.OQ", None, ""), ("O.XX.X.OO", None, "-2"),
                                  ("[[3,1", "tree", "")):
        assert drawn(page, position, game, depth=depth) == "refused"
        said = cli("html", "--game", game or "tictactoe", "--pruning", "alphabeta",
                   *(["--depth-limit", depth] if depth else []), "-o", "x.html", "--", position)
        assert said.status == 2 and page.inner_text("#position-error") == said.err.strip()

    cases = (("X...O....", "tictactoe", "alphabeta", "2"), ("7", "nim", "none", ""),
             ("[[3,[12,8]],[2,4,6]]", "tree", "alphabeta-strict", ""))
    for position, game, pruning, depth in cases:
        assert drawn(page, position, game, pruning, depth) == "drawn"
        assert page.inner_text("#position-error") == ""
        tree = trace(position, game=game, pruning=pruning, depth_limit=int(depth) if depth else None)
        layout = Layout(tree, max_nodes=DEFAULT_MAX_NODES)  # what dot draws
        groups = managed_groups(page)
        assert [g[0] for g in groups] == layout.elements, position  # the same nodes and edges
        assert [g[1] for g in groups] == layout.classes_at(0), position  # restyled the same
        frame = page.frame_locator("#lesson")
        assert frame.locator(".mv-counter").inner_text().startswith(f"step 1 of {len(layout)}")
        frame.locator(".mv-next").click()
        assert frame.locator(".mv-counter").inner_text().startswith(f"step 2 of {len(layout)}")
        assert [g[1] for g in managed_groups(page)] == layout.classes_at(1), position


def test_the_students_page_runs_python_in_the_browser(page: Any, site: str) -> None:
    page.goto(f"{site}student.html?limit={LIMIT}")
    assert page.input_value("#code").startswith("# The tutorial's minimax, to complete.")

    kind, sentence = run(page, SOURCE)
    assert kind == "match" and sentence.startswith("every call matches")
    assert page.locator("#trees svg").count() == 2
    assert page.locator("#trees g.node#call-9").count() == 2  # both trees: 9 calls

    wrong = with_bug("board not restored")
    kind, sentence = run(page, wrong)
    assert kind == "differs" and sentence == check_code(wrong, "O.XX.X.OO", draw=False)["sentence"]

    session = Session()
    session.run(wrong, "O.XX.X.OO")
    step = session.stepper()["step"]
    assert step > 1
    page.click("#step")  # the stepper over the student's own code, at the differing call
    frame = page.frame_locator("#stepper")
    counter = frame.locator(".mv-counter")
    counter.filter(has_text=f"step {step} of ").wait_for()
    assert "new_board[avail_spots[i]] = player" in frame.locator(".mv-code").inner_text()

    kind, sentence = run(page, ENDLESS)
    assert kind == "timeout"
    assert sentence == site_words.STOPPED.format(seconds=LIMIT)
    assert page.locator("#trees svg").count() == 0

    kind, sentence = run(page, SOURCE)  # a fresh worker: the page goes on working
    assert kind == "match"


def test_a_reload_keeps_the_code_and_a_syntax_error_names_its_line(page: Any, site: str) -> None:
    page.goto(f"{site}student.html")
    kind, sentence = run(page, "def minimax(new_board, player):\n    return {'score': }\n")
    assert kind == "load-error"
    assert sentence.startswith("my_minimax.py has a syntax error on line 2")
    with page.expect_download() as download:
        page.click("#download")
    assert download.value.suggested_filename == "my_minimax.py"
    assert Path(download.value.path()).read_text() == page.input_value("#code")
    page.reload()
    page.wait_for_selector("body[data-editor='codemirror']", state="attached")
    assert page.inner_text(".cm-content").rstrip().endswith("return {'score': }")
    page.click("#reset")
    assert page.inner_text(".cm-content").startswith("# The tutorial's minimax, to complete.")
    assert page.input_value("#code").startswith("# The tutorial's minimax, to complete.")


def test_a_second_visit_draws_the_last_run_before_python_is_ready(page: Any, site: str) -> None:
    page.goto(f"{site}student.html?limit={LIMIT}")
    kind, sentence = run(page, SOURCE)
    assert kind == "match" and page.get_attribute("#verdict", "data-origin") == "python"
    assert page.locator("#origin").is_hidden()
    drawn = page.inner_html("#trees")

    held: list[Any] = []  # the worker's snapshot, held back: Python cannot become ready

    def hold(route: Any) -> None:
        held.append(route)

    page.route("**/runtime/snapshot.gz", hold)
    page.reload()
    page.wait_for_selector("#verdict[data-origin='last-run']", state="attached")
    assert page.get_attribute("body", "data-state") == "starting"
    assert page.inner_text("#verdict") == sentence
    assert page.inner_html("#trees") == drawn  # exactly what Python drew on the last run
    assert page.inner_text("#origin") == site_words.LAST_RUN
    page.wait_for_function("() => document.body.dataset.editor")
    for _ in range(100):
        if held:
            break
        page.wait_for_timeout(100)
    assert len(held) == 1 and page.get_attribute("body", "data-state") == "starting"

    page.click("#step")  # Python runs the kept input first, once ready, then steps through it
    held[0].continue_()
    page.unroute("**/runtime/snapshot.gz", hold)
    frame = page.frame_locator("#stepper")
    frame.locator(".mv-counter").filter(has_text="step 1 of 18").wait_for()
    assert page.get_attribute("#verdict", "data-origin") == "python"
    assert page.locator("#origin").is_hidden() and page.inner_text("#verdict") == sentence

    wrong = with_bug("board not restored")  # other code: nothing kept is drawn, Python runs it
    write(page, wrong)
    page.reload()
    page.wait_for_selector("body[data-state='ready']", state="attached", timeout=120_000)
    assert page.get_attribute("#verdict", "data-origin") is None
    assert page.inner_text("#verdict") == "" and page.locator("#trees svg").count() == 0
    kind, sentence = run(page, wrong)
    assert kind == "differs" and page.get_attribute("#verdict", "data-origin") == "python"

    page.fill("#board", "O.XX.X.O.")  # another board: the same
    page.locator("#board").dispatch_event("input")
    page.reload()
    page.wait_for_selector("body[data-editor='codemirror']", state="attached")
    assert page.get_attribute("#verdict", "data-origin") is None

    page.fill("#board", "O.XX.X.OO")
    page.locator("#board").dispatch_event("input")
    page.reload()
    page.wait_for_selector("#verdict[data-origin='last-run']", state="attached")
    assert page.inner_text("#verdict") == sentence
    page.evaluate("""() => {  // kept by another build of the site: not drawn
        const key = "minimax-viz:my-minimax:last-run";
        localStorage.setItem(key, JSON.stringify({...JSON.parse(localStorage.getItem(key)),
                                                  build: "another"}));
    }""")
    page.reload()
    page.wait_for_selector("body[data-editor='codemirror']", state="attached")
    assert page.get_attribute("#verdict", "data-origin") is None


NIM = (Path(__file__).parent / "students" / "nim_last_wins.py").read_text()
LEAVES = """def minimax(node, maximizing):
    if not isinstance(node, list):
        return node
    values = [minimax(child, not maximizing) for child in node]
    return max(values) if maximizing else min(values)
"""


def test_the_board_editor_draws_and_edits_each_game(page: Any, site: str) -> None:
    page.goto(f"{site}student.html?limit={LIMIT}")
    editor = page.locator("#board-editor")
    cells = editor.locator(".mv-grid button")
    assert cells.all_inner_texts() == ["O", "", "X", "X", "", "X", "", "O", "O"]
    cell = editor.locator("[data-cell='1']")
    for board in ("OXXX.X.OO", "OOXX.X.OO", "O.XX.X.OO"):  # empty -> X -> O -> empty
        cell.click()
        assert page.input_value("#board") == board
    page.fill("#board", "O1X/X4X/7OO")  # the text's other forms: the picture follows
    page.locator("#board").dispatch_event("change")
    assert cells.all_inner_texts() == ["O", "", "X", "X", "", "X", "", "O", "O"]

    page.select_option("#game", "nim")
    assert page.input_value("#board") == "5" and editor.locator(".mv-grid").count() == 0
    stones = editor.locator(".mv-stones")
    stones.fill("7")
    stones.dispatch_event("change")
    assert page.input_value("#board") == "7", editor.inner_html()
    assert editor.locator(".mv-mover option").all_inner_texts() == [
        site_words.BOARD_EDITOR["to_move"].format(player=who) for who in "AB"]
    editor.locator(".mv-mover").select_option("B")
    assert page.input_value("#board") == "7/B"
    editor.locator(".mv-mover").select_option("A")
    assert page.input_value("#board") == "7"
    kind, sentence = run(page, NIM, board=None)
    assert (kind, sentence) == ("match", check_code(NIM, "7", "nim", draw=False)["sentence"])

    page.select_option("#game", "tree")
    assert page.input_value("#board") == "[[3,12,8],[2,4,6],[14,5,2]]"
    values = editor.locator(".mv-value")
    assert values.count() == 9
    values.nth(0).fill("5")
    values.nth(0).dispatch_event("change")
    assert page.input_value("#board") == "[[5,12,8],[2,4,6],[14,5,2]]"
    editor.locator(".mv-leaf").nth(1).get_by_role("button", name="make this leaf").click()
    assert page.input_value("#board") == "[[5,[12,12],8],[2,4,6],[14,5,2]]"
    editor.locator(".mv-leaf").nth(5).get_by_role("button", name="remove this").click()
    assert page.input_value("#board") == "[[5,[12,12],8],[2,6],[14,5,2]]"
    editor.get_by_role("button", name="add a leaf here").last.click()  # the root's
    board = "[[5,[12,12],8],[2,6],[14,5,2],0]"
    assert page.input_value("#board") == board
    kind, sentence = run(page, LEAVES, board=None)
    assert sentence == check_code(LEAVES, board, "tree", draw=False)["sentence"]

    page.reload()  # the game and the position are kept
    assert page.input_value("#game") == "tree" and page.input_value("#board") == board
    assert page.locator("#board-editor .mv-value").count() == 10
    page.select_option("#game", "tictactoe")
    assert page.input_value("#board") == "O.XX.X.OO"
