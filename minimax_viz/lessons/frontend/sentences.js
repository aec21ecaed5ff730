// Every sentence the stepper shows, built in the page from the templates Python sends once
// (minimax_viz/explain/words/narration.py: a template names the call's facts and holds a {_}
// for each phrase, filled in order; Python's words.fill is the same rule, and
// tests/test_frontend_js.py checks the page's sentences equal Python's step by step).

/** @typedef {import("./contract.js").StepperData} StepperData */

const SLOT = /\{(\w+)\}/g;

/** A template with its named values and its {_} slots filled in order (Python's fill).
 * @param {string} template @param {Object<string, string|number>} values @param {string[]} [phrases] */
export function fill(template, values, phrases = []) {
  let next = 0;
  return template.replace(SLOT, (m, k) => String(k === "_" ? phrases[next++] : values[k]));
}

/** The facts of call ``id`` a template names (Python's words.call_facts).
 * @param {StepperData} D @param {number} id @returns {Object<string, string>} */
export function callFacts(D, id) {
  const c = D.calls, i = id - 1;
  return { id: String(id), depth: String(c.depth[i]), player: D.players[c.player[i]],
    parent: String(c.parent[i]), score: c.score[i] };
}

/** Step ``s``'s sentence (Python's Steps.narrate). @param {StepperData} D @param {number} s */
export function narration(D, s) {
  const said = D.said[s];
  return fill(D.templates[said[0]], callFacts(D, Math.abs(D.events[s])),
    said.slice(1).map((p) => D.phrases[p]));
}

/** Predict mode's question at return step ``s`` (Python's words.predict_question).
 * @param {StepperData} D @param {number} s */
export function question(D, s) {
  const id = Math.abs(D.events[s]), parent = D.calls.parent[id - 1];
  return fill(D.words.question, { ...callFacts(D, id), to: parent ? fill(D.words.to, { parent }) : "" });
}
