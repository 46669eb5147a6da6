import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE } from './logic';
import { renderTex, startMathJax } from './mathjax';
import { drawSample } from './sample';

describe('the sample drawn at build time', () => {
  it('is MathJax’s own drawing of the sample, from its bundled core alone (no file loaded on demand)', async () => {
    const sample = await drawSample();
    expect(sample.tex).toBe(SAMPLE);
    expect(sample.display).toBe(true);
    expect(sample.svg.startsWith('<svg ')).toBe(true);
    expect(sample.svg.match(/<path /g)?.length).toBe(14);
    expect(sample.mathml).toContain('<mfrac');
    // The same instance, asked again, draws the same (the worker's MathJax is this code too).
    await startMathJax((url) => import(join(process.cwd(), url)));
    expect(await renderTex(SAMPLE, true)).toEqual({ svg: sample.svg, mathml: sample.mathml });
  }, 60_000);
});
