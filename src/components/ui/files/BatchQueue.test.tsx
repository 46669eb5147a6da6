// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-i18n';
import { BatchQueue } from './BatchQueue';
import { queuedItem, useBatchQueue, type BatchItem, type BatchQueue as Queue } from './useBatchQueue';

let saved: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  saved = [];
  // Capture downloads: the blob given to createObjectURL and the name on the clicked link.
  let last: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    last = b as Blob;
    return 'blob:test';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: last! });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const file = (name: string, text = name) => new File([text], name, { type: 'image/png' });

let queue: Queue<BatchItem>;
function Harness({ onRetry = () => {} }: { onRetry?: (key: number) => void }) {
  queue = useBatchQueue(queuedItem);
  return (
    <BatchQueue
      items={queue.items}
      heading="Files"
      zipName="compressed.zip"
      onRetry={onRetry}
      onRemove={queue.remove}
      onClear={queue.clear}
    />
  );
}

const row = (name: string) => screen.getAllByRole('listitem').find((li) => li.textContent?.includes(name))!;

describe('BatchQueue', () => {
  it('shows each file with its status, progress, error with retry, and result with download', () => {
    const onRetry = vi.fn();
    renderWithI18n(<Harness onRetry={onRetry} />);
    let keys: number[] = [];
    act(() => {
      keys = queue.add([file('a.png'), file('b.png'), file('c.png'), file('d.png')]).map((e) => e.key);
    });
    act(() => {
      queue.update(keys[1]!, { status: 'working', progress: 0.5 });
      queue.update(keys[2]!, { status: 'error', error: 'decode failed' });
      queue.update(keys[3]!, { status: 'done', output: new Blob(['out']), outputName: 'd-compressed.webp' });
    });
    expect(within(row('a.png')).getByRole('status').textContent).toBe('Waiting…');
    expect(within(row('b.png')).getByRole('status').textContent).toBe('Working…');
    expect(
      within(row('b.png')).getByRole('progressbar', { name: 'Progress for b.png' }).getAttribute('aria-valuenow'),
    ).toBe('50');
    expect(within(row('c.png')).getByRole('status').textContent).toBe('Failed');
    expect(row('c.png').textContent).toContain('Details: decode failed');
    expect(row('d.png').getAttribute('data-status')).toBe('done');

    fireEvent.click(screen.getByRole('button', { name: 'Retry c.png' }));
    expect(onRetry).toHaveBeenCalledWith(keys[2]);
    expect(screen.queryByRole('button', { name: 'Retry a.png' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Download d-compressed.webp' }));
    expect(saved.map((s) => s.name)).toEqual(['d-compressed.webp']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    // A late reply for a removed file changes nothing.
    act(() => queue.update(keys[0]!, { status: 'done' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Clear list' }));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('downloads all results as one zip with unique names', async () => {
    renderWithI18n(<Harness />, 'zh');
    act(() => {
      const [a, b, c] = queue.add([file('照片.png'), file('照片.png'), file('x.png')]);
      queue.update(a!.key, { status: 'done', output: new Blob(['one']), outputName: '照片-compressed.webp' });
      queue.update(b!.key, { status: 'done', output: new Blob(['two']), outputName: '照片-compressed.webp' });
      queue.update(c!.key, { status: 'working' });
    });
    fireEvent.click(screen.getByRole('button', { name: '全部下载（2）' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('compressed.zip');
    expect(saved[0]!.blob.type).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(await saved[0]!.blob.arrayBuffer()));
    expect(Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, strFromU8(v)]))).toEqual({
      '照片-compressed.webp': 'one',
      '照片-compressed (2).webp': 'two',
    });
  });

  it('has "Download all" disabled while nothing is done', () => {
    renderWithI18n(<Harness />);
    act(() => void queue.add([file('a.png')]));
    expect((screen.getByRole('button', { name: 'Download all (0)' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
