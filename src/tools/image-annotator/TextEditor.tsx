/**
 * Typing a text annotation: a text box over the stage where the text goes (Enter adds it, Shift+Enter starts
 * a new line, Escape cancels, leaving the box adds it). The text is drawn on the canvas, never as HTML.
 */
import { useEffect, useRef, useState } from 'react';
import { imageToStage, type View } from './logic';
import type { Style } from './shapes';
import { TEXT_FONT } from './ShapeNode';

export interface TextDraft {
  /** Set when editing an existing text. */
  id?: string;
  x: number;
  y: number;
  text: string;
}

interface Props {
  draft: TextDraft;
  view: View;
  style: Style;
  label: string;
  onDone: (draft: TextDraft | null) => void;
}

export function TextEditor({ draft, view, style, label, onDone }: Props) {
  const [text, setText] = useState(draft.text);
  const ref = useRef<HTMLTextAreaElement>(null);
  const done = useRef(false);
  const finish = (value: TextDraft | null) => {
    if (done.current) return;
    done.current = true;
    onDone(value);
  };
  useEffect(() => {
    // After the pointer-up that opened it, so the click does not take the focus away again.
    const id = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(id);
  }, []);
  const at = imageToStage(draft, view);
  const fontSize = Math.max(10, style.fontSize * view.scale);
  return (
    <textarea
      ref={ref}
      aria-label={label}
      value={text}
      rows={Math.max(1, text.split('\n').length)}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          finish(null);
        } else if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
          e.preventDefault();
          finish({ ...draft, text });
        }
      }}
      onBlur={() => finish({ ...draft, text })}
      className="absolute z-10 min-w-32 resize rounded border border-sky-500 bg-white/80 p-0 outline-none dark:bg-slate-900/80"
      style={{
        left: at.x,
        top: at.y,
        fontSize,
        lineHeight: 1.25,
        fontFamily: TEXT_FONT,
        color: style.color,
        maxWidth: `calc(100% - ${Math.round(at.x)}px)`,
      }}
    />
  );
}
