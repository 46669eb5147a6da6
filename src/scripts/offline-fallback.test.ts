import { describe, expect, it } from 'vitest';
import { finishedPacks } from './offline-fallback';

describe('offline fallback page: what is kept', () => {
  it('lists the packs whose download finished for some build, not one still downloading', () => {
    expect(
      finishedPacks({
        kept: ['lang-en', 'codecs', 'ocr'],
        complete: { 'lang-en': { build: 'b1' }, codecs: { build: '' } },
      }),
    ).toEqual(['lang-en']);
    expect(finishedPacks({ kept: [], complete: {} })).toEqual([]);
  });
});
