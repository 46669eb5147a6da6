/**
 * A throwaway PostgreSQL server from Debian's `postgresql` package, for the translate function's tests and the
 * e2e run: a new cluster in a temporary folder, listening on 127.0.0.1 at a free port, trust authentication,
 * no fsync (nothing here needs to survive). Runs as the `postgres` system user when started as root (initdb
 * refuses root). Works under Node and under Deno (node: modules only).
 *
 *   const pg = await startPostgres();   // { url, port, stop() }
 *
 * `.ci/run` installs the package when it is missing; PG_BIN overrides where its programs are.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';

/** The folder of the newest installed PostgreSQL's programs (initdb, postgres, pg_isready). */
export function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (see .ci/run)');
  return join(root, versions[0], 'bin');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a server; resolves once it accepts connections. `stop()` shuts it down and removes its folder. */
export async function startPostgres() {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'pg-'));
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const run = (program, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args]);
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const data = join(dir, 'data');
  const [initCmd, initArgs] = run(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  execFileSync(initCmd, initArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
  const port = await freePort();
  const options = [
    `-h 127.0.0.1 -p ${port} -k ${dir}`,
    '-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200',
  ].join(' ');
  const pgCtl = (args) => {
    const [cmd, full] = run(join(bin, 'pg_ctl'), args);
    execFileSync(cmd, full, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  // -w: pg_ctl returns once the server accepts connections.
  pgCtl(['start', '-w', '-t', '60', '-D', data, '-l', join(dir, 'log'), '-o', options]);
  let stopped = false;
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      pgCtl(['stop', '-w', '-m', 'immediate', '-D', data]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
