/** Site-wide settings read from the environment at build time (see .env.example). */
import { siteUrl } from './lib/site';

const env = import.meta.env;

/**
 * Public URL of the site, no trailing slash: canonical links, hreflang, JSON-LD. The same value as
 * astro.config.mjs's `site` (which the sitemap uses): production unless PUBLIC_SITE_URL overrides it.
 */
export const SITE_URL: string = siteUrl(env.PUBLIC_SITE_URL as string | undefined);

/** The public source repository linked from the home page and the footer. */
export const REPO_URL: string = String(env.PUBLIC_REPO_URL || 'https://github.com/fisherdaddy/ai-toolbox');

/** The FisherAI browser extension's store page. */
export const FISHERAI_URL =
  'https://chromewebstore.google.com/detail/fisherai-your-best-summar/ipfiijaobcenaibdpaacbbpbjefgekbj';

/** The footer's external resource links, in order. */
export const RESOURCE_LINKS = [
  { key: 'fisherai', href: FISHERAI_URL },
  { key: 'source', href: REPO_URL },
  { key: 'huggingface', href: 'https://huggingface.co/' },
  { key: 'arxiv', href: 'https://arxiv.org/list/cs.AI/recent' },
] as const;
