/**
 * The image files the user picked for `![](name.png)`: one object URL per file name key (see imageKey), the
 * newest file of a name winning. URLs are revoked when replaced, removed, or when the tool unmounts.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useToolT } from '../../i18n/useToolT';
import type { ImageProblem } from './image-check';
import { imageKey } from './logic';

export interface PickedImage {
  key: string;
  name: string;
  url: string;
}

/** A picked file refused as an image, and why. */
export interface RefusedImage {
  name: string;
  problem: ImageProblem;
  /** The image kit's own message, for the problems only it names (too large, damaged). */
  kitMessage?: string;
}

export function useImages() {
  const { ui, lng } = useToolT('markdown-to-image');
  const [list, setList] = useState<PickedImage[]>([]);
  const [refused, setRefused] = useState<RefusedImage[]>([]);
  const live = useRef<PickedImage[]>([]);
  live.current = list;
  useEffect(() => () => live.current.forEach((i) => URL.revokeObjectURL(i.url)), []);

  const take = useCallback((files: File[]) => {
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

  /** Checks each file from its bytes (and a decode) first: only real images are taken, the others named. */
  const add = useCallback(
    async (files: File[]) => {
      // Loaded with the first picture: the decoder stays out of the page's first load (its JavaScript budget).
      const [{ checkImageFile }, { imageProblemMessage }] = await Promise.all([
        import('./image-check'),
        import('../../components/ui/files/imageProblem'),
      ]);
      const checked = await Promise.all(files.map(async (file) => ({ file, problem: await checkImageFile(file) })));
      take(checked.filter((c) => !c.problem).map((c) => c.file));
      setRefused(
        checked.flatMap(({ file, problem: p }) =>
          !p
            ? []
            : [
                {
                  name: file.name,
                  problem: p,
                  kitMessage:
                    p.reason === 'tooLarge' || p.reason === 'damaged'
                      ? imageProblemMessage(ui, lng, file.name, p, true)
                      : undefined,
                },
              ],
        ),
      );
    },
    [take, ui, lng],
  );

  const remove = useCallback((key: string) => {
    setList((prev) => {
      const gone = prev.find((i) => i.key === key);
      if (gone) URL.revokeObjectURL(gone.url);
      return prev.filter((i) => i.key !== key);
    });
  }, []);

  const byKey = useMemo(() => new Map(list.map((i) => [i.key, i.url])), [list]);
  return { list, byKey, add, remove, refused };
}
