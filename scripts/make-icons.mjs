#!/usr/bin/env node
/**
 * Draws the app icons of the web app manifest (public/icons/*.png) from the site's logo (public/favicon.svg), with
 * Debian's Chromium: 192 and 512 px "any" icons (the logo's rounded square) and 512 px "maskable" icons (full-bleed
 * background, the drawing inside the central 80 % safe zone, so a launcher's circle or squircle mask never cuts
 * it). Run it after changing the logo: `node scripts/make-icons.mjs`; the PNGs are committed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const root = join(import.meta.dirname, '..');
const logo = readFileSync(join(root, 'public/favicon.svg'), 'utf8');
const BRAND = /fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1] ?? '#2556e0';

/** The logo's inner drawing (everything after its background rect). */
const drawing = logo.replace(/^.*?<rect[^>]*\/>/s, '').replace(/<\/svg>\s*$/, '');

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  {
    file: 'icon-maskable-512.png',
    size: 512,
    // Full-bleed square; the 32-unit drawing scaled to 70 % and centred (inside the 80 % safe circle).
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(4.8 4.8) scale(0.7)">${drawing}</g></svg>`,
  },
];

const browser = await chromium.launch({
  ...(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(icon.svg).toString('base64')}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block;width:${icon.size}px;height:${icon.size}px}</style><img src="${src}">`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    writeFileSync(join(root, 'public/icons', icon.file), await page.screenshot({ omitBackground: true }));
    await page.close();
    console.log(`public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
