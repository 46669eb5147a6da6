// @vitest-environment happy-dom
/**
 * The hostile-input sweep for latex-to-image (was its e2e row): the real island in zh, its real worker handlers
 * in-process. Stubbed seam: MathJax (`renderTex`, loaded in the browser from our origin), which an input the
 * island refuses must never reach — shown by the next, valid input reaching it while the refused one never did.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  expectNoEngineText,
  fill,
  isolateCases,
  reload,
  stubWorker,
  zhResources,
} from '../../../tests/component/hostile';
import LatexToImage from './LatexToImage';

const renderTex = vi.hoisted(() =>
  vi.fn((_tex: string, _display: boolean) =>
    Promise.resolve({
      svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 -750 1000 1000" width="2ex" height="2ex"><path d="M0 0h1"/></svg>',
      mathml: '<math><mi>x</mi></math>',
    }),
  ),
);
vi.mock('./mathjax', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./mathjax')>()),
  renderTex,
}));

const PREVIOUS = 'a^2 + b^2 = c^2';
const island = () => <LatexToImage locale="zh" resources={zhResources('latex-to-image')} />;
const box = () => screen.getByRole('textbox', { name: 'LaTeX' }) as HTMLTextAreaElement;
const errorArea = () => screen.getByTestId('latex-to-image-error');
const rendered = (tex: string) => renderTex.mock.calls.some(([t]) => t === tex);

stubWorker(() => import('./worker'));
isolateCases(() => {
  renderTex.mockClear();
});

async function start() {
  render(island());
  fill(box(), PREVIOUS);
  await waitFor(() => expect(rendered(PREVIOUS)).toBe(true));
  expect(box().value).toBe(PREVIOUS);
}

/** The refused text never reached MathJax: the valid text typed after it did, and it did not. */
async function neverRendered(refused: string) {
  fill(box(), 'y');
  await waitFor(() => expect(rendered('y')).toBe(true));
  expect(rendered(refused)).toBe(false);
}

describe('latex-to-image: hostile input (zh)', () => {
  it('empty input: the hint', async () => {
    await start();
    fill(box(), '');
    expect(await screen.findByText('开始输入后，图片会显示在这里。')).toBeTruthy();
    expect(errorArea().textContent).toBe('');
    expectNoEngineText();
  });

  it('braces nested 2,000 deep: refused before MathJax; the text kept', async () => {
    await start();
    const deep = `${'{'.repeat(2000)}x${'}'.repeat(2000)}`;
    fill(box(), deep);
    expect(within(errorArea()).getByText('公式嵌套太深（上千层括号），无法绘制。')).toBeTruthy();
    expect(box().value).toBe(deep);
    expectNoEngineText();
    await neverRendered(deep);
  });

  it('100,000 characters with emoji, ZWJ, RTL and a lone surrogate: refused before MathJax; the text kept', async () => {
    await start();
    const long = `\\text{👩‍💻 עברית \uD800} ${'x+'.repeat(50_000)}`;
    fill(box(), long);
    expect(
      within(errorArea()).getByText('这段文字有 100,021 个字符，公式最多 20,000 个字符。请缩短后再查看图片。'),
    ).toBeTruthy();
    expect(box().value).toBe(long);
    expectNoEngineText();
    await neverRendered(long);
  });

  it('the formula is kept after a reload', async () => {
    await start();
    await reload(island, 'latex-to-image:input', (raw) => raw === JSON.stringify(PREVIOUS));
    await waitFor(() => expect(box().value).toBe(PREVIOUS));
  });
});
