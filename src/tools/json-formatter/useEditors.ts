/**
 * The two CodeMirror editors (input and read-only output). CodeMirror (~120 KB gzip) is not part of the
 * page's first load: until it arrives the input is a plain <textarea> (same label, placeholder and saved text;
 * typing and pasting work). CodeMirror loads on the first interaction with the tool (focus, pointer down,
 * key, paste, drop: `load()`) or when an action needs it (`ensure()`), never on its own: loaded at idle after
 * the page's load it cost a phone 200–250 ms of main thread (one task of 80–110 ms) whether the tool was used
 * or not. Mod-Enter / Shift-Mod-Enter in the textarea run their action once CodeMirror is there, as the
 * buttons do. The text and selection of the textarea are carried over to CodeMirror, and the focus if it had
 * it. Callbacks and strings are read when needed, so callers may pass new functions on every render.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { EditorHandle } from './editor';
import { HIGHLIGHT_LIMIT } from './settings';

/** plain: the textarea, CodeMirror not asked for yet; loading: asked for; ready; failed: could not load. */
export type EditorsState = 'plain' | 'loading' | 'ready' | 'failed';

export interface EditorsOptions {
  /** The text the input editor starts with; undefined while it is still being read from storage. */
  initialText: string | undefined;
  wrap: boolean;
  labels: { input: string; inputPlaceholder: string; output: string; outputPlaceholder: string };
  /** Translations of CodeMirror's own words. */
  phrases: () => Record<string, string>;
  /** After every change of the input, with its new length. */
  onChange: (length: number) => void;
  /** After every change of the plain textarea (before CodeMirror), with its text. */
  onPlainChange: (text: string) => void;
  /** Mod-Enter / Shift-Mod-Enter in the input (in the textarea too: the action waits for CodeMirror). */
  onShortcut: (action: 'format' | 'minify') => void;
}

export function useEditors(options: EditorsOptions) {
  const inputHost = useRef<HTMLDivElement>(null);
  const outputHost = useRef<HTMLDivElement>(null);
  /** The plain textarea shown until CodeMirror is ready. */
  const plain = useRef<HTMLTextAreaElement>(null);
  const input = useRef<EditorHandle | null>(null);
  const output = useRef<EditorHandle | null>(null);
  const [state, setState] = useState<EditorsState>('plain');
  const stateRef = useRef(state);
  stateRef.current = state;
  const waiters = useRef<((ready: boolean) => void)[]>([]);
  const latest = useRef(options);
  latest.current = options;
  const { initialText } = options;
  const canStart = initialText !== undefined;

  /** Asks for CodeMirror (first interaction). */
  const load = useCallback(() => {
    if (stateRef.current === 'plain') setState('loading');
  }, []);

  /** Resolves true once CodeMirror is ready (asking for it), false if it could not be loaded. */
  const ensure = useCallback((): Promise<boolean> => {
    if (stateRef.current === 'ready') return Promise.resolve(true);
    if (stateRef.current === 'failed') return Promise.resolve(false);
    load();
    return new Promise((resolve) => waiters.current.push(resolve));
  }, [load]);

  // The saved text goes into the textarea once read, unless the visitor has already typed there.
  useEffect(() => {
    const ta = plain.current;
    if (initialText && ta && ta.value === '') ta.value = initialText;
  }, [initialText]);

  const loading = state === 'loading';
  useEffect(() => {
    if (!loading || !canStart) return undefined;
    let cancelled = false;
    import('./editor')
      .then(({ createEditor }) => {
        if (cancelled || !inputHost.current || !outputHost.current) return;
        const { labels, wrap } = latest.current;
        const phrases = latest.current.phrases();
        const ta = plain.current;
        const hadFocus = !!ta && document.activeElement === ta;
        input.current = createEditor({
          parent: inputHost.current,
          doc: ta ? ta.value : (latest.current.initialText ?? ''),
          label: labels.input,
          placeholder: labels.inputPlaceholder,
          highlightLimit: HIGHLIGHT_LIMIT,
          wrap,
          phrases,
          onChange: (length) => latest.current.onChange(length),
          onShortcut: (action) => latest.current.onShortcut(action),
        });
        if (ta) {
          const [from, to] = [ta.selectionStart, ta.selectionEnd];
          const backward = ta.selectionDirection === 'backward';
          input.current.view.dispatch({
            selection: backward ? { anchor: to, head: from } : { anchor: from, head: to },
          });
          ta.style.display = 'none';
          if (hadFocus) input.current.focus();
        }
        output.current = createEditor({
          parent: outputHost.current,
          doc: '',
          label: labels.output,
          placeholder: labels.outputPlaceholder,
          highlightLimit: HIGHLIGHT_LIMIT,
          readOnly: true,
          wrap,
          phrases,
        });
        setState('ready');
        for (const resolve of waiters.current.splice(0)) resolve(true);
      })
      .catch((err: unknown) => {
        console.error('json-formatter: could not load the editor', err);
        if (cancelled) return;
        setState('failed');
        for (const resolve of waiters.current.splice(0)) resolve(false);
      });
    return () => {
      cancelled = true;
    };
  }, [loading, canStart]);

  useEffect(
    () => () => {
      input.current?.destroy();
      output.current?.destroy();
      input.current = null;
      output.current = null;
    },
    [],
  );

  useEffect(() => {
    input.current?.setWrap(options.wrap);
    output.current?.setWrap(options.wrap);
  }, [options.wrap, state]);

  const onPlainInput = useCallback(() => {
    if (plain.current) latest.current.onPlainChange(plain.current.value);
  }, []);

  /** A key in the textarea: asks for CodeMirror; Mod-Enter (Shift: minify) is CodeMirror's shortcut, queued. */
  const onPlainKeyDown = useCallback(
    (e: KeyboardEvent<HTMLTextAreaElement>) => {
      load();
      if (e.key !== 'Enter' || !(e.ctrlKey || e.metaKey) || e.altKey) return;
      e.preventDefault();
      latest.current.onShortcut(e.shiftKey ? 'minify' : 'format');
    },
    [load],
  );

  return { inputHost, outputHost, plain, input, output, state, load, ensure, onPlainInput, onPlainKeyDown };
}
