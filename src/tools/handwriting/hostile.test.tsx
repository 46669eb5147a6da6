// @vitest-environment happy-dom
/**
 * The hostile-input sweep for handwriting (was its e2e row): the real island in zh (it lays pages out on the
 * page, no worker). Stubbed seams: canvas (a 2D context whose text metrics give every character the font
 * size's width) and fonts (happy-dom loads none).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  expectNoEngineText,
  fill,
  fontsLoadAtOnce,
  isolateCases,
  pasteText,
  reload,
  stubCanvas,
  stubFonts,
  zhResources,
} from '../../../tests/component/hostile';
import Handwriting from './Handwriting';

vi.mock('../../lib/fonts/load', (importOriginal) => fontsLoadAtOnce(importOriginal));
// The island loads only the slices its text needs (fetching the stylesheet): loaded at once here too.
vi.mock('../../lib/fonts/slices', () => ({ loadFontSlices: () => Promise.resolve(true), loadedSlices: () => [] }));

const PREVIOUS = '保留的文字';
const island = () => <Handwriting locale="zh" resources={zhResources('handwriting')} />;
const box = () => screen.getByRole('textbox', { name: '要手写的文字' }) as HTMLTextAreaElement;
const status = () => screen.findByTestId('handwriting-status', {}, { timeout: 10_000 });

isolateCases(() => {
  stubCanvas();
  stubFonts();
});

async function start() {
  render(island());
  fill(box(), PREVIOUS);
  await status();
  expect(box().value).toBe(PREVIOUS);
}

describe('handwriting: hostile input (zh)', () => {
  it('empty input: the hint, no error', async () => {
    await start();
    fill(box(), '');
    expect(await screen.findByText('输入文字后，这里会显示手写效果。')).toBeTruthy();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expectNoEngineText();
  });

  it('emoji, ZWJ sequences, flags, right-to-left text and bidi controls: laid out in pages; the text kept', async () => {
    await start();
    const text = '👩‍👩‍👧🇨🇳 مرحبا بالعالم שלום \u202eabc\u202c 字，'.repeat(200);
    fill(box(), text);
    await waitFor(
      () =>
        expect(screen.getByTestId('handwriting-status').textContent).toMatch(/^共 \d+ 页，每页 1240 × 1754 像素。$/),
      {
        timeout: 10_000,
      },
    );
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(box().value).toBe(text);
    expectNoEngineText();
  });

  it('the longest text it draws (19,890 characters, tens of pages); the text kept', async () => {
    await start();
    const text = '很长的文字 long words '.repeat(1170);
    fill(box(), text);
    await waitFor(
      () =>
        expect(screen.getByTestId('handwriting-status').textContent).toMatch(/^共 \d\d 页，每页 1240 × 1754 像素。$/),
      {
        timeout: 10_000,
      },
    );
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(box().value).toBe(text);
    expectNoEngineText();
  });

  it('2,000,000 characters pasted: kept read-only with its size, and the length message', async () => {
    await start();
    box().select();
    expect(pasteText(box(), '长文 long '.repeat(250_000))).toBe(true);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        '这段文字有 2,000,000 个字符，手写稿最多支持 20,000 个。你的文字已保留，请删减或分段生成。',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('large-text-note').textContent).toContain('2,000,000'));
    expectNoEngineText();
  });

  it('the text is kept after a reload', async () => {
    await start();
    await reload(island, 'handwriting:text', (raw) => raw === JSON.stringify(PREVIOUS));
    await waitFor(() => expect(box().value).toBe(PREVIOUS));
  });
});
