"""The words of every view, in one place, so every view says the same thing.

The notebook stepper, the HTML page and the site, the slides and handouts, the
narration files, the diagram's cards and legend, the worksheets and the verdicts all
take their sentences from here. Three kinds of words live elsewhere on purpose (the
README's *Where the words live*): a game's own words in its parts (``games/``), the
command line's help and reports in ``cli/`` (and a scoring's summary beside its formula in
``search/``), and error messages where the input is read.
One module per subject. The words of every module but two are re-exported here, so
``words.signed`` and ``from minimax_viz.explain.words import signed`` work whatever module
holds it (its helpers used only inside ``words`` stay in their module). ``checking``
(``minimax-viz check``'s process and report words) and ``site`` (the static site's labels)
are imported as modules instead (``from minimax_viz.explain.words import site as
site_words``): only the check command and the site read them, and their short names
(``RUN``, ``DONE``, ``killed``) say what they are only beside their module's name.

>>> signed(10), signed(-10), signed(0), bound(float("-inf"))
('+10', '-10', '0', '-∞')
"""

from __future__ import annotations

from .cards import (
    HEADING_JOIN,
    MEMO_TEXT,
    MINMAX_SWAPPED,
    PRUNED_WORDS,
    board_caption,
    call_heading,
    call_heading_parts,
    child_name,
    cut_lines,
    edge_text,
    extremes,
    folded_lines,
    last_move_line,
    move_text,
    next_to_move,
    outcome_text,
    picked_name,
    returns_text,
    side_text,
    swap_text,
    to_move_text,
    window_text,
)
from .deepening import (
    DEEPENING_CHART,
    DEEPENING_OPTION,
    deepening_enter,
    deepening_heading,
    deepening_return,
    deepening_row,
    is_deepening,
    is_iteration,
    iteration_moves,
    iteration_name,
    iteration_row,
    iteration_text,
)
from .estimates import (
    ESTIMATE_MARK,
    HORIZON_CHART,
    estimate_enter,
    estimate_lines,
    estimate_reason,
    estimate_return,
    estimated_score,
    estimates_note,
    horizon_heading,
    horizon_row,
)
from .narration import (
    HEAD,
    HEAD_TO_MOVE,
    SENTENCE_FACTS,
    Sentence,
    call_facts,
    enter_parts,
    enter_sentence,
    fill,
    predict_question,
    return_parts,
    return_sentence,
    swap_should,
)
from .overview import (
    NO_DIAGRAM,
    NO_DIAGRAMS,
    answer,
    as_sentence,
    capitalized,
    game_over_text,
    narration_file,
    numbered,
    search_description,
    step_width,
    summary,
    title,
)
from .playing import (
    PLAY_WORDS,
    moves_away,
    score_meaning,
    scoring_line,
    slow_win_note,
    stakes_verdict,
    typing_hint,
)
from .stepper import (
    PAGE_WORDS,
    STACK_HEADINGS,
    STATIC_VIEW_WORDS,
    STEPPER_WORDS,
    CaptionWords,
    StackHeadings,
    StepperWords,
    WindowHeadings,
    good_for,
    read_prediction,
)
from .student import (
    COMPARE_CAPTIONS,
    DIFFERENCE_WORDS,
    MARK_NOTES,
    MISTAKES,
    RAISED_TEXT,
    DifferenceKind,
    Mistake,
    comparison_summary,
    difference_fact,
    difference_sentence,
    fault_sentence,
    raised_return,
    student_call_limit,
    student_recursion,
    with_mistake,
)
from .trees import (
    ANSWER_KEY_HEADING,
    ANSWER_KEY_LINES,
    BOUND_KEY,
    EXERCISE_TITLE,
    LEGEND_KEYS,
    NO_BEST_MOVE,
    WIN_LINE_KEY,
    WORKSHEET_QUESTIONS,
    chance_moves,
    chance_root_text,
    chance_sum,
    cut_condition,
    node_name,
)
from .tutorial import TUTORIAL_CODE_WORDS, tutorial_note
from .values import (
    ROLE_NAMES,
    STEP_OF,
    bound,
    continued,
    counted,
    move_name,
    move_names,
    named_by_role,
    named_order,
    player_role,
    role,
    signed,
    value_text,
)
from .verdict import (
    PRUNING_WORDS,
    cut_words,
    form_summary,
    form_words,
    frame_words,
    leaf_order_sentence,
    like_draw_sentence,
    not_over_words,
    repeat_words,
    result_words,
    scoring_words,
    swap_sentence,
    unnegated_sentence,
    unseen_draw_sentence,
)

__all__ = [  # noqa: RUF022 (grouped by the module that owns the words)
    # cards
    "HEADING_JOIN", "MEMO_TEXT", "MINMAX_SWAPPED", "PRUNED_WORDS", "board_caption",
    "call_heading", "call_heading_parts", "child_name", "cut_lines", "edge_text", "extremes",
    "folded_lines", "last_move_line", "move_text", "next_to_move", "outcome_text",
    "picked_name", "returns_text", "side_text", "swap_text", "to_move_text", "window_text",
    # deepening
    "DEEPENING_CHART", "DEEPENING_OPTION", "deepening_enter", "deepening_heading",
    "deepening_return", "deepening_row", "is_deepening", "is_iteration", "iteration_moves",
    "iteration_name", "iteration_row", "iteration_text",
    # estimates
    "ESTIMATE_MARK", "HORIZON_CHART", "estimate_enter", "estimate_lines", "estimate_reason",
    "estimate_return", "estimated_score", "estimates_note", "horizon_heading", "horizon_row",
    # narration
    "HEAD", "HEAD_TO_MOVE", "SENTENCE_FACTS", "Sentence", "call_facts", "enter_parts",
    "enter_sentence", "fill", "predict_question", "return_parts", "return_sentence",
    "swap_should",
    # overview
    "NO_DIAGRAM", "NO_DIAGRAMS", "answer", "as_sentence", "capitalized", "game_over_text",
    "narration_file", "numbered", "search_description", "step_width", "summary", "title",
    # playing
    "PLAY_WORDS", "moves_away", "score_meaning", "scoring_line", "slow_win_note",
    "stakes_verdict", "typing_hint",
    # stepper
    "PAGE_WORDS", "STACK_HEADINGS", "STATIC_VIEW_WORDS", "STEPPER_WORDS", "CaptionWords",
    "StackHeadings", "StepperWords", "WindowHeadings", "good_for", "read_prediction",
    # student
    "COMPARE_CAPTIONS", "DIFFERENCE_WORDS", "DifferenceKind", "Mistake", "MARK_NOTES", "MISTAKES", "RAISED_TEXT",
    "comparison_summary", "difference_fact", "difference_sentence", "fault_sentence", "raised_return",
    "student_call_limit", "student_recursion", "with_mistake",
    # trees
    "ANSWER_KEY_HEADING", "ANSWER_KEY_LINES", "BOUND_KEY", "EXERCISE_TITLE", "LEGEND_KEYS", "NO_BEST_MOVE",
    "WIN_LINE_KEY", "WORKSHEET_QUESTIONS", "chance_moves", "chance_root_text", "chance_sum",
    "cut_condition", "node_name",
    # tutorial
    "TUTORIAL_CODE_WORDS", "tutorial_note",
    # values
    "ROLE_NAMES", "STEP_OF", "bound", "continued", "counted", "move_name",
    "move_names", "named_by_role", "named_order", "player_role", "role", "signed",
    "value_text",
    # verdict
    "PRUNING_WORDS", "cut_words", "form_summary", "form_words", "frame_words",
    "leaf_order_sentence", "like_draw_sentence", "not_over_words", "repeat_words",
    "result_words", "scoring_words", "swap_sentence", "unnegated_sentence",
    "unseen_draw_sentence",
]
