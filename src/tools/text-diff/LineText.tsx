import type { ReactNode } from 'react';
import type { ToolT } from '../../i18n/useToolT';
import type { Side } from './inputs';
import { lineAt, lineLength } from './lines';
import type { Shown } from './useDiffWorker';
import { blockLineSegments, type Segment } from './view';
import { IconSvg, noNewline } from '../../components/ui/Icon';

/** Longer lines are cut for display, with a button to show the rest. */
export const LINE_CLIP = 5000;

interface Props {
  shown: Shown;
  side: Side;
  /** Line index on that side. */
  index: number;
  /** The change the line belongs to, or -1 for an unchanged line. */
  block: number;
  /** Where each line starts in its block's text, per block and side (a cache kept by the table). */
  offsets: Map<string, number[]>;
  /** Show all of a line longer than LINE_CLIP. */
  full: boolean;
  onShowAll: () => void;
  /** The table's translation (one hook there rather than one per line). */
  t: ToolT<'text-diff'>['t'];
}

/** One line of a change: word/character changes marked (<del>/<ins>), long lines clipped, a missing final newline said. */
export function LineText({ shown, side, index, block, offsets, full, onShowAll, t }: Props) {
  const { result } = shown;
  const split = side === 'old' ? shown.a : shown.b;
  const length = lineLength(split, index);
  const clip = length > LINE_CLIP && !full;
  const max = clip ? LINE_CLIP : Infinity;
  // Only the part of a huge line that is drawn is cut out of the text.
  const segs: Segment[] = (block >= 0 && blockLineSegments(result, split, side, block, index, offsets, max)) || [
    { text: clip ? lineAt(split, index).slice(0, LINE_CLIP) : lineAt(split, index), hl: false },
  ];
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
        <ins key={i} className="rounded-sm bg-green-200 text-green-950 no-underline dark:bg-green-800 dark:text-white">
          {txt}
        </ins>,
      );
  });
  const noEol = index === split.count - 1 && !split.finalNewline && block >= 0;
  return (
    <>
      {parts}
      {clip && (
        <>
          {'… '}
          <button
            type="button"
            className="rounded px-1 text-brand-700 underline dark:text-brand-100"
            onClick={onShowAll}
          >
            {t('showLine', { count: (length - LINE_CLIP).toLocaleString() })}
          </button>
        </>
      )}
      {noEol && (
        <span className="ml-1 text-slate-600 dark:text-slate-400" title={t('noEol')}>
          <IconSvg className="inline h-3.5 w-3.5 align-[-2px]">{noNewline}</IconSvg>
          <span className="sr-only">{t('noEol')}</span>
        </span>
      )}
    </>
  );
}
