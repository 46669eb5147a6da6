import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ClipboardEvent as ReactClipboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../../i18n/react';
import { formatBytes } from '../../../lib/format';
import { useFileDrop } from '../useFileDrop';
import { checkFiles, describeAccept, type Rejection } from './accept';

export interface FileInputProps {
  /** Called with the files taken (never empty). */
  onFiles: (files: File[]) => void;
  /** As for <input accept>: ".pdf,application/pdf", "image/*". Files that do not match are refused, named. */
  accept?: string;
  multiple?: boolean;
  /** Largest file in bytes; bigger ones are refused with their size and the limit. */
  maxBytes?: number;
  /**
   * Where Ctrl+V of files (images copied from another app or a web page, files copied in a file manager)
   * adds them: 'page' anywhere on the page, 'zone' while the file input has focus; off by default.
   */
  paste?: 'page' | 'zone';
  /**
   * Refuse files that do not match `accept` (default). Turn off when the tool sniffs the bytes itself and
   * explains a wrong file better (for example "this is a PDF, not an image").
   */
  checkType?: boolean;
  /** Also told about refused files (they are shown under the zone either way). */
  onReject?: (rejections: Rejection[]) => void;
  /** Text inside the zone; defaults to "Drop a file here". */
  children?: ReactNode;
  /** Classes of the drop zone (e.g. its height). */
  className?: string;
  /** Accessible label of the file input. */
  label?: string;
}

/** Files on a clipboard event: `files`, or file items (some browsers list a pasted image only there). */
export function clipboardFiles(data: DataTransfer | null): File[] {
  if (!data) return [];
  const files = [...(data.files ?? [])];
  if (files.length) return files;
  return [...(data.items ?? [])]
    .filter((i) => i.kind === 'file')
    .map((i) => i.getAsFile())
    .filter((f): f is File => f !== null);
}

/**
 * A drop zone with a "Choose file" button, paste if asked, and `accept`/size checks whose refusals name the
 * file and the reason. Keyboard and screen-reader usable. Files chosen before the island hydrated (the input
 * is prerendered) are taken when it does.
 */
export function FileInput({
  onFiles,
  accept,
  multiple,
  maxBytes,
  paste,
  checkType = true,
  onReject,
  children,
  className = '',
  label,
}: FileInputProps) {
  const { t, i18n } = useTranslation('tools');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [rejected, setRejected] = useState<Rejection[]>([]);

  // The latest props, for listeners registered once.
  const take = useRef<(files: File[]) => void>(() => {});
  take.current = (files: File[]) => {
    const { accepted, rejected: refused } = checkFiles(files, {
      accept: checkType ? accept : undefined,
      maxBytes,
      multiple,
    });
    setRejected(refused);
    if (refused.length) {
      console.warn('Files refused', refused.map((r) => `${r.file.name}: ${r.reason}`).join('; '));
      onReject?.(refused);
    }
    if (accepted.length) onFiles(accepted);
  };
  // Every dropped file goes through the checks above (which refuse extras when not `multiple`).
  const { over, handlers } = useFileDrop(
    useCallback((files: File[]) => take.current(files), []),
    { multiple: true },
  );

  useEffect(() => {
    const el = input.current;
    const files = [...(el?.files ?? [])];
    if (el && files.length) {
      take.current(files);
      el.value = '';
    }
  }, []);

  useEffect(() => {
    if (paste !== 'page') return;
    const onPaste = (e: ClipboardEvent) => {
      if (e.defaultPrevented) return;
      const files = clipboardFiles(e.clipboardData);
      if (!files.length) return; // text: let the focused field have it
      e.preventDefault();
      take.current(files);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [paste]);

  const onZonePaste = (e: ReactClipboardEvent) => {
    if (paste !== 'zone') return;
    const files = clipboardFiles(e.clipboardData);
    if (!files.length) return;
    e.preventDefault();
    take.current(files);
  };

  const lng = i18n.language;
  const reason = (r: Rejection) =>
    t(`ui.files.rejected.${r.reason}`, {
      name: r.file.name,
      types: describeAccept(accept ?? ''),
      size: formatBytes(r.file.size, lng),
      max: formatBytes(maxBytes ?? 0, lng),
    });

  return (
    <div>
      <div
        className={`flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-4 text-center text-sm transition ${
          over ? 'border-brand-500 bg-brand-50 dark:bg-slate-800' : 'border-slate-300 dark:border-slate-700'
        } ${className}`}
        {...handlers}
        onPaste={onZonePaste}
        data-dropzone
      >
        <span className="text-slate-600 dark:text-slate-400">{children ?? t('ui.dropHere')}</span>
        {paste === 'page' && (
          <span className="text-xs text-slate-600 dark:text-slate-400">{t('ui.files.orPaste')}</span>
        )}
        <input
          id={id}
          ref={input}
          type="file"
          className="peer sr-only"
          accept={accept}
          multiple={multiple}
          aria-label={label ?? t('ui.chooseFile')}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            if (files.length) take.current(files);
            e.target.value = '';
          }}
        />
        <label
          htmlFor={id}
          className="btn cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500"
        >
          {t('ui.chooseFile')}
        </label>
      </div>
      {rejected.length > 0 && (
        <div
          role="alert"
          className="mt-2 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-2 dark:border-red-900 dark:bg-red-950/40"
        >
          <ul className="error-text flex-1 space-y-1">
            {rejected.map((r, i) => (
              <li key={i}>{reason(r)}</li>
            ))}
          </ul>
          <button type="button" className="btn shrink-0 px-2 py-0.5" onClick={() => setRejected([])}>
            {t('ui.files.dismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
