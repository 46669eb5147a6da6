/**
 * The URL inspector's pure side: split an absolute URL into parts and query rows, validate edited parts and
 * put them back together. No DOM.
 */
import { decode, type UrlErrorCode } from './logic';

export interface QueryRow {
  /** Decoded name and value, as shown for editing. */
  key: string;
  value: string;
  /** The text as it appeared in the URL; kept while the field is not edited, so untouched rows keep their form. */
  rawKey: string | null;
  rawValue: string | null;
  /** Whether the parameter had an `=` (`a=` vs `a`). */
  hasEq: boolean;
  /** Set when the raw text could not be decoded; the field then shows the raw text. */
  keyError?: UrlErrorCode;
  valueError?: UrlErrorCode;
}

export interface UrlParts {
  /** Scheme without the colon, e.g. `https`. */
  protocol: string;
  /** Whether the URL has `//` and an authority after the scheme (false for `mailto:`). */
  slashes: boolean;
  username: string;
  password: string;
  hostname: string;
  /** Empty when the scheme's default port is used. */
  port: string;
  /** As in the URL (percent-encoded). */
  pathname: string;
  /** Without the `#`, as in the URL. */
  hash: string;
  rows: QueryRow[];
}

export type ParseUrlResult =
  { ok: true; parts: UrlParts } | { ok: false; code: 'empty' | 'noScheme' | 'invalid'; message: string };

function decodeLenient(raw: string): { text: string; error?: UrlErrorCode } {
  const r = decode(raw, 'form');
  return r.ok ? { text: r.value } : { text: raw, error: r.error.code };
}

/** Splits a query string (without `?`) into rows, decoding names and values as form data (`+` is a space). */
export function parseQuery(search: string): QueryRow[] {
  if (search === '') return [];
  return search.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const rawKey = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? '' : pair.slice(eq + 1);
    const k = decodeLenient(rawKey);
    const v = decodeLenient(rawValue);
    const row: QueryRow = { key: k.text, value: v.text, rawKey, rawValue, hasEq: eq !== -1 };
    if (k.error) row.keyError = k.error;
    if (v.error) row.valueError = v.error;
    return row;
  });
}

/** Builds a query string (without `?`). Edited names and values are encoded with `encodeURIComponent`. */
export function buildQuery(rows: readonly QueryRow[]): string {
  return rows
    .filter((r) => !(r.rawKey === null && r.rawValue === null && r.key === '' && r.value === ''))
    .map((r) => {
      const k = r.rawKey ?? encodeURIComponent(r.key);
      const v = r.rawValue ?? encodeURIComponent(r.value);
      return r.hasEq || v !== '' ? `${k}=${v}` : k;
    })
    .join('&');
}

/** Parses an absolute URL with the WHATWG URL parser (as browsers do). */
export function parseUrl(input: string): ParseUrlResult {
  const text = input.trim();
  if (text === '') return { ok: false, code: 'empty', message: '' };
  let u: URL;
  try {
    u = new URL(text);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { ok: false, code: /^[a-z][a-z0-9+.-]*:/i.test(text) ? 'invalid' : 'noScheme', message };
  }
  const protocol = u.protocol.replace(/:$/, '');
  return {
    ok: true,
    parts: {
      protocol,
      slashes: u.href.startsWith(`${u.protocol}//`),
      username: u.username,
      password: u.password,
      hostname: u.hostname,
      port: u.port,
      pathname: u.pathname,
      hash: u.hash.replace(/^#/, ''),
      rows: parseQuery(u.search.replace(/^\?/, '')),
    },
  };
}

/** Puts the parts back together. */
export function buildUrl(p: UrlParts): string {
  let s = `${p.protocol}:`;
  if (p.slashes) {
    s += '//';
    if (p.username || p.password) s += `${p.username}${p.password ? `:${p.password}` : ''}@`;
    s += p.hostname;
    if (p.port) s += `:${p.port}`;
  }
  s += p.pathname;
  const query = buildQuery(p.rows);
  if (query) s += `?${query}`;
  if (p.hash) s += `#${p.hash}`;
  return s;
}

export type PartField = 'protocol' | 'hostname' | 'port';
export type PartErrorCode = 'badProtocol' | 'badPort' | 'emptyHost';

/** Field-level problems in edited parts, shown next to the field. */
export function validateParts(p: UrlParts): Partial<Record<PartField, PartErrorCode>> {
  const errors: Partial<Record<PartField, PartErrorCode>> = {};
  if (!/^[a-z][a-z0-9+.-]*$/i.test(p.protocol)) errors.protocol = 'badProtocol';
  if (p.port !== '' && (!/^\d{1,5}$/.test(p.port) || Number(p.port) > 65535)) errors.port = 'badPort';
  if (p.slashes && p.hostname === '' && ['http', 'https', 'ws', 'wss', 'ftp'].includes(p.protocol.toLowerCase())) {
    errors.hostname = 'emptyHost';
  }
  return errors;
}

/** Decoded form of a path or hash for display, or null when it is the same or cannot be decoded. */
export function readable(raw: string): string | null {
  const r = decode(raw, 'component');
  return r.ok && r.value !== raw ? r.value : null;
}
