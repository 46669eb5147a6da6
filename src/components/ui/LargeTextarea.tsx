import {
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from '../../i18n/react';
import { formatBytes } from '../../lib/format';
import { CopyButton } from './CopyButton';
import { LARGE_TEXT_THRESHOLD, PREVIEW_CHARS, pastedValue, previewOf, utf8LengthInSteps } from './large-text';

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'defaultValue' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
  /**
   * Above this many characters the text is not put into the live textarea (Chromium needs seconds to lay out
   * megabytes in one): it stays in memory and the box shows a read-only preview with the text's size.
   */
  threshold?: number;
  /** The element shown: the live textarea, or the read-only preview of a large text. */
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * The kit's text input for texts that may be huge. Below `threshold` it is an uncontrolled textarea (React's
 * controlled <textarea> rewrites its defaultValue on every change, which costs hundreds of milliseconds per
 * keystroke at a megabyte): typing only reports the new value, and a value set from outside (file loaded,
 * cleared, restored) is written to the element once. Text typed before hydration is kept.
 *
 * A paste that would take the text over `threshold` is intercepted before the browser inserts it: the new
 * text is built in memory and the box switches to a read-only preview (first {@link PREVIEW_CHARS}
 * characters, the size, Copy). Pasting onto the preview replaces the whole text; Clear (the tool's own button)
 * or a smaller paste brings the editable box back. Files dropped on the box still reach the tool's handlers.
 */
export function LargeTextarea({
  value,
  onValueChange,
  threshold = LARGE_TEXT_THRESHOLD,
  ref: outerRef,
  ...rest
}: Props) {
  const { t, i18n } = useTranslation('tools');
  const ref = useRef<HTMLTextAreaElement>(null);
  const setRef = useCallback(
    (el: HTMLTextAreaElement | null) => {
      ref.current = el;
      if (typeof outerRef === 'function') outerRef(el);
      else if (outerRef) outerRef.current = el;
    },
    [outerRef],
  );
  /** The value the element holds (as far as we know). */
  const current = useRef('');
  const large = value.length > threshold;
  const preview = useMemo(() => (large ? previewOf(value) : ''), [large, value]);
  // The size in bytes costs ~200 ms at 20 MB: measured in steps after the paste's task, once per text.
  const [bytes, setBytes] = useState<{ of: string; n: number } | null>(null);
  useEffect(() => {
    if (!large) return undefined;
    const stop = new AbortController();
    void utf8LengthInSteps(value, stop.signal).then((n) => {
      if (n !== null) setBytes({ of: value, n });
    });
    return () => stop.abort();
  }, [large, value]);
  const byteSize = bytes?.of === value ? formatBytes(bytes.n, i18n.language) : '…';
  // Text typed before the page's script hydrated this element is in the DOM only: adopt it.
  const adoptTyped = useEffectEvent(() => {
    const typed = ref.current?.value ?? '';
    if (typed && value === '') {
      current.current = typed;
      onValueChange(typed);
    }
  });
  // Only on mount.
  useLayoutEffect(() => adoptTyped(), []);
  useLayoutEffect(() => {
    if (large) {
      current.current = '';
      return;
    }
    if (ref.current && value !== current.current) {
      ref.current.value = value;
      current.current = value;
    }
  }, [value, large]);

  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    rest.onPaste?.(e);
    if (e.defaultPrevented) return;
    const pasted = e.clipboardData.getData('text/plain');
    const el = e.currentTarget;
    if (large) {
      // The preview is read-only: a paste replaces the whole text.
      e.preventDefault();
      if (pasted) onValueChange(pasted);
      return;
    }
    const next = pastedValue(el.value, el.selectionStart, el.selectionEnd, pasted);
    if (next.length <= threshold) return; // the browser inserts it (and keeps undo)
    e.preventDefault();
    onValueChange(next);
  };

  if (large) {
    const nf = new Intl.NumberFormat(i18n.language);
    const noteId = `${rest.id ?? 'large-text'}-large-note`;
    const describedBy = [noteId, rest['aria-describedby']].filter(Boolean).join(' ');
    return (
      <div className="flex min-w-0 flex-col gap-1" data-large-text="true">
        <textarea
          {...rest}
          key="preview"
          ref={setRef}
          readOnly
          value={preview}
          aria-describedby={describedBy}
          onPaste={onPaste}
          onChange={() => undefined}
        />
        <div
          id={noteId}
          className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400"
          data-testid="large-text-note"
        >
          <span>
            {t('ui.largeText.note', {
              chars: nf.format(value.length),
              size: byteSize,
              shown: nf.format(Math.min(PREVIEW_CHARS, value.length)),
            })}
          </span>
          <CopyButton text={() => value} className="px-2 py-0.5 text-xs" />
        </div>
      </div>
    );
  }
  return (
    <textarea
      {...rest}
      key="live"
      ref={setRef}
      onPaste={onPaste}
      onChange={(e) => {
        current.current = e.target.value;
        onValueChange(e.target.value);
      }}
    />
  );
}
