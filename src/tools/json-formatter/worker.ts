/**
 * Parses and formats off the main thread. Keeps the tree of the last valid input so the tree view can ask
 * for one page of children at a time; nothing large is posted back except the output text.
 */
import { readTextFile } from '../../lib/text-file';
import { serve } from '../../lib/worker/serve';
import { runToUnits } from './operations';
import { parse } from './parser';
import type { JsonProtocol, TextPayload } from './protocol';
import { Staging } from './staging';
import { childrenOf, searchTree, summarize } from './tree';
import type { JsonNode } from './types';
import { utf16ToString, utf8Length } from './units';

let version = 0;
let current: { version: number; root: JsonNode } | null = null;

const staging = new Staging();

function asString(text: TextPayload): string {
  if (typeof text === 'string') return text;
  if (text instanceof Uint16Array) return utf16ToString(text);
  return staging.take(text.staged);
}

serve<JsonProtocol>({
  stage: ({ key, part }) => {
    staging.add(key, part);
    return null;
  },
  readFile: async ({ file }) => {
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await file.arrayBuffer());
    } catch (err) {
      console.error('json-formatter: could not read the file', err);
      return { ok: false, problem: 'read', size: file.size };
    }
    const result = readTextFile(bytes);
    return result.ok ? { ok: true, text: result.text } : result;
  },
  validate: ({ text: payload, tolerant }) => {
    const t0 = performance.now();
    const text = asString(payload);
    const result = parse(text, { tolerant });
    const bytes = utf8Length(text);
    const ms = performance.now() - t0;
    if (!result.ok) {
      current = null;
      return { ok: false, error: result.error, bytes, ms };
    }
    current = { version: ++version, root: result.value };
    return { ok: true, version: current.version, root: summarize(result.value, 0), bytes, ms };
  },
  run: ({ op, text, tolerant, indent }, ctx) => {
    const t0 = performance.now();
    const result = runToUnits(op, asString(text), { tolerant, indent });
    if (!result.ok) return { ok: false, error: result.error, ms: performance.now() - t0 };
    const ms = performance.now() - t0;
    ctx.transfer(result.units.buffer);
    return { ok: true, units: result.units, bytes: utf8Length(result.units), ms };
  },
  children: ({ version: v, path, offset, limit }) => {
    if (!current || current.version !== v) return { stale: true, items: [], total: 0 };
    return { stale: false, ...childrenOf(current.root, path, offset, limit) };
  },
  search: ({ version: v, query, limit }) => {
    if (!current || current.version !== v) return { stale: true, paths: [], total: 0 };
    return { stale: false, ...searchTree(current.root, query, limit) };
  },
});
