// A big tree drawn near the current call first. Parsing and laying out a tree's thousands of
// SVG elements is most of its first display, and in follow mode the panel shows a few cards of
// it. So the drawing arrives as text (the widget's trait, the page's script) and is cut at the
// graph's cards and edges (its "pieces", Graphviz's top-level groups): the rest (the svg, its
// stylesheet, the legend) is parsed at once with an empty comment keeping each piece's place;
// the pieces within REACH panels of the current call are parsed before the first paint, the
// others once the stepper has been painted, a batch a frame, nearest first, so the page stays
// responsive. Anything that moves the view (a step, zoom, fit, a drag, saving the drawing) draws
// the rest at once. A piece joins with the classes of the step shown and the texts predict mode
// lets it show; the panel is aria-busy until the whole tree is in it.

import { predicting } from "./stepper_base.js";
import { shareTreeStyle } from "./shared_style.js";
import { keepBlanks, putBack } from "./veil.js";

/** @typedef {import("./contract.js").Stepper} Stepper */
/** @typedef {import("./contract.js").Piece} Piece */
/** @typedef {{rest: string, pieces: Piece[], legend: number[], svg: SVGSVGElement}} Drawing */

/** Pieces drawn back per task once the stepper shows (each is a few texts to lay out). */
const BATCH = 60;

/** How far from the current call, in panels, the first paint draws. */
const REACH = 1.5;

/** What keeps a piece's place in the parsed rest of the drawing. */
const PLACE = "mv-piece";

/** The tags the cut reads: a group opening or closing, and a text predict mode may have
 * emptied (veil.js's selector, text.fact and text.ret, as text). */
const TAGS = /<g\b[^>]*>|<\/g>|<text\b[^>]*\bclass="(?:[^"]*\s)?(?:fact|ret)(?:\s[^"]*)?"/g;

/** The drawing's text cut at its pieces: ``rest``, the text with an empty comment in each
 * piece's place; ``pieces``, in document order, each with its text, id, whether it is a card
 * (class node) and the rank of its first text.fact or text.ret among the drawing's; ``legend``,
 * the ranks of those outside every piece. A drawing without a graph group is all ``rest``.
 * @param {string} text @returns {{rest: string, pieces: Piece[], legend: number[]}} */
export function cutDrawing(text) {
  const rest = [], pieces = [], legend = [];
  let depth = 0, from = 0, start = 0, ranks = 0, first = 0;
  TAGS.lastIndex = 0;
  for (let m; (m = TAGS.exec(text));) {
    const tag = m[0];
    if (tag[1] === "t") {  // a text that may be emptied: in a piece, or the legend's
      if (depth < 2) legend.push(ranks);
      ranks++;
    } else if (tag[1] !== "/") {  // depth 0: the graph's group opens; 1: a piece does
      if (depth++ === 1) { start = m.index; first = ranks; }
    } else if (--depth === 1) {
      const open = /^<g\b[^>]*>/.exec(text.slice(start, start + 4096));
      const head = open ? open[0] : "", id = /\bid="([^"]*)"/.exec(head);
      pieces.push({ text: text.slice(start, TAGS.lastIndex), id: id ? id[1] : "", first,
        card: /\bclass="(?:[^"]*\s)?node(?:\s[^"]*)?"/.test(head), place: null });
      rest.push(text.slice(from, start), `<!--${PLACE}-->`);
      from = TAGS.lastIndex;
    }
  }
  rest.push(text.slice(from));
  return { rest: rest.join(""), pieces, legend };
}

/** The smallest card text's font size (pt) among ``pieces`` (null: none says one), read from
 * their text as the drawing's g.node text[font-size] would give it.
 * @param {Piece[]} pieces */
export function smallestFont(pieces) {
  let smallest = Infinity;
  const size = /<text\b[^>]*\bfont-size="([^"]*)"/g;
  pieces.forEach((p) => {
    if (!p.card) return;
    size.lastIndex = 0;
    for (let m; (m = size.exec(p.text));) {
      const f = parseFloat(m[1]);
      if (f > 0 && f < smallest) smallest = f;
    }
  });
  return Number.isFinite(smallest) ? smallest : null;
}

/** SVG text parsed into an element (the HTML parser, as the notebook's output would).
 * @param {string} text @returns {SVGSVGElement} */
export function parseSvg(text) {
  const box = document.createElement("template");
  box.innerHTML = text;
  return /** @type {SVGSVGElement} */ (box.content.querySelector("svg"));
}

/** The drawing ``text`` cut at its pieces and parsed but for them: what takeDrawing places.
 * @param {string} text @returns {Drawing} */
export function readDrawing(text) {
  const cut = cutDrawing(text);
  return { ...cut, svg: parseSvg(cut.rest) };
}

/** The drawing (read by readDrawing) as st.svg, each piece waiting in st.pieces at its place;
 * st.els holds each drawn element once its piece is parsed.
 * @param {Stepper} st @param {Drawing} cut */
export function takeDrawing(st, cut) {
  st.svg = cut.svg;
  shareTreeStyle(st, st.svg);
  st.pieces = cut.pieces;
  const places = [];
  const walk = document.createTreeWalker(st.svg, NodeFilter.SHOW_COMMENT);
  for (let c; (c = walk.nextNode());) if (c.nodeValue === PLACE) places.push(c);
  st.pieces.forEach((p, k) => { p.place = places[k]; p.index = st.indexOf[p.id]; });
  st.els = new Array(st.ids.length);
  st.shownClass = new Array(st.ids.length);
  keepBlanks(st, st.svg.querySelectorAll("text.fact, text.ret"), (j) => cut.legend[j]);
}

const SHAPE = /<(polygon|polyline|path|ellipse)\b[^>]*>/;
const ATTRIBUTES = Object.fromEntries(["points", "d", "cx", "cy", "rx", "ry"].map(
  (name) => [name, new RegExp(`\\s${name}="([^"]*)"`)]));
const NUMBERS = /-?\d*\.?\d+(?:e-?\d+)?/gi;

/** The box [left, top, right, bottom] of a piece in the drawing's units, read from its first
 * shape's coordinates (Graphviz writes them all out: no layout is needed); null when it has
 * none to read. @param {string} text a piece's text @returns {number[]|null} */
export function shapeBox(text) {
  const shape = SHAPE.exec(text);
  if (!shape) return null;
  const at = (name) => {
    const m = ATTRIBUTES[name].exec(shape[0]);
    return m ? m[1] : "";
  };
  if (shape[1] === "ellipse") {
    const [cx, cy, rx, ry] = ["cx", "cy", "rx", "ry"].map((name) => parseFloat(at(name)));
    const box = [cx - rx, cy - ry, cx + rx, cy + ry];
    return box.every(Number.isFinite) ? box : null;
  }
  const values = (at("points") || at("d")).match(NUMBERS);
  if (!values || values.length < 2) return null;
  const box = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i + 1 < values.length; i += 2) {
    const x = Number(values[i]), y = Number(values[i + 1]);
    box[0] = Math.min(box[0], x); box[1] = Math.min(box[1], y);
    box[2] = Math.max(box[2], x); box[3] = Math.max(box[3], y);
  }
  return box.every(Number.isFinite) ? box : null;
}

/** Parse the pieces within REACH panels (``view``, in px) of element ``current`` (its index
 * in st.els) into their places; the others wait in ``st.later``, nearest first. Every piece is
 * parsed at once when the whole tree is fitted in the panel.
 * @param {Stepper} st @param {number} current @param {{w: number, h: number}} view */
export function drawNearFirst(st, current, view) {
  const here = st.fit ? null : st.pieces.find((p) => p.index === current);
  const box = here && shapeBox(here.text);
  if (!box) { st.later = []; draw(st, st.pieces); return; }
  const k = st.scale * 4 / 3;  // px per unit of the drawing (a point)
  const w = view.w / k, h = view.h / k, x = (box[0] + box[2]) / 2, y = (box[1] + box[3]) / 2;
  const near = [], far = [];
  st.pieces.forEach((p) => {
    const b = shapeBox(p.text);
    if (!b) { near.push(p); return; }
    const dx = Math.max(b[0] - x, x - b[2], 0) / w, dy = Math.max(b[1] - y, y - b[3], 0) / h;
    if (dx > REACH || dy > REACH) far.push({ p, away: Math.hypot(dx, dy) });
    else near.push(p);
  });
  far.sort((a, b) => a.away - b.away);
  st.later = far.map(({ p }) => p);
  draw(st, near);
  if (st.later.length) st.ui.panel.setAttribute("aria-busy", "true");
}

/** Parse ``pieces`` (in one go) into their places, each with the classes of the step shown
 * and the emptied texts that step shows put back. @param {Stepper} st @param {Piece[]} pieces */
function draw(st, pieces) {
  if (!pieces.length) return;
  const parsed = parseSvg(`<svg>${pieces.map((p) => p.text).join("")}</svg>`);
  const quiz = predicting(st) && !st.filled;
  Array.from(parsed.children).forEach((g, k) => {
    const p = pieces[k], i = p.index;
    p.place.replaceWith(g);
    keepBlanks(st, g.querySelectorAll("text.fact, text.ret"), (j) => p.first + j);
    if (i === undefined) return;
    st.els[i] = g;
    if (!st.classes) return;  // not shown yet: show() styles it
    g.setAttribute("class", st.classes[i]); st.shownClass[i] = st.classes[i];
    if (st.blanks[i].length) putBack(st, i, st.classes[i], quiz);
  });
}

/** Once the stepper has been painted, draw the waiting pieces back a batch a frame (one
 * after each paint: batches run back to back would make one long frame again). */
/** @param {Stepper} st */
export function drawRestAfterPaint(st) {
  const afterPaint = () => requestAnimationFrame(() => { st.laterTimer = setTimeout(next, 0); });
  const next = () => { drawRest(st, BATCH); if (st.later.length) afterPaint(); };
  if (st.later.length) afterPaint();
}

/** Draw ``count`` waiting pieces (all of them by default), nearest first. */
/** @param {Stepper} st */
export function drawRest(st, count = Infinity) {
  if (!st.later || !st.later.length) return;
  draw(st, st.later.splice(0, count));
  if (!st.later.length) st.ui.panel.removeAttribute("aria-busy");
}
