/** The inspector's query parameters: one editable row per parameter, remove and add. */
import { useEffect, useId, useRef } from 'react';
import { useToolT } from '../../i18n/useToolT';
import type { QueryRow, UrlParts } from './inspect';
import { IconSvg, close } from '../../components/ui/Icon';

interface Props {
  parts: UrlParts;
  onChange: (parts: UrlParts) => void;
}

export function QueryTable({ parts, onChange }: Props) {
  const { t } = useToolT('url-encode-and-decode');
  const ids = useId();
  const setRows = (rows: QueryRow[]) => onChange({ ...parts, rows });
  const updateRow = (i: number, patch: Partial<QueryRow>) =>
    setRows(parts.rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  // A new row's name field takes the focus once it is rendered.
  const newRow = useRef<number | null>(null);
  const keyInputs = useRef<(HTMLInputElement | null)[]>([]);
  useEffect(() => {
    if (newRow.current !== null) {
      keyInputs.current[newRow.current]?.focus();
      newRow.current = null;
    }
  });

  return (
    <section className="panel flex flex-col gap-3" aria-labelledby={`${ids}-query-h`}>
      <h2 id={`${ids}-query-h`} className="text-base font-semibold">
        {t('queryHeading')}
      </h2>
      {parts.rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('noParams')}</p>
      ) : (
        <table className="w-full table-fixed border-separate border-spacing-y-1 text-sm">
          <thead>
            <tr className="text-left text-xs text-slate-700 dark:text-slate-300">
              <th scope="col" className="w-[42%] pe-2 font-semibold">
                {t('paramName')}
              </th>
              <th scope="col" className="pe-2 font-semibold">
                {t('paramValue')}
              </th>
              <th scope="col" className="w-10">
                <span className="sr-only">{t('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {parts.rows.map((row, i) => {
              const n = i + 1;
              return (
                <tr key={i} className="align-top">
                  <td className="pe-2">
                    <input
                      ref={(el) => {
                        keyInputs.current[i] = el;
                      }}
                      className="field px-2 font-mono"
                      value={row.key}
                      aria-label={t('paramNameLabel', { n })}
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
                      aria-label={t('paramValueLabel', { n })}
                      spellCheck={false}
                      autoCapitalize="off"
                      autoComplete="off"
                      onChange={(e) => updateRow(i, { value: e.target.value, rawValue: null, valueError: undefined })}
                    />
                    {(row.keyError || row.valueError) && (
                      <p className="error-text mt-1 text-xs">{t('paramUndecodable')}</p>
                    )}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="btn h-[38px] w-9 px-0"
                      aria-label={t('removeParam', { n })}
                      title={t('removeParam', { n })}
                      onClick={() => setRows(parts.rows.filter((_, j) => j !== i))}
                    >
                      <IconSvg className="mx-auto h-4 w-4">{close}</IconSvg>
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
            newRow.current = parts.rows.length;
            setRows([...parts.rows, { key: '', value: '', rawKey: null, rawValue: null, hasEq: true }]);
          }}
        >
          <span aria-hidden="true">＋</span> {t('addParam')}
        </button>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('editHint')}</p>
      </div>
    </section>
  );
}
