import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { EMPTY_CONFIG, isValidConfig, type EngineChoice } from '../../lib/translate/settings';
import { Select } from '../ui/form/Select';
import { NoEngine } from './NoEngine';
import { SettingsDialog } from './SettingsDialog';
import type { EngineSettingsState } from './useEngineSettings';

interface Props {
  settings: EngineSettingsState;
  fetchImpl?: typeof fetch;
  className?: string;
}

/**
 * The engine picker of a translator page: the engines available here (the operator's, the browser's own when it
 * has one, the visitor's own endpoints unless the build forbids them), a button to the settings dialog, the
 * language-pack download of the built-in engine, and, with no engine at all, how to get one.
 *
 * Until the browser's engines are known (the prerendered page, before hydration) it draws the picker's row,
 * invisible, rather than the taller "no engine" notice: most browsers end up with the picker, and the panel
 * under it then stays where it was first drawn (it jumped 178 px on hydration, CLS 0.097 on a phone).
 */
export function EngineSettings({ settings, fetchImpl, className = '' }: Props) {
  const { t } = useTranslation('tools', { keyPrefix: 'ui.translate' });
  const [open, setOpen] = useState(false);
  const { offered, config, stored, available } = settings;

  const choose = (choice: EngineChoice) => {
    const next = { ...(stored ?? EMPTY_CONFIG), engine: choice };
    if ((choice === 'openai' || choice === 'libre') && !isValidConfig(next)) {
      settings.save(next);
      setOpen(true);
      return;
    }
    settings.save(next);
  };

  const picker = (engine: EngineChoice, choices: EngineChoice[]) => (
    <>
      <Select
        label={t('engine.label')}
        value={engine}
        options={choices.map((value) => ({ value, label: t(`engine.${value}`) }))}
        onChange={choose}
        disabled={!settings.detected}
        className="min-w-0 flex-1 sm:max-w-xs"
      />
      {available.custom && (
        <button type="button" className="btn" onClick={() => setOpen(true)} disabled={!settings.detected}>
          {t('settings.open')}
        </button>
      )}
    </>
  );

  return (
    <div className={className} data-testid="engine-settings" data-detected={settings.detected}>
      {!settings.detected ? (
        // Holds the picker's place; hidden from everyone (visibility) until the real one replaces it.
        <div className="invisible flex flex-wrap items-end gap-2">
          {picker(offered[0] ?? 'builtin', offered.length ? offered : ['builtin'])}
        </div>
      ) : config ? (
        <div className="flex flex-wrap items-end gap-2">{picker(config.engine, offered)}</div>
      ) : (
        <NoEngine custom={available.custom} onSetUp={() => setOpen(true)} />
      )}
      {!settings.persisted && <p className="error-text mt-1">{t('settings.notStored')}</p>}
      {settings.download !== null && (
        <p className="mt-1 text-sm" role="status">
          {t('download', { percent: Math.round(settings.download * 100) })}
        </p>
      )}
      {available.custom && (
        <SettingsDialog
          open={open}
          initial={stored}
          onSave={settings.save}
          onForget={settings.forget}
          onClose={() => setOpen(false)}
          {...(fetchImpl ? { fetchImpl } : {})}
        />
      )}
    </div>
  );
}
