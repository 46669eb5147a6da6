import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * Whether the last change reached localStorage: `idle` before anything needed saving, `saved`, `tooLarge`
 * (over `maxChars`: the stored copy is removed, so a reload never brings back an older value), or `failed`
 * (quota, private mode). Tools show the last two on the page — input that will not survive a reload is said.
 */
export type SaveState = 'idle' | 'saved' | 'tooLarge' | 'failed';

export interface PersistOptions<T> {
  /** Debounce for writes, ms. */
  delayMs?: number;
  /** Values whose JSON is longer than this many characters are not saved. localStorage holds ~5 M. */
  maxChars?: number;
  /**
   * What the user entered before the island hydrated (typically read from the prerendered textarea through
   * a ref). When it returns something other than `initial` it wins over the stored value: typing that
   * happened while scripts were loading is never thrown away.
   */
  adopt?: () => T | undefined;
  /**
   * Earlier versions stored this key as raw text rather than JSON: a stored value that is not a canonical
   * JSON string literal is read as that text (and saved again in today's format).
   */
  legacyText?: boolean;
}

/**
 * What a key written either as raw text (old) or as a JSON string literal (new) holds. A raw text that is
 * itself exactly a canonical JSON string literal, quotes included, cannot be told apart and reads as new.
 */
export function readStoredText(stored: string): { text: string; legacy: boolean } {
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value === 'string' && JSON.stringify(value) === stored) return { text: value, legacy: false };
  } catch {
    // Not JSON at all: old raw text.
  }
  return { text: stored, legacy: true };
}

/** Default limit: about 2 MB of localStorage, leaving room for the site's other keys. */
export const DEFAULT_MAX_CHARS = 1_000_000;

/**
 * useState persisted in localStorage under `key` (JSON), safe for server-rendered islands: the first render
 * uses `initial` (matching the HTML Astro prerendered, so hydration never mismatches), then the stored value
 * is read after mount and passed through `parse`, which must turn anything (old or corrupt data) into a
 * valid value. Writes are debounced and flushed when the page is hidden, so a reload never loses input.
 * Returns [value, setValue, loaded, saveState] — `loaded` turns true once the stored value has been read.
 */
export function usePersistentState<T>(
  key: string,
  initial: T,
  parse: (raw: unknown) => T = (raw) => raw as T,
  options: PersistOptions<T> = {},
): [T, Dispatch<SetStateAction<T>>, boolean, SaveState] {
  const { delayMs = 300, maxChars = DEFAULT_MAX_CHARS } = options;
  const [value, setValue] = useState<T>(initial);
  const [loaded, setLoaded] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const latest = useRef(value);
  const parseRef = useRef(parse);
  const adoptRef = useRef(options.adopt);
  const legacyRef = useRef(options.legacyText ?? false);
  const initialRef = useRef(initial);
  const pending = useRef(false);
  // The first write after loading only repeats what was read; it is not a change the user made.
  const skipFirst = useRef(true);

  useEffect(() => {
    let next: T | undefined;
    const early = adoptRef.current?.();
    let rewrite = early !== undefined && !Object.is(early, initialRef.current);
    if (rewrite) next = early;
    else {
      try {
        const raw = localStorage.getItem(key);
        if (raw !== null) {
          if (legacyRef.current) {
            const { text, legacy } = readStoredText(raw);
            next = parseRef.current(text);
            rewrite = legacy;
          } else next = parseRef.current(JSON.parse(raw));
          setSaveState('saved');
        }
      } catch (err) {
        console.warn(`Could not read ${key} from localStorage; starting fresh`, err);
      }
    }
    // Adopted input is new, and an old-format value is saved again in today's format; a value just read
    // from storage need not be written back.
    skipFirst.current = !rewrite;
    if (next !== undefined) setValue(next);
    setLoaded(true);
  }, [key]);

  useEffect(() => {
    latest.current = value;
    if (!loaded) return undefined;
    if (skipFirst.current) {
      skipFirst.current = false;
      return undefined;
    }
    pending.current = true;
    const timer = window.setTimeout(() => setSaveState(save(key, latest.current, maxChars, pending)), delayMs);
    return () => window.clearTimeout(timer);
  }, [key, value, loaded, delayMs, maxChars]);

  // The flush below reads the limit of the moment: a change of the limit alone must not flush (it would
  // write the pending value under the old limit — e.g. megabytes that the new limit of 0 refuses).
  const limit = useRef(maxChars);
  limit.current = maxChars;
  useEffect(() => {
    if (!loaded) return undefined;
    const flush = () => {
      if (pending.current) setSaveState(save(key, latest.current, limit.current, pending));
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      // Unmounting (or the key changing) must not drop the last edit.
      flush();
    };
  }, [key, loaded]);

  return [value, setValue, loaded, saveState];
}

/** Writes one value; never throws. Exported for tests. */
export function save(key: string, value: unknown, maxChars: number, pending?: { current: boolean }): SaveState {
  if (pending) pending.current = false;
  try {
    // A string's JSON is at least as long as the string: a huge text is refused without serialising it.
    const json = typeof value === 'string' && value.length > maxChars ? null : JSON.stringify(value);
    if (json === null || json.length > maxChars) {
      localStorage.removeItem(key);
      return 'tooLarge';
    }
    localStorage.setItem(key, json);
    return 'saved';
  } catch (err) {
    console.warn(`Could not save ${key} to localStorage`, err);
    try {
      // A quota error leaves the previous value in place; a reload must not show it as if it were current.
      localStorage.removeItem(key);
    } catch {
      // Storage is unavailable altogether.
    }
    return 'failed';
  }
}
