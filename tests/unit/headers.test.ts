/**
 * The Content-Security-Policy built from the configuration, and the response headers of the static-host
 * configs (public/_headers, deploy/nginx), which must say exactly what src/lib/csp.ts lists.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  cspConfig,
  HSTS,
  SECURITY_HEADERS,
  SEGMENT_WORKER_CSP,
  WORKER_CSP,
} from '../../src/lib/csp';

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
    expect(rules.get('/_astro/*')).toEqual([
      '! Cache-Control',
      `Cache-Control: ${CACHE_IMMUTABLE}`,
      `Content-Security-Policy: ${WORKER_CSP}`,
    ]);
    expect(rules.get('/_astro/segment-worker-*')).toEqual([
      '! Content-Security-Policy',
      `Content-Security-Policy: ${SECURITY_HEADERS['Content-Security-Policy']}`,
      `Content-Security-Policy: ${SEGMENT_WORKER_CSP}`,
    ]);
    expect(rules.get('/sw.js')).toEqual([`Content-Security-Policy: ${WORKER_CSP}`]);
    expect([...rules.keys()]).toEqual(['/*', '/_astro/*', '/_astro/segment-worker-*', '/sw.js']);
  });

  it('the workers’ policy: scripts and wasm from this origin only, nothing that runs strings', () => {
    expect(WORKER_CSP).toBe(
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self' blob: data:; " +
        "img-src 'self' blob: data:; font-src 'self' blob: data:; worker-src 'self' blob:; object-src 'none'; " +
        "base-uri 'self'; frame-ancestors 'none'",
    );
    const snippet = read('deploy/nginx/worker-policy.conf');
    expect([...snippet.matchAll(/^add_header (\S+) "(.*)" always;$/gm)].map((m) => [m[1], m[2]])).toEqual([
      ['Content-Security-Policy', WORKER_CSP],
    ]);
    // The segmentation worker alone may also evaluate strings (ndarray's generated classes).
    expect(SEGMENT_WORKER_CSP).toBe(WORKER_CSP.replace("'wasm-unsafe-eval'", "'wasm-unsafe-eval' 'unsafe-eval'"));
    const evalSnippet = read('deploy/nginx/worker-policy-eval.conf');
    expect([...evalSnippet.matchAll(/^add_header (\S+) "(.*)" always;$/gm)].map((m) => [m[1], m[2]])).toEqual([
      ['Content-Security-Policy', SEGMENT_WORKER_CSP],
    ]);
  });

  it('deploy/nginx sets the same headers in every location, with the cache rules', () => {
    const snippet = read('deploy/nginx/security-headers.conf');
    const headers = [...snippet.matchAll(/^add_header (\S+) "(.*)" always;$/gm)].map((m) => [m[1], m[2]]);
    expect(Object.fromEntries(headers)).toEqual(SECURITY_HEADERS);
    // HSTS: a variable each server block sets ("" on plain HTTP: nginx sends no empty header).
    expect(snippet).toMatch(/^add_header Strict-Transport-Security \$hsts always;$/m);
    const site = read('deploy/nginx/ai-toolbox.conf');
    // The live server block (comments stripped): HTTP, no HSTS. The commented HTTPS example sets it.
    const live = site.replace(/#.*$/gm, '');
    expect([...live.matchAll(/^\s*set \$hsts "(.*)";$/gm)].map((m) => m[1])).toEqual(['']);
    expect([...site.matchAll(/^#\s+set \$hsts "(.*)";$/gm)].map((m) => m[1])).toEqual([HSTS]);
    expect(site).toMatch(/^#\s+listen 443 ssl;$/m);
    const locations = [...live.matchAll(/location ([^{]+)\{([^}]*)\}/g)].map((m) => ({
      at: m[1]!.trim(),
      body: m[2]!,
    }));
    expect(locations.map((l) => l.at)).toEqual([
      '~ (^|/)(\\.(?!well-known(/|$))|_headers$|_redirects$)',
      '~ ^/_astro/segment-worker-[^/]*\\.js$',
      '/_astro/',
      '= /sw.js',
      '~ \\.webmanifest$',
      '= /404.html',
      '/',
    ]);
    for (const l of locations) expect(l.body, l.at).toContain('include snippets/security-headers.conf;');
    // Workers' scripts (every worker chunk is under /_astro/) and the service worker carry the workers' policy.
    expect(locations.filter((l) => l.body.includes('include snippets/worker-policy.conf;')).map((l) => l.at)).toEqual([
      '/_astro/',
      '= /sw.js',
    ]);
    expect(
      locations.filter((l) => l.body.includes('include snippets/worker-policy-eval.conf;')).map((l) => l.at),
    ).toEqual(['~ ^/_astro/segment-worker-[^/]*\\.js$']);
    expect(locations[0]!.body).toContain('return 404;');
    const cache = (at: string) =>
      /add_header Cache-Control "([^"]+)" always;/.exec(locations.find((l) => l.at === at)!.body)?.[1];
    expect(cache('/_astro/')).toBe(CACHE_IMMUTABLE);
    expect(cache('~ ^/_astro/segment-worker-[^/]*\\.js$')).toBe(CACHE_IMMUTABLE);
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
      '~ ^/toolbox/(.*/)?(\\.|_headers$|_redirects$)',
      '~ ^/toolbox/_astro/(segment-worker-[^/]*\\.js)$',
      '/toolbox/_astro/',
      '= /toolbox/sw.js',
      '~ ^/toolbox/(.+\\.webmanifest)$',
      '= /toolbox/404.html',
      '/toolbox/',
    ]);
    for (const l of locations) expect(l.body, l.at).toContain('include snippets/security-headers.conf;');
    expect(locations.filter((l) => l.body.includes('include snippets/worker-policy.conf;')).map((l) => l.at)).toEqual([
      '/toolbox/_astro/',
      '= /toolbox/sw.js',
    ]);
    expect(
      locations.filter((l) => l.body.includes('include snippets/worker-policy-eval.conf;')).map((l) => l.at),
    ).toEqual(['~ ^/toolbox/_astro/(segment-worker-[^/]*\\.js)$']);
    expect([...site.replace(/#.*$/gm, '').matchAll(/^\s*set \$hsts "(.*)";$/gm)].map((m) => m[1])).toEqual(['']);
    const line = (at: string, re: RegExp) => re.exec(locations.find((l) => l.at === at)!.body)?.[1];
    const cache = (at: string) => line(at, /add_header Cache-Control "([^"]+)" always;/);
    expect(cache('/toolbox/_astro/')).toBe(CACHE_IMMUTABLE);
    expect(cache('= /toolbox/sw.js')).toBe(CACHE_REVALIDATE);
    expect(cache('= /toolbox/404.html')).toBe(CACHE_REVALIDATE);
    expect(cache('/toolbox/')).toBe(CACHE_REVALIDATE);
    const alias = (at: string) => line(at, /alias (\S+);/);
    expect(alias('~ ^/toolbox/_astro/(segment-worker-[^/]*\\.js)$')).toBe('/var/www/ai-toolbox/_astro/$1');
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
      '/tmp/build/_astro/$1',
      '/tmp/build/_astro/',
      '/tmp/build/sw.js',
      '/tmp/build/$1',
      '/tmp/build/404.html',
      '/tmp/build/',
    ]);
    expect(conf).not.toContain('/var/www');
  });
});
