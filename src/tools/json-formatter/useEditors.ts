/**
 * The two CodeMirror editors (input and read-only output): loaded lazily, created once the saved input has
 * been read, destroyed with the island. Callbacks and strings are read when needed, so callers may pass new
 * functions on every render.
 */
import { useEffect, useRef, useState } from 'react';
import type { EditorHandle } from './editor';
import { HIGHLIGHT_LIMIT } from './settings';

export type EditorsState = 'loading' | 'ready' | 'failed';

export interface EditorsOptions {
  /** The text the input editor starts with; undefined while it is still being read from storage. */
  initialText: string | undefined;
  wrap: boolean;
  labels: { input: string; inputPlaceholder: string; output: string; outputPlaceholder: string };
  /** Translations of CodeMirror's own words. */
  phrases: () => Record<string, string>;
  /** After every change of the input, with its new length. */
  onChange: (length: number) => void;
  /** Mod-Enter / Shift-Mod-Enter in the input. */
  onShortcut: (action: 'format' | 'minify') => void;
}

export function useEditors(options: EditorsOptions) {
  const inputHost = useRef<HTMLDivElement>(null);
  const outputHost = useRef<HTMLDivElement>(null);
  const input = useRef<EditorHandle | null>(null);
  const output = useRef<EditorHandle | null>(null);
  const [state, setState] = useState<EditorsState>('loading');
  const latest = useRef(options);
  latest.current = options;
  const canStart = options.initialText !== undefined;

  useEffect(() => {
    if (!canStart) return undefined;
    let cancelled = false;
    import('./editor')
      .then(({ createEditor }) => {
        if (cancelled || !inputHost.current || !outputHost.current) return;
        const { labels, wrap, initialText } = latest.current;
        const phrases = latest.current.phrases();
        input.current = createEditor({
          parent: inputHost.current,
          doc: initialText ?? '',
          label: labels.input,
          placeholder: labels.inputPlaceholder,
          highlightLimit: HIGHLIGHT_LIMIT,
          wrap,
          phrases,
          onChange: (length) => latest.current.onChange(length),
          onShortcut: (action) => latest.current.onShortcut(action),
        });
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
      })
      .catch((err: unknown) => {
        console.error('json-formatter: could not load the editor', err);
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      input.current?.destroy();
      output.current?.destroy();
      input.current = null;
      output.current = null;
    };
  }, [canStart]);

  useEffect(() => {
    input.current?.setWrap(options.wrap);
    output.current?.setWrap(options.wrap);
  }, [options.wrap, state]);

  return { inputHost, outputHost, input, output, state };
}
