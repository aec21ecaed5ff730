// The stepper's view: build the DOM once, then draw one step into it. Every function takes the
// stepper's state ``st`` that buildView returns.

import { callInfo, callOf, classesAt, currentEl, hidden, node, predicting, readData, reveal,
  stackRows, textOf, whole } from "./stepper_base.js";
import { fill, narration, question } from "./sentences.js";
import { keepInView } from "./stepper_size.js";
import { readDrawing, smallestFont, takeDrawing } from "./near_first.js";
import { blanks, putBack } from "./veil.js";

/** @typedef {import("./contract.js").Stepper} Stepper */

/** A model's data and drawing read as they arrived (readEarly), by the drawing's buffer
 * (anywidget gives initialize and render models of their own), until a view takes them. */
const early = new WeakMap();

/** Read the model's data and drawing as soon as they arrive, before any view asks: a notebook
 * sends them while its output waits for the kernel to finish the cell. */
export function readEarly(model) {
  const read = () => {
    if (model.get("data").byteLength && model.get("svg").byteLength) early.set(model.get("svg"), {
      raw: model.get("data"), data: readData(model.get("data")),
      drawing: readDrawing(textOf(model.get("svg"))) });
  };
  model.on("change:svg", read);
}

/** The model's data and drawing, read early or now (a drawing's elements join one view; data
 * that came after the drawing, every step's, read now). */
function takeRead(model) {
  const read = early.get(model.get("svg")), raw = model.get("data");
  early.delete(model.get("svg"));
  return { data: read && read.raw === raw ? read.data : readData(raw),
    drawing: read ? read.drawing : readDrawing(textOf(model.get("svg"))) };
}

/** Build the stepper's elements inside ``el``; returns the state every other function takes. */
export function buildView(el, model) {
  const read = takeRead(model);
  const D = read.data, W = D.words, L = W.labels, N = D.events.length;
  const root = node("div", "mv-stepper");
  root.tabIndex = 0;
  root.setAttribute("data-lm-suppress-shortcuts", "true");  // JupyterLab: our keys are ours
  el.appendChild(root);
  const st = { model, D, W, L, N, root, ui: {}, step: -1, timer: null, fit: true, auto: true, scale: 1,
    marked: [], skipped: new Set(), drag: null };
  st.ids = D.shown_ids.length ? D.shown_ids : D.ids;  // each drawn element's id, by index
  st.indexOf = {};
  st.ids.forEach((id, i) => { st.indexOf[id] = i; });
  blanks(st);
  buildHead(st);
  buildControls(st);
  buildQuiz(st);
  buildPanels(st, read.drawing);
  root.appendChild(node("p", "mv-keys", L.keys + ((D.iterations || []).length ? L.iteration_keys : "")));

  const ui = st.ui;
  st.natural = { w: parseFloat(st.svg.getAttribute("width")) * 4 / 3,
    h: parseFloat(st.svg.getAttribute("height")) * 4 / 3 };
  // the smallest card text at actual size (px): 1 pt of the drawing is 4/3 px
  st.smallest = (smallestFont(st.pieces) || 10) * 4 / 3;
  st.srcLines = D.source.map((line) => {
    const div = node("div", "mv-src", "  " + (line || " "));
    ui.source.appendChild(div);
    return div;
  });
  st.entered = new Array(D.calls.depth.length + 1);
  D.events.forEach((e, s) => { if (e > 0) st.entered[e] = s; });
  if (!whole(st)) root.setAttribute("aria-busy", "true");  // until every step's data is here
  return st;
}

// -- the header: title, facts, answer, whose point of view -------------------------------
/** @param {Stepper} st */
function buildHead(st) {
  const D = st.D, head = node("header", "mv-head");
  head.appendChild(node("h2", "mv-title", D.title));
  const facts = node("p", "mv-summary", D.facts);
  st.counts = node("span", "mv-counts");  // predict mode: not said, not even in the DOM
  st.answer = node("span", "mv-answer");
  facts.appendChild(st.counts);
  facts.appendChild(st.answer);
  head.appendChild(facts);
  head.appendChild(node("p", "mv-pov", D.pov));
  st.root.appendChild(head);
}

/** @param {Stepper} st */
function addButton(st, where, name) {
  const b = node("button", "mv-" + name, st.L[name]);
  b.type = "button"; b.title = st.W.tips[name]; where.appendChild(b); return b;
}

/** @param {Stepper} st */
function addCheck(st, where, name) {
  const label = node("label", "mv-" + name), box = node("input");
  box.type = "checkbox"; label.appendChild(box); label.appendChild(document.createTextNode(" " + st.L[name]));
  where.appendChild(label); return box;
}

// -- controls: three rows, each one line from 800 px on; nothing in them changes width ------
/** @param {Stepper} st */
function buildControls(st) {
  const ui = st.ui, L = st.L;
  const bar = node("div", "mv-controls mv-nav");
  const tools = node("div", "mv-controls mv-tools");
  const options = node("div", "mv-controls mv-options");
  const button = (where, name) => addButton(st, where, name), A = st.W.aria;
  const check = (where, name) => addCheck(st, where, name);
  Object.assign(ui, {
    first: button(bar, "first"), prev: button(bar, "prev"), play: button(bar, "play"),
    next: button(bar, "next"), last: button(bar, "last"),
  });
  ui.slider = node("input", "mv-slider");
  Object.assign(ui.slider, { type: "range", min: 1, max: predicting(st) ? 1 : st.N, value: 1, step: 1 });
  ui.slider.setAttribute("aria-label", A.step);
  bar.appendChild(ui.slider);
  ui.counter = node("span", "mv-counter");
  ui.counter.setAttribute("aria-live", "polite");
  // as wide as its widest text, so the slider and speed never shift as the number grows
  ui.counter.style.minWidth = fill(st.W.counter, { step: st.N, steps: st.N }).length + "ch";
  bar.appendChild(ui.counter);
  const speedLabel = node("label", "mv-speed-label", L.speed + " ");
  ui.speed = node("select", "mv-speed");
  ["1500", "800", "350", "100", "50"].forEach((delay, i) => {
    const o = node("option", "", st.W.speeds[i]); o.value = delay; ui.speed.appendChild(o); });
  ui.speed.value = "800";
  speedLabel.appendChild(ui.speed);
  ui.over = button(tools, "over");
  ui.out = button(tools, "out");
  const jumpBox = node("span", "mv-jump-box");  // its note floats below: nothing moves
  ui.jumpText = node("input", "mv-jump-text");
  Object.assign(ui.jumpText, { type: "text", inputMode: "numeric", placeholder: A.call_hint,
    size: 6 });
  ui.jumpText.setAttribute("aria-label", A.call_number);
  jumpBox.appendChild(ui.jumpText);
  ui.jump = button(jumpBox, "jump");
  ui.jumpNote = node("span", "mv-jump-note");
  ui.jumpNote.setAttribute("role", "alert");
  ui.jumpNote.hidden = true;
  jumpBox.appendChild(ui.jumpNote);
  tools.appendChild(jumpBox);
  ui.fit = button(tools, "actual");
  ui.fit.style.minWidth = Math.max(L.actual.length, L.fit.length) + 1 + "ch";  // both labels fit
  ui.zoomOut = button(tools, "zoom_out");
  ui.zoomIn = button(tools, "zoom_in");
  ui.svgOut = button(tools, "svg");
  ui.pngOut = button(tools, "png");
  ui.pv = check(options, "pv");
  ui.present = check(options, "present");
  ui.predict = check(options, "predict");
  ui.require = check(options, "require");
  options.appendChild(speedLabel);
  st.root.appendChild(bar);
  st.root.appendChild(tools);
  st.root.appendChild(options);
}

// -- the narration and the predict-mode quiz ---------------------------------------------
/** @param {Stepper} st */
function buildQuiz(st) {
  const ui = st.ui, L = st.L;
  ui.narration = node("div", "mv-narration");
  ui.narration.setAttribute("aria-live", "polite");
  st.root.appendChild(ui.narration);
  ui.inside = node("div", "mv-inside");
  // a tree with folded boxes keeps a line for this note on every step; others have none
  ui.inside.classList.toggle("mv-none", !st.D.ids.some((id) => id.startsWith("summary-")));
  st.root.appendChild(ui.inside);
  ui.quiz = node("div", "mv-quiz");
  ui.guess = node("input", "mv-guess");
  Object.assign(ui.guess, { type: "text", inputMode: "numeric", autocomplete: "off",
    placeholder: L.guess });
  ui.guess.setAttribute("aria-label", L.guess);
  ui.quiz.appendChild(ui.guess);
  ui.check = addButton(st, ui.quiz, "check");
  ui.verdict = node("span", "mv-verdict");
  ui.tally = node("span", "mv-tally");
  ui.quiz.appendChild(ui.verdict);
  ui.quiz.appendChild(ui.tally);
  st.root.appendChild(ui.quiz);
}

// -- the tree and the side panels ----------------------------------------------------
/** @param {Stepper} st @param {import("./near_first.js").Drawing} drawing */
function buildPanels(st, drawing) {
  const ui = st.ui;
  const main = node("div", "mv-main");
  const treeBox = node("section", "mv-tree-box");
  treeBox.setAttribute("aria-label", st.W.aria.call_tree);
  ui.panel = node("div", "mv-tree-panel");
  takeDrawing(st, drawing);  // apart: mount() puts it in the panel once sized
  treeBox.appendChild(ui.panel);
  st.side = node("aside", "mv-side");
  const boardCard = node("div", "mv-card mv-board-card");
  ui.board = node("div", "mv-board");
  ui.caption = node("div", "mv-caption");
  boardCard.appendChild(ui.board);
  boardCard.appendChild(ui.caption);
  ui.stack = node("div", "mv-card mv-stack-card");
  ui.stack.style.setProperty("--rows", String(1 + st.D.calls.depth.reduce((m, d) => Math.max(m, d), 0)));
  const code = node("div", "mv-card mv-code");
  code.appendChild(node("div", "mv-code-head", st.W.code));
  ui.source = node("div", "mv-source");
  code.appendChild(ui.source);
  st.side.appendChild(boardCard);
  st.side.appendChild(ui.stack);
  st.side.appendChild(code);
  main.appendChild(treeBox);
  main.appendChild(st.side);
  ui.main = main;
  st.root.appendChild(main);
}

/** @param {Stepper} st */
function renderStack(st, s, hide) {
  const D = st.D, W = st.W, table = node("table", "mv-stack");
  table.appendChild(node("caption", "", W.stack));
  const H = W.headings, heads = [H.call, H.depth, H.player, H.best_so_far, H.moves_left]
    .concat(D.alphabeta ? [W.window.alpha, W.window.beta] : []);  // the cells' order below
  const tr = node("tr");
  heads.forEach((h) => {  // a heading of several words on two lines, always: the table fits
    const th = node("th"), cut = h.indexOf(" ");  // 400 px and is the same on every screen
    if (cut < 0) th.textContent = h;
    else th.append(h.slice(0, cut), node("br"), h.slice(cut + 1));
    tr.appendChild(th);
  });
  table.appendChild(tr);
  const rows = stackRows(st, s, hide);
  rows.forEach((r, i) => {
    const c = callInfo(st, r[0]), row = node("tr", i === rows.length - 1 ? "mv-current" : "");
    const cells = [fill(W.frame, { id: r[0] }), c.depth,
      D.side_of[c.player], r[1], r[2]];
    if (D.alphabeta) cells.push(r[3], r[4]);
    cells.forEach((v) => row.appendChild(node("td", "", String(v))));
    table.appendChild(row);
  });
  st.ui.stack.replaceChildren(table);
}

/** @param {Stepper} st */
function markLine(st, pair) {
  const srcLines = st.srcLines, source = st.D.source;
  st.marked.forEach((j) => { srcLines[j].className = "mv-src";
    srcLines[j].textContent = "  " + (source[j] || " "); });
  const [i, caller] = pair;
  if (caller >= 0) { srcLines[caller].className = "mv-src mv-line-caller";
    srcLines[caller].textContent = "\u21B3 " + source[caller]; }
  srcLines[i].className = "mv-src mv-line-now";
  srcLines[i].textContent = "\u25B6 " + source[i];
  st.marked = caller >= 0 ? [i, caller] : [i];
}

/** Scroll the code panel (and the side column, if it scrolls) to the marked line. */
/** @param {Stepper} st */
export function showLine(st) {
  const line = st.srcLines[st.marked[0]];
  if (!line) return;
  reveal(st.ui.source, line);
  reveal(st.side, line);
}

/** Draw step ``s``: restyle the tree, then every panel and control. */
/** @param {Stepper} st */
export function show(st, s) {
  const D = st.D, W = st.W, N = st.N, ui = st.ui;
  s = Math.max(0, Math.min(N - 1, s));
  st.step = s;
  const hide = hidden(st, s), id = callOf(st, s), c = callInfo(st, id);
  const quiz = predicting(st), classes = classesAt(D, s, hide, quiz);
  st.classes = classes;  // a piece of the drawing parsed later joins with them (near_first.js)
  for (let i = 0; i < st.els.length; i++) {
    const value = classes[i];
    if (st.els[i] && st.shownClass[i] !== value) {
      st.els[i].setAttribute("class", value); st.shownClass[i] = value;
      if (st.blanks[i].length) putBack(st, i, value, quiz);
    }
  }
  if (!quiz && !st.filled) {  // out of predict mode: every text is back
    st.els.forEach((e, i) => { if (st.blanks[i].length) putBack(st, i, classes[i], false); });
    st.legend.forEach(([t, text]) => { t.textContent = text; });
    st.filled = true;
  }
  st.svg.classList.toggle("predict", quiz);  // future cards: only their place in the tree
  ui.slider.max = quiz ? s + 1 : N;  // predict mode: not even its attribute tells the count
  ui.slider.value = s + 1;
  ui.slider.classList.toggle("mv-secret", quiz);  // its thumb would tell how many steps
  ui.counter.textContent = fill(quiz ? W.counter_open : W.counter, { step: s + 1, steps: N });
  ui.jumpNote.hidden = true;
  ui.narration.textContent = hide ? question(D, s) : narration(D, s);
  const el = D.ids[c.el];
  if (el.startsWith("summary-")) {
    const top = Number(el.slice(8)), levels = c.depth - callInfo(st, top).depth;
    ui.inside.textContent = fill(W.inside, { id: id, levels: levels, s: levels === 1 ? "" : "s" });
    ui.inside.classList.remove("mv-blank");
  } else { ui.inside.textContent = "\u00a0"; ui.inside.classList.add("mv-blank"); }
  ui.board.innerHTML = D.boards[c.board].map((k) => D.tags[k]).join("");
  ui.caption.replaceChildren(node("b", "", fill(W.caption.call, { id: id, depth: c.depth })),
    node("div", "", D.phrases[c.caption]),
    node("div", "", D.next_of[c.player]));
  renderStack(st, s, hide);
  markLine(st, D.marks[D.lines[s]]);
  ui.guess.disabled = ui.check.disabled = !hide;
  ui.quiz.hidden = !quiz;
  st.answer.hidden = st.counts.hidden = quiz;
  st.answer.textContent = quiz ? "" : " · " + D.answer;
  st.counts.textContent = quiz ? "" : " · " + D.counts;
  ui.predict.checked = quiz;
  if (hide) { ui.verdict.textContent = ""; ui.verdict.className = "mv-verdict"; }
  ui.first.disabled = ui.prev.disabled = s === 0;
  ui.next.disabled = ui.last.disabled = s === N - 1;
  ui.over.disabled = ui.out.disabled = s === N - 1;
  tally(st);
  inView(st);  // every change written, then the boxes scrolled: the stepper is laid out once
  const focus = /** @type {HTMLButtonElement|null} */ (document.activeElement);  // a control just disabled keeps the keys here
  if (focus && focus.disabled && st.root.contains(focus)) st.root.focus({ preventScroll: true });
  if (hide && !st.timer && st.root.contains(document.activeElement)) ui.guess.focus();
}

/** Scroll the stack, the code and (following) the tree to the step shown. */
/** @param {Stepper} st */
export function inView(st) {
  st.ui.stack.scrollTop = st.ui.stack.scrollHeight;  // a deep stack: its current frame in view
  showLine(st);
  if (!st.fit) keepInView(st, currentEl(st));
}

/** @param {Stepper} st */
export function tally(st) {
  const m = st.model, r = m.get("right") || 0, w = m.get("wrong") || 0;
  st.ui.tally.textContent = fill(st.W.tally, { right: r, wrong: w, skipped: m.get("skipped") || 0 });
}
