// The one stepper front-end: the standalone page inlines it, Jupyter loads it through anywidget.
// Python (minimax_viz/lessons/stepper_data.py) sends the laid-out SVG and every step's facts
// once; from then on only the step number (and the predict-mode answers) change. This script
// looks the facts up and restyles the one SVG; it computes no rule Python already decided.
// A "model" is anywidget's (get, set, save_changes, on, off) or the page's own (pageModel).
//
// The front-end is ES modules bundled into one file by esbuild (`make bundle` writes
// stepper.bundle.js, which anywidget's _esm and the offline page both load): stepper_base.js (the
// page model, small helpers, look-ups on a stepper's state), sentences.js (every sentence built
// from the templates Python sends), stepper_view.js (the DOM and drawing one step),
// stepper_size.js (the panels' height, the tree's scale, the current call kept in view),
// veil.js (predict mode: the data unveiled, the drawing's texts put back as steps reveal them),
// near_first.js (the drawing parsed near the current call first), shared_style.js (the
// widget's and the drawing's stylesheets, once per document),
// stepper.js (controls, keys, mount and the exports). contract.js types the data (tsc --checkJs).

import { unveil } from "./veil.js";

/** @typedef {import("./contract.js").Stepper} Stepper */

const RULE_STATES = (t, r, cur) => (t < r[2] ? "future pending"
  : r[1] === cur ? (t < r[3] ? "current pending" : "current")
    : t < r[3] ? "stack pending" : "done") + (t < r[4] ? " unsettled" : "");

/** Every drawn element's class attribute at step ``s`` (``hide``: a return step whose score
 * is still hidden; ``quiz``: predict mode, where the secret classes join at their earned
 * step), from the rules Python sends: Layout.classes_at evaluates the same table
 * (tests/test_frontend_js.py checks they agree on every step).
 * @param {import("./contract.js").StepperData} D @param {number} s @param {boolean} hide
 * @param {boolean} [quiz] */
export function classesAt(D, s, hide, quiz) {
  const t = hide ? s - 1 : s, current = D.calls.element[Math.abs(D.events[s]) - 1];
  return D.rules.map((r) => (quiz && t < r[5] ? D.plain : D.static)[r[0]] + " "
    + RULE_STATES(t, r, current));
}

export function node(tag, cls, text) {
  const el = document.createElement(tag);
  if (cls) el.className = cls;
  if (text !== undefined) el.textContent = text;
  return el;
}

export function download(name, blob) {
  const a = node("a");
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/** A prediction or a score as an exact fraction [numerator, denominator] of BigInts (null:
 *  not a number): whole, decimal ("7.5", ".5") or a fraction ("5/3"), signed with +, - or the
 *  Unicode minus. Python's words.read_prediction reads the same texts to the same values
 *  (tests/test_frontend_js.py checks both sides agree). */
export function exactValue(v) {
  const text = String(v).trim().replace("\u2212", "-");
  let m = /^([+-]?)(\d+) *\/ *(\d+)$/.exec(text);
  if (m) {
    const den = BigInt(m[3]);
    return den === 0n ? null : [BigInt(m[1] + m[2]), den];
  }
  m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || !(m[2] || m[3])) return null;
  const decimals = m[3] || "";
  return [BigInt(m[1] + (m[2] || "0") + decimals), 10n ** BigInt(decimals.length)];
}

/** A call or step number the user gave (the jump box, the address's #step=) as a number:
 *  ASCII digits only, else null ("3abc", "-3", "+3", "3.0", " 3", "" and a missing value are
 *  none), the one way the page reads a whole number. @param {string|undefined} text
 *  @returns {number|null} */
export function wholeNumber(text) {
  return typeof text === "string" && /^[0-9]+$/.test(text) ? Number(text) : null;
}

/** Whether two exact values (exactValue's) are the same number. */
export const sameValue = (a, b) => a !== null && b !== null && a[0] * b[1] === b[0] * a[1];

/** Scroll ``box`` (only it: never the notebook around) so that ``target`` is in view. */
export function reveal(box, target) {
  const b = box.getBoundingClientRect(), at = target.getBoundingClientRect();
  if (at.top < b.top || at.bottom > b.bottom)
    box.scrollTop += at.top - b.top - box.clientHeight / 2 + at.height / 2;
}

/** A text as sent: the page's string, the widget's UTF-8 bytes (a DataView: a binary buffer
 * of the kernel's message, which neither side writes or reads as JSON).
 * @param {any} raw @returns {any} */
export const textOf = (raw) =>
  raw instanceof DataView || raw instanceof ArrayBuffer ? new TextDecoder().decode(raw) : raw;

/** The data as sent: the page's object or JSON text, the widget's UTF-8 bytes,
 * either text veiled in predict mode. @param {any} raw @returns {import("./contract.js").StepperData} */
export function readData(raw) {
  const text = textOf(raw);
  if (typeof text !== "string") return text;
  return JSON.parse(text.trimStart().startsWith("{") ? text : unveil(text.trim()));
}

/** A model for the standalone page: the same interface as anywidget's, no kernel behind it. */
export function pageModel(values) {
  const handlers = {};
  return {
    get: (k) => values[k],
    set: (k, v) => { const old = values[k]; values[k] = v;
      if (old !== v) (handlers["change:" + k] || []).forEach((f) => f()); },
    save_changes: () => {},
    on: (name, f) => { (handlers[name] = handlers[name] || []).push(f); },
    off: (name, f) => { handlers[name] = (handlers[name] || []).filter((g) => g !== f); },
  };
}

// -- look-ups on a stepper's state ``st`` (built by buildView: st.D is the data Python sent) ---
/** Whether the data says every step, or only the opening step's (a widget sends that first, and
 *  every step's after: Python's stepper_data.is_whole). @param {Stepper} st */
export const whole = (st) => st.D.said.length === st.N;
/** @param {Stepper} st */
export const callOf = (st, s) => Math.abs(st.D.events[s]);
/** Call ``id``'s facts from the columns. */
/** @param {Stepper} st */
export function callInfo(st, id) {
  const c = st.D.calls, i = id - 1;
  return { depth: c.depth[i], player: c.player[i], parent: c.parent[i], score: c.score[i],
    board: c.board[i], el: c.element[i], caption: c.caption[i] };
}
/** @param {Stepper} st */
export const predicting = (st) => !!st.model.get("predict");
/** @param {Stepper} st */
export const revealedSteps = (st) => new Set(st.model.get("revealed") || []);
/** @param {Stepper} st */
export const hidden = (st, s) => predicting(st) && st.D.events[s] < 0 && !revealedSteps(st).has(s);
/** @param {Stepper} st */
export const currentEl = (st) => st.els[callInfo(st, callOf(st, st.step)).el];

/** The stack panel's rows at step ``s``: [call, best, left(, alpha, beta)] from root to now. */
/** @param {Stepper} st */
export function stackRows(st, s, hide) {
  const D = st.D, K = D.alphabeta ? 4 : 2;  // cells a frame stores: best, left (, alpha, beta)
  const cells = (/** @type {number} */ t) => D.frames[t].flatMap((i) => D.cells[i]);
  const id = callOf(st, s), f = cells(s);
  const top = hide ? ["?", f[1]].concat(cells(st.entered[id]).slice(2, K)) : f.slice(0, K);
  const rows = [[id, ...top]];
  let k = id, a = callInfo(st, id).parent, g = hide ? cells(st.entered[id]) : f;
  while (a) {
    rows.unshift([a, ...g.slice(K, 2 * K)]);
    k = a; a = callInfo(st, a).parent; g = cells(st.entered[k]);
  }
  return rows;
}
