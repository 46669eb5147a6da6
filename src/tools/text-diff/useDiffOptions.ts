/** The comparison options (mode, view, what to ignore), remembered in localStorage. */
import type { Dispatch, SetStateAction } from 'react';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { DEFAULT_OPTIONS, restoreOptions, STORE, type Options } from './inputs';

const isNarrow = () => window.matchMedia?.('(max-width: 639px)').matches ?? false;

function nothingStored(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === null;
  } catch {
    return false; // storage blocked: keep the defaults
  }
}

export function useDiffOptions(): [Options, Dispatch<SetStateAction<Options>>, boolean] {
  const [opts, setOpts, loaded] = usePersistentState<Options>(
    STORE.options,
    DEFAULT_OPTIONS,
    (raw) => restoreOptions(raw, isNarrow()),
    {
      // With nothing saved yet, a narrow screen starts in the inline view.
      adopt: () => (isNarrow() && nothingStored(STORE.options) ? restoreOptions(null, true) : undefined),
    },
  );
  return [opts, setOpts, loaded];
}
