/** The rendered picture, its options (mode, scale, colours) and the download/copy buttons. */
import { useState } from 'react';
import { CopyButton } from '../../components/ui/CopyButton';
import { downloadFile } from '../../components/ui/files/download';
import { Checkbox } from '../../components/ui/form/Checkbox';
import { ColorInput } from '../../components/ui/form/ColorInput';
import { Select } from '../../components/ui/form/Select';
import type { ToolT } from '../../i18n/useToolT';
import { SCALES, type Settings } from './logic';
import { CanvasTooLargeError, svgDataUrl, svgToPng } from './render-image';

interface Props {
  tt: ToolT<'latex-to-image'>;
  settings: Settings;
  onSettings: (s: Settings) => void;
  /** The finished SVG (colour, background, font embedded), or null before the first render. */
  svg: string | null;
  mathml: string;
  /** Pixel size at 1× (CSS px) and of the PNG at the chosen scale. */
  size: { width: number; height: number } | null;
  png: { width: number; height: number } | null;
  stale: boolean;
}

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'error' | 'done'; text: string };

export function ExportPane({ tt, settings, onSettings, svg, mathml, size, png, stale }: Props) {
  const { t, ui, lng } = tt;
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const set = <K extends keyof Settings>(k: K, v: Settings[K]) => onSettings({ ...settings, [k]: v });
  const nf = new Intl.NumberFormat(lng);

  const makePng = async (): Promise<Blob | null> => {
    if (!svg || !png) return null;
    try {
      return await svgToPng(svg, png.width, png.height);
    } catch (err) {
      console.error('latex-to-image: PNG failed', err);
      setStatus({ kind: 'error', text: err instanceof CanvasTooLargeError ? t('pngTooLarge') : t('pngFailed') });
      return null;
    }
  };
  const downloadPng = async () => {
    setStatus({ kind: 'busy' });
    const blob = await makePng();
    if (!blob) return;
    downloadFile(blob, `formula@${settings.scale}x.png`);
    setStatus({ kind: 'idle' });
  };
  const copyPng = async () => {
    setStatus({ kind: 'busy' });
    try {
      if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) throw new Error('no ClipboardItem');
      const blob = makePng().then((b) => b ?? Promise.reject(new Error('no PNG')));
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
      setStatus({ kind: 'done', text: t('copiedImage') });
    } catch (err) {
      console.error('latex-to-image: copying the image was refused', err);
      setStatus((s) => (s.kind === 'error' ? s : { kind: 'error', text: t('copyImageRefused') }));
    }
  };

  const scaleOptions = SCALES.map((s) => ({ value: String(s), label: `${s}×` }));
  const ready = !!svg && !stale;
  return (
    <div className="space-y-4">
      <div
        className={`flex min-h-32 items-center justify-center overflow-auto rounded-xl border border-slate-200 p-4 dark:border-slate-700 ${settings.background === 'transparent' ? 'bg-slate-50 dark:bg-slate-100' : ''}`}
        data-testid="latex-preview"
        aria-busy={stale}
      >
        {svg && size ? (
          <img
            src={svgDataUrl(svg)}
            alt={t('previewAlt')}
            width={Math.round(size.width * 2)}
            height={Math.round(size.height * 2)}
            className={`h-auto max-w-full ${stale ? 'opacity-50' : ''}`}
          />
        ) : (
          <p className="text-sm text-slate-600">{t('previewEmpty')}</p>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {settings.mode === 'formula' && (
          <Checkbox label={t('displayMode')} checked={settings.display} onChange={(v) => set('display', v)} />
        )}
        <Select
          label={t('scale')}
          value={String(settings.scale)}
          options={scaleOptions}
          onChange={(v) => set('scale', Number(v))}
          hint={png ? t('pngSize', { width: nf.format(png.width), height: nf.format(png.height) }) : undefined}
        />
        <ColorInput label={t('color')} value={settings.color} onChange={(v) => set('color', v)} />
        <Select
          label={t('background')}
          value={settings.background}
          options={[
            { value: 'transparent', label: t('transparent') },
            { value: 'solid', label: t('solid') },
          ]}
          onChange={(v) => set('background', v)}
        />
        {settings.background === 'solid' && (
          <ColorInput
            label={t('backgroundColor')}
            value={settings.backgroundColor}
            onChange={(v) => set('backgroundColor', v)}
          />
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!ready}
          onClick={() => svg && downloadFile(svg, 'formula.svg', 'image/svg+xml')}
          data-action="download-svg"
        >
          {t('downloadSvg')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={!ready}
          onClick={() => void downloadPng()}
          data-action="download-png"
        >
          {t('downloadPng')}
        </button>
        <button type="button" className="btn" disabled={!ready} onClick={() => void copyPng()} data-action="copy-png">
          {t('copyPng')}
        </button>
        <CopyButton text={mathml} label={t('copyMathml')} disabled={!ready} />
        <CopyButton text={svg ?? ''} label={t('copySvg')} disabled={!ready} />
      </div>
      <p aria-live="polite" className="min-h-5 text-sm" data-testid="latex-export-status">
        {status.kind === 'busy' && ui('working')}
        {status.kind === 'done' && status.text}
        {status.kind === 'error' && <span className="error-text">{status.text}</span>}
      </p>
    </div>
  );
}
