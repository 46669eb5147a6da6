/**
 * Auth and data settings from the build's environment (PUBLIC_ variables are public by design).
 * With a valid Clerk publishable key the site uses Clerk; without one it runs in development mode with a
 * demo sign-in kept in localStorage. Safe to import from islands and scripts: it inlines only these strings.
 */
import { checkPublishableKey, CLERK_JS_VERSION, CLERK_UI_VERSION, clerkScriptVersion } from './key';
import type { AuthMode } from './types';

const env = import.meta.env;

export const CLERK_PUBLISHABLE_KEY: string = String(env.PUBLIC_CLERK_PUBLISHABLE_KEY ?? '').trim();

const check = checkPublishableKey(CLERK_PUBLISHABLE_KEY, { dev: !!env.DEV });

export const AUTH_MODE: AuthMode = check.ok ? 'clerk' : 'development';
export const IS_CLERK_ENABLED = AUTH_MODE === 'clerk';
export const IS_DEVELOPMENT_MODE = !IS_CLERK_ENABLED;

/** Why a configured key was not used (null when none was configured or it is valid). */
export const CLERK_KEY_PROBLEM = CLERK_PUBLISHABLE_KEY && !check.ok ? check.problem : null;

/** Exact versions of Clerk's browser scripts (checked at build time by astro.config.mjs). */
export const CLERK_JS_SCRIPT_VERSION = clerkScriptVersion(
  env.PUBLIC_CLERK_JS_VERSION as string | undefined,
  CLERK_JS_VERSION,
  'PUBLIC_CLERK_JS_VERSION',
);
export const CLERK_UI_SCRIPT_VERSION = clerkScriptVersion(
  env.PUBLIC_CLERK_UI_VERSION as string | undefined,
  CLERK_UI_VERSION,
  'PUBLIC_CLERK_UI_VERSION',
);

export const SUPABASE_URL: string = String(env.PUBLIC_SUPABASE_URL ?? '')
  .trim()
  .replace(/\/$/, '');
export const SUPABASE_ANON_KEY: string = String(env.PUBLIC_SUPABASE_ANON_KEY ?? '').trim();
/** Profiles are stored in Supabase only in Clerk mode with a project configured; else in localStorage. */
export const USE_SUPABASE = IS_CLERK_ENABLED && /^https?:\/\//.test(SUPABASE_URL) && !!SUPABASE_ANON_KEY;
