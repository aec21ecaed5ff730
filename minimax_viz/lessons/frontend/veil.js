// Predict mode's secrecy in the page (minimax_viz/lessons/veil.py is the Python side): the
// data arrives veiled and the drawing with its future texts emptied; this unveils the one and
// puts the other's texts back as the steps reveal them.

/** @typedef {import("./contract.js").Stepper} Stepper */

// Predict mode's data comes veiled (minimax_viz/lessons/veil.py): its UTF-8 bytes mixed with
// this key, in base 64 with "." and "_" for "+" and "/". It keeps the answers from a glance at
// the page's source or the widget's state, not from a determined student: the key is here.
const KEY = new TextEncoder().encode("minimax-viz predict mode");

/** The text veil.py's veil() veiled. @param {string} text */
export function unveil(text) {
  const bin = atob(text.replace(/\./g, "+").replace(/_/g, "/")), bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i) ^ KEY[i % KEY.length];
  return new TextDecoder().decode(bytes);
}

/** Predict mode: the drawing's texts Python emptied (veil.py) are kept, each with the element
 * holding it, until putBack() puts it back; none is kept yet (keepBlanks() keeps them as the
 * drawing is parsed). */
/** @param {Stepper} st */
export function blanks(st) {
  st.blanks = st.D.ids.map(() => []); st.legend = []; st.filled = !(st.D.texts || []).length;
}

/** Keep the emptied texts among ``found`` (text.fact and text.ret elements in document order,
 * the j-th of them the ``rank(j)``-th of the whole drawing's, as Python's ``texts`` lists them)
 * with the element holding each (the legend's: with none).
 * @param {Stepper} st @param {ArrayLike<Element>} found @param {(j: number) => number} rank */
export function keepBlanks(st, found, rank) {
  const texts = st.D.texts || [];
  Array.from(found).forEach((t, j) => {
    const k = rank(j);
    if (!(k < texts.length)) return;
    const g = t.closest("g[id]"), i = g ? st.indexOf[g.id] : undefined;
    (i === undefined ? st.legend : st.blanks[i]).push([t, texts[k]]);
  });
}

/** Put back element ``i``'s emptied texts that its classes ``cls`` show (all of them out of
 * predict mode): a fact once the element is reached, a returned score once it returned. */
/** @param {Stepper} st @param {number} i @param {string} cls @param {boolean} quiz */
export function putBack(st, i, cls, quiz) {
  const states = cls.split(" "), future = states.includes("future"), pending = states.includes("pending");
  st.blanks[i] = st.blanks[i].filter(([t, text]) => {
    const shown = !quiz || !future && !(pending && t.classList.contains("ret"));
    if (shown) t.textContent = text;
    return !shown;
  });
}
