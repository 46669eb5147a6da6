import { describe, expect, it } from 'vitest';
import { presetFor, PRESET_IDS } from './logic';
import { copyPositions, cutLines, sheetLayout } from './sheet';

describe('sheetLayout on a 6-inch (4 × 6 in) sheet at 300 dpi, 24 px gaps, 36 px margins', () => {
  it('fits and centres every preset', () => {
    const rows = PRESET_IDS.flatMap((id) => {
      const p = presetFor(id);
      return (['landscape', 'portrait'] as const).map((o) => {
        const l = sheetLayout(p.width, p.height, o);
        return `${id} ${o}: ${l.width}×${l.height} ${l.cols}×${l.rows}=${l.count} at (${l.x0}, ${l.y0})`;
      });
    });
    // E.g. 1-inch landscape: (1800 − 72 + 24) / (295 + 24) = 5.49 → 5 columns, (1200 − 72 + 24) / 437 = 2.6 → 2
    // rows; the grid is 5 × 295 + 4 × 24 = 1571 wide, so x0 = (1800 − 1571) / 2 = 114 (rounded down).
    expect(rows).toEqual([
      'china-passport landscape: 1800×1200 4×1=4 at (84, 316)',
      'china-passport portrait: 1200×1800 2×2=4 at (198, 321)',
      'china-visa landscape: 1800×1200 4×1=4 at (84, 316)',
      'china-visa portrait: 1200×1800 2×2=4 at (198, 321)',
      'passport landscape: 1800×1200 4×2=8 at (38, 57)',
      'passport portrait: 1200×1800 2×3=6 at (175, 79)',
      'uk landscape: 1800×1200 4×2=8 at (38, 57)',
      'uk portrait: 1200×1800 2×3=6 at (175, 79)',
      'us landscape: 1800×1200 2×1=2 at (288, 300)',
      'us portrait: 1200×1800 1×2=2 at (300, 288)',
      'japan landscape: 1800×1200 4×2=8 at (38, 57)',
      'japan portrait: 1200×1800 2×3=6 at (175, 79)',
      'korea landscape: 1800×1200 4×2=8 at (38, 57)',
      'korea portrait: 1200×1800 2×3=6 at (175, 79)',
      'one-inch landscape: 1800×1200 5×2=10 at (114, 175)',
      'one-inch portrait: 1200×1800 3×4=12 at (133, 38)',
      'small-one-inch landscape: 1800×1200 6×2=12 at (60, 210)',
      'small-one-inch portrait: 1200×1800 4×4=16 at (44, 108)',
      'large-one-inch landscape: 1800×1200 4×1=4 at (84, 316)',
      'large-one-inch portrait: 1200×1800 2×2=4 at (198, 321)',
      'two-inch landscape: 1800×1200 4×1=4 at (38, 310)',
      'two-inch portrait: 1200×1800 2×2=4 at (175, 309)',
      'small-two-inch landscape: 1800×1200 4×2=8 at (38, 57)',
      'small-two-inch portrait: 1200×1800 2×3=6 at (175, 79)',
      'custom landscape: 1800×1200 4×2=8 at (38, 57)',
      'custom portrait: 1200×1800 2×3=6 at (175, 79)',
    ]);
  });

  it('gives no copy for a photo larger than the sheet', () => {
    expect(sheetLayout(1800, 1300, 'landscape')).toMatchObject({ cols: 0, rows: 0, count: 0 });
    expect(cutLines(sheetLayout(1800, 1300, 'landscape'))).toEqual({ xs: [], ys: [] });
  });

  it('places copies one step apart and cut lines in the middle of the gaps', () => {
    const l = sheetLayout(413, 531, 'landscape');
    expect(copyPositions(l)).toEqual([
      { x: 38, y: 57 },
      { x: 475, y: 57 },
      { x: 912, y: 57 },
      { x: 1349, y: 57 },
      { x: 38, y: 612 },
      { x: 475, y: 612 },
      { x: 912, y: 612 },
      { x: 1349, y: 612 },
    ]);
    // The last copy ends at 1349 + 413 = 1762, 38 px from the right edge like the first from the left.
    expect(cutLines(l)).toEqual({ xs: [26, 463, 900, 1337, 1774], ys: [45, 600, 1155] });
  });
});
