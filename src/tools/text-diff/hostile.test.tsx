// @vitest-environment happy-dom
/**
 * The hostile-input sweep for the text diff (zh), on the real island with its real diff handlers in an
 * in-process worker: empty text, a 0-byte file, a PNG, 50 MB of random bytes and a 2,000,000-character paste
 * into the original. Each refused file gets its translated message under the original's box and leaves the
 * text there as it was; the paste becomes the text (read-only preview with its size). The text is kept after
 * a reload.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  chooseFiles,
  expectNoEngineText,
  fill,
  isolateCases,
  pasteText,
  reload,
  servingWorker,
  zhResources,
} from '../../../tests/component/hostile';
import { badFiles } from '../../../tests/component/kit';
import { diffHandlers } from './handlers';
import { STORE } from './inputs';
import type { DiffProtocol } from './protocol';
import TextDiff from './TextDiff';

const PREVIOUS = '原来的文本\n第二行';

isolateCases(() => vi.stubGlobal('Worker', servingWorker<DiffProtocol>(diffHandlers)));

const island = () => <TextDiff locale="zh" resources={zhResources('text-diff')} />;
const oldPane = () => document.querySelector<HTMLElement>('[data-side=old]')!;
const oldBox = () => within(oldPane()).getByRole<HTMLTextAreaElement>('textbox');
const oldFile = () => screen.getByLabelText('打开文件作为原文');

/** Types the previous text into the original's box and checks it is there. */
function putPrevious() {
  fill(oldBox(), PREVIOUS);
  expect(oldBox().value).toBe(PREVIOUS);
}
/** The message under the original's box (it describes the box). */
async function oldAlert(): Promise<string> {
  return (await within(oldPane()).findByRole('alert')).textContent ?? '';
}

describe('text-diff: hostile input (zh)', () => {
  it('empty text: no error', () => {
    render(island());
    fill(oldBox(), '');
    expect(within(oldPane()).queryByRole('alert')).toBeNull();
    expectNoEngineText();
  });

  it.each([
    ['a 0-byte file', () => badFiles.empty(), 'empty.txt 是空文件（0 字节），未载入任何内容，这里的文本保持不变。'],
    ['a PNG opened as text', () => badFiles.png(), 'picture.png 是 PNG 图片，不是文本，因此未载入。请选择文本文件。'],
    ['50 MB of random bytes', () => badFiles.random(), 'random.pdf 看起来是二进制文件而不是文本，请选择文本文件。'],
  ])('%s: refused under the original, the text kept', async (_, file, message) => {
    render(island());
    putPrevious();
    chooseFiles(oldFile(), file());
    expect(await oldAlert()).toBe(message);
    expect(oldBox().getAttribute('aria-invalid')).toBe('true');
    expect(oldBox().value).toBe(PREVIOUS);
    expectNoEngineText();
  });

  it('a 2,000,000-character line pasted: it is the text now, shown read-only with its size', async () => {
    render(island());
    putPrevious();
    const box = oldBox();
    box.setSelectionRange(0, box.value.length);
    expect(pasteText(box, '长行 long '.repeat(250_000))).toBe(true);
    const note = await within(oldPane()).findByTestId('large-text-note');
    expect(note.textContent).toContain('2,000,000');
    expect(oldBox().readOnly).toBe(true);
    expect(within(oldPane()).queryByRole('alert')).toBeNull();
    expectNoEngineText();
  });

  it('the text is kept after a reload', async () => {
    render(island());
    putPrevious();
    await reload(island, STORE.oldText, (raw) => raw === JSON.stringify(PREVIOUS));
    await waitFor(() => expect(oldBox().value).toBe(PREVIOUS));
  });
});
