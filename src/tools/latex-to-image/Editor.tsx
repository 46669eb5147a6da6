/** The TeX box with the snippet palette, and the error's token marked in place (an overlay over the box). */
import { forwardRef, useImperativeHandle, useRef, type ReactNode } from 'react';
import { insertSnippet, SNIPPETS, type Snippet, type Span } from './logic';

export interface EditorHandle {
  /** Selects a span of the text and focuses the box (from the error message's "go to" button). */
  select(span: Span): void;
}

interface Props {
  label: string;
  paletteLabel: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error: Span | null;
  disabled?: boolean;
  describedBy?: string;
}

export const Editor = forwardRef<EditorHandle, Props>(function Editor(
  { label, paletteLabel, placeholder, value, onChange, error, disabled, describedBy },
  ref,
) {
  const box = useRef<HTMLTextAreaElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    select(span) {
      const el = box.current;
      if (!el) return;
      el.focus();
      el.setSelectionRange(span.start, span.end);
    },
  }));

  const insert = (s: Snippet) => {
    const el = box.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const next = insertSnippet(value, start, end, s);
    onChange(next.text);
    requestAnimationFrame(() => {
      if (!el) return;
      el.focus();
      el.setSelectionRange(next.cursor, next.cursor);
    });
  };

  let marked: ReactNode = value;
  if (error && error.end <= value.length) {
    marked = (
      <>
        {value.slice(0, error.start)}
        <mark
          data-testid="latex-error-mark"
          className="rounded-sm bg-red-200/70 text-transparent underline decoration-red-600 decoration-wavy dark:bg-red-500/40"
        >
          {value.slice(error.start, error.end)}
        </mark>
        {value.slice(error.end)}
        {'\n'}
      </>
    );
  }

  return (
    <div className="space-y-2">
      <div role="toolbar" aria-label={paletteLabel} className="flex flex-wrap gap-1">
        {SNIPPETS.map((s) => (
          <button
            key={s.id}
            type="button"
            className="btn min-w-9 px-2 py-1 font-serif"
            title={s.before + s.after}
            data-snippet={s.id}
            disabled={disabled}
            onClick={() => insert(s)}
          >
            {s.label}
          </button>
        ))}
      </div>
      <label className="block space-y-1">
        <span className="font-medium">{label}</span>
        <span className="relative block">
          <textarea
            ref={box}
            className="field min-h-36 w-full resize-y font-mono leading-6"
            value={value}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => onChange(e.target.value)}
            onScroll={(e) => {
              if (backdrop.current) backdrop.current.scrollTop = e.currentTarget.scrollTop;
            }}
          />
          {error && (
            <div
              ref={backdrop}
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 overflow-hidden border border-transparent px-3 py-2 font-mono text-sm leading-6 break-words whitespace-pre-wrap text-transparent"
            >
              {marked}
            </div>
          )}
        </span>
      </label>
    </div>
  );
});
