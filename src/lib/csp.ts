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
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
};

/** Cache-Control for content-hashed build assets (`/_astro/*`) and for everything that must revalidate. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
