/** The subtitle-to-image island: wiring only (frame, lines, settings, font, preview, export). */
import { useCallback, useMemo } from 'react';
import { FileInput } from '../../components/ui/files/FileInput';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { useToolT } from '../../i18n/useToolT';
import { Controls } from './Controls';
import { ExportPanel } from './ExportPanel';
import { LinesPanel, TEXT_MAX } from './LinesPanel';
import { autoFont, chosenFont, DEFAULTS, parseSettings, plainLines, stripHeight, type Settings } from './logic';
import { Preview } from './Preview';
import { useFont } from './useFont';
import { useFrame, type FrameError } from './useFrame';
import { IMAGE_LIMITS, tooLargeParams } from '../../lib/image/canvas-limits';

export default function SubtitleToImage(props: IslandI18nProps) {
  return (
    <IslandI18n {...props}>
      <Tool />
    </IslandI18n>
  );
}

function Tool() {
  const { t, ui, lng } = useToolT('subtitle-to-image');
  const nf = new Intl.NumberFormat(lng);
  const [text, setText, , saveState] = usePersistentState(
    'subtitle-to-image:text',
    '',
    (v) => (typeof v === 'string' ? v.slice(0, TEXT_MAX) : ''),
    { maxChars: TEXT_MAX * 2 },
  );
  const [settings, setSettings] = usePersistentState<Settings>('subtitle-to-image:settings', DEFAULTS, parseSettings);
  const set = useCallback((patch: Partial<Settings>) => setSettings((s) => ({ ...s, ...patch })), [setSettings]);
  const { frame, error, busy, choose } = useFrame();

  const lines = useMemo(() => plainLines(text), [text]);
  const all = useMemo(() => lines.join(''), [lines]);
  const font = chosenFont(settings, all);
  const fontState = useFont(font, settings.bold ? 700 : 400, all);
  const strip = frame ? stripHeight(settings, frame.height) : 0;

  const errorText = (e: FrameError) =>
    e.code === 'tooLarge'
      ? ui('image.tooLarge', tooLargeParams({ width: e.width ?? 0, height: e.height ?? 0, ...IMAGE_LIMITS }, lng))
      : t(`frameError.${e.code}`, {
          name: e.name,
          other: e.other,
          size: t('size', { width: nf.format(e.width ?? 0), height: nf.format(e.height ?? 0) }),
        });

  return (
    <div className="space-y-4" data-tool="subtitle-to-image">
      <section className="panel space-y-2">
        <FileInput
          onFiles={(files) => void choose(files[0]!)}
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif,image/bmp"
          checkType={false}
          paste="page"
          label={t('chooseLabel')}
          className="min-h-28"
        >
          <span className="block text-base font-medium text-slate-800 dark:text-slate-100">{t('dropTitle')}</span>
          <span className="mt-1 block">{t('dropHint')}</span>
        </FileInput>
        {busy && <p className="text-sm">{t('decoding')}</p>}
        {frame && (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="sub-frame">
            {t('frameInfo', {
              name: frame.name,
              size: t('size', { width: nf.format(frame.width), height: nf.format(frame.height) }),
            })}
          </p>
        )}
        {error && (
          <p role="alert" className="error-text">
            {errorText(error)}
          </p>
        )}
      </section>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <div className="min-w-0 space-y-4">
          <LinesPanel
            text={text}
            setText={setText}
            lineCount={lines.length}
            notSaved={saveState === 'tooLarge' || saveState === 'failed'}
          />
          <Controls s={settings} set={set} auto={autoFont(all)} frameHeight={frame?.height ?? null} strip={strip} />
        </div>
        <div className="min-w-0 space-y-4">
          <section className="panel space-y-2" aria-labelledby="sub-preview-title">
            <h2 id="sub-preview-title" className="text-lg font-semibold">
              {t('previewHeading')}
            </h2>
            {frame ? (
              <Preview
                frame={frame}
                lines={lines}
                settings={settings}
                strip={strip}
                family={font.family}
                fontVersion={fontState.version}
              />
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('previewEmpty')}</p>
            )}
            {fontState.loading && <p className="text-xs">{t('fontLoading', { name: font.family })}</p>}
            {fontState.failed && (
              <p role="alert" className="text-sm text-amber-800 dark:text-amber-300">
                {t('fontFailed', { name: font.family })}
              </p>
            )}
            {fontState.partial && all && (
              <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
                {t('fontPartial', { name: font.family })}
              </p>
            )}
          </section>
          <ExportPanel frame={frame} lines={lines} settings={settings} strip={strip} font={font} />
        </div>
      </div>
    </div>
  );
}
