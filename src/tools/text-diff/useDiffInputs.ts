/**
 * The two texts and their file names: kept in localStorage (both texts together up to PERSIST_LIMIT), loaded
 * from files with a message at the side when a file cannot be compared, cleared and swapped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { useToolT } from '../../i18n/useToolT';
import { formatBytes } from '../../lib/format';
import {
  decodeFile,
  DEFAULT_NAMES,
  fileProblem,
  HEAD_BYTES,
  overPersistLimit,
  parseNames,
  parseText,
  saveProblem,
  STORE,
  type FileProblem,
  type Names,
  type Side,
} from './inputs';

/** Texts are written this long after the last change (and at once when the page is hidden). */
const SAVE_DELAY_MS = 500;

export interface DiffInputs {
  oldText: string;
  newText: string;
  names: Names;
  /** The saved texts have been read (until then the boxes show what the server rendered). */
  loaded: boolean;
  /** Shown on the page: the texts are too large to keep, or saving them failed. */
  saveProblem: 'tooLarge' | 'failed' | null;
  /** A translated message per side about the last file that could not be loaded. */
  fileError: Record<Side, string>;
  setText(side: Side, value: string): void;
  loadFile(side: Side, file: File): Promise<void>;
  clear(side: Side): void;
  swap(): void;
}

export function useDiffInputs(): DiffInputs {
  const { t, lng } = useToolT('text-diff');
  // What the boxes received before the saved texts were read (text typed before hydration): it wins.
  const early = useRef<Partial<Record<Side, string>>>({});
  // Above the limit neither text is kept: a zero limit makes both saves remove the stored copies.
  const [over, setOver] = useState(false);
  // The first version stored the texts raw, not as JSON: `legacyText` reads and upgrades those.
  const textOptions = (side: Side) => ({
    delayMs: SAVE_DELAY_MS,
    maxChars: over ? 0 : Infinity,
    legacyText: true,
    adopt: () => early.current[side],
  });
  const [oldText, setOldText, oldLoaded, oldSaved] = usePersistentState(
    STORE.oldText,
    '',
    parseText,
    textOptions('old'),
  );
  const [newText, setNewText, newLoaded, newSaved] = usePersistentState(
    STORE.newText,
    '',
    parseText,
    textOptions('new'),
  );
  const [names, setNames, namesLoaded, namesSaved] = usePersistentState(STORE.names, DEFAULT_NAMES, parseNames, {
    delayMs: SAVE_DELAY_MS,
  });
  const [fileError, setFileError] = useState<Record<Side, string>>({ old: '', new: '' });

  useEffect(() => setOver(overPersistLimit(oldText, newText)), [oldText, newText]);

  const setText = useCallback(
    (side: Side, value: string) => {
      early.current[side] = value;
      (side === 'old' ? setOldText : setNewText)(value);
    },
    [setOldText, setNewText],
  );

  const loadFile = useCallback(
    async (side: Side, file: File) => {
      const refuse = (problem: FileProblem) => {
        console.warn(`text-diff: ${file.name} not loaded (${problem.kind})`);
        const size = formatBytes(file.size, lng);
        const message =
          problem.kind === 'format'
            ? t('fileError.format', { name: file.name, type: t(`fileType.${problem.type}`) })
            : t(`fileError.${problem.kind}`, { name: file.name, size });
        // The side keeps its text; only the message says what happened.
        setFileError((e) => ({ ...e, [side]: message }));
      };
      try {
        const head = file.size > 0 ? new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer()) : new Uint8Array();
        const problem = fileProblem(file.size, head);
        if (problem) return refuse(problem);
        const text = await decodeFile(file);
        if (text === null) return refuse({ kind: 'notUtf8' });
        setText(side, text);
        setNames((n) => (side === 'old' ? { ...n, oldName: file.name } : { ...n, newName: file.name }));
        setFileError((e) => ({ ...e, [side]: '' }));
      } catch (err) {
        console.error(`text-diff: could not read ${file.name}`, err);
        setFileError((e) => ({ ...e, [side]: t('fileError.read', { name: file.name }) }));
      }
    },
    [t, lng, setText, setNames],
  );

  const clear = useCallback(
    (side: Side) => {
      setText(side, '');
      setNames((n) =>
        side === 'old' ? { ...n, oldName: DEFAULT_NAMES.oldName } : { ...n, newName: DEFAULT_NAMES.newName },
      );
      setFileError((e) => ({ ...e, [side]: '' }));
    },
    [setText, setNames],
  );

  const swap = useCallback(() => {
    setText('old', newText);
    setText('new', oldText);
    setNames((n) => ({ oldName: n.newName, newName: n.oldName }));
    setFileError((e) => ({ old: e.new, new: e.old }));
  }, [oldText, newText, setText, setNames]);

  return {
    oldText,
    newText,
    names,
    loaded: oldLoaded && newLoaded && namesLoaded,
    saveProblem: saveProblem([oldSaved, newSaved, namesSaved]),
    fileError,
    setText,
    loadFile,
    clear,
    swap,
  };
}
