// @vitest-environment happy-dom
/**
 * The sample drawn at build time (sample.ts, passed by Page.astro): the page shows it in its server-rendered
 * HTML and after hydration alike, its exports work, and MathJax's worker is not created until the formula
 * changes. Stubbed seam: MathJax (`renderTex`), whose real output for the sample sample.test.ts checks.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, isolateCases, stubWorker, zhResources } from '../../../tests/component/hostile';
import LatexToImage from './LatexToImage';
import { SAMPLE, type Drawn } from './logic';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 -750 1000 1000" width="2ex" height="2ex"><path d="M0 0h1"/></svg>';
const renderTex = vi.hoisted(() =>
  vi.fn((_tex: string, _display: boolean) => Promise.resolve({ svg: SVG, mathml: '<math><mi>y</mi></math>' })),
);
vi.mock('./mathjax', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./mathjax')>()),
  renderTex,
}));

const sample: Drawn = { svg: SVG, mathml: '<math><mi>x</mi></math>', tex: SAMPLE, display: true };
const island = () => <LatexToImage locale="zh" resources={zhResources('latex-to-image')} sample={sample} />;
const preview = () => screen.getByTestId('latex-preview').querySelector('img');
const svgButton = () => screen.getByRole('button', { name: '下载 SVG' }) as HTMLButtonElement;

stubWorker(() => import('./worker'));
/** The names of the workers the island created. */
let created: string[] = [];
isolateCases(() => {
  renderTex.mockClear();
  created = [];
});
beforeEach(() => {
  const Stubbed = globalThis.Worker;
  vi.stubGlobal(
    'Worker',
    class {
      constructor(url: URL, options?: WorkerOptions) {
        created.push(options?.name ?? '');
        return new Stubbed(url, options);
      }
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
});

describe('latex-to-image: the sample drawn at build time', () => {
  it('is in the server-rendered HTML: the picture at its size, the exports enabled', () => {
    const html = renderToString(island());
    expect(html).toContain('src="data:image/svg+xml');
    expect(html).not.toContain('开始输入后，图片会显示在这里。');
    expect(html).toMatch(/<button type="button" class="btn btn-primary" data-action="download-svg">/);
  });

  it('shows the same picture after hydration and creates no worker until the formula changes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
    const html = renderToString(island());
    render(island());
    const img = preview();
    expect(img?.getAttribute('src')).toBe(/src="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&'));
    expect(svgButton().disabled).toBe(false);
    // Past the render debounce and any idle start: still no worker, no MathJax.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(created).toEqual([]);
    expect(renderTex).not.toHaveBeenCalled();

    vi.useRealTimers();
    fill(screen.getByRole('textbox', { name: 'LaTeX' }), 'y');
    await waitFor(() => expect(renderTex).toHaveBeenCalledWith('y', true));
    expect(created).toEqual(['latex-to-image']);
  });

  it('draws a formula kept from an earlier visit at once (it differs from the sample)', async () => {
    localStorage.setItem('latex-to-image:input', JSON.stringify('z^2'));
    render(island());
    await waitFor(() => expect(renderTex).toHaveBeenCalledWith('z^2', true));
    expect(renderTex.mock.calls.map(([tex]) => tex)).toEqual(['z^2']);
  });
});
