// Stylesheets put in the document once: the stepper's own (the widget's) and the drawing's
// (its <style>: how a step's classes look). A <style> joining the document, or one whose text
// is set again, has the browser restyle the whole document: a notebook would pay that for every
// stepper already shown each time a new one shows (in JupyterLab, about 40 ms a stepper). So
// each text is in the document's head once, shared; the drawing's goes back into the drawing
// only when it is saved.

/** @typedef {import("./contract.js").Stepper} Stepper */

/** Put ``text`` in the document's head unless a shared <style> already holds it. */
/** @param {string} text */
export function shareStyle(text) {
  if (!text) return;
  const shared = Array.from(document.head.querySelectorAll("style[data-mmv-shared]"))
    .some((s) => s.textContent === text);
  if (shared) return;
  const style = document.createElement("style");
  style.setAttribute("data-mmv-shared", "");
  style.textContent = text;
  document.head.appendChild(style);
}

/** Move ``svg``'s own <style> (if any) to the document's shared copy of its text;
 * st.treeStyle keeps it and its place among the drawing's children.
 * @param {Stepper} st @param {SVGSVGElement} svg */
export function shareTreeStyle(st, svg) {
  const own = Array.from(svg.children).find((e) => e.tagName.toLowerCase() === "style");
  if (!own) return;
  st.treeStyle = { style: own, place: Array.prototype.indexOf.call(svg.childNodes, own) };
  own.remove();
  shareStyle(own.textContent || "");
}

/** A copy of the drawing as saved: with its own <style> back in its place.
 * @param {Stepper} st @returns {SVGSVGElement} */
export function drawingCopy(st) {
  const copy = /** @type {SVGSVGElement} */ (st.svg.cloneNode(true));
  if (st.treeStyle) copy.insertBefore(st.treeStyle.style.cloneNode(true),
    copy.childNodes[st.treeStyle.place] || null);
  return copy;
}
