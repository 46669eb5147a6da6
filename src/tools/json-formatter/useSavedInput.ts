/**
 * The input kept across reloads: read once (older raw saves included), written from the editor after each
 * change, and not kept when it is over PERSIST_LIMIT (the stored copy is then cleared, as before).
 */
import { useCallback, useState } from 'react';
import { usePersistentState } from '../../components/ui/usePersistentState';
import type { EditorHandle } from './editor';
import { INPUT_KEY, PERSIST_LIMIT, PERSIST_MAX_CHARS, parseSavedInput } from './settings';

/** Why the input is not being kept: shown under the input. */
export type SaveNote = 'tooLarge' | 'failed' | null;

export function useSavedInput() {
  const [saved, setSaved, loaded, saveState] = usePersistentState(INPUT_KEY, '', parseSavedInput, {
    delayMs: 500,
    maxChars: PERSIST_MAX_CHARS,
    // Earlier versions stored the raw text, not JSON.
    legacyText: true,
  });
  const [over, setOver] = useState(false);

  /** Call after every change of the input. Reads the editor only when the text is small enough to keep. */
  const save = useCallback(
    (editor: Pick<EditorHandle, 'length' | 'getText'>) => {
      const tooLarge = editor.length() > PERSIST_LIMIT;
      setOver(tooLarge);
      setSaved(tooLarge ? '' : editor.getText());
    },
    [setSaved],
  );

  const note: SaveNote = over || saveState === 'tooLarge' ? 'tooLarge' : saveState === 'failed' ? 'failed' : null;
  return { initialText: loaded ? saved : undefined, save, note };
}
