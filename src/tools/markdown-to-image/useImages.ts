/**
 * The image files the user picked for `![](name.png)`: one object URL per file name key (see imageKey), the
 * newest file of a name winning. URLs are revoked when replaced, removed, or when the tool unmounts.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { imageKey } from './logic';

export interface PickedImage {
  key: string;
  name: string;
  url: string;
}

export function useImages() {
  const [list, setList] = useState<PickedImage[]>([]);
  const live = useRef<PickedImage[]>([]);
  live.current = list;
  useEffect(() => () => live.current.forEach((i) => URL.revokeObjectURL(i.url)), []);

  const add = useCallback((files: File[]) => {
    setList((prev) => {
      const next = [...prev];
      for (const file of files) {
        const key = imageKey(file.name);
        const at = next.findIndex((i) => i.key === key);
        const item = { key, name: file.name, url: URL.createObjectURL(file) };
        if (at >= 0) {
          URL.revokeObjectURL(next[at]!.url);
          next[at] = item;
        } else next.push(item);
      }
      return next;
    });
  }, []);

  const remove = useCallback((key: string) => {
    setList((prev) => {
      const gone = prev.find((i) => i.key === key);
      if (gone) URL.revokeObjectURL(gone.url);
      return prev.filter((i) => i.key !== key);
    });
  }, []);

  const byKey = useMemo(() => new Map(list.map((i) => [i.key, i.url])), [list]);
  return { list, byKey, add, remove };
}
