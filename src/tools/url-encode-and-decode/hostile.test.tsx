// @vitest-environment happy-dom
/**
 * The hostile-input sweep for URL encode/decode (zh), on the real island with its real worker module running
 * in-process: empty input, and a cut UTF-8 sequence after 300,000 characters pasted to be decoded (too long to
 * convert while typing: the worker decodes it). The error is said under the input, the pasted text is the
 * input now (read-only, with its size); the input is kept after a reload.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  expectNoEngineText,
  inProcessWorker,
  paste,
  type BlobFakeWorker,
} from '../../../tests/component/hostile-a-kit';
import { islandResources } from '../../../tests/component/kit';
import { storageKey } from './storage';
import UrlEncodeDecode from './UrlEncodeDecode';

const PREVIOUS = '%E4%BD%A0 保留';

let UrlWorker: typeof BlobFakeWorker;
beforeAll(async () => {
  UrlWorker = await inProcessWorker(() => import('./worker'));
});

const open = () =>
  render(<UrlEncodeDecode locale="zh" resources={islandResources('zh', 'ui', 'url-encode-and-decode')} />);
const input = () => screen.getByLabelText<HTMLTextAreaElement>(/^待(编|解)码文本$/);
function putPrevious() {
  fireEvent.click(screen.getByRole('radio', { name: '解码' }));
  fireEvent.change(input(), { target: { value: PREVIOUS } });
  expect(input().value).toBe(PREVIOUS);
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('Worker', UrlWorker);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('url-encode-and-decode: hostile input (zh)', () => {
  it('empty input: no error', () => {
    open();
    putPrevious();
    fireEvent.change(input(), { target: { value: '' } });
    expect(screen.queryByTestId('convert-error')).toBeNull();
    expectNoEngineText();
  });

  it('a cut UTF-8 sequence after 300,000 characters, pasted: the error under the input, the paste kept', async () => {
    open();
    putPrevious();
    const box = input();
    box.setSelectionRange(0, box.value.length);
    expect(paste(box, `${'a'.repeat(300_000)}%E4%B8`)).toBe(true);
    const error = await screen.findByTestId('convert-error', {}, { timeout: 10_000 });
    expect(error.querySelector('p')?.textContent).toBe(
      '第 300001 个字符处的“%E4%B8”是不完整的 UTF-8 字符：需要 3 个字节，实际只有 2 个。',
    );
    expect(screen.getByTestId('large-text-note').textContent).toContain('300,006');
    expectNoEngineText();
  });

  it('the input is kept after a reload', async () => {
    open();
    putPrevious();
    await waitFor(() => expect(localStorage.getItem(storageKey('input'))).toBe(JSON.stringify(PREVIOUS)));
    cleanup();
    open();
    await waitFor(() => expect(input().value).toBe(PREVIOUS));
  });
});
