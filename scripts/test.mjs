#!/usr/bin/env node
/**
 * npm test — the whole check, as CI runs it: independent steps side by side where the machine allows, then the
 * end-to-end tests, and a table of each step's time at the end.
 *
 *   stage 1: lint ‖ the three builds and the secrets scan (each mostly on one core)
 *   stage 2: type check, then the translate function's Deno tests ‖ unit and component tests
 *   stage 3: end-to-end tests (Playwright, Chromium, on the builds of stage 1)
 *
 * The type check and the builds both write Astro's generated types (.astro/): they never run at the same time.
 *
 * A stage starts only when the one before it passed. The output of steps that run side by side is held so it
 * does not interleave: printed whole when the step fails, its last lines when it passes. `npm test -- --skip-e2e`
 * stops after stage 2.
 */
import { spawn } from 'node:child_process';

/** Each stage is a list of chains run side by side; a chain's npm scripts run one after another. */
const STAGES = [
  [['lint'], ['build', 'build:clerk', 'build:subpath', 'check:secrets']],
  [['typecheck', 'test:function'], ['test:unit']],
  [['test:e2e']],
];

/** Lines of a passing side-by-side step's output that are printed. */
const TAIL = 15;
const skipE2e = process.argv.includes('--skip-e2e');
/** @type {{ step: string; seconds: number; ok: boolean }[]} */
const times = [];

/** Runs one npm script; its output goes to the terminal (`live`) or is returned for printing later. */
function run(script, live) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      times.push({ step: script, seconds, ok: code === 0 });
      resolve({ ok: code === 0, out, code: code ?? signal });
    });
  });
}

async function chain(scripts, live) {
  for (const script of scripts) {
    if (!live) console.log(`== ${script} (started)`);
    else console.log(`== ${script}`);
    const r = await run(script, live);
    if (!live) {
      const lines = r.out.trimEnd().split('\n');
      const shown = r.ok ? lines.slice(-TAIL) : lines;
      const what = r.ok ? (lines.length > TAIL ? `its last ${TAIL} lines` : 'its output') : 'its output';
      console.log(`== ${script} (${r.ok ? 'passed' : `failed: ${r.code}`}), ${what}:`);
      if (r.out.trim()) console.log(shown.join('\n'));
    }
    if (!r.ok) return false;
  }
  return true;
}

const started = Date.now();
let ok = true;
for (const stage of STAGES) {
  if (skipE2e && stage.some((c) => c.includes('test:e2e'))) break;
  const live = stage.length === 1;
  const stageStart = Date.now();
  const results = await Promise.all(stage.map((c) => chain(c, live)));
  times.push({
    step: `stage: ${stage.map((c) => c.join(' → ')).join(' ‖ ')}`,
    seconds: Math.round((Date.now() - stageStart) / 1000),
    ok: results.every(Boolean),
  });
  if (!results.every(Boolean)) {
    ok = false;
    break;
  }
}

const width = Math.max(...times.map((t) => t.step.length));
console.log('\n== step times');
for (const t of times)
  console.log(`${t.step.padEnd(width)}  ${String(t.seconds).padStart(5)} s  ${t.ok ? 'ok' : 'FAILED'}`);
console.log(`${'total'.padEnd(width)}  ${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s`);
process.exit(ok ? 0 : 1);
