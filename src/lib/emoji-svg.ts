/**
 * Build time only (node:fs): the Twemoji SVG of an emoji, from npm @iconify-json/twemoji (Twemoji by Twitter, Inc.
 * and contributors, CC-BY 4.0; credited on the About page). Its icons.json is 10 MB: read here, by the
 * prerendered icon endpoint and the pages' markup, and never imported into a browser bundle.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { emojiCode } from './emoji';

interface IconData {
  body: string;
  left?: number;
  top?: number;
  width?: number;
  height?: number;
}
interface IconSet {
  icons: Record<string, IconData>;
  left?: number;
  top?: number;
  width?: number;
  height?: number;
}

/**
 * Resolved from the project root (the working directory of `astro build`, `astro dev` and vitest): the prerendered
 * pages run as chunks written elsewhere, from where the package is not found.
 */
const fromRoot = createRequire(join(process.cwd(), 'package.json'));
let chars: Record<string, string> | null = null;
let set: IconSet | null = null;

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(fromRoot.resolve(`@iconify-json/twemoji/${file}`), 'utf8')) as T;
}

/** The icon set's name of the emoji (`'📋'` → `'clipboard'`), or null when the set has no such emoji. */
export function twemojiName(emoji: string): string | null {
  chars ??= readJson<Record<string, string>>('chars.json');
  return chars[emojiCode(emoji)] ?? null;
}

const known = new Map<string, boolean>();

/** Whether the build writes an SVG for the emoji (else the page falls back to the emoji as text). */
export function hasEmojiSvg(emoji: string): boolean {
  let has = known.get(emoji);
  if (has === undefined) known.set(emoji, (has = emojiSvg(emoji) !== null));
  return has;
}

/** The standalone SVG document of the emoji, or null when the set has no such emoji. */
export function emojiSvg(emoji: string): string | null {
  const name = twemojiName(emoji);
  if (name === null) return null;
  set ??= readJson<IconSet>('icons.json');
  // chars.json names icons, never aliases (checked for 1.2.5): an unknown name is a changed package, no SVG.
  const icon = set.icons[name];
  if (!icon) return null;
  const left = icon.left ?? set.left ?? 0;
  const top = icon.top ?? set.top ?? 0;
  const width = icon.width ?? set.width ?? 16;
  const height = icon.height ?? set.height ?? 16;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${left} ${top} ${width} ${height}" width="${width}" ` +
    `height="${height}">${icon.body}</svg>`
  );
}
