// The stepper's contract: the data Python sends once (minimax_viz/lessons/stepper_data.py's
// StepperData, field for field; tests/test_bundle.py checks both name the same fields and runs
// tsc --checkJs over every module against these types).

/**
 * The calls' facts, one array a fact, call ``id`` at index ``id - 1`` (a widget's opening
 * data: player, board and caption the root's only, until every step's follows; see whole).
 * @typedef {object} CallColumns
 * @property {number[]} depth
 * @property {number[]} player  an index into StepperData.players
 * @property {number[]} parent  0: the root
 * @property {string[]} score  as Python's words.signed writes it, the one formatting
 * @property {number[]} board  an index into StepperData.boards
 * @property {number[]} element  an index into StepperData.ids
 * @property {number[]} caption  an index into StepperData.phrases: the caption's move line
 */

/**
 * Everything the page reads besides the SVG.
 * @typedef {object} StepperData
 * @property {string} title
 * @property {string} facts
 * @property {string} counts
 * @property {string} answer
 * @property {string[]} players
 * @property {string[]} side_of
 * @property {string[]} next_of
 * @property {string} pov
 * @property {boolean} predict
 * @property {boolean} alphabeta
 * @property {number[]} iterations
 * @property {string[]} ids
 * @property {string[]} static
 * @property {string[]} plain  the static classes without the secret ones (predict mode)
 * @property {number[][]} rules  per element: [static, node, enter, ret, settle, earned]
 * @property {CallColumns} calls
 * @property {string[]} tags
 * @property {number[][]} boards
 * @property {number[]} events  per step: +call entered, -call returning
 * @property {string[]} templates  distinct sentence templates (words.fill)
 * @property {number[][]} said  per step: its template's index, then its phrases' (a widget's
 *   opening data: step 0's only, as frames, over, out and lines; until every step's follows;
 *   see whole)
 * @property {string[]} phrases
 * @property {number[][]} frames  per step (as said): the two innermost frames, innermost first
 * @property {string[][]} cells  distinct frames as the stack shows them
 * @property {number[]} over
 * @property {number[]} out
 * @property {StepperWords} words
 * @property {string[]} source
 * @property {number[]} lines  per step: an index into marks
 * @property {number[][]} marks  distinct [line running, the caller's line or -1]
 * @property {string[]} texts  predict mode: the drawing's emptied texts, in document order
 * @property {string[]} shown_ids  predict mode: each element's id in the drawing as shipped
 */

/**
 * The board panel's caption, line by line (Python's words.CaptionWords): the call, the move
 * that led to it (root: the position searched), who moves next (next_role: by its role).
 * @typedef {object} CaptionWords
 * @property {string} call
 * @property {string} last_move
 * @property {string} root
 * @property {string} next
 * @property {string} next_role
 */

/**
 * The call stack's column headings, by the stack frame's field each heads (Python's
 * words.StackHeadings).
 * @typedef {object} StackHeadings
 * @property {string} call
 * @property {string} depth
 * @property {string} player
 * @property {string} best_so_far
 * @property {string} moves_left
 */

/**
 * The stack's two more columns under alpha-beta (Python's words.WindowHeadings).
 * @typedef {object} WindowHeadings
 * @property {string} alpha
 * @property {string} beta
 */

/**
 * The fixed words (Python's words.STEPPER_WORDS).
 * @typedef {object} StepperWords
 * @property {string} question
 * @property {string} to
 * @property {string} counter
 * @property {string} counter_open
 * @property {string} counts
 * @property {string} prediction
 * @property {CaptionWords} caption
 * @property {string} stack
 * @property {StackHeadings} headings
 * @property {string} frame  a stack row's first cell: {id}
 * @property {Object<string, string>} roles
 * @property {string} right
 * @property {string} wrong
 * @property {string} not_a_number
 * @property {string} tally
 * @property {WindowHeadings} window
 * @property {string} code
 * @property {string} must_answer
 * @property {string} inside
 * @property {string} pov
 * @property {string} jump_bad
 * @property {string} data_failed  Python fills it (the widget's error) when every step's data fails
 * @property {Object<string, string>} labels
 * @property {Object<string, string>} tips  each button's tooltip, by its name
 * @property {string[]} speeds  the play speeds' names, slowest first
 * @property {Object<string, string>} aria  screen-reader names of unlabelled controls
 */

/**
 * A mounted stepper's state (stepper_view.js's buildView makes it; every function takes it).
 * @typedef {object} Stepper
 * @property {any} model  anywidget's model or the page's (pageModel)
 * @property {StepperData} D
 * @property {StepperWords} W
 * @property {Object<string, string>} L
 * @property {number} N  how many steps
 * @property {HTMLElement} root
 * @property {Object<string, any>} ui  the controls and panels by name
 * @property {number} step
 * @property {any} timer
 * @property {boolean} fit
 * @property {boolean} auto
 * @property {number} scale
 * @property {number[]} marked
 * @property {Set<number>} skipped
 * @property {{x: number, y: number, l: number, t: number}|null} drag
 * @property {SVGSVGElement} [svg]
 * @property {Element[]} [els]
 * @property {string[]} [shownClass]
 * @property {{w: number, h: number}} [natural]
 * @property {number} [smallest]
 * @property {{style: Element, place: number}} [treeStyle]  the drawing's own stylesheet, shared in the document's head while shown (shared_style.js)
 * @property {string} [svgSize]  the tree's width and height as last written (stepper_size.js)
 * @property {HTMLElement[]} [srcLines]
 * @property {number[]} [entered]
 * @property {Object<string, () => void>} [keys]
 * @property {HTMLElement} [counts]
 * @property {HTMLElement} [answer]
 * @property {HTMLElement} [side]
 * @property {string[]} [ids]  each drawn element's id (D.shown_ids in predict mode, else D.ids), by index
 * @property {Object<string, number>} [indexOf]  a drawn element's index from its id
 * @property {Piece[]} [pieces]  the drawing's cards and edges, as text until parsed (near_first.js)
 * @property {Piece[]} [later]  far pieces of a big tree drawn after the first paint (near_first.js)
 * @property {string[]} [classes]  each element's classes at the step shown
 * @property {any} [laterTimer]
 * @property {Array<Array<[Element, string]>>} [blanks]  per element: its texts still empty
 * @property {Array<[Element, string]>} [legend]  the texts outside every element (the legend)
 * @property {boolean} [filled]  every emptied text is back
 * @property {boolean} [placed]  the tree is in its panel, sized (mount's place)
 */

/**
 * One of the drawing's cards or edges (a top-level group of its graph), cut from its text
 * (near_first.js's cutDrawing).
 * @typedef {object} Piece
 * @property {string} text  its SVG text
 * @property {string} id
 * @property {boolean} card  a card (class node), whose texts tell the smallest font
 * @property {number} first  the rank of its first text.fact or text.ret among the drawing's
 * @property {Comment|null} place  what keeps its place until it is parsed
 * @property {number} [index]  its element's index in st.els (none: not a stepped element)
 */

export {};
