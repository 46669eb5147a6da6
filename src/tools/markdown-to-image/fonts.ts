/**
 * The theme's web fonts for exactly the characters a document holds: the preview loads them as it appears, and
 * the export (capture.ts, loaded on first use) embeds the same slices. Kept apart from capture.ts so the export
 * code is not part of the page's first load.
 */
import { fontById, scriptsOf, type WebFont } from '../../lib/fonts/catalog';
import { distinctChars, faceFailed, loadedFaceCss, loadFont } from '../../lib/fonts/load';
import type { Settings } from './logic';
import { THEMES } from './themes';

export type ImageFormat = 'png' | 'jpeg';

/** The fonts a document in `theme` needs: the theme's text and code faces, plus Japanese/Korean when used. */
export function fontsFor(theme: Settings['theme'], text: string): WebFont[] {
  const ids = [THEMES[theme].font, THEMES[theme].mono];
  const scripts = scriptsOf(text);
  if (scripts.includes('ja')) ids.push('noto-sans-jp');
  if (scripts.includes('ko')) ids.push('noto-sans-kr');
  return ids.map((id) => fontById(id)).filter((f): f is WebFont => !!f);
}

/**
 * Loads the fonts for `text` (regular and bold) and returns their loaded @font-face rules; `ok` is false when
 * a font could not load (offline before the first visit): the text then falls back to a system font.
 */
export async function prepareFonts(theme: Settings['theme'], text: string): Promise<{ css: string; ok: boolean }> {
  const chars = distinctChars(text);
  const fonts = fontsFor(theme, chars);
  const results = await Promise.allSettled(fonts.flatMap((f) => [400, 700].map((w) => loadFont(f, w, chars))));
  const failed = results.filter((r) => r.status === 'rejected');
  // A slice that failed to download leaves its face in the 'error' state (the load itself may not reject).
  const broken = fonts.filter((f) => faceFailed(f.family)).map((f) => f.family);
  const ok = failed.length === 0 && broken.length === 0;
  if (!ok) console.warn('markdown-to-image: fonts failed to load', failed, broken);
  return { css: fonts.map((f) => loadedFaceCss(f.family)).join('\n'), ok };
}
