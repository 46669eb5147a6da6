/**
 * Runs the function on this machine as the platform would (index.ts under Deno, its settings from the
 * environment) with everything it needs started here: Debian's Postgres with the migrations applied, and the
 * stand-in provider of test_world.ts unless TRANSLATE_UPSTREAM_URL names a real one. For the e2e tests (the
 * Playwright config starts it) and for trying the site with its own engine:
 *
 *   npm run translate:local
 *   PUBLIC_TRANSLATE_URL=http://127.0.0.1:54321/functions/v1/translate npm run dev
 *
 * Settings (all optional): TRANSLATE_LOCAL_PORT (54321, as `supabase start`), TRANSLATE_ALLOWED_ORIGINS (the dev
 * server and the preview), TRANSLATE_ALLOWANCE_* and the other secrets of config.ts.
 */
import { fileURLToPath } from 'node:url';
import { startDatabase, startProvider } from './test_world.ts';

const env = Deno.env.toObject();
const port = env.TRANSLATE_LOCAL_PORT ?? '54321';
const db = await startDatabase();
const key = 'sk-local-stand-in';
const standIn = env.TRANSLATE_UPSTREAM_URL ? null : await startProvider(key);

const child = new Deno.Command(Deno.execPath(), {
  args: ['run', '--allow-net', '--allow-env', '--allow-read', fileURLToPath(new URL('./index.ts', import.meta.url))],
  env: {
    TRANSLATE_ALLOWED_ORIGINS: 'http://localhost:4321,http://127.0.0.1:4321',
    TRANSLATE_IP_SALT: 'local-development-salt',
    TRANSLATE_MODEL: 'stand-in',
    ...env,
    ...(standIn ? { TRANSLATE_UPSTREAM_URL: `${standIn.url}/v1`, TRANSLATE_UPSTREAM_KEY: key } : {}),
    SUPABASE_DB_URL: db.url,
    PORT: port,
    HOST: '127.0.0.1',
  },
  stdout: 'inherit',
  stderr: 'inherit',
}).spawn();

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  try {
    child.kill('SIGTERM');
  } catch {
    // already gone
  }
  await child.status;
  await standIn?.close();
  await db.stop();
  Deno.exit(0);
}
Deno.addSignalListener('SIGINT', stop);
Deno.addSignalListener('SIGTERM', stop);
console.log(`translate function on http://127.0.0.1:${port}/functions/v1/translate`);
const status = await child.status;
if (!stopping) {
  await standIn?.close();
  await db.stop();
  Deno.exit(status.code || 1);
}
