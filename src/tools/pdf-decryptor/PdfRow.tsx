import { useState, type SubmitEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useToolT } from '../../i18n/useToolT';
import { QueueRow, type RowIcon, type RowTone } from '../../components/ui/files/QueueRow';
import type { QueueEntry } from '../../components/ui/files/useBatchQueue';
import { unlockedFileName, type UnlockStatus } from '../../lib/pdf/unlock';
import { IconSvg, eye, eyeOff } from '../../components/ui/Icon';

export type ItemStatus = UnlockStatus | 'working' | 'engine';

export interface Item extends QueueEntry {
  status: ItemStatus;
  password: string;
  output?: Blob;
  ownerOnly: boolean;
  warnings: string[];
  /** qpdf's or the engine's own words: for the console only, never shown (they are not translated). */
  detail: string;
  /** Why the worker gave no answer (crashed, failed), shown through the shared translated messages. */
  workerError?: unknown;
}

/** Statuses that wait for a password. */
export const WAITING: ItemStatus[] = ['needsPassword', 'wrongPassword'];

const TONE: Record<ItemStatus, RowTone> = {
  working: 'working',
  needsPassword: 'warn',
  wrongPassword: 'error',
  unlocked: 'ok',
  notEncrypted: 'info',
  empty: 'error',
  notPdf: 'error',
  damaged: 'error',
  failed: 'error',
  engine: 'error',
};
const ICON: Record<ItemStatus, RowIcon | undefined> = {
  working: undefined,
  needsPassword: 'lock',
  wrongPassword: 'warning',
  unlocked: 'checkCircle',
  notEncrypted: 'unlock',
  empty: 'warning',
  notPdf: 'warning',
  damaged: 'warning',
  failed: 'warning',
  engine: 'warning',
};

interface Props {
  item: Item;
  onPassword: (v: string) => void;
  onUnlock: () => void;
  onRemove: () => void;
  inputRef: (el: HTMLInputElement | null) => void;
}

/** One PDF in the list: the kit's row, with a password form while the file waits for one. */
export function PdfRow({ item, onPassword, onUnlock, onRemove, inputRef }: Props) {
  const { t } = useTranslation('tools');
  const { workerError } = useToolT('pdf-decryptor');
  const [show, setShow] = useState(false);
  const [empty, setEmpty] = useState(false);
  const id = `pdf-item-${item.key}`;
  const askPassword = WAITING.includes(item.status) || (item.status === 'working' && item.password !== '');
  const message =
    item.status === 'unlocked' && item.ownerOnly
      ? t('pdf-decryptor.status.unlockedOwnerOnly')
      : item.status === 'failed' && item.workerError !== undefined
        ? workerError(item.workerError)
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
    <QueueRow
      rowKey={item.key}
      file={item.file}
      status={item.status}
      tone={TONE[item.status]}
      icon={ICON[item.status]}
      message={message}
      output={item.output && { blob: item.output, name: unlockedFileName(item.file.name) }}
      onRemove={onRemove}
    >
      {item.warnings.length > 0 && (
        <p className="mt-1 text-sm text-amber-800 dark:text-amber-300">{t('pdf-decryptor.repaired')}</p>
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
                aria-describedby={empty ? `${id}-empty` : `queue-item-${item.key}-status`}
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
                <IconSvg className="h-5 w-5">{show ? eyeOff : eye}</IconSvg>
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
    </QueueRow>
  );
}
