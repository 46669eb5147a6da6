/**
 * The latex-to-image island: wiring only (Editor, ExportPane; MathJax runs in worker.ts, loaded when the formula
 * first changes: the sample comes drawn from the build, sample.ts).
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Select } from '../../components/ui/form/Select';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { useToolT } from '../../i18n/useToolT';
import { useWorkerTask } from '../../lib/worker';
import { Editor, type EditorHandle } from './Editor';
import { ExportPane } from './ExportPane';
import {
  braceDepth,
  DEFAULT_SETTINGS,
  engineError,
  parseMixed,
  MAX_DEPTH,
  EM_PX,
  finishSvg,
  lineColumn,
  locateError,
  MAX_TEX_CHARS,
  MIXED_SAMPLE,
  PAD_EM,
  parseSettings,
  pixelSize,
  pngSize,
  readViewBox,
  SAMPLE,
  textRuns,
  TOO_DEEP,
  type Drawn,
  type MixedProblem,
  type Span,
  type TexErrorInfo,
} from './logic';
import type { Settings } from './logic';
import type { LatexToImageProtocol } from './protocol';
import { embedTextFont, type EmbeddedFont } from './render-image';

const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'latex-to-image' });

interface Props extends IslandI18nProps {
  /** The sample formula as MathJax drew it at build time: shown at once, without loading MathJax. */
  sample?: Drawn;
}

export default function LatexToImage({ sample, ...props }: Props) {
  return (
    <IslandI18n {...props}>
      <Tool sample={sample} />
    </IslandI18n>
  );
}

interface Raw extends Drawn {
  mode: Settings['mode'];
}

/** The font of a picture without text (\text{}): nothing to embed. */
const NO_TEXT: EmbeddedFont = { fontCss: '', textFamily: null, failed: false };

function Tool({ sample }: { sample?: Drawn }) {
  const tt = useToolT('latex-to-image');
  const { t, workerError, lng } = tt;
  const errorId = useId();
  const [text, setText, , saveState] = usePersistentState('latex-to-image:input', SAMPLE, (v) =>
    typeof v === 'string' ? v : SAMPLE,
  );
  const [settings, setSettings] = usePersistentState('latex-to-image:settings', DEFAULT_SETTINGS, parseSettings);
  const task = useWorkerTask<LatexToImageProtocol>(createWorker, { idleMs: 120_000 });
  const editor = useRef<EditorHandle>(null);
  // MathJax (about 0.6 MB gzip) loads when the formula first differs from the one drawn (the build's sample).
  const [raw, setRaw] = useState<Raw | null>(() => (sample ? { ...sample, mode: 'formula' } : null));
  const [texError, setTexError] = useState<{ info: TexErrorInfo; tex: string } | null>(null);
  const [mixedError, setMixedError] = useState<(MixedProblem & { tex: string }) | null>(null);
  const mode = settings.mode;
  // A sample without text needs no font: its picture is whole on the first render, as the build drew it.
  const [font, setFont] = useState<EmbeddedFont | null>(() =>
    sample && !textRuns(sample.svg).trim() ? NO_TEXT : null,
  );

  const tooLong = text.length > MAX_TEX_CHARS;
  const tooDeep = useMemo(() => !tooLong && braceDepth(text) > MAX_DEPTH, [text, tooLong]);
  const runTask = task.run;
  const run = useCallback(
    async (tex: string, display: boolean, mode: Settings['mode']) => {
      let res;
      if (mode === 'mixed') {
        const parsed = parseMixed(tex);
        if (!parsed.ok) {
          setMixedError({ problem: parsed.problem, at: parsed.at, tex });
          return;
        }
        setMixedError(null);
        res = await runTask('renderMixed', { lines: parsed.lines });
      } else {
        setMixedError(null);
        // Queued, not replacing: a restart would load MathJax again, and renders take milliseconds.
        res = await runTask('render', { tex, display });
      }
      if (!res) return;
      if (res.ok) {
        setRaw({ svg: res.svg, mathml: res.mathml, tex, display, mode });
        setTexError(null);
      } else {
        console.warn('latex-to-image: TeX error', res.error);
        setTexError({ info: res.error, tex });
      }
    },
    [runTask],
  );

  // Whether the picture shows the box's formula as asked already (the sample from the build, or the last render).
  const drawn =
    !!raw && raw.tex === text && raw.mode === mode && (mode === 'mixed' || raw.display === settings.display);
  useEffect(() => {
    if (drawn || tooLong || tooDeep || !text.trim()) return;
    const timer = window.setTimeout(() => void run(text, settings.display, mode), 250);
    return () => window.clearTimeout(timer);
  }, [drawn, text, settings.display, mode, tooLong, tooDeep, run]);

  const setMode = (next: Settings['mode']) => {
    setSettings({ ...settings, mode: next });
    // The other mode's sample replaces this one's, never the visitor's own text.
    if (next === 'mixed' && text === SAMPLE) setText(MIXED_SAMPLE);
    if (next === 'formula' && text === MIXED_SAMPLE) setText(SAMPLE);
  };

  // The font for \text{} (CJK), embedded as data: URLs; only when the picture has text.
  useEffect(() => {
    if (!raw) return;
    let live = true;
    void embedTextFont(raw.svg).then((f) => live && setFont(f));
    return () => {
      live = false;
    };
  }, [raw]);

  const box = raw ? readViewBox(raw.svg) : null;
  const svg = useMemo(() => {
    if (!raw || !font || !text.trim()) return null;
    try {
      return finishSvg(raw.svg, {
        color: settings.color,
        background: settings.background === 'solid' ? settings.backgroundColor : null,
        emPx: EM_PX,
        padEm: PAD_EM,
        fontCss: font.fontCss,
        textFamily: font.textFamily,
      });
    } catch (err) {
      console.error('latex-to-image: unexpected SVG', err);
      return null;
    }
  }, [raw, font, text, settings.color, settings.background, settings.backgroundColor]);

  const stale =
    !raw ||
    raw.tex !== text ||
    raw.mode !== mode ||
    (mode === 'formula' && raw.display !== settings.display) ||
    !!texError ||
    !!(mixedError && mixedError.tex === text);
  const span: Span | null =
    mixedError && mixedError.tex === text
      ? { start: mixedError.at, end: mixedError.at + (text.startsWith('$$', mixedError.at) ? 2 : 1) }
      : texError && texError.tex === text
        ? locateError(text, texError.info)
        : null;
  const engine = texError ? engineError(texError.info) : null;
  const where = span ? lineColumn(text, span.start) : null;
  const nf = new Intl.NumberFormat(lng);

  return (
    <div className="grid gap-6 lg:grid-cols-2" data-tool="latex-to-image">
      <div className="min-w-0 space-y-2">
        <Select
          label={t('mode')}
          value={mode}
          onChange={setMode}
          options={[
            { value: 'formula', label: t('modeFormula') },
            { value: 'mixed', label: t('modeMixed') },
          ]}
        />
        <Editor
          ref={editor}
          label={t('inputLabel')}
          paletteLabel={t('palette')}
          placeholder={mode === 'mixed' ? t('placeholderMixed') : t('placeholder')}
          value={text}
          onChange={setText}
          error={span}
          describedBy={texError ? errorId : undefined}
        />
        <div id={errorId} role="status" className="min-h-5 space-y-1" data-testid="latex-to-image-error">
          {tooLong && (
            <p className="error-text">{t('tooLong', { n: nf.format(text.length), max: nf.format(MAX_TEX_CHARS) })}</p>
          )}
          {tooDeep && <p className="error-text">{t('tooDeep')}</p>}
          {mixedError && mixedError.tex === text && (
            <p className="error-text">
              {where && t('texErrorAt', { line: where.line, column: where.column })} {t(`mixed.${mixedError.problem}`)}{' '}
              {span && (
                <button type="button" className="underline" onClick={() => editor.current?.select(span)}>
                  {t('showError')}
                </button>
              )}
            </p>
          )}
          {texError && texError.tex === text && (
            <p className="error-text">
              {where ? t('texErrorAt', { line: where.line, column: where.column }) : t('texError')}{' '}
              <span data-testid="latex-error-message">
                {texError.info.id === TOO_DEEP
                  ? t('tooDeep')
                  : engine
                    ? t(`engine.${engine.id}`, { a: engine.a, b: engine.b })
                    : t('engineOther', { message: texError.info.message })}
              </span>{' '}
              {span && (
                <button type="button" className="underline" onClick={() => editor.current?.select(span)}>
                  {t('showError')}
                </button>
              )}
            </p>
          )}
          {task.error && <p className="error-text">{workerError(task.error)}</p>}
          {font?.failed && <p className="text-sm text-amber-700 dark:text-amber-400">{t('fontFailed')}</p>}
          {(saveState === 'tooLarge' || saveState === 'failed') && (
            <p className="text-sm text-amber-700 dark:text-amber-400">{t('notSaved')}</p>
          )}
        </div>
      </div>
      <div className="min-w-0">
        <ExportPane
          tt={tt}
          settings={settings}
          onSettings={setSettings}
          svg={svg}
          mathml={raw?.mathml ?? ''}
          size={box && pixelSize(box, EM_PX, PAD_EM)}
          png={box && pngSize(box, EM_PX, PAD_EM, settings.scale)}
          stale={stale || task.busy}
        />
      </div>
    </div>
  );
}
