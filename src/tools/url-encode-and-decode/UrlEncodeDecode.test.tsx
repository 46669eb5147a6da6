// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import sharedEn from '../../../locales/en/tools.json';
import en from './locales/en.json';
import UrlEncodeDecode from './UrlEncodeDecode';

const resources = { tools: { ui: sharedEn.ui, 'url-encode-and-decode': en } };
const open = () => render(<UrlEncodeDecode locale="en" resources={resources} />);

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('UrlEncodeDecode', () => {
  it('loads saved input under the keys of earlier versions', async () => {
    localStorage.setItem('url-encode-and-decode:input', JSON.stringify('%E4%B8%AD'));
    localStorage.setItem('url-encode-and-decode:direction', JSON.stringify('decode'));
    open();
    expect(await screen.findByLabelText('Text to decode')).toHaveProperty('value', '%E4%B8%AD');
    expect(screen.getByLabelText('Decoded result')).toHaveProperty('value', '中');
  });

  it('says when the input could not be saved', async () => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: (k: string) => items.delete(k),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    open();
    fireEvent.change(screen.getByLabelText('Text to encode'), { target: { value: 'a b' } });
    expect(await screen.findByTestId('save-notice', {}, { timeout: 3000 })).toHaveProperty(
      'textContent',
      en.saveFailed,
    );
    expect(screen.getByLabelText('Encoded result')).toHaveProperty('value', 'a%20b');
  });

  it('a huge input: says it is too large to keep, and a worker that cannot start is reported where the result goes', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('workers are blocked');
        }
      },
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('url-encode-and-decode:input', JSON.stringify('old text'));
    open();
    const input = await screen.findByLabelText('Text to encode');
    await waitFor(() => expect(input).toHaveProperty('value', 'old text'));
    const huge = 'x'.repeat(1_000_001);
    fireEvent.change(input, { target: { value: huge } });
    expect(await screen.findByTestId('worker-error', {}, { timeout: 3000 })).toHaveProperty(
      'textContent',
      sharedEn.ui.worker.load,
    );
    expect(await screen.findByTestId('save-notice', {}, { timeout: 3000 })).toHaveProperty(
      'textContent',
      en.saveTooLarge,
    );
    expect(input).toHaveProperty('value', huge);
    // The older copy is gone: a reload must not bring back text the user replaced.
    expect(localStorage.getItem('url-encode-and-decode:input')).toBeNull();
  });
});
