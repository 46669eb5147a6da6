import { memo, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useToolT } from '../../i18n/useToolT';
import type { Side } from './inputs';
import { LineText } from './LineText';
import type { Shown } from './useDiffWorker';
import type { Row, View } from './view';

/** Hidden unchanged lines revealed per click. */
const REVEAL_STEP = 500;

const num = 'w-10 sm:w-12 select-none px-1 text-right align-top text-slate-600 dark:text-slate-400';
const cell = 'px-2 align-top whitespace-pre-wrap break-words [overflow-wrap:anywhere]';
const removedBg = 'bg-red-50 dark:bg-red-950/50';
const addedBg = 'bg-green-50 dark:bg-green-950/50';
const emptyBg = 'bg-slate-50 dark:bg-slate-900';
const cols = 4;

interface Props {
  shown: Shown;
  view: View;
  rows: Row[];
  /** Rows drawn (the rest wait until scrolled to). */
  limit: number;
  /** The change jumped to, marked at its first row. */
  current: number;
  onReveal: (run: number, by: number) => void;
}

/** The differences, side by side or inline, one row per line, with collapsed unchanged stretches. */
export const DiffTable = memo(function DiffTable({ shown, view, rows, limit, current, onReveal }: Props) {
  const { t } = useToolT('text-diff');
  // A new, empty cache for each result.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `shown` is what the cache is of, not read to make it
  const offsets = useMemo(() => new Map<string, number[]>(), [shown]);
  const [unclipped, setUnclipped] = useState<Set<string>>(new Set());
  useEffect(() => setUnclipped(new Set()), [shown]);
  const { result } = shown;
  // Translated once per drawing, not once per row (each t() call costs; a table has hundreds of rows).
  const srRemoved = t('srRemoved');
  const srAdded = t('srAdded');

  const text = (side: Side, index: number, block: number): ReactNode => {
    const key = `${side}${index}`;
    return (
      <LineText
        shown={shown}
        side={side}
        index={index}
        block={block}
        offsets={offsets}
        full={unclipped.has(key)}
        onShowAll={() => setUnclipped((s) => new Set(s).add(key))}
        t={t}
      />
    );
  };
  const removed = (o: number, blk: number) => (
    <>
      <span className="sr-only">{srRemoved} </span>
      {text('old', o, blk)}
    </>
  );
  const added = (n: number, blk: number) => (
    <>
      <span className="sr-only">{srAdded} </span>
      {text('new', n, blk)}
    </>
  );
  // Whole lines are marked strongly unless word/character marks show the detail inside them.
  const removedLineOf = (blk: number) => (result.refined[blk] ? removedBg : 'bg-red-100 dark:bg-red-900/50');
  const addedLineOf = (blk: number) => (result.refined[blk] ? addedBg : 'bg-green-100 dark:bg-green-900/50');

  const out: ReactNode[] = [];
  const end = Math.min(rows.length, limit);
  let prevBlock = -1;
  for (let i = 0; i < end; i++) {
    const r = rows[i]!;
    const blockStart = 'b' in r && r.b !== prevBlock ? r.b : undefined;
    prevBlock = 'b' in r ? r.b : -1;
    const mark = 'b' in r && r.b === current ? 'shadow-[inset_4px_0_0_var(--color-brand-500)]' : '';
    const dataStart = blockStart !== undefined ? { 'data-block-start': blockStart } : {};
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
                ? t('expandAll', { count: r.count.toLocaleString() })
                : t('expandSome', { shown: step.toLocaleString(), count: r.count.toLocaleString() })}
            </button>
          </td>
        </tr>,
      );
    } else if (view === 'split' && r.t === 'eq') {
      out.push(
        <tr key={`e${r.o}`}>
          <td className={num}>{r.o + 1}</td>
          <td className={cell}>{text('old', r.o, -1)}</td>
          <td className={`${num} border-l border-slate-200 dark:border-slate-700`}>{r.n + 1}</td>
          <td className={cell}>{text('new', r.n, -1)}</td>
        </tr>,
      );
    } else if (view === 'split' && r.t === 'chg') {
      out.push(
        <tr key={`c${r.o}:${r.n}`} {...dataStart}>
          <td className={`${num} ${r.o >= 0 ? removedBg : emptyBg} ${mark}`}>{r.o >= 0 ? r.o + 1 : ''}</td>
          <td className={`${cell} ${r.o >= 0 ? removedLineOf(r.b) : emptyBg}`}>{r.o >= 0 && removed(r.o, r.b)}</td>
          <td className={`${num} border-l border-slate-200 dark:border-slate-700 ${r.n >= 0 ? addedBg : emptyBg}`}>
            {r.n >= 0 ? r.n + 1 : ''}
          </td>
          <td className={`${cell} ${r.n >= 0 ? addedLineOf(r.b) : emptyBg}`}>{r.n >= 0 && added(r.n, r.b)}</td>
        </tr>,
      );
    } else if (view === 'inline' && r.t === 'eq') {
      out.push(
        <tr key={`e${r.o}`}>
          <td className={num}>{r.o + 1}</td>
          <td className={num}>{r.n + 1}</td>
          <td className="w-5 text-center align-top" aria-hidden="true"></td>
          <td className={cell}>{text('new', r.n, -1)}</td>
        </tr>,
      );
    } else if (view === 'inline' && r.t === 'del') {
      out.push(
        <tr key={`d${r.o}`} {...dataStart} className={removedBg}>
          <td className={`${num} ${mark}`}>{r.o + 1}</td>
          <td className={num}></td>
          <td className="w-5 text-center align-top text-red-800 dark:text-red-300" aria-hidden="true">
            −
          </td>
          <td className={`${cell} ${removedLineOf(r.b)}`}>{removed(r.o, r.b)}</td>
        </tr>,
      );
    } else if (view === 'inline' && r.t === 'ins') {
      out.push(
        <tr key={`i${r.n}`} {...dataStart} className={addedBg}>
          <td className={`${num} ${mark}`}></td>
          <td className={num}>{r.n + 1}</td>
          <td className="w-5 text-center align-top text-green-800 dark:text-green-300" aria-hidden="true">
            +
          </td>
          <td className={`${cell} ${addedLineOf(r.b)}`}>{added(r.n, r.b)}</td>
        </tr>,
      );
    }
  }

  return (
    <table className="w-full table-fixed border-collapse font-mono text-xs leading-5 sm:text-[13px]" data-view={view}>
      <colgroup>
        <col className="w-10 sm:w-12" />
        {view === 'split' ? <col /> : <col className="w-10 sm:w-12" />}
        {view === 'split' ? <col className="w-10 sm:w-12" /> : <col className="w-5" />}
        <col />
      </colgroup>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('colOldNo')}</th>
          <th scope="col">{t(view === 'split' ? 'original' : 'colNewNo')}</th>
          <th scope="col">{t(view === 'split' ? 'colNewNo' : 'colSign')}</th>
          <th scope="col">{t(view === 'split' ? 'changed' : 'colText')}</th>
        </tr>
      </thead>
      <tbody>{out}</tbody>
    </table>
  );
});
