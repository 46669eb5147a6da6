import { useCallback, useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDrop } from '../../components/ui/FileDrop';
import { downloadBlob } from '../../components/ui/clipboard';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { unlockedFileName, type UnlockRequest, type UnlockResponse, type UnlockStatus } from './logic';

type ItemStatus = UnlockStatus | 'working' | 'engine';

interface Item {
  key: number;
  file: File;
  status: ItemStatus;
  password: string;
  output?: Blob;
  ownerOnly: boolean;
  warnings: string[];
  detail: string;
}

const WAITING: ItemStatus[] = ['needsPassword', 'wrongPassword'];

export default function PdfDecryptor(props: IslandI18nProps) {
  return (
    <IslandI18n {...props}>
      <Decryptor />
    </IslandI18n>
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function Decryptor() {
  const { t } = useTranslation('tools');
  const [items, setItems] = useState<Item[]>([]);
  const worker = useRef<Worker | null>(null);
  const pending = useRef(new Map<number, number>()); // request id → item key
  const nextId = useRef(1);
  const nextKey = useRef(1);
  const passwordInputs = useRef(new Map<number, HTMLInputElement>());
  const focusAfter = useRef<number | null>(null);

  const update = useCallback((key: number, patch: Partial<Item>) => {
    setItems((list) => list.map((it) => (it.key === key ? { ...it, ...patch } : it)));
  }, []);

  const getWorker = useCallback((): Worker => {
    if (worker.current) return worker.current;
    const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<UnlockResponse>) => {
      const res = e.data;
      const key = pending.current.get(res.id);
      pending.current.delete(res.id);
      if (key === undefined) return;
      if (!res.ok) {
        console.error(`PDF unlock failed (${res.error})`, res.detail);
        update(key, { status: res.error === 'engine' ? 'engine' : 'failed', detail: res.detail });
        return;
      }
      if (res.status === 'unlocked') {
        console.info(`PDF unlocked in ${res.ms.toFixed(0)} ms`, res.warnings);
      } else if (res.status !== 'needsPassword') {
        console.warn(`PDF not unlocked: ${res.status}`, res.detail);
      }
      // After a wrong password, or when nothing else is being typed in, put the cursor in the password field.
      const typing = document.activeElement instanceof HTMLInputElement && document.activeElement.type !== 'file';
      if (res.status === 'wrongPassword' || (res.status === 'needsPassword' && !typing)) focusAfter.current = key;
      update(key, {
        status: res.status,
        output: res.output ? new Blob([res.output], { type: 'application/pdf' }) : undefined,
        ownerOnly: res.ownerOnly,
        warnings: res.warnings,
        detail: res.detail,
      });
    };
    w.onerror = (e) => {
      console.error('PDF worker error', e.message);
      e.preventDefault();
      const keys = [...pending.current.values()];
      pending.current.clear();
      worker.current?.terminate();
      worker.current = null;
      setItems((list) =>
        list.map((it) => (keys.includes(it.key) ? { ...it, status: 'failed', detail: e.message } : it)),
      );
    };
    worker.current = w;
    return w;
  }, [update]);

  useEffect(() => () => worker.current?.terminate(), []);

  // Put the cursor in the password field of a file that needs one (after the status renders).
  useEffect(() => {
    const key = focusAfter.current;
    if (key === null) return;
    const input = passwordInputs.current.get(key);
    if (input) {
      focusAfter.current = null;
      input.focus();
      input.select();
    }
  }, [items]);

  const start = useCallback(
    async (item: Item, password: string) => {
      update(item.key, { status: 'working', detail: '' });
      try {
        // Read the bytes afresh each time: they are transferred to the worker, the File stays here for retries.
        const data = await item.file.arrayBuffer();
        const id = nextId.current++;
        pending.current.set(id, item.key);
        const req: UnlockRequest = { id, data, password };
        getWorker().postMessage(req, [data]);
      } catch (err) {
        console.error('Could not read the file', err);
        update(item.key, { status: 'failed', detail: String(err) });
      }
    },
    [getWorker, update],
  );

  const addFiles = (files: File[]) => {
    const added = files.map<Item>((file) => ({
      key: nextKey.current++,
      file,
      status: 'working',
      password: '',
      ownerOnly: false,
      warnings: [],
      detail: '',
    }));
    setItems((list) => [...list, ...added]);
    for (const it of added) void start(it, '');
  };

  const unlockAll = () => {
    for (const it of items) if (WAITING.includes(it.status) && it.password) void start(it, it.password);
  };

  const downloadAll = async () => {
    const done = items.filter((it) => it.output);
    for (const [i, it] of done.entries()) {
      if (i > 0) await new Promise((r) => setTimeout(r, 400));
      downloadBlob(it.output!, unlockedFileName(it.file.name));
    }
  };

  const unlockedCount = items.filter((it) => it.output).length;
  const canUnlockAll = items.filter((it) => WAITING.includes(it.status) && it.password).length > 1;

  return (
    <div className="space-y-4">
      <section className="panel">
        <FileDrop
          onFiles={addFiles}
          accept=".pdf,application/pdf"
          multiple
          label={t('pdf-decryptor.chooseLabel')}
          className="min-h-36"
        >
          <span className="block text-base font-medium text-slate-800 dark:text-slate-100">
            {t('pdf-decryptor.dropTitle')}
          </span>
          <span className="mt-1 block">{t('pdf-decryptor.dropHint')}</span>
        </FileDrop>
      </section>

      {items.length > 0 && (
        <section className="panel" aria-labelledby="pdf-files-heading">
          <div className="mb-3 flex flex-wrap items-center gap-2">
            <h2 id="pdf-files-heading" className="mr-auto text-lg font-semibold">
              {t('pdf-decryptor.filesHeading')}
            </h2>
            <p className="w-full text-sm text-slate-600 sm:order-none sm:w-auto dark:text-slate-400" aria-live="polite">
              {t('pdf-decryptor.summary', { done: unlockedCount, total: items.length })}
            </p>
            {canUnlockAll && (
              <button type="button" className="btn" onClick={unlockAll}>
                {t('pdf-decryptor.unlockAll')}
              </button>
            )}
            <button type="button" className="btn-primary" onClick={downloadAll} disabled={unlockedCount === 0}>
              {t('pdf-decryptor.downloadAll', { count: unlockedCount })}
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => {
                setItems([]);
                passwordInputs.current.clear();
              }}
            >
              {t('pdf-decryptor.clearList')}
            </button>
          </div>
          <ul className="space-y-3">
            {items.map((it) => (
              <FileRow
                key={it.key}
                item={it}
                onPassword={(password) => update(it.key, { password })}
                onUnlock={() => void start(it, it.password)}
                onRemove={() => {
                  passwordInputs.current.delete(it.key);
                  setItems((list) => list.filter((x) => x.key !== it.key));
                }}
                inputRef={(el) => {
                  if (el) passwordInputs.current.set(it.key, el);
                  else passwordInputs.current.delete(it.key);
                }}
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

const TONE: Record<ItemStatus, string> = {
  working: 'text-slate-700 dark:text-slate-300',
  needsPassword: 'text-amber-800 dark:text-amber-300',
  wrongPassword: 'error-text',
  unlocked: 'text-emerald-800 dark:text-emerald-300',
  notEncrypted: 'text-sky-800 dark:text-sky-300',
  notPdf: 'error-text',
  damaged: 'error-text',
  failed: 'error-text',
  engine: 'error-text',
};
const ICON: Record<ItemStatus, string> = {
  working: '',
  needsPassword: '🔒',
  wrongPassword: '⚠️',
  unlocked: '✅',
  notEncrypted: '🔓',
  notPdf: '⚠️',
  damaged: '⚠️',
  failed: '⚠️',
  engine: '⚠️',
};

interface RowProps {
  item: Item;
  onPassword: (v: string) => void;
  onUnlock: () => void;
  onRemove: () => void;
  inputRef: (el: HTMLInputElement | null) => void;
}

function FileRow({ item, onPassword, onUnlock, onRemove, inputRef }: RowProps) {
  const { t } = useTranslation('tools');
  const [show, setShow] = useState(false);
  const [empty, setEmpty] = useState(false);
  const id = `pdf-item-${item.key}`;
  const askPassword = WAITING.includes(item.status) || (item.status === 'working' && item.password !== '');
  const message =
    item.status === 'unlocked' && item.ownerOnly
      ? t('pdf-decryptor.status.unlockedOwnerOnly')
      : t(`pdf-decryptor.status.${item.status}`);

  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    if (!item.password) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    onUnlock();
  };

  return (
    <li
      className="rounded-xl border border-slate-200 p-3 dark:border-slate-700"
      aria-labelledby={`${id}-name`}
      data-status={item.status}
    >
      <div className="flex items-start gap-2">
        <span aria-hidden="true" className="text-xl leading-6">
          📄
        </span>
        <div className="min-w-0 flex-1">
          <p id={`${id}-name`} className="font-medium break-all">
            {item.file.name}
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">{formatSize(item.file.size)}</p>
        </div>
        {item.output && (
          <button
            type="button"
            className="btn-primary shrink-0"
            onClick={() => downloadBlob(item.output!, unlockedFileName(item.file.name))}
            aria-label={t('pdf-decryptor.downloadOne', { name: unlockedFileName(item.file.name) })}
          >
            {t('ui.download')}
          </button>
        )}
        <button
          type="button"
          className="btn shrink-0 px-2"
          onClick={onRemove}
          aria-label={t('pdf-decryptor.remove', { name: item.file.name })}
          title={t('pdf-decryptor.remove', { name: item.file.name })}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>

      <div className={`mt-2 flex items-start gap-2 text-sm ${TONE[item.status]}`}>
        {item.status === 'working' ? (
          <span className="spinner h-4 w-4 shrink-0" aria-hidden="true" />
        ) : (
          <span aria-hidden="true">{ICON[item.status]}</span>
        )}
        <p role="status" id={`${id}-status`}>
          {message}
        </p>
      </div>
      {item.warnings.length > 0 && (
        <p className="mt-1 text-sm text-amber-800 dark:text-amber-300">{t('pdf-decryptor.repaired')}</p>
      )}
      {item.detail && ['damaged', 'failed', 'engine'].includes(item.status) && (
        <p className="mt-1 font-mono text-xs break-all text-slate-600 dark:text-slate-400">
          {t('pdf-decryptor.details', { detail: item.detail })}
        </p>
      )}

      {askPassword && (
        <form className="mt-3 flex max-w-xl flex-wrap items-end gap-2" onSubmit={submit} noValidate>
          <div className="min-w-0 flex-1 basis-48">
            <label htmlFor={`${id}-pw`} className="mb-1 block text-sm font-medium">
              {t('pdf-decryptor.password')}
            </label>
            <div className="flex gap-2">
              <input
                id={`${id}-pw`}
                ref={inputRef}
                type={show ? 'text' : 'password'}
                className="field"
                autoComplete="off"
                spellCheck={false}
                value={item.password}
                onChange={(e) => {
                  setEmpty(false);
                  onPassword(e.target.value);
                }}
                aria-invalid={item.status === 'wrongPassword' || empty}
                aria-describedby={empty ? `${id}-empty` : `${id}-status`}
                aria-label={t('pdf-decryptor.passwordFor', { name: item.file.name })}
              />
              <button
                type="button"
                className="btn shrink-0"
                onClick={() => setShow((s) => !s)}
                aria-pressed={show}
                aria-label={show ? t('pdf-decryptor.hidePassword') : t('pdf-decryptor.showPassword')}
                title={show ? t('pdf-decryptor.hidePassword') : t('pdf-decryptor.showPassword')}
              >
                <span aria-hidden="true">{show ? '🙈' : '👁'}</span>
              </button>
            </div>
          </div>
          <button type="submit" className="btn-primary" disabled={item.status === 'working'}>
            {t('pdf-decryptor.unlock')}
          </button>
          {empty && (
            <p id={`${id}-empty`} className="error-text w-full" role="alert">
              {t('pdf-decryptor.enterPassword')}
            </p>
          )}
        </form>
      )}
    </li>
  );
}
