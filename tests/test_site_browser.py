"""The static site as a person uses it: built into a folder, served on 127.0.0.1 by
``python -m http.server``, opened in Debian's headless Chromium with no network.

The student's page runs Python in a Web Worker; its runs are checked by their
sentences (the ones ``check`` says), never by how long they took.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser import _serving, chromium_page, free_port
from test_site import web_installed
from tutorial import SOURCE, with_bug

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
    port = free_port()
    with _serving([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
                   "--directory", str(folder)], port, folder.parent / "server.log", {},
                  folder, 30):
        yield f"http://127.0.0.1:{port}/"


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


def run(page: Any, code: str, board: str = "O.XX.X.OO") -> tuple[str, str]:
    """Put ``code`` in the editor, press Run, wait for the verdict: (kind, sentence)."""
    write(page, code)
    page.fill("#board", board)
    page.click("#run")
    page.wait_for_selector("#verdict[data-verdict]", state="attached", timeout=120_000)
    return (page.get_attribute("#verdict", "data-verdict"), page.inner_text("#verdict"))


def test_the_index_links_every_lesson_and_a_lesson_steps(page: Any, site: str) -> None:
    page.goto(site)
    links = page.eval_on_selector_all(".lessons a", "links => links.map(a => a.href)")
    assert links == [site + entry[0] for entry in site_words.LESSON_ENTRIES]
    page.click("text=The tutorial's board, call by call")
    page.wait_for_selector(".mv-narration:not(:empty)")
    assert page.inner_text(".mv-counter").startswith("step 1 of 18")
    page.click(".mv-next")
    assert page.inner_text(".mv-counter").startswith("step 2 of 18")


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
