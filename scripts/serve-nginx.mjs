#!/usr/bin/env node
/**
 * Serves build folders with Debian's nginx and the repository's own server config (deploy/nginx), in the
 * foreground, until it is stopped (SIGINT/SIGTERM). Used by the Playwright config for tests/e2e/csp.spec.ts.
 *
 *   node scripts/serve-nginx.mjs <port>:<folder>[:subpath] [<port>:<folder>[:subpath] …]
 *
 * Each folder gets one copy of deploy/nginx/ai-toolbox.conf with its `listen` and `root` replaced; nothing
 * else of the config changes. With `:subpath`, deploy/nginx/ai-toolbox-subpath.conf instead (the site under
 * /toolbox/, for a build made with `npm run build:subpath`), its `listen` and `alias` folders replaced.
 * Runtime files go to a temporary folder per set of ports, removed on exit.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? null;

const DEPLOY = join(dirname(fileURLToPath(import.meta.url)), '..', 'deploy', 'nginx');
/** The files of deploy/nginx that the server blocks include from snippets/. */
export const SNIPPETS = ['security-headers.conf', 'worker-policy.conf', 'worker-policy-eval.conf'];

/** The repository's server block, listening on 127.0.0.1:`port` and serving `root`. */
export function siteConfig(port, root) {
  const conf = readFileSync(join(DEPLOY, 'ai-toolbox.conf'), 'utf8');
  const out = conf
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root \S+;$/m, `$1root ${root};`);
  if (out === conf || !out.includes(`listen 127.0.0.1:${port};`) || !out.includes(`root ${root};`)) {
    throw new Error(
      'deploy/nginx/ai-toolbox.conf no longer has the `listen 80;` and `root …;` lines this script replaces',
    );
  }
  return out;
}

/** The repository's sub-path server block (/toolbox/), listening on 127.0.0.1:`port` and serving `root`. */
export function subpathConfig(port, root) {
  const conf = readFileSync(join(DEPLOY, 'ai-toolbox-subpath.conf'), 'utf8');
  const aliases = conf.match(/^\s*alias \/var\/www\/ai-toolbox\//gm)?.length ?? 0;
  const out = conf
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)alias \/var\/www\/ai-toolbox\//gm, `$1alias ${root}/`);
  if (aliases < 4 || !out.includes(`listen 127.0.0.1:${port};`) || out.includes('/var/www/ai-toolbox')) {
    throw new Error(
      'deploy/nginx/ai-toolbox-subpath.conf no longer has the `listen 80;` and `alias /var/www/ai-toolbox/…;` lines this script replaces',
    );
  }
  return out;
}

function main(args) {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx)');
  const sites = args.map((a) => {
    const m = /^(\d+):(.+?)(:subpath)?$/.exec(a);
    if (!m) throw new Error(`expected <port>:<folder>[:subpath], got ${a}`);
    const root = resolve(m[2]);
    if (!existsSync(join(root, 'index.html'))) throw new Error(`${root} has no index.html: build first`);
    return { port: Number(m[1]), root, subpath: !!m[3] };
  });
  // One folder per set of ports, emptied at start: Playwright may end this process without a signal it can
  // catch, and the folder is then left for the next run to reuse rather than piling up.
  const dir = join(tmpdir(), `ai-toolbox-nginx-${sites.map((s) => s.port).join('-')}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'snippets'), { recursive: true });
  for (const snippet of SNIPPETS) writeFileSync(join(dir, 'snippets', snippet), readFileSync(join(DEPLOY, snippet)));
  sites.forEach((s, i) =>
    writeFileSync(join(dir, `site-${i}.conf`), (s.subpath ? subpathConfig : siteConfig)(s.port, s.root)),
  );
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${join(dir, t)};`);
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...temp,
      ...sites.map((_, i) => `  include ${join(dir, `site-${i}.conf`)};`),
      '}',
      '',
    ].join('\n'),
  );
  const nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  const stop = () => nginx.kill('SIGQUIT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  nginx.on('exit', (code, signal) => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(signal ? 0 : (code ?? 0));
  });
  const at = (s) => `http://127.0.0.1:${s.port}/${s.subpath ? 'toolbox/' : ''}`;
  console.log(`nginx serving ${sites.map((s) => `${s.root} on ${at(s)}`).join(', ')}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
