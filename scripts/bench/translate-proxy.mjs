/**
 * The site's translation engine: the latency the Edge Function adds over its provider (a local stand-in), median
 * and p95 of 200 requests, JSON and streaming, with real Postgres counting every request. Runs
 * supabase/functions/translate/bench.ts under Deno (from npm); needs no browser.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export async function bench({ root }) {
  const run = spawnSync(
    join(root, 'node_modules', '.bin', 'deno'),
    ['run', '--allow-all', join(root, 'supabase/functions/translate/bench.ts'), '200'],
    { cwd: root, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`translate bench failed:\n${run.stderr}`);
  const line = run.stdout.trim().split('\n').at(-1);
  return JSON.parse(line);
}
