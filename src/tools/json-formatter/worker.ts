/**
 * Parses and formats off the main thread. Keeps the tree of the last valid input so the tree view can ask
 * for one page of children at a time; nothing large is posted back except the output text.
 */
import { parse, runToUnits, utf16ToString, utf8Length, type JsonNode } from './logic';
import type { Envelope, TextPayload, WorkerRequest, WorkerResponse } from './protocol';
import { childrenOf, searchTree, summarize } from './tree';

/** The dedicated worker scope, typed by hand: the project compiles with the DOM library, not "webworker". */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Envelope<WorkerRequest>>) => void) | null;
  postMessage(message: Envelope<WorkerResponse>, transfer?: Transferable[]): void;
};

let version = 0;
let current: { version: number; root: JsonNode } | null = null;

const asString = (text: TextPayload) => (typeof text === 'string' ? text : utf16ToString(text));

function handle(req: WorkerRequest): WorkerResponse {
  switch (req.type) {
    case 'validate': {
      const t0 = performance.now();
      const text = asString(req.text);
      const result = parse(text, { tolerant: req.tolerant });
      const bytes = utf8Length(text);
      const ms = performance.now() - t0;
      if (!result.ok) {
        current = null;
        return { type: 'validate', ok: false, error: result.error, bytes, ms };
      }
      current = { version: ++version, root: result.value };
      return { type: 'validate', ok: true, version: current.version, root: summarize(result.value, 0), bytes, ms };
    }
    case 'run': {
      const t0 = performance.now();
      const result = runToUnits(req.op, asString(req.text), { tolerant: req.tolerant, indent: req.indent });
      if (!result.ok) return { type: 'run', ok: false, error: result.error, ms: performance.now() - t0 };
      const ms = performance.now() - t0;
      return { type: 'run', ok: true, units: result.units, bytes: utf8Length(result.units), ms };
    }
    case 'children': {
      if (!current || current.version !== req.version) return { type: 'children', stale: true, items: [], total: 0 };
      return { type: 'children', stale: false, ...childrenOf(current.root, req.path, req.offset, req.limit) };
    }
    case 'search': {
      if (!current || current.version !== req.version) return { type: 'search', stale: true, paths: [], total: 0 };
      return { type: 'search', stale: false, ...searchTree(current.root, req.query, req.limit) };
    }
  }
}

scope.onmessage = (event) => {
  const { id, ...req } = event.data;
  let res: WorkerResponse;
  try {
    res = handle(req as WorkerRequest);
  } catch (err) {
    console.error('JSON worker failed', err);
    res = { type: 'crash', message: err instanceof Error ? err.message : String(err) };
  }
  scope.postMessage({ ...res, id }, res.type === 'run' && res.ok ? [res.units.buffer] : []);
};
