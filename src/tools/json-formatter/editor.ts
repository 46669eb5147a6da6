/**
 * CodeMirror 6 set-up for the JSON formatter. Imported dynamically by the island, so CodeMirror is not part
 * of the page's first JavaScript.
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import {
  HighlightStyle,
  bracketMatching,
  foldGutter,
  foldKeymap,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { lintGutter, lintKeymap, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { highlightSelectionMatches, search, searchKeymap } from '@codemirror/search';
import { Compartment, EditorState, Text, type Extension } from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  placeholder as placeholderExt,
} from '@codemirror/view';
import {
  DEPTH_CHECK_CHANGE,
  HIGHLIGHT_MAX_DEPTH,
  docChunks,
  nestsDeeperThan,
  splitLines,
  yieldToBrowser,
  buildText,
  buildTextFromUnits,
} from './doc';
// A dependency of @codemirror/language (same lockfile entry); the tag set CodeMirror highlighters use.
import { tags } from '@lezer/highlight';

/** Colours come from CSS variables (light and dark values are set in Page.astro). */
const highlight = HighlightStyle.define([
  { tag: tags.propertyName, color: 'var(--jf-key)' },
  { tag: tags.string, color: 'var(--jf-string)' },
  { tag: tags.number, color: 'var(--jf-number)' },
  { tag: [tags.bool, tags.null], color: 'var(--jf-literal)', fontWeight: '600' },
  { tag: [tags.separator, tags.brace, tags.squareBracket, tags.punctuation], color: 'var(--jf-punct)' },
  { tag: tags.comment, color: 'var(--jf-comment)', fontStyle: 'italic' },
  { tag: tags.invalid, color: 'var(--jf-invalid)' },
]);

const theme = EditorView.theme({
  '&': {
    height: '100%',
    fontSize: '13px',
    color: 'var(--jf-fg)',
    backgroundColor: 'var(--jf-bg)',
  },
  // The focus ring is drawn by the host element (focus-within), around the gutters too.
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': {
    fontFamily: "ui-monospace, SFMono-Regular, 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace",
    lineHeight: '1.55',
  },
  '.cm-content': { caretColor: 'var(--jf-fg)' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--jf-fg)' },
  '.cm-gutters': {
    backgroundColor: 'var(--jf-gutter-bg)',
    color: 'var(--jf-gutter-fg)',
    borderRight: '1px solid var(--jf-border)',
  },
  '.cm-activeLine': { backgroundColor: 'var(--jf-active-line)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--jf-active-line)', color: 'var(--jf-fg)' },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection':
    { backgroundColor: 'var(--jf-selection) !important' },
  '.cm-selectionMatch': { backgroundColor: 'var(--jf-match)' },
  '&.cm-focused .cm-matchingBracket': { backgroundColor: 'var(--jf-match)', outline: '1px solid var(--jf-border)' },
  '.cm-placeholder': { color: 'var(--jf-gutter-fg)' },
  '.cm-foldPlaceholder': {
    backgroundColor: 'var(--jf-gutter-bg)',
    border: '1px solid var(--jf-border)',
    color: 'var(--jf-fg)',
  },
  '.cm-tooltip': {
    backgroundColor: 'var(--jf-tooltip-bg)',
    color: 'var(--jf-fg)',
    border: '1px solid var(--jf-border)',
  },
  '.cm-panels': { backgroundColor: 'var(--jf-gutter-bg)', color: 'var(--jf-fg)' },
  '.cm-panels.cm-panels-top': { borderBottom: '1px solid var(--jf-border)' },
  '.cm-panels.cm-panels-bottom': { borderTop: '1px solid var(--jf-border)' },
  '.cm-textfield': {
    backgroundColor: 'var(--jf-bg)',
    color: 'var(--jf-fg)',
    border: '1px solid var(--jf-border)',
    borderRadius: '4px',
  },
  '.cm-button': {
    backgroundImage: 'none',
    backgroundColor: 'var(--jf-bg)',
    color: 'var(--jf-fg)',
    border: '1px solid var(--jf-border)',
    borderRadius: '4px',
  },
  '.cm-searchMatch': { backgroundColor: 'var(--jf-match)', outline: '1px solid var(--jf-number)' },
  '.cm-searchMatch.cm-searchMatch-selected': { backgroundColor: 'var(--jf-selection)' },
  '.cm-panel.cm-search label': { fontSize: '90%' },
});

/**
 * Whether to colour a document. Syntax colouring (and the bracket matching that goes with it) is off for big
 * documents made of very long lines, where CodeMirror would parse a 10 MB line in ~100 ms slices for seconds,
 * and above `maxLength`: measured in Chromium, colouring makes replacing a 15 MB document cost ~45 ms more
 * in one task and adds 100 ms parse slices after it.
 */
export function highlightable(doc: Text, maxLength = Infinity): boolean {
  return doc.length <= 1_000_000 || (doc.length <= maxLength && doc.length / doc.lines <= 1000);
}

/** Pasted text longer than this is converted in slices before it is inserted. */
const LARGE_PASTE = 500_000;

export interface EditorOptions {
  parent: HTMLElement;
  doc: string;
  /** Accessible name of the editable area. */
  label: string;
  placeholder?: string;
  readOnly?: boolean;
  wrap: boolean;
  /** Translations of CodeMirror's own words (search panel, folding). */
  phrases: Record<string, string>;
  /** Documents longer than this are shown without syntax colours (see highlightable). */
  highlightLimit?: number;
  /** Called after every document change with the new length. */
  onChange?: (length: number) => void;
  /** Mod-Enter / Shift-Mod-Enter in the editor. */
  onShortcut?: (action: 'format' | 'minify') => void;
}

export interface EditorHandle {
  view: EditorView;
  getText(): string;
  /**
   * The document as UTF-16 code units, copied a slice at a time (yielding in between) so a 10 MB document
   * can be handed to the worker, by transfer, without a long task.
   */
  getUnits(): Promise<Uint16Array>;
  /** The document as strings of about 1 MB (never splitting a surrogate pair), read with yields between. */
  getChunks(): Promise<string[]>;
  length(): number;
  /** Replaces the whole document in one transaction (undoable in the input editor). */
  setText(text: string | Uint16Array): Promise<void>;
  /** Marks a range as an error (null clears) and optionally moves the cursor there. */
  markError(error: { from: number; to: number; message: string } | null, reveal: boolean): void;
  /** Selects and reveals an offset. */
  reveal(offset: number): void;
  setWrap(wrap: boolean): void;
  focus(): void;
  destroy(): void;
}

export function createEditor(opts: EditorOptions): EditorHandle {
  const wrapping = new Compartment();
  const language = new Compartment();
  // Bracket matching rides along: without a syntax tree it scans whole lines, which for a 10 MB line is slow.
  const jsonLanguage: Extension = [json(), bracketMatching()];
  const initialDoc = Text.of(splitLines(opts.doc));
  /** Whether the document nests too deeply to colour; checked again after every large insert. */
  let deep = false;
  const colour = (doc: Text, recheck: boolean) => {
    if (!highlightable(doc, opts.highlightLimit)) return false;
    if (recheck) deep = nestsDeeperThan(docChunks(doc), HIGHLIGHT_MAX_DEPTH);
    return !deep;
  };
  const extensions: Extension[] = [
    lineNumbers(),
    foldGutter(),
    highlightSpecialChars(),
    drawSelection(),
    highlightActiveLineGutter(),
    highlightActiveLine(),
    highlightSelectionMatches(),
    search({ top: true }),
    language.of(colour(initialDoc, true) ? jsonLanguage : []),
    EditorState.transactionExtender.of((tr) => {
      if (!tr.docChanged) return null;
      // Large inserts and deletions (paste, clear, undo of either) check the nesting again.
      let changed = 0;
      tr.changes.iterChanges((fromA, toA, _fb, _tb, text) => (changed += toA - fromA + text.length));
      const want = colour(tr.newDoc, changed > DEPTH_CHECK_CHANGE);
      const has = language.get(tr.startState) === jsonLanguage;
      return want === has ? null : { effects: language.reconfigure(want ? jsonLanguage : []) };
    }),
    syntaxHighlighting(highlight),
    theme,
    lintGutter(),
    wrapping.of(opts.wrap ? EditorView.lineWrapping : []),
    EditorState.phrases.of(opts.phrases),
    EditorView.contentAttributes.of({
      'aria-label': opts.label,
      // Explicitly focusable, so checkers see that the scrolling area can be reached from the keyboard.
      tabindex: '0',
      spellcheck: 'false',
      autocorrect: 'off',
      autocapitalize: 'off',
      translate: 'no',
    }),
    keymap.of([
      {
        key: 'Mod-Enter',
        run: () => {
          opts.onShortcut?.('format');
          return true;
        },
      },
      {
        key: 'Shift-Mod-Enter',
        run: () => {
          opts.onShortcut?.('minify');
          return true;
        },
      },
      ...searchKeymap,
      ...foldKeymap,
      ...lintKeymap,
      ...historyKeymap,
      ...defaultKeymap,
    ]),
  ];
  if (opts.readOnly) {
    extensions.push(EditorState.readOnly.of(true));
  } else {
    extensions.push(history(), indentOnInput());
  }
  if (opts.placeholder) extensions.push(placeholderExt(opts.placeholder));
  if (!opts.readOnly) {
    // Large pastes are converted in slices first, so the page keeps painting; then inserted in one step.
    extensions.push(
      EditorView.domEventHandlers({
        paste(event, view) {
          const data = event.clipboardData?.getData('text/plain') ?? '';
          if (data.length < LARGE_PASTE) return false;
          event.preventDefault();
          void buildText(data).then((text) => {
            view.dispatch(view.state.replaceSelection(text), { userEvent: 'input.paste', scrollIntoView: true });
          });
          return true;
        },
      }),
    );
  }
  if (opts.onChange) {
    const onChange = opts.onChange;
    extensions.push(
      EditorView.updateListener.of((u) => {
        if (u.docChanged) onChange(u.state.doc.length);
      }),
    );
  }
  const view = new EditorView({
    parent: opts.parent,
    state: EditorState.create({ doc: initialDoc, extensions }),
  });

  let setTextCalls = 0;
  const reveal = (offset: number) => {
    const pos = Math.max(0, Math.min(offset, view.state.doc.length));
    view.dispatch({ selection: { anchor: pos }, effects: EditorView.scrollIntoView(pos, { y: 'center' }) });
  };

  return {
    view,
    getText: () => view.state.doc.toString(),
    async getUnits() {
      const doc = view.state.doc;
      const units = new Uint16Array(doc.length);
      const SLICE = 1 << 18;
      for (let from = 0; from < doc.length; from += SLICE) {
        const part = doc.sliceString(from, Math.min(doc.length, from + SLICE));
        for (let i = 0; i < part.length; i++) units[from + i] = part.charCodeAt(i);
        if (doc.length > SLICE) await yieldToBrowser();
      }
      return units;
    },
    async getChunks() {
      const doc = view.state.doc;
      const parts: string[] = [];
      const SLICE = 1 << 18;
      for (let from = 0; from < doc.length;) {
        let to = Math.min(doc.length, from + SLICE);
        const last = doc.sliceString(to - 1, to).charCodeAt(0);
        if (to < doc.length && last >= 0xd800 && last <= 0xdbff) to--;
        parts.push(doc.sliceString(from, to));
        from = to;
        if (doc.length > SLICE) await yieldToBrowser();
      }
      return parts;
    },
    length: () => view.state.doc.length,
    async setText(text) {
      const call = ++setTextCalls;
      const doc = typeof text === 'string' ? await buildText(text) : await buildTextFromUnits(text);
      if (call !== setTextCalls) return; // a later setText won
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: doc }, selection: { anchor: 0 } });
      // Back to the top without scrollIntoView, which measures the first line: slow when it is 20 MB long.
      view.scrollDOM.scrollTop = 0;
      view.scrollDOM.scrollLeft = 0;
    },
    markError(error, doReveal) {
      const diagnostics: Diagnostic[] = [];
      if (error) {
        const len = view.state.doc.length;
        let from = Math.max(0, Math.min(error.from, len));
        let to = Math.max(from, Math.min(error.to, len));
        if (from === to && len > 0) {
          // Zero-length problems (end of input) mark the last character so the spot is visible.
          if (from === len) from = len - 1;
          else to = from + 1;
        }
        diagnostics.push({ from, to, severity: 'error', message: error.message });
      }
      view.dispatch(setDiagnostics(view.state, diagnostics));
      if (error && doReveal) {
        reveal(error.from);
        view.focus();
      }
    },
    reveal(offset) {
      reveal(offset);
      view.focus();
    },
    setWrap(wrap) {
      view.dispatch({ effects: wrapping.reconfigure(wrap ? EditorView.lineWrapping : []) });
    },
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}
