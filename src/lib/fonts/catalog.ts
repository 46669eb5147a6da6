/**
 * The web fonts the generators draw with, all from npm packages (OFL-1.1) and served from our own origin by the
 * build: each entry's `css` is a dynamic `?url` import of the package's stylesheet, so Vite emits that stylesheet
 * and its woff2 slices under /_astro/ and gives its URL; load.ts adds a <link> for it only when a tool asks for the
 * font. (A plain dynamic `import('x.css')` made Astro put every catalog stylesheet, 2.6 MB, in the head of every
 * tool page as render-blocking CSS, since all tools share one route: Lighthouse FCP 7 s on mobile.) The CJK
 * fonts are cut into ~100 unicode-range slices: the browser fetches only the slices the text uses.
 *
 * A tool picks from this list by `scripts` (what the font can write) and `style`; the visible name of a font is
 * its own family name (a proper noun, the same in every language), its description comes from the tool's bundle.
 */

/** The writing systems a font covers: Latin, simplified Chinese, Japanese (kana + kanji), Korean (hangul). */
export type Script = 'latin' | 'zh' | 'ja' | 'ko';
export type FontStyle = 'handwriting' | 'serif' | 'sans' | 'mono';

export interface WebFont {
  /** Stable id (persisted in settings). */
  id: string;
  /** The CSS font-family the stylesheet declares. */
  family: string;
  style: FontStyle;
  scripts: readonly Script[];
  /** Weights the stylesheets below declare. */
  weights: readonly number[];
  /** The URL of the stylesheet that declares `weight` (the nearest weight it has); load.ts adds it to the page. */
  css: (weight: number) => Promise<string>;
}

/** A loader per weight; weights without one fall back to the nearest that has one. */
function byWeight(loaders: Record<number, () => Promise<{ default: string }>>) {
  const weights = Object.keys(loaders)
    .map(Number)
    .sort((a, b) => a - b);
  return {
    weights,
    css: (weight: number) => {
      const nearest = weights.reduce((best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best));
      return loaders[nearest]!().then((m) => m.default);
    },
  };
}

export const WEB_FONTS: readonly WebFont[] = [
  // Latin handwriting
  {
    id: 'caveat',
    family: 'Caveat',
    style: 'handwriting',
    scripts: ['latin'],
    ...byWeight({
      400: () => import('@fontsource/caveat/400.css?url'),
      700: () => import('@fontsource/caveat/700.css?url'),
    }),
  },
  {
    id: 'kalam',
    family: 'Kalam',
    style: 'handwriting',
    scripts: ['latin'],
    ...byWeight({
      400: () => import('@fontsource/kalam/400.css?url'),
      700: () => import('@fontsource/kalam/700.css?url'),
    }),
  },
  {
    id: 'homemade-apple',
    family: 'Homemade Apple',
    style: 'handwriting',
    scripts: ['latin'],
    ...byWeight({ 400: () => import('@fontsource/homemade-apple/400.css?url') }),
  },
  // Chinese handwriting and brush
  {
    id: 'lxgw-wenkai',
    family: 'LXGW WenKai',
    style: 'handwriting',
    scripts: ['zh', 'latin', 'ja'],
    ...byWeight({
      300: () => import('lxgw-wenkai-webfont/lxgwwenkai-light.css?url'),
      400: () => import('lxgw-wenkai-webfont/lxgwwenkai-regular.css?url'),
      700: () => import('lxgw-wenkai-webfont/lxgwwenkai-bold.css?url'),
    }),
  },
  {
    id: 'ma-shan-zheng',
    family: 'Ma Shan Zheng',
    style: 'handwriting',
    scripts: ['zh', 'latin'],
    ...byWeight({ 400: () => import('@fontsource/ma-shan-zheng/400.css?url') }),
  },
  {
    id: 'zhi-mang-xing',
    family: 'Zhi Mang Xing',
    style: 'handwriting',
    scripts: ['zh', 'latin'],
    ...byWeight({ 400: () => import('@fontsource/zhi-mang-xing/400.css?url') }),
  },
  {
    id: 'liu-jian-mao-cao',
    family: 'Liu Jian Mao Cao',
    style: 'handwriting',
    scripts: ['zh', 'latin'],
    ...byWeight({ 400: () => import('@fontsource/liu-jian-mao-cao/400.css?url') }),
  },
  {
    id: 'long-cang',
    family: 'Long Cang',
    style: 'handwriting',
    scripts: ['zh', 'latin'],
    ...byWeight({ 400: () => import('@fontsource/long-cang/400.css?url') }),
  },
  // Japanese and Korean handwriting
  {
    id: 'yomogi',
    family: 'Yomogi',
    style: 'handwriting',
    scripts: ['ja', 'latin'],
    ...byWeight({ 400: () => import('@fontsource/yomogi/400.css?url') }),
  },
  {
    id: 'zen-kurenaido',
    family: 'Zen Kurenaido',
    style: 'handwriting',
    scripts: ['ja', 'latin'],
    ...byWeight({ 400: () => import('@fontsource/zen-kurenaido/400.css?url') }),
  },
  {
    id: 'nanum-pen-script',
    family: 'Nanum Pen Script',
    style: 'handwriting',
    scripts: ['ko', 'latin'],
    ...byWeight({ 400: () => import('@fontsource/nanum-pen-script/400.css?url') }),
  },
  {
    id: 'gaegu',
    family: 'Gaegu',
    style: 'handwriting',
    scripts: ['ko', 'latin'],
    ...byWeight({
      400: () => import('@fontsource/gaegu/400.css?url'),
      700: () => import('@fontsource/gaegu/700.css?url'),
    }),
  },
  // Text faces
  {
    id: 'noto-sans-sc',
    family: 'Noto Sans SC',
    style: 'sans',
    scripts: ['zh', 'latin'],
    ...byWeight({
      400: () => import('@fontsource/noto-sans-sc/400.css?url'),
      700: () => import('@fontsource/noto-sans-sc/700.css?url'),
    }),
  },
  {
    id: 'noto-serif-sc',
    family: 'Noto Serif SC',
    style: 'serif',
    scripts: ['zh', 'latin'],
    ...byWeight({
      400: () => import('@fontsource/noto-serif-sc/400.css?url'),
      700: () => import('@fontsource/noto-serif-sc/700.css?url'),
    }),
  },
  {
    id: 'noto-sans-jp',
    family: 'Noto Sans JP',
    style: 'sans',
    scripts: ['ja', 'latin'],
    ...byWeight({
      400: () => import('@fontsource/noto-sans-jp/400.css?url'),
      700: () => import('@fontsource/noto-sans-jp/700.css?url'),
    }),
  },
  {
    id: 'noto-sans-kr',
    family: 'Noto Sans KR',
    style: 'sans',
    scripts: ['ko', 'latin'],
    ...byWeight({
      400: () => import('@fontsource/noto-sans-kr/400.css?url'),
      700: () => import('@fontsource/noto-sans-kr/700.css?url'),
    }),
  },
  {
    id: 'playfair-display',
    family: 'Playfair Display',
    style: 'serif',
    scripts: ['latin'],
    ...byWeight({
      400: () => import('@fontsource/playfair-display/400.css?url'),
      700: () => import('@fontsource/playfair-display/700.css?url'),
    }),
  },
  {
    id: 'lora',
    family: 'Lora',
    style: 'serif',
    scripts: ['latin'],
    ...byWeight({
      400: () => import('@fontsource/lora/400.css?url'),
      700: () => import('@fontsource/lora/700.css?url'),
    }),
  },
  {
    id: 'jetbrains-mono',
    family: 'JetBrains Mono',
    style: 'mono',
    scripts: ['latin'],
    ...byWeight({
      400: () => import('@fontsource/jetbrains-mono/400.css?url'),
      700: () => import('@fontsource/jetbrains-mono/700.css?url'),
    }),
  },
];

export function fontById(id: string): WebFont | undefined {
  return WEB_FONTS.find((f) => f.id === id);
}

/** Fonts that can write every script in `scripts`, optionally of one style. */
export function fontsFor(scripts: readonly Script[], style?: FontStyle): WebFont[] {
  return WEB_FONTS.filter((f) => (!style || f.style === style) && scripts.every((s) => f.scripts.includes(s)));
}

const HAN = /\p{Script=Han}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;

/**
 * The scripts a text needs beyond Latin: kana means Japanese (its kanji too), hangul Korean, other Han
 * characters Chinese. Used to pick a default font that has every glyph (no tofu).
 */
export function scriptsOf(text: string): Script[] {
  const out: Script[] = ['latin'];
  if (KANA.test(text)) out.push('ja');
  else if (HAN.test(text)) out.push('zh');
  if (HANGUL.test(text)) out.push('ko');
  return out;
}
