/**
 * The CSP hash of an inline script, for `Astro.csp.insertScriptHash` (build time only: uses node:crypto).
 * Astro hashes the scripts it bundles itself; the layouts hash their `is:inline` ones with this.
 */
import { createHash } from 'node:crypto';

export function scriptHash(code: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;
}
