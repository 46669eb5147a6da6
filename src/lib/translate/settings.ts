/**
 * The translation engine a visitor uses, shared by the translator and the document translator: the stored choice
 * (in this browser's localStorage only, under one key), its validation (an error code per field, shown at the
 * field), the operator's engine from the build's environment, and `createEngine`, which turns a choice into an
 * Engine. Pure apart from the storage functions, which take the storage as an argument.
 *
 * The operator's engine (`PUBLIC_TRANSLATE_URL`, `PUBLIC_TRANSLATE_KIND` openai|libre, `PUBLIC_TRANSLATE_MODEL`) is
 * a URL to the operator's own proxy, which adds any key on the server: no secret is ever in the bundle. When set,
 * it is the default engine. `PUBLIC_TRANSLATE_CUSTOM=off` hides the visitor's own endpoints (and keeps the pages'
 * connect-src to the operator's origin: see src/lib/csp.ts).
 */
import { builtinEngine, browserApis, type BuiltinOptions } from './builtin';
import { libreEngine } from './libre';
import { openaiEngine } from './openai';
import { siteEngine, type SiteEngineConfig } from './site';
import type { Engine } from './types';

/** What the visitor chose: the operator's engine, the browser's own, or an endpoint of their own. */
export type EngineChoice = 'operator' | 'builtin' | 'openai' | 'libre';
export const ENGINE_CHOICES: readonly EngineChoice[] = ['operator', 'builtin', 'openai', 'libre'];

export interface EngineConfig {
  engine: EngineChoice;
  /** For openai/libre: the endpoint's base URL. */
  baseUrl: string;
  /** For openai: the model name. */
  model: string;
  /** For openai/libre: the visitor's key (may be empty for a local server). */
  apiKey: string;
}

export interface OperatorEngine {
  /** site: this project's own engine (supabase/functions/translate), with allowances per visitor. */
  kind: 'site' | 'openai' | 'libre';
  url: string;
  model: string;
}

export const STORAGE_KEY = 'translate:engine';

export const EMPTY_CONFIG: EngineConfig = { engine: 'openai', baseUrl: '', model: '', apiKey: '' };

export type FieldErrorCode = 'required' | 'invalid-url' | 'insecure-url';
export type ConfigErrors = Partial<Record<'baseUrl' | 'model', FieldErrorCode>>;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why a base URL cannot be used, or null: http(s) only, and plain http only for this machine. */
export function urlError(value: string): FieldErrorCode | null {
  const trimmed = value.trim();
  if (!trimmed) return 'required';
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return 'invalid-url';
  }
  if (url.protocol === 'https:') return url.username || url.password ? 'invalid-url' : null;
  if (url.protocol !== 'http:') return 'invalid-url';
  if (url.username || url.password) return 'invalid-url';
  return LOCAL_HOSTS.has(url.hostname) ? null : 'insecure-url';
}

/** The field errors of a configuration (empty: it can be used). Operator and builtin need nothing. */
export function validateConfig(config: EngineConfig): ConfigErrors {
  const errors: ConfigErrors = {};
  if (config.engine !== 'openai' && config.engine !== 'libre') return errors;
  const url = urlError(config.baseUrl);
  if (url) errors.baseUrl = url;
  if (config.engine === 'openai' && !config.model.trim()) errors.model = 'required';
  return errors;
}

export function isValidConfig(config: EngineConfig): boolean {
  return Object.keys(validateConfig(config)).length === 0;
}

/** A stored value as a configuration (anything malformed → null; unknown fields dropped; strings capped). */
export function parseConfig(raw: unknown): EngineConfig | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.engine !== 'string' || !(ENGINE_CHOICES as readonly string[]).includes(r.engine)) return null;
  const str = (v: unknown) => (typeof v === 'string' ? v.slice(0, 2000) : '');
  return { engine: r.engine as EngineChoice, baseUrl: str(r.baseUrl), model: str(r.model), apiKey: str(r.apiKey) };
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function loadConfig(storage: StorageLike | null | undefined): EngineConfig | null {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    return raw ? parseConfig(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

/** Stores the configuration; false when the browser refused (private mode, quota). */
export function saveConfig(storage: StorageLike | null | undefined, config: EngineConfig): boolean {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(config));
    return !!storage;
  } catch {
    return false;
  }
}

export function clearConfig(storage: StorageLike | null | undefined): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

export interface TranslateEnv {
  PUBLIC_TRANSLATE_URL?: string | undefined;
  PUBLIC_TRANSLATE_KIND?: string | undefined;
  PUBLIC_TRANSLATE_MODEL?: string | undefined;
  PUBLIC_TRANSLATE_CUSTOM?: string | undefined;
}

/** The site's own engine is a Supabase Edge Function named translate. */
export function looksLikeSiteEngine(url: string): boolean {
  try {
    return /\/functions\/v1\/translate\/?$/.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/**
 * The operator's engine from the build's environment, or null (none, or a URL that fails validation).
 * PUBLIC_TRANSLATE_KIND: site (this project's function; the default for a `…/functions/v1/translate` URL),
 * openai (a proxy of the operator's own; needs PUBLIC_TRANSLATE_MODEL) or libre.
 */
export function operatorFromEnv(env: TranslateEnv): OperatorEngine | null {
  const url = String(env.PUBLIC_TRANSLATE_URL ?? '').trim();
  if (!url || urlError(url)) return null;
  const given = String(env.PUBLIC_TRANSLATE_KIND ?? '').trim();
  const kind =
    given === 'libre' || given === 'site' || given === 'openai' ? given : looksLikeSiteEngine(url) ? 'site' : 'openai';
  const model = String(env.PUBLIC_TRANSLATE_MODEL ?? '').trim();
  if (kind === 'openai' && !model) return null;
  return { kind, url, model };
}

/** Whether visitors may enter their own endpoints (`PUBLIC_TRANSLATE_CUSTOM=off` forbids it). */
export function customAllowed(env: TranslateEnv): boolean {
  return (
    String(env.PUBLIC_TRANSLATE_CUSTOM ?? '')
      .trim()
      .toLowerCase() !== 'off'
  );
}

export interface Availabilities {
  operator: boolean;
  builtin: boolean;
  custom: boolean;
}

/** The engines this page can offer, in the picker's order. */
export function offeredChoices(available: Availabilities): EngineChoice[] {
  const out: EngineChoice[] = [];
  if (available.operator) out.push('operator');
  if (available.builtin) out.push('builtin');
  if (available.custom) out.push('openai', 'libre');
  return out;
}

/**
 * The configuration in effect: the stored one when it is offered here (and valid), else the operator's engine,
 * else the browser's own, else null (no engine: the page explains how to get one).
 */
export function effectiveConfig(stored: EngineConfig | null, available: Availabilities): EngineConfig | null {
  const offered = offeredChoices(available);
  if (stored && offered.includes(stored.engine) && isValidConfig(stored)) return stored;
  if (available.operator) return { ...EMPTY_CONFIG, engine: 'operator' };
  if (available.builtin) return { ...EMPTY_CONFIG, engine: 'builtin' };
  return null;
}

/** Whether this browser has the on-device Translator API. */
export function hasBuiltin(scope: object = globalThis): boolean {
  return 'Translator' in scope;
}

export interface CreateOptions {
  fetch?: typeof fetch;
  builtin?: BuiltinOptions;
  /** For the site's engine: the signed-in visitor's session token, and where the allowance readings go. */
  site?: Pick<SiteEngineConfig, 'token' | 'onAllowance'>;
}

/** The engine for a configuration (null: it cannot be used as it is). */
export function createEngine(
  config: EngineConfig,
  operator?: OperatorEngine | null,
  options: CreateOptions = {},
): Engine | null {
  const withFetch = options.fetch ? { fetch: options.fetch } : {};
  switch (config.engine) {
    case 'operator':
      if (!operator) return null;
      if (operator.kind === 'site') return siteEngine({ url: operator.url, ...options.site, ...withFetch });
      return operator.kind === 'libre'
        ? libreEngine({ baseUrl: operator.url, ...withFetch })
        : openaiEngine({ baseUrl: operator.url, model: operator.model, ...withFetch });
    case 'builtin':
      return builtinEngine(options.builtin ?? browserApis());
    case 'openai':
    case 'libre': {
      if (!isValidConfig(config)) return null;
      const apiKey = config.apiKey.trim();
      const baseUrl = config.baseUrl.trim();
      return config.engine === 'libre'
        ? libreEngine({ baseUrl, ...(apiKey ? { apiKey } : {}), ...withFetch })
        : openaiEngine({ baseUrl, model: config.model.trim(), ...(apiKey ? { apiKey } : {}), ...withFetch });
    }
  }
}

/** The sample a "test connection" sends, and the language it asks for. */
export const TEST_SAMPLE = { text: 'Hello', source: 'en', target: 'zh' } as const;
