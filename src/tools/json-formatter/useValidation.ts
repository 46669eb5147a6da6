/**
 * Checks the input in the worker while the user types (debounced; the newest text wins) and keeps what the
 * status line and the tree view show: the check's state and the version of the tree the worker holds.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { WorkerTaskError, isCancelled, type WorkerClient } from '../../lib/worker';
import type { EditorHandle } from './editor';
import { textPayload, transferOf, type JsonProtocol } from './protocol';
import { PERSIST_LIMIT, SMALL_TEXT } from './settings';
import type { NodeSummary } from './tree';
import type { JsonError } from './types';

export type Check =
  | { state: 'empty' }
  | { state: 'checking' }
  | { state: 'valid'; bytes: number }
  | { state: 'invalid'; error: JsonError; bytes?: number };

export interface TreeRef {
  version: number;
  root: NodeSummary;
}

interface Deps {
  client: WorkerClient<JsonProtocol>;
  input: RefObject<EditorHandle | null>;
  tolerant: boolean;
  /** Marks an error in the input editor (and moves the cursor there when `reveal`). */
  showError: (error: JsonError, reveal: boolean) => void;
}

export function useValidation({ client, input, tolerant, showError }: Deps) {
  /** Bumped on every change of the input: results for an older text are dropped. */
  const docVersion = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const tolerantRef = useRef(tolerant);
  tolerantRef.current = tolerant;
  const showErrorRef = useRef(showError);
  showErrorRef.current = showError;
  const [inputLen, setInputLen] = useState(0);
  const [check, setCheck] = useState<Check>({ state: 'empty' });
  const [tree, setTree] = useState<TreeRef | null>(null);
  const [error, setError] = useState<WorkerTaskError | null>(null);

  const validate = useCallback(async () => {
    const ed = input.current;
    if (!ed) return;
    const v = docVersion.current;
    const small = ed.length() <= SMALL_TEXT;
    if (small && ed.getText().trim() === '') {
      setCheck({ state: 'empty' });
      setTree(null);
      ed.markError(null, false);
      return;
    }
    setCheck((c) => (c.state === 'checking' ? c : { state: 'checking' }));
    try {
      const text = await textPayload(client, ed, SMALL_TEXT);
      if (v !== docVersion.current) return;
      const res = await client.request(
        'validate',
        { text, tolerant: tolerantRef.current },
        { transfer: transferOf(text) },
      );
      if (v !== docVersion.current) return; // the text changed meanwhile; a newer check is scheduled
      setError(null);
      if (res.ok) {
        setCheck({ state: 'valid', bytes: res.bytes });
        setTree({ version: res.version, root: res.root });
        ed.markError(null, false);
      } else {
        setCheck({ state: 'invalid', error: res.error, bytes: res.bytes });
        setTree(null);
        showErrorRef.current(res.error, false);
      }
    } catch (err) {
      if (isCancelled(err)) return;
      console.error('json-formatter: validation failed', err);
      setError(err instanceof WorkerTaskError ? err : new WorkerTaskError('failed', String(err)));
      setTree(null);
    }
  }, [client, input]);

  /** Call after every change of the input. */
  const onChange = useCallback(
    (length: number) => {
      docVersion.current++;
      setInputLen(length);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void validate(), length > PERSIST_LIMIT ? 800 : 250);
    },
    [validate],
  );

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Tolerance changes what is valid.
  const lengthRef = useRef(inputLen);
  lengthRef.current = inputLen;
  useEffect(() => {
    if (input.current && lengthRef.current > 0) void validate();
  }, [tolerant, input, validate]);

  return { docVersion, inputLen, setInputLen, check, setCheck, tree, setTree, error, validate, onChange };
}
