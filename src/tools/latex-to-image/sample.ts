/**
 * The sample formula drawn at build time, in Node (Page.astro imports this; the island never does): the page
 * shows it at once, and MathJax (its worker, ~590 KB gzip) loads only when the visitor changes the formula.
 * Every file MathJax needs for the sample is in its bundled core; one it would load on demand fails the build
 * rather than reach for a URL.
 */
import { DEFAULT_SETTINGS, SAMPLE, type Drawn } from './logic';
import { coreOnly, renderWith, startMathJaxWith } from './mathjax-core';

let drawn: Promise<Drawn> | null = null;

/** The sample in the default style (display), drawn once per build and shared by the four languages. */
export function drawSample(): Promise<Drawn> {
  drawn ??= (async () => {
    // Only the bundled core: mathjax.ts's list of on-demand files would make the page build emit them all again.
    await startMathJaxWith(coreOnly, (url) => Promise.reject(new Error(`the sample needs ${url}: not drawn here`)));
    const display = DEFAULT_SETTINGS.display;
    return { ...(await renderWith(SAMPLE, display)), tex: SAMPLE, display };
  })();
  return drawn;
}
