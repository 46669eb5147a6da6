// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IslandI18n } from '../../i18n/island';
import { PERSIST_LIMIT, STORE } from './inputs';
import en from './locales/en.json';
import { useDiffInputs } from './useDiffInputs';

const wrapper = ({ children }: { children: ReactNode }) => (
  <IslandI18n locale="en" resources={{ tools: { 'text-diff': en } }}>
    {children}
  </IslandI18n>
);
const render = () => renderHook(() => useDiffInputs(), { wrapper });
/** The debounce of text writes. */
const settle = () => act(() => vi.advanceTimersByTime(500));

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useDiffInputs', () => {
  it('saves and restores both texts and the file names', async () => {
    const first = render();
    act(() => first.result.current.setText('old', 'old'));
    act(() => first.result.current.setText('new', 'new'));
    await act(() => first.result.current.loadFile('new', new File(['from a file\n'], 'b.txt')));
    settle();
    expect(first.result.current.saveProblem).toBeNull();
    first.unmount();
    expect([localStorage.getItem(STORE.oldText), localStorage.getItem(STORE.newText)]).toEqual([
      '"old"',
      '"from a file\\n"',
    ]);
    const { result } = render();
    expect(result.current.loaded).toBe(true);
    expect([result.current.oldText, result.current.newText, result.current.names]).toEqual([
      'old',
      'from a file\n',
      { oldName: 'original.txt', newName: 'b.txt' },
    ]);
  });

  it('reads texts saved by the first version (raw, not JSON), and saves them as JSON', () => {
    localStorage.setItem(STORE.oldText, '{\n  "a": 1\n}\n');
    localStorage.setItem(STORE.newText, '');
    localStorage.setItem(STORE.names, JSON.stringify({ oldName: 'a.json', newName: 'b.json' }));
    const warn = vi.spyOn(console, 'warn');
    const { result } = render();
    expect([result.current.oldText, result.current.newText]).toEqual(['{\n  "a": 1\n}\n', '']);
    expect(result.current.names).toEqual({ oldName: 'a.json', newName: 'b.json' });
    // Written again in today's format with the next save.
    settle();
    expect(localStorage.getItem(STORE.oldText)).toBe('"{\\n  \\"a\\": 1\\n}\\n"');
    expect(localStorage.getItem(STORE.newText)).toBe('""');
    expect(warn).not.toHaveBeenCalled();
  });

  it('skips texts over ~1 MB together and forgets older saved ones', () => {
    const { result } = render();
    act(() => result.current.setText('old', 'small'));
    act(() => result.current.setText('new', 'small'));
    settle();
    expect(localStorage.getItem(STORE.oldText)).toBe('"small"');
    const big = 'x'.repeat(PERSIST_LIMIT / 2 + 1);
    act(() => result.current.setText('old', big));
    act(() => result.current.setText('new', big));
    settle();
    expect(result.current.saveProblem).toBe('tooLarge');
    expect([localStorage.getItem(STORE.oldText), localStorage.getItem(STORE.newText)]).toEqual([null, null]);
    // Either text alone is small enough; together they are not, so growing one side drops both.
    act(() => result.current.setText('new', 'small'));
    settle();
    expect(result.current.saveProblem).toBeNull();
    expect(localStorage.getItem(STORE.oldText)).toBe(JSON.stringify(big));
    act(() => result.current.setText('new', big));
    settle();
    expect(result.current.saveProblem).toBe('tooLarge');
    expect(localStorage.getItem(STORE.oldText)).toBeNull();
  });

  it('reports a full storage instead of throwing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = render();
    const full = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    act(() => result.current.setText('old', 'y'.repeat(80)));
    settle();
    expect(result.current.saveProblem).toBe('failed');
    expect(result.current.oldText).toBe('y'.repeat(80));
    full.mockRestore();
  });

  it('starts empty with default names when nothing (or junk) was saved', () => {
    const empty = render();
    expect([empty.result.current.oldText, empty.result.current.newText, empty.result.current.names]).toEqual([
      '',
      '',
      { oldName: 'original.txt', newName: 'changed.txt' },
    ]);
    empty.unmount();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(STORE.names, '{not json');
    expect(render().result.current.names.oldName).toBe('original.txt');
  });

  it('text that reached a box before the saved texts were read wins over them', () => {
    localStorage.setItem(STORE.oldText, JSON.stringify('saved'));
    localStorage.setItem(STORE.newText, JSON.stringify('saved too'));
    // LargeTextarea reports text typed before hydration from its layout effect, before the saved texts load.
    const { result } = renderHook(
      () => {
        const inputs = useDiffInputs();
        // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount, as LargeTextarea does
        useLayoutEffect(() => inputs.setText('old', 'typed early'), []);
        return inputs;
      },
      { wrapper },
    );
    expect([result.current.oldText, result.current.newText]).toEqual(['typed early', 'saved too']);
    settle();
    expect(localStorage.getItem(STORE.oldText)).toBe('"typed early"');
  });

  it('a binary file is refused at its side, with its name; the text there stays', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = render();
    act(() => result.current.setText('old', 'kept'));
    await act(() => result.current.loadFile('old', new File([new Uint8Array([137, 80, 78, 71, 0, 0])], 'image.png')));
    expect(result.current.fileError).toEqual({
      old: 'image.png looks like a binary file, not text. Choose a text file.',
      new: '',
    });
    expect(result.current.oldText).toBe('kept');
    act(() => result.current.swap());
    expect([result.current.oldText, result.current.newText]).toEqual(['', 'kept']);
    expect(result.current.fileError.new).toContain('image.png');
    act(() => result.current.clear('new'));
    expect([result.current.newText, result.current.fileError.new]).toEqual(['', '']);
  });

  it('a PDF, a Latin-1 file and an empty file are refused with what they are; the text stays', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = render();
    act(() => result.current.setText('new', 'kept'));
    const pdf = new File(['%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'], 'report.txt', { type: 'text/plain' });
    await act(() => result.current.loadFile('new', pdf));
    expect(result.current.fileError.new).toBe(
      'report.txt is a PDF document, not text, so it was not loaded. Choose a text file.',
    );
    await act(() => result.current.loadFile('new', new File([new Uint8Array([0x63, 0x61, 0x66, 0xe9])], 'latin1.txt')));
    expect(result.current.fileError.new).toBe(
      'latin1.txt is not UTF-8 text (it contains bytes that are not valid UTF-8), so it was not loaded. Save it as UTF-8 and try again.',
    );
    await act(() => result.current.loadFile('new', new File([], 'empty.txt')));
    expect(result.current.fileError.new).toBe(
      'empty.txt is empty (0 bytes); nothing was loaded, the text here is unchanged.',
    );
    expect([result.current.newText, result.current.names.newName]).toEqual(['kept', 'changed.txt']);
    // A text file with a byte order mark loads, without the mark, and clears the message.
    await act(() => result.current.loadFile('new', new File([new Uint8Array([0xef, 0xbb, 0xbf, 0x61])], 'ok.txt')));
    expect([result.current.newText, result.current.fileError.new]).toEqual(['a', '']);
  });
});
