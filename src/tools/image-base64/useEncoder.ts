/**
 * Image → Base64: reads a chosen, dropped or pasted file, refuses what is not an image (saying why) and has the
 * worker encode it. A newer file makes an older one's result irrelevant; its worker run is restarted.
 */
import { useCallback, useRef, useState } from 'react';
import { checkImageFile, type ImageType } from './logic';
import type { EncodeProblem } from './messages';
import { createImageWorker, useImageWorker } from './useImageWorker';

export interface Encoded {
  /** Changes with every result (a key for the result's view). */
  id: number;
  name: string;
  size: number;
  base64: string;
  mime: string;
  /** The image type from the bytes; null for an image format browsers mostly cannot show (TIFF, HEIC). */
  type: ImageType | null;
  /** The file's own MIME type when it disagrees with the bytes. */
  claimed: string | null;
  /** The file, typed as what it really is, for the preview. */
  image: Blob;
}

export type EncState =
  | { s: 'idle' }
  | { s: 'working'; name: string; fraction: number }
  | { s: 'done'; r: Encoded }
  | { s: 'error'; name: string; problem: EncodeProblem };

const TAG = '[image-base64]';

export function useEncoder(create: () => Worker = createImageWorker) {
  const task = useImageWorker(create);
  const { run } = task;
  const [state, setState] = useState<EncState>({ s: 'idle' });
  const latest = useRef(0);

  /** Encodes `file`, shown as `name` (a pasted image has none of its own). */
  const encode = useCallback(
    async (file: File, name: string) => {
      const ticket = ++latest.current;
      const current = () => ticket === latest.current;
      setState({ s: 'working', name, fraction: 0 });
      const fail = (err: unknown) => {
        console.error(`${TAG} could not read ${name}`, err);
        if (current()) setState({ s: 'error', name, problem: { reason: 'read' } });
      };
      // The magic number decides what the file is: check its first bytes before reading all of it.
      let head: Uint8Array;
      try {
        head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
      } catch (err) {
        fail(err);
        return;
      }
      if (!current()) return;
      const check = checkImageFile(head, file.size, file.type);
      if (!check.ok) {
        console.warn(`${TAG} ${name} is not an image`, { type: file.type, size: file.size, reason: check.reason });
        const problem: EncodeProblem =
          check.reason === 'other' ? { reason: 'other', other: check.other ?? '' } : { reason: check.reason };
        setState({ s: 'error', name, problem });
        return;
      }
      let buffer: ArrayBuffer;
      try {
        buffer = await file.arrayBuffer();
      } catch (err) {
        fail(err);
        return;
      }
      if (!current()) return;
      const size = buffer.byteLength;
      const r = await run(
        'encode',
        { buffer },
        {
          transfer: [buffer],
          replace: true,
          onProgress: (fraction) => current() && setState({ s: 'working', name, fraction }),
        },
      );
      if (!current()) return; // superseded by a newer file
      if (!r) {
        // The worker failed to load or crashed: the hook holds the error (see below).
        setState({ s: 'error', name, problem: { reason: 'worker', error: null } });
        return;
      }
      const { mime, type, claimed } = check;
      setState({
        s: 'done',
        r: { id: ticket, name, size, base64: r.base64, mime, type, claimed, image: new Blob([file], { type: mime }) },
      });
    },
    [run],
  );

  const view: EncState =
    state.s === 'error' && state.problem.reason === 'worker'
      ? { ...state, problem: { reason: 'worker', error: task.error } }
      : state;
  return { state: view, encode };
}
