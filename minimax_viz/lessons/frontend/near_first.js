// A big tree drawn near the current call first. Laying out a tree's thousands of SVG texts is
// most of its first display, and in follow mode the panel shows a few cards of it: the cards
// and edges more than a panel away wait outside the document (an empty comment keeps each one's
// place; display="none" would not do: Chromium styles and lays out a hidden SVG subtree all the
// same) until the stepper has been painted, then come back a batch a task, nearest first, so
// the page stays responsive. Anything that moves the view (a step, zoom, fit, a drag, saving the
// drawing) draws the rest at once. The classes of a waiting element are kept up to date; the
// panel is aria-busy until the whole tree is in it.

/** @typedef {import("./contract.js").Stepper} Stepper */

/** Elements drawn back per task once the stepper shows (each is a few texts to lay out). */
const BATCH = 60;

/** How far from the current call, in panels, the first paint draws. */
const REACH = 1.5;

/** The box [left, top, right, bottom] of a drawn element in the drawing's units, read from
 * its first shape's coordinates (Graphviz writes them all out: no layout is needed); null
 * when it has none to read.
 * @param {Element} el @returns {number[]|null} */
export function shapeBox(el) {
  const shape = el.querySelector("polygon, polyline, path, ellipse");
  if (!shape) return null;
  if (shape.tagName === "ellipse") {
    const at = (name) => parseFloat(shape.getAttribute(name));
    return [at("cx") - at("rx"), at("cy") - at("ry"), at("cx") + at("rx"), at("cy") + at("ry")];
  }
  const values = (shape.getAttribute("points") || shape.getAttribute("d") || "")
    .match(/-?\d*\.?\d+(?:e-?\d+)?/gi);
  if (!values || values.length < 2) return null;
  const box = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i + 1 < values.length; i += 2) {
    const x = Number(values[i]), y = Number(values[i + 1]);
    box[0] = Math.min(box[0], x); box[1] = Math.min(box[1], y);
    box[2] = Math.max(box[2], x); box[3] = Math.max(box[3], y);
  }
  return box.every(Number.isFinite) ? box : null;
}

/** Take out the elements more than REACH panels (``view``, in px) from ``current``, each
 * with the comment that keeps its place, nearest first in ``st.later``: the first paint lays
 * out only what the panel can show. Nothing waits when the whole tree is fitted in the panel.
 * @param {Stepper} st @param {Element} current @param {{w: number, h: number}} view */
export function drawNearFirst(st, current, view) {
  st.later = [];
  const here = !st.fit && current && shapeBox(current);
  if (!here) return;
  const k = st.scale * 4 / 3;  // px per unit of the drawing (a point)
  const w = view.w / k, h = view.h / k, x = (here[0] + here[2]) / 2, y = (here[1] + here[3]) / 2;
  const far = [];
  st.els.forEach((g) => {
    const box = g && shapeBox(g);
    if (!box) return;
    const dx = Math.max(box[0] - x, x - box[2], 0) / w, dy = Math.max(box[1] - y, y - box[3], 0) / h;
    if (dx > REACH || dy > REACH) far.push({ g, away: Math.hypot(dx, dy) });
  });
  far.sort((a, b) => a.away - b.away);
  st.later = far.map(({ g }) => {
    const place = document.createComment("");
    g.replaceWith(place);
    return { g, place };
  });
  if (st.later.length) st.ui.panel.setAttribute("aria-busy", "true");
}

/** Once the stepper has been painted, draw the waiting elements back a batch a frame (one
 * after each paint: batches run back to back would make one long frame again). */
/** @param {Stepper} st */
export function drawRestAfterPaint(st) {
  const afterPaint = () => requestAnimationFrame(() => { st.laterTimer = setTimeout(next, 0); });
  const next = () => { drawRest(st, BATCH); if (st.later.length) afterPaint(); };
  if (st.later.length) afterPaint();
}

/** Draw back ``count`` waiting elements (all of them by default), nearest first. */
/** @param {Stepper} st */
export function drawRest(st, count = Infinity) {
  if (!st.later || !st.later.length) return;
  st.later.splice(0, count).forEach(({ g, place }) => place.replaceWith(g));
  if (!st.later.length) st.ui.panel.removeAttribute("aria-busy");
}
