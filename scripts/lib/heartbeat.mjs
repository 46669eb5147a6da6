/**
 * Main-thread heartbeat for benchmarks: measures how long the page's main thread was blocked while an action
 * ran, two ways at once — the longest `longtask` entry, and the longest gap between ticks of a 16 ms timer
 * (the gap also catches layout and paint work that is not reported as a task). The larger of the two is the
 * "longest main-thread task" of the bench table; the budget for any input up to 20 MB is 200 ms.
 *
 *   await installHeartbeat(page);
 *   await startHeartbeat(page);
 *   ... drive the UI, wait for the result ...
 *   const { longest, longTask, longestGap } = await stopHeartbeat(page);
 */

/** Main-thread budget (ms) for any single task while a tool works on an input of up to 20 MB. */
export const MAIN_THREAD_BUDGET_MS = 200;

/** Adds `window.__heartbeat` to the page (idempotent). Call again after a navigation. */
export async function installHeartbeat(page) {
  await page.evaluate(() => {
    if (window.__heartbeat) return;
    let tasks = [];
    let observer = null;
    let timer = 0;
    let last = 0;
    let longestGap = 0;
    let t0 = 0;
    window.__heartbeat = {
      start() {
        tasks = [];
        longestGap = 0;
        t0 = performance.now();
        last = t0;
        observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()));
        observer.observe({ type: 'longtask', buffered: false });
        const tick = () => {
          const now = performance.now();
          longestGap = Math.max(longestGap, now - last);
          last = now;
        };
        timer = setInterval(tick, 16);
      },
      async stop() {
        // Let the last frame paint and the observer deliver its entries.
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        await new Promise((r) => setTimeout(r, 200));
        clearInterval(timer);
        longestGap = Math.max(longestGap, performance.now() - last);
        observer?.disconnect();
        const longTask = tasks
          .filter((t) => t.startTime + t.duration >= t0)
          .reduce((m, t) => Math.max(m, t.duration), 0);
        // A gap includes the 16 ms tick interval itself.
        const gap = Math.max(0, longestGap - 16);
        return { longTask, longestGap: gap, longest: Math.max(longTask, gap) };
      },
    };
  });
}

export async function startHeartbeat(page) {
  await installHeartbeat(page);
  await page.evaluate(() => window.__heartbeat.start());
}

/** @returns {Promise<{ longTask: number, longestGap: number, longest: number }>} */
export async function stopHeartbeat(page) {
  return page.evaluate(() => window.__heartbeat.stop());
}

/** Text for a bench row's budget column. */
/**
 * Runs `action` between heartbeat start and stop: the wall time and the longest main-thread task.
 * @param {import('@playwright/test').Page} page
 * @param {() => Promise<unknown>} action
 * @returns {Promise<{ ms: number; longest: number }>}
 */
export async function measure(page, action) {
  await startHeartbeat(page);
  const t0 = performance.now();
  await action();
  const ms = performance.now() - t0;
  const { longest } = await stopHeartbeat(page);
  return { ms, longest };
}

export function budgetNote(longest) {
  return longest > MAIN_THREAD_BUDGET_MS ? `OVER ${MAIN_THREAD_BUDGET_MS} ms` : 'ok';
}
