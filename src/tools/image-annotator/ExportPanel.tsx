/**
 * Export: PNG or JPEG at the original's resolution (cropped if a crop is set), flattened in a worker; download
 * or copy to the clipboard (PNG). Redacted pixels are replaced in the raster, never kept under anything.
 */
import type Konva from 'konva';
import { useCallback, useState, type RefObject } from 'react';
import { downloadFile, ProgressBar } from '../../components/ui/files';
import { Select } from '../../components/ui/form/Select';
import { Slider } from '../../components/ui/form/Slider';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { useToolT } from '../../i18n/useToolT';
import { outputFileName } from '../../lib/image/names';
import type { WorkerClient } from '../../lib/worker';
import { cropArea, type View } from './logic';
import { renderOverlay } from './overlay';
import type { ImageAnnotatorProtocol, Redaction } from './protocol';
import { isRedaction, type Doc } from './shapes';

type Format = 'image/png' | 'image/jpeg';
const parseFormat = (v: unknown): Format => (v === 'image/jpeg' ? 'image/jpeg' : 'image/png');
const parseQuality = (v: unknown): number => (typeof v === 'number' && v >= 50 && v <= 100 ? Math.round(v) : 92);

interface Props {
  worker: WorkerClient<ImageAnnotatorProtocol>;
  bitmap: ImageBitmap;
  name: string;
  doc: Doc;
  view: View;
  annotationsRef: RefObject<Konva.Layer | null>;
}

export function ExportPanel({ worker, bitmap, name, doc, view, annotationsRef }: Props) {
  const { t, workerError } = useToolT('image-annotator');
  const [format, setFormat] = usePersistentState<Format>('image-annotator:format', 'image/png', parseFormat);
  const [quality, setQuality] = usePersistentState('image-annotator:quality', 92, parseQuality);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | undefined>();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const crop = cropArea(doc.crop, bitmap.width, bitmap.height);

  const render = useCallback(
    async (type: Format): Promise<Blob> => {
      const layer = annotationsRef.current;
      const overlay = layer ? await renderOverlay(layer, view, crop) : [];
      const image = await createImageBitmap(bitmap);
      const redactions: Redaction[] = doc.shapes.filter(isRedaction).map((s) => ({
        kind: s.kind,
        rect: { x: s.x, y: s.y, width: s.width, height: s.height },
        strength: s.strength,
      }));
      const transfer: Transferable[] = [image, ...overlay.map((s) => s.image)];
      setBusy(true);
      setProgress(undefined);
      try {
        return await worker.request(
          'flatten',
          { image, overlay, crop, redactions, type, quality: quality / 100 },
          { transfer, onProgress: ({ done, total }) => setProgress(done / Math.max(1, total)) },
        );
      } finally {
        setBusy(false);
      }
    },
    [annotationsRef, view, crop, bitmap, doc, worker, quality],
  );

  const download = async () => {
    setMessage(null);
    try {
      const blob = await render(format);
      const ext = format === 'image/jpeg' ? 'jpg' : 'png';
      downloadFile(blob, outputFileName(name, { suffix: 'annotated', ext }));
      setMessage({ text: t('exported', { width: crop.width, height: crop.height }), error: false });
    } catch (err) {
      console.error('Image annotator: export failed', err);
      setMessage({ text: t('errExport', { reason: workerError(err) }), error: true });
    }
  };

  const copy = async () => {
    setMessage(null);
    if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) {
      setMessage({ text: t('copyUnsupported'), error: true });
      return;
    }
    try {
      // The promise goes into the item at once, so the browser still sees the click as the reason to write.
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': render('image/png') })]);
      setMessage({ text: t('copied'), error: false });
    } catch (err) {
      console.error('Image annotator: copy refused', err);
      setMessage({ text: t('copyRefused'), error: true });
    }
  };

  return (
    <section
      aria-labelledby="annotator-export"
      className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <h2 id="annotator-export" className="font-semibold">
        {t('exportHeading')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <Select
          label={t('format')}
          value={format}
          onChange={setFormat}
          options={[
            { value: 'image/png', label: 'PNG' },
            { value: 'image/jpeg', label: 'JPEG' },
          ]}
        />
        {format === 'image/jpeg' && (
          <Slider label={t('quality')} value={quality} min={50} max={100} onChange={setQuality} unit="%" />
        )}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="annotator-output-size">
        {t('outputSize', { width: crop.width, height: crop.height })}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void download()}>
          {t('download', { format: format === 'image/jpeg' ? 'JPEG' : 'PNG' })}
        </button>
        <button type="button" className="btn" disabled={busy} onClick={() => void copy()}>
          {t('copy')}
        </button>
      </div>
      {busy && <ProgressBar value={progress} label={t('exporting')} />}
      <p aria-live="polite" className={message?.error ? 'error-text' : 'text-sm'} data-testid="annotator-export-status">
        {message?.text}
      </p>
    </section>
  );
}
