import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyPdfFiles, pdfFiles } from './build';
import { CJK_FONT_DIR, CJK_FONT_FILE, PDFJS_DIR } from './paths';

const out = mkdtempSync(join(tmpdir(), 'pdf-build-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the document translator files a build ships', () => {
  it('copies pdf.js cMaps and standard fonts and the CJK font (with its licence)', () => {
    const names = pdfFiles().map((f) => f.name);
    expect(names).toContain(`${PDFJS_DIR}cmaps/UniGB-UCS2-H.bcmap`);
    expect(names).toContain(`${PDFJS_DIR}standard_fonts/FoxitSerif.pfb`);
    expect(names).toContain(`${PDFJS_DIR}standard_fonts/LICENSE_FOXIT`);
    expect(names.slice(-2)).toEqual([`${CJK_FONT_DIR}${CJK_FONT_FILE}`, `${CJK_FONT_DIR}LICENSE.txt`]);
    const { files, bytes } = copyPdfFiles(out);
    expect(files).toBe(names.length);
    expect(readdirSync(join(out, PDFJS_DIR)).sort()).toEqual(['cmaps', 'standard_fonts']);
    expect(statSync(join(out, CJK_FONT_DIR, CJK_FONT_FILE)).size).toBe(17281372);
    expect(bytes).toBeGreaterThan(19e6);
  });
});
