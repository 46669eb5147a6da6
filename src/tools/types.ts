/** The five categories, in navigation order. Each has a tab; all but translator also have a list page. */
export const CATEGORIES = ['dev-tools', 'image-tools', 'translator', 'ai-products', 'blog'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Where a tool's title, description and keywords live: `<ns>:<slug>.title` etc. */
export type ToolNamespace = 'tools' | 'aiproducts';

/** One registry entry. Every tool folder exports one as the default export of its meta.ts. */
export interface ToolMeta {
  /** Route segment and folder name, kebab-case. */
  readonly slug: string;
  /** The category whose tab and page list the tool first. */
  readonly category: Category;
  /** Further categories whose pages list the tool too. */
  readonly alsoIn?: readonly Category[];
  /** An emoji shown as the tool's icon. */
  readonly icon: string;
  /** Bundle holding `<slug>.title`, `<slug>.description` and `<slug>.keywords`. */
  readonly ns: ToolNamespace;
  /** Language-neutral search terms (brand names, file formats). Translated keywords live in the bundle. */
  readonly keywords: readonly string[];
  /** Set for products hosted elsewhere: the card opens this URL in a new tab. */
  readonly external?: string;
}

export function defineTool(meta: ToolMeta): ToolMeta {
  return meta;
}
