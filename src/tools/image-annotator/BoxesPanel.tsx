/**
 * Boxes from coordinates: paste or drop the JSON (or YOLO txt) a detection or OCR model returns; its shape is
 * detected as it is typed and named; "Draw the boxes" adds them as ordinary rectangles (labels, a colour per
 * class), which the select tool moves and resizes. The edited rectangles go back out as JSON.
 */
import { useDeferredValue, useId, useMemo, useState, type DragEvent } from 'react';
import { CopyButton } from '../../components/ui/CopyButton';
import { downloadFile } from '../../components/ui/files';
import { Select } from '../../components/ui/form/Select';
import { useToolT } from '../../i18n/useToolT';
import { outputFileName } from '../../lib/image/names';
import { boxesToJson, classColors } from './box-json';
import { parseBoxes, type BoxesResult, type ReadAs } from './boxes';
import { cropArea } from './logic';
import type { BoxShape, Doc, Shape } from './shapes';

/** A coordinates file larger than this is not one (a COCO file of a whole data set is for a data tool). */
export const MAX_COORDS_BYTES = 20 * 1024 * 1024;

interface Props {
  imageName: string;
  width: number;
  height: number;
  doc: Doc;
  commit: (doc: Doc) => void;
  newId: () => string;
  strokeWidth: number;
  defaultColor: string;
  selected: Shape | undefined;
}

export function BoxesPanel(p: Props) {
  const { t } = useToolT('image-annotator');
  const [text, setText] = useState('');
  const [readAs, setReadAs] = useState<ReadAs>('auto');
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const inputId = useId();
  const fileId = useId();
  const deferred = useDeferredValue(text);
  const result: BoxesResult | null = useMemo(
    () =>
      deferred.trim()
        ? parseBoxes(deferred, { width: p.width, height: p.height, read: readAs, imageName: p.imageName })
        : null,
    [deferred, p.width, p.height, readAs, p.imageName],
  );
  const colors = useMemo(() => (result?.ok ? classColors(result.boxes) : new Map<string, string>()), [result]);

  const readFile = async (file: File) => {
    setNote(null);
    if (file.size === 0) return setNote({ text: t('boxes.fileEmpty', { name: file.name }), error: true });
    if (file.size > MAX_COORDS_BYTES)
      return setNote({ text: t('boxes.fileTooLarge', { name: file.name }), error: true });
    try {
      setText(await file.text());
    } catch (err) {
      console.error('Image annotator: cannot read the coordinates file', file.name, err);
      setNote({ text: t('errRead', { name: file.name }), error: true });
    }
  };
  const onDrop = (e: DragEvent<HTMLTextAreaElement>) => {
    const file = e.dataTransfer.files[0];
    if (!file) return;
    e.preventDefault();
    e.stopPropagation();
    void readFile(file);
  };

  const draw = () => {
    if (!result?.ok) return;
    const shapes: BoxShape[] = result.boxes.map((b) => {
      const s: BoxShape = {
        id: p.newId(),
        kind: 'rect',
        x: b.x,
        y: b.y,
        width: b.width,
        height: b.height,
        rotation: 0,
        scaleX: 1,
        scaleY: 1,
        color: b.cls ? (colors.get(b.cls) ?? p.defaultColor) : p.defaultColor,
        strokeWidth: p.strokeWidth,
      };
      if (b.label !== undefined) s.label = b.label;
      if (b.score !== undefined) s.score = b.score;
      return s;
    });
    p.commit({ ...p.doc, shapes: [...p.doc.shapes, ...shapes] });
    setNote({ text: t('boxes.drawn', { count: shapes.length }), error: false });
  };

  const rects = p.doc.shapes.filter((s): s is BoxShape => s.kind === 'rect');
  const json = () =>
    boxesToJson(
      rects.map((r) => ({
        x: r.x,
        y: r.y,
        width: r.width,
        height: r.height,
        rotation: r.rotation,
        ...(r.label !== undefined ? { label: r.label } : {}),
        ...(r.score !== undefined ? { score: r.score } : {}),
      })),
      { name: p.imageName, width: p.width, height: p.height },
      cropArea(p.doc.crop, p.width, p.height),
    );
  const downloadJson = () => {
    downloadFile(
      new Blob([json()], { type: 'application/json' }),
      outputFileName(p.imageName, { suffix: 'boxes', ext: 'json' }),
    );
  };

  const selectedRect = p.selected?.kind === 'rect' ? p.selected : undefined;
  const setLabel = (label: string) => {
    if (!selectedRect) return;
    const shapes = p.doc.shapes.map((s) => {
      if (s.id !== selectedRect.id || s.kind !== 'rect') return s;
      const next: BoxShape = { ...s };
      if (label) next.label = label;
      else delete next.label;
      return next;
    });
    p.commit({ ...p.doc, shapes });
  };

  const other = result?.ok && result.format === 'xywh' ? t('boxes.readXyxy') : t('boxes.readXywh');
  return (
    <section
      aria-labelledby="annotator-boxes"
      className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      data-testid="annotator-boxes"
    >
      <h2 id="annotator-boxes" className="font-semibold">
        {t('boxes.heading')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('boxes.intro')}</p>
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
          {t('boxes.input')}
        </label>
        <textarea
          id={inputId}
          className="field min-h-28 w-full font-mono text-xs"
          spellCheck={false}
          value={text}
          placeholder='[{"bbox": [40, 30, 200, 120], "label": "cat"}]'
          onChange={(e) => setText(e.target.value)}
          onDrop={onDrop}
          onDragOver={(e) => e.preventDefault()}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={fileId} className="btn cursor-pointer">
          {t('boxes.openFile')}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".json,.txt,application/json,text/plain"
          className="sr-only"
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (f) void readFile(f);
          }}
        />
        <Select
          label={t('boxes.readAs')}
          value={readAs}
          onChange={setReadAs}
          options={[
            { value: 'auto', label: t('boxes.readAuto') },
            { value: 'xywh', label: t('boxes.readXywh') },
            { value: 'xyxy', label: t('boxes.readXyxy') },
          ]}
        />
      </div>
      <div aria-live="polite" className="space-y-1 text-sm" data-testid="annotator-boxes-detected">
        {result && !result.ok && <p className="error-text">{t(`boxes.problem.${result.problem}`)}</p>}
        {result?.ok && (
          <>
            <p>
              {t('boxes.detected', {
                format: t(`boxes.format.${result.format}`),
                count: result.boxes.length,
              })}
              {result.normalised && ` ${t('boxes.normalised')}`}
            </p>
            {result.ambiguous && (
              <p className="text-slate-600 dark:text-slate-400">{t('boxes.ambiguous', { other })}</p>
            )}
            {result.cocoImage && <p>{t('boxes.cocoImage', { name: result.cocoImage })}</p>}
            {result.skipped > 0 && <p>{t('boxes.skipped', { count: result.skipped })}</p>}
          </>
        )}
      </div>
      {colors.size > 0 && [...colors.keys()].some(Boolean) && (
        <ul aria-label={t('boxes.classes')} className="flex flex-wrap gap-2 text-sm">
          {[...colors].map(([cls, color]) => (
            <li key={cls} className="flex min-w-0 items-center gap-1">
              <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ background: color }} />
              <span className="break-all">{cls || '—'}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" disabled={!result?.ok} onClick={draw}>
          {t('boxes.draw')}
        </button>
        <button type="button" className="btn" disabled={rects.length === 0} onClick={downloadJson}>
          {t('boxes.exportJson')}
        </button>
        <CopyButton text={json} label={t('boxes.copyJson')} disabled={rects.length === 0} />
      </div>
      {selectedRect && (
        <div>
          <label htmlFor={`${inputId}-label`} className="mb-1 block text-sm font-medium">
            {t('boxes.labelField')}
          </label>
          <input
            id={`${inputId}-label`}
            key={selectedRect.id}
            className="field w-full"
            defaultValue={selectedRect.label ?? ''}
            maxLength={200}
            onBlur={(e) => {
              if (e.target.value !== (selectedRect.label ?? '')) setLabel(e.target.value.trim());
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.currentTarget.blur();
            }}
          />
        </div>
      )}
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('boxes.jsonNote')}</p>
      <p aria-live="polite" className={note?.error ? 'error-text' : 'text-sm'} data-testid="annotator-boxes-status">
        {note?.text}
      </p>
    </section>
  );
}
