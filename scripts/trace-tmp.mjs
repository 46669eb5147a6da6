import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { bench } from './bench/image-base64.mjs';
const port = 4443;
const server = spawn('npx', ['astro', 'preview', '--ignore-lock', '--host', '127.0.0.1', '--port', String(port)], { cwd: '/work/wt/imgb64', stdio: 'ignore', detached: true });
await new Promise((r) => setTimeout(r, 4000));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await browser.startTracing(page, { path: '/tmp/imgb64/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'] });
  const rows = await bench({ page, baseURL: `http://127.0.0.1:${port}` });
  await browser.stopTracing();
  console.table(rows.map((r) => ({ name: r.name, ms: Math.round(r.ms), longest: Math.round(r.longest) })));
} finally {
  await browser.close();
  process.kill(-server.pid);
}
const trace = JSON.parse(readFileSync('/tmp/imgb64/trace.json', 'utf8'));
const ev = trace.traceEvents ?? trace;
const main = ev.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const tasks = ev.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask' && e.dur > 60000);
for (const t of tasks) {
  const kids = ev.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t && e.dur > 10000);
  console.log(`TASK ${(t.dur / 1000).toFixed(0)} ms at ${((t.ts - tasks[0].ts) / 1000).toFixed(0)}`);
  for (const k of kids.slice(0, 12)) console.log(`   ${(k.dur / 1000).toFixed(0).padStart(5)} ${k.name} ${JSON.stringify(k.args?.data?.url ?? k.args?.data?.functionName ?? k.args?.data?.type ?? '').slice(0, 80)}`);
}
