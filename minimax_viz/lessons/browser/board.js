// The student's page's board editor: the position as something to click, kept in step with
// the text field the run sends (#board): a 3x3 grid for tic-tac-toe, a pile and the side to
// move for Nim, nested boxes of leaves for a textbook tree. Text the editor cannot read
// stays the text's alone (the run then says what is wrong with it, as check does).

const MARKS = { ".": "X", X: "O", O: "." };  // a click on a cell: empty -> X -> O -> empty

function element(tag, className, text) {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

function button(text, title, action) {
  const made = element("button", "mv-edit", text);
  made.type = "button";
  made.title = title;
  made.setAttribute("aria-label", title);
  made.addEventListener("click", action);
  return made;
}

// "O.XX.X.OO", "O1XX4X6OO", "O.X/X.X/.OO": nine marks, or null.
function cellsOf(text) {
  const marks = text.replace(/[\s/]/g, "").toUpperCase().replace(/[1-9]/g, ".");
  return /^[XO.]{9}$/.test(marks) ? [...marks] : null;
}

// "5", "5/A", "5/B": [stones, side], or null.
function pileOf(text) {
  const found = /^\s*(\d{1,2})\s*(?:\/\s*([AB]))?\s*$/i.exec(text);
  return found ? [Number(found[1]), (found[2] || "A").toUpperCase()] : null;
}

// Nested lists of numbers, at least one level deep, or null.
function treeOf(text) {
  let tree;
  try { tree = JSON.parse(text); } catch { return null; }
  const fine = (node) => (typeof node === "number" && Number.isFinite(node))
    || (Array.isArray(node) && node.length > 0 && node.every(fine));
  return Array.isArray(tree) && fine(tree) ? tree : null;
}

export function boardEditor(root, input, game, words, boards) {
  const set = (text) => {
    input.value = text;
    input.dispatchEvent(new Event("input", { bubbles: true }));
    render();
  };

  function unreadable() {
    root.append(element("p", "mv-board-note", words.unreadable));
  }

  function grid() {
    const cells = cellsOf(input.value);
    if (!cells) { unreadable(); return; }
    const board = element("div", "mv-grid");
    cells.forEach((mark, i) => {
      const cell = button(mark === "." ? "" : mark, words.cell.replace("{n}", String(i + 1)),
                          () => { cells[i] = MARKS[mark]; set(cells.join("")); });
      cell.dataset.cell = String(i);
      board.append(cell);
    });
    root.append(board);
  }

  function pile() {
    const found = pileOf(input.value);
    if (!found) { unreadable(); return; }
    const [stones, side] = found;
    const count = element("input", "mv-stones");
    Object.assign(count, { type: "number", min: 0, max: 99, value: stones });
    count.setAttribute("aria-label", words.stones);
    const mover = element("select", "mv-mover");
    mover.setAttribute("aria-label", words.mover);
    for (const who of ["A", "B"]) {
      const option = element("option", "", words.to_move.replace("{player}", who));
      option.value = who;
      option.selected = who === side;
      mover.append(option);
    }
    const write = () => {
      const n = Math.max(0, Math.min(99, Math.trunc(Number(count.value) || 0)));
      set(mover.value === "B" ? `${n}/B` : String(n));
    };
    count.addEventListener("change", write);
    mover.addEventListener("change", write);
    const label = element("label", "", `${words.stones} `);
    label.append(count);
    root.append(label, mover);
  }

  function tree() {
    const whole = treeOf(input.value);
    if (!whole) { unreadable(); return; }
    const write = () => set(JSON.stringify(whole));
    const draw = (node, parent, index) => {
      if (typeof node === "number") {
        const leaf = element("span", "mv-leaf");
        const value = element("input", "mv-value");
        Object.assign(value, { type: "number", step: "any", value: node });
        value.setAttribute("aria-label", words.leaf);
        value.addEventListener("change", () => {
          if (Number.isFinite(Number(value.value)) && value.value !== "") {
            parent[index] = Number(value.value);
            write();
          }
        });
        leaf.append(value, button("⋎", words.split, () => { parent[index] = [node, node]; write(); }));
        if (parent.length > 1) leaf.append(button("×", words.remove, () => { parent.splice(index, 1); write(); }));
        return leaf;
      }
      const box = element("span", "mv-node");
      node.forEach((child, i) => box.append(draw(child, node, i)));
      box.append(button("+", words.add, () => { node.push(0); write(); }));
      if (parent && parent.length > 1) {
        box.append(button("×", words.remove, () => { parent.splice(index, 1); write(); }));
      }
      return box;
    };
    root.append(draw(whole, null, 0));
  }

  let shown = null;  // the text the picture shows
  function render() {
    shown = input.value;
    root.replaceChildren();
    root.dataset.game = game.value;
    ({ tictactoe: grid, nim: pile, tree })[game.value]?.();
  }

  // typed text: the picture follows (not a change the editor made itself, which would replace
  // the very field the student is moving to)
  input.addEventListener("change", () => { if (input.value !== shown) render(); });
  game.addEventListener("change", () => set(boards[game.value] ?? ""));
  render();
}
