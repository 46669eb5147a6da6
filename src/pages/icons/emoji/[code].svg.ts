/**
 * The Twemoji SVG of every registry entry's emoji icon (src/lib/emoji-svg.ts), written by the build as
 * `/icons/emoji/<code>.svg`: cards, dropdowns, tool headers and the search palette draw these instead of emoji text.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { registry } from '../../../tools/registry';
import { emojiCode } from '../../../lib/emoji';
import { emojiSvg } from '../../../lib/emoji-svg';

export const getStaticPaths = (() => {
  const paths = new Map<string, string>();
  for (const tool of registry) {
    const svg = emojiSvg(tool.icon);
    if (svg !== null) paths.set(emojiCode(tool.icon), svg);
  }
  return [...paths].map(([code, svg]) => ({ params: { code }, props: { svg } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response((props as { svg: string }).svg, { headers: { 'content-type': 'image/svg+xml' } });
