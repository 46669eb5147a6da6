/**
 * Icons are SVG (src/components/ui/Icon.tsx), never emoji or symbol glyphs: without an emoji or symbol font
 * (many Linux desktops, some kiosks) "⌗", "⧉", "🌙" or "⚠️" show as empty boxes (issues 28 and 30). This test
 * reads every component, layout and page script and fails on a glyph from the symbol and emoji blocks outside
 * comments. The tools' own emoji (meta.ts `icon`) are data in .ts files, drawn as Twemoji SVG images on cards,
 * dropdowns, tool headers and search results (src/lib/emoji.ts, tests/unit/emoji-icons.test.ts); text a tool
 * processes (samples, test inputs) is in .ts files and tests too.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
/** Miscellaneous Technical, Miscellaneous Symbols and Dingbats, Supplemental Arrows-B to Miscellaneous Symbols and Arrows, and the emoji planes. */
const GLYPH = /[\u2300-\u23FF\u2600-\u27BF\u2900-\u2BFF\u{1F300}-\u{1FAFF}]/u;

/**
 * Status marks beside words in the JSON formatter's status bar and error line ("✓ Valid JSON", "✗ line 1…"):
 * text, not a control's icon; its strings are another change's (issue 30 items 1–5). Listed here so that any
 * other file, or another mark, fails.
 */
const KNOWN: Record<string, string[]> = {
  'src/tools/json-formatter/StatusBar.tsx': ['✓', '✗'],
  'src/tools/json-formatter/InputPane.tsx': ['✗'],
};

/** The glyphs on lines of `source` that are not comments, as `line: glyph`. */
function glyphIconsIn(source: string): string[] {
  const out: string[] = [];
  source.split('\n').forEach((line, i) => {
    const code = line.trim();
    if (/^(?:\/\/|\/\*|\*|\{\/\*)/.test(code)) return;
    const withoutTrailingComment = code.replace(/\s\/\/\s.*$/, '');
    for (const ch of withoutTrailingComment.matchAll(new RegExp(GLYPH.source, 'gu'))) out.push(`${i + 1}: ${ch[0]}`);
  });
  return out;
}

function files(dir: string, keep: (name: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...files(path, keep));
    else if (keep(entry.name)) out.push(path);
  }
  return out;
}

describe('no glyph icons', () => {
  it('finds a glyph icon in markup and skips comments', () => {
    const sample = [
      '/** Shows ⌗ as a box without a symbol font. */',
      '<button aria-label="Crop">⌗</button>',
      '<span aria-hidden="true">🌙</span> // ☀️ in a comment',
      "const ok = 'T';",
    ].join('\n');
    expect(glyphIconsIn(sample)).toEqual(['2: ⌗', '3: 🌙']);
  });

  it('no component, layout, page or page script draws an icon with a font glyph', () => {
    const sources = [
      ...files(join(ROOT, 'src'), (n) => /\.(?:tsx|astro)$/.test(n) && !/\.test\.tsx$/.test(n)),
      ...files(join(ROOT, 'src/scripts'), (n) => n.endsWith('.ts') && !n.endsWith('.test.ts')),
    ];
    const found: string[] = [];
    for (const path of sources) {
      const rel = relative(ROOT, path).split('\\').join('/');
      const allowed = KNOWN[rel] ?? [];
      for (const hit of glyphIconsIn(readFileSync(path, 'utf8'))) {
        if (!allowed.includes(hit.slice(hit.indexOf(': ') + 2))) found.push(`${rel}:${hit}`);
      }
    }
    expect(found).toEqual([]);
  });
});
