/**
 * The hostile-input sweep as component tests (part B): what the e2e sweep did to a tool's zh page, done to its
 * real island under happy-dom — files given to its file input, paste events, typing — with the same checks (the
 * exact translated message where the error is, no engine text, the previous input kept, and for text tools kept
 * after a "reload": unmount and render again over the same localStorage).
 */
import { act, fireEvent, render, waitFor, type RenderResult } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { ReactElement } from 'react';
import { FakeWorker } from '../../src/lib/worker/fake-worker';
import type { WireRequest, WireResponse } from '../../src/lib/worker/protocol';
import type { WorkerScope } from '../../src/lib/worker/serve';
import { islandResources } from './kit';

/** Text an engine (not our translations) would put on the page: the e2e sweep's ENGINE_TEXT. */
export const ENGINE_TEXT =
  /\b(?:[A-Z][a-z]+Error\b|Uncaught|Maximum call stack|allocation failed|undefined is not|Cannot read propert|is not a function|Unexpected token|\[object )/;

/** The zh strings a tool's Page.astro passes its island: `pickResources('zh', 'tools', 'ui', slug)`. */
export const zhResources = (slug: string) => islandResources('zh', 'ui', slug);

/** The rendered text has no engine message. */
export function expectNoEngineText(root: HTMLElement = document.body): void {
  expect(root.textContent?.match(ENGINE_TEXT)?.[0]).toBeUndefined();
}

/** Files given to a file input, as a picker hands them (Playwright's setInputFiles fires the same change). */
export function chooseFiles(input: HTMLElement, ...files: File[]): void {
  fireEvent.change(input, { target: { files } });
}

/**
 * A paste event carrying `text` on the element, as the e2e sweep dispatched it: a synthetic event, so the
 * browser inserts nothing itself; only the island's handlers act. Returns whether it was cancelled.
 */
export function pasteText(el: HTMLElement, text: string): boolean {
  const event = new Event('paste', { bubbles: true, cancelable: true }) as Event & {
    clipboardData: { getData: (type: string) => string; files: File[]; items: never[]; types: string[] };
  };
  event.clipboardData = {
    getData: (type) => (type === 'text/plain' || type === 'text' ? text : ''),
    files: [],
    items: [],
    types: ['text/plain'],
  };
  let cancelled = false;
  act(() => {
    el.focus();
    cancelled = !el.dispatchEvent(event);
  });
  return cancelled;
}

/** Types a whole new value into a field (Playwright's fill: one input event with the new value). */
export function fill(el: HTMLElement, value: string): void {
  fireEvent.change(el, { target: { value } });
}

/**
 * A "reload": once the debounced save of `key` has reached localStorage (`stored` says when), unmount and
 * render the island again over the same storage.
 */
export async function reload(
  view: RenderResult,
  island: () => ReactElement,
  key: string,
  stored: (raw: string) => boolean,
): Promise<RenderResult> {
  await waitFor(() => expect(stored(localStorage.getItem(key) ?? '')).toBe(true));
  view.unmount();
  return render(island());
}

type Handlers = Record<string, (...args: never[]) => unknown>;
type Serve = (handlers: Handlers, scope?: WorkerScope) => void;

/** Handlers the tool's worker module passed to `serve` when imported (see {@link mockServe}). */
let captured: Handlers | null = null;
let realServe: Serve | null = null;

/**
 * The factory for `vi.mock('…/lib/worker/serve', mockServe)`: a worker module's `serve(handlers)` (no scope:
 * the worker's own global) only records its handlers, so that the test can run them in-process behind a
 * {@link FakeWorker}; calls with a scope are the real `serve`.
 */
export async function mockServe(importOriginal: () => Promise<unknown>) {
  const real = (await importOriginal()) as { serve: Serve };
  realServe = real.serve;
  return {
    ...real,
    serve: (handlers: Handlers, scope?: WorkerScope) => {
      if (scope) real.serve(handlers, scope);
      else captured = handlers;
    },
  };
}

/**
 * A Worker class running the handlers of a tool's real worker module in-process: `load` imports the module
 * (e.g. `() => import('./worker')`) with `serve` mocked by {@link mockServe}. Stub it as the global Worker.
 */
export async function servingWorker(load: () => Promise<unknown>): Promise<typeof FakeWorker> {
  captured = null;
  await load();
  // (Set by the mocked serve while `load` ran: not the null assigned above.)
  const found = captured as Handlers | null;
  const real = realServe as Serve | null;
  if (!found || !real) throw new Error('the worker module did not call serve (is lib/worker/serve mocked?)');
  const handlers: Handlers = found;
  const serve: Serve = real;
  return class ServingWorker extends FakeWorker {
    constructor() {
      super();
      // Replies cross as the browser's would; what a real worker transfers (bitmaps) arrives as it left.
      this.scope.postMessage = (message: WireResponse, transfer?: Transferable[]) => {
        const copy = crossThread(message, transfer);
        setTimeout(() => {
          if (!this.terminated) this.onmessage?.({ data: copy } as MessageEvent<WireResponse>);
        }, 0);
      };
      serve(handlers, this.scope);
    }
    override postMessage(message: WireRequest, transfer?: Transferable[]): void {
      if (this.terminated) return;
      const copy = crossThread(message, transfer);
      this.sent.push(copy);
      setTimeout(() => {
        if (!this.terminated) this.scope.onmessage?.({ data: copy } as MessageEvent<WireRequest>);
      }, 0);
    }
  };
}

/**
 * A message as the other thread receives it: data copied (structured clone), while Blobs and Files (immutable,
 * so a reference is as good as a copy — happy-dom's cannot be cloned) and transferred objects (fake bitmaps,
 * whose methods a clone would drop) pass as they are.
 */
function crossThread<T>(message: T, transfer: readonly Transferable[] = []): T {
  const keep = new Set<unknown>(transfer);
  const walk = (v: unknown): unknown => {
    if (v === null || typeof v !== 'object') return v;
    if (keep.has(v) || v instanceof Blob) return v;
    if (ArrayBuffer.isView(v) || v instanceof ArrayBuffer) return structuredClone(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v instanceof Map) return new Map([...v].map(([k, x]) => [walk(k), walk(x)]));
    if (Object.getPrototypeOf(v) !== Object.prototype) return structuredClone(v);
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
  };
  return walk(message) as T;
}

/** A worker that loads and never answers (for tools whose cases never reach their worker). */
export class SilentWorker extends FakeWorker {
  constructor() {
    super();
    this.announceReady();
  }
  override postMessage(message: Parameters<FakeWorker['postMessage']>[0]): void {
    this.sent.push(structuredClone(message));
  }
}

/** Console noise of the refusals (each logs its detail) kept out of the test output; returns the spies. */
export function quietConsole() {
  return {
    error: vi.spyOn(console, 'error').mockImplementation(() => {}),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => {}),
    info: vi.spyOn(console, 'info').mockImplementation(() => {}),
  };
}

/** The font size in px of a CSS font shorthand (16 when none is given). */
function fontPx(font: string): number {
  const m = /(\d+(?:\.\d+)?)px/.exec(font);
  return m ? Number(m[1]) : 16;
}

/**
 * A 2D context for happy-dom, which has none: drawing calls do nothing, `measureText` gives each UTF-16 unit
 * the font size's width, pixel reads give transparent pixels. Only what the tools' drawing code calls.
 */
export function fake2d(canvas: { width: number; height: number }): CanvasRenderingContext2D {
  const state: Record<string | symbol, unknown> = {
    canvas,
    font: '10px sans-serif',
    fillStyle: '#000',
    strokeStyle: '#000',
    globalAlpha: 1,
    lineWidth: 1,
    textAlign: 'start',
    textBaseline: 'alphabetic',
    filter: 'none',
    direction: 'ltr',
    letterSpacing: '0px',
  };
  const gradient = { addColorStop() {} };
  const pixels = (w: number, h: number) => ({
    width: w,
    height: h,
    colorSpace: 'srgb',
    data: new Uint8ClampedArray(Math.max(1, w * h * 4)),
  });
  const methods: Record<string, (...args: never[]) => unknown> = {
    measureText: (text: string) => {
      const px = fontPx(String(state.font));
      return {
        width: [...String(text)].length * px,
        actualBoundingBoxAscent: px * 0.8,
        actualBoundingBoxDescent: px * 0.2,
        actualBoundingBoxLeft: 0,
        actualBoundingBoxRight: [...String(text)].length * px,
        fontBoundingBoxAscent: px * 0.9,
        fontBoundingBoxDescent: px * 0.25,
      };
    },
    getImageData: (_x: number, _y: number, w: number, h: number) => pixels(w, h),
    createImageData: (w: number, h: number) => pixels(w, h),
    createPattern: () => ({ setTransform() {} }),
    createLinearGradient: () => gradient,
    createRadialGradient: () => gradient,
    createConicGradient: () => gradient,
    getTransform: () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }),
    isPointInPath: () => false,
    getLineDash: () => [],
  };
  return new Proxy(state, {
    get: (target, prop) => (prop in methods ? methods[prop as string] : prop in target ? target[prop] : () => {}),
    set: (target, prop, value) => {
      target[prop] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

/** A decoded image's stand-in (what createImageBitmap and transferToImageBitmap hand back here). */
export function fakeBitmap(width: number, height: number): ImageBitmap {
  return { width, height, close() {} } as ImageBitmap;
}

/**
 * The canvas seam: `<canvas>.getContext('2d')` and `OffscreenCanvas` with {@link fake2d}; `toBlob` and
 * `convertToBlob` give an empty PNG blob.
 */
export function stubCanvas(): void {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return fake2d(this) as never;
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((cb: BlobCallback) =>
    cb(new Blob([], { type: 'image/png' })),
  );
  class FakeOffscreenCanvas {
    constructor(
      public width: number,
      public height: number,
    ) {}
    getContext() {
      return fake2d(this);
    }
    transferToImageBitmap() {
      return fakeBitmap(this.width, this.height);
    }
    convertToBlob(opts?: { type?: string }) {
      return Promise.resolve(new Blob([], { type: opts?.type ?? 'image/png' }));
    }
  }
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
}

/**
 * The fonts seam: happy-dom has no FontFaceSet. Every requested font "loads" at once and covers every
 * character (what the tools then draw with is the fake canvas's, whose metrics do not depend on the font).
 */
export function stubFonts(): void {
  const set = {
    ready: Promise.resolve(),
    status: 'loaded',
    load: () => Promise.resolve([]),
    check: () => true,
    forEach: () => {},
    add: () => set,
    delete: () => false,
    has: () => false,
    addEventListener: () => {},
    removeEventListener: () => {},
    [Symbol.iterator]: function* () {},
  };
  Object.defineProperty(document, 'fonts', { value: set, configurable: true });
}

/** The list item (a queue row) whose text names `name`: the e2e sweep's `locator('li', { hasText: name })`. */
export function listItem(name: string): HTMLElement {
  const rows = [...document.querySelectorAll('li')].filter((li) => li.textContent?.includes(name));
  expect(rows, `one list item naming ${name}`).toHaveLength(1);
  return rows[0]!;
}

/**
 * The decoder seam: happy-dom has no createImageBitmap. This one fails as Chromium's does on bytes it cannot
 * decode (a damaged JPEG): every file that reaches it here is one the tool should have refused or that is
 * damaged. Returns the spy, to assert that files refused from their bytes never reach it.
 */
export function stubImageDecoder() {
  const decode = vi.fn((_source: unknown, ..._rest: unknown[]): Promise<ImageBitmap> => {
    return Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError'));
  });
  vi.stubGlobal('createImageBitmap', decode);
  return decode;
}
