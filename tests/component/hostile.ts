/**
 * The hostile-input sweep as component tests (src/tools/<slug>/hostile.test.tsx): what the e2e sweep did to a
 * tool's zh page — files given to its file input, paste events, typing, a reload — done to its real island under
 * happy-dom, with the same checks (the exact translated message where the error is, no engine text, the previous
 * input kept, and after a reload: unmount and render again over the same localStorage). The seams happy-dom lacks
 * (Web Workers, canvas, fonts, the image decoder) are stood in for here; the bad-file set is in ./kit.ts.
 */
import { act, cleanup, fireEvent, render, waitFor, type RenderResult } from '@testing-library/react';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, expect, vi, type Mock } from 'vitest';
import { FakeWorker } from '../../src/lib/worker/fake-worker';
import type { Protocol, WireRequest, WireResponse } from '../../src/lib/worker/protocol';
import { serve, type Handlers, type WorkerScope } from '../../src/lib/worker/serve';
import type { NsEntry } from '../../src/i18n/keys';
import { islandResources } from './kit';

/** Text an engine (not our translations) would put on the page: the e2e sweep's ENGINE_TEXT. */
export const ENGINE_TEXT =
  /\b(?:[A-Z][a-z]+Error\b|Uncaught|Maximum call stack|allocation failed|undefined is not|Cannot read propert|is not a function|Unexpected token|\[object )/;

/** The rendered text has no engine message in it. */
export function expectNoEngineText(root: HTMLElement = document.body): void {
  expect(root.textContent?.match(ENGINE_TEXT)?.[0], 'engine text on the page').toBeUndefined();
}

/** The zh strings a tool's Page.astro passes its island: `pickResources('zh', 'tools', 'ui', slug)`. */
export const zhResources = (slug: NsEntry<'tools'>) => islandResources('zh', 'ui', slug);

/**
 * The hooks every case of a hostile test file needs. Before each: an empty localStorage, the console's noise
 * (each refusal logs its detail) kept out of the output, then `setUp` (the file's seams: its Worker, stubs,
 * mocks cleared). After each: the island unmounted, every stubbed global and spy undone.
 */
export function isolateCases(setUp?: () => void): void {
  beforeEach(() => {
    localStorage.clear();
    quietConsole();
    setUp?.();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** Console noise kept out of the test output; returns the spies. */
function quietConsole() {
  return {
    error: vi.spyOn(console, 'error').mockImplementation(() => {}),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => {}),
    info: vi.spyOn(console, 'info').mockImplementation(() => {}),
  };
}

/** Files given to a file input, as a picker hands them (Playwright's setInputFiles fires the same change). */
export function chooseFiles(input: HTMLElement, ...files: File[]): void {
  fireEvent.change(input, { target: { files } });
}

/** Types a whole new value into a field (Playwright's fill: one input event with the new value). */
export function fill(el: HTMLElement, value: string): void {
  fireEvent.change(el, { target: { value } });
}

/**
 * A paste of `text` on the element, focused first, as a browser's paste event before it inserts anything: a
 * synthetic event, so nothing is inserted by the browser itself; only the island's handlers act. Returns
 * whether the island cancelled it (took the paste over).
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

/**
 * A "reload": once the debounced save of `key` has reached localStorage (`stored` says when; waited for, never
 * slept), unmount and render the island again over the same storage.
 */
export async function reload(
  island: () => ReactElement,
  key: string,
  stored: (raw: string) => boolean,
): Promise<RenderResult> {
  await waitFor(() => expect(localStorage.getItem(key) ?? '', `the saved ${key}`).toSatisfy(stored));
  cleanup();
  return render(island());
}

/** The alert among the elements that describe `field` (aria-describedby): the message at that field. */
export function alertAt(field: HTMLElement): HTMLElement {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const alert = ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert');
  if (!alert) throw new Error(`no alert describes the field ${field.outerHTML.slice(0, 120)}`);
  return alert;
}

/** The list item (a queue row) whose text names `name`: the e2e sweep's `locator('li', { hasText: name })`. */
export function listItem(name: string): HTMLElement {
  const rows = [...document.querySelectorAll('li')].filter((li) => li.textContent?.includes(name));
  expect(rows, `one list item naming ${name}`).toHaveLength(1);
  return rows[0]!;
}

// ---------------------------------------------------------------------------------------------------------------
// Workers: the tool's handlers run in-process behind a FakeWorker, one `serve` (its own queue and replies) per
// instance, as each `new Worker(…)` is its own thread.

/** What `vi.stubGlobal('Worker', …)` takes here: a FakeWorker whose messages may name what they transfer. */
export type WorkerClass = new () => FakeWorker & {
  postMessage(message: WireRequest, transfer?: Transferable[]): void;
};

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

/**
 * A Worker class whose every instance serves `handlers` with the real `serve`: the tool's own handlers, or a
 * stand-in for a seam (a codec, qpdf) that counts what it is given. Messages cross as between threads.
 */
export function servingWorker<P extends Protocol<P>>(handlers: Handlers<P>): WorkerClass {
  return class ServingWorker extends FakeWorker {
    constructor() {
      super();
      this.scope.postMessage = (message: WireResponse, transfer?: Transferable[]) => {
        const copy = crossThread(message, transfer);
        setTimeout(() => {
          if (!this.terminated) this.onmessage?.({ data: copy } as MessageEvent<WireResponse>);
        }, 0);
      };
      serve<P>(handlers, this.scope);
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

const SERVE_MODULE = join(import.meta.dirname, '../../src/lib/worker/serve.ts');

/**
 * A Worker class running a tool's real worker module in-process: `load` imports it (e.g.
 * `() => import('./worker')`, once per test file, in `beforeAll`) while `serve` only records the handlers the
 * module gives it; every instance then serves them as {@link servingWorker} does.
 */
export async function inProcessWorker(load: () => Promise<unknown>): Promise<WorkerClass> {
  let captured: Handlers<never> | null = null;
  vi.doMock(SERVE_MODULE, async (importOriginal) => {
    const real = await importOriginal<typeof import('../../src/lib/worker/serve')>();
    return {
      ...real,
      serve: (handlers: Handlers<never>, scope?: WorkerScope) => {
        if (scope) real.serve(handlers, scope);
        else captured = handlers;
      },
    };
  });
  try {
    await load();
  } finally {
    vi.doUnmock(SERVE_MODULE);
  }
  // (Set by the mocked serve while `load` ran.)
  const handlers = captured as Handlers<never> | null;
  if (!handlers) throw new Error('the worker module did not call serve (was it imported before?)');
  return servingWorker(handlers);
}

/**
 * The Worker global, in every case, runs the tool's real worker module in-process (loaded once, before all
 * cases, by {@link inProcessWorker}); a worker created with a name in `byName` (`new Worker(url, { name })`)
 * runs that module instead. Undone by the hooks of {@link isolateCases}.
 */
export function stubWorker(load: () => Promise<unknown>, byName: Record<string, () => Promise<unknown>> = {}): void {
  let Workers: WorkerClass;
  beforeAll(async () => {
    const Other = await inProcessWorker(load);
    const Named: Record<string, WorkerClass> = {};
    for (const [name, loadNamed] of Object.entries(byName)) Named[name] = await inProcessWorker(loadNamed);
    Workers = class {
      constructor(_url: URL, options?: WorkerOptions) {
        const Chosen = (options?.name && Named[options.name]) || Other;
        return new Chosen();
      }
    } as unknown as WorkerClass;
  });
  beforeEach(() => vi.stubGlobal('Worker', Workers));
}

/** The network seam: every fetch fails as offline. Returns the spy (to assert that nothing was requested). */
export function stubOffline() {
  const fetchSpy = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.reject<Response>(new TypeError('offline')),
  );
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

// ---------------------------------------------------------------------------------------------------------------
// Canvas, fonts, the image decoder: happy-dom has none of them.

/** The font size in px of a CSS font shorthand (16 when none is given). */
function fontPx(font: string): number {
  const m = /(\d+(?:\.\d+)?)px/.exec(font);
  return m ? Number(m[1]) : 16;
}

/**
 * A 2D context: drawing calls do nothing, `measureText` gives each character the font size's width, pixel
 * reads give transparent pixels. Only what the tools' drawing code (and Konva's) calls.
 */
function fake2d(canvas: { width: number; height: number }): CanvasRenderingContext2D {
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
 * `convertToBlob` give an empty PNG blob. Undone by the hooks of {@link isolateCases}.
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

/**
 * The decoder seam: createImageBitmap. By default it fails as Chromium's does on bytes it cannot decode (a
 * damaged JPEG): every file that reaches it is one the tool should have refused or that is damaged; `decode`
 * gives it other answers. Returns the spy, to assert that files refused from their bytes never reach it.
 */
export function stubImageDecoder(
  decode: (source: unknown) => Promise<ImageBitmap> = () =>
    Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError')),
) {
  const spy = vi.fn((source: unknown, ..._rest: unknown[]) => decode(source));
  vi.stubGlobal('createImageBitmap', spy);
  return spy;
}

// ---------------------------------------------------------------------------------------------------------------
// Factories for `vi.mock`, which stays in the test file, hoisted above its imports: call them from an arrow
// function (`vi.mock(path, (importOriginal) => …)`), so that they are read when the module is first imported.

/**
 * `vi.mock('…/lib/fonts/load', (importOriginal) => fontsLoadAtOnce(importOriginal))`: every font the island asks for has "loaded" at once (happy-dom
 * loads no stylesheet and has no FontFaceSet).
 */
export async function fontsLoadAtOnce(importOriginal: () => Promise<unknown>) {
  const real = (await importOriginal()) as typeof import('../../src/lib/fonts/load');
  return { ...real, loadFont: () => Promise.resolve(true) };
}

/**
 * `vi.mock(path, (importOriginal) => spyThrough(importOriginal, 'name', spy))`: the real module with its export
 * `name` replaced by `spy` (made with `vi.hoisted`), which runs the real function — so that a case can assert
 * what reached it (a seam such as the image decoder, which a refused file must never reach).
 */
export async function spyThrough<F extends (...args: never[]) => unknown>(
  importOriginal: () => Promise<unknown>,
  name: string,
  spy: Mock<F>,
) {
  const real = (await importOriginal()) as Record<string, unknown>;
  spy.mockImplementation(real[name] as Parameters<Mock<F>['mockImplementation']>[0]);
  return { ...real, [name]: spy };
}
