/**
 * Shared steps of the hostile-input sweep's component tests (src/tools/<slug>/hostile.test.tsx): what the
 * e2e sweep did through the browser — choose files, paste, look for engine text — done on the real island in
 * happy-dom, and a Web Worker that runs the tool's real worker module in-process.
 */
import { act, fireEvent } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { FakeWorker } from '../../src/lib/worker/fake-worker';
import type { WireRequest, WireResponse } from '../../src/lib/worker/protocol';
import type { WorkerScope } from '../../src/lib/worker/serve';

/** Text an engine (not our translations) would put on the page (as the e2e sweep had it). */
export const ENGINE_TEXT =
  /\b(?:[A-Z][a-z]+Error\b|Uncaught|Maximum call stack|allocation failed|undefined is not|Cannot read propert|is not a function|Unexpected token|\[object )/;

/** The rendered text has no engine message in it. */
export function expectNoEngineText(root: HTMLElement = document.body): void {
  expect(root.textContent?.match(ENGINE_TEXT)?.[0], 'engine text on the page').toBeUndefined();
}

/**
 * Fires a paste of `text` on `el`, as a browser's paste does before it inserts anything. Returns whether the
 * island cancelled the browser's own insertion.
 */
export function paste(el: HTMLElement, text: string): boolean {
  const event = new Event('paste', { bubbles: true, cancelable: true }) as Event & {
    clipboardData: Pick<DataTransfer, 'getData' | 'types' | 'files' | 'items'>;
  };
  event.clipboardData = {
    getData: (type: string) => (type === 'text/plain' || type === 'text' ? text : ''),
    types: ['text/plain'],
    files: [] as unknown as FileList,
    items: [] as unknown as DataTransferItemList,
  };
  let prevented = false;
  act(() => {
    prevented = !el.dispatchEvent(event);
  });
  return prevented;
}

/** What a file picker does when the visitor chooses `files`: the input's `change` with its `files`. */
export function chooseFiles(input: HTMLElement, ...files: File[]): void {
  fireEvent.change(input, { target: { files } });
}

/** An ImageBitmap as a stand-in for a decoder gives it (happy-dom has none): its size and `close`. */
export function fakeBitmap(width: number, height: number): ImageBitmap {
  return { width, height, close: () => {} } as ImageBitmap;
}
const isBitmapLike = (v: object): boolean =>
  'close' in v && typeof v.close === 'function' && 'width' in v && 'height' in v;

/**
 * A structured clone that passes Blobs and Files (happy-dom's do not survive structuredClone) and bitmaps (a
 * real worker transfers them) by reference.
 */
function cloneKeepingBlobs<T>(value: T): T {
  if (value instanceof Blob || (value && typeof value === 'object' && isBitmapLike(value))) return value;
  if (Array.isArray(value)) return value.map(cloneKeepingBlobs) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cloneKeepingBlobs(v)])) as T;
  }
  return structuredClone(value);
}

/** A FakeWorker whose messages keep Files (a real worker receives a File that reads the same bytes). */
export class BlobFakeWorker extends FakeWorker {
  constructor() {
    super();
    const scope = this.scope;
    scope.postMessage = (message: WireResponse) => {
      const copy = cloneKeepingBlobs(message);
      setTimeout(() => {
        if (!this.terminated) this.onmessage?.({ data: copy } as MessageEvent<WireResponse>);
      }, 0);
    };
  }

  override postMessage(message: WireRequest): void {
    if (this.terminated) return;
    const copy = cloneKeepingBlobs(message);
    this.sent.push(copy);
    setTimeout(() => {
      if (!this.terminated) this.scope.onmessage?.({ data: copy } as MessageEvent<WireRequest>);
    }, 0);
  }
}

/**
 * Loads a tool's real worker module (which calls `serve(handlers)` on its global scope) in-process, and gives
 * a Worker class to stub in with `vi.stubGlobal('Worker', …)`: every instance serves requests with that
 * module's handlers. Load it once per test file (the module is cached, with whatever state it keeps). The
 * answers go to the worker that sent the latest request: fine for an island that uses one worker at a time.
 */
export async function inProcessWorker(load: () => Promise<unknown>): Promise<typeof BlobFakeWorker> {
  /** The worker that sent the latest request: it gets the answers. */
  const route: { to: BlobFakeWorker | null } = { to: null };
  const relay: WorkerScope = {
    onmessage: null,
    postMessage: (message) => route.to?.scope.postMessage(message),
  };
  // `serve` attaches to `self` when the module runs; only for that moment is `self` the relay.
  const own = Object.getOwnPropertyDescriptor(globalThis, 'self');
  Object.defineProperty(globalThis, 'self', { value: relay, configurable: true, writable: true });
  try {
    await load();
  } finally {
    if (own) Object.defineProperty(globalThis, 'self', own);
    else Reflect.deleteProperty(globalThis, 'self');
  }
  return class ServingWorker extends BlobFakeWorker {
    constructor() {
      super();
      this.scope.onmessage = (event) => {
        route.to = this;
        relay.onmessage?.(event);
      };
      this.announceReady();
    }
  };
}

/** The alert among the elements that describe `field` (aria-describedby): the message at that field. */
export function alertAt(field: HTMLElement): HTMLElement {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const alert = ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert');
  if (!alert) throw new Error(`no alert describes the field ${field.outerHTML.slice(0, 120)}`);
  return alert;
}

/**
 * A 2D canvas context that takes every call and draws nothing (happy-dom has no canvas): for islands that
 * draw the previous input (an open image) with a canvas library. Install with `stubCanvas()`; restored by
 * `vi.restoreAllMocks()`.
 */
function fakeContext2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const state = new Map<PropertyKey, unknown>([['canvas', canvas]]);
  const results: Record<string, () => unknown> = {
    measureText: () => ({ width: 0, actualBoundingBoxAscent: 0, actualBoundingBoxDescent: 0 }),
    getImageData: () => ({ width: 1, height: 1, data: new Uint8ClampedArray(4) }),
    createImageData: () => ({ width: 1, height: 1, data: new Uint8ClampedArray(4) }),
    createLinearGradient: () => ({ addColorStop: () => {} }),
    createRadialGradient: () => ({ addColorStop: () => {} }),
    createPattern: () => ({}),
    getTransform: () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }),
    getLineDash: () => [],
    isPointInPath: () => false,
  };
  return new Proxy({} as CanvasRenderingContext2D, {
    get: (_, key) => (state.has(key) ? state.get(key) : (results[key as string] ?? (() => undefined))),
    set: (_, key, value) => {
      state.set(key, value);
      return true;
    },
  });
}

export function stubCanvas(): void {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return fakeContext2d(this);
  } as unknown as HTMLCanvasElement['getContext']);
}
