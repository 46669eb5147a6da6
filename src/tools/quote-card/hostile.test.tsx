// @vitest-environment happy-dom
/**
 * The hostile-input sweep for quote-card (was its e2e row): the real island in zh, its real worker handlers
 * in-process. Stubbed seams: canvas (happy-dom has none), fonts, and the image decoder — which a refused logo
 * must never reach.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  chooseFiles,
  expectNoEngineText,
  fill,
  fontsLoadAtOnce,
  isolateCases,
  pasteText,
  reload,
  spyThrough,
  stubCanvas,
  stubFonts,
  stubImageDecoder,
  stubWorker,
  zhResources,
} from '../../../tests/component/hostile';
import { BOMB_ROWS, zhTooLarge } from '../../../tests/component/bombs';
import { badFiles } from '../../../tests/component/kit';
import QuoteCard from './QuoteCard';

// Fonts: happy-dom loads no stylesheet and has no FontFaceSet; every font is "loaded" at once.
vi.mock('../../lib/fonts/load', (importOriginal) => fontsLoadAtOnce(importOriginal));
// The image decoder (createImageBitmap underneath, which happy-dom lacks): a refused logo must never reach it.
const decodeImage = vi.hoisted(() => vi.fn<(file: Blob) => Promise<ImageBitmap>>());
vi.mock('../../lib/image', (importOriginal) => spyThrough(importOriginal, 'decodeImage', decodeImage));

const PREVIOUS = '保留的名言';
const island = () => <QuoteCard locale="zh" resources={zhResources('quote-card')} />;
const quote = () => screen.getByLabelText('名言', { exact: true }) as HTMLTextAreaElement;
const logoInput = () => screen.getByLabelText('选择 Logo 图片');

stubWorker(() => import('./worker'));
let createBitmap: ReturnType<typeof stubImageDecoder>;
isolateCases(() => {
  stubCanvas();
  stubFonts();
  createBitmap = stubImageDecoder();
  decodeImage.mockClear();
});

/** The island with the previous quote in place. */
function start() {
  render(island());
  fill(quote(), PREVIOUS);
  expect(quote().value).toBe(PREVIOUS);
}

describe('quote-card: hostile input (zh)', () => {
  it('empty input: the hint, no error', async () => {
    start();
    fill(quote(), '');
    expect(await screen.findByText('输入一句名言即可生成卡片。')).toBeTruthy();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expectNoEngineText();
  });

  it.each([
    ['a 0-byte logo', () => badFiles.empty('empty.png', 'image/png'), '“empty.png”是空文件（0 字节），未添加 Logo。'],
    ['a PDF as the logo', () => badFiles.pdf('scan.png', 'image/png'), '“scan.png”不是图片文件，未添加 Logo。'],
    ['50 MB of random bytes as the logo', () => badFiles.random(), '“random.pdf”超过 20 MB，请选择更小的 Logo。'],
  ])('%s: refused before decoding, with its message; the quote kept', async (_name, file, message) => {
    start();
    chooseFiles(logoInput(), file());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(decodeImage).not.toHaveBeenCalled();
    expect(quote().value).toBe(PREVIOUS);
    expectNoEngineText();
  });

  it.each(BOMB_ROWS)(
    'image bomb %s as the logo: refused from its header with its size, never decoded',
    async (_, bomb) => {
      start();
      chooseFiles(logoInput(), bomb.file());
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(zhTooLarge(bomb));
      expect(decodeImage).not.toHaveBeenCalled();
      expect(createBitmap).not.toHaveBeenCalled();
      expect(quote().value).toBe(PREVIOUS);
      expectNoEngineText();
    },
  );

  it('emoji, ZWJ sequences, RTL and a lone surrogate as the quote: drawn, cut with a note; the text kept', async () => {
    start();
    const text = `👨‍👩‍👧‍👦🏳️‍🌈 مرحبا بالعالم \ud800 ${'字'.repeat(1500)}`;
    fill(quote(), text);
    expect((await screen.findByTestId('quote-card-truncated', {}, { timeout: 5000 })).textContent).toBe(
      '即使用最小字号，这段名言也放不下这张卡片，已在末尾用“…”截断。请缩短文字或换用更高的尺寸。',
    );
    expect(quote().value).toBe(text);
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expectNoEngineText();
  });

  it('200,000 characters pasted as the quote: refused, the quote unchanged', () => {
    start();
    expect(pasteText(quote(), '名'.repeat(200_000))).toBe(true);
    expect(
      within(screen.getByRole('alert')).getByText(
        '未粘贴：这段文字有 200,000 个字符，此处最多 2,000 个。原有内容未变。',
      ),
    ).toBeTruthy();
    expect(quote().value).toBe(PREVIOUS);
    expectNoEngineText();
  });

  it('the previous quote is kept after a reload', async () => {
    start();
    await reload(island, 'quote-card:texts', (raw) => raw.includes(PREVIOUS));
    await waitFor(() => expect(quote().value).toBe(PREVIOUS));
    expectNoEngineText();
  });
});
