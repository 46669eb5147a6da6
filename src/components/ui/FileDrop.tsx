import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Called with the chosen or dropped files. */
  onFiles: (files: File[]) => void;
  accept?: string;
  multiple?: boolean;
  /** Text inside the zone; defaults to "Drop a file here". */
  children?: ReactNode;
  className?: string;
  /** Accessible label of the file input. */
  label?: string;
}

/** A drop zone with a "Choose file" button; keyboard and screen-reader usable. */
export function FileDrop({ onFiles, accept, multiple, children, className = '', label }: Props) {
  const { t } = useTranslation('tools');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  // Files chosen before the island hydrated are already on the (prerendered) input: take them now.
  const onFilesRef = useRef(onFiles);
  onFilesRef.current = onFiles;
  useEffect(() => {
    const el = input.current;
    const files = [...(el?.files ?? [])];
    if (el && files.length) {
      onFilesRef.current(multiple ? files : files.slice(0, 1));
      el.value = '';
    }
  }, [multiple]);
  return (
    <div
      className={`flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-4 text-center text-sm transition ${
        over ? 'border-brand-500 bg-brand-50 dark:bg-slate-800' : 'border-slate-300 dark:border-slate-700'
      } ${className}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const files = [...e.dataTransfer.files];
        if (files.length) onFiles(multiple ? files : files.slice(0, 1));
      }}
      data-dropzone
    >
      <span className="text-slate-600 dark:text-slate-400">{children ?? t('ui.dropHere')}</span>
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
          if (files.length) onFiles(files);
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
  );
}
