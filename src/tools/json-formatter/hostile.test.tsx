// @vitest-environment happy-dom
/**
 * The hostile-input sweep for the JSON formatter (zh), on the real island with its real worker module running
 * in-process: formatting empty input, and opening a 0-byte file, a PNG and 50 MB of random bytes. Each gets
 * its translated message under the input, which is left as it was, and kept after a reload. (A million nested
 * brackets pasted into CodeMirror stays in tests/e2e/hostile-input.spec.ts: only a browser lays out the editor.)
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  chooseFiles,
  expectNoEngineText,
  isolateCases,
  reload,
  stubWorker,
  zhResources,
} from '../../../tests/component/hostile';
import { badFiles } from '../../../tests/component/kit';
import JsonFormatter from './JsonFormatter';
import { INPUT_KEY } from './settings';

const PREVIOUS = '{"保留": [1, 2, 3]}';

stubWorker(() => import('./worker'));
isolateCases();

const island = () => <JsonFormatter locale="zh" resources={zhResources('json-formatter')} />;
/** The input as typed before the editor loads (the plain box the page starts with). */
const plainInput = () => document.querySelector<HTMLTextAreaElement>('[data-editor="plain"]')!;
function putPrevious() {
  const box = plainInput();
  box.value = PREVIOUS;
  fireEvent.input(box);
}
/** The input's text: the plain box, or the editor's lines once CodeMirror has taken over. */
function inputText(): string {
  const plain = document.querySelector<HTMLTextAreaElement>('[data-editor="plain"]');
  if (plain) return plain.value;
  return [...document.querySelectorAll('[data-editor="input"] .cm-line')].map((l) => l.textContent).join('\n');
}

describe('json-formatter: hostile input (zh)', () => {
  it('formatting empty input: the error under the input', async () => {
    render(island());
    fireEvent.click(screen.getByRole('button', { name: '格式化' }));
    const error = await screen.findByTestId('json-error', {}, { timeout: 10_000 });
    expect(error.querySelector('span')?.textContent).toBe('✗ 第 1 行第 1 列：输入为空');
    expectNoEngineText();
  });

  it.each([
    ['a 0-byte file', () => badFiles.empty(), 'empty.txt 是空文件（0 字节），没有可读取的 JSON。你的输入未改变。'],
    ['a PNG', () => badFiles.png(), 'picture.png 是 PNG 文件（70 字节），不是文本或 JSON。你的输入未改变。'],
    [
      '50 MB of random bytes',
      () => badFiles.random(),
      'random.pdf（52,428,800 字节）包含二进制数据，不是文本或 JSON。你的输入未改变。',
    ],
  ])('%s: refused under the input, which stays', async (_, file, message) => {
    render(island());
    putPrevious();
    chooseFiles(screen.getByLabelText('打开文件'), file());
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.dataset.testid).toBe('json-notice');
    expect(alert.textContent).toBe(message);
    expect(inputText()).toBe(PREVIOUS);
    expectNoEngineText();
  });

  it('the input is kept after a reload', async () => {
    render(island());
    putPrevious();
    await reload(island, INPUT_KEY, (raw) => raw === JSON.stringify(PREVIOUS));
    await waitFor(() => expect(inputText()).toBe(PREVIOUS));
  });
});
