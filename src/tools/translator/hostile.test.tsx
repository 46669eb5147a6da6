// @vitest-environment happy-dom
/**
 * The hostile-input sweep for translator (was its e2e row): the real island in zh. The text to translate is
 * kept across reloads; the image tab refuses what is not an image, and the image bombs of tests/component/bombs.ts
 * from their header's size, before any decode or OCR. Stubbed seams:
 * createImageBitmap under the image decoder (happy-dom has none; this one fails as Chromium's does on a
 * damaged JPEG) and the OCR client (tesseract.js), which no refused file may reach.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  chooseFiles,
  expectNoEngineText,
  fill,
  isolateCases,
  reload,
  spyThrough,
  stubImageDecoder,
  zhResources,
} from '../../../tests/component/hostile';
import { BOMB_ROWS, zhTooLarge } from '../../../tests/component/bombs';
import { badFiles } from '../../../tests/component/kit';
import Translator from './Translator';

const decodeImage = vi.hoisted(() => vi.fn<(blob: Blob) => Promise<ImageBitmap>>());
vi.mock('../../lib/image/decode', (importOriginal) => spyThrough(importOriginal, 'decodeImage', decodeImage));
const readText = vi.hoisted(() => vi.fn(() => Promise.reject(new Error('no OCR in tests'))));
vi.mock('../../lib/ocr/client', () => ({ readText }));

const PREVIOUS = '保留这段要翻译的文字';
const NOT_IMAGE = (name: string) => `未添加“${name}”：这里不接受这种文件（可用格式：PNG, JPG, WEBP, GIF, BMP, AVIF）。`;
const island = () => (
  <Translator locale="zh" resources={zhResources('translator')} documentHref="/document-translator" />
);
const source = () => screen.getByTestId('source-text') as HTMLTextAreaElement;

// The image tab is a lazy chunk: loaded once here, so that opening it is not a module load in each case.
beforeAll(() => import('./ImageTab'));
let createBitmap: ReturnType<typeof stubImageDecoder>;
isolateCases(() => {
  createBitmap = stubImageDecoder();
  decodeImage.mockClear();
  readText.mockClear();
});

function start() {
  render(island());
  fireEvent.click(screen.getByRole('tab', { name: '文本' }));
  fill(source(), PREVIOUS);
  expect(source().value).toBe(PREVIOUS);
}

/** Opens the image tab (mounted on first opening) and gives its picker `file`. */
async function giveImage(file: File) {
  fireEvent.click(screen.getByRole('tab', { name: '图片' }));
  chooseFiles(await screen.findByLabelText('选择图片', {}, { timeout: 15_000 }), file);
}

describe('translator: hostile input (zh)', () => {
  it('empty input: nothing to translate, no error', () => {
    start();
    fill(source(), '');
    expect((screen.getByRole('button', { name: '翻译' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expectNoEngineText();
  });

  it.each([
    ['a 0-byte file', () => badFiles.empty()],
    ['50 MB of random bytes', () => badFiles.random()],
  ])('%s as the image: refused by type, never decoded nor read by OCR; the text kept', async (_name, file) => {
    start();
    const f = file();
    await giveImage(f);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(NOT_IMAGE(f.name))).toBeTruthy();
    expect(decodeImage).not.toHaveBeenCalled();
    expect(readText).not.toHaveBeenCalled();
    expect(source().value).toBe(PREVIOUS);
    expectNoEngineText();
  });

  it.each(BOMB_ROWS)(
    'image bomb %s: refused from its header with its size and the limit, never decoded nor read by OCR',
    async (_name, bomb) => {
      start();
      await giveImage(bomb.file());
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(zhTooLarge(bomb));
      expect(decodeImage).not.toHaveBeenCalled();
      expect(createBitmap).not.toHaveBeenCalled();
      expect(readText).not.toHaveBeenCalled();
      expect(source().value).toBe(PREVIOUS);
      expectNoEngineText();
    },
  );

  it('a damaged JPEG (no frame header): refused from its bytes before any decode or OCR; the text kept', async () => {
    start();
    await giveImage(badFiles.damagedJpeg());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('“damaged.jpg”这个图片文件不完整或已损坏，无法读取。');
    expect(decodeImage).not.toHaveBeenCalled();
    expect(readText).not.toHaveBeenCalled();
    expect(source().value).toBe(PREVIOUS);
    expectNoEngineText();
  });

  it('300,000 characters: counted and kept', async () => {
    start();
    const long = '长'.repeat(300_000);
    fill(source(), long);
    expect(await screen.findByText(/300,000 个字符/)).toBeTruthy();
    expect(source().value).toBe(long);
    expectNoEngineText();
  });

  it('the text is kept after a reload', async () => {
    start();
    await reload(island, 'translator:text', (raw) => raw === JSON.stringify(PREVIOUS));
    await waitFor(() => expect(source().value).toBe(PREVIOUS));
  });
});
