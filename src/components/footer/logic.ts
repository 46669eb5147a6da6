/** Which four tools the footer lists, chosen by the current (locale-free) path. */
export type FooterSlug =
  | 'image-compressor'
  | 'background-remover'
  | 'latex-to-image'
  | 'text-behind-image'
  | 'json-formatter'
  | 'url-encode-and-decode'
  | 'image-base64'
  | 'text-diff'
  | 'openai-timeline'
  | 'anthropic-timeline'
  | 'llm-model-price'
  | 'ai-products'
  | 'deepseek-timeline'
  | 'handwriting'
  | 'subtitle-to-image';

const RULES: ReadonlyArray<readonly [string, readonly FooterSlug[]]> = [
  ['dev-tools', ['image-compressor', 'background-remover', 'latex-to-image', 'text-behind-image']],
  ['image-tools', ['json-formatter', 'url-encode-and-decode', 'image-base64', 'text-diff']],
  ['ai-products', ['openai-timeline', 'anthropic-timeline', 'llm-model-price', 'ai-products']],
  ['blog', ['openai-timeline', 'anthropic-timeline', 'llm-model-price', 'deepseek-timeline']],
];
const DEFAULT_LIST: readonly FooterSlug[] = [
  'text-behind-image',
  'background-remover',
  'handwriting',
  'subtitle-to-image',
];

/** The first rule whose word the path contains wins; any other path gets the default list. */
export function footerTools(path: string): readonly FooterSlug[] {
  for (const [word, list] of RULES) if (path.includes(word)) return list;
  return DEFAULT_LIST;
}

/** The six pages the not-found page recommends, in order. */
export const NOT_FOUND_LINKS = [
  'json-formatter',
  'url-encode-and-decode',
  'background-remover',
  'text-behind-image',
  'openai-timeline',
  'llm-model-price',
] as const;
