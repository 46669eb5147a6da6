import { useEffect, useRef, useState } from 'react';

/**
 * useState persisted in localStorage under `key` (JSON). Writes are debounced so typing into a large
 * text area stays smooth; a failed write (quota) is logged, never thrown.
 */
export function useStoredState<T>(key: string, initial: T, delayMs = 300): [T, (v: T | ((prev: T) => T)) => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      const raw = localStorage.getItem(key);
      return raw === null ? initial : (JSON.parse(raw) as T);
    } catch {
      return initial;
    }
  });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      try {
        localStorage.setItem(key, JSON.stringify(value));
      } catch (err) {
        console.warn(`Could not save ${key} to localStorage`, err);
      }
    }, delayMs);
    return () => window.clearTimeout(timer.current);
  }, [key, value, delayMs]);
  return [value, setValue];
}
