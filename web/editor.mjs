// The student page's code editor: CodeMirror 6 with Python, bundled by esbuild (`make web`)
// into one ES module the site carries (runtime/editor.js).
import { EditorState } from "@codemirror/state";
import { EditorView, keymap, lineNumbers, highlightActiveLine, highlightActiveLineGutter,
         drawSelection } from "@codemirror/view";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { bracketMatching, defaultHighlightStyle, indentOnInput, indentUnit,
         syntaxHighlighting } from "@codemirror/language";
import { python } from "@codemirror/lang-python";

// An editor in place of `textarea`, which stays in the page (hidden) holding the same text,
// so the page keeps reading and writing the textarea's value.
export function editorFor(textarea, { run } = {}) {
  const changed = () => textarea.dispatchEvent(new Event("input"));
  const view = new EditorView({
    state: EditorState.create({
      doc: textarea.value,
      extensions: [
        lineNumbers(), highlightActiveLineGutter(), highlightActiveLine(), drawSelection(),
        history(), indentOnInput(), bracketMatching(), indentUnit.of("    "),
        syntaxHighlighting(defaultHighlightStyle), python(),
        keymap.of([{ key: "Mod-Enter", run: () => { run?.(); return true; } },
                   indentWithTab, ...defaultKeymap, ...historyKeymap]),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) { textarea.value = update.state.doc.toString(); changed(); }
        }),
      ],
    }),
  });
  textarea.after(view.dom);
  textarea.hidden = true;
  return {
    view,
    set(text) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
    },
  };
}
