// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { loadEnv } from 'vite';
// Auth: the Clerk publishable-key check (a production build with an invalid key fails).
import { assertProductionKey } from './src/auth/key.ts';
// SEO: the published address (overridable with PUBLIC_SITE_URL) and the sitemap's rules.
import { siteUrl, isNoindexPath, canonicalForm } from './src/lib/site.ts';

const env = loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), '');
const site = siteUrl(process.env.PUBLIC_SITE_URL ?? env.PUBLIC_SITE_URL);

// Auth: a configured but invalid key fails a production build with "Missing valid Clerk Publishable Key for
// production"; no key means development mode (demo sign-in). The clerk() integration is deliberately not used:
// it makes every island wait for Clerk (see src/auth/clerk.ts).
const clerkKey = process.env.PUBLIC_CLERK_PUBLISHABLE_KEY ?? env.PUBLIC_CLERK_PUBLISHABLE_KEY;
/** @type {import('astro').AstroIntegration} */
const clerkKeyCheck = {
  name: 'clerk-key-check',
  hooks: {
    'astro:config:setup': ({ command }) => {
      if (command === 'build') assertProductionKey(clerkKey);
    },
  },
};

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  i18n: {
    locales: ['zh', 'en', 'ja', 'ko'],
    defaultLocale: 'zh',
    routing: { prefixDefaultLocale: false },
  },
  integrations: [
    clerkKeyCheck,
    react(),
    sitemap({
      // Pages marked noindex stay out; every URL is written exactly as the page's canonical link.
      filter: (page) => !isNoindexPath(new URL(page).pathname),
      serialize: (item) => ({
        ...item,
        url: canonicalForm(item.url),
        links: item.links?.map((link) => ({ ...link, url: canonicalForm(link.url) })),
      }),
      i18n: {
        defaultLocale: 'zh',
        locales: { zh: 'zh-CN', en: 'en', ja: 'ja', ko: 'ko' },
      },
    }),
  ],
  vite: {
    plugins: [tailwindcss()],
  },
  server: { host: '127.0.0.1', port: 4321 },
  devToolbar: { enabled: false },
});
