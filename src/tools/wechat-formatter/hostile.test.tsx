// @vitest-environment happy-dom
/**
 * The hostile-input sweep for wechat-formatter (was its e2e row): the real island in zh, its real worker
 * handlers in-process (the nesting check and the renderer run for real). No stubbed seam.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  expectNoEngineText,
  fill,
  isolateCases,
  pasteText,
  reload,
  stubWorker,
  zhResources,
} from '../../../tests/component/hostile';
import WechatFormatter from './WechatFormatter';

const PREVIOUS = '# 保留的文章\n\n正文';
const island = () => <WechatFormatter locale="zh" resources={zhResources('wechat-formatter')} />;
const markdown = () => screen.getByRole('textbox', { name: 'Markdown' }) as HTMLTextAreaElement;

stubWorker(() => import('./worker'));
isolateCases();

async function start() {
  render(island());
  fill(markdown(), PREVIOUS);
  // The previous article is formatted (the worker answered), as on the page before each case.
  await screen.findByTestId('wechat-preview');
  expect(markdown().value).toBe(PREVIOUS);
}

describe('wechat-formatter: hostile input (zh)', () => {
  it('empty input: the hint, no error', async () => {
    await start();
    fill(markdown(), '');
    expect(await screen.findByText('输入 Markdown 后，排版好的文章会显示在这里。')).toBeTruthy();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expectNoEngineText();
  });

  it('ten thousand nested quotes: the nesting message; the text kept', async () => {
    await start();
    const deep = `${'>'.repeat(10_000)} 深`;
    fill(markdown(), deep);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toBe(
      '这段 Markdown 嵌套层级太深（成千上万层引用或列表），无法排版。你的文本已保留，请减少嵌套。',
    );
    expect(markdown().value).toBe(deep);
    expectNoEngineText();
  });

  it('2,000,000 characters pasted: kept read-only with its size, and the length message', async () => {
    await start();
    markdown().select();
    expect(pasteText(markdown(), '长文 long '.repeat(250_000))).toBe(true);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        '这段文字有 2,000,000 个字符，排版最多支持 500,000 个（公众号文章正文约 2 万字以内）。你的文本已保留，请分段排版。',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('large-text-note').textContent).toContain('2,000,000'));
    expectNoEngineText();
  });

  it('the article is kept after a reload', async () => {
    await start();
    await reload(island, 'wechat-formatter:input', (raw) => raw === JSON.stringify(PREVIOUS));
    await waitFor(() => expect(markdown().value).toBe(PREVIOUS));
  });
});
