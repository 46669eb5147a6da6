/**
 * The Content-Security-Policy built from the configuration, and the response headers of the static-host
 * configs (public/_headers, deploy/nginx), which must say exactly what src/lib/csp.ts lists.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, cspConfig, SECURITY_HEADERS } from '../../src/lib/csp';

const read = (p: string) => readFileSync(new URL(`../../${p}`, import.meta.url), 'utf8');

describe('cspConfig', () => {
  it('development mode: nothing but this origin (and data:/blob: images and workers)', () => {
    const c = cspConfig({});
    expect(c.directives).toEqual([
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "connect-src 'self' blob:",
      "worker-src 'self' blob:",
      "frame-src 'none'",
      "manifest-src 'self'",
      "media-src 'self' blob: data:",
    ]);
    expect(c.scriptDirective.resources).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(c.styleDirective.resources).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('Clerk mode: Clerk’s frontend API may serve scripts and answer; Supabase may answer', () => {
    const c = cspConfig({
      clerkFrontendApi: 'clerk.example.com',
      supabaseUrl: 'https://abc.supabase.co/',
      connect: ['https://llm.example.com/v1/chat', 'javascript:alert(1)'],
    });
    expect(c.directives).toContain(
      "connect-src 'self' blob: https://clerk.example.com https://abc.supabase.co https://llm.example.com",
    );
    expect(c.directives).toContain("img-src 'self' data: blob: https://img.clerk.com");
    expect(c.directives).toContain('frame-src https://challenges.cloudflare.com');
    expect(c.scriptDirective.resources).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      'https://clerk.example.com',
      'https://challenges.cloudflare.com',
    ]);
  });

  it('never allows inline event handlers, eval or objects', () => {
    const all = JSON.stringify(cspConfig({ clerkFrontendApi: 'clerk.example.com' }).scriptDirective);
    expect(all).not.toMatch(/unsafe-inline|'unsafe-eval'|unsafe-hashes|\*/);
    expect(cspConfig({}).directives).toContain("object-src 'none'");
  });
});

describe('static host headers', () => {
  it('public/_headers sets the security headers on every path and caches /_astro/* for a year', () => {
    const text = read('public/_headers');
    const rules = new Map<string, string[]>();
    let path = '';
    for (const line of text.split('\n')) {
      if (!line.trim() || line.startsWith('#')) continue;
      if (!/^\s/.test(line)) rules.set((path = line.trim()), []);
      else rules.get(path)!.push(line.trim());
    }
    expect(rules.get('/*')).toEqual([
      ...Object.entries(SECURITY_HEADERS).map(([k, v]) => `${k}: ${v}`),
      `Cache-Control: ${CACHE_REVALIDATE}`,
    ]);
    expect(rules.get('/_astro/*')).toEqual(['! Cache-Control', `Cache-Control: ${CACHE_IMMUTABLE}`]);
  });

  it('deploy/nginx sets the same headers in every location, with the cache rules', () => {
    const snippet = read('deploy/nginx/security-headers.conf');
    const headers = [...snippet.matchAll(/^add_header (\S+) "(.*)" always;$/gm)].map((m) => [m[1], m[2]]);
    expect(Object.fromEntries(headers)).toEqual(SECURITY_HEADERS);
    const site = read('deploy/nginx/ai-toolbox.conf');
    const locations = [...site.matchAll(/location ([^{]+)\{([^}]*)\}/g)].map((m) => ({
      at: m[1]!.trim(),
      body: m[2]!,
    }));
    expect(locations.map((l) => l.at)).toEqual(['/_astro/', '= /sw.js', '~ \\.webmanifest$', '= /404.html', '/']);
    for (const l of locations) expect(l.body, l.at).toContain('include snippets/security-headers.conf;');
    const cache = (at: string) =>
      /add_header Cache-Control "([^"]+)" always;/.exec(locations.find((l) => l.at === at)!.body)?.[1];
    expect(cache('/_astro/')).toBe(CACHE_IMMUTABLE);
    expect(cache('= /sw.js')).toBe(CACHE_REVALIDATE);
    expect(cache('~ \\.webmanifest$')).toBe(CACHE_REVALIDATE);
    expect(cache('/')).toBe(CACHE_REVALIDATE);
    // Debian's mime.types has no type for web app manifests: their location sets it.
    expect(locations.find((l) => l.at === '~ \\.webmanifest$')!.body).toContain(
      'default_type application/manifest+json;',
    );
  });

  it('deploy/nginx under /toolbox/: the same headers and cache rules, every file from the build folder', () => {
    const site = read('deploy/nginx/ai-toolbox-subpath.conf');
    const locations = [...site.matchAll(/location ([^{]+)\{([^}]*)\}/g)].map((m) => ({
      at: m[1]!.trim(),
      body: m[2]!,
    }));
    expect(locations.map((l) => l.at)).toEqual([
      '= /toolbox',
      '/toolbox/_astro/',
      '= /toolbox/sw.js',
      '~ ^/toolbox/(.+\\.webmanifest)$',
      '= /toolbox/404.html',
      '/toolbox/',
    ]);
    for (const l of locations) expect(l.body, l.at).toContain('include snippets/security-headers.conf;');
    const line = (at: string, re: RegExp) => re.exec(locations.find((l) => l.at === at)!.body)?.[1];
    const cache = (at: string) => line(at, /add_header Cache-Control "([^"]+)" always;/);
    expect(cache('/toolbox/_astro/')).toBe(CACHE_IMMUTABLE);
    expect(cache('= /toolbox/sw.js')).toBe(CACHE_REVALIDATE);
    expect(cache('= /toolbox/404.html')).toBe(CACHE_REVALIDATE);
    expect(cache('/toolbox/')).toBe(CACHE_REVALIDATE);
    const alias = (at: string) => line(at, /alias (\S+);/);
    expect(alias('/toolbox/_astro/')).toBe('/var/www/ai-toolbox/_astro/');
    expect(alias('= /toolbox/sw.js')).toBe('/var/www/ai-toolbox/sw.js');
    expect(alias('~ ^/toolbox/(.+\\.webmanifest)$')).toBe('/var/www/ai-toolbox/$1');
    expect(alias('= /toolbox/404.html')).toBe('/var/www/ai-toolbox/404.html');
    expect(alias('/toolbox/')).toBe('/var/www/ai-toolbox/');
    expect(site).toMatch(/^\s*error_page 404 \/toolbox\/404\.html;$/m);
    expect(line('= /toolbox', /return (301 \S+);/)).toBe('301 /toolbox/');
  });

  it('scripts/serve-nginx.mjs fills in the port and the build folder of the sub-path config', async () => {
    const { subpathConfig } = await import('../../scripts/serve-nginx.mjs');
    const conf = subpathConfig(4999, '/tmp/build');
    expect(conf).toContain('listen 127.0.0.1:4999;');
    expect([...conf.matchAll(/alias (\S+);/g)].map((m) => m[1])).toEqual([
      '/tmp/build/_astro/',
      '/tmp/build/sw.js',
      '/tmp/build/$1',
      '/tmp/build/404.html',
      '/tmp/build/',
    ]);
    expect(conf).not.toContain('/var/www');
  });
});
