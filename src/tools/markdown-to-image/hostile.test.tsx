// @vitest-environment happy-dom
/**
 * The hostile-input sweep for markdown-to-image (was its e2e row): the real island in zh, its real worker
 * handlers in-process (the nesting check and the renderer run for real). Stubbed seam: the preview's web fonts
 * (happy-dom loads no stylesheet). A refused image file never becomes an object URL; files that pass the type
 * filter (a 0-byte .png, a PDF or a cut PNG named .png, the image bombs of tests/component/bombs.ts) are refused
 * from their bytes with their reason, never decoded (createImageBitmap, the decode seam, is a counting stand-in).
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
  stubImageDecoder,
  stubWorker,
  zhResources,
} from '../../../tests/component/hostile';
import { BOMB_ROWS, zhTooLarge } from '../../../tests/component/bombs';
import { badFiles, ONE_PIXEL_PNG } from '../../../tests/component/kit';
import MarkdownToImage from './MarkdownToImage';

vi.mock('./fonts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./fonts')>()),
  prepareFonts: () => Promise.resolve({ css: '', ok: true }),
}));

const PREVIOUS = '# 保留的长图\n\n正文';
const island = () => <MarkdownToImage locale="zh" resources={zhResources('markdown-to-image')} />;
const markdown = () => screen.getByRole('textbox', { name: 'Markdown' }) as HTMLTextAreaElement;
const picker = () => screen.getByLabelText('图片', { exact: true });

let objectUrl: ReturnType<typeof vi.spyOn>;
let createBitmap: ReturnType<typeof stubImageDecoder>;

stubWorker(() => import('./worker'));
isolateCases(() => {
  objectUrl = vi.spyOn(URL, 'createObjectURL');
  createBitmap = stubImageDecoder();
});

function start() {
  render(island());
  fill(markdown(), PREVIOUS);
  expect(markdown().value).toBe(PREVIOUS);
}

describe('markdown-to-image: hostile input (zh)', () => {
  it('empty input: the hint', async () => {
    start();
    fill(markdown(), '');
    expect(await screen.findByText('输入 Markdown 后，这里会显示预览。')).toBeTruthy();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expectNoEngineText();
  });

  it('ten thousand nested quotes: the nesting message; the text kept', async () => {
    start();
    const deep = `${'>'.repeat(10_000)} 深`;
    fill(markdown(), deep);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByText('Markdown 中的引用或列表嵌套太深，无法渲染。')).toBeTruthy();
    expect(markdown().value).toBe(deep);
    expectNoEngineText();
  });

  it('2,000,000 characters pasted: kept read-only with its size, and the length message', async () => {
    start();
    markdown().select();
    expect(pasteText(markdown(), '长图 long '.repeat(250_000))).toBe(true);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('文本有 2,000,000 个字符，最多只能转换 200,000 个字符。')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('large-text-note').textContent).toContain('2,000,000'));
    expectNoEngineText();
  });

  it.each([
    ['a text file as an image', () => badFiles.text(), 'notes.txt'],
    ['50 MB of random bytes as an image', () => badFiles.random(), 'random.pdf'],
  ])('%s: refused by type, never opened; the text kept', async (_name, file, name) => {
    start();
    chooseFiles(picker(), file());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(`未添加“${name}”：这里不接受这种文件（可用格式：image/*）。`)).toBeTruthy();
    expect(objectUrl).not.toHaveBeenCalled();
    expect(screen.queryByTestId('md2img-images')).toBeNull();
    expect(markdown().value).toBe(PREVIOUS);
    expectNoEngineText();
  });

  it.each<[string, () => File, string]>([
    [
      'a 0-byte .png',
      () => badFiles.empty('empty.png', 'image/png'),
      '未添加“empty.png”：这是空文件（0 字节），里面没有图片。',
    ],
    [
      'a PDF named .png',
      () => badFiles.pdf('scan.png', 'image/png'),
      '未添加“scan.png”：不管文件名怎么写，它的内容是 PDF 文件，本工具无法插入。请选择 PNG、JPEG、WebP、GIF、AVIF、BMP 或 SVG 图片。',
    ],
    [
      'a PNG cut after 40 bytes',
      () => new File([ONE_PIXEL_PNG.subarray(0, 40)], 'cut.png', { type: 'image/png' }),
      '“cut.png”这个图片文件不完整或已损坏，无法读取。',
    ],
    ...BOMB_ROWS.map(([name, bomb]): [string, () => File, string] => [
      `image bomb ${name}`,
      bomb.file,
      `“${name}”：${zhTooLarge(bomb)}`,
    ]),
  ])(
    '%s: refused from its bytes with its reason, never decoded nor shown; the text kept',
    async (_n, file, message) => {
      start();
      chooseFiles(picker(), file());
      const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
      expect(alert.textContent).toBe(message);
      expect(createBitmap).not.toHaveBeenCalled();
      expect(objectUrl).not.toHaveBeenCalled();
      expect(screen.queryByTestId('md2img-images')).toBeNull();
      expect(markdown().value).toBe(PREVIOUS);
      expectNoEngineText();
    },
  );

  it('the text is kept after a reload', async () => {
    start();
    await reload(island, 'markdown-to-image:input', (raw) => raw === JSON.stringify(PREVIOUS));
    await waitFor(() => expect(markdown().value).toBe(PREVIOUS));
  });
});
