import { describe, expect, it } from 'vitest';
import { WorkerClient } from '../../lib/worker';
import { FakeWorker } from '../../lib/worker/fake-worker';
import { serve } from '../../lib/worker/serve';
import { textPayload, type JsonProtocol } from './protocol';
import { Staging } from './staging';

describe('Staging', () => {
  it('joins the parts of a key in order, then forgets it and older keys', () => {
    const s = new Staging();
    s.add(1, 'old');
    s.add(2, 'ab');
    s.add(3, 'next');
    s.add(2, 'cd');
    expect(s.take(2)).toBe('abcd');
    expect(s.size).toBe(1);
    expect(s.take(2)).toBe('');
    expect(s.take(3)).toBe('next');
    expect(s.size).toBe(0);
  });
});

describe('textPayload', () => {
  const editorOf = (text: string, size: number) => ({
    length: () => text.length,
    getText: () => text,
    getChunks: () => Promise.resolve(text.match(new RegExp(`[^]{1,${size}}`, 'g')) ?? []),
  });

  it('sends small texts whole and stages large ones in parts that the worker joins', async () => {
    const w = new FakeWorker();
    const staging = new Staging();
    const parts: string[] = [];
    // The worker's handlers, as worker.ts wires them (validate reports the text it received).
    serve<Pick<JsonProtocol, 'stage'> & { echo: JsonProtocol['stage'] }>(
      {
        stage: ({ key, part }) => {
          parts.push(part);
          staging.add(key, part);
          return null;
        },
        echo: ({ key }) => {
          parts.push(`=${staging.take(key)}`);
          return null;
        },
      },
      w.scope,
    );
    const client = new WorkerClient<JsonProtocol>(() => w as unknown as Worker);
    expect(await textPayload(client, editorOf('[1]', 2), 10)).toBe('[1]');
    expect(w.sent).toHaveLength(0);
    const text = '["' + 'x'.repeat(20) + '"]';
    const payload = await textPayload(client, editorOf(text, 3), 10);
    if (typeof payload !== 'object' || payload instanceof Uint16Array) throw new Error('not staged');
    await (client as unknown as WorkerClient<{ echo: JsonProtocol['stage'] }>).request('echo', {
      key: payload.staged,
      part: '',
    });
    expect(parts.slice(0, -1).join('')).toBe(text);
    expect(parts.length).toBe(Math.ceil(text.length / 3) + 1);
    expect(parts.at(-1)).toBe(`=${text}`);
  });
});
