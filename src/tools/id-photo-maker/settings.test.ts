import { describe, expect, it } from 'vitest';
import { backgroundColor, DEFAULTS, outputName, parseSettings } from './settings';

describe('parseSettings', () => {
  it('gives the defaults for nothing stored', () => {
    expect(parseSettings(null)).toEqual(DEFAULTS);
    expect(parseSettings('x')).toEqual(DEFAULTS);
  });

  it('keeps valid fields and replaces invalid ones one by one', () => {
    expect(
      parseSettings({
        preset: 'us',
        customWidthMm: 40.04,
        customHeightMm: 'big',
        background: 'custom',
        customColor: '#ABC',
        photoFormat: 'gif',
        orientation: 'portrait',
        sheetFormat: 'pdf',
        maxKB: 50,
      }),
    ).toEqual({
      preset: 'us',
      customWidthMm: 40,
      customHeightMm: 45,
      background: 'custom',
      customColor: '#aabbcc',
      photoFormat: 'jpeg',
      orientation: 'portrait',
      sheetFormat: 'pdf',
      maxKB: 50,
    });
    expect(DEFAULTS.maxKB).toBe(0);
    expect(parseSettings({ maxKB: -5 }).maxKB).toBe(0);
    expect(parseSettings({ maxKB: 1e9 }).maxKB).toBe(20_000);
    expect(parseSettings({ maxKB: 49.6 }).maxKB).toBe(50);
    expect(parseSettings({ maxKB: '50' }).maxKB).toBe(0);
    expect(parseSettings({ preset: 'toString', customColor: 'red', customWidthMm: 9999 })).toMatchObject({
      preset: 'one-inch',
      customColor: '#4a90e2',
      customWidthMm: 150,
    });
  });
});

describe('backgroundColor and outputName', () => {
  it('maps the named backgrounds and the custom colour', () => {
    expect(backgroundColor({ ...DEFAULTS, background: 'blue' })).toBe('#438edb');
    expect(backgroundColor({ ...DEFAULTS, background: 'white' })).toBe('#ffffff');
    expect(backgroundColor({ ...DEFAULTS, background: 'custom', customColor: '#123456' })).toBe('#123456');
  });

  it('names the files by preset and size', () => {
    expect(outputName('photo', 'one-inch', 295, 413, 'jpeg')).toBe('id-photo-one-inch-295x413.jpg');
    expect(outputName('sheet', 'us', 1800, 1200, 'pdf')).toBe('id-photo-sheet-us-1800x1200.pdf');
  });
});
