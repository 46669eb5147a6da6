// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { loadEnv } from 'vite';
// Auth: the Clerk publishable-key check (a production build with an invalid key fails).
import {
  assertProductionKey,
  checkPublishableKey,
  CLERK_JS_VERSION,
  CLERK_UI_VERSION,
  clerkScriptVersion,
} from './src/auth/key.ts';
// Security: the Content-Security-Policy of every page (src/lib/csp.ts).
import { cspConfig } from './src/lib/csp.ts';
// Offline: the service worker, written into each build with that build's id and assets.
import { writeServiceWorker } from './src/sw/build.ts';
// The background-removal model (npm @imgly/background-removal-data), copied into each build, served in dev.
import { copyModelFiles, modelMiddleware } from './src/lib/segment/build.ts';
// On-device OCR (npm tesseract.js, tesseract.js-core, @tesseract.js-data/*), copied into each build, served in dev.
import { copyOcrFiles, ocrMiddleware } from './src/lib/ocr/build.ts';
// The document translator's pdf.js data (npm pdfjs-dist) and CJK font (npm node-source-han-sans-sc), copied likewise.
import { copyPdfFiles, pdfMiddleware } from './src/lib/pdf/build.ts';
import { fileURLToPath } from 'node:url';
// A service-role key configured as the public Supabase key would ship to every browser: refuse to build.
import { assertPublicSupabaseKey } from './scripts/lib/secrets.mjs';
// SEO: the published address (overridable with PUBLIC_SITE_URL) and the sitemap's rules.
import { siteUrl, isNoindexPath, canonicalForm, normalizeBase } from './src/lib/site.ts';

const env = loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), '');
const site = siteUrl(process.env.PUBLIC_SITE_URL ?? env.PUBLIC_SITE_URL);
// Served under a sub-path: `SITE_BASE=/toolbox/ npm run build` writes every link, asset URL, the head script
// and the service worker under /toolbox/ (see README, "Serving under a sub-path"). Default: the root. Read from
// the process environment only, not .env: a prefix left in .env would break `npm test`'s root build.
const base = normalizeBase(process.env.SITE_BASE);

// Auth: a configured but invalid key fails a production build with "Missing valid Clerk Publishable Key for
// production"; no key means development mode (demo sign-in). The clerk() integration is deliberately not used:
// it makes every island wait for Clerk (see src/auth/clerk.ts).
const clerkKey = process.env.PUBLIC_CLERK_PUBLISHABLE_KEY ?? env.PUBLIC_CLERK_PUBLISHABLE_KEY;
/** @type {import('astro').AstroIntegration} */
const clerkKeyCheck = {
  name: 'key-checks',
  hooks: {
    'astro:config:setup': ({ command }) => {
      if (command === 'build') {
        assertProductionKey(clerkKey);
        assertPublicSupabaseKey(process.env.PUBLIC_SUPABASE_ANON_KEY ?? env.PUBLIC_SUPABASE_ANON_KEY);
        const js = process.env.PUBLIC_CLERK_JS_VERSION ?? env.PUBLIC_CLERK_JS_VERSION;
        const ui = process.env.PUBLIC_CLERK_UI_VERSION ?? env.PUBLIC_CLERK_UI_VERSION;
        clerkScriptVersion(js, CLERK_JS_VERSION, 'PUBLIC_CLERK_JS_VERSION');
        clerkScriptVersion(ui, CLERK_UI_VERSION, 'PUBLIC_CLERK_UI_VERSION');
      }
    },
  },
};

/** @type {import('astro').AstroIntegration} */
const serviceWorker = {
  name: 'service-worker',
  hooks: {
    'astro:build:done': ({ dir, logger }) => {
      const { build, assets, packs } = writeServiceWorker(fileURLToPath(dir), base);
      logger.info(`sw.js: build ${build}, ${assets.length} assets`);
      for (const p of packs.packs)
        logger.info(`offline pack ${p.id}: ${p.files.length} files, ${(p.bytes / 1e6).toFixed(1)} MB`);
    },
  },
};

/** @type {import('astro').AstroIntegration} */
const deviceModels = {
  name: 'device-models',
  hooks: {
    'astro:server:setup': ({ server }) => {
      server.middlewares.use(modelMiddleware(base));
      server.middlewares.use(ocrMiddleware(base));
      server.middlewares.use(pdfMiddleware(base));
    },
    'astro:build:done': ({ dir, logger }) => {
      const model = copyModelFiles(fileURLToPath(dir));
      logger.info(`background-removal model: ${model.files} files, ${(model.bytes / 1e6).toFixed(1)} MB`);
      const ocr = copyOcrFiles(fileURLToPath(dir));
      logger.info(`OCR: ${ocr.files} files, ${(ocr.bytes / 1e6).toFixed(1)} MB`);
      const pdf = copyPdfFiles(fileURLToPath(dir));
      logger.info(
        `document translator (pdf.js data, CJK font): ${pdf.files} files, ${(pdf.bytes / 1e6).toFixed(1)} MB`,
      );
    },
  },
};

const clerkCheck = checkPublishableKey(clerkKey, { dev: process.env.NODE_ENV === 'development' });
const csp = cspConfig({
  clerkFrontendApi: clerkCheck.ok ? clerkCheck.frontendApi : null,
  supabaseUrl: process.env.PUBLIC_SUPABASE_URL ?? env.PUBLIC_SUPABASE_URL,
  // The operator's translation engine (a URL to their own proxy), when set: see translatorConnectSources.
  connect: [process.env.PUBLIC_TRANSLATE_URL ?? env.PUBLIC_TRANSLATE_URL ?? ''].filter((url) => url !== ''),
});

export default defineConfig({
  site,
  base,
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
      filter: (page) => !isNoindexPath(new URL(page).pathname, base),
      serialize: (item) => ({
        ...item,
        url: canonicalForm(item.url, base),
        links: item.links?.map((link) => ({ ...link, url: canonicalForm(link.url, base) })),
      }),
      i18n: {
        defaultLocale: 'zh',
        locales: { zh: 'zh-CN', en: 'en', ja: 'ja', ko: 'ko' },
      },
    }),
    deviceModels,
    // Last, so that its build id covers every file the others wrote.
    serviceWorker,
  ],
  vite: {
    plugins: [tailwindcss()],
  },
  server: { host: '127.0.0.1', port: 4321 },
  devToolbar: { enabled: false },
  security: { csp },
});
