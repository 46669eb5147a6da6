import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * useState persisted in localStorage under `key` (JSON), safe for server-rendered islands: the first render
 * uses `initial` (matching the HTML Astro prerendered, so hydration never mismatches), then the stored value
 * is read after mount and passed through `parse`, which must turn anything (old or corrupt data) into a
 * valid value. Writes are debounced and flushed when the page is hidden, so a reload never loses input.
 * Returns [value, setValue, loaded] — `loaded` turns true once the stored value has been read.
 */
export function usePersistentState<T>(
  key: string,
  initial: T,
  parse: (raw: unknown) => T = (raw) => raw as T,
  delayMs = 300,
): [T, Dispatch<SetStateAction<T>>, boolean] {
  const [value, setValue] = useState<T>(initial);
  const [loaded, setLoaded] = useState(false);
  const latest = useRef(value);
  const parseRef = useRef(parse);
  const pending = useRef(false);

  useEffect(() => {
    try {
      const raw = localStorage.getItem(key);
      if (raw !== null) setValue(parseRef.current(JSON.parse(raw)));
    } catch (err) {
      console.warn(`Could not read ${key} from localStorage; starting fresh`, err);
    }
    setLoaded(true);
  }, [key]);

  useEffect(() => {
    latest.current = value;
    if (!loaded) return undefined;
    pending.current = true;
    const timer = window.setTimeout(() => save(key, latest.current, pending), delayMs);
    return () => window.clearTimeout(timer);
  }, [key, value, loaded, delayMs]);

  useEffect(() => {
    if (!loaded) return undefined;
    const flush = () => {
      if (pending.current) save(key, latest.current, pending);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      // Unmounting (or the key changing) must not drop the last edit.
      flush();
    };
  }, [key, loaded]);

  return [value, setValue, loaded];
}

function save(key: string, value: unknown, pending: { current: boolean }): void {
  pending.current = false;
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch (err) {
    console.warn(`Could not save ${key} to localStorage`, err);
  }
}
