// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { previewKind, safePreviewUrl } from './safe-preview';

describe('previewKind', () => {
  it.each([
    'image/png',
    'image/jpeg',
    'image/gif',
    'image/webp',
    'image/avif',
    'image/bmp',
    'image/x-icon',
    'IMAGE/PNG',
  ])('%s → blob', (mime) => expect(previewKind(mime)).toBe('blob'));
  it.each([
    'image/svg+xml',
    'image/svg+xml; charset=utf-8',
    'text/html',
    'application/xml',
    '',
    null,
    undefined,
    'image/*',
  ])('%s → data', (mime) => expect(previewKind(mime)).toBe('data'));
});

describe('safePreviewUrl', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';

  it('an SVG becomes a data: URL holding the same bytes, never a blob: URL of this origin', async () => {
    const url = await safePreviewUrl(new Blob([svg], { type: 'image/svg+xml' }));
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64').toString()).toBe(svg);
  });

  it('the type that counts is the verified one, not the one the file claims', async () => {
    const claimedPng = new Blob([svg], { type: 'image/png' });
    expect((await safePreviewUrl(claimedPng, 'image/svg+xml')).startsWith('data:image/svg+xml;base64,')).toBe(true);
    const url = await safePreviewUrl(new Blob([new Uint8Array([0x89, 0x50])], { type: '' }), 'image/png');
    expect(url.startsWith('blob:')).toBe(true);
    URL.revokeObjectURL(url);
  });
});
