/**
 * The function's settings, from its secrets (`supabase secrets set NAME=value`). Read once per isolate. Every
 * number has a default; the upstream, the site's origins, the IP salt and the database are required, and a
 * missing one is named in the log (never in a response).
 */
import { completionsUrl } from '../../../src/lib/translate/prompt.ts';

export interface Allowances {
  anonymous: number;
  free: number;
  premium: number;
}

export interface ClerkSettings {
  /** The Frontend API URL tokens are issued by (`https://clerk.example.com`, `https://x.clerk.accounts.dev`). */
  issuer: string;
  /** Where the signing keys are: `<issuer>/.well-known/jwks.json` unless set. */
  jwksUrl: string;
  /** The site origins a token's `azp` may name. */
  parties: string[];
}

export interface Config {
  /** The provider's chat-completions address. */
  upstreamUrl: string;
  /** Sent as `Authorization: Bearer`; empty for a server without keys (a local Ollama or vLLM). */
  upstreamKey: string;
  model: string;
  /** Fields the operator adds to every upstream request (`{"temperature":0}` unless set; `{}` for none). */
  extraBody: Record<string, unknown>;
  /** The site's origins (CORS and, by default, Clerk's authorised parties). */
  origins: string[];
  allowances: Allowances;
  /** Characters of source text in one request. */
  maxChars: number;
  /** Bytes of one request body. */
  maxBodyBytes: number;
  /** Requests one caller may have in flight in this isolate. */
  maxInFlight: number;
  /** The whole upstream request, headers and stream. */
  upstreamTimeoutMs: number;
  /** Null: signed-in callers are refused (no Clerk configured), anonymous ones are served. */
  clerk: ClerkSettings | null;
  /** The header the platform puts the visitor's address in (Supabase's gateway sets x-real-ip). */
  ipHeader: string;
  ipSalt: string;
  dbUrl: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`translate function is not configured: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

export const DEFAULTS = {
  allowances: { anonymous: 5_000, free: 50_000, premium: 1_000_000 },
  maxChars: 8_000,
  maxBodyBytes: 64 * 1024,
  maxInFlight: 4,
  upstreamTimeoutMs: 120_000,
  ipHeader: 'x-real-ip',
  extraBody: { temperature: 0 },
} as const;

function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** An origin as browsers send it: scheme, host and port, no path or trailing slash. */
export function normaliseOrigin(value: string): string | null {
  const url = httpUrl(value.trim());
  return url ? url.origin : null;
}

export function readConfig(get: (name: string) => string | undefined): Config {
  const problems: string[] = [];
  const text = (name: string) => (get(name) ?? '').trim();
  const int = (name: string, fallback: number, min: number) => {
    const raw = text(name);
    if (!raw) return fallback;
    const n = Number(raw.replaceAll('_', ''));
    if (!Number.isSafeInteger(n) || n < min) {
      problems.push(`${name} must be a whole number ≥ ${min}`);
      return fallback;
    }
    return n;
  };

  const upstream = text('TRANSLATE_UPSTREAM_URL');
  if (!upstream) problems.push('TRANSLATE_UPSTREAM_URL is not set');
  else if (!httpUrl(upstream)) problems.push('TRANSLATE_UPSTREAM_URL is not an http(s) URL');
  const model = text('TRANSLATE_MODEL');
  if (!model) problems.push('TRANSLATE_MODEL is not set');

  const origins: string[] = [];
  for (const part of text('TRANSLATE_ALLOWED_ORIGINS')
    .split(/[\s,]+/)
    .filter(Boolean)) {
    const origin = normaliseOrigin(part);
    if (origin) origins.push(origin);
    else problems.push(`TRANSLATE_ALLOWED_ORIGINS: ${part} is not an origin`);
  }
  if (!origins.length) problems.push('TRANSLATE_ALLOWED_ORIGINS is not set (the site origins, comma-separated)');

  const ipSalt = text('TRANSLATE_IP_SALT');
  if (ipSalt.length < 16) problems.push('TRANSLATE_IP_SALT must be at least 16 characters');
  const dbUrl = text('SUPABASE_DB_URL');
  if (!dbUrl) problems.push('SUPABASE_DB_URL is not set');

  let extraBody: Record<string, unknown> = { ...DEFAULTS.extraBody };
  const extra = text('TRANSLATE_EXTRA_BODY');
  if (extra) {
    try {
      const parsed: unknown = JSON.parse(extra);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      extraBody = parsed as Record<string, unknown>;
      for (const key of ['model', 'messages', 'stream'])
        if (key in extraBody) problems.push(`TRANSLATE_EXTRA_BODY may not set ${key}`);
    } catch {
      problems.push('TRANSLATE_EXTRA_BODY is not a JSON object');
    }
  }

  let clerk: ClerkSettings | null = null;
  const issuer = text('CLERK_ISSUER').replace(/\/+$/, '');
  if (issuer) {
    if (!httpUrl(issuer)) problems.push('CLERK_ISSUER is not a URL');
    const jwksUrl = text('CLERK_JWKS_URL') || `${issuer}/.well-known/jwks.json`;
    if (!httpUrl(jwksUrl)) problems.push('CLERK_JWKS_URL is not a URL');
    const partiesRaw = text('CLERK_AUTHORIZED_PARTIES');
    const parties = partiesRaw
      ? partiesRaw
          .split(/[\s,]+/)
          .filter(Boolean)
          .map((p) => normaliseOrigin(p) ?? p)
      : origins;
    clerk = { issuer, jwksUrl, parties };
  }

  const config: Config = {
    upstreamUrl: upstream ? completionsUrl(upstream) : '',
    upstreamKey: text('TRANSLATE_UPSTREAM_KEY'),
    model,
    extraBody,
    origins,
    allowances: {
      anonymous: int('TRANSLATE_ALLOWANCE_ANONYMOUS', DEFAULTS.allowances.anonymous, 0),
      free: int('TRANSLATE_ALLOWANCE_FREE', DEFAULTS.allowances.free, 0),
      premium: int('TRANSLATE_ALLOWANCE_PREMIUM', DEFAULTS.allowances.premium, 0),
    },
    maxChars: int('TRANSLATE_MAX_CHARS', DEFAULTS.maxChars, 1),
    maxBodyBytes: int('TRANSLATE_MAX_BODY_BYTES', DEFAULTS.maxBodyBytes, 1024),
    maxInFlight: int('TRANSLATE_MAX_IN_FLIGHT', DEFAULTS.maxInFlight, 1),
    upstreamTimeoutMs: int('TRANSLATE_UPSTREAM_TIMEOUT_MS', DEFAULTS.upstreamTimeoutMs, 1000),
    clerk,
    ipHeader: (text('TRANSLATE_IP_HEADER') || DEFAULTS.ipHeader).toLowerCase(),
    ipSalt,
    dbUrl,
  };
  if (problems.length) throw new ConfigError(problems);
  return config;
}
