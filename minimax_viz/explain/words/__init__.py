"""The words of every view, in one place, so every view says the same thing.

The notebook stepper, the HTML page and the site, the slides and handouts, the
narration files, the diagram's cards and legend, the worksheets and the verdicts all
take their sentences from here. Three kinds of words live elsewhere on purpose (the
README's *Where the words live*): a game's own words in its parts (``games/``), the
command line's help and reports in ``cli/``, and error messages where the input is read.
One module per subject; everything is re-exported, so ``words.signed`` and
``from minimax_viz.explain.words import signed`` work whatever module holds it.

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
from .dice import (
    DICE_WORDS,
    die_shows,
    die_text,
    pig_evaluation,
    pig_scores,
    pig_status,
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
    answer,
    as_sentence,
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
from .stepper import STEPPER_WORDS, good_for, read_prediction
from .student import (
    COMPARE_CAPTIONS,
    MARK_NOTES,
    MISTAKES,
    RAISED_TEXT,
    comparison_summary,
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
    STACK_HEADINGS,
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

__all__ = ["ANSWER_KEY_HEADING", "ANSWER_KEY_LINES", "BOUND_KEY", "COMPARE_CAPTIONS", "DEEPENING_CHART", "DEEPENING_OPTION", "DICE_WORDS", "ESTIMATE_MARK", "HEAD", "HEADING_JOIN", "HEAD_TO_MOVE", "HORIZON_CHART", "LEGEND_KEYS", "MARK_NOTES", "MEMO_TEXT", "MINMAX_SWAPPED", "MISTAKES", "NO_BEST_MOVE", "PLAY_WORDS", "PRUNED_WORDS", "PRUNING_WORDS", "RAISED_TEXT", "ROLE_NAMES", "SENTENCE_FACTS", "STACK_HEADINGS", "STEPPER_WORDS", "STEP_OF", "TUTORIAL_CODE_WORDS", "WIN_LINE_KEY", "WORKSHEET_QUESTIONS", "Sentence", "answer", "as_sentence", "board_caption", "bound", "call_facts", "call_heading", "call_heading_parts", "chance_moves", "chance_root_text", "chance_sum", "child_name", "comparison_summary", "continued", "counted", "cut_condition", "cut_lines", "cut_words", "deepening_enter", "deepening_heading", "deepening_return", "deepening_row", "die_shows", "die_text", "difference_sentence", "edge_text", "enter_parts", "enter_sentence", "estimate_enter", "estimate_lines", "estimate_reason", "estimate_return", "estimated_score", "estimates_note", "extremes", "fault_sentence", "fill", "folded_lines", "form_summary", "form_words", "frame_words", "game_over_text", "good_for", "horizon_heading", "horizon_row", "is_deepening", "is_iteration", "iteration_moves", "iteration_name", "iteration_row", "iteration_text", "leaf_order_sentence", "like_draw_sentence", "move_name", "move_names", "move_text", "moves_away", "named_by_role", "named_order", "narration_file", "next_to_move", "node_name", "not_over_words", "numbered", "outcome_text", "picked_name", "pig_evaluation", "pig_scores", "pig_status", "player_role", "predict_question", "raised_return", "read_prediction", "repeat_words", "result_words", "return_parts", "return_sentence", "returns_text", "role", "score_meaning", "scoring_line", "scoring_words", "search_description", "side_text", "signed", "slow_win_note", "stakes_verdict", "step_width", "student_call_limit", "student_recursion", "summary", "swap_sentence", "swap_should", "swap_text", "title", "to_move_text", "tutorial_note", "typing_hint", "unnegated_sentence", "unseen_draw_sentence", "value_text", "window_text", "with_mistake"]
