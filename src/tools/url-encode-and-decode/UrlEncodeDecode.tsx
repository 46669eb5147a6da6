import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { SegmentedControl } from '../../components/ui/SegmentedControl';
import { Tabs, TabPanel } from '../../components/ui/Tabs';
import { LongTextOutput } from '../../components/ui/LongTextOutput';
import {
  buildUrl,
  outcomeText,
  parseUrl,
  readable,
  run,
  sampleFor,
  validateParts,
  type Direction,
  type Outcome,
  type QueryRow,
  type UrlError,
  type UrlMode,
  type UrlParts,
} from './logic';
import type { UrlWorkerRequest, UrlWorkerResponse } from './worker';

const SLUG = 'url-encode-and-decode';
const KEY = (k: string) => `${SLUG}:${k}`;
/** Inputs up to this length convert on the main thread as you type; longer ones go to a worker. */
const LIVE_LIMIT = 100_000;
/** Errors listed in batch mode; the rest are counted. */
const SHOWN_ERRORS = 50;

type Tab = 'convert' | 'inspect';

/* Stored values are checked on load: old or corrupt data falls back to the default. */
const oneOf =
  <T extends string>(values: readonly T[], fallback: T) =>
  (v: unknown): T =>
    values.includes(v as T) ? (v as T) : fallback;
const asString = (v: unknown) => (typeof v === 'string' ? v : '');
const asParts = (v: unknown): UrlParts | null => {
  const p = v as UrlParts | null;
  return p && typeof p === 'object' && typeof p.protocol === 'string' && Array.isArray(p.rows) ? p : null;
};

export default function UrlEncodeDecode({ locale, resources }: IslandI18nProps) {
  return (
    <IslandI18n locale={locale} resources={resources}>
      <UrlTool />
    </IslandI18n>
  );
}

function UrlTool() {
  const { t } = useTranslation('tools');
  const [tab, setTab] = usePersistentState<Tab>(KEY('tab'), 'convert', oneOf(['convert', 'inspect'], 'convert'));
  const prefix = 'url-tool';
  return (
    <div className="flex flex-col gap-4" data-tool={SLUG}>
      <Tabs
        label={t(`${SLUG}.tabsLabel`)}
        idPrefix={prefix}
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'convert', label: t(`${SLUG}.tabConvert`) },
          { id: 'inspect', label: t(`${SLUG}.tabInspect`) },
        ]}
      />
      <TabPanel idPrefix={prefix} id="convert" active={tab === 'convert'}>
        <Converter />
      </TabPanel>
      <TabPanel idPrefix={prefix} id="inspect" active={tab === 'inspect'}>
        <Inspector />
      </TabPanel>
    </div>
  );
}

/* ------------------------------------------------------------------ Converter */

/** The translated sentence for one error. `withLine` adds "Line N:" in front. */
function errorMessage(t: TFunction, e: UrlError, withLine: boolean): string {
  const key = {
    badEscape: 'errBadEscape',
    incompleteUtf8: 'errIncompleteUtf8',
    invalidUtf8: 'errInvalidUtf8',
    loneSurrogate: 'errLoneSurrogate',
  }[e.code];
  const msg = t(`${SLUG}.${key}`, {
    sequence: e.code === 'loneSurrogate' ? `U+${e.sequence.charCodeAt(0).toString(16).toUpperCase()}` : e.sequence,
    column: e.column,
    expected: e.expected,
    got: e.got,
  });
  return withLine ? t(`${SLUG}.errAtLine`, { line: e.line, message: msg }) : msg;
}

/** The line holding the error, with the bad part marked. */
function ErrorSnippet({ text, error }: { text: string; error: UrlError }) {
  const lineStart = text.lastIndexOf('\n', error.index - 1) + 1;
  let lineEnd = text.indexOf('\n', error.index);
  if (lineEnd === -1) lineEnd = text.length;
  const from = Math.max(lineStart, error.index - 24);
  const to = Math.min(lineEnd, error.index + error.length + 24);
  return (
    <code className="mt-1 block overflow-x-auto rounded bg-red-50 px-2 py-1 font-mono text-xs whitespace-pre text-slate-800 dark:bg-red-950/40 dark:text-slate-200">
      {from > lineStart && '…'}
      {text.slice(from, error.index)}
      <mark className="rounded bg-red-200 px-0.5 text-red-900 dark:bg-red-800 dark:text-white">
        {text.slice(error.index, error.index + error.length) || ' '}
      </mark>
      {text.slice(error.index + error.length, to)}
      {to < lineEnd && '…'}
    </code>
  );
}

function useConverterWorker() {
  const worker = useRef<Worker | null>(null);
  const nextId = useRef(0);
  useEffect(() => () => worker.current?.terminate(), []);
  return useCallback((req: Omit<UrlWorkerRequest, 'id'>, onDone: (r: UrlWorkerResponse) => void): (() => void) => {
    if (!worker.current) {
      worker.current = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    }
    const id = ++nextId.current;
    const w = worker.current;
    const listener = (e: MessageEvent<UrlWorkerResponse>) => {
      if (e.data.id !== id) return;
      w.removeEventListener('message', listener);
      onDone(e.data);
    };
    w.addEventListener('message', listener);
    w.postMessage({ id, ...req } satisfies UrlWorkerRequest);
    return () => w.removeEventListener('message', listener);
  }, []);
}

function Converter() {
  const { t, i18n } = useTranslation('tools');
  const ids = useId();
  const [input, setInput] = usePersistentState(KEY('input'), '', asString);
  const [direction, setDirection] = usePersistentState<Direction>(
    KEY('direction'),
    'encode',
    oneOf(['encode', 'decode'], 'encode'),
  );
  const [mode, setMode] = usePersistentState<UrlMode>(
    KEY('mode'),
    'component',
    oneOf(['component', 'uri', 'form'], 'component'),
  );
  const [batch, setBatch] = usePersistentState(KEY('batch'), false, (v) => v === true);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const live = input.length <= LIVE_LIMIT;
  const liveOutcome = useMemo(
    () => (live ? run(input, direction, mode, batch) : null),
    [live, input, direction, mode, batch],
  );

  // Large inputs: convert in a worker after a short pause in typing.
  const post = useConverterWorker();
  type Source = { text: string; direction: Direction; mode: UrlMode; batch: boolean };
  const [bg, setBg] = useState<{ src: Source; outcome: Outcome | null; failed?: string } | null>(null);
  useEffect(() => {
    if (live) return;
    const src: Source = { text: input, direction, mode, batch };
    let cancel = () => {};
    const timer = window.setTimeout(() => {
      setBg({ src, outcome: null });
      cancel = post(src, (r) =>
        setBg('outcome' in r ? { src, outcome: r.outcome } : { src, outcome: null, failed: r.failed }),
      );
    }, 250);
    return () => {
      window.clearTimeout(timer);
      cancel();
    };
  }, [live, input, direction, mode, batch, post]);
  const fresh =
    bg !== null &&
    bg.src.text === input &&
    bg.src.direction === direction &&
    bg.src.mode === mode &&
    bg.src.batch === batch;

  const outcome = live ? liveOutcome : fresh ? bg.outcome : null;
  const working = !live && !outcome && !(fresh && bg.failed);
  const output = outcome ? outcomeText(outcome) : '';
  const singleError = outcome && !outcome.batch && !outcome.result.ok ? outcome.result.error : null;
  const batchErrors = outcome?.batch ? outcome.result : null;

  // Log errors with detail (once per distinct error).
  const logged = useRef('');
  useEffect(() => {
    const sig = singleError
      ? JSON.stringify(singleError)
      : batchErrors?.errorCount
        ? `${batchErrors.errorCount}:${JSON.stringify(batchErrors.errors[0])}`
        : '';
    if (sig && sig !== logged.current) {
      console.warn(`[${SLUG}] ${direction} (${mode}) failed`, singleError ?? batchErrors?.errors.slice(0, 10));
    }
    logged.current = sig;
  }, [singleError, batchErrors, direction, mode]);

  const multiLine = input.includes('\n');
  const nf = new Intl.NumberFormat(i18n.language);

  const swap = () => {
    setInput(output);
    setDirection(direction === 'encode' ? 'decode' : 'encode');
    inputRef.current?.focus();
  };

  const modeOptions = [
    { value: 'component' as const, label: t(`${SLUG}.modeComponent`), hint: t(`${SLUG}.modeComponentHint`) },
    { value: 'uri' as const, label: t(`${SLUG}.modeUri`), hint: t(`${SLUG}.modeUriHint`) },
    { value: 'form' as const, label: t(`${SLUG}.modeForm`), hint: t(`${SLUG}.modeFormHint`) },
  ];
  const modeHint = modeOptions.find((o) => o.value === mode)?.hint;
  const inputLabel = t(`${SLUG}.${direction === 'encode' ? 'inputEncode' : 'inputDecode'}`);
  const errorId = `${ids}-error`;

  return (
    <div className="flex flex-col gap-4">
      <div className="panel flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
          <SegmentedControl
            label={t(`${SLUG}.directionLabel`)}
            value={direction}
            onChange={setDirection}
            options={[
              { value: 'encode', label: t(`${SLUG}.encode`) },
              { value: 'decode', label: t(`${SLUG}.decode`) },
            ]}
          />
          <SegmentedControl label={t(`${SLUG}.modeLabel`)} value={mode} onChange={setMode} options={modeOptions} />
          <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-600"
              checked={batch}
              onChange={(e) => setBatch(e.target.checked)}
            />
            {t(`${SLUG}.batch`)}
          </label>
        </div>
        <p className="text-xs text-slate-600 dark:text-slate-400" id={`${ids}-mode-hint`}>
          {modeHint}
        </p>
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
        <div className="panel flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label htmlFor={`${ids}-input`} className="text-sm font-semibold">
              {inputLabel}
            </label>
            <div className="flex flex-wrap gap-2">
              <button type="button" className="btn" onClick={() => setInput(sampleFor(direction, mode, batch))}>
                {t(`${SLUG}.sample`)}
              </button>
              <button
                type="button"
                className="btn"
                disabled={!input}
                onClick={() => {
                  setInput('');
                  inputRef.current?.focus();
                }}
              >
                {t('ui.clear')}
              </button>
            </div>
          </div>
          <textarea
            id={`${ids}-input`}
            ref={inputRef}
            className="field min-h-40 resize-y font-mono leading-5"
            rows={9}
            value={input}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            placeholder={t(`${SLUG}.${direction === 'encode' ? 'placeholderEncode' : 'placeholderDecode'}`)}
            aria-invalid={singleError ? true : undefined}
            aria-describedby={`${errorId} ${ids}-mode-hint`}
            onChange={(e) => setInput(e.target.value)}
          />
          <div id={errorId} aria-live="polite" className="flex flex-col gap-1">
            {singleError && (
              <div className="error-text" data-testid="convert-error">
                <p>{errorMessage(t, singleError, multiLine)}</p>
                <ErrorSnippet text={input} error={singleError} />
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t(`${SLUG}.inputKept`)}</p>
              </div>
            )}
            {batchErrors && batchErrors.errorCount > 0 && (
              <div className="error-text" data-testid="batch-errors">
                <p className="font-medium">
                  {t(`${SLUG}.batchErrors`, {
                    n: nf.format(batchErrors.errorCount),
                    total: nf.format(batchErrors.lines),
                  })}
                </p>
                <ul className="mt-1 list-disc ps-5">
                  {batchErrors.errors.slice(0, SHOWN_ERRORS).map((e) => (
                    <li key={e.line}>{errorMessage(t, e.error, true)}</li>
                  ))}
                </ul>
                {batchErrors.errorCount > SHOWN_ERRORS && (
                  <p>{t(`${SLUG}.moreErrors`, { n: nf.format(batchErrors.errorCount - SHOWN_ERRORS) })}</p>
                )}
              </div>
            )}
            {!live && fresh && bg.failed && (
              <p className="error-text">{t(`${SLUG}.errWorker`, { message: bg.failed })}</p>
            )}
          </div>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t(`${SLUG}.charCount`, { n: nf.format([...input].length) })}
            {batch && ` · ${t(`${SLUG}.lineCount`, { n: nf.format(input === '' ? 0 : input.split('\n').length) })}`}
          </p>
        </div>

        <div className="flex items-center justify-center">
          <button
            type="button"
            className="btn"
            onClick={swap}
            disabled={!output}
            aria-label={t(`${SLUG}.swap`)}
            title={t(`${SLUG}.swap`)}
          >
            <span aria-hidden="true" className="inline-block lg:rotate-90">
              ⇅
            </span>
            <span>{t(`${SLUG}.swapShort`)}</span>
          </button>
        </div>

        <div className="panel flex min-w-0 flex-col gap-2">
          <LongTextOutput
            label={t(`${SLUG}.${direction === 'encode' ? 'outputEncoded' : 'outputDecoded'}`)}
            text={output}
            rows={9}
            previewChars={LIVE_LIMIT}
            filename={direction === 'encode' ? 'url-encoded.txt' : 'url-decoded.txt'}
            truncatedNote={(shown, total) =>
              t(`${SLUG}.truncated`, { shown: nf.format(shown), total: nf.format(total) })
            }
          />
          <p className="text-xs text-slate-600 dark:text-slate-400" aria-live="polite">
            {working ? t('ui.working') : t(`${SLUG}.charCount`, { n: nf.format([...output].length) })}
          </p>
        </div>
      </div>
    </div>
  );
}

/* ------------------------------------------------------------------ Inspector */

const SAMPLE_URL = 'https://user@例子.com:8080/搜索/docs?q=你好 世界&lang=zh-CN&page=2&empty=#results';

function Inspector() {
  const { t } = useTranslation('tools');
  const ids = useId();
  const [urlText, setUrlText] = usePersistentState(KEY('inspect-url'), '', asString);
  const [stored, setStored] = usePersistentState<UrlParts | null>(KEY('inspect-parts'), null, asParts);
  const parsed = useMemo(() => parseUrl(urlText), [urlText]);
  const parts = stored ?? (parsed.ok ? parsed.parts : null);

  useEffect(() => {
    if (!parsed.ok && parsed.code !== 'empty') console.warn(`[${SLUG}] URL not parsed`, parsed);
  }, [parsed]);

  const setUrl = (v: string) => {
    setUrlText(v);
    const p = parseUrl(v);
    setStored(p.ok ? p.parts : null);
  };
  const update = (patch: Partial<UrlParts>) => parts && setStored({ ...parts, ...patch });
  const updateRow = (i: number, patch: Partial<QueryRow>) =>
    parts && update({ rows: parts.rows.map((r, j) => (j === i ? { ...r, ...patch } : r)) });

  const fieldErrors = parts ? validateParts(parts) : {};
  const rebuilt = parts ? buildUrl(parts) : '';
  const rebuiltValid = useMemo(() => {
    if (!rebuilt) return true;
    try {
      new URL(rebuilt);
      return true;
    } catch {
      return false;
    }
  }, [rebuilt]);
  const newRowRef = useRef<number | null>(null);
  const keyInputs = useRef<(HTMLInputElement | null)[]>([]);
  useEffect(() => {
    if (newRowRef.current !== null) {
      keyInputs.current[newRowRef.current]?.focus();
      newRowRef.current = null;
    }
  });

  const fieldError = (id: string, code?: string) =>
    code ? (
      <p id={id} className="error-text mt-1">
        {t(`${SLUG}.err${code[0]!.toUpperCase()}${code.slice(1)}`)}
      </p>
    ) : null;

  const field = (
    name: 'protocol' | 'hostname' | 'port' | 'pathname' | 'hash',
    label: string,
    opts: { placeholder?: string; decoded?: string | null; error?: string; inputMode?: 'numeric' } = {},
  ) => {
    const id = `${ids}-${name}`;
    return (
      <div className="min-w-0">
        <label htmlFor={id} className="mb-1 block text-xs font-semibold text-slate-700 dark:text-slate-300">
          {label}
        </label>
        <input
          id={id}
          className="field font-mono"
          value={parts?.[name] ?? ''}
          placeholder={opts.placeholder}
          inputMode={opts.inputMode}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-invalid={opts.error ? true : undefined}
          aria-describedby={opts.error ? `${id}-error` : undefined}
          onChange={(e) => update({ [name]: e.target.value })}
        />
        {opts.decoded && (
          <p className="mt-1 truncate text-xs text-slate-600 dark:text-slate-400" title={opts.decoded}>
            {t(`${SLUG}.decodedAs`, { text: opts.decoded })}
          </p>
        )}
        {fieldError(`${id}-error`, opts.error)}
      </div>
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="panel flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label htmlFor={`${ids}-url`} className="text-sm font-semibold">
            {t(`${SLUG}.urlLabel`)}
          </label>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn" onClick={() => setUrl(SAMPLE_URL)}>
              {t(`${SLUG}.sample`)}
            </button>
            <button type="button" className="btn" disabled={!urlText} onClick={() => setUrl('')}>
              {t('ui.clear')}
            </button>
          </div>
        </div>
        <textarea
          id={`${ids}-url`}
          className="field resize-y font-mono leading-5 break-all"
          rows={3}
          value={urlText}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          placeholder="https://example.com:8080/path?q=hello%20world#top"
          aria-invalid={!parsed.ok && parsed.code !== 'empty' ? true : undefined}
          aria-describedby={`${ids}-url-status`}
          onChange={(e) => setUrl(e.target.value)}
        />
        <div id={`${ids}-url-status`} aria-live="polite">
          {!parsed.ok && parsed.code === 'empty' && (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t(`${SLUG}.urlEmptyHint`)}</p>
          )}
          {!parsed.ok && parsed.code !== 'empty' && (
            <p className="error-text" data-testid="url-error">
              {t(`${SLUG}.${parsed.code === 'noScheme' ? 'errNoScheme' : 'errInvalidUrl'}`)}
            </p>
          )}
        </div>
      </div>

      {parts && (
        <>
          <section className="panel flex flex-col gap-3" aria-labelledby={`${ids}-parts-h`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={`${ids}-parts-h`} className="text-base font-semibold">
                {t(`${SLUG}.partsHeading`)}
              </h2>
              {stored && parsed.ok && buildUrl(stored) !== buildUrl(parsed.parts) && (
                <button type="button" className="btn" onClick={() => setStored(parsed.parts)}>
                  {t(`${SLUG}.resetEdits`)}
                </button>
              )}
            </div>
            <div className="grid gap-3 sm:grid-cols-[minmax(0,8rem)_minmax(0,1fr)_minmax(0,7rem)]">
              {field('protocol', t(`${SLUG}.protocol`), { error: fieldErrors.protocol })}
              {field('hostname', t(`${SLUG}.host`), { error: fieldErrors.hostname })}
              {field('port', t(`${SLUG}.port`), {
                placeholder: t(`${SLUG}.portDefault`),
                error: fieldErrors.port,
                inputMode: 'numeric',
              })}
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              {field('pathname', t(`${SLUG}.path`), { decoded: readable(parts.pathname) })}
              {field('hash', t(`${SLUG}.hash`), { decoded: readable(parts.hash) })}
            </div>
            {(parts.username || parts.password) && (
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {t(`${SLUG}.userInfo`, { user: parts.username })}
              </p>
            )}
          </section>

          <section className="panel flex flex-col gap-3" aria-labelledby={`${ids}-query-h`}>
            <h2 id={`${ids}-query-h`} className="text-base font-semibold">
              {t(`${SLUG}.queryHeading`)}
            </h2>
            {parts.rows.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t(`${SLUG}.noParams`)}</p>
            ) : (
              <table className="w-full table-fixed border-separate border-spacing-y-1 text-sm">
                <thead>
                  <tr className="text-left text-xs text-slate-700 dark:text-slate-300">
                    <th scope="col" className="w-[42%] pe-2 font-semibold">
                      {t(`${SLUG}.paramName`)}
                    </th>
                    <th scope="col" className="pe-2 font-semibold">
                      {t(`${SLUG}.paramValue`)}
                    </th>
                    <th scope="col" className="w-10">
                      <span className="sr-only">{t(`${SLUG}.actions`)}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {parts.rows.map((row, i) => {
                    const n = i + 1;
                    const undecodable = row.keyError || row.valueError;
                    return (
                      <tr key={i} className="align-top">
                        <td className="pe-2">
                          <input
                            ref={(el) => {
                              keyInputs.current[i] = el;
                            }}
                            className="field px-2 font-mono"
                            value={row.key}
                            aria-label={t(`${SLUG}.paramNameLabel`, { n })}
                            spellCheck={false}
                            autoCapitalize="off"
                            autoComplete="off"
                            onChange={(e) => updateRow(i, { key: e.target.value, rawKey: null, keyError: undefined })}
                          />
                        </td>
                        <td className="pe-2">
                          <input
                            className="field px-2 font-mono"
                            value={row.value}
                            aria-label={t(`${SLUG}.paramValueLabel`, { n })}
                            spellCheck={false}
                            autoCapitalize="off"
                            autoComplete="off"
                            onChange={(e) =>
                              updateRow(i, { value: e.target.value, rawValue: null, valueError: undefined })
                            }
                          />
                          {undecodable && <p className="error-text mt-1 text-xs">{t(`${SLUG}.paramUndecodable`)}</p>}
                        </td>
                        <td>
                          <button
                            type="button"
                            className="btn h-[38px] w-9 px-0"
                            aria-label={t(`${SLUG}.removeParam`, { n })}
                            title={t(`${SLUG}.removeParam`, { n })}
                            onClick={() => update({ rows: parts.rows.filter((_, j) => j !== i) })}
                          >
                            <span aria-hidden="true">✕</span>
                          </button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                className="btn"
                onClick={() => {
                  newRowRef.current = parts.rows.length;
                  update({ rows: [...parts.rows, { key: '', value: '', rawKey: null, rawValue: null, hasEq: true }] });
                }}
              >
                <span aria-hidden="true">＋</span> {t(`${SLUG}.addParam`)}
              </button>
              <p className="text-xs text-slate-600 dark:text-slate-400">{t(`${SLUG}.editHint`)}</p>
            </div>
          </section>

          <section className="panel flex flex-col gap-2">
            <LongTextOutput label={t(`${SLUG}.rebuilt`)} text={rebuilt} rows={3} />
            {!rebuiltValid && (
              <p className="error-text" role="alert">
                {t(`${SLUG}.rebuiltInvalid`)}
              </p>
            )}
          </section>
        </>
      )}
    </div>
  );
}
