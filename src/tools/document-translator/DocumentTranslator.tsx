/**
 * The document-translator island: a PDF in, its paragraphs translated with the engine the visitor chose (on this
 * page, paragraph by paragraph, cancellable and resumable), a translated PDF, a bilingual PDF, Markdown and text
 * out. Reading and writing PDFs run in the worker; only paragraph text goes to the engine.
 */
import { IMAGE_LIMITS, tooLargeParams } from '../../lib/image/canvas-limits';
import { useCallback, useMemo, useRef, useState } from 'react';
import { AllowanceLine } from '../../components/translate/AllowanceLine';
import { EngineErrorMessage } from '../../components/translate/EngineError';
import { EngineSettings } from '../../components/translate/EngineSettings';
import { useEngineSettings } from '../../components/translate/useEngineSettings';
import { FileInput } from '../../components/ui/files/FileInput';
import { ProgressBar } from '../../components/ui/files/ProgressBar';
import { Select } from '../../components/ui/form/Select';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { useToolT } from '../../i18n/useToolT';
import { CUSTOM_ENGINES, OPERATOR_ENGINE } from '../../lib/translate/env';
import { LANGUAGES, isLangCode, type LangCode, type SourceLang } from '../../lib/translate/types';
import { isCancelled, useWorkerTask } from '../../lib/worker';
import { checkPdfHead } from '../../lib/pdf/unlock';
import { ConcurrencySelect } from './Concurrency';
import type { Job, Progress, Summary } from './job';
import type { Outputs } from './Panes';
import { useOcr } from './useOcr';
import type { DocumentTranslatorProtocol, Paragraph, ReadError, TooLargePage } from './protocol';

const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'document-translator' });

type Later = typeof import('./later');
let loadingLater: Promise<Later> | null = null;
/**
 * The job, pipeline and panes (later.ts), imported on the first file rather than with the page: less script to
 * parse and run while the page loads. A failed import (the network dropped) is tried again with the next file.
 */
function loadLater(): Promise<Later> {
  loadingLater ??= import('./later').catch((err: unknown) => {
    loadingLater = null;
    throw err;
  });
  return loadingLater;
}

/** Larger files are refused at the input (a PDF this size would not fit the browser's memory twice). */
const MAX_BYTES = 200 * 1024 * 1024;

export default function DocumentTranslator(props: IslandI18nProps) {
  return (
    <IslandI18n {...props}>
      <Tool />
    </IslandI18n>
  );
}

/** Where the loaded document is (the next file being read does not change it until it has been read). */
type Phase = 'idle' | 'ready' | 'translating' | 'paused' | 'writing' | 'done';
/** The file being opened. */
type Opening = 'idle' | 'reading' | 'password' | 'error';

interface Doc {
  bytes: ArrayBuffer;
  pages: number;
  paragraphs: Paragraph[];
  scanned: number[];
  /** Scanned pages whose image is over the pixel limit (not read by OCR). */
  tooLarge: TooLargePage[];
}

const parseLang = (v: unknown, fallback: LangCode): LangCode => (typeof v === 'string' && isLangCode(v) ? v : fallback);
const parseSource = (v: unknown): SourceLang =>
  v === 'auto' ? 'auto' : typeof v === 'string' && isLangCode(v) ? v : 'auto';
/** Requests at a time: 1–8, 4 unless the visitor chose. */
const parseConcurrency = (v: unknown): number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 8 ? v : 4;

function Tool() {
  const { t, ui, workerError, lng } = useToolT('document-translator');
  const settings = useEngineSettings(OPERATOR_ENGINE, CUSTOM_ENGINES);
  const [source, setSource] = usePersistentState<SourceLang>('document-translator:source', 'auto', parseSource);
  // Into the page's language until the visitor picks another.
  const pageLang: LangCode = isLangCode(lng) ? lng : 'zh';
  const [target, setTarget] = usePersistentState<LangCode>('document-translator:target', pageLang, (v) =>
    parseLang(v, pageLang),
  );
  const [concurrency, setConcurrency] = usePersistentState<number>(
    'document-translator:concurrency',
    4,
    parseConcurrency,
  );
  const task = useWorkerTask<DocumentTranslatorProtocol>(createWorker, { idleMs: 60_000 });

  const [phase, setPhase] = useState<Phase>('idle');
  const [opening, setOpening] = useState<Opening>('idle');
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState<File | null>(null);
  const [wrongPassword, setWrongPassword] = useState(false);
  const [readError, setReadError] = useState<ReadError | 'failed' | null>(null);
  const [readProgress, setReadProgress] = useState<number | undefined>(undefined);
  const [doc, setDoc] = useState<Doc | null>(null);
  const job = useRef<Job | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [engineError, setEngineError] = useState<unknown>(null);
  const [outputs, setOutputs] = useState<Outputs | null>(null);
  const [summary, setSummary] = useState<Summary | null>(null);
  const abort = useRef<AbortController | null>(null);
  const ocr = useOcr(task.client);
  /** Scanned pages whose OCR is still to do (it runs at the first Translate). */
  const toOcr = useRef<number[]>([]);
  const [ocrFailed, setOcrFailed] = useState(false);
  /** later.ts, once the first file has been chosen (everything that uses it comes after a file). */
  const [later, setLater] = useState<Later | null>(null);

  const fail = useCallback((error: ReadError | 'failed') => {
    setReadError(error);
    setOpening('error');
  }, []);

  const read = useCallback(
    async (f: File, password: string) => {
      setOpening('reading');
      setReadError(null);
      setReadProgress(undefined);
      try {
        const loaded = await loadLater();
        setLater(loaded);
        const { createJob, progressOf } = loaded;
        // A file that is not a PDF is answered from its first bytes, without reading it all.
        const head = checkPdfHead(new Uint8Array(await f.slice(0, 1024).arrayBuffer()));
        if (head !== 'ok') return fail(head);
        const data = await f.arrayBuffer();
        const t0 = performance.now();
        const res = await task.client.request(
          'read',
          { data, password },
          { transfer: [data], onProgress: (p) => setReadProgress(p.page / p.pages) },
        );
        if (!res.ok) {
          console.warn(`document-translator: ${res.error}`, res.detail);
          if (res.error === 'needsPassword' || res.error === 'wrongPassword') {
            setWrongPassword(res.error === 'wrongPassword');
            setOpening('password');
            return;
          }
          return fail(res.error);
        }
        console.info(
          `document-translator: read ${res.pages.length} pages, ${res.paragraphs.length} paragraphs in ${Math.round(performance.now() - t0)} ms`,
        );
        // The new document replaces the previous one only now that it has been read.
        abort.current?.abort();
        setWrongPassword(false);
        setFile(f);
        setPending(null);
        setOutputs(null);
        setSummary(null);
        setEngineError(null);
        job.current = createJob(res.paragraphs, res.pages.length, target);
        toOcr.current = res.scanned.filter((p) => !res.tooLarge.some((x) => x.page === p));
        setOcrFailed(false);
        setProgress(progressOf(job.current));
        setDoc({
          bytes: res.bytes,
          pages: res.pages.length,
          paragraphs: res.paragraphs,
          scanned: res.scanned,
          tooLarge: res.tooLarge,
        });
        setPhase('ready');
        setOpening('idle');
      } catch (err) {
        if (isCancelled(err)) return;
        console.error('document-translator: reading failed', err);
        fail('failed');
      }
    },
    [task.client, fail, target],
  );

  const onFiles = useCallback(
    (files: File[]) => {
      const f = files[0];
      if (!f) return;
      setPending(f);
      void read(f, '');
    },
    [read],
  );

  const write = useCallback(async () => {
    if (!doc || !job.current || !later) return;
    const { outputName, placedOf } = later;
    const n = file?.name ?? 'document.pdf';
    const names = {
      pdf: outputName(n, target, 'pdf'),
      bilingual: outputName(n, target, 'bilingual'),
      md: outputName(n, target, 'md'),
      txt: outputName(n, target, 'txt'),
    };
    setPhase('writing');
    try {
      const t0 = performance.now();
      const res = await task.client.request('write', {
        bytes: doc.bytes.slice(0),
        placed: placedOf(doc.paragraphs, job.current),
      });
      console.info(
        `document-translator: wrote the outputs in ${Math.round(performance.now() - t0)} ms ` +
          `(input ${doc.bytes.byteLength} B, translated ${res.translated.byteLength} B, bilingual ${res.bilingual.byteLength} B)`,
      );
      setOutputs({
        translated: new Blob([res.translated], { type: 'application/pdf' }),
        bilingual: new Blob([res.bilingual], { type: 'application/pdf' }),
        markdown: res.markdown,
        text: res.text,
        names,
      });
      setPhase('done');
    } catch (err) {
      if (isCancelled(err)) return;
      console.error('document-translator: writing failed', err);
      fail('failed');
      setPhase('paused');
    }
  }, [doc, task.client, later, file, target, fail]);

  const translate = useCallback(async () => {
    const engine = settings.engine;
    if (!job.current || !engine || !doc || !later) return;
    const { Cancelled, createJob, engineTranslate, isComplete, progressOf, runJob, summarise } = later;
    // Again after a finished run (another language or engine), or before anything was translated (the target may
    // have changed): a fresh job over the same paragraphs.
    if (isComplete(job.current) || !job.current.entries.some((e) => e.status === 'done' || e.status === 'failed'))
      job.current = createJob(doc.paragraphs, doc.pages, target);
    const ctrl = new AbortController();
    abort.current = ctrl;
    setEngineError(null);
    setSummary(null);
    setPhase('translating');
    if (toOcr.current.length) {
      const pages = toOcr.current;
      toOcr.current = [];
      try {
        const found = await ocr.run(doc.bytes, pages, source);
        // Paragraphs and job entries stay index-aligned (placedOf).
        doc.paragraphs.push(...found);
        job.current.entries.push(...createJob(found, doc.pages, target).entries);
        setProgress(progressOf(job.current));
      } catch (err) {
        console.error('document-translator: OCR failed', err);
        setOcrFailed(true);
      }
    }
    try {
      const t0 = performance.now();
      await runJob(job.current, engineTranslate(engine, source, target), {
        signal: ctrl.signal,
        onProgress: setProgress,
        concurrency,
      });
      console.info(
        `document-translator: translated ${job.current.entries.filter((e) => e.status === 'done').length} paragraphs ` +
          `in ${Math.round(performance.now() - t0)} ms, ${concurrency} at a time`,
      );
    } catch (err) {
      if (!(err instanceof Cancelled)) {
        console.error('document-translator: the engine failed', err);
        setEngineError(err);
      }
      setProgress(progressOf(job.current));
      setSummary(summarise(job.current));
      setPhase('paused');
      return;
    }
    const done = summarise(job.current);
    setSummary(done);
    setProgress(progressOf(job.current));
    // Nothing translated (every paragraph failed): no copy named as a translation.
    if (done.translated === 0) {
      setPhase('paused');
      return;
    }
    await write();
  }, [settings.engine, source, target, write, doc, ocr, concurrency, later]);

  const languages = useMemo(() => {
    const names = new Intl.DisplayNames([lng], { type: 'language' });
    return LANGUAGES.map((value) => ({ value, label: names.of(value) ?? value }));
  }, [lng]);

  const started = (progress?.done ?? 0) > 0;
  // A document whose every paragraph is kept (code, formulas, numbers) and has no scanned page: nothing to do.
  const nothingToDo = doc !== null && progress !== null && progress.total === 0 && doc.scanned.length === 0;

  return (
    <div className="space-y-4" data-tool="document-translator" data-phase={phase} data-opening={opening}>
      <FileInput
        onFiles={onFiles}
        accept=".pdf,application/pdf"
        maxBytes={MAX_BYTES}
        checkType={false}
        label={t('choose')}
      >
        <p className="font-medium">{t('drop')}</p>
        <p className="text-slate-600 dark:text-slate-300">{t('dropHint')}</p>
      </FileInput>

      <div className="grid gap-3 sm:grid-cols-2">
        <Select
          label={t('from')}
          value={source}
          options={[{ value: 'auto' as SourceLang, label: t('auto') }, ...languages]}
          onChange={setSource}
          disabled={phase === 'translating'}
        />
        <Select
          label={t('to')}
          value={target}
          options={languages}
          onChange={setTarget}
          disabled={phase === 'translating'}
        />
      </div>
      <EngineSettings settings={settings} />
      <ConcurrencySelect value={concurrency} onChange={setConcurrency} disabled={phase === 'translating'} />

      {opening === 'reading' && <ProgressBar value={readProgress} label={t('reading')} />}
      {opening === 'password' && pending && later && (
        <later.PasswordPrompt key={pending.name} wrong={wrongPassword} onSubmit={(p) => void read(pending, p)} />
      )}
      {opening === 'error' && readError && (
        <p className="error-text" role="alert" data-testid="doc-error">
          {pending && t('fileError', { name: pending.name, message: t(`error.${readError}`) })}
        </p>
      )}
      {file && doc && (
        <p className="text-sm break-all" data-testid="doc-file">
          {file.name} · {t('summary', { pages: doc.pages, paragraphs: progress?.total ?? 0 })}
        </p>
      )}
      {task.error && <p className="error-text">{workerError(task.error)}</p>}
      {doc && doc.scanned.length > 0 && (
        <p className="text-sm text-amber-700 dark:text-amber-400" data-testid="doc-scanned">
          {t('scanned', { pages: doc.scanned.map((p) => p + 1).join(', ') })}
        </p>
      )}
      {doc && doc.tooLarge.length > 0 && (
        <div role="alert" data-testid="doc-too-large">
          {doc.tooLarge.map((p) => (
            <p key={p.page} className="error-text">
              {t('scanTooLarge', {
                page: p.page + 1,
                message: ui('image.tooLarge', tooLargeParams({ ...p, ...IMAGE_LIMITS }, lng)),
              })}
            </p>
          ))}
        </div>
      )}
      {progress &&
        doc &&
        (phase === 'translating' || phase === 'paused' || phase === 'writing' || phase === 'done') &&
        later && <later.ProgressPane progress={progress} />}
      {ocr.reading && (
        <p role="status" className="text-sm" data-testid="doc-ocr">
          {t('ocr', { page: ocr.reading.page, done: ocr.reading.done, total: ocr.reading.total })}
        </p>
      )}
      {nothingToDo && (
        <p role="alert" className="text-sm text-amber-700 dark:text-amber-400" data-testid="doc-nothing">
          {t('nothing')}
        </p>
      )}
      {summary && phase !== 'translating' && later && <later.SummaryPane summary={summary} />}
      {ocrFailed && <p className="error-text">{t('ocrFailed')}</p>}
      {engineError !== null && <EngineErrorMessage error={engineError} />}
      <AllowanceLine allowance={settings.allowance} />

      <div className="flex flex-wrap gap-2">
        {(phase === 'ready' || phase === 'paused' || phase === 'done') && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void translate()}
            disabled={!settings.engine || nothingToDo}
          >
            {phase === 'done' && (summary?.failed ?? 0) > 0
              ? t('retry')
              : phase === 'done'
                ? t('translateAgain')
                : started
                  ? t('resume')
                  : t('translate')}
          </button>
        )}
        {phase === 'translating' && (
          <button type="button" className="btn" onClick={() => abort.current?.abort()}>
            {t('cancel')}
          </button>
        )}
        {phase === 'writing' && <span role="status">{t('writing')}</span>}
        {opening === 'reading' && <span role="status">{ui('working')}</span>}
      </div>
      {outputs && phase === 'done' && later && <later.Downloads outputs={outputs} />}
    </div>
  );
}
