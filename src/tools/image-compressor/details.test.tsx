// @vitest-environment happy-dom
/**
 * The compressor's batch details, on the real island with a stand-in for the codecs: failed files are not
 * counted as to be done, a larger result says "larger" (never "-206.3% saved"), two inputs that would share an
 * output name get distinct ones, and "best for this image" says per row what it chose.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseFiles, zhResources } from '../../../tests/component/hostile';
import { badFiles, ONE_PIXEL_PNG } from '../../../tests/component/kit';
import { GIF_1X1 } from '../../lib/image/test-samples';
import ImageCompressor from './ImageCompressor';
import { standInCodecs } from './test-codecs';

/** Every image compresses to the same 1×1 PNG; "best for this image" answers JPEG, as for a photo. */
const compress = standInCodecs((req) => (req.settings.format === 'auto' ? { codec: 'jpeg', best: 'photo' } : {}));

const island = () => render(<ImageCompressor locale="zh" resources={zhResources('image-compressor')} />);
const picker = () => screen.getByLabelText('选择图片');
const row = (name: string) => screen.getByRole('listitem', { name });
const waitDone = (name: string) => waitFor(() => expect(row(name).dataset.status).toBe('done'), { timeout: 10_000 });
const summary = () => screen.getByText(/^已完成/).textContent;
const gif = (name: string) => new File([Buffer.from(GIF_1X1, 'base64')], name, { type: 'image/gif' });
/** A PNG larger than the stand-in's output, so it is not handed back as "already well compressed". */
const bigPng = (name: string) => new File([ONE_PIXEL_PNG, new Uint8Array(1000)], name, { type: 'image/png' });

describe('image-compressor: batch details (zh)', () => {
  it('a failed file is counted apart, not as one still to do', async () => {
    island();
    chooseFiles(picker(), bigPng('photo.png'), badFiles.text());
    await waitDone('photo.png');
    await waitFor(() => expect(row('notes.txt').dataset.status).toBe('error-notImage'));
    // 1,070 → 70 bytes: 93.5 % saved; the text file is not "1 of 2".
    expect(summary()).toBe('已完成 1 / 1 · 1.0 KB → 70 B（节省 93.5%） · 1 张失败');
  });

  it('a larger result says how much larger, never a negative saving', async () => {
    island();
    // A 42-byte GIF → the stand-in's 70-byte PNG, written as PNG: a format change, so the new file is given.
    chooseFiles(picker(), gif('tiny.gif'));
    await waitDone('tiny.gif');
    expect(summary()).toBe('已完成 1 / 1 · 42 B → 70 B（变大 66.7%）');
    expect(within(row('tiny.gif')).getByRole('status').textContent).toBe('42 B → 70 B：大了 66.7%');
  });

  it('chelsea.png and chelsea.gif, both written as PNG, are saved under distinct names', async () => {
    island();
    chooseFiles(picker(), bigPng('chelsea.png'), gif('chelsea.gif'));
    await waitDone('chelsea.png');
    await waitDone('chelsea.gif');
    expect(within(row('chelsea.png')).getByRole('button', { name: /chelsea-png-compressed\.png/ })).toBeTruthy();
    expect(within(row('chelsea.gif')).getByRole('button', { name: /chelsea-gif-compressed\.png/ })).toBeTruthy();
  });

  it('"best for this image": the worker decides, and the row says what and why', async () => {
    island();
    fireEvent.change(screen.getByLabelText('输出格式'), { target: { value: 'auto' } });
    chooseFiles(picker(), bigPng('astronaut.png'));
    await waitDone('astronaut.png');
    expect(compress.mock.calls[0]![0].settings.format).toBe('auto');
    expect(within(row('astronaut.png')).getByText(/最适合这张图：JPEG（照片）/)).toBeTruthy();
    expect(within(row('astronaut.png')).getByRole('button', { name: /astronaut-compressed\.jpg/ })).toBeTruthy();
  });
});
