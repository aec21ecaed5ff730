// The stepper's entry module (esbuild bundles from here): what the controls and keys do, mount()
// wiring a view to its model, the standalone page's mountPage(), and the exports.

import { callInfo, callOf, currentEl, download, exactValue, hidden, node, pageModel, readData,
  revealedSteps, sameValue, whole, wholeNumber } from "./stepper_base.js";
import { drawNearFirst, drawRest, drawRestAfterPaint } from "./near_first.js";
import { fill } from "./sentences.js";
import { applyScale, boost, fitHeight, keepInView } from "./stepper_size.js";
import { buildView, inView, readEarly, show, showLine, tally } from "./stepper_view.js";
import { drawingCopy, shareStyle } from "./shared_style.js";

/** @typedef {import("./contract.js").Stepper} Stepper */

/** Move to step ``s`` (the one way every control moves), counting skipped questions. */
/** @param {Stepper} st */
function go(st, s) {
  const ui = st.ui;
  s = Math.max(0, Math.min(st.N - 1, s));
  if (s > st.step && hidden(st, st.step)) {
    if (ui.require.checked) {
      ui.verdict.className = "mv-verdict wrong"; ui.verdict.textContent = st.W.must_answer;
      ui.slider.value = st.step + 1;  // the thumb stays with the step shown
      stop(st); return;
    }
    if (!st.skipped.has(st.step)) { st.skipped.add(st.step); st.model.set("skipped", st.skipped.size); }
  }
  st.model.set("step", s);
  save(st);
}

/** Send the model's changes to the kernel, once every step's data is here: until then the
 * page sends nothing (the kernel sets the data from a thread of its own, widgets.Stepper, and
 * a change the kernel's main thread takes in meanwhile could lose it). @param {Stepper} st */
function save(st) {
  if (whole(st)) st.model.save_changes();
}

/** @param {Stepper} st */
function stop(st) {
  if (st.timer) { clearInterval(st.timer); st.timer = null; }
  st.ui.play.textContent = st.L.play;
}

/** @param {Stepper} st */
function play(st) {
  if (st.timer) { stop(st); return; }
  if (st.step === st.N - 1) go(st, 0);
  st.ui.play.textContent = st.L.pause;
  const atEnd = () => st.step >= st.N - 1 || hidden(st, st.step);
  st.timer = setInterval(() => {
    if (atEnd()) { stop(st); return; }
    go(st, st.step + 1);
    if (atEnd()) stop(st);
  }, Number(st.ui.speed.value));
}

/** @param {Stepper} st */
function submit(st) {
  const ui = st.ui, W = st.W, model = st.model, step = st.step;
  if (!hidden(st, step)) return;
  const text = ui.guess.value.trim();
  const guess = new RegExp(W.prediction).test(text) ? exactValue(text) : null;
  if (guess === null) {
    ui.verdict.className = "mv-verdict wrong";
    ui.verdict.textContent = fill(W.not_a_number, { text: JSON.stringify(text) });
    return;
  }
  const score = callInfo(st, callOf(st, step)).score;
  const ok = sameValue(guess, exactValue(score));
  if (st.skipped.delete(step)) model.set("skipped", st.skipped.size);
  model.set(ok ? "right" : "wrong", (model.get(ok ? "right" : "wrong") || 0) + 1);
  model.set("revealed", Array.from(revealedSteps(st)).concat([step]));
  save(st);
  ui.guess.value = "";
  show(st, step);
  ui.verdict.className = "mv-verdict " + (ok ? "right" : "wrong");
  ui.verdict.textContent = ok ? W.right : fill(W.wrong, { score });
}

/** @param {Stepper} st */
function jump(st) {
  const ui = st.ui, last = st.D.calls.depth.length;
  const text = ui.jumpText.value.trim(), id = wholeNumber(text);
  if (id === null || id < 1 || id > last) {
    ui.jumpNote.textContent = fill(st.W.jump_bad, { text: JSON.stringify(text), last: last });
    ui.jumpNote.hidden = false;
    return;
  }
  stop(st); go(st, st.entered[id]);
  ui.jumpText.value = "";
  st.root.focus({ preventScroll: true });  // the keys step again, not type into the box
}

/** @param {Stepper} st */
function saveSvg(st) {
  drawRest(st);
  const copy = drawingCopy(st);
  copy.removeAttribute("style");
  return new XMLSerializer().serializeToString(copy);
}

/** @param {Stepper} st */
function savePng(st) {
  const img = new Image(), canvas = node("canvas");
  canvas.width = Math.ceil(st.natural.w * 2); canvas.height = Math.ceil(st.natural.h * 2);
  img.onload = () => {
    const ctx = canvas.getContext("2d");
    ctx.fillStyle = "#fff"; ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    canvas.toBlob((blob) => download(`step-${st.step + 1}.png`, blob), "image/png");
  };
  img.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(saveSvg(st));
}

/** @param {Stepper} st */
function zoom(st, by) {
  drawRest(st);
  st.auto = st.fit = false; st.scale = Math.max(0.05, Math.min(4, st.scale * by));
  applyScale(st); keepInView(st, currentEl(st));
}

/** @param {Stepper} st */
function setFit(st, on) {
  drawRest(st);
  st.auto = false; st.fit = on; if (!on) st.scale = boost(st);  // actual size (presentation: larger)
  applyScale(st); if (!on) keepInView(st, currentEl(st));
}

const STEP_KEYS = ["ArrowLeft", "ArrowRight", "Home", "End"];

/** Iterative deepening: the step where the next iteration starts (``dir`` 1), or where this
 * one started, else the one before (``dir`` -1); the current step when there is none. */
/** @param {Stepper} st */
function iterationStep(st, dir) {
  const starts = (st.D.iterations || []).map((id) => st.entered[id]);
  const found = dir > 0 ? starts.find((s) => s > st.step) : starts.filter((s) => s < st.step).pop();
  return found === undefined ? st.step : found;
}

/** What each key does (the root's keydown handler looks them up). */
/** @param {Stepper} st */
function keyActions(st) {
  const ui = st.ui, toggle = (box) => { box.checked = !box.checked; box.dispatchEvent(new Event("change")); };
  return { ArrowRight: () => go(st, st.step + 1), ArrowLeft: () => go(st, st.step - 1), Home: () => go(st, 0),
    End: () => go(st, st.N - 1), o: () => go(st, st.D.over[st.step]), u: () => go(st, st.D.out[st.step]),
    g: () => ui.jumpText.focus(), f: () => setFit(st, !st.fit), "+": () => zoom(st, 1.25),
    "=": () => zoom(st, 1.25), "-": () => zoom(st, 0.8), b: () => toggle(ui.pv), p: () => toggle(ui.present),
    i: () => go(st, iterationStep(st, 1)), I: () => go(st, iterationStep(st, -1)), " ": () => play(st) };
}

/** @param {Stepper} st */
function onKey(st, e, anywhere) {
  if (e.altKey || e.ctrlKey || e.metaKey) return;
  const t = e.target;
  if (!anywhere && t && (t.tagName === "INPUT" && t.type !== "range" && t.type !== "checkbox"
    || t.tagName === "SELECT")) return;
  const f = st.keys[e.key];
  if (!f) return;
  e.preventDefault(); e.stopPropagation();
  if (e.key !== " ") stop(st);
  f();
}

/** Wire every control, the tree panel's zoom and drag, and the keys to ``st``. */
/** @param {Stepper} st */
function bindControls(st) {
  const ui = st.ui, model = st.model, root = st.root;
  const on = (target, type, f) => target.addEventListener(type, f);
  const moveTo = (to) => () => { stop(st); go(st, to()); };
  on(ui.first, "click", moveTo(() => 0));
  on(ui.prev, "click", moveTo(() => st.step - 1));
  on(ui.next, "click", moveTo(() => st.step + 1));
  on(ui.last, "click", moveTo(() => st.N - 1));
  on(ui.over, "click", moveTo(() => st.D.over[st.step]));
  on(ui.out, "click", moveTo(() => st.D.out[st.step]));
  on(ui.jump, "click", () => jump(st));
  on(ui.play, "click", () => play(st));
  on(ui.slider, "input", moveTo(() => Number(ui.slider.value) - 1));
  on(ui.check, "click", () => submit(st));
  on(ui.guess, "keydown", (e) => {  // Enter submits; an empty field lets the step keys through
    if (e.key === "Enter") { e.preventDefault(); submit(st); }
    else if (!ui.guess.value && STEP_KEYS.includes(e.key)) { onKey(st, e, true); }
    e.stopPropagation();
  });
  on(ui.jumpText, "keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); jump(st); } e.stopPropagation(); });
  on(ui.predict, "change", () => { stop(st); model.set("predict", ui.predict.checked); save(st); });
  on(ui.present, "change", () => {  // the tree grows (or shrinks back) with the text
    const before = boost(st);
    root.classList.toggle("mv-present", ui.present.checked);
    if (!st.auto && !st.fit) st.scale *= boost(st) / before;  // zoomed by hand: as much larger
    applyScale(st); if (!st.fit) keepInView(st, currentEl(st)); showLine(st); });
  on(ui.jumpText, "input", () => { ui.jumpNote.hidden = true; });
  on(ui.pv, "change", () => root.classList.toggle("mv-pv-only", ui.pv.checked));
  on(ui.fit, "click", () => setFit(st, !st.fit));
  on(ui.zoomIn, "click", () => zoom(st, 1.25));
  on(ui.zoomOut, "click", () => zoom(st, 0.8));
  on(ui.svgOut, "click", () => download(`step-${st.step + 1}.svg`, new Blob([saveSvg(st)], { type: "image/svg+xml" })));
  on(ui.pngOut, "click", () => savePng(st));
  on(ui.panel, "wheel", (e) => { if (e.ctrlKey) { e.preventDefault(); zoom(st, e.deltaY < 0 ? 1.1 : 0.9); } });
  on(ui.panel, "pointerdown", (e) => { drawRest(st); st.drag = { x: e.clientX, y: e.clientY, l: ui.panel.scrollLeft, t: ui.panel.scrollTop }; });
  on(ui.panel, "pointermove", (e) => { const drag = st.drag; if (!drag || !e.buttons) return;
    ui.panel.scrollLeft = drag.l - (e.clientX - drag.x); ui.panel.scrollTop = drag.t - (e.clientY - drag.y); });
  on(ui.panel, "pointerup", () => { st.drag = null; });
  st.keys = keyActions(st);
  on(root, "keydown", (e) => onKey(st, e, false));
}

/** Build the stepper inside ``el``; returns a function that takes it down. */
export function mount(el, model) {
  const st = buildView(el, model);
  bindControls(st);
  // a move asked for before every step's data is here waits in the model's step
  const onStep = () => { drawRest(st); if (whole(st)) show(st, model.get("step")); };
  const onData = () => {
    st.D = readData(model.get("data"));
    if (!whole(st)) return;
    st.root.removeAttribute("aria-busy");
    drawRest(st);
    show(st, model.get("step"));
    model.save_changes();  // what the page kept meanwhile (save)
  };
  const onError = () => {  // every step's data failed in the kernel: said, and no longer busy
    if (!model.get("error")) return;
    st.root.removeAttribute("aria-busy");
    st.ui.narration.textContent = model.get("error");
  };
  const onReveal = () => show(st, st.step);
  const onTally = () => tally(st);
  model.on("change:step", onStep);
  model.on("change:data", onData);
  model.on("change:error", onError);
  model.on("change:predict", onReveal);
  model.on("change:revealed", onReveal);
  model.on("change:right", onTally);
  model.on("change:wrong", onTally);
  // the first step's texts and controls drawn first: the panels' height is what they leave
  // (fitHeight), read once; the tree is sized before it joins the page, so its texts are laid
  // out once, at the scale shown; the panels' size is read while the tree panel is empty
  // (their size is theirs, not the tree's); its near part drawn with the step's classes
  const first = whole(st) ? Math.max(0, Math.min(st.N - 1, model.get("step") || 0)) : 0;
  const place = () => {
    st.placed = true;
    fitHeight(st);
    applyScale(st);
    const panel = st.ui.panel, view = { w: panel.clientWidth, h: panel.clientHeight };
    drawNearFirst(st, callInfo(st, callOf(st, st.step)).el, view);
    panel.appendChild(st.svg);
    inView(st);
    drawRestAfterPaint(st);
  };
  // placed once the stepper has a size: at once if it is shown, else when the page first lays
  // it out (a notebook may render it before its output is in the page), before that paint
  const resize = new ResizeObserver(() => {
    if (!st.placed) { if (st.root.offsetWidth) place(); return; }
    fitHeight(st);
    if (st.fit || st.auto) applyScale(st);
    if (!st.fit) keepInView(st, currentEl(st));
    showLine(st);
  });
  const onWindow = () => fitHeight(st);  // the notebook's visible area follows the window
  window.addEventListener("resize", onWindow);
  show(st, first);
  onError();  // failed before this view was made
  if (st.root.isConnected && st.root.offsetWidth) place();
  resize.observe(st.ui.panel);
  resize.observe(st.root);  // its width (the layout stacks) or presentation's larger text
  return () => {
    stop(st); resize.disconnect(); window.removeEventListener("resize", onWindow);
    clearTimeout(st.laterTimer); st.later = [];
    model.off("change:step", onStep); model.off("change:data", onData);
    model.off("change:error", onError);
    model.off("change:predict", onReveal);
    model.off("change:revealed", onReveal); model.off("change:right", onTally);
    model.off("change:wrong", onTally);
    st.root.remove();
  };
}

/** The standalone page: data from its JSON script (veiled in predict mode), the drawing's SVG
 * text from its own script (parsed by the stepper, the near part first: near_first.js), the
 * step kept in the address (#step=12). @param {HTMLElement} el @param {string} raw
 * @param {string} tree the SVG's text */
export function mountPage(el, raw, tree) {
  const data = readData(raw);
  const params = () => {
    const out = {};
    location.hash.replace(/^#/, "").split("&").forEach((part) => {
      const kv = part.split("="); if (kv[0]) out[kv[0]] = kv.length > 1 ? kv[1] : ""; });
    return out;
  };
  const p = params(), wanted = wholeNumber(p.step);  // "#step=3abc": no step, the first
  const clamp = (s) => Math.max(0, Math.min(data.events.length - 1, s));
  const model = pageModel({ data: data, svg: tree, step: wanted === null ? 0 : clamp(wanted - 1),
    predict: "predict" in p || /(^|[?&])predict(=|&|$)/.test(location.search) || (data.predict && !("step" in p)),
    revealed: [], right: 0, wrong: 0, skipped: 0 });
  let own = null;
  const write = () => {
    const hash = "#step=" + (model.get("step") + 1) + (model.get("predict") ? "&predict" : "");
    if (location.hash === hash) return;
    try { history.replaceState(null, "", hash); } catch (e) { own = hash; location.hash = hash; }
  };
  model.on("change:step", write);
  model.on("change:predict", write);
  el.replaceChildren();
  mount(el, model);
  write();
  const root = el.querySelector(".mv-stepper");
  document.addEventListener("keydown", (e) => {
    if (e.target === document.body || e.target === document.documentElement) root.dispatchEvent(
      new KeyboardEvent("keydown", { key: e.key, bubbles: true, cancelable: true }));
  });
  window.addEventListener("hashchange", () => {
    if (location.hash === own) { own = null; return; }
    const q = params(), s = wholeNumber(q.step);
    model.set("predict", "predict" in q);
    if (s !== null) model.set("step", clamp(s - 1));
  });
  return model;
}

export { pageModel };
/** anywidget's entry: a model's data and drawing read as they arrive (readEarly); the
 * stepper's stylesheet (the model's ``css``) in the document once, then the stepper. */
export default { initialize: ({ model }) => readEarly(model),
  render: ({ model, el }) => { shareStyle(model.get("css")); return mount(el, model); } };
