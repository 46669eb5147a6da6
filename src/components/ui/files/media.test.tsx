// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-i18n';
import { CompareSlider, frameStyle, keyToPosition } from './CompareSlider';
import { ImagePreview } from './ImagePreview';
import { ProgressBar } from './ProgressBar';

afterEach(cleanup);

describe('ProgressBar', () => {
  it('reports the percentage, clamped, and nothing while indeterminate', () => {
    const { rerender } = render(<ProgressBar value={0.426} label="Progress for a.png" />);
    const bar = screen.getByRole('progressbar', { name: 'Progress for a.png' });
    expect(bar.getAttribute('aria-valuenow')).toBe('43');
    expect((bar.firstChild as HTMLElement).style.width).toBe('43%');
    rerender(<ProgressBar value={1.7} label="Progress for a.png" />);
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    rerender(<ProgressBar label="Progress for a.png" />);
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
  });
});

describe('ImagePreview', () => {
  it('shows a raster blob through an object URL and revokes it when done', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const { unmount } = render(<ImagePreview src={new Blob(['x'], { type: 'image/png' })} alt="Preview of a.png" />);
    const img = (await screen.findByRole('img', { name: 'Preview of a.png' })) as HTMLImageElement;
    expect(img.getAttribute('src')).toMatch(/^blob:/);
    const url = img.getAttribute('src');
    unmount();
    expect(revoke).toHaveBeenCalledWith(url);
    revoke.mockRestore();
  });

  it('shows an SVG from a data: URL, never from an object URL of our origin', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';
    render(<ImagePreview src={new Blob([svg], { type: 'image/svg+xml' })} alt="Preview of x.svg" />);
    const img = (await screen.findByRole('img', { name: 'Preview of x.svg' })) as HTMLImageElement;
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  });
});

describe('keyToPosition', () => {
  it('steps by 1, by 10 with Shift or Page keys, and jumps with Home/End, within 0–100', () => {
    expect(
      ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', 'a'].map((k) =>
        keyToPosition(k, 50, false),
      ),
    ).toEqual([49, 51, 51, 49, 60, 40, 0, 100, null]);
    expect(keyToPosition('ArrowRight', 95, true)).toBe(100);
    expect(keyToPosition('ArrowLeft', 0.5, false)).toBe(0);
  });
});

describe('CompareSlider', () => {
  it('is a keyboard slider that moves the divider and the clip of the "before" image', () => {
    const onChange = vi.fn();
    renderWithI18n(
      <CompareSlider
        before="/before.png"
        after="/after.png"
        beforeAlt="Original"
        afterAlt="Compressed"
        onChange={onChange}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Before and after: move the divider' });
    const before = screen.getByRole('img', { name: 'Original' });
    expect(slider.getAttribute('aria-valuenow')).toBe('50');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuenow')).toBe('51');
    fireEvent.keyDown(slider, { key: 'ArrowLeft', shiftKey: true });
    expect(slider.getAttribute('aria-valuenow')).toBe('41');
    expect(before.style.clipPath).toBe('inset(0 59% 0 0)');
    expect(screen.getByRole('img', { name: 'Compressed' }).style.clipPath).toBe('inset(0 0 0 41%)');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider.getAttribute('aria-valuenow')).toBe('100');
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    expect(slider.style.left).toBe('0%');
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([51, 41, 100, 0]);
    expect(screen.getByText('Before')).toBeTruthy();
    expect(screen.getByText('After')).toBeTruthy();
  });

  it("gives both images one frame of the source's shape, fitted to the width and the tallest height", () => {
    renderWithI18n(<CompareSlider before="/b.png" after="/a.png" beforeAlt="b" afterAlt="a" maxHeight="60vh" />);
    const before = screen.getByRole('img', { name: 'b' });
    const after = screen.getByRole('img', { name: 'a' });
    // Both fill the frame: neither is laid out by its own size (the bug: "after" full width, "before" fitted).
    expect(before.className).toBe(after.className);
    Object.defineProperty(before, 'naturalWidth', { value: 1680 });
    Object.defineProperty(before, 'naturalHeight', { value: 1050 });
    fireEvent.load(before);
    const frame = before.parentElement!;
    expect(frame.style.aspectRatio).toBe('1680 / 1050');
    expect(frameStyle(300, 600, '70vh')).toEqual({
      width: 'min(100%, 300px, calc(70vh * 300 / 600))',
      aspectRatio: '300 / 600',
    });
  });

  it('moves to where the pointer presses', () => {
    renderWithI18n(<CompareSlider before="/b.png" after="/a.png" beforeAlt="b" afterAlt="a" />, 'ja');
    const slider = screen.getByRole('slider', { name: '処理前と処理後：境界線を動かして比較' });
    const frame = slider.parentElement!;
    frame.getBoundingClientRect = () => ({ left: 100, width: 400, top: 0, height: 200 }) as DOMRect;
    fireEvent.pointerDown(frame, { clientX: 200, pointerId: 1 });
    expect(slider.getAttribute('aria-valuenow')).toBe('25');
  });
});
