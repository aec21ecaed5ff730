// The drawing's own stylesheet (its <style>: how a step's classes look), once per document.
// A <style> joining the document has the browser restyle the whole document, and a notebook
// showing several steppers would pay that again for each new one (in JupyterLab, about 40 ms
// per stepper already shown): so the stylesheet leaves the drawing for one shared copy in the
// document's head, and goes back into the drawing only when it is saved.

/** @typedef {import("./contract.js").Stepper} Stepper */

/** Move ``svg``'s own <style> (if any) to the one copy of its text in the document's head;
 * st.treeStyle keeps it and its place among the drawing's children.
 * @param {Stepper} st @param {SVGSVGElement} svg */
export function shareTreeStyle(st, svg) {
  const own = Array.from(svg.children).find((e) => e.tagName.toLowerCase() === "style");
  if (!own) return;
  const text = own.textContent || "";
  const place = Array.prototype.indexOf.call(svg.childNodes, own);
  st.treeStyle = { style: own, place };
  own.remove();
  const shared = Array.from(document.head.querySelectorAll("style[data-mmv-tree]"))
    .some((s) => s.textContent === text);
  if (shared) return;
  const style = document.createElement("style");
  style.setAttribute("data-mmv-tree", "");
  style.textContent = text;
  document.head.appendChild(style);
}

/** A copy of the drawing as saved: with its own <style> back in its place.
 * @param {Stepper} st @returns {SVGSVGElement} */
export function drawingCopy(st) {
  const copy = /** @type {SVGSVGElement} */ (st.svg.cloneNode(true));
  if (st.treeStyle) copy.insertBefore(st.treeStyle.style.cloneNode(true),
    copy.childNodes[st.treeStyle.place] || null);
  return copy;
}
