// @vitest-environment happy-dom
/**
 * Importing a subtitle file, judged from its bytes: a picture renamed .srt is "not a subtitle file" (not "too
 * long"), NUL bytes likewise; UTF-16 and legacy-encoded subtitles still import. The real island in zh, with a
 * real PNG (tests/fixtures/images/compressor/screenshot-home.png, a Chromium screenshot).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  chooseFiles,
  fill,
  fontsLoadAtOnce,
  isolateCases,
  stubCanvas,
  stubFonts,
  zhResources,
} from '../../../tests/component/hostile';
import SubtitleToImage from './SubtitleToImage';

vi.mock('../../lib/fonts/load', (importOriginal) => fontsLoadAtOnce(importOriginal));

const PNG = readFileSync(join(import.meta.dirname, '../../../tests/fixtures/images/compressor/screenshot-home.png'));
const PREVIOUS = '保留的台词\n第二句';
const SRT = '1\n00:00:01,000 --> 00:00:02,000\nCafé au lait\n\n2\n00:00:03,000 --> 00:00:04,000\nÀ bientôt\n';

const lines = () => screen.getByRole('textbox', { name: '台词' }) as HTMLTextAreaElement;
const importInput = () => screen.getByLabelText('导入字幕文件（.srt 或 .vtt）');

isolateCases(() => {
  stubCanvas();
  stubFonts();
});

function start() {
  render(<SubtitleToImage locale="zh" resources={zhResources('subtitle-to-image')} />);
  fill(lines(), PREVIOUS);
}

describe('subtitle-to-image: importing a file that is not subtitles', () => {
  it('a PNG renamed .srt: "not a subtitle file (PNG)", not "too long"; the lines kept', async () => {
    start();
    chooseFiles(importInput(), new File([PNG], 'screenshot.srt', { type: 'application/x-subrip' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('screenshot.srt 不是字幕文件（它是 PNG 文件），没有导入任何内容。');
    expect(lines().value).toBe(PREVIOUS);
  });

  it('bytes with NULs and no known format: "not a subtitle file"', async () => {
    start();
    const bytes = new Uint8Array(4096).map((_, i) => (i % 7 === 0 ? 0 : 65 + (i % 26)));
    chooseFiles(importInput(), new File([bytes], 'data.vtt', { type: 'text/vtt' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('data.vtt 不是字幕文件，没有导入任何内容。');
    expect(lines().value).toBe(PREVIOUS);
  });

  it.each([
    ['UTF-16LE with a byte-order mark', () => new Uint8Array([0xff, 0xfe, ...Buffer.from(SRT, 'utf16le')])],
    ['Latin-1 (not UTF-8): read leniently, as before', () => new Uint8Array(Buffer.from(SRT, 'latin1'))],
  ])('%s: imported', async (name, bytes) => {
    start();
    chooseFiles(importInput(), new File([bytes()], 'film.srt'));
    const status = await screen.findByText('已从 film.srt 导入 2 句台词。');
    expect(status).toBeTruthy();
    expect(lines().value).toBe(
      name.startsWith('UTF-16') ? 'Café au lait\nÀ bientôt' : 'Caf\ufffd au lait\n\ufffd bient\ufffdt',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(document.body).queryByText(/不是字幕文件/)).toBeNull();
  });
});
