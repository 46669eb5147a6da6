/**
 * What a run of text is, judged by the text and the font together: pdf.js's generic family alone is not enough
 * (it calls every CJK font "monospace", since their ideographs all have one width, so a Chinese document would be
 * taken for code). CJK text is never code; a font's own name (BaseFont, when the reader has it) decides before the
 * generic family; bold comes from the name. Also undoes a printing artefact: Chromium maps glyphs that a CJK font
 * shares between a radical and an ideograph to the radical's code point (⼯ U+2F2F for 工), which engines read as
 * symbols.
 */

/** Han, kana, Hangul, CJK punctuation and full-width forms. */
export const CJK_TEXT =
  /[\u2e80-\u2fdf\u3000-\u30ff\u3100-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

/** Font names of monospaced (code) faces. */
const MONO_NAME =
  /mono|courier|consol|code|menlo|monaco|inconsolata|iosevka|typewriter|andale|^cmtt|^lmtt|^txtt|hack-|fixed|terminal/i;
/** Font names of CJK faces (their Latin glyphs are proportional, whatever the flags say). */
const CJK_NAME =
  /cjk|han ?(sans|serif)|noto ?(sans|serif) ?(sc|tc|hk|jp|kr)|simsun|simhei|song|hei|ming|kai|fang|yahei|pingfang|hiragino|gothic|mincho|meiryo|yu ?go|batang|gulim|dotum|malgun|nanum|sarasa|wenquanyi|wqy|droidsansfallback|^ipa/i;
/** Math fonts: TeX's, STIX, Cambria Math, Symbol. */
const MATH_NAME = /^cm(mi|sy|ex|bsy)|^lm(mi|sy|ex)|math|stix|^symbol|msam|msbm|euler|^rsfs/i;
const BOLD_NAME = /bold|black|heavy|semibold|demibold|[-,]demi|w[6-9]$|[-,]bd$/i;

/** The font's own name without a subset prefix ("ABCDEF+NotoSansCJKsc-Bold" → "NotoSansCJKsc-Bold"). */
export function baseName(name: string | undefined): string {
  return (name ?? '').replace(/^[A-Z]{6}\+/, '');
}

export interface RunKind {
  /** Code: a monospaced Latin run. */
  mono: boolean;
  bold: boolean;
  /** Set in a math font. */
  math: boolean;
}

/**
 * What a run is. `family` is pdf.js's generic family (or a font name it gives), `name` the font's BaseFont when
 * known. CJK text is never code; a known name decides (a mono name is code, a CJK face is not, otherwise the
 * family); without a name, the family decides.
 */
export function classifyRun(text: string, family: string, name?: string, boldFlag = false): RunKind {
  const base = baseName(name);
  const bold = boldFlag || BOLD_NAME.test(base);
  const math = MATH_NAME.test(base);
  if (CJK_TEXT.test(text)) return { mono: false, bold, math: false };
  let mono: boolean;
  if (base && MONO_NAME.test(base)) mono = true;
  else if (base && CJK_NAME.test(base)) mono = false;
  else mono = family === 'monospace' || MONO_NAME.test(family);
  return { mono, bold, math };
}

/**
 * CJK radicals that Chromium (Skia) writes instead of the ideograph a CJK font draws with the same glyph:
 * Kangxi radicals decompose to their ideograph (NFKC); the simplified forms (and those whose simplified-Chinese
 * glyph is not the NFKC one) are listed here.
 */
const RADICALS: Record<string, string> = {
  '\u2e8c': '小',
  '\u2e8d': '小',
  '\u2e95': '彐',
  '\u2ea6': '丬',
  '\u2eb0': '纟',
  '\u2ec5': '见',
  '\u2ec6': '角',
  '\u2ec8': '讠',
  '\u2ec9': '贝',
  '\u2ecb': '车',
  '\u2ecc': '辶',
  '\u2ed0': '钅',
  '\u2ed3': '长',
  '\u2ed4': '门',
  '\u2ed9': '韦',
  '\u2eda': '页',
  '\u2edb': '风',
  '\u2edc': '飞',
  '\u2ee0': '饣',
  '\u2ee2': '马',
  '\u2ee5': '鱼',
  '\u2ee6': '鸟',
  '\u2ee7': '卤',
  '\u2ee8': '麦',
  '\u2ee9': '黄',
  '\u2eea': '黾',
  '\u2eeb': '斉',
  '\u2eec': '齐',
  '\u2eed': '歯',
  '\u2eee': '齿',
  '\u2eef': '竜',
  '\u2ef0': '龙',
  '\u2ef2': '亀',
  '\u2ef3': '龟',
  '\u2f3e': '户',
  '\u2fad': '青',
};

/** Radicals back to ideographs (one character for one, so positions and lengths stay). */
export function normaliseCjk(text: string): string {
  if (!/[\u2e80-\u2fdf]/u.test(text)) return text;
  return text.replace(/[\u2e80-\u2fdf]/gu, (ch) => {
    const mapped = RADICALS[ch];
    if (mapped) return mapped;
    const nfkc = ch.normalize('NFKC');
    return [...nfkc].length === 1 ? nfkc : ch;
  });
}
