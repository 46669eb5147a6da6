/** Helpers for the parser and operations tests. */
import { run } from './operations';
import type { JsonError } from './types';

/** The error of a failing run, or a test failure. */
export function errorOf(op: Parameters<typeof run>[0], text: string, tolerant = false): JsonError {
  const r = run(op, text, { tolerant });
  if (r.ok) throw new Error(`expected an error, got ${JSON.stringify(r.output)}`);
  return r.error;
}
export function outputOf(op: Parameters<typeof run>[0], text: string, opts: Parameters<typeof run>[2] = {}): string {
  const r = run(op, text, opts);
  if (!r.ok) throw new Error(`expected output, got ${JSON.stringify(r.error)}`);
  return r.output;
}
