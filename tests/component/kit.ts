/**
 * Shared inputs for component tests (happy-dom, Testing Library, the real islands): the bad-file set that the
 * hostile-input and XSS matrices give every tool, and each island's strings as its Page.astro passes them.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pickResources } from '../../src/i18n/server';
import type { Locale } from '../../src/i18n/locales';
import type { NsEntry } from '../../src/i18n/keys';

const FIXTURES = join(import.meta.dirname, '../fixtures');

/** A fixture file's bytes (path under tests/fixtures). */
export function fixture(path: string): Uint8Array<ArrayBuffer> {
  const b = readFileSync(join(FIXTURES, path));
  return new Uint8Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
}

/** A 1×1 PNG. */
export const ONE_PIXEL_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** The bad-file set: each a `File` as a picker or a drop would hand it to the island. */
export const badFiles = {
  /** 0 bytes. */
  empty: (name = 'empty.txt', type = 'text/plain') => new File([], name, { type }),
  /** A real PDF (tests/fixtures/pdf/plain.pdf) under any name. */
  pdf: (name = 'plain.pdf', type = 'application/pdf') => new File([fixture('pdf/plain.pdf')], name, { type }),
  /** A 1×1 PNG under any name. */
  png: (name = 'picture.png', type = 'image/png') => new File([ONE_PIXEL_PNG], name, { type }),
  /** Plain text. */
  text: (name = 'notes.txt', type = 'text/plain') => new File(['只是一些文字\n'], name, { type }),
  /** `mb` megabytes of random bytes (50 by default, as the e2e sweep gave). */
  random: (name = 'random.pdf', mb = 50, type = 'application/pdf') =>
    new File([randomBytes(mb * 1024 * 1024)], name, { type }),
  /** A JPEG whose entropy-coded data is damaged (tests/fixtures/images/wm-corrupt.jpg). */
  damagedJpeg: (name = 'damaged.jpg') => new File([fixture('images/wm-corrupt.jpg')], name, { type: 'image/jpeg' }),
};

/** The strings an island gets from its Page.astro: `pickResources(locale, 'tools', 'ui', slug, …)`. */
export function islandResources(locale: Locale, ...keys: NsEntry<'tools'>[]) {
  return pickResources(locale, 'tools', ...keys);
}
