import type { SaveState } from '../../components/ui/usePersistentState';

interface Props {
  state: SaveState;
  /** What to say when the value is too large for localStorage, and when saving failed. */
  tooLarge: string;
  failed: string;
  className?: string;
}

/** Says so when something the user made will not survive a reload (too large for localStorage, or saving failed). */
export function SaveWarning({ state, tooLarge, failed, className = '' }: Props) {
  return (
    <div aria-live="polite">
      {(state === 'tooLarge' || state === 'failed') && (
        <p className={`text-sm text-amber-800 dark:text-amber-300 ${className}`} data-testid="veo-save-warning">
          {state === 'tooLarge' ? tooLarge : failed}
        </p>
      )}
    </div>
  );
}
