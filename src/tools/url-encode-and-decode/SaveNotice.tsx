import type { SaveState } from '../../components/ui/usePersistentState';
import { useToolT } from '../../i18n/useToolT';

/** Says so when what the user typed will not survive a reload (too large for localStorage, or saving failed). */
export function SaveNotice({ state }: { state: SaveState }) {
  const { t } = useToolT('url-encode-and-decode');
  if (state !== 'tooLarge' && state !== 'failed') return null;
  return (
    <p className="text-xs text-amber-800 dark:text-amber-300" data-testid="save-notice">
      {t(state === 'tooLarge' ? 'saveTooLarge' : 'saveFailed')}
    </p>
  );
}
