import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/ui/CopyButton';
import { LargeTextarea } from '../../components/ui/LargeTextarea';
import { downloadBlob } from '../../components/ui/clipboard';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { countLines, splitLines, type SplitText } from './lines';
import type { DiffMode, DiffRequest, DiffResponse, DiffResult, Notice } from './logic';
import {
  DEFAULT_NAMES,
  fileProblem,
  formatBytes,
  loadInputs,
  loadOptions,
  saveInputs,
  saveOptions,
  type Options,
  type SaveOutcome,
} from './inputs';
import {
  allBlocks,
  blockCount,
  blockLineSegments,
  buildRows,
  getBlock,
  unifiedPatch,
  type Row,
  type Segment,
  type View,
} from './view';

export default function TextDiff(props: IslandI18nProps) {
  return (
    <IslandI18n {...props}>
      <DiffTool />
    </IslandI18n>
  );
}

/** Rows drawn at first; more as the table is scrolled to its end (or on a jump to a change further down). */
const ROW_STEP = 500;
/** Hidden unchanged lines revealed per click. */
const REVEAL_STEP = 500;
/** Longer lines are cut for display, with a button to show the rest. */
const LINE_CLIP = 5000;

interface Shown {
  result: DiffResult;
  /** The texts that were compared (the boxes may have changed since). */
  oldText: string;
  newText: string;
  a: SplitText;
  b: SplitText;
  ms: number;
  ignoreNote: boolean;
}

type Side = 'old' | 'new';

function DiffTool() {
  const { t } = useTranslation('tools');
  const [oldText, setOldText] = useState('');
  const [newText, setNewText] = useState('');
  const [names, setNames] = useState(DEFAULT_NAMES);
  const [opts, setOptsState] = useState<Options>({
    mode: 'line',
    view: 'split',
    ignoreWhitespace: false,
    ignoreCase: false,
  });
  // Options the user picked before saved ones were restored are kept.
  const optsTouched = useRef(false);
  const setOpts = useCallback((f: (o: Options) => Options) => {
    optsTouched.current = true;
    setOptsState(f);
  }, []);
  const [loaded, setLoaded] = useState(false);
  const [saveNote, setSaveNote] = useState<SaveOutcome>('saved');
  const [fileError, setFileError] = useState<Record<Side, string>>({ old: '', new: '' });

  const [shown, setShown] = useState<Shown | null>(null);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState('');
  const worker = useRef<Worker | null>(null);
  const busy = useRef(false);
  const lastId = useRef(0);
  const inFlight = useRef<{ id: number; oldText: string; newText: string; ignore: boolean } | null>(null);

  // Restore saved inputs and options after hydration (the server rendered the defaults).
  useEffect(() => {
    let storage: Storage | null;
    try {
      storage = window.localStorage;
    } catch {
      storage = null; // blocked (e.g. some private modes): start empty
    }
    if (storage) {
      // Whatever was typed before this ran wins over the saved texts.
      const saved = loadInputs(storage);
      setOldText((cur) => cur || saved.oldText);
      setNewText((cur) => cur || saved.newText);
      setNames((cur) => (cur === DEFAULT_NAMES ? { oldName: saved.oldName, newName: saved.newName } : cur));
      const o = loadOptions(storage);
      const narrow = window.matchMedia?.('(max-width: 639px)').matches;
      if (!optsTouched.current) {
        setOptsState((cur) => ({ ...cur, ...(narrow ? { view: 'inline' as View } : {}), ...o }));
      }
    }
    setLoaded(true);
  }, []);

  useEffect(() => {
    if (!loaded) return;
    const timer = window.setTimeout(() => {
      try {
        setSaveNote(saveInputs(window.localStorage, { oldText, newText, ...names }));
      } catch (err) {
        console.warn('localStorage unavailable', err);
        setSaveNote('failed');
      }
    }, 500);
    return () => window.clearTimeout(timer);
  }, [oldText, newText, names, loaded]);

  useEffect(() => {
    if (!loaded) return;
    try {
      saveOptions(window.localStorage, opts);
    } catch {
      // No storage: options simply are not remembered.
    }
  }, [opts, loaded]);

  const startWorker = useCallback(() => {
    const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<DiffResponse>) => {
      const res = e.data;
      const req = inFlight.current;
      if (!req || res.id !== req.id) return;
      busy.current = false;
      inFlight.current = null;
      setWorking(false);
      if (!res.ok) {
        console.error('Diff failed in the worker', res.detail);
        setFailure(res.detail);
        return;
      }
      setFailure('');
      setShown({
        result: res.result,
        oldText: req.oldText,
        newText: req.newText,
        a: splitLines(req.oldText),
        b: splitLines(req.newText),
        ms: res.ms,
        ignoreNote: req.ignore,
      });
    };
    w.onerror = (e) => {
      e.preventDefault();
      console.error('Diff worker error', e.message);
      busy.current = false;
      inFlight.current = null;
      worker.current?.terminate();
      worker.current = null;
      setWorking(false);
      setFailure(e.message || 'worker error');
    };
    worker.current = w;
    return w;
  }, []);

  // Start the Worker (and load the diff libraries) while the page is idle, so the first diff is quick.
  useEffect(() => {
    const warm = () => {
      if (!worker.current) startWorker();
    };
    const idle = window.requestIdleCallback?.(warm, { timeout: 2000 });
    const timer = idle === undefined ? window.setTimeout(warm, 500) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
      worker.current?.terminate();
      worker.current = null;
    };
  }, [startWorker]);

  const run = useCallback(
    (a: string, b: string, o: Options) => {
      // A run still going is stale: stop it rather than queue behind it.
      if (busy.current && worker.current) {
        worker.current.terminate();
        worker.current = null;
      }
      const w = worker.current ?? startWorker();
      const id = ++lastId.current;
      inFlight.current = { id, oldText: a, newText: b, ignore: o.ignoreCase || o.ignoreWhitespace };
      busy.current = true;
      setWorking(true);
      const req: DiffRequest = {
        id,
        oldText: a,
        newText: b,
        opts: { mode: o.mode, ignoreCase: o.ignoreCase, ignoreWhitespace: o.ignoreWhitespace },
      };
      w.postMessage(req);
    },
    [startWorker],
  );

  const [retryTick, setRetryTick] = useState(0);
  useEffect(() => {
    if (!loaded) return;
    if (oldText === '' && newText === '') {
      if (busy.current && worker.current) {
        worker.current.terminate();
        worker.current = null;
        busy.current = false;
      }
      setWorking(false);
      setShown(null);
      setFailure('');
      return;
    }
    const delay = oldText.length + newText.length > 200_000 ? 400 : 250;
    const timer = window.setTimeout(() => run(oldText, newText, opts), delay);
    return () => window.clearTimeout(timer);
    // The view (split/inline) does not change the diff, so it is not a dependency.
  }, [oldText, newText, opts.mode, opts.ignoreCase, opts.ignoreWhitespace, loaded, run, retryTick]);

  const setText = (side: Side, v: string) => (side === 'old' ? setOldText(v) : setNewText(v));

  const loadFile = async (side: Side, file: File) => {
    const problem = fileProblem(file.size, file.size > 0 ? await file.slice(0, 8000).text() : '');
    if (problem) {
      console.warn(`text-diff: ${file.name} not loaded (${problem})`);
      setFileError((e) => ({
        ...e,
        [side]: t(`text-diff.fileError.${problem}`, { name: file.name, size: formatBytes(file.size) }),
      }));
      return;
    }
    try {
      const text = await file.text();
      setText(side, text);
      setNames((n) => (side === 'old' ? { ...n, oldName: file.name } : { ...n, newName: file.name }));
      setFileError((e) => ({ ...e, [side]: '' }));
    } catch (err) {
      console.error(`text-diff: could not read ${file.name}`, err);
      setFileError((e) => ({ ...e, [side]: t('text-diff.fileError.read', { name: file.name }) }));
    }
  };

  const swap = () => {
    setOldText(newText);
    setNewText(oldText);
    setNames((n) => ({ oldName: n.newName, newName: n.oldName }));
    setFileError((e) => ({ old: e.new, new: e.old }));
  };

  return (
    <div className="space-y-4">
      <OptionsBar opts={opts} setOpts={setOpts} />
      <div className="grid gap-4 lg:grid-cols-2">
        <InputPane
          side="old"
          label={t('text-diff.original')}
          placeholder={t('text-diff.originalPlaceholder')}
          value={oldText}
          onChange={(v) => setText('old', v)}
          onFile={(f) => void loadFile('old', f)}
          onClear={() => {
            setOldText('');
            setNames((n) => ({ ...n, oldName: DEFAULT_NAMES.oldName }));
            setFileError((e) => ({ ...e, old: '' }));
          }}
          error={fileError.old}
        />
        <InputPane
          side="new"
          label={t('text-diff.changed')}
          placeholder={t('text-diff.changedPlaceholder')}
          value={newText}
          onChange={(v) => setText('new', v)}
          onFile={(f) => void loadFile('new', f)}
          onClear={() => {
            setNewText('');
            setNames((n) => ({ ...n, newName: DEFAULT_NAMES.newName }));
            setFileError((e) => ({ ...e, new: '' }));
          }}
          error={fileError.new}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <button type="button" className="btn" onClick={swap} disabled={!oldText && !newText}>
          <span aria-hidden="true">⇄</span> {t('text-diff.swap')}
        </button>
        {saveNote !== 'saved' && (
          <p className="text-slate-600 dark:text-slate-400" role="note">
            {t(saveNote === 'tooLarge' ? 'text-diff.persistSkipped' : 'text-diff.persistFailed')}
          </p>
        )}
      </div>
      <ResultPanel
        shown={shown}
        view={opts.view}
        working={working}
        stale={!!shown && (shown.oldText !== oldText || shown.newText !== newText)}
        failure={failure}
        empty={!oldText && !newText}
        names={names}
        onRetry={() => {
          setFailure('');
          setRetryTick((n) => n + 1);
        }}
      />
    </div>
  );
}

function Segmented<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (v: T) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="float-left mr-1 text-sm font-medium text-slate-700 dark:text-slate-300">{legend}</legend>
      <div className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 dark:border-slate-600 dark:bg-slate-800">
        {options.map((o) => (
          <label key={o.value} className="relative">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="peer sr-only"
            />
            <span className="block cursor-pointer rounded-md px-3 py-1 text-sm text-slate-700 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 hover:text-brand-700 peer-checked:hover:text-white dark:text-slate-200">
              {o.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function OptionsBar({ opts, setOpts }: { opts: Options; setOpts: (f: (o: Options) => Options) => void }) {
  const { t } = useTranslation('tools');
  const name = useId();
  return (
    <section className="panel flex flex-wrap items-center gap-x-6 gap-y-3" aria-label={t('text-diff.optionsLabel')}>
      <Segmented<DiffMode>
        legend={t('text-diff.mode')}
        name={`${name}-mode`}
        value={opts.mode}
        onChange={(mode) => setOpts((o) => ({ ...o, mode }))}
        options={[
          { value: 'line', label: t('text-diff.modeLine') },
          { value: 'word', label: t('text-diff.modeWord') },
          { value: 'char', label: t('text-diff.modeChar') },
        ]}
      />
      <Segmented<View>
        legend={t('text-diff.view')}
        name={`${name}-view`}
        value={opts.view}
        onChange={(view) => setOpts((o) => ({ ...o, view }))}
        options={[
          { value: 'split', label: t('text-diff.viewSplit') },
          { value: 'inline', label: t('text-diff.viewInline') },
        ]}
      />
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-600"
            checked={opts.ignoreWhitespace}
            onChange={(e) => setOpts((o) => ({ ...o, ignoreWhitespace: e.target.checked }))}
          />
          {t('text-diff.ignoreWhitespace')}
        </label>
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-600"
            checked={opts.ignoreCase}
            onChange={(e) => setOpts((o) => ({ ...o, ignoreCase: e.target.checked }))}
          />
          {t('text-diff.ignoreCase')}
        </label>
      </div>
    </section>
  );
}

interface InputPaneProps {
  side: Side;
  label: string;
  placeholder: string;
  value: string;
  onChange: (v: string) => void;
  onFile: (f: File) => void;
  onClear: () => void;
  error: string;
}

function InputPane({ side, label, placeholder, value, onChange, onFile, onClear, error }: InputPaneProps) {
  const { t } = useTranslation('tools');
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const lines = useMemo(() => countLines(value), [value]);
  const hasFiles = (e: DragEvent) => [...e.dataTransfer.types].includes('Files');
  return (
    <div className="panel flex min-w-0 flex-col gap-2" data-side={side}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={`${id}-text`} className="text-base font-semibold">
          {label}
        </label>
        <span className="text-xs text-slate-600 dark:text-slate-400">
          {t('text-diff.counts', { chars: value.length.toLocaleString(), lines: lines.toLocaleString() })}
        </span>
      </div>
      <LargeTextarea
        id={`${id}-text`}
        className={`field min-h-48 resize-y font-mono text-sm leading-5 lg:min-h-64 ${over ? 'border-brand-500 ring-2 ring-brand-500' : ''}`}
        value={value}
        placeholder={placeholder}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        onValueChange={onChange}
        onDragOver={(e) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          setOver(false);
          const file = e.dataTransfer.files[0];
          if (!file) return; // dropped text: the browser inserts it
          e.preventDefault();
          onFile(file);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        data-testid={`input-${side}`}
      />
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className="btn" onClick={() => fileInput.current?.click()}>
          <span aria-hidden="true">📂</span> {t('text-diff.openFile')}
        </button>
        <input
          ref={fileInput}
          type="file"
          className="hidden"
          tabIndex={-1}
          aria-label={t('text-diff.openFileFor', { side: label })}
          accept="text/*,.txt,.md,.csv,.json,.js,.ts,.tsx,.jsx,.py,.java,.c,.h,.cpp,.go,.rs,.rb,.php,.html,.css,.xml,.yml,.yaml,.toml,.ini,.sql,.sh,.log,.diff,.patch"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) onFile(f);
            e.target.value = '';
          }}
        />
        <button type="button" className="btn" onClick={onClear} disabled={!value}>
          {t('ui.clear')}
        </button>
        <span className="text-xs text-slate-600 dark:text-slate-400">{t('text-diff.dropHint')}</span>
      </div>
      {error && (
        <p id={`${id}-err`} className="error-text" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface ResultProps {
  shown: Shown | null;
  view: View;
  working: boolean;
  /** The boxes changed since this result was computed; a new one is on its way. */
  stale: boolean;
  failure: string;
  empty: boolean;
  names: { oldName: string; newName: string };
  onRetry: () => void;
}

function ResultPanel({ shown, view, working, stale, failure, empty, names, onRetry }: ResultProps) {
  const { t } = useTranslation('tools');
  const [revealed, setRevealed] = useState<Map<number, number>>(new Map());
  const [rowLimit, setRowLimit] = useState(ROW_STEP);
  const [current, setCurrent] = useState(-1);
  const [navTick, setNavTick] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const result = shown?.result ?? null;
  const reveal = useCallback(
    (run: number, by: number) => setRevealed((m) => new Map(m).set(run, (m.get(run) ?? 0) + by)),
    [],
  );

  // Draw more rows when the end of the drawn part scrolls into view.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !scroller.current || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setRowLimit((l) => l + ROW_STEP);
      },
      { root: scroller.current, rootMargin: '400px' },
    );
    io.observe(el);
    return () => io.disconnect();
  });

  // A new result starts collapsed, at the top.
  useEffect(() => {
    setRevealed(new Map());
    setRowLimit(ROW_STEP);
    setCurrent(-1);
  }, [shown]);

  const { rows, blockRows } = useMemo(
    () => (result ? buildRows(result, view, revealed) : { rows: [] as Row[], blockRows: [] as number[] }),
    [result, view, revealed],
  );
  const total = result ? blockCount(result) : 0;

  const go = useCallback(
    (dir: 1 | -1) => {
      if (!total) return;
      const next = current < 0 ? (dir === 1 ? 0 : total - 1) : Math.min(total - 1, Math.max(0, current + dir));
      const row = blockRows[next] ?? 0;
      if (row + 200 > rowLimit) setRowLimit(row + ROW_STEP);
      setCurrent(next);
      setNavTick((n) => n + 1);
    },
    [total, blockRows, current, rowLimit],
  );

  useEffect(() => {
    if (current < 0 || !navTick) return;
    const el = scroller.current?.querySelector(`[data-block-start="${current}"]`);
    el?.scrollIntoView({ block: 'center', behavior: 'auto' });
  }, [current, navTick]);

  // Alt+↓ / Alt+↑ anywhere on the page jump between changes.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === 'ArrowDown') go(1);
      else if (e.key === 'ArrowUp') go(-1);
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [go]);

  const patch = useCallback(
    () => (shown ? unifiedPatch(shown.a, shown.b, allBlocks(shown.result), names) : ''),
    [shown, names],
  );

  const span = current >= 0 && result ? getBlock(result, current) : null;
  const unit = result ? t(`text-diff.unit.${result.mode}`) : '';

  return (
    <section className="panel space-y-3" aria-labelledby="td-result-heading" aria-busy={working}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="td-result-heading" className="mr-auto text-lg font-semibold">
          {t('text-diff.resultHeading')}
        </h2>
        {(working || stale) && (
          <span className="inline-flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <span className="spinner h-4 w-4" aria-hidden="true" /> {t('text-diff.comparing')}
          </span>
        )}
      </div>

      {failure && (
        <div className="flex flex-wrap items-center gap-2" role="alert">
          <p className="error-text">{t('text-diff.failed')}</p>
          <button type="button" className="btn" onClick={onRetry}>
            {t('text-diff.retry')}
          </button>
        </div>
      )}

      <div aria-live="polite" className="text-sm">
        {empty ? (
          <p className="text-slate-600 dark:text-slate-400">{t('text-diff.empty')}</p>
        ) : result && total === 0 ? (
          <p className="font-medium text-emerald-800 dark:text-emerald-300" data-testid="identical">
            {t(shown?.ignoreNote ? 'text-diff.identicalIgnoring' : 'text-diff.identical')}
          </p>
        ) : result ? (
          <p
            className="flex flex-wrap gap-x-4 gap-y-1"
            data-testid="stats"
            data-diff-ms={Math.round(shown!.ms)}
            data-mode={result.mode}
          >
            <span className="font-medium">{t('text-diff.changes', { count: total })}</span>
            <span className="text-green-800 dark:text-green-300">
              {t('text-diff.added', { count: result.stats.added })}
            </span>
            <span className="text-red-800 dark:text-red-300">
              {t('text-diff.removed', { count: result.stats.removed })}
            </span>
            <span className="text-amber-800 dark:text-amber-300">
              {t('text-diff.changedCount', { count: result.stats.changed })}
            </span>
            <span className="text-slate-600 dark:text-slate-400">{t('text-diff.countedIn', { unit })}</span>
            <span className="text-slate-600 dark:text-slate-400">
              {t('text-diff.timing', { ms: Math.round(shown!.ms).toLocaleString() })}
            </span>
          </p>
        ) : null}
      </div>

      {result && <Notices notices={result.notices} />}

      {result && total > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className="btn"
            onClick={() => go(-1)}
            disabled={current === 0}
            aria-keyshortcuts="Alt+ArrowUp"
            title={`${t('text-diff.prev')} (Alt+↑)`}
          >
            <span aria-hidden="true">↑</span> {t('text-diff.prev')}
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => go(1)}
            disabled={current === total - 1}
            aria-keyshortcuts="Alt+ArrowDown"
            title={`${t('text-diff.next')} (Alt+↓)`}
          >
            <span aria-hidden="true">↓</span> {t('text-diff.next')}
          </button>
          <span className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite" data-testid="nav-status">
            {span
              ? t('text-diff.navStatus', {
                  current: current + 1,
                  total,
                  old: lineSpan(span.oldStart, span.oldEnd),
                  new: lineSpan(span.newStart, span.newEnd),
                })
              : t('text-diff.navHint')}
          </span>
          <span className="ml-auto flex flex-wrap gap-2">
            <CopyButton text={patch} label={t('text-diff.copyPatch')} disabled={stale || working} />
            <button
              type="button"
              className="btn"
              disabled={stale || working}
              onClick={() => downloadBlob(patch(), `${names.newName.replace(/\.[^.]*$/, '') || 'changes'}.patch`)}
            >
              <span aria-hidden="true">⬇</span> {t('text-diff.downloadPatch')}
            </button>
          </span>
        </div>
      )}

      {shown && total > 0 && (
        <div
          ref={scroller}
          className={`max-h-[75vh] overflow-auto rounded-lg border border-slate-200 dark:border-slate-700 ${working || stale ? 'opacity-60' : ''}`}
          tabIndex={0}
          role="region"
          aria-label={t('text-diff.tableLabel')}
        >
          <DiffTable shown={shown} view={view} rows={rows} limit={rowLimit} current={current} onReveal={reveal} />
          {rows.length > rowLimit && (
            <div className="border-t border-slate-200 p-2 text-center dark:border-slate-700" ref={sentinel}>
              <button type="button" className="btn" onClick={() => setRowLimit((l) => l + ROW_STEP)}>
                {t('text-diff.moreRows', { count: (rows.length - rowLimit).toLocaleString() })}
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

/** "12", "12–14", or "—" for no lines (1-based, for people). */
function lineSpan(start: number, end: number): string {
  if (end <= start) return '—';
  return end - start === 1 ? `${start + 1}` : `${start + 1}–${end}`;
}

function Notices({ notices }: { notices: Notice[] }) {
  const { t } = useTranslation('tools');
  if (!notices.length) return null;
  return (
    <ul className="space-y-1 text-sm" data-testid="notices">
      {notices.map((n) => (
        <li
          key={n.kind}
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-200"
        >
          {n.kind === 'refineBudget'
            ? t('text-diff.notice.refineBudget', { count: n.skipped })
            : n.kind === 'charTimeout'
              ? t('text-diff.notice.charTimeout', { seconds: n.seconds })
              : t(`text-diff.notice.${n.kind}`)}
        </li>
      ))}
    </ul>
  );
}

interface TableProps {
  shown: Shown;
  view: View;
  rows: Row[];
  limit: number;
  current: number;
  onReveal: (run: number, by: number) => void;
}

const DiffTable = memo(function DiffTable({ shown, view, rows, limit, current, onReveal }: TableProps) {
  const { t } = useTranslation('tools');
  const offsets = useMemo(() => new Map<string, number[]>(), [shown]);
  const [unclipped, setUnclipped] = useState<Set<string>>(new Set());
  useEffect(() => setUnclipped(new Set()), [shown]);
  const { result, a, b } = shown;

  const text = (side: Side, index: number, block: number): ReactNode => {
    const split = side === 'old' ? a : b;
    const line = split.lines[index]!;
    const segs: Segment[] = (block >= 0 && blockLineSegments(result, split, side, block, index, offsets)) || [
      { text: line, hl: false },
    ];
    const key = `${side}${index}`;
    const clip = line.length > LINE_CLIP && !unclipped.has(key);
    let budget = clip ? LINE_CLIP : Infinity;
    const parts: ReactNode[] = [];
    segs.forEach((s, i) => {
      if (budget <= 0) return;
      const txt = s.text.length > budget ? s.text.slice(0, budget) : s.text;
      budget -= txt.length;
      if (!s.hl) parts.push(txt);
      else if (side === 'old')
        parts.push(
          <del key={i} className="rounded-sm bg-red-200 text-red-950 no-underline dark:bg-red-800 dark:text-white">
            {txt}
          </del>,
        );
      else
        parts.push(
          <ins
            key={i}
            className="rounded-sm bg-green-200 text-green-950 no-underline dark:bg-green-800 dark:text-white"
          >
            {txt}
          </ins>,
        );
    });
    const noEol = index === split.lines.length - 1 && !split.finalNewline && block >= 0;
    return (
      <>
        {parts}
        {clip && (
          <>
            {'… '}
            <button
              type="button"
              className="rounded px-1 text-brand-700 underline dark:text-brand-100"
              onClick={() => setUnclipped((s) => new Set(s).add(key))}
            >
              {t('text-diff.showLine', { count: (line.length - LINE_CLIP).toLocaleString() })}
            </button>
          </>
        )}
        {noEol && (
          <span className="ml-1 text-slate-600 dark:text-slate-400" title={t('text-diff.noEol')}>
            <span aria-hidden="true">⏎̸</span>
            <span className="sr-only">{t('text-diff.noEol')}</span>
          </span>
        )}
      </>
    );
  };

  const num = 'w-10 sm:w-12 select-none px-1 text-right align-top text-slate-600 dark:text-slate-400';
  const cell = 'px-2 align-top whitespace-pre-wrap break-words [overflow-wrap:anywhere]';
  const removedBg = 'bg-red-50 dark:bg-red-950/50';
  const addedBg = 'bg-green-50 dark:bg-green-950/50';
  // Whole lines are marked strongly unless word/character marks show the detail inside them.
  const removedLineOf = (b: number) => (result.refined[b] ? removedBg : 'bg-red-100 dark:bg-red-900/50');
  const addedLineOf = (b: number) => (result.refined[b] ? addedBg : 'bg-green-100 dark:bg-green-900/50');
  const cols = 4;

  const out: ReactNode[] = [];
  const end = Math.min(rows.length, limit);
  let prevBlock = -1;
  for (let i = 0; i < end; i++) {
    const r = rows[i]!;
    const blockStart = 'b' in r && r.b !== prevBlock ? r.b : undefined;
    if ('b' in r) prevBlock = r.b;
    else prevBlock = -1;
    const isCurrent = 'b' in r && r.b === current;
    const mark = isCurrent ? 'shadow-[inset_4px_0_0_var(--color-brand-500)]' : '';
    if (r.t === 'gap') {
      const step = r.count <= REVEAL_STEP * 2 ? r.count : REVEAL_STEP;
      out.push(
        <tr key={`g${r.run}`} className="bg-slate-100 dark:bg-slate-800">
          <td colSpan={cols} className="px-2 py-1 text-center">
            <button
              type="button"
              className="rounded px-2 py-0.5 text-sm text-brand-700 hover:underline dark:text-brand-100"
              onClick={() => onReveal(r.run, step)}
            >
              {step === r.count
                ? t('text-diff.expandAll', { count: r.count.toLocaleString() })
                : t('text-diff.expandSome', { shown: step.toLocaleString(), count: r.count.toLocaleString() })}
            </button>
          </td>
        </tr>,
      );
      continue;
    }
    const dataStart = blockStart !== undefined ? { 'data-block-start': blockStart } : {};
    if (view === 'split') {
      if (r.t === 'eq') {
        out.push(
          <tr key={`e${r.o}`}>
            <td className={num}>{r.o + 1}</td>
            <td className={cell}>{a.lines[r.o]}</td>
            <td className={`${num} border-l border-slate-200 dark:border-slate-700`}>{r.n + 1}</td>
            <td className={cell}>{b.lines[r.n]}</td>
          </tr>,
        );
      } else if (r.t === 'chg') {
        out.push(
          <tr key={`c${r.o}:${r.n}`} {...dataStart}>
            <td className={`${num} ${r.o >= 0 ? removedBg : 'bg-slate-50 dark:bg-slate-900'} ${mark}`}>
              {r.o >= 0 ? r.o + 1 : ''}
            </td>
            <td className={`${cell} ${r.o >= 0 ? removedLineOf(r.b) : 'bg-slate-50 dark:bg-slate-900'}`}>
              {r.o >= 0 && (
                <>
                  <span className="sr-only">{t('text-diff.srRemoved')} </span>
                  {text('old', r.o, r.b)}
                </>
              )}
            </td>
            <td
              className={`${num} border-l border-slate-200 dark:border-slate-700 ${r.n >= 0 ? addedBg : 'bg-slate-50 dark:bg-slate-900'}`}
            >
              {r.n >= 0 ? r.n + 1 : ''}
            </td>
            <td className={`${cell} ${r.n >= 0 ? addedLineOf(r.b) : 'bg-slate-50 dark:bg-slate-900'}`}>
              {r.n >= 0 && (
                <>
                  <span className="sr-only">{t('text-diff.srAdded')} </span>
                  {text('new', r.n, r.b)}
                </>
              )}
            </td>
          </tr>,
        );
      }
    } else {
      if (r.t === 'eq') {
        out.push(
          <tr key={`e${r.o}`}>
            <td className={num}>{r.o + 1}</td>
            <td className={num}>{r.n + 1}</td>
            <td className="w-5 text-center align-top" aria-hidden="true"></td>
            <td className={cell}>{b.lines[r.n]}</td>
          </tr>,
        );
      } else if (r.t === 'del') {
        out.push(
          <tr key={`d${r.o}`} {...dataStart} className={removedBg}>
            <td className={`${num} ${mark}`}>{r.o + 1}</td>
            <td className={num}></td>
            <td className="w-5 text-center align-top text-red-800 dark:text-red-300" aria-hidden="true">
              −
            </td>
            <td className={`${cell} ${removedLineOf(r.b)}`}>
              <span className="sr-only">{t('text-diff.srRemoved')} </span>
              {text('old', r.o, r.b)}
            </td>
          </tr>,
        );
      } else if (r.t === 'ins') {
        out.push(
          <tr key={`i${r.n}`} {...dataStart} className={addedBg}>
            <td className={`${num} ${mark}`}></td>
            <td className={num}>{r.n + 1}</td>
            <td className="w-5 text-center align-top text-green-800 dark:text-green-300" aria-hidden="true">
              +
            </td>
            <td className={`${cell} ${addedLineOf(r.b)}`}>
              <span className="sr-only">{t('text-diff.srAdded')} </span>
              {text('new', r.n, r.b)}
            </td>
          </tr>,
        );
      }
    }
  }

  return (
    <table className="w-full table-fixed border-collapse font-mono text-xs leading-5 sm:text-[13px]" data-view={view}>
      {view === 'split' ? (
        <colgroup>
          <col className="w-10 sm:w-12" />
          <col />
          <col className="w-10 sm:w-12" />
          <col />
        </colgroup>
      ) : (
        <colgroup>
          <col className="w-10 sm:w-12" />
          <col className="w-10 sm:w-12" />
          <col className="w-5" />
          <col />
        </colgroup>
      )}
      <thead className="sr-only">
        {view === 'split' ? (
          <tr>
            <th scope="col">{t('text-diff.colOldNo')}</th>
            <th scope="col">{t('text-diff.original')}</th>
            <th scope="col">{t('text-diff.colNewNo')}</th>
            <th scope="col">{t('text-diff.changed')}</th>
          </tr>
        ) : (
          <tr>
            <th scope="col">{t('text-diff.colOldNo')}</th>
            <th scope="col">{t('text-diff.colNewNo')}</th>
            <th scope="col">{t('text-diff.colSign')}</th>
            <th scope="col">{t('text-diff.colText')}</th>
          </tr>
        )}
      </thead>
      <tbody>{out}</tbody>
    </table>
  );
});
