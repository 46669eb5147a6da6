import { useCallback, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/ui/CopyButton';
import { Tabs, tabIds } from '../../components/ui/Tabs';
import { downloadBlob } from '../../components/ui/clipboard';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { CancelledError, JsonWorkerClient } from './client';
import type { EditorHandle } from './editor';
import { TOLERANT_FIXES, formatBytes, type Indent, type JsonError, type Op } from './logic';
import type { NodeSummary } from './tree';
import { TreeView } from './TreeView';

const INPUT_KEY = 'json-formatter:input';
const SETTINGS_KEY = 'json-formatter:settings';
/** Inputs longer than this (UTF-16 units, about 1 MB) are not saved: localStorage holds only ~5 MB. */
export const PERSIST_LIMIT = 1024 * 1024;
const MAX_FILE_BYTES = 200 * 1024 * 1024;
/** Documents over this size are shown without syntax colours, so the page stays responsive (see editor.ts). */
const HIGHLIGHT_LIMIT = 3 * 1024 * 1024;
/** Texts up to this length are read from the editor as one string; longer ones in slices. */
const SMALL_TEXT = 200_000;

const SAMPLE =
  '{"name":"AI Toolbox","version":"2.0.1","price":1.10,"bigId":12345678901234567890,"active":true,"owner":null,' +
  '"tags":["json","格式化","整形","포맷"],"limits":{"maxFileMB":10,"ratio":1e-3},' +
  '"items":[{"id":1,"title":"Line\\nbreak \\"quoted\\""},{"id":2,"title":"Emoji 😀","score":-0.5}]}';

type View = 'text' | 'tree';
interface Settings {
  indent: Indent;
  tolerant: boolean;
  wrap: boolean;
  view: View;
}
const DEFAULT_SETTINGS: Settings = { indent: '2', tolerant: false, wrap: false, view: 'text' };

type Check =
  | { state: 'empty' }
  | { state: 'checking' }
  | { state: 'valid'; bytes: number }
  | { state: 'invalid'; error: JsonError; bytes?: number };

/** The `ui` strings CodeMirror shows (search panel, folding), translated. */
const CM_PHRASES = [
  'Find',
  'Replace',
  'next',
  'previous',
  'all',
  'match case',
  'regexp',
  'by word',
  'replace',
  'replace all',
  'close',
  'Folded lines',
  'Unfolded lines',
  'to',
  'folded code',
  'unfold',
  'Fold line',
  'Unfold line',
  'current match',
  'on line',
  'Go to line',
  'go',
  'Diagnostics',
  'No diagnostics',
  'Control character',
] as const;
/** Locale keys may not contain spaces or dots comfortably: "match case" → "match_case". */
export const phraseKey = (p: string) => p.replace(/ /g, '_');

function loadSettings(): Settings {
  try {
    const raw = localStorage.getItem(SETTINGS_KEY);
    if (!raw) return DEFAULT_SETTINGS;
    const s = JSON.parse(raw) as Partial<Settings>;
    return {
      indent: s.indent === '4' || s.indent === 'tab' ? s.indent : '2',
      tolerant: s.tolerant === true,
      wrap: s.wrap === true,
      view: s.view === 'tree' ? 'tree' : 'text',
    };
  } catch (err) {
    console.warn('json-formatter: could not read settings', err);
    return DEFAULT_SETTINGS;
  }
}

export default function JsonFormatter({ locale, resources }: IslandI18nProps) {
  return (
    <IslandI18n locale={locale} resources={resources}>
      <Formatter />
    </IslandI18n>
  );
}

function Formatter() {
  const { t } = useTranslation('tools');
  const tr = useCallback((key: string, opts?: Record<string, unknown>) => t(`json-formatter.${key}`, opts ?? {}), [t]);
  const ids = {
    indent: useId(),
    tolerant: useId(),
    wrap: useId(),
    file: useId(),
    inputHeading: useId(),
    outputHeading: useId(),
  };

  const inputHost = useRef<HTMLDivElement>(null);
  const outputHost = useRef<HTMLDivElement>(null);
  const inputEd = useRef<EditorHandle | null>(null);
  const outputEd = useRef<EditorHandle | null>(null);
  const clientRef = useRef<JsonWorkerClient | null>(null);
  const docVersion = useRef(0);
  const fileName = useRef<string | null>(null);
  const validateTimer = useRef<number | undefined>(undefined);
  const persistTimer = useRef<number | undefined>(undefined);
  const settingsLoaded = useRef(false);

  const [settings, setSettings] = useState<Settings>(DEFAULT_SETTINGS);
  const settingsRef = useRef(settings);
  settingsRef.current = settings;
  const [editors, setEditors] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [inputLen, setInputLen] = useState(0);
  const [check, setCheck] = useState<Check>({ state: 'empty' });
  const [tree, setTree] = useState<{ version: number; root: NodeSummary } | null>(null);
  const [busy, setBusy] = useState<Op | null>(null);
  const [slow, setSlow] = useState(false);
  const [runs, setRuns] = useState(0);
  const [lastRun, setLastRun] = useState<{ op: Op; ms: number; bytes: number } | null>(null);
  const [outputLen, setOutputLen] = useState(0);
  const [notice, setNotice] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);
  const [persistNote, setPersistNote] = useState<'tooBig' | 'failed' | null>(null);
  const [dragging, setDragging] = useState(false);

  const client = () => {
    if (!clientRef.current) {
      clientRef.current = new JsonWorkerClient(
        () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'json-formatter' }),
      );
    }
    return clientRef.current;
  };

  const describe = useCallback(
    (err: JsonError) => {
      const params: Record<string, string> = { ...err.params };
      if (params.expected) params.expected = tr(`expected.${params.expected}`);
      return tr(`errors.${err.code}`, params);
    },
    [tr],
  );
  const located = useCallback(
    (err: JsonError) => tr('errorAt', { line: err.line, column: err.column, message: describe(err) }),
    [tr, describe],
  );

  const showError = useCallback(
    (err: JsonError, reveal: boolean) => {
      inputEd.current?.markError({ from: err.offset, to: err.offset + err.length, message: describe(err) }, reveal);
    },
    [describe],
  );

  // ---- validation (in the worker, debounced) ----
  const validate = useCallback(async () => {
    const ed = inputEd.current;
    if (!ed) return;
    const v = docVersion.current;
    const small = ed.length() <= SMALL_TEXT;
    if (small && ed.getText().trim() === '') {
      setCheck({ state: 'empty' });
      setTree(null);
      ed.markError(null, false);
      return;
    }
    setCheck((c) => (c.state === 'checking' ? c : { state: 'checking' }));
    try {
      const text = small ? ed.getText() : await ed.getUnits();
      if (v !== docVersion.current) return;
      const res = await client().request({ type: 'validate', text, tolerant: settingsRef.current.tolerant });
      if (v !== docVersion.current) return; // the text changed meanwhile; a newer check is scheduled
      if (res.ok) {
        setCheck({ state: 'valid', bytes: res.bytes });
        setTree({ version: res.version, root: res.root });
        ed.markError(null, false);
      } else {
        setCheck({ state: 'invalid', error: res.error, bytes: res.bytes });
        setTree(null);
        showError(res.error, false);
      }
    } catch (err) {
      if (err instanceof CancelledError) return;
      console.error('json-formatter: validation failed', err);
      setNotice({ kind: 'error', text: tr('workerFailed', { message: (err as Error).message }) });
    }
  }, [showError, tr]);

  const persist = useCallback(() => {
    window.clearTimeout(persistTimer.current);
    const ed = inputEd.current;
    if (!ed) return;
    try {
      if (ed.length() <= PERSIST_LIMIT) {
        localStorage.setItem(INPUT_KEY, ed.getText());
        setPersistNote(null);
      } else {
        localStorage.removeItem(INPUT_KEY);
        setPersistNote('tooBig');
      }
    } catch (err) {
      console.warn('json-formatter: could not save the input in localStorage', err);
      setPersistNote('failed');
    }
  }, []);

  const onInputChange = useCallback(
    (length: number) => {
      docVersion.current++;
      setInputLen(length);
      window.clearTimeout(validateTimer.current);
      validateTimer.current = window.setTimeout(() => void validate(), length > PERSIST_LIMIT ? 800 : 250);
      window.clearTimeout(persistTimer.current);
      persistTimer.current = window.setTimeout(persist, 500);
    },
    [validate, persist],
  );

  // ---- actions ----
  const runOp = useCallback(
    async (op: Op) => {
      const ed = inputEd.current;
      const out = outputEd.current;
      if (!ed || !out || busy) return;
      const v = docVersion.current;
      const { tolerant, indent } = settingsRef.current;
      setBusy(op);
      setNotice(null);
      const started = performance.now();
      const slowTimer = window.setTimeout(() => setSlow(true), 300);
      try {
        const text = ed.length() <= SMALL_TEXT ? ed.getText() : await ed.getUnits();
        const res = await client().request({ type: 'run', op, text, tolerant, indent });
        if (res.ok) {
          await out.setText(res.units);
          setOutputLen(res.units.length);
          setLastRun({ op, ms: performance.now() - started, bytes: res.bytes });
          setSettings((s) => (s.view === 'text' ? s : { ...s, view: 'text' }));
        } else {
          console.warn(`json-formatter: ${op} failed`, res.error);
          if (v === docVersion.current) {
            setCheck({ state: 'invalid', error: res.error });
            showError(res.error, true);
          }
        }
      } catch (err) {
        if (err instanceof CancelledError) setNotice({ kind: 'info', text: tr('cancelled') });
        else {
          console.error(`json-formatter: ${op} failed`, err);
          setNotice({ kind: 'error', text: tr('workerFailed', { message: (err as Error).message }) });
        }
      } finally {
        window.clearTimeout(slowTimer);
        setSlow(false);
        setBusy(null);
        setRuns((n) => n + 1);
      }
    },
    [busy, showError, tr],
  );
  const runOpRef = useRef(runOp);
  runOpRef.current = runOp;

  const cancel = () => {
    clientRef.current?.cancel();
    // The cancelled worker held the tree; check the input again in a fresh one.
    setTree(null);
    void validate();
  };

  const setInput = async (text: string | Uint16Array, name: string | null = null) => {
    fileName.current = name;
    await inputEd.current?.setText(text);
    inputEd.current?.focus();
  };

  const openFile = async (file: File) => {
    setNotice(null);
    if (file.size > MAX_FILE_BYTES) {
      setNotice({
        kind: 'error',
        text: tr('fileTooLarge', { name: file.name, size: formatBytes(file.size), max: formatBytes(MAX_FILE_BYTES) }),
      });
      return;
    }
    try {
      const text = await file.text();
      await setInput(text, file.name);
      setNotice({ kind: 'info', text: tr('fileOpened', { name: file.name, size: formatBytes(file.size) }) });
    } catch (err) {
      console.error('json-formatter: could not read file', file.name, err);
      setNotice({ kind: 'error', text: tr('fileReadFailed', { name: file.name }) });
    }
  };

  const download = async () => {
    const parts = (await outputEd.current?.getChunks()) ?? [];
    const base = (fileName.current ?? 'data').replace(/\.(json5?|jsonc|txt)$/i, '');
    const suffix = { format: 'formatted', minify: 'min', sort: 'sorted', escape: 'escaped', unescape: 'unescaped' }[
      lastRun?.op ?? 'format'
    ];
    downloadBlob(new Blob(parts, { type: 'application/json;charset=utf-8' }), `${base}.${suffix}.json`);
  };

  const useOutputAsInput = async () => {
    const out = outputEd.current;
    if (out) await setInput(await out.getUnits(), fileName.current);
  };

  const clear = () => {
    void setInput('');
    void outputEd.current?.setText('');
    setOutputLen(0);
    setLastRun(null);
    setNotice(null);
  };

  const update = (patch: Partial<Settings>) => setSettings((s) => ({ ...s, ...patch }));

  // ---- set-up: settings, editors (loaded lazily), persistence ----
  useEffect(() => {
    setSettings(loadSettings());
    settingsLoaded.current = true;
  }, []);

  useEffect(() => {
    if (!settingsLoaded.current) return;
    try {
      localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
    } catch (err) {
      console.warn('json-formatter: could not save settings', err);
    }
  }, [settings]);

  useEffect(() => {
    let cancelled = false;
    let saved = '';
    try {
      saved = localStorage.getItem(INPUT_KEY) ?? '';
    } catch (err) {
      console.warn('json-formatter: could not read the saved input', err);
    }
    const phrases = Object.fromEntries(CM_PHRASES.map((p) => [p, t(`json-formatter.cm.${phraseKey(p)}`)]));
    import('./editor')
      .then(({ createEditor }) => {
        if (cancelled || !inputHost.current || !outputHost.current) return;
        const wrap = settingsRef.current.wrap;
        inputEd.current = createEditor({
          parent: inputHost.current,
          doc: saved,
          label: tr('inputLabel'),
          placeholder: tr('inputPlaceholder'),
          highlightLimit: HIGHLIGHT_LIMIT,
          wrap,
          phrases,
          onChange: onInputChange,
          onShortcut: (action) => void runOpRef.current(action),
        });
        outputEd.current = createEditor({
          parent: outputHost.current,
          doc: '',
          label: tr('outputLabel'),
          placeholder: tr('outputPlaceholder'),
          highlightLimit: HIGHLIGHT_LIMIT,
          readOnly: true,
          wrap,
          phrases,
        });
        setInputLen(saved.length);
        setEditors('ready');
        if (saved) void validate();
      })
      .catch((err: unknown) => {
        console.error('json-formatter: could not load the editor', err);
        if (!cancelled) setEditors('failed');
      });
    const flush = () => persist();
    window.addEventListener('pagehide', flush);
    return () => {
      cancelled = true;
      window.removeEventListener('pagehide', flush);
      window.clearTimeout(validateTimer.current);
      inputEd.current?.destroy();
      outputEd.current?.destroy();
      inputEd.current = null;
      outputEd.current = null;
      clientRef.current?.dispose();
      clientRef.current = null;
    };
    // Runs once: the editors live for the island's lifetime.
  }, []);

  useEffect(() => {
    inputEd.current?.setWrap(settings.wrap);
    outputEd.current?.setWrap(settings.wrap);
  }, [settings.wrap, editors]);

  // Tolerance changes what is valid.
  useEffect(() => {
    if (editors === 'ready' && inputLen > 0) void validate();
  }, [settings.tolerant]);

  // ---- drag and drop of files onto the input ----
  const hasFiles = (e: DragEvent) => [...e.dataTransfer.types].includes('Files');
  const dropHandlers = {
    onDragEnterCapture: (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      setDragging(true);
    },
    onDragOverCapture: (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'copy';
      setDragging(true);
    },
    onDragLeave: (e: DragEvent) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
    },
    onDropCapture: (e: DragEvent) => {
      setDragging(false);
      const file = e.dataTransfer.files[0];
      if (!file) return;
      // Replace the input with the file instead of letting CodeMirror insert it at the drop point.
      e.preventDefault();
      e.stopPropagation();
      void openFile(file);
    },
  };

  // ---- rendering ----
  const isBusy = busy !== null;
  const ready = editors === 'ready';
  const err = check.state === 'invalid' ? check.error : null;
  const opLabel: Record<Op, string> = {
    format: tr('format'),
    minify: tr('minify'),
    sort: tr('sort'),
    escape: tr('escape'),
    unescape: tr('unescape'),
  };
  const { tabId: textTab, panelId: textPanel } = tabIds('jf', 'text');
  const { tabId: treeTab, panelId: treePanel } = tabIds('jf', 'tree');

  const opButton = (op: Op, hint: string, primary = false) => (
    <button
      type="button"
      className={primary ? 'btn-primary' : 'btn'}
      onClick={() => void runOp(op)}
      disabled={!ready || isBusy}
      title={hint}
      aria-busy={busy === op}
    >
      {busy === op && slow ? <span className="spinner h-3.5 w-3.5 border-current" aria-hidden="true" /> : null}
      {opLabel[op]}
    </button>
  );

  return (
    <div
      className="jf-root space-y-3"
      data-editors={editors}
      data-check={check.state}
      data-busy={isBusy ? 'true' : 'false'}
      data-runs={runs}
    >
      <div role="toolbar" aria-label={tr('toolbar')} className="panel flex flex-wrap items-center gap-2 p-3">
        <div className="flex items-stretch">
          {opButton('format', tr('formatHint'), true)}
          <label htmlFor={ids.indent} className="sr-only">
            {tr('indent')}
          </label>
          <select
            id={ids.indent}
            value={settings.indent}
            onChange={(e) => update({ indent: e.target.value as Indent })}
            className="ml-1 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
            title={tr('indent')}
          >
            <option value="2">{tr('indent2')}</option>
            <option value="4">{tr('indent4')}</option>
            <option value="tab">{tr('indentTab')}</option>
          </select>
        </div>
        {opButton('minify', tr('minifyHint'))}
        {opButton('sort', tr('sortHint'))}
        {opButton('escape', tr('escapeHint'))}
        {opButton('unescape', tr('unescapeHint'))}
        <label
          htmlFor={ids.tolerant}
          className="flex cursor-pointer items-center gap-1.5 px-1 text-sm"
          title={tr('tolerantHint')}
        >
          <input
            id={ids.tolerant}
            type="checkbox"
            checked={settings.tolerant}
            onChange={(e) => update({ tolerant: e.target.checked })}
            className="h-4 w-4 accent-brand-600"
            aria-describedby={`${ids.tolerant}-hint`}
          />
          {tr('tolerant')}
          <span id={`${ids.tolerant}-hint`} className="sr-only">
            {tr('tolerantHint')}
          </span>
        </label>
        <label htmlFor={ids.wrap} className="flex cursor-pointer items-center gap-1.5 px-1 text-sm">
          <input
            id={ids.wrap}
            type="checkbox"
            checked={settings.wrap}
            onChange={(e) => update({ wrap: e.target.checked })}
            className="h-4 w-4 accent-brand-600"
          />
          {tr('wrap')}
        </label>
        {isBusy && slow ? (
          <button type="button" className="btn ml-auto" onClick={cancel}>
            {tr('cancel')}
          </button>
        ) : null}
      </div>

      <div className="grid gap-3 lg:grid-cols-2">
        {/* Input */}
        <section className="panel flex min-w-0 flex-col gap-2 p-3" aria-labelledby={ids.inputHeading} {...dropHandlers}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={ids.inputHeading} className="text-base font-semibold">
              {t('ui.input')}
            </h2>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn"
                onClick={() => void setInput(SAMPLE, null)}
                disabled={!ready}
                data-testid="sample"
              >
                {tr('sample')}
              </button>
              <label
                htmlFor={ids.file}
                className={`btn cursor-pointer ${ready ? '' : 'pointer-events-none opacity-50'}`}
              >
                {tr('openFile')}
              </label>
              <input
                id={ids.file}
                type="file"
                accept=".json,.json5,.jsonc,.txt,.geojson,.map,application/json,text/plain"
                className="sr-only"
                disabled={!ready}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void openFile(file);
                }}
              />
              <button type="button" className="btn" onClick={clear} disabled={!ready || inputLen === 0}>
                {t('ui.clear')}
              </button>
            </div>
          </div>
          <div className="relative">
            <div
              ref={inputHost}
              className="h-[55vh] min-h-[280px] overflow-hidden rounded-lg border border-slate-300 focus-within:ring-2 focus-within:ring-brand-500 lg:h-[62vh] dark:border-slate-700"
              data-editor="input"
            />
            <EditorOverlay state={editors} loading={tr('loadingEditor')} failed={tr('editorFailed')} />
            {dragging && (
              <div className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-lg border-2 border-dashed border-brand-500 bg-brand-50/90 text-sm font-semibold text-brand-700 dark:bg-slate-900/90 dark:text-brand-100">
                {tr('dropOverlay')}
              </div>
            )}
          </div>
          <div aria-live="polite" className="min-h-5 space-y-1">
            {err && (
              <p className="error-text flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="json-error">
                <span>✗ {located(err)}</span>
                <button
                  type="button"
                  className="font-medium underline underline-offset-2"
                  onClick={() => showError(err, true)}
                >
                  {tr('goToError')}
                </button>
                {!settings.tolerant && TOLERANT_FIXES.has(err.code) && (
                  <button
                    type="button"
                    className="font-medium underline underline-offset-2"
                    onClick={() => update({ tolerant: true })}
                  >
                    {tr('enableTolerant')}
                  </button>
                )}
              </p>
            )}
            {notice && (
              <p
                className={notice.kind === 'error' ? 'error-text' : 'text-sm text-slate-600 dark:text-slate-400'}
                role={notice.kind === 'error' ? 'alert' : undefined}
              >
                {notice.text}
              </p>
            )}
            {inputLen > HIGHLIGHT_LIMIT && (
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {tr('plainLarge', { size: formatBytes(HIGHLIGHT_LIMIT) })}
              </p>
            )}
            {persistNote && (
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {persistNote === 'tooBig' ? tr('notSaved', { size: formatBytes(PERSIST_LIMIT) }) : tr('saveFailed')}
              </p>
            )}
          </div>
        </section>

        {/* Output */}
        <section className="panel flex min-w-0 flex-col gap-2 p-3" aria-labelledby={ids.outputHeading}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={ids.outputHeading} className="sr-only">
              {t('ui.output')}
            </h2>
            <Tabs
              label={tr('viewLabel')}
              idPrefix="jf"
              tabs={[
                { id: 'text', label: tr('viewText') },
                { id: 'tree', label: tr('viewTree') },
              ]}
              value={settings.view}
              onChange={(view) => update({ view })}
              className="border-b-0"
            />
            <div className="flex flex-wrap gap-2">
              <CopyButton text={() => outputEd.current?.getText() ?? ''} disabled={outputLen === 0} />
              <button type="button" className="btn" onClick={() => void download()} disabled={outputLen === 0}>
                {t('ui.download')}
              </button>
              <button
                type="button"
                className="btn"
                onClick={() => void useOutputAsInput()}
                disabled={outputLen === 0}
                title={tr('useAsInputHint')}
              >
                {tr('useAsInput')}
              </button>
            </div>
          </div>
          <div
            id={textPanel}
            role="tabpanel"
            aria-labelledby={textTab}
            hidden={settings.view !== 'text'}
            className="relative"
          >
            <div
              ref={outputHost}
              className="h-[55vh] min-h-[280px] overflow-hidden rounded-lg border border-slate-300 focus-within:ring-2 focus-within:ring-brand-500 lg:h-[62vh] dark:border-slate-700"
              data-editor="output"
            />
            <EditorOverlay state={editors} loading={tr('loadingEditor')} failed={tr('editorFailed')} />
          </div>
          <div
            id={treePanel}
            role="tabpanel"
            aria-labelledby={treeTab}
            hidden={settings.view !== 'tree'}
            className="flex h-[55vh] min-h-[280px] flex-col overflow-hidden rounded-lg border border-slate-300 bg-[var(--jf-bg)] lg:h-[62vh] dark:border-slate-700"
          >
            {settings.view === 'tree' &&
              (tree ? (
                <TreeView
                  client={client()}
                  version={tree.version}
                  root={tree.root}
                  onReveal={(offset) => inputEd.current?.reveal(offset)}
                  className="h-full"
                />
              ) : (
                <p className="p-4 text-sm text-slate-600 dark:text-slate-400">
                  {check.state === 'invalid'
                    ? tr('tree.invalid')
                    : check.state === 'checking'
                      ? t('ui.working')
                      : tr('tree.empty')}
                </p>
              ))}
          </div>
          {settings.view === 'text' && outputLen > HIGHLIGHT_LIMIT && (
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {tr('plainLarge', { size: formatBytes(HIGHLIGHT_LIMIT) })}
            </p>
          )}
        </section>
      </div>

      {/* Status line */}
      <div
        className="flex flex-wrap items-center gap-x-3 gap-y-1 px-1 text-sm text-slate-700 dark:text-slate-300"
        aria-live="polite"
        data-testid="json-status"
      >
        <span data-status={check.state}>
          {check.state === 'valid' && (
            <span className="font-medium text-emerald-700 dark:text-emerald-400">✓ {tr('status.valid')}</span>
          )}
          {check.state === 'invalid' && (
            <span className="font-medium text-red-700 dark:text-red-400">✗ {tr('status.invalid')}</span>
          )}
          {check.state === 'checking' && <span>{tr('status.checking')}</span>}
          {check.state === 'empty' && <span>{tr('status.empty')}</span>}
        </span>
        {(check.state === 'valid' || check.state === 'invalid') && check.bytes !== undefined && (
          <span>{tr('status.size', { size: formatBytes(check.bytes) })}</span>
        )}
        {isBusy ? (
          <span className="flex items-center gap-2">
            {slow && <span className="spinner h-4 w-4" aria-hidden="true" />}
            {t('ui.working')}
          </span>
        ) : lastRun ? (
          <span data-testid="json-run">
            {tr(`status.done.${lastRun.op}`, { ms: Math.round(lastRun.ms).toLocaleString() })} ·{' '}
            {tr('status.outputSize', { size: formatBytes(lastRun.bytes) })}
          </span>
        ) : null}
        <span className="ml-auto hidden text-xs text-slate-600 sm:inline dark:text-slate-400">{tr('shortcuts')}</span>
      </div>
    </div>
  );
}

function EditorOverlay({
  state,
  loading,
  failed,
}: {
  state: 'loading' | 'ready' | 'failed';
  loading: string;
  failed: string;
}) {
  if (state === 'ready') return null;
  return (
    <div className="absolute inset-0 flex items-center justify-center gap-2 rounded-lg bg-white/80 text-sm text-slate-600 dark:bg-slate-900/80 dark:text-slate-300">
      {state === 'loading' ? (
        <>
          <span className="spinner h-4 w-4" aria-hidden="true" />
          {loading}
        </>
      ) : (
        <span className="error-text" role="alert">
          {failed}
        </span>
      )}
    </div>
  );
}
