// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkerClient, WorkerTaskError } from '../../lib/worker';
import { IslandI18n } from '../../i18n/island';
import { OutputPane } from './OutputPane';
import type { JsonProtocol } from './protocol';

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const { ui } = read('locales/en/tools.json') as { ui: { worker: Record<string, string> } };
const resources = { tools: { ui, 'json-formatter': read('src/tools/json-formatter/locales/en.json') } };

afterEach(cleanup);

function renderPane(workerError: WorkerTaskError | null) {
  const client = new WorkerClient<JsonProtocol>(() => {
    throw new Error('not used');
  });
  return render(
    <IslandI18n locale="en" resources={resources}>
      <OutputPane
        host={{ current: null }}
        editors="ready"
        view="text"
        onView={() => {}}
        outputLen={0}
        workerError={workerError}
        check={{ state: 'valid', bytes: 2 }}
        tree={null}
        client={client}
        copyText={() => ''}
        onDownload={() => {}}
        onUseAsInput={() => {}}
        onReveal={() => {}}
      />
    </IslandI18n>,
  );
}

describe('OutputPane', () => {
  it('shows why the worker gave no result, translated, where the result goes', () => {
    renderPane(new WorkerTaskError('crashed', 'out of memory'));
    expect(screen.getByRole('alert').textContent).toBe(ui.worker.crashed);
  });

  it('shows the load error for a worker that could not start', () => {
    renderPane(new WorkerTaskError('load'));
    expect(screen.getByRole('alert').textContent).toBe(ui.worker.load);
  });

  it('shows no error otherwise', () => {
    renderPane(null);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
