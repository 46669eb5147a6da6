/**
 * The toolbar's actions, run in the worker one at a time: the input goes in (as code units when large), the
 * result comes back by transfer and fills the output editor. A failure of the action itself (invalid input)
 * is reported through `onInvalid`; a worker that fails to load or crashes is in `error`.
 */
import { useCallback, useRef, useState, type RefObject } from 'react';
import { isCancelled, type WorkerTask } from '../../lib/worker';
import type { EditorHandle } from './editor';
import type { Op } from './operations';
import type { Indent } from './printer';
import { textPayload, transferOf, type JsonProtocol } from './protocol';
import { SMALL_TEXT } from './settings';
import type { JsonError } from './types';

/** After this long a running action shows a spinner and a Cancel button. */
const SLOW_MS = 300;

export interface LastRun {
  op: Op;
  ms: number;
  bytes: number;
}

interface Deps {
  task: WorkerTask<JsonProtocol>;
  input: RefObject<EditorHandle | null>;
  output: RefObject<EditorHandle | null>;
  /** The current options, read when an action starts. */
  options: () => { tolerant: boolean; indent: Indent };
  /** The input's version when the action started, to tell whether its error still applies. */
  docVersion: RefObject<number>;
  onInvalid: (error: JsonError) => void;
  onOutput: () => void;
}

export function useOps({ task, input, output, options, docVersion, onInvalid, onOutput }: Deps) {
  const [busy, setBusy] = useState<Op | null>(null);
  const [slow, setSlow] = useState(false);
  const [runs, setRuns] = useState(0);
  const [lastRun, setLastRun] = useState<LastRun | null>(null);
  const [outputLen, setOutputLen] = useState(0);
  const deps = useRef({ options, onInvalid, onOutput });
  deps.current = { options, onInvalid, onOutput };
  const busyRef = useRef(false);

  const runOp = useCallback(
    async (op: Op) => {
      const ed = input.current;
      const out = output.current;
      if (!ed || !out || busyRef.current) return;
      busyRef.current = true;
      const v = docVersion.current;
      const { tolerant, indent } = deps.current.options();
      setBusy(op);
      const started = performance.now();
      const slowTimer = window.setTimeout(() => setSlow(true), SLOW_MS);
      try {
        const text = await textPayload(task.client, ed, SMALL_TEXT);
        // Not `replace`: the worker also answers the tree view, whose queries must not be cancelled.
        const res = await task.run('run', { op, text, tolerant, indent }, { transfer: transferOf(text) });
        if (!res) return; // cancelled, or the worker failed (task.error says which)
        if (res.ok) {
          await out.setText(res.units);
          setOutputLen(res.units.length);
          setLastRun({ op, ms: performance.now() - started, bytes: res.bytes });
          deps.current.onOutput();
        } else {
          console.warn(`json-formatter: ${op} failed`, res.error);
          if (v === docVersion.current) deps.current.onInvalid(res.error);
        }
      } catch (err) {
        if (!isCancelled(err)) console.error(`json-formatter: ${op} failed`, err);
      } finally {
        window.clearTimeout(slowTimer);
        busyRef.current = false;
        setSlow(false);
        setBusy(null);
        setRuns((n) => n + 1);
      }
    },
    [task, input, output, docVersion],
  );

  const clearOutput = useCallback(() => {
    void output.current?.setText('');
    setOutputLen(0);
    setLastRun(null);
  }, [output]);

  return { busy, slow, runs, lastRun, outputLen, runOp, clearOutput };
}
