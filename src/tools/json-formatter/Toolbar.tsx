import { useId } from 'react';
import { useToolT } from '../../i18n/useToolT';
import type { Op } from './operations';
import type { Indent } from './printer';
import type { Settings } from './settings';

interface Props {
  settings: Settings;
  onSettings: (patch: Partial<Settings>) => void;
  /** Whether the editors are ready for actions. */
  ready: boolean;
  /** The action running now, if any. */
  busy: Op | null;
  /** Whether the running action has taken long enough to show a spinner and Cancel. */
  slow: boolean;
  onRun: (op: Op) => void;
  onCancel: () => void;
}

/** The actions (format with its indentation, minify, sort, escape, unescape) and the options. */
export function Toolbar({ settings, onSettings, ready, busy, slow, onRun, onCancel }: Props) {
  const { t } = useToolT('json-formatter');
  const ids = { indent: useId(), tolerant: useId(), wrap: useId() };
  const isBusy = busy !== null;

  const opButton = (op: Op, primary = false) => (
    <button
      type="button"
      className={primary ? 'btn-primary' : 'btn'}
      onClick={() => onRun(op)}
      disabled={!ready || isBusy}
      title={t(`${op}Hint`)}
      aria-busy={busy === op}
    >
      {busy === op && slow ? <span className="spinner h-3.5 w-3.5 border-current" aria-hidden="true" /> : null}
      {t(op)}
    </button>
  );

  return (
    <div role="toolbar" aria-label={t('toolbar')} className="panel flex flex-wrap items-center gap-2 p-3">
      <div className="flex items-stretch">
        {opButton('format', true)}
        <label htmlFor={ids.indent} className="sr-only">
          {t('indent')}
        </label>
        <select
          id={ids.indent}
          value={settings.indent}
          onChange={(e) => onSettings({ indent: e.target.value as Indent })}
          className="ml-1 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
          title={t('indent')}
        >
          <option value="2">{t('indent2')}</option>
          <option value="4">{t('indent4')}</option>
          <option value="tab">{t('indentTab')}</option>
        </select>
      </div>
      {opButton('minify')}
      {opButton('sort')}
      {opButton('escape')}
      {opButton('unescape')}
      <label
        htmlFor={ids.tolerant}
        className="flex cursor-pointer items-center gap-1.5 px-1 text-sm"
        title={t('tolerantHint')}
      >
        <input
          id={ids.tolerant}
          type="checkbox"
          checked={settings.tolerant}
          onChange={(e) => onSettings({ tolerant: e.target.checked })}
          className="h-4 w-4 accent-brand-600"
          aria-describedby={`${ids.tolerant}-hint`}
        />
        {t('tolerant')}
        <span id={`${ids.tolerant}-hint`} className="sr-only">
          {t('tolerantHint')}
        </span>
      </label>
      <label htmlFor={ids.wrap} className="flex cursor-pointer items-center gap-1.5 px-1 text-sm">
        <input
          id={ids.wrap}
          type="checkbox"
          checked={settings.wrap}
          onChange={(e) => onSettings({ wrap: e.target.checked })}
          className="h-4 w-4 accent-brand-600"
        />
        {t('wrap')}
      </label>
      {isBusy && slow ? (
        <button type="button" className="btn ml-auto" onClick={onCancel}>
          {t('cancel')}
        </button>
      ) : null}
    </div>
  );
}
