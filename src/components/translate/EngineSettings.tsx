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

  return (
    <div className={className} data-testid="engine-settings">
      {config ? (
        <div className="flex flex-wrap items-end gap-2">
          <Select
            label={t('engine.label')}
            value={config.engine}
            options={offered.map((value) => ({ value, label: t(`engine.${value}`) }))}
            onChange={choose}
            className="min-w-0 flex-1 sm:max-w-xs"
          />
          {available.custom && (
            <button type="button" className="btn" onClick={() => setOpen(true)}>
              {t('settings.open')}
            </button>
          )}
        </div>
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
