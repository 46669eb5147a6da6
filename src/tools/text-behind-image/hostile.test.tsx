// @vitest-environment happy-dom
/**
 * The hostile-input sweep for text-behind-image (was its e2e row): the real island in zh, with its own worker's
 * and the segmentation kit's real handlers in-process. Stubbed seams: createImageBitmap (happy-dom has none;
 * this one fails as Chromium's does on bytes it cannot decode — the tool's worker answers a file it cannot
 * open), fonts, the model library (`segmentForeground`) and fetch (the model's download). A file that cannot be
 * opened is answered before the model is fetched or run.
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
  stubFonts,
  stubImageDecoder,
  stubOffline,
  stubWorker,
  zhResources,
} from '../../../tests/component/hostile';
import { BOMB_ROWS, zhTooLarge } from '../../../tests/component/bombs';
import { badFiles } from '../../../tests/component/kit';
import TextBehindImage from './TextBehindImage';

const segmentForeground = vi.hoisted(() => vi.fn(() => Promise.reject(new Error('no model in tests'))));
vi.mock('@imgly/background-removal', () => ({ segmentForeground }));
vi.mock('../../lib/fonts/load', (importOriginal) => fontsLoadAtOnce(importOriginal));

const PREVIOUS = '保留的文字';
const NOT_IMAGE = '无法把这个文件读取为图片。请换一张 JPEG、PNG 或 WebP 照片。';
const island = () => <TextBehindImage locale="zh" resources={zhResources('text-behind-image')} />;
const layerText = () => screen.getByLabelText('文字', { exact: true }) as HTMLInputElement;
const picker = () => screen.getByLabelText('选择照片');

let fetchSpy: ReturnType<typeof stubOffline>;
let decode: ReturnType<typeof stubImageDecoder>;

// Each of the page's two workers runs its module, by the name it is created with.
stubWorker(() => import('./worker'), { segmentation: () => import('../../lib/segment/worker') });
isolateCases(() => {
  stubFonts();
  decode = stubImageDecoder();
  fetchSpy = stubOffline();
  segmentForeground.mockClear();
});

function start() {
  render(island());
  fill(layerText(), PREVIOUS);
  expect(layerText().value).toBe(PREVIOUS);
}

describe('text-behind-image: hostile input (zh)', () => {
  it('empty input: an empty layer is named so, no error', () => {
    start();
    fill(layerText(), '');
    expect(within(screen.getByTestId('tbi-layers')).getByText('（空文字）')).toBeTruthy();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expectNoEngineText();
  });

  it.each([
    ['a 0-byte .png', () => badFiles.empty('empty.png', 'image/png')],
    ['a PDF named .jpg', () => badFiles.pdf('scan.jpg', 'image/jpeg')],
    ['50 MB of random bytes', () => badFiles.random()],
  ])('%s: cannot be opened, said before any model download; the text kept', async (_name, file) => {
    start();
    chooseFiles(picker(), file());
    await waitFor(() => expect(screen.getByTestId('tbi-open-error').textContent).toBe(NOT_IMAGE));
    expect(segmentForeground).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(layerText().value).toBe(PREVIOUS);
    expectNoEngineText();
  });

  it.each(BOMB_ROWS)(
    'image bomb %s: refused from its header with its size, never decoded; the text kept',
    async (_, bomb) => {
      start();
      chooseFiles(picker(), bomb.file());
      const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
      expect(alert.textContent).toBe(zhTooLarge(bomb));
      expect(decode).not.toHaveBeenCalled();
      expect(segmentForeground).not.toHaveBeenCalled();
      expect(layerText().value).toBe(PREVIOUS);
      expectNoEngineText();
    },
  );

  it('6,000,000 characters pasted as the layer text: refused, the text unchanged', () => {
    start();
    expect(pasteText(layerText(), '字'.repeat(6_000_000))).toBe(true);
    expect(
      within(screen.getByRole('alert')).getByText(
        '未粘贴：这段文字有 6,000,000 个字符，此处最多 200 个。原有内容未变。',
      ),
    ).toBeTruthy();
    expect(layerText().value).toBe(PREVIOUS);
    expectNoEngineText();
  });

  it('the text layers are kept after a reload', async () => {
    start();
    await reload(island, 'text-behind-image:layers', (raw) => raw.includes(PREVIOUS));
    await waitFor(() => expect(layerText().value).toBe(PREVIOUS));
  });
});
