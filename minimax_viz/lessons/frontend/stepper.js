// The one stepper front-end: the standalone page inlines it, Jupyter loads it through anywidget.
// Python (minimax_viz/lessons/stepper_data.py) sends the laid-out SVG and every step's facts
// once; from then on only the step number (and the predict-mode answers) change. This script
// looks the facts up and restyles the one SVG; it computes no rule Python already decided.
// A "model" is anywidget's (get, set, save_changes, on, off) or the page's own (pageModel).

const RULE_STATES = (t, r, cur) => (t < r[2] ? "future pending"
  : r[1] === cur ? (t < r[3] ? "current pending" : "current")
    : t < r[3] ? "stack pending" : "done") + (t < r[4] ? " unsettled" : "");

function node(tag, cls, text) {
  const el = document.createElement(tag);
  if (cls) el.className = cls;
  if (text !== undefined) el.textContent = text;
  return el;
}

function say(template, values) {
  return template.replace(/\{(\w+)\}/g, (m, k) => String(values[k]));
}

function download(name, blob) {
  const a = node("a");
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
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

/** Build the stepper inside ``el``; returns a function that takes it down. */
export function mount(el, model) {
  const D = model.get("data"), W = D.words, L = W.labels, N = D.events.length;
  const root = node("div", "mv-stepper");
  root.tabIndex = 0;
  root.setAttribute("data-lm-suppress-shortcuts", "true");  // JupyterLab: our keys are ours
  el.appendChild(root);

  // -- the header: title, facts, answer, whose point of view -------------------------------
  const head = node("header", "mv-head");
  head.appendChild(node("h2", "mv-title", D.title));
  const facts = node("p", "mv-summary", D.facts);
  const answer = node("span", "mv-answer", " · " + D.answer);
  facts.appendChild(answer);
  head.appendChild(facts);
  head.appendChild(node("p", "mv-pov", D.pov));
  root.appendChild(head);

  // -- controls ---------------------------------------------------------------------------
  const bar = node("div", "mv-controls");
  const tools = node("div", "mv-controls mv-tools");
  const button = (where, name, tip) => {
    const b = node("button", "mv-" + name, L[name]);
    b.type = "button"; b.title = tip; where.appendChild(b); return b;
  };
  const check = (where, name) => {
    const label = node("label", "mv-" + name), box = node("input");
    box.type = "checkbox"; label.appendChild(box); label.appendChild(document.createTextNode(" " + L[name]));
    where.appendChild(label); return box;
  };
  const ui = {
    first: button(bar, "first", "first step (Home)"), prev: button(bar, "prev", "previous step (←)"),
    play: button(bar, "play", "play / pause (space)"), next: button(bar, "next", "next step (→)"),
    last: button(bar, "last", "last step (End)"),
  };
  ui.slider = node("input", "mv-slider");
  Object.assign(ui.slider, { type: "range", min: 1, max: N, value: 1, step: 1 });
  ui.slider.setAttribute("aria-label", "step");
  bar.appendChild(ui.slider);
  ui.counter = node("span", "mv-counter");
  ui.counter.setAttribute("aria-live", "polite");
  bar.appendChild(ui.counter);
  const speedLabel = node("label", "mv-speed-label", L.speed + " ");
  ui.speed = node("select", "mv-speed");
  [["1500", "slow"], ["800", "normal"], ["350", "fast"], ["100", "faster"], ["50", "fastest"]]
    .forEach(([v, t]) => { const o = node("option", "", t); o.value = v; ui.speed.appendChild(o); });
  ui.speed.value = "800";
  speedLabel.appendChild(ui.speed);
  bar.appendChild(speedLabel);
  ui.over = button(tools, "over", "step over this call's subtree (o)");
  ui.out = button(tools, "out", "step out to the caller's return (u)");
  ui.jumpText = node("input", "mv-jump-text");
  Object.assign(ui.jumpText, { type: "text", inputMode: "numeric", placeholder: "call #", size: 6 });
  ui.jumpText.setAttribute("aria-label", "call number");
  tools.appendChild(ui.jumpText);
  ui.jump = button(tools, "jump", "go to the call typed (g)");
  ui.fit = button(tools, "actual", "fit the tree to the panel / actual size (f)");
  ui.zoomOut = button(tools, "zoom_out", "zoom out (-)");
  ui.zoomIn = button(tools, "zoom_in", "zoom in (+)");
  ui.pv = check(tools, "pv");
  ui.svgOut = button(tools, "svg", "save this step's tree as SVG");
  ui.pngOut = button(tools, "png", "save this step's tree as PNG");
  ui.present = check(tools, "present");
  ui.predict = check(tools, "predict");
  ui.require = check(tools, "require");
  root.appendChild(bar);
  root.appendChild(tools);

  ui.narration = node("div", "mv-narration");
  ui.narration.setAttribute("aria-live", "polite");
  root.appendChild(ui.narration);
  ui.inside = node("div", "mv-inside");
  root.appendChild(ui.inside);
  ui.quiz = node("div", "mv-quiz");
  ui.guess = node("input", "mv-guess");
  Object.assign(ui.guess, { type: "text", inputMode: "numeric", autocomplete: "off",
    placeholder: L.guess });
  ui.guess.setAttribute("aria-label", L.guess);
  ui.quiz.appendChild(ui.guess);
  ui.check = button(ui.quiz, "check", "check your prediction (Enter)");
  ui.verdict = node("span", "mv-verdict");
  ui.tally = node("span", "mv-tally");
  ui.quiz.appendChild(ui.verdict);
  ui.quiz.appendChild(ui.tally);
  root.appendChild(ui.quiz);

  // -- the tree and the side panels ----------------------------------------------------
  const main = node("div", "mv-main");
  const treeBox = node("section", "mv-tree-box");
  treeBox.setAttribute("aria-label", "call tree");
  ui.panel = node("div", "mv-tree-panel");
  ui.panel.innerHTML = model.get("svg");
  treeBox.appendChild(ui.panel);
  const side = node("aside", "mv-side");
  const boardCard = node("div", "mv-card mv-board-card");
  ui.board = node("div", "mv-board");
  ui.caption = node("div", "mv-caption");
  boardCard.appendChild(ui.board);
  boardCard.appendChild(ui.caption);
  ui.stack = node("div", "mv-card mv-stack-card");
  const code = node("div", "mv-card mv-code");
  code.appendChild(node("div", "mv-code-head", W.code));
  ui.source = node("div", "mv-source");
  code.appendChild(ui.source);
  side.appendChild(boardCard);
  side.appendChild(ui.stack);
  side.appendChild(code);
  main.appendChild(treeBox);
  main.appendChild(side);
  root.appendChild(main);
  root.appendChild(node("p", "mv-keys", L.keys));

  const svg = ui.panel.querySelector("svg");
  const byId = {};
  ui.panel.querySelectorAll("g[id]").forEach((g) => { byId[g.id] = g; });
  const els = D.ids.map((id) => byId[id]);
  const shownClass = new Array(els.length);
  const natural = { w: parseFloat(svg.getAttribute("width")) * 4 / 3,
    h: parseFloat(svg.getAttribute("height")) * 4 / 3 };
  const srcLines = D.source.map((line) => {
    const div = node("div", "mv-src", "  " + (line || " "));
    ui.source.appendChild(div);
    return div;
  });
  const entered = new Array(D.calls.length + 1);
  D.events.forEach((e, s) => { if (e > 0) entered[e] = s; });

  let step = -1, timer = null, fit = true, scale = 1, marked = [];
  const skipped = new Set();
  const callOf = (s) => Math.abs(D.events[s]);
  const call = (id) => { const c = D.calls[id - 1];
    return { depth: c[0], player: c[1], parent: c[2], score: c[3], board: c[4], el: c[5] }; };
  const predict = () => !!model.get("predict");
  const revealed = () => new Set(model.get("revealed") || []);
  const hidden = (s) => predict() && D.events[s] < 0 && !revealed().has(s);
  const signed = (v) => (v > 0 ? "+" + v : String(v));

  const K = D.alphabeta ? 4 : 2;  // cells a frame stores: best, left (, alpha, beta)
  function stackRows(s, hide) {
    const id = callOf(s), f = D.frames[s];
    const top = hide ? ["?", f[1]].concat(D.frames[entered[id]].slice(2, K)) : f.slice(0, K);
    const rows = [[id].concat(top)];
    let k = id, a = call(id).parent, g = hide ? D.frames[entered[id]] : f;
    while (a) {
      rows.unshift([a].concat(g.slice(K, 2 * K)));
      k = a; a = call(a).parent; g = D.frames[entered[k]];
    }
    return rows;
  }

  function renderStack(s, hide) {
    const table = node("table", "mv-stack");
    table.appendChild(node("caption", "", W.stack));
    const heads = W.headings.concat(D.alphabeta ? W.window : []);
    const tr = node("tr");
    heads.forEach((h) => tr.appendChild(node("th", "", h)));
    table.appendChild(tr);
    const rows = stackRows(s, hide);
    rows.forEach((r, i) => {
      const c = call(r[0]), row = node("tr", i === rows.length - 1 ? "mv-current" : "");
      const cells = ["call " + r[0], c.depth,
        c.player + " " + D.role_of[c.player], r[1], r[2]];
      if (D.alphabeta) cells.push(r[3], r[4]);
      cells.forEach((v) => row.appendChild(node("td", "", String(v))));
      table.appendChild(row);
    });
    ui.stack.replaceChildren(table);
  }

  function markLine(pair) {
    marked.forEach((j) => { srcLines[j].className = "mv-src";
      srcLines[j].textContent = "  " + (D.source[j] || " "); });
    const [i, caller] = pair;
    if (caller >= 0) { srcLines[caller].className = "mv-src mv-line-caller";
      srcLines[caller].textContent = "\u21B3 " + D.source[caller]; }
    srcLines[i].className = "mv-src mv-line-now";
    srcLines[i].textContent = "\u25B6 " + D.source[i];
    marked = caller >= 0 ? [i, caller] : [i];
    reveal(ui.source, srcLines[i]);
    reveal(side, srcLines[i]);
  }

  /** Scroll ``box`` (only it: never the notebook around) so that ``target`` is in view. */
  function reveal(box, target) {
    const b = box.getBoundingClientRect(), at = target.getBoundingClientRect();
    if (at.top < b.top || at.bottom > b.bottom)
      box.scrollTop += at.top - b.top - box.clientHeight / 2 + at.height / 2;
  }

  function applyScale() {
    if (fit) {
      const w = ui.panel.clientWidth - 4, h = ui.panel.clientHeight - 4;
      scale = Math.min(w / natural.w, h / natural.h, 1.5);
      if (!(scale > 0)) scale = 1;
    }
    svg.style.width = natural.w * scale + "px";
    svg.style.height = natural.h * scale + "px";
    ui.panel.classList.toggle("mv-fitted", fit);
    ui.fit.textContent = fit ? L.actual : L.fit;
  }

  function keepInView(target) {
    if (!target) return;
    const p = ui.panel.getBoundingClientRect(), r = target.getBoundingClientRect();
    if (r.left < p.left || r.right > p.right)
      ui.panel.scrollLeft += (r.left + r.right) / 2 - (p.left + p.right) / 2;
    if (r.top < p.top || r.bottom > p.bottom)
      ui.panel.scrollTop += (r.top + r.bottom) / 2 - (p.top + p.bottom) / 2;
  }

  function show(s) {
    s = Math.max(0, Math.min(N - 1, s));
    step = s;
    const hide = hidden(s), id = callOf(s), c = call(id);
    const t = hide ? s - 1 : s;
    for (let i = 0; i < els.length; i++) {
      const value = D.static[D.rules[i][0]] + " " + RULE_STATES(t, D.rules[i], c.el);
      if (els[i] && shownClass[i] !== value) { els[i].setAttribute("class", value); shownClass[i] = value; }
    }
    ui.slider.value = s + 1;
    ui.counter.textContent = say(W.counter, { step: s + 1, steps: N });
    ui.narration.textContent = hide ? D.questions[s] : D.narration[s];
    const el = D.ids[c.el];
    if (el.startsWith("summary-")) {
      const top = Number(el.slice(8)), levels = c.depth - call(top).depth;
      ui.inside.textContent = say(W.inside, { id: id, levels: levels, s: levels === 1 ? "" : "s" });
      ui.inside.hidden = false;
    } else ui.inside.hidden = true;
    ui.board.innerHTML = D.boards[c.board].map((k) => D.tags[k]).join("");
    ui.caption.replaceChildren(node("b", "", say(W.caption[0], { id: id, depth: c.depth })),
      node("div", "", D.moves[id - 1]),
      node("div", "", say(W.caption[3], { player: c.player,
        role: D.role_of[c.player] })));
    renderStack(s, hide);
    markLine(D.lines[s]);
    ui.guess.disabled = ui.check.disabled = !hide;
    ui.quiz.hidden = !predict();
    answer.hidden = predict();
    ui.predict.checked = predict();
    if (hide) { ui.verdict.textContent = ""; ui.verdict.className = "mv-verdict"; }
    ui.first.disabled = ui.prev.disabled = s === 0;
    ui.next.disabled = ui.last.disabled = s === N - 1;
    ui.over.disabled = ui.out.disabled = s === N - 1;
    tally();
    const focus = document.activeElement;  // a control just disabled keeps the keys here
    if (focus && focus.disabled && root.contains(focus)) root.focus({ preventScroll: true });
    if (!fit) keepInView(els[c.el]);
    if (hide && !timer && root.contains(document.activeElement)) ui.guess.focus();
  }

  function tally() {
    const r = model.get("right") || 0, w = model.get("wrong") || 0;
    ui.tally.textContent = say(W.tally, { right: r, wrong: w, skipped: model.get("skipped") || 0 });
  }

  /** Move to step ``s`` (the one way every control moves), counting skipped questions. */
  function go(s) {
    s = Math.max(0, Math.min(N - 1, s));
    if (s > step && hidden(step)) {
      if (ui.require.checked) {
        ui.verdict.className = "mv-verdict wrong"; ui.verdict.textContent = W.must_answer;
        stop(); return;
      }
      if (!skipped.has(step)) { skipped.add(step); model.set("skipped", skipped.size); }
    }
    model.set("step", s);
    model.save_changes();
  }

  function stop() {
    if (timer) { clearInterval(timer); timer = null; }
    ui.play.textContent = L.play;
  }
  function play() {
    if (timer) { stop(); return; }
    if (step === N - 1) go(0);
    ui.play.textContent = L.pause;
    timer = setInterval(() => {
      if (step >= N - 1 || hidden(step)) { stop(); return; }
      go(step + 1);
      if (step >= N - 1 || hidden(step)) stop();
    }, Number(ui.speed.value));
  }

  function submit() {
    if (!hidden(step)) return;
    const text = ui.guess.value.trim();
    if (!/^[+-]?\d+$/.test(text)) {
      ui.verdict.className = "mv-verdict wrong";
      ui.verdict.textContent = say(W.not_a_number, { text: JSON.stringify(text) });
      return;
    }
    const score = call(callOf(step)).score, ok = parseInt(text, 10) === score;
    if (skipped.delete(step)) model.set("skipped", skipped.size);
    model.set(ok ? "right" : "wrong", (model.get(ok ? "right" : "wrong") || 0) + 1);
    model.set("revealed", Array.from(revealed()).concat([step]));
    model.save_changes();
    ui.guess.value = "";
    show(step);
    ui.verdict.className = "mv-verdict " + (ok ? "right" : "wrong");
    ui.verdict.textContent = ok ? W.right : say(W.wrong, { score: signed(score) });
  }

  function jump() {
    const text = ui.jumpText.value.trim(), id = Number(text);
    if (!/^\d+$/.test(text) || id < 1 || id > D.calls.length) {
      ui.verdict.className = "mv-verdict wrong";
      ui.verdict.textContent = say(W.jump_bad, { text: JSON.stringify(text), last: D.calls.length });
      ui.quiz.hidden = false;
      return;
    }
    stop(); go(entered[id]);
  }

  function saveSvg() {
    const copy = svg.cloneNode(true);
    copy.removeAttribute("style");
    return new XMLSerializer().serializeToString(copy);
  }
  function savePng() {
    const img = new Image(), canvas = node("canvas");
    canvas.width = Math.ceil(natural.w * 2); canvas.height = Math.ceil(natural.h * 2);
    img.onload = () => {
      const ctx = canvas.getContext("2d");
      ctx.fillStyle = "#fff"; ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
      canvas.toBlob((blob) => download(`step-${step + 1}.png`, blob), "image/png");
    };
    img.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(saveSvg());
  }
  function zoom(by) { fit = false; scale = Math.max(0.05, Math.min(4, scale * by)); applyScale(); keepInView(els[call(callOf(step)).el]); }
  function setFit(on) { fit = on; if (!on) scale = 1; applyScale(); if (!on) keepInView(els[call(callOf(step)).el]); }

  const on = (target, type, f) => target.addEventListener(type, f);
  on(ui.first, "click", () => { stop(); go(0); });
  on(ui.prev, "click", () => { stop(); go(step - 1); });
  on(ui.next, "click", () => { stop(); go(step + 1); });
  on(ui.last, "click", () => { stop(); go(N - 1); });
  on(ui.over, "click", () => { stop(); go(D.over[step]); });
  on(ui.out, "click", () => { stop(); go(D.out[step]); });
  on(ui.jump, "click", jump);
  on(ui.play, "click", play);
  on(ui.slider, "input", () => { stop(); go(Number(ui.slider.value) - 1); });
  on(ui.check, "click", submit);
  const STEP_KEYS = ["ArrowLeft", "ArrowRight", "Home", "End"];
  on(ui.guess, "keydown", (e) => {  // Enter submits; an empty field lets the step keys through
    if (e.key === "Enter") { e.preventDefault(); submit(); }
    else if (!ui.guess.value && STEP_KEYS.includes(e.key)) { onKey(e, true); }
    e.stopPropagation();
  });
  on(ui.jumpText, "keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); jump(); } e.stopPropagation(); });
  on(ui.predict, "change", () => { stop(); model.set("predict", ui.predict.checked); model.save_changes(); });
  on(ui.present, "change", () => { root.classList.toggle("mv-present", ui.present.checked); applyScale(); });
  on(ui.pv, "change", () => root.classList.toggle("mv-pv-only", ui.pv.checked));
  on(ui.fit, "click", () => setFit(!fit));
  on(ui.zoomIn, "click", () => zoom(1.25));
  on(ui.zoomOut, "click", () => zoom(0.8));
  on(ui.svgOut, "click", () => download(`step-${step + 1}.svg`, new Blob([saveSvg()], { type: "image/svg+xml" })));
  on(ui.pngOut, "click", savePng);
  on(ui.panel, "wheel", (e) => { if (e.ctrlKey) { e.preventDefault(); zoom(e.deltaY < 0 ? 1.1 : 0.9); } });
  let drag = null;
  on(ui.panel, "pointerdown", (e) => { drag = { x: e.clientX, y: e.clientY, l: ui.panel.scrollLeft, t: ui.panel.scrollTop }; });
  on(ui.panel, "pointermove", (e) => { if (!drag || !e.buttons) return;
    ui.panel.scrollLeft = drag.l - (e.clientX - drag.x); ui.panel.scrollTop = drag.t - (e.clientY - drag.y); });
  on(ui.panel, "pointerup", () => { drag = null; });

  const KEYS = { ArrowRight: () => go(step + 1), ArrowLeft: () => go(step - 1), Home: () => go(0),
    End: () => go(N - 1), o: () => go(D.over[step]), u: () => go(D.out[step]),
    g: () => ui.jumpText.focus(), f: () => setFit(!fit), "+": () => zoom(1.25), "=": () => zoom(1.25),
    "-": () => zoom(0.8), b: () => { ui.pv.checked = !ui.pv.checked; ui.pv.dispatchEvent(new Event("change")); },
    p: () => { ui.present.checked = !ui.present.checked; ui.present.dispatchEvent(new Event("change")); },
    " ": () => play() };
  function onKey(e, anywhere) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const t = e.target;
    if (!anywhere && t && (t.tagName === "INPUT" && t.type !== "range" && t.type !== "checkbox"
      || t.tagName === "SELECT")) return;
    const f = KEYS[e.key];
    if (!f) return;
    e.preventDefault(); e.stopPropagation();
    if (e.key !== " ") stop();
    f();
  }
  on(root, "keydown", (e) => onKey(e, false));

  const onStep = () => show(model.get("step"));
  const onReveal = () => show(step);
  model.on("change:step", onStep);
  model.on("change:predict", onReveal);
  model.on("change:revealed", onReveal);
  model.on("change:right", tally);
  model.on("change:wrong", tally);
  const resize = new ResizeObserver(() => { if (fit) applyScale(); });
  resize.observe(ui.panel);
  applyScale();
  show(model.get("step") || 0);
  return () => {
    stop(); resize.disconnect();
    model.off("change:step", onStep); model.off("change:predict", onReveal);
    model.off("change:revealed", onReveal); model.off("change:right", tally);
    model.off("change:wrong", tally);
    root.remove();
  };
}

/** The standalone page: data from its JSON script, the step kept in the address (#step=12). */
export function mountPage(el, data, svgText) {
  const params = () => {
    const out = {};
    location.hash.replace(/^#/, "").split("&").forEach((part) => {
      const kv = part.split("="); if (kv[0]) out[kv[0]] = kv.length > 1 ? kv[1] : ""; });
    return out;
  };
  const p = params(), wanted = parseInt(p.step, 10);
  const clamp = (s) => Math.max(0, Math.min(data.events.length - 1, s));
  const model = pageModel({ data: data, svg: svgText, step: isNaN(wanted) ? 0 : clamp(wanted - 1),
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
    const q = params(), s = parseInt(q.step, 10);
    model.set("predict", "predict" in q);
    if (!isNaN(s)) model.set("step", clamp(s - 1));
  });
  return model;
}

export default { render: ({ model, el }) => mount(el, model) };
