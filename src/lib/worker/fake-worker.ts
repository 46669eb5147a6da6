/**
 * An in-process stand-in for a Web Worker, for tests: messages go through structuredClone and a macrotask,
 * as they do between threads, to a scope that `serve` (or a test) drives. Not shipped.
 */
import type { WireRequest, WireResponse } from './protocol';
import type { WorkerScope } from './serve';

export class FakeWorker {
  onmessage: ((event: MessageEvent<WireResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  terminated = false;
  /** Every request the island sent, in order. */
  readonly sent: WireRequest[] = [];
  /** The worker side: pass it to `serve`, or answer by hand with `scope.postMessage`. */
  readonly scope: WorkerScope;

  constructor() {
    this.scope = {
      onmessage: null,
      postMessage: (message: WireResponse) => {
        const copy = structuredClone(message);
        setTimeout(() => {
          if (!this.terminated) this.onmessage?.({ data: copy } as MessageEvent<WireResponse>);
        }, 0);
      },
    };
  }

  postMessage(message: WireRequest): void {
    if (this.terminated) return;
    const copy = structuredClone(message);
    this.sent.push(copy);
    setTimeout(() => {
      if (!this.terminated) this.scope.onmessage?.({ data: copy } as MessageEvent<WireRequest>);
    }, 0);
  }

  terminate(): void {
    this.terminated = true;
  }

  /** What a crash or a failed script load looks like from the island's side. */
  fail(message: string): void {
    this.onerror?.({ message, preventDefault() {} } as ErrorEvent);
  }

  /** As the real worker announces itself when `serve` runs. */
  announceReady(): void {
    this.scope.postMessage({ kind: 'ready' });
  }
}

export const tick = () => new Promise((r) => setTimeout(r, 0));
