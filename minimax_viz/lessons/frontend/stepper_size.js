// How big the stepper's panels and its tree are: the panels' height (the whole stepper in the
// notebook's visible area), the tree's scale (fitted, or following the current call at a
// readable size) and keeping the current call in view.

/** @typedef {import("./contract.js").Stepper} Stepper */

/** The tree and side panels' height, from this to MAX_HEIGHT: the rest of what the stepper
 * may take once its controls and narration are drawn. */
const MIN_HEIGHT = 240, MAX_HEIGHT = 760;

/** Size the tree and side panels so that the whole stepper fits the notebook's visible area
 * (JupyterLab's, Notebook 7's), else the window's: on a 1280 x 800 projector with the side bar
 * open, the stepper is seen whole without scrolling. Its controls and narration keep their
 * height from step to step, so this changes only when the window or the stepper's width does.
 * (The standalone page lays itself out with CSS: page.css's rules win over this one.) */
/** @param {Stepper} st */
export function fitHeight(st) {
  const pane = st.root.closest(".jp-WindowedPanel-outer, .jp-Notebook");
  const visible = pane ? pane.clientHeight : window.innerHeight;
  const chrome = st.root.getBoundingClientRect().height - st.ui.main.getBoundingClientRect().height;
  const h = Math.round(Math.max(MIN_HEIGHT, Math.min(MAX_HEIGHT, visible - chrome - 16)));
  if (st.root.style.getPropertyValue("--mv-fit-height") !== h + "px")
    st.root.style.setProperty("--mv-fit-height", h + "px");
}

/** The smallest card text on screen, in px, never under this in the default view. */
const READABLE = 12;

/** Presentation draws the tree this much larger (actual size, follow mode's readable size). */
const PRESENT = 1.4;
/** @param {Stepper} st */
export const boost = (st) => (st.root.classList.contains("mv-present") ? PRESENT : 1);

/** The scale that fits the whole tree in the panel (at most 1.5, in presentation 1.5 x 1.4). */
/** @param {Stepper} st */
function fitScale(st) {
  const ui = st.ui, w = ui.panel.clientWidth - 4, h = ui.panel.clientHeight - 4;
  const scale = Math.min(w / st.natural.w, h / st.natural.h, 1.5 * boost(st));
  return scale > 0 ? scale : 1;
}

/** Size the tree. The default view (``st.auto``, until fit or zoom is chosen) fits the tree
 * when its card text stays readable, else follows the current call at the smallest scale
 * whose card text is readable ("follow" mode: the view scrolls with every step); in
 * presentation, readable is 1.4 times larger. */
/** @param {Stepper} st */
export function applyScale(st) {
  const ui = st.ui;
  if (st.auto) {
    const fitted = fitScale(st), readable = READABLE * boost(st) / st.smallest;
    st.fit = fitted >= readable - 1e-9;
    st.scale = st.fit ? fitted : Math.ceil(readable * 100 + 0.5) / 100;  // never a hair under
  } else if (st.fit) st.scale = fitScale(st);
  // only what changed is written: the same size or label written again would still have the
  // browser lay the tree out again (the resize observer's first call changes nothing)
  const size = [st.natural.w * st.scale + "px", st.natural.h * st.scale + "px"];
  if (String(size) !== st.svgSize) {
    st.svg.style.width = size[0]; st.svg.style.height = size[1]; st.svgSize = String(size);
  }
  ui.panel.classList.toggle("mv-fitted", st.fit);
  const label = st.fit ? st.L.actual : st.L.fit;
  if (ui.fit.textContent !== label) ui.fit.textContent = label;
}

/** @param {Stepper} st */
export function keepInView(st, target) {
  if (!target) return;
  const panel = st.ui.panel;
  const p = panel.getBoundingClientRect(), r = target.getBoundingClientRect();
  if (r.left < p.left || r.right > p.right)
    panel.scrollLeft += (r.left + r.right) / 2 - (p.left + p.right) / 2;
  if (r.top < p.top || r.bottom > p.bottom)
    panel.scrollTop += (r.top + r.bottom) / 2 - (p.top + p.bottom) / 2;
}
