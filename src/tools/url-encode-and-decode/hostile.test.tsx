// @vitest-environment happy-dom
/**
 * The hostile-input sweep for URL encode/decode (zh), on the real island with its real worker module running
 * in-process: empty input, and a cut UTF-8 sequence after 300,000 characters pasted to be decoded (too long to
 * convert while typing: the worker decodes it). The error is said under the input, the pasted text is the
 * input now (read-only, with its size); the input is kept after a reload.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  expectNoEngineText,
  fill,
  isolateCases,
  pasteText,
  reload,
  stubWorker,
  zhResources,
} from '../../../tests/component/hostile';
import { storageKey } from './storage';
import UrlEncodeDecode from './UrlEncodeDecode';

const PREVIOUS = '%E4%BD%A0 保留';

stubWorker(() => import('./worker'));
isolateCases();

const island = () => <UrlEncodeDecode locale="zh" resources={zhResources('url-encode-and-decode')} />;
const input = () => screen.getByLabelText<HTMLTextAreaElement>(/^待(编|解)码文本$/);
function putPrevious() {
  fireEvent.click(screen.getByRole('radio', { name: '解码' }));
  fill(input(), PREVIOUS);
  expect(input().value).toBe(PREVIOUS);
}

describe('url-encode-and-decode: hostile input (zh)', () => {
  it('empty input: no error', () => {
    render(island());
    putPrevious();
    fill(input(), '');
    expect(screen.queryByTestId('convert-error')).toBeNull();
    expectNoEngineText();
  });

  it('a cut UTF-8 sequence after 300,000 characters, pasted: the error under the input, the paste kept', async () => {
    render(island());
    putPrevious();
    const box = input();
    box.setSelectionRange(0, box.value.length);
    expect(pasteText(box, `${'a'.repeat(300_000)}%E4%B8`)).toBe(true);
    const error = await screen.findByTestId('convert-error', {}, { timeout: 10_000 });
    expect(error.querySelector('p')?.textContent).toBe(
      '第 300001 个字符处的“%E4%B8”是不完整的 UTF-8 字符：需要 3 个字节，实际只有 2 个。',
    );
    expect(screen.getByTestId('large-text-note').textContent).toContain('300,006');
    expectNoEngineText();
  });

  it('the input is kept after a reload', async () => {
    render(island());
    putPrevious();
    await reload(island, storageKey('input'), (raw) => raw === JSON.stringify(PREVIOUS));
    await waitFor(() => expect(input().value).toBe(PREVIOUS));
  });
});
