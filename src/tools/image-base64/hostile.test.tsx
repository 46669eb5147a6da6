// @vitest-environment happy-dom
/**
 * The hostile-input sweep for image ↔ Base64 (zh), on the real island with its real handlers in an
 * in-process worker. The encoder refuses a 0-byte .png, a PDF named .png and 50 MB of random bytes from
 * their first bytes — none of them reaches the worker's encoder; the decoder refuses a PDF and a 0-byte file
 * opened as text. Each message is at its place, and the decoder's text (what the tool keeps) stays, also
 * after a reload.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WireRequest } from '../../lib/worker/protocol';
import {
  chooseFiles,
  expectNoEngineText,
  fill,
  isolateCases,
  reload,
  servingWorker,
  zhResources,
} from '../../../tests/component/hostile';
import { badFiles, ONE_PIXEL_PNG } from '../../../tests/component/kit';
import { handlers } from './handlers';
import ImageBase64 from './ImageBase64';
import type { ImageBase64Protocol } from './protocol';

const PREVIOUS = `data:image/png;base64,${Buffer.from(ONE_PIXEL_PNG).toString('base64')}`;
const INPUT_KEY = 'image-base64:decode-input';
const KEPT = '你的输入已原样保留，修改后图片会自动更新。';

/** Every task the island gave a worker, in order. */
const tasks: string[] = [];
class RecordingWorker extends servingWorker<ImageBase64Protocol>(handlers) {
  override postMessage(message: WireRequest, transfer?: Transferable[]): void {
    tasks.push(message.type);
    super.postMessage(message, transfer);
  }
}
/** How many tasks had been given when the previous input was in place. */
let given = 0;
const tasksSince = () => tasks.slice(given);

isolateCases(() => {
  tasks.length = 0;
  vi.stubGlobal('Worker', RecordingWorker);
});

const island = () => <ImageBase64 locale="zh" resources={zhResources('image-base64')} />;
const decoderBox = () => {
  fireEvent.click(screen.getByRole('tab', { name: 'Base64 → 图片' }));
  return screen.getByLabelText<HTMLTextAreaElement>('Base64 或 Data URI');
};
/** The decoder's previous text, decoded (a 1×1 PNG). */
async function putPrevious() {
  fill(decoderBox(), PREVIOUS);
  expect((await screen.findByTestId('detected-type')).textContent).toBe('PNG (image/png)');
  given = tasks.length;
}
async function checkPrevious() {
  expect(decoderBox().value).toBe(PREVIOUS);
}

describe('image-base64: hostile input (zh)', () => {
  it('empty decoder input: no error', () => {
    render(island());
    fill(decoderBox(), '');
    expect(screen.queryByTestId('decode-error')).toBeNull();
    expectNoEngineText();
  });

  it.each([
    [
      'a 0-byte .png',
      () => badFiles.empty('empty.png', 'image/png'),
      '“empty.png”是空文件（0 字节），没有可编码的内容。',
    ],
    [
      'a PDF named .png',
      () => badFiles.pdf('scan.png', 'image/png'),
      '“scan.png”不是图片：无论文件名怎么写，它的内容是 PDF 文件（检测结果：PDF）。未进行编码。',
    ],
    [
      '50 MB of random bytes',
      () => badFiles.random(),
      '“random.pdf”不是图片：无论文件名怎么写，它的内容都不是本工具能识别的格式（PNG、JPEG、GIF、WebP、SVG、AVIF、ICO、BMP、TIFF 或 HEIC）（检测结果：未知数据）。未进行编码。',
    ],
  ])('the encoder refuses %s before encoding; the decoder text stays', async (_, file, message) => {
    render(island());
    await putPrevious();
    fireEvent.click(screen.getByRole('tab', { name: '图片 → Base64' }));
    chooseFiles(screen.getByLabelText('选择要编码的图片'), file());
    expect((await screen.findByTestId('encode-error')).textContent).toBe(message);
    expect(tasksSince()).not.toContain('encode');
    expectNoEngineText();
    await checkPrevious();
  });

  it.each([
    [
      'a PDF opened as Base64 text',
      () => badFiles.pdf(),
      '“plain.pdf”是 PDF 文件，不是 Base64 文本。请打开包含 Base64 或 Data URI 的文本文件。输入框内容保持不变。',
    ],
    ['a 0-byte .txt', () => badFiles.empty(), '“empty.txt”是空文件（0 字节），里面没有 Base64。输入框内容保持不变。'],
  ])('the decoder refuses %s; its text stays', async (_, file, message) => {
    render(island());
    await putPrevious();
    chooseFiles(screen.getByLabelText('打开文本文件'), file());
    // The message, then the note that the input is as it was.
    expect((await screen.findByTestId('decode-error')).textContent).toBe(`${message}${KEPT}`);
    expect(tasksSince()).not.toContain('decode');
    expectNoEngineText();
    await checkPrevious();
  });

  it('the decoder text is kept after a reload', async () => {
    render(island());
    await putPrevious();
    await reload(island, INPUT_KEY, (raw) => raw === JSON.stringify(PREVIOUS));
    await waitFor(checkPrevious);
  });
});
