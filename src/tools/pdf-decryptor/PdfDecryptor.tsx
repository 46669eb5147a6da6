import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { FileInput } from '../../components/ui/files/FileInput';
import { QueuePanel } from '../../components/ui/files/QueuePanel';
import { useBatchQueue, type QueueEntry } from '../../components/ui/files/useBatchQueue';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { isCancelled, useWorkerTask, WorkerTaskError } from '../../lib/worker';
import { checkPdfHead, unlockedFileName } from '../../lib/pdf/unlock';
import type { PdfProtocol, UnlockReply } from './protocol';
import { PdfRow, WAITING, type Item } from './PdfRow';

const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });

const newItem = (entry: QueueEntry): Item => ({
  ...entry,
  status: 'working',
  password: '',
  ownerOnly: false,
  warnings: [],
  detail: '',
});

export default function PdfDecryptor(props: IslandI18nProps) {
  return (
    <IslandI18n {...props}>
      <Decryptor />
    </IslandI18n>
  );
}

function Decryptor() {
  const { t } = useTranslation('tools');
  const { items, add, update, remove, clear } = useBatchQueue(newItem);
  const passwordInputs = useRef(new Map<number, HTMLInputElement>());
  const focusAfter = useRef<number | null>(null);

  const { client } = useWorkerTask<PdfProtocol>(createWorker, { name: 'pdf' });

  const show = useCallback(
    (key: number, res: UnlockReply) => {
      if (!res.ok) {
        console.error(`PDF unlock failed (${res.error})`, res.detail);
        update(key, { status: 'engine', detail: res.detail });
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
    },
    [update],
  );

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
      update(item.key, { status: 'working', detail: '', workerError: undefined });
      let data: ArrayBuffer;
      try {
        // The first bytes say whether it is a PDF at all: a 50 MB file of something else is never read whole.
        const head = checkPdfHead(new Uint8Array(await item.file.slice(0, 1024).arrayBuffer()));
        if (head !== 'ok') {
          console.warn(`Not unlocked: ${item.file.name} is ${head === 'empty' ? 'empty' : 'not a PDF'}`);
          update(item.key, { status: head });
          return;
        }
        // Read the bytes afresh each time: they are transferred to the worker, the File stays here for retries.
        data = await item.file.arrayBuffer();
      } catch (err) {
        console.error('Could not read the file', err);
        update(item.key, { status: 'failed', detail: String(err) });
        return;
      }
      try {
        show(item.key, await client.request('unlock', { data, password }, { transfer: [data] }));
      } catch (err) {
        if (isCancelled(err)) return;
        const e = err instanceof WorkerTaskError ? err : new WorkerTaskError('failed', String(err));
        console.error(`PDF unlock failed (${e.code})`, e.detail || e.message);
        // The row shows the translated message for the code (ui.worker.*); the engine's words stay in the console.
        update(item.key, { status: e.code === 'load' ? 'engine' : 'failed', detail: e.detail, workerError: e });
      }
    },
    [client, show, update],
  );

  const addFiles = (files: File[]) => {
    for (const it of add(files)) void start(it, '');
  };

  const unlockAll = () => {
    for (const it of items) if (WAITING.includes(it.status) && it.password) void start(it, it.password);
  };

  const outputs = items.flatMap((it) => (it.output ? [{ name: unlockedFileName(it.file.name), data: it.output }] : []));
  const canUnlockAll = items.filter((it) => WAITING.includes(it.status) && it.password).length > 1;

  return (
    <div className="space-y-4">
      <section className="panel">
        <FileInput
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
        </FileInput>
      </section>

      {items.length > 0 && (
        <QueuePanel
          heading={t('pdf-decryptor.filesHeading')}
          summary={t('pdf-decryptor.summary', { done: outputs.length, total: items.length })}
          outputs={outputs}
          zipName={t('pdf-decryptor.zipName')}
          actions={
            canUnlockAll && (
              <button type="button" className="btn" onClick={unlockAll}>
                {t('pdf-decryptor.unlockAll')}
              </button>
            )
          }
          onClear={() => {
            clear();
            passwordInputs.current.clear();
          }}
        >
          {items.map((it) => (
            <PdfRow
              key={it.key}
              item={it}
              onPassword={(password) => update(it.key, { password })}
              onUnlock={() => void start(it, it.password)}
              onRemove={() => {
                passwordInputs.current.delete(it.key);
                remove(it.key);
              }}
              inputRef={(el) => {
                if (el) passwordInputs.current.set(it.key, el);
                else passwordInputs.current.delete(it.key);
              }}
            />
          ))}
        </QueuePanel>
      )}
    </div>
  );
}
