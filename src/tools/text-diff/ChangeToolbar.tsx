import { CopyButton } from '../../components/ui/CopyButton';
import { downloadFile } from '../../components/ui/files/download';
import { useToolT } from '../../i18n/useToolT';
import type { Block } from './types';
import { lineSpan, patchFileName } from './view';
import { IconSvg, download } from '../../components/ui/Icon';

interface Props {
  /** The change jumped to (-1: none yet) and how many there are. */
  current: number;
  total: number;
  span: Block | null;
  go: (dir: 1 | -1) => void;
  /** The unified patch, made when asked for. */
  patch: () => string;
  /** The result is out of date (a new one is coming): the patch cannot be taken. */
  outdated: boolean;
  newName: string;
}

/** Previous/next change with where it is, and the patch to copy or download. */
export function ChangeToolbar({ current, total, span, go, patch, outdated, newName }: Props) {
  const { t } = useToolT('text-diff');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className="btn"
        onClick={() => go(-1)}
        disabled={current === 0}
        aria-keyshortcuts="Alt+ArrowUp"
        title={`${t('prev')} (Alt+↑)`}
      >
        <span aria-hidden="true">↑</span> {t('prev')}
      </button>
      <button
        type="button"
        className="btn"
        onClick={() => go(1)}
        disabled={current === total - 1}
        aria-keyshortcuts="Alt+ArrowDown"
        title={`${t('next')} (Alt+↓)`}
      >
        <span aria-hidden="true">↓</span> {t('next')}
      </button>
      <span className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite" data-testid="nav-status">
        {span
          ? t('navStatus', {
              current: current + 1,
              total,
              old: lineSpan(span.oldStart, span.oldEnd),
              new: lineSpan(span.newStart, span.newEnd),
            })
          : t('navHint')}
      </span>
      <span className="ml-auto flex flex-wrap gap-2">
        <CopyButton text={patch} label={t('copyPatch')} disabled={outdated} />
        <button
          type="button"
          className="btn"
          disabled={outdated}
          onClick={() => downloadFile(patch(), patchFileName(newName))}
        >
          <IconSvg className="h-4 w-4">{download}</IconSvg> {t('downloadPatch')}
        </button>
      </span>
    </div>
  );
}
