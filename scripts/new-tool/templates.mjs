/**
 * The files `npm run new-tool` writes: a working tool on the shared kit (worker client, saved input,
 * translations) that its author then turns into the real thing. `n` is { slug, Name, category, icon }.
 */

export const meta = (n) => `import { defineTool } from '../types';

export default defineTool({
  slug: '${n.slug}',
  category: '${n.category}',
  icon: '${n.icon}',
  ns: 'tools',
  // Language-neutral search terms (formats, brand names); translated ones go in locales/*.json "keywords".
  keywords: [],
});
`;

export const page = (n) => `---
import type { Locale } from '../../i18n/locales';
import { pickResources } from '../../i18n/server';
import ${n.Name} from './${n.Name}';

interface Props {
  locale: Locale;
}
const { locale } = Astro.props;
---

<${n.Name} client:load locale={locale} resources={pickResources(locale, 'tools', 'ui', '${n.slug}')} />
`;

export const island = (
  n,
) => `/** The ${n.slug} island: wiring only. Panes and toolbars go in their own files as the tool grows. */
import { useCallback, useState } from 'react';
import { CopyButton } from '../../components/ui/CopyButton';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { useToolT } from '../../i18n/useToolT';
import { useWorkerTask } from '../../lib/worker';
import type { ${n.Name}Protocol, Summary } from './protocol';

const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: '${n.slug}' });

export default function ${n.Name}(props: IslandI18nProps) {
  return (
    <IslandI18n {...props}>
      <Tool />
    </IslandI18n>
  );
}

function Tool() {
  const { t, ui, workerError, lng } = useToolT('${n.slug}');
  const [text, setText, , saveState] = usePersistentState('${n.slug}:input', '', (v) => (typeof v === 'string' ? v : ''));
  const task = useWorkerTask<${n.Name}Protocol>(createWorker, { idleMs: 30_000 });
  const [summary, setSummary] = useState<Summary | null>(null);

  const run = useCallback(async () => {
    const result = await task.run('summarize', { text });
    if (result) setSummary(result);
  }, [task, text]);

  const nf = new Intl.NumberFormat(lng);
  const output = summary ? t('result', { characters: nf.format(summary.characters), lines: nf.format(summary.lines) }) : '';
  return (
    <div className="space-y-4" data-tool="${n.slug}">
      <label className="block space-y-1">
        <span className="font-medium">{t('inputLabel')}</span>
        <textarea
          className="field min-h-40 w-full font-mono"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('placeholder')}
        />
      </label>
      {(saveState === 'tooLarge' || saveState === 'failed') && <p className="text-sm text-amber-700">{t('notSaved')}</p>}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" onClick={() => void run()} disabled={task.busy}>
          {task.busy ? ui('working') : t('run')}
        </button>
        <CopyButton text={output} disabled={!output} />
      </div>
      <output className="block" aria-live="polite" data-testid="${n.slug}-output">
        {task.error ? <span className="error-text">{workerError(task.error)}</span> : output}
      </output>
    </div>
  );
}
`;

export const protocol = (n) => `/** Messages between the ${n.slug} island and its worker (see src/lib/worker). */
import type { Task } from '../../lib/worker';
import type { Summary } from './logic';

export type { Summary };

export interface ${n.Name}Protocol {
  summarize: Task<{ text: string }, Summary>;
}
`;

export const worker = (n) => `/** The ${n.slug} worker: runs logic.ts off the main thread. */
import { serve } from '../../lib/worker/serve';
import { summarize } from './logic';
import type { ${n.Name}Protocol } from './protocol';

serve<${n.Name}Protocol>({
  summarize: ({ text }) => summarize(text),
});
`;

export const logic = (
  n,
) => `/** Pure logic of ${n.slug}: no DOM, unit-tested in logic.test.ts. Replace the example with the tool's own. */

export interface Summary {
  characters: number;
  lines: number;
}

/** Counts characters (code points, so an emoji is one) and lines (an empty text has none). */
export function summarize(text: string): Summary {
  let characters = 0;
  for (const _ of text) characters++;
  const lines = text === '' ? 0 : text.split(/\\r\\n|\\r|\\n/).length;
  return { characters, lines };
}
`;

export const logicTest = () => `import { describe, expect, it } from 'vitest';
import { summarize } from './logic';

describe('summarize', () => {
  it('counts code points and lines', () => {
    expect(summarize('')).toEqual({ characters: 0, lines: 0 });
    expect(summarize('a\\nb\\r\\nc')).toEqual({ characters: 6, lines: 3 });
    expect(summarize('你好😀')).toEqual({ characters: 3, lines: 1 });
  });
});
`;

export const spec = (n) => `import { expect, test } from '@playwright/test';
import { watchPage } from '../../../tests/e2e/helpers';

for (const [lang, path] of [
  ['zh', '/${n.slug}/'],
  ['en', '/en/${n.slug}/'],
] as const) {
  test(\`\${lang}: summarizes typed text in the worker and keeps it across a reload\`, async ({ page }) => {
    const w = watchPage(page);
    await page.goto(path);
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
    const box = page.locator('[data-tool="${n.slug}"] textarea');
    await box.fill('a\\nb😀');
    await page.locator('[data-tool="${n.slug}"] .btn-primary').click();
    // 'a', the line break, 'b' and the emoji: four characters on two lines.
    const output = page.getByTestId('${n.slug}-output');
    await expect(output).toContainText('4');
    await expect(output).toContainText('2');
    await page.reload();
    await expect(box).toHaveValue('a\\nb😀');
    w.assertClean();
  });
}
`;

export const hostile = (n) => `// @vitest-environment happy-dom
/**
 * The hostile-input sweep for ${n.slug} (zh), on the real island with its real worker module running
 * in-process (tests/component/hostile.ts): empty input shows no error, a 2,000,000-character paste is kept and
 * still answered, and the input is kept after a reload. Add a case for each file or text the tool refuses.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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
import ${n.Name} from './${n.Name}';
import zh from './locales/zh.json';

const PREVIOUS = '保留的文字\\n第二行';

stubWorker(() => import('./worker'));
isolateCases();

const island = () => <${n.Name} locale="zh" resources={zhResources('${n.slug}')} />;
const box = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: zh.inputLabel });
const output = () => screen.getByTestId('${n.slug}-output');
/** The result line the tool shows for these counts (its zh string). */
const result = (characters: string, lines: string) =>
  zh.result.replace('{{characters}}', characters).replace('{{lines}}', lines);
/** Runs the tool and waits for its worker's answer. */
async function run(expected: string) {
  fireEvent.click(screen.getByRole('button', { name: zh.run }));
  await waitFor(() => expect(output().textContent).toBe(expected), { timeout: 10_000 });
}

describe('${n.slug}: hostile input (zh)', () => {
  it('empty input: answered, no error', async () => {
    render(island());
    fill(box(), PREVIOUS);
    fill(box(), '');
    await run(result('0', '0'));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(document.querySelector('.error-text')).toBeNull();
    expectNoEngineText();
  });

  it('2,000,000 characters pasted: kept, said not to survive a reload, and still answered', async () => {
    render(island());
    fill(box(), PREVIOUS);
    box().select();
    const text = '长文 long '.repeat(250_000);
    // The island leaves the paste to the browser, which puts the text in the box.
    expect(pasteText(box(), text)).toBe(false);
    fill(box(), text);
    expect(box().value).toBe(text);
    expect(await screen.findByText(zh.notSaved)).toBeTruthy();
    await run(result('2,000,000', '1'));
    expect(document.querySelector('.error-text')).toBeNull();
    expectNoEngineText();
  });

  it('the input is kept after a reload', async () => {
    render(island());
    fill(box(), PREVIOUS);
    await reload(island, '${n.slug}:input', (raw) => raw === JSON.stringify(PREVIOUS));
    await waitFor(() => expect(box().value).toBe(PREVIOUS));
  });
});
`;

/** Strings every language needs; "TODO" values fail the locale test until they are written. */
export const strings = (n) => ({
  title: 'TODO: the title of ' + n.slug,
  description: 'TODO: one sentence for search results and the tool card',
  keywords: 'TODO: comma-separated search words in this language',
  inputLabel: 'TODO: label of the input',
  placeholder: 'TODO: placeholder of the input',
  run: 'TODO: label of the run button',
  result: 'TODO: {{characters}} characters, {{lines}} lines',
  notSaved: 'TODO: this input is too large to keep after a reload',
});
