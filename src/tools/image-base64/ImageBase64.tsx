import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { SegmentedControl } from '../../components/ui/SegmentedControl';
import { Tabs, TabPanel } from '../../components/ui/Tabs';
import { LongTextOutput } from '../../components/ui/LongTextOutput';
import { FileDrop } from '../../components/ui/FileDrop';
import { downloadBlob } from '../../components/ui/clipboard';
import {
  IMAGE_TYPES,
  claimedImageType,
  detectImageType,
  formatBytes,
  formatOutput,
  outputFilename,
  sniffOther,
  type Base64Error,
  type ImageType,
  type OutputFormat,
} from './logic';
import type { WorkerRequest, WorkerResponse } from './protocol';
import { SAMPLE_PNG_BASE64, SAMPLE_SVG } from './samples';
import { safePreviewUrl } from '../../lib/image/safe-preview';

const SLUG = 'image-base64';
const KEY = (k: string) => `${SLUG}:${k}`;
/** Decode input longer than this is kept out of the text box (and out of localStorage). */
const LARGE_INPUT = 200_000;
/** Output longer than this is shown truncated. */
const PREVIEW_CHARS = 20_000;

type Tab = 'encode' | 'decode';
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Request = DistributiveOmit<WorkerRequest, 'id'>;
type Final = Exclude<WorkerResponse, { type: 'progress' }>;

export default function ImageBase64({ locale, resources }: IslandI18nProps) {
  return (
    <IslandI18n locale={locale} resources={resources}>
      <ImageTool />
    </IslandI18n>
  );
}

/**
 * One worker per caller. A new request while one is running restarts the worker, so a stale 13 MB job never
 * delays the current one; the stale promise resolves to null.
 */
function useWorker() {
  const worker = useRef<Worker | null>(null);
  const pending = useRef<((r: Final | null) => void) | null>(null);
  const nextId = useRef(0);
  useEffect(
    () => () => {
      worker.current?.terminate();
      pending.current?.(null);
    },
    [],
  );
  return useCallback(
    (req: Request, onProgress: (fraction: number) => void, transfer: Transferable[] = []): Promise<Final | null> => {
      if (pending.current) {
        worker.current?.terminate();
        worker.current = null;
        pending.current(null);
      }
      if (!worker.current) worker.current = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
      const w = worker.current;
      const id = ++nextId.current;
      return new Promise((resolve) => {
        const done = (r: Final | null) => {
          w.removeEventListener('message', onMessage);
          w.removeEventListener('error', onError);
          if (pending.current === done) pending.current = null;
          resolve(r);
        };
        const onMessage = (e: MessageEvent<WorkerResponse>) => {
          if (e.data.id !== id) return;
          if (e.data.type === 'progress') onProgress(e.data.fraction);
          else done(e.data);
        };
        const onError = (e: ErrorEvent) => {
          console.error(`[${SLUG}] worker error`, e.message);
          done({ id, type: 'failed', message: e.message || 'Worker error' });
        };
        pending.current = done;
        w.addEventListener('message', onMessage);
        w.addEventListener('error', onError);
        w.postMessage({ ...req, id } as WorkerRequest, transfer);
      });
    },
    [],
  );
}

function ImageTool() {
  const { t } = useTranslation('tools');
  const [tab, setTab] = usePersistentState<Tab>(KEY('tab'), 'encode', (v) => (v === 'decode' ? 'decode' : 'encode'));
  const prefix = 'image-b64';
  // The encoder registers itself here, so a pasted or dropped image anywhere can reach it.
  const encodeFile = useRef<(file: File) => void>(() => {});
  const toEncoder = useCallback(
    (file: File) => {
      setTab('encode');
      encodeFile.current(file);
    },
    [setTab],
  );
  const register = useCallback((fn: (file: File) => void) => {
    encodeFile.current = fn;
  }, []);

  return (
    <div className="flex flex-col gap-4" data-tool={SLUG}>
      <Tabs
        label={t(`${SLUG}.tabsLabel`)}
        idPrefix={prefix}
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'encode', label: t(`${SLUG}.tabEncode`) },
          { id: 'decode', label: t(`${SLUG}.tabDecode`) },
        ]}
      />
      <TabPanel idPrefix={prefix} id="encode" active={tab === 'encode'}>
        <Encoder register={register} active={tab === 'encode'} onImage={toEncoder} />
      </TabPanel>
      <TabPanel idPrefix={prefix} id="decode" active={tab === 'decode'}>
        <Decoder onImage={toEncoder} />
      </TabPanel>
    </div>
  );
}

/* ------------------------------------------------------------------ Shared bits */

function Progress({ label, fraction }: { label: string; fraction: number }) {
  const pct = Math.round(fraction * 100);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="spinner h-5 w-5" aria-hidden="true" />
      <progress className="h-2 w-40 accent-brand-600" max={100} value={pct} aria-label={label} />
      <span className="text-sm">
        {label} {pct}%
      </span>
    </div>
  );
}

function InfoList({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
      {items.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-600 dark:text-slate-400">{k}</dt>
          <dd className="min-w-0 font-medium break-words">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function Checkerboard({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-32 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-[conic-gradient(#e2e8f0_25%,#fff_0_50%,#e2e8f0_0_75%,#fff_0)] bg-[length:16px_16px] p-3 dark:border-slate-700 dark:bg-[conic-gradient(#1e293b_25%,#0f172a_0_50%,#1e293b_0_75%,#0f172a_0)]">
      {children}
    </div>
  );
}

function notImageMessage(t: TFunction, e: Base64Error, lng: string): string {
  const parts = [t(`${SLUG}.errNotImage`, { size: formatBytes(e.size ?? 0, lng), hex: e.hex })];
  if (e.other) parts.push(t(`${SLUG}.errLooksLikeOther`, { other: e.other }));
  else if (e.text) parts.push(t(`${SLUG}.errLooksLikeText`, { text: e.text }));
  return parts.join(' ');
}

function base64ErrorMessage(t: TFunction, e: Base64Error, lng: string): string {
  switch (e.code) {
    case 'empty':
      return t(`${SLUG}.errEmpty`);
    case 'invalidChar':
      return t(`${SLUG}.errInvalidChar`, { char: e.char, codePoint: e.codePoint, line: e.line, column: e.column });
    case 'badPadding':
      return t(`${SLUG}.errBadPadding`, { line: e.line, column: e.column });
    case 'wrongLength':
      return t(`${SLUG}.errWrongLength`, { count: e.count, n: new Intl.NumberFormat(lng).format(e.count ?? 0) });
    case 'badDataUri':
      return t(`${SLUG}.errBadDataUri`);
    case 'notImage':
      return notImageMessage(t, e, lng);
  }
}

/* ------------------------------------------------------------------ Image → Base64 */

interface Encoded {
  name: string;
  size: number;
  base64: string;
  mime: string;
  /** The type from the bytes; null when only the file's own MIME type vouches for it. */
  type: ImageType | null;
  /** The file's own MIME type when it disagrees with the bytes. */
  claimed: string | null;
  url: string;
}

type EncState =
  | { s: 'idle' }
  | { s: 'working'; name: string; fraction: number }
  | { s: 'done'; r: Encoded }
  | { s: 'error'; message: string };

function Encoder({
  register,
  active,
  onImage,
}: {
  register: (fn: (file: File) => void) => void;
  active: boolean;
  onImage: (file: File) => void;
}) {
  const { t, i18n } = useTranslation('tools');
  const lng = i18n.language;
  const ids = useId();
  const call = useWorker();
  const [state, setState] = useState<EncState>({ s: 'idle' });
  const [format, setFormat] = usePersistentState<OutputFormat>(KEY('format'), 'dataUri', (v) =>
    ['base64', 'dataUri', 'css', 'html'].includes(v as string) ? (v as OutputFormat) : 'dataUri',
  );
  const [dims, setDims] = useState<{ width: number; height: number } | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const [pasteHint, setPasteHint] = useState(false);
  const urlRef = useRef<string | null>(null);
  useEffect(() => () => void (urlRef.current && URL.revokeObjectURL(urlRef.current)), []);

  const encode = useCallback(
    async (file: File) => {
      const name = file.name || t(`${SLUG}.pastedName`);
      setPasteHint(false);
      setDims(null);
      setPreviewFailed(false);
      setState({ s: 'working', name, fraction: 0 });
      let buffer: ArrayBuffer;
      try {
        buffer = await file.arrayBuffer();
      } catch (err) {
        console.error(`[${SLUG}] could not read ${name}`, err);
        setState({ s: 'error', message: t(`${SLUG}.errReadFile`, { name }) });
        return;
      }
      const head = new Uint8Array(buffer, 0, Math.min(buffer.byteLength, 4096));
      const type = detectImageType(head);
      const claimed = claimedImageType(file.type);
      if (!type && !claimed) {
        const other = sniffOther(head);
        console.warn(`[${SLUG}] ${name} is not an image`, { type: file.type, size: buffer.byteLength, other });
        setState({
          s: 'error',
          message: other
            ? t(`${SLUG}.errFileIsOther`, { name, other })
            : buffer.byteLength === 0
              ? t(`${SLUG}.errFileEmpty`, { name })
              : t(`${SLUG}.errFileNotImage`, { name }),
        });
        return;
      }
      const size = buffer.byteLength;
      const r = await call({ op: 'encode', buffer }, (fraction) => setState({ s: 'working', name, fraction }), [
        buffer,
      ]);
      if (!r) return; // superseded by a newer file
      if (r.type !== 'encoded') {
        console.error(`[${SLUG}] encoding failed`, r);
        setState({ s: 'error', message: t(`${SLUG}.errWorker`, { message: r.type === 'failed' ? r.message : '' }) });
        return;
      }
      const mime = type?.mime ?? claimed!;
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
      // An SVG (or unverified type) is previewed from a data: URL: opened on its own, it gets no origin of ours.
      const url = await safePreviewUrl(file, mime);
      urlRef.current = url;
      setState({
        s: 'done',
        r: {
          name,
          size,
          base64: r.base64,
          mime,
          type,
          claimed:
            claimed && type && claimed !== type.mime && !(claimed === 'image/jpg' && type.kind === 'jpeg')
              ? claimed
              : null,
          url,
        },
      });
    },
    [call, t],
  );
  useEffect(() => register((f) => void encode(f)), [register, encode]);

  // Ctrl+V of an image anywhere on the page.
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const files = [...(e.clipboardData?.files ?? [])];
      const image =
        files.find((f) => f.type.startsWith('image/')) ??
        [...(e.clipboardData?.items ?? [])].find((i) => i.kind === 'file' && i.type.startsWith('image/'))?.getAsFile();
      if (image) {
        e.preventDefault();
        onImage(image);
        return;
      }
      const target = e.target as HTMLElement | null;
      const editable = target?.closest('input, textarea, [contenteditable="true"]');
      if (active && !editable) setPasteHint(true);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [active, onImage]);

  const done = state.s === 'done' ? state.r : null;
  const output = done ? formatOutput(format, done.base64, done.mime, dims) : '';
  const nf = new Intl.NumberFormat(lng);

  return (
    <div className="flex flex-col gap-4">
      <div className="panel flex flex-col gap-3">
        <FileDrop
          accept="image/*,.svg,.ico,.avif,.webp,.bmp"
          onFiles={(files) => files[0] && void encode(files[0])}
          label={t(`${SLUG}.fileLabel`)}
          className="min-h-36"
        >
          <span className="block text-base font-medium text-slate-800 dark:text-slate-200">
            {t(`${SLUG}.dropText`)}
          </span>
          <span className="mt-1 block text-xs">{t(`${SLUG}.formatsHint`)}</span>
        </FileDrop>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className="btn"
            onClick={() => void encode(new File([SAMPLE_SVG], 'sample.svg', { type: 'image/svg+xml' }))}
          >
            {t(`${SLUG}.sampleImage`)}
          </button>
          <span className="text-xs text-slate-600 dark:text-slate-400">{t(`${SLUG}.pasteHint`)}</span>
        </div>
        <div aria-live="polite">
          {pasteHint && <p className="error-text">{t(`${SLUG}.pasteNoImage`)}</p>}
          {state.s === 'working' && <Progress label={t(`${SLUG}.encoding`)} fraction={state.fraction} />}
          {state.s === 'error' && (
            <p className="error-text" data-testid="encode-error">
              {state.message}
            </p>
          )}
          {done && <p className="sr-only">{t(`${SLUG}.encodedStatus`, { name: done.name })}</p>}
        </div>
      </div>

      {done && (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
          <section className="panel flex flex-col gap-3" aria-labelledby={`${ids}-info`}>
            <h2 id={`${ids}-info`} className="text-base font-semibold">
              {t(`${SLUG}.detailsHeading`)}
            </h2>
            <Checkerboard>
              <img
                src={done.url}
                alt={t(`${SLUG}.previewAlt`, { name: done.name })}
                className="max-h-56 max-w-full object-contain"
                onLoad={(e) => setDims({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
                onError={() => {
                  console.warn(`[${SLUG}] preview failed for ${done.name}`);
                  setPreviewFailed(true);
                }}
              />
            </Checkerboard>
            {previewFailed && <p className="error-text">{t(`${SLUG}.errPreview`)}</p>}
            <InfoList
              items={[
                [t(`${SLUG}.fileName`), done.name],
                [
                  t(`${SLUG}.mimeType`),
                  <>
                    <code>{done.mime}</code>
                    {done.type ? ` (${done.type.label})` : ` ${t(`${SLUG}.notVerified`)}`}
                  </>,
                ],
                [
                  t(`${SLUG}.dimensions`),
                  dims ? t(`${SLUG}.dimensionsValue`, { width: dims.width, height: dims.height }) : '—',
                ],
                [
                  t(`${SLUG}.originalSize`),
                  t(`${SLUG}.sizeValue`, { size: formatBytes(done.size, lng), bytes: nf.format(done.size) }),
                ],
                [
                  t(`${SLUG}.encodedSize`),
                  t(`${SLUG}.encodedSizeValue`, {
                    size: formatBytes(done.base64.length, lng),
                    chars: nf.format(done.base64.length),
                    percent: done.size ? Math.round((done.base64.length / done.size - 1) * 100) : 0,
                  }),
                ],
                [t(`${SLUG}.dataUriSize`), formatBytes(done.base64.length + done.mime.length + 13, lng)],
              ]}
            />
            {done.claimed && done.type && (
              <p className="text-xs text-amber-800 dark:text-amber-300">
                {t(`${SLUG}.claimedMismatch`, { claimed: done.claimed, actual: done.type.mime })}
              </p>
            )}
          </section>

          <section className="panel flex min-w-0 flex-col gap-3" aria-labelledby={`${ids}-out`}>
            <h2 id={`${ids}-out`} className="text-base font-semibold">
              {t('ui.output')}
            </h2>
            <SegmentedControl
              label={t(`${SLUG}.formatLabel`)}
              value={format}
              onChange={setFormat}
              options={[
                { value: 'base64', label: t(`${SLUG}.formatBase64`) },
                { value: 'dataUri', label: t(`${SLUG}.formatDataUri`) },
                { value: 'css', label: t(`${SLUG}.formatCss`) },
                { value: 'html', label: t(`${SLUG}.formatHtml`) },
              ]}
            />
            <LongTextOutput
              label={t(`${SLUG}.outputLabel.${format}`)}
              text={output}
              rows={10}
              previewChars={PREVIEW_CHARS}
              filename={outputFilename(done.name, format)}
              mime={format === 'css' ? 'text/css' : format === 'html' ? 'text/html' : 'text/plain'}
              truncatedNote={(shown, total) =>
                t(`${SLUG}.truncated`, { shown: nf.format(shown), total: nf.format(total) })
              }
            />
          </section>
        </div>
      )}
    </div>
  );
}

/* ------------------------------------------------------------------ Base64 → image */

interface Decoded {
  url: string;
  blob: Blob;
  type: ImageType;
  declaredMime: string | null;
  size: number;
}

type DecState =
  | { s: 'idle' }
  | { s: 'working'; fraction: number }
  | { s: 'done'; r: Decoded }
  /** `error` for a problem with the input; otherwise `message` is already translated. */
  | { s: 'error'; error: Base64Error | null; message: string };

function Decoder({ onImage }: { onImage: (file: File) => void }) {
  const { t, i18n } = useTranslation('tools');
  const lng = i18n.language;
  const ids = useId();
  const call = useWorker();
  const [text, setText] = usePersistentState(KEY('decode-input'), '', (v) => (typeof v === 'string' ? v : ''));
  const [big, setBig] = useState<{ text: string; source: string } | null>(null);
  const [state, setState] = useState<DecState>({ s: 'idle' });
  const [loaded, setLoaded] = useState<{ width: number; height: number } | null>(null);
  const [displayFailed, setDisplayFailed] = useState(false);
  const urlRef = useRef<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  useEffect(() => () => void (urlRef.current && URL.revokeObjectURL(urlRef.current)), []);

  const input = big?.text ?? text;

  useEffect(() => {
    if (!input.trim()) {
      setState({ s: 'idle' });
      return;
    }
    let cancelled = false;
    const timer = window.setTimeout(
      async () => {
        if (input.length > LARGE_INPUT) setState({ s: 'working', fraction: 0 });
        const r = await call({ op: 'decode', text: input }, (fraction) => {
          if (!cancelled) setState({ s: 'working', fraction });
        });
        if (cancelled || !r) return;
        setLoaded(null);
        setDisplayFailed(false);
        if (r.type === 'decoded' && r.ok) {
          const type = IMAGE_TYPES[r.kind];
          const blob = new Blob([r.buffer], { type: type.mime });
          const url = await safePreviewUrl(blob);
          if (cancelled) return;
          if (urlRef.current) URL.revokeObjectURL(urlRef.current);
          urlRef.current = url;
          setState({
            s: 'done',
            r: { url: urlRef.current, blob, type, declaredMime: r.declaredMime, size: r.buffer.byteLength },
          });
        } else if (r.type === 'decoded') {
          console.warn(`[${SLUG}] cannot decode input`, r.error);
          setState({ s: 'error', error: r.error, message: '' });
        } else {
          console.error(`[${SLUG}] decoding failed`, r);
          setState({
            s: 'error',
            error: null,
            message: t(`${SLUG}.errWorker`, { message: r.type === 'failed' ? r.message : '' }),
          });
        }
      },
      input.length > 2000 ? 200 : 60,
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [input, call, t]);

  const setInputText = (value: string, source: string) => {
    if (value.length > LARGE_INPUT) {
      setBig({ text: value, source });
      setText('');
    } else {
      setBig(null);
      setText(value);
    }
  };

  const openTextFile = async (file: File) => {
    if (/^image\//.test(file.type) || detectImageType(new Uint8Array(await file.slice(0, 4096).arrayBuffer()))) {
      // An image file dropped here: the user wants it encoded.
      onImage(file);
      return;
    }
    try {
      setInputText(await file.text(), file.name);
    } catch (err) {
      console.error(`[${SLUG}] could not read ${file.name}`, err);
      setState({ s: 'error', error: null, message: t(`${SLUG}.errReadFile`, { name: file.name }) });
    }
  };

  const done = state.s === 'done' ? state.r : null;
  const errorText = state.s === 'error' ? (state.error ? base64ErrorMessage(t, state.error, lng) : state.message) : '';
  const emptyInput = !input.trim() || (state.s === 'error' && state.error?.code === 'empty');
  const errorId = `${ids}-error`;
  const nf = new Intl.NumberFormat(lng);
  const downloadName = done ? `image.${done.type.ext}` : '';

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <div className="panel flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label htmlFor={`${ids}-input`} className="text-sm font-semibold">
            {t(`${SLUG}.decodeInputLabel`)}
          </label>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn"
              onClick={() => setInputText(`data:image/png;base64,${SAMPLE_PNG_BASE64}`, '')}
            >
              {t(`${SLUG}.sample`)}
            </button>
            <button type="button" className="btn" onClick={() => fileInput.current?.click()}>
              {t(`${SLUG}.openTextFile`)}
            </button>
            <input
              ref={fileInput}
              type="file"
              className="sr-only"
              tabIndex={-1}
              aria-label={t(`${SLUG}.openTextFile`)}
              accept=".txt,.b64,.base64,.css,.html,text/plain"
              onChange={(e) => {
                const f = e.target.files?.[0];
                if (f) void openTextFile(f);
                e.target.value = '';
              }}
            />
            <button
              type="button"
              className="btn"
              disabled={!input}
              onClick={() => {
                setInputText('', '');
                textarea.current?.focus();
              }}
            >
              {t('ui.clear')}
            </button>
          </div>
        </div>
        {big ? (
          <div
            className="flex flex-col items-start gap-2 rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm dark:border-slate-600 dark:bg-slate-800"
            data-testid="large-input"
          >
            <p>
              {t(`${SLUG}.largeInput`, {
                size: formatBytes(big.text.length, lng),
                chars: nf.format(big.text.length),
              })}
              {big.source && ` (${big.source})`}
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-400">{t(`${SLUG}.largeNotSaved`)}</p>
            <code className="block max-w-full truncate font-mono text-xs text-slate-600 dark:text-slate-400">
              {big.text.slice(0, 120)}…
            </code>
          </div>
        ) : (
          <textarea
            id={`${ids}-input`}
            ref={textarea}
            className="field min-h-48 resize-y font-mono text-xs leading-5 break-all"
            rows={12}
            value={text}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            placeholder={t(`${SLUG}.decodePlaceholder`)}
            aria-invalid={state.s === 'error' && state.error?.code !== 'empty' ? true : undefined}
            aria-describedby={errorId}
            onChange={(e) => setInputText(e.target.value, '')}
            onPaste={(e) => {
              const pasted = e.clipboardData.getData('text/plain');
              if (pasted.length > LARGE_INPUT) {
                // Keep megabytes out of the text box: it would make every keystroke slow.
                e.preventDefault();
                setInputText(pasted, '');
              }
            }}
            onDragOver={(e) => {
              if (e.dataTransfer.types.includes('Files')) e.preventDefault();
            }}
            onDrop={(e) => {
              const f = e.dataTransfer.files[0];
              if (f) {
                e.preventDefault();
                void openTextFile(f);
              }
            }}
          />
        )}
        <div id={errorId} aria-live="polite">
          {state.s === 'working' && <Progress label={t(`${SLUG}.decoding`)} fraction={state.fraction} />}
          {state.s === 'error' && state.error?.code !== 'empty' && (
            <div className="error-text" data-testid="decode-error">
              <p>{errorText}</p>
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t(`${SLUG}.inputKept`)}</p>
            </div>
          )}
          {emptyInput && state.s !== 'working' && (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t(`${SLUG}.decodeHint`)}</p>
          )}
        </div>
      </div>

      <section className="panel flex min-w-0 flex-col gap-3" aria-labelledby={`${ids}-result`}>
        <h2 id={`${ids}-result`} className="text-base font-semibold">
          {t(`${SLUG}.imageHeading`)}
        </h2>
        {done ? (
          <>
            <Checkerboard>
              <img
                key={done.url}
                src={done.url}
                alt={t(`${SLUG}.decodedAlt`, { type: done.type.label })}
                className="max-h-72 max-w-full object-contain"
                onLoad={(e) =>
                  setLoaded({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })
                }
                onError={() => {
                  console.warn(`[${SLUG}] the browser could not display the decoded ${done.type.label}`);
                  setDisplayFailed(true);
                }}
              />
            </Checkerboard>
            <div aria-live="polite">
              {displayFailed && (
                <p className="error-text" data-testid="display-error">
                  {t(`${SLUG}.errDisplay`, { type: done.type.label })}
                </p>
              )}
            </div>
            <InfoList
              items={[
                [
                  t(`${SLUG}.detectedType`),
                  <span key="t" data-testid="detected-type">{`${done.type.label} (${done.type.mime})`}</span>,
                ],
                [t(`${SLUG}.dimensions`), loaded ? t(`${SLUG}.dimensionsValue`, loaded) : '—'],
                [
                  t(`${SLUG}.fileSize`),
                  t(`${SLUG}.sizeValue`, { size: formatBytes(done.size, lng), bytes: nf.format(done.size) }),
                ],
              ]}
            />
            {done.declaredMime &&
              done.declaredMime !== done.type.mime &&
              !(done.declaredMime === 'image/jpg' && done.type.kind === 'jpeg') && (
                <p className="text-xs text-amber-800 dark:text-amber-300" data-testid="mime-mismatch">
                  {t(`${SLUG}.declaredMismatch`, { declared: done.declaredMime, actual: done.type.mime })}
                </p>
              )}
            <button
              type="button"
              className="btn-primary self-start"
              disabled={!loaded || displayFailed}
              onClick={() => downloadBlob(done.blob, downloadName)}
            >
              {t(`${SLUG}.downloadAs`, { file: downloadName })}
            </button>
          </>
        ) : (
          <Checkerboard>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t(`${SLUG}.noImageYet`)}</p>
          </Checkerboard>
        )}
      </section>
    </div>
  );
}
