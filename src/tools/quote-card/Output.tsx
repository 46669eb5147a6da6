/** The live preview (a downscaled drawing of the card) and the export: download PNG/JPEG, copy to clipboard. */
import { useState, type RefObject } from 'react';
import { downloadFile } from '../../components/ui/files/download';
import { SegmentedControl } from '../../components/ui/SegmentedControl';
import { useToolT } from '../../i18n/useToolT';
import type { Card } from './useCard';
import type { Format, Settings } from './settings';

interface Props {
  card: Card;
  canvas: RefObject<HTMLCanvasElement | null>;
  format: Format;
  set: (patch: Partial<Settings>) => void;
  empty: boolean;
}

type Message = { text: string; error: boolean } | null;

export function Output({ card, canvas, format, set, empty }: Props) {
  const { t, lng } = useToolT('quote-card');
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const nf = new Intl.NumberFormat(lng);
  const size = { width: nf.format(card.width), height: nf.format(card.height) };

  const download = async () => {
    setMessage(null);
    setBusy(true);
    try {
      const type = format === 'png' ? 'image/png' : 'image/jpeg';
      const blob = await card.exportBlob(type);
      downloadFile(blob, `quote-card-${card.width}x${card.height}.${format === 'png' ? 'png' : 'jpg'}`);
      setMessage({ text: t('downloaded', size), error: false });
    } catch (err) {
      console.error('Quote card: export failed', err);
      setMessage({ text: t('exportFailed'), error: true });
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    setMessage(null);
    if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) {
      setMessage({ text: t('copyUnsupported'), error: true });
      return;
    }
    try {
      // The promise goes into the item at once, so the browser still counts the click as the reason to write.
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': card.exportBlob('image/png') })]);
      setMessage({ text: t('copied'), error: false });
    } catch (err) {
      console.error('Quote card: copy refused', err);
      setMessage({ text: t('copyRefused'), error: true });
    }
  };

  return (
    <section className="panel space-y-3" aria-labelledby="qc-preview">
      <h2 id="qc-preview" className="text-lg font-semibold">
        {t('previewHeading')}
      </h2>
      <div className="flex justify-center rounded-lg bg-slate-100 p-2 dark:bg-slate-800">
        <canvas
          ref={canvas}
          data-testid="quote-card-preview"
          role="img"
          aria-label={t('previewAlt', size)}
          className="h-auto max-h-[70vh] max-w-full shadow-md"
          style={{ aspectRatio: `${card.width} / ${card.height}` }}
        />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('sizeNote', size)}
        {card.fit && !card.fit.truncated && !empty && ` · ${t('fontSize', { size: card.fit.size })}`}
      </p>
      {empty && <p className="text-sm text-slate-600 dark:text-slate-400">{t('emptyQuote')}</p>}
      {card.fit?.truncated && !empty && (
        <p className="text-sm text-amber-800 dark:text-amber-300" role="status" data-testid="quote-card-truncated">
          {t('truncated')}
        </p>
      )}
      {card.failed && (
        <p className="error-text" role="alert">
          {t('renderFailed')}
        </p>
      )}
      {card.fontState === 'failed' && (
        <p className="error-text" role="alert">
          {t('fontFailed', { font: card.font.family })}
        </p>
      )}
      {card.fontState === 'partial' && (
        <p className="text-sm text-amber-800 dark:text-amber-300">{t('fontPartial', { font: card.font.family })}</p>
      )}
      <SegmentedControl
        label={t('formatLabel')}
        value={format}
        onChange={(f) => set({ format: f })}
        options={[
          { value: 'png', label: 'PNG' },
          { value: 'jpeg', label: 'JPEG' },
        ]}
      />
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" disabled={busy} onClick={() => void download()}>
          {busy ? t('exporting') : t('download', { format: format.toUpperCase() })}
        </button>
        <button type="button" className="btn" onClick={() => void copy()}>
          {t('copy')}
        </button>
      </div>
      <p aria-live="polite" className={message?.error ? 'error-text' : 'text-sm text-slate-700 dark:text-slate-300'}>
        {message?.text}
      </p>
    </section>
  );
}
