import { describe, expect, it } from 'vitest';
import { ask, whenUpdateWaits } from './sw-client';

/** A registration whose worker states the test drives. */
function fakeRegistration(waiting: object | null = null) {
  const reg = Object.assign(new EventTarget(), {
    waiting,
    installing: null as (EventTarget & { state: string }) | null,
  });
  const install = () => {
    const w = Object.assign(new EventTarget(), { state: 'installing' });
    reg.installing = w;
    reg.dispatchEvent(new Event('updatefound'));
    return {
      installed: () => {
        w.state = 'installed';
        reg.waiting = w;
        w.dispatchEvent(new Event('statechange'));
      },
    };
  };
  return { reg: reg as unknown as ServiceWorkerRegistration, install };
}

describe('whenUpdateWaits', () => {
  it('tells once when a new worker is installed while the page has a controller', () => {
    const { reg, install } = fakeRegistration();
    const told: unknown[] = [];
    whenUpdateWaits(
      reg,
      () => true,
      (w) => told.push(w),
    );
    expect(told).toEqual([]);
    install().installed();
    expect(told).toHaveLength(1);
    install().installed();
    expect(told).toHaveLength(1);
  });

  it('tells at once about a worker already waiting', () => {
    const waiting = { id: 'w' };
    const { reg } = fakeRegistration(waiting);
    const told: unknown[] = [];
    whenUpdateWaits(
      reg,
      () => true,
      (w) => told.push(w),
    );
    expect(told).toEqual([waiting]);
  });

  it('says nothing about the first worker of a page no worker controls (nothing to update)', () => {
    const { reg, install } = fakeRegistration();
    const told: unknown[] = [];
    whenUpdateWaits(
      reg,
      () => false,
      (w) => told.push(w),
    );
    install().installed();
    expect(told).toEqual([]);
  });
});

describe('ask', () => {
  /** A worker that answers on the port with `replies`. */
  const worker = (replies: object[]) =>
    ({
      postMessage: (_msg: unknown, [port]: MessagePort[]) => {
        for (const r of replies) port!.postMessage(r);
      },
    }) as unknown as ServiceWorker;

  it('passes progress on and resolves with the last reply', async () => {
    const seen: unknown[] = [];
    const done = await ask(
      worker([{ type: 'progress', done: 1, total: 2 }, { type: 'progress', done: 2, total: 2 }, { type: 'done' }]),
      { type: 'keep', id: 'x' },
      (p) => seen.push(p),
    );
    expect(done).toEqual({ type: 'done' });
    expect(seen).toEqual([
      { type: 'progress', done: 1, total: 2 },
      { type: 'progress', done: 2, total: 2 },
    ]);
  });

  it('rejects with the worker’s error', async () => {
    await expect(
      ask(worker([{ type: 'error', code: 'update', message: 'newer' }]), { type: 'keep' }),
    ).rejects.toMatchObject({
      detail: { code: 'update' },
    });
  });
});
