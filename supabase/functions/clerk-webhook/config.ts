/**
 * The webhook's settings, from its secrets: CLERK_WEBHOOK_SECRET (the endpoint's signing secret in Clerk's dashboard,
 * `whsec_…`) and SUPABASE_DB_URL (provided to Edge Functions by Supabase). A missing or unusable one is named in the
 * log (never its value) and the function answers 503.
 */
import { importSecret } from './signature.ts';

export interface Config {
  key: CryptoKey;
  dbUrl: string;
  /** Bytes of one delivery (Clerk's user events are a few kilobytes). */
  maxBodyBytes: number;
}

export const MAX_BODY_BYTES = 256 * 1024;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`clerk-webhook function is not configured: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

export async function readConfig(env: (name: string) => string | undefined): Promise<Config> {
  const problems: string[] = [];
  const secret = env('CLERK_WEBHOOK_SECRET')?.trim() ?? '';
  const key = secret ? await importSecret(secret) : null;
  if (!secret) problems.push('CLERK_WEBHOOK_SECRET is not set');
  else if (!key) problems.push('CLERK_WEBHOOK_SECRET is not a signing secret (whsec_ followed by base64)');
  const dbUrl = env('SUPABASE_DB_URL')?.trim() ?? '';
  if (!dbUrl) problems.push('SUPABASE_DB_URL is not set');
  if (problems.length || !key) throw new ConfigError(problems);
  return { key, dbUrl, maxBodyBytes: MAX_BODY_BYTES };
}
