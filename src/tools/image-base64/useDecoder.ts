/**
 * Base64 → image: the decoder's input (saved for the next visit unless it is huge), decoded by the worker a
 * moment after each change; the newest input wins. Input over LARGE_INPUT characters is kept out of the text
 * box (it would make every keystroke slow) and out of localStorage; a file that large is read by the worker.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePersistentState } from '../../components/ui/usePersistentState';
import {
  IMAGE_TYPES,
  detectImageType,
  detectOtherType,
  looksLikeText,
  type ImageType,
  type OtherFileType,
} from './logic';
import type { DecodeProblem } from './messages';
import { createImageWorker, useImageWorker } from './useImageWorker';

/** Decode input longer than this is kept out of the text box (and out of localStorage). */
export const LARGE_INPUT = 200_000;
export const INPUT_KEY = 'image-base64:decode-input';

export interface Decoded {
  /** Changes with every result (a key for the result's view). */
  id: number;
  image: Blob;
  type: ImageType;
  declaredMime: string | null;
  size: number;
}

/** Decoded bytes of a known format that is not an image shown here (a PDF pasted as Base64), to download. */
export interface DecodedFile {
  id: number;
  blob: Blob;
  type: OtherFileType;
}

export type DecState =
  | { s: 'idle' }
  | { s: 'working'; fraction: number }
  | { s: 'done'; r: Decoded }
  | { s: 'error'; problem: DecodeProblem; file?: DecodedFile };

/**
 * Input too large for the text box, and where it came from (a file name, or '' when pasted). A pasted text
 * is held as a string; a large file is never read on the page: the worker reads the File itself.
 */
export interface BigInput {
  source: string;
  /** Its length: characters of a pasted text, bytes of a file. */
  size: number;
  /** The start of the text, for the read-only preview. */
  head: string;
  text: string | null;
  file: Blob | null;
}

/** How much of a large input the read-only preview shows. */
export const HEAD_CHARS = 2000;

export interface DecoderOptions {
  /** Called with an image file dropped or opened here: the user wants it encoded. */
  onImage: (file: File) => void;
  /** Text typed into the prerendered text box before the island hydrated. */
  adopt?: () => string | undefined;
  create?: () => Worker;
}

const TAG = '[image-base64]';
const parseInput = (v: unknown) => (typeof v === 'string' ? v : '');

/** Characters per slice when a large text is turned into a Blob (a few milliseconds of work each). */
const SLICE = 1 << 20;

/** `text` as a UTF-8 Blob, built one slice per macrotask so no single task encodes megabytes. */
export async function blobInSlices(text: string, stop: () => boolean = () => false): Promise<Blob> {
  const parts: Blob[] = [];
  for (let i = 0; i < text.length && !stop();) {
    let end = Math.min(text.length, i + SLICE);
    // Never split a surrogate pair between two slices.
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end++;
    parts.push(new Blob([text.slice(i, end)]));
    i = end;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return new Blob(parts, { type: 'text/plain' });
}

export function useDecoder({ onImage, adopt, create = createImageWorker }: DecoderOptions) {
  const task = useImageWorker(create);
  const { run } = task;
  const [text, setText, , saveState] = usePersistentState(INPUT_KEY, '', parseInput, { adopt });
  const [big, setBig] = useState<BigInput | null>(null);
  const [state, setState] = useState<DecState>({ s: 'idle' });
  const seq = useRef(0);
  /** Whether there is any input (typed, pasted or opened). */
  const hasInput = big !== null || text !== '';

  useEffect(() => {
    if (!big && !text) {
      setState({ s: 'idle' });
      return;
    }
    // Only spaces and line breaks: say so at once (a large input is checked by the worker).
    if (!big && !text.trim()) {
      setState({ s: 'error', problem: { reason: 'invalid', error: { code: 'empty' } } });
      return;
    }
    let cancelled = false;
    const timer = window.setTimeout(
      async () => {
        if (big) setState({ s: 'working', fraction: 0 });
        // A large pasted text goes to the worker as a Blob built a slice at a time: posting the string itself
        // would copy all of it in one main-thread task.
        const file = big && (big.file ?? (await blobInSlices(big.text ?? '', () => cancelled)));
        if (cancelled) return;
        const r = await run('decode', file ? { file } : { text }, {
          replace: true,
          onProgress: (fraction) => !cancelled && setState({ s: 'working', fraction }),
        });
        if (cancelled) return;
        if (!r) {
          // The worker failed to load or crashed: the hook holds the error (see below).
          setState({ s: 'error', problem: { reason: 'worker', error: null } });
        } else if (r.ok) {
          const type = IMAGE_TYPES[r.kind];
          const image = new Blob([r.buffer], { type: type.mime });
          const size = r.buffer.byteLength;
          setState({ s: 'done', r: { id: ++seq.current, image, type, declaredMime: r.declaredMime, size } });
        } else if (r.file) {
          console.warn(`${TAG} the input is a ${r.file.type.label}, not an image`);
          const blob = new Blob([r.file.buffer], { type: r.file.type.mime });
          const file: DecodedFile = { id: ++seq.current, blob, type: r.file.type };
          setState({ s: 'error', problem: { reason: 'invalid', error: r.error }, file });
        } else {
          console.warn(`${TAG} cannot decode input`, r.error);
          setState({ s: 'error', problem: { reason: 'invalid', error: r.error } });
        }
      },
      big || text.length > 2000 ? 200 : 60,
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [big, text, run]);

  /** Sets the input, keeping it out of the text box (and storage) when it is large. */
  const setInputText = useCallback(
    (value: string, source: string) => {
      if (value.length > LARGE_INPUT) {
        setBig({ text: value, file: null, source, size: value.length, head: value.slice(0, HEAD_CHARS) });
        setText('');
      } else {
        setBig(null);
        setText(value);
      }
    },
    [setText],
  );

  /** A dropped or opened file: an image goes to the encoder, anything else is read as the input. */
  const openFile = useCallback(
    async (file: File) => {
      const { name } = file;
      // What the file is comes from its bytes. A refused file leaves the input as it was.
      const refuse = (problem: DecodeProblem) => {
        console.warn(`${TAG} not opened as text: ${name}`, problem);
        setState({ s: 'error', problem });
      };
      try {
        const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
        if (detectImageType(head)) {
          onImage(file);
          return;
        }
        if (file.size === 0) return refuse({ reason: 'emptyFile', name, size: 0 });
        const other = detectOtherType(head);
        if (other || !looksLikeText(head, head.length === file.size)) {
          return refuse({ reason: 'notText', name, other: other?.label ?? null });
        }
        if (file.size > LARGE_INPUT) {
          // Too large to read here without stalling the page: the worker reads the file itself.
          const start = await file.slice(0, HEAD_CHARS * 2).text();
          setBig({ text: null, file, source: name, size: file.size, head: start.slice(0, HEAD_CHARS) });
          setText('');
          return;
        }
        const text = await file.text();
        if (!text.trim()) return refuse({ reason: 'emptyFile', name, size: file.size });
        setInputText(text, name);
      } catch (err) {
        console.error(`${TAG} could not read ${name}`, err);
        setState({ s: 'error', problem: { reason: 'read', name } });
      }
    },
    [onImage, setInputText, setText],
  );

  const view: DecState =
    state.s === 'error' && state.problem.reason === 'worker'
      ? { s: 'error', problem: { reason: 'worker', error: task.error } }
      : state;
  return { text, big, hasInput, state: view, saveState, setInputText, openFile };
}
