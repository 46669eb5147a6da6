/**
 * The Content-Security-Policy of every page (Astro's `security.csp`: a `<meta http-equiv>` per page whose
 * `script-src` and `style-src` carry the hashes of that page's inline scripts and styles), and the headers a
 * static host adds (public/_headers, deploy/nginx). Self-contained (no imports) so that astro.config.mjs can
 * load it with Node's type stripping as well as through Vite (its one import is a type).
 *
 * The policy is built from the configuration: Clerk's frontend API host (from the publishable key) may serve
 * scripts and answer requests, Supabase's project may answer requests; nothing else leaves the origin.
 */

import type { AstroUserConfig } from 'astro';

/** Astro's `security.csp` object. */
type CspObject = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;
type CspDirectives = NonNullable<CspObject['directives']>;

export interface CspSettings {
  /** Clerk's frontend API host (`clerk.example.com`), when Clerk is configured. */
  clerkFrontendApi?: string | null;
  /** Supabase project URL (`https://abc.supabase.co`), when configured. */
  supabaseUrl?: string | null;
  /** More origins the page may connect to (the translator's engine). */
  connect?: readonly string[];
}

/** Where Clerk's user images are served from. */
export const CLERK_IMAGE_HOST = 'https://img.clerk.com';
/** Clerk's bot protection (Cloudflare Turnstile) runs a script and an iframe from here. */
export const CLERK_CHALLENGE_HOST = 'https://challenges.cloudflare.com';

/** The origin of an http(s) URL, or null. */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

const join = (name: string, sources: (string | null | undefined)[]) =>
  [name, ...new Set(sources.filter((s): s is string => !!s))].join(' ');

/** The `security.csp` value for astro.config.mjs. */
export function cspConfig({ clerkFrontendApi, supabaseUrl, connect = [] }: CspSettings) {
  const clerk = clerkFrontendApi ? `https://${clerkFrontendApi}` : null;
  const supabase = originOf(supabaseUrl);
  return {
    algorithm: 'SHA-256',
    directives: [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      join('img-src', ["'self'", 'data:', 'blob:', clerk && CLERK_IMAGE_HOST]),
      "font-src 'self' data:",
      // blob: our own object URLs (downloads of results are fetched from them).
      join('connect-src', ["'self'", 'blob:', clerk, supabase, ...connect.map(originOf)]),
      "worker-src 'self' blob:",
      join('frame-src', clerk ? [CLERK_CHALLENGE_HOST] : ["'none'"]),
      "manifest-src 'self'",
      "media-src 'self' blob: data:",
    ] as CspDirectives,
    scriptDirective: {
      // Hashes of the inline scripts are added by Astro (its own) and by the layouts (is:inline ones).
      // wasm: the PDF tool's qpdf and the image codecs compile WebAssembly.
      resources: ["'self'", "'wasm-unsafe-eval'", clerk, clerk && CLERK_CHALLENGE_HOST].filter((s): s is string => !!s),
    },
    styleDirective: {
      // 'unsafe-inline' for styles, in both modes: CodeMirror (style-mod) and Clerk's components write <style>
      // elements at run time whose text no hash can know, and islands render `style="…"` attributes. A style
      // cannot run script, and what it could load is held to img-src/font-src (this origin, data:, blob:).
      resources: ["'self'", "'unsafe-inline'"],
    },
  } satisfies CspObject;
}

/**
 * The translator pages (text/image and documents) talk to an engine the visitor types in the settings dialog: a
 * static page cannot know its origin in advance. So only those two pages widen connect-src, each with
 * `Astro.csp.insertDirective` in the tool route (src/pages/[...locale]/[tool].astro: the translator category), to any https: origin plus plain http on
 * this machine (a self-hosted LibreTranslate or Ollama); every other page keeps the strict policy above. The
 * operator's engine (`PUBLIC_TRANSLATE_URL`) is passed to `cspConfig` as `connect`, so its origin is allowed
 * everywhere it is used. With `PUBLIC_TRANSLATE_CUSTOM=off` the translator pages add nothing: they can reach
 * exactly the operator's origin. What leaves the page is still only what the visitor sends to the engine they
 * chose; scripts, frames and images stay as strict as everywhere else.
 */
export const LOCAL_ENGINE_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'] as const;

/** The connect-src sources a translator page adds (none when visitors may not enter their own endpoints). */
export function translatorConnectSources(customEngines: boolean): string[] {
  return customEngines ? ['https:', ...LOCAL_ENGINE_SOURCES] : [];
}

/** The directive a translator page inserts, or null. */
export function translatorConnectDirective(customEngines: boolean): `connect-src ${string}` | null {
  const sources = translatorConnectSources(customEngines);
  return sources.length ? `connect-src ${sources.join(' ')}` : null;
}

/**
 * The headers every response carries (public/_headers and deploy/nginx set exactly these). The page's own
 * policy is in its `<meta>`; this one adds what a meta element cannot say (`frame-ancestors`).
 *  - Cross-Origin-Opener-Policy `same-origin-allow-popups`: another site that opens one of our pages gets no
 *    handle on it, while a popup we open keeps its opener. Clerk signs in by redirect, but its `oauthFlow`
 *    "popup"/"auto" (chosen inside iframes and on some hosts) opens the provider in a popup that reports back
 *    through `window.opener`, which plain `same-origin` would cut.
 *  - Cross-Origin-Resource-Policy `same-origin`: no other site may embed our files (scripts, wasm, models,
 *    fonts); only our own pages load them. Clerk's scripts come from Clerk's host, not ours.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * The policy of our workers. A dedicated or service worker does not inherit the page's `<meta>` policy: its
 * policy is the one its script's response carries (blob: workers inherit their creator's). So the build's
 * scripts (`/_astro/`, where every worker chunk and tesseract's worker land) and `/sw.js` are served with this
 * second Content-Security-Policy besides the one above. Both are enforced; for a page's module scripts it is
 * inert (a response's CSP applies only to documents and workers; the page's own policy governs its scripts).
 *  - script-src: our own scripts (importScripts, import) and WebAssembly (qpdf, codecs, tesseract, ONNX);
 *  - connect-src: our origin (models, wasm, OCR data, fonts), blob: and data: URLs the page hands over. No worker
 *    talks to the translator's engine: the page does (see translatorConnectSources);
 *  - img-src/font-src: what a worker decodes or draws on an OffscreenCanvas (FontFace from our fonts);
 *  - worker-src: nested workers from our origin or blob: (Emscripten's threads).
 */
export const WORKER_CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "connect-src 'self' blob: data:",
  "img-src 'self' blob: data:",
  "font-src 'self' blob: data:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The policy of the segmentation worker (`/_astro/segment-worker-*.js`, src/lib/segment/segment-worker.ts): the
 * workers' policy plus `'unsafe-eval'`, which ndarray (inside @imgly/background-removal) needs to build its array
 * classes with `Function(…)`. Scripts still come from this origin only; no other worker gets it.
 */
export const SEGMENT_WORKER_CSP = WORKER_CSP.replace(
  "script-src 'self' 'wasm-unsafe-eval'",
  "script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'",
);

/**
 * Strict-Transport-Security of the HTTPS server (deploy/nginx: the TLS example sets `$hsts` to it; plain HTTP
 * sends none, as a browser ignores it there). Two years, subdomains included: the value hstspreload.org asks for.
 */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Cache-Control for content-hashed build assets (`/_astro/*`) and for everything that must revalidate. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
