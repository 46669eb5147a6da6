// @vitest-environment happy-dom
/**
 * The island with the real encode/decode handlers in an in-process worker, and with workers that fail to load
 * or crash: the shared client's translated message shows where the result would, and the input stays.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWorker } from '../../lib/worker/fake-worker';
import { serve } from '../../lib/worker/serve';
import toolsEn from '../../../locales/en/tools.json';
import en from './locales/en.json';
import ImageBase64 from './ImageBase64';
import { handlers } from './handlers';
import type { ImageBase64Protocol } from './protocol';
import { SAMPLE_SVG } from './samples';

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const resources = { tools: { 'image-base64': en, ui: toolsEn.ui } };

/** A worker running the tool's real handlers. */
class ServingWorker extends FakeWorker {
  constructor() {
    super();
    serve<ImageBase64Protocol>(handlers, this.scope);
  }
}
/** A worker whose script never loads (404, CSP): it errors before announcing itself. */
class UnloadableWorker extends FakeWorker {
  override postMessage(): void {
    setTimeout(() => this.fail('404'), 1);
  }
}
/** A worker that loads, then dies on the first task (out of memory). */
class CrashingWorker extends FakeWorker {
  constructor() {
    super();
    this.announceReady();
  }
  override postMessage(): void {
    setTimeout(() => this.fail('out of memory'), 5);
  }
}

function renderTool(worker: typeof FakeWorker) {
  vi.stubGlobal('Worker', worker);
  render(<ImageBase64 locale="en" resources={resources} />);
}

function openDecoder(): HTMLTextAreaElement {
  fireEvent.click(screen.getByRole('tab', { name: 'Base64 → Image' }));
  return screen.getByLabelText('Base64 or data URI') as HTMLTextAreaElement;
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ImageBase64 island', () => {
  it('decodes typed Base64 in the worker and shows the real type and size', async () => {
    renderTool(ServingWorker);
    const input = openDecoder();
    fireEvent.change(input, { target: { value: `data:image/jpeg;base64,${PNG_1X1}` } });
    expect(await screen.findByTestId('detected-type')).toHaveProperty('textContent', 'PNG (image/png)');
    expect(screen.getByTestId('mime-mismatch').textContent).toBe(
      'The data URI says image/jpeg, but the bytes are image/png. The download uses the real type.',
    );
    expect(screen.getByText('70 B (70 bytes)')).toBeTruthy();
  });

  it('encodes the sample image in the worker into a data URI', async () => {
    renderTool(ServingWorker);
    fireEvent.click(screen.getByRole('button', { name: 'Try a sample image' }));
    const out = (await screen.findByLabelText('Data URI', { selector: 'textarea' })) as HTMLTextAreaElement;
    expect(out.value).toBe(`data:image/svg+xml;base64,${Buffer.from(SAMPLE_SVG).toString('base64')}`);
    expect(screen.getByText('image/svg+xml')).toBeTruthy();
  });

  it('a worker that cannot load: the translated message where the image would be; the input stays', async () => {
    renderTool(UnloadableWorker);
    const input = openDecoder();
    fireEvent.change(input, { target: { value: PNG_1X1 } });
    const error = await screen.findByTestId('decode-error');
    expect(error.textContent).toContain(toolsEn.ui.worker.load);
    expect(input.value).toBe(PNG_1X1);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('a worker that crashes while encoding: the translated message in place of the result', async () => {
    renderTool(CrashingWorker);
    fireEvent.click(screen.getByRole('button', { name: 'Try a sample image' }));
    const error = await screen.findByTestId('encode-error');
    expect(error.textContent).toBe(toolsEn.ui.worker.crashed);
    expect(screen.queryByRole('region', { name: 'Image details' })).toBeNull();
  });

  it('says so when the input could not be saved for the next visit', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    });
    renderTool(ServingWorker);
    const input = openDecoder();
    fireEvent.change(input, { target: { value: PNG_1X1 } });
    expect((await screen.findByTestId('save-state', {}, { timeout: 3000 })).textContent).toBe(en.notSavedFailed);
    expect(input.value).toBe(PNG_1X1);
  });

  it('keeps saved input from an earlier visit', async () => {
    localStorage.setItem('image-base64:decode-input', JSON.stringify(PNG_1X1));
    localStorage.setItem('image-base64:tab', JSON.stringify('decode'));
    renderTool(ServingWorker);
    await waitFor(() =>
      expect((screen.getByLabelText('Base64 or data URI') as HTMLTextAreaElement).value).toBe(PNG_1X1),
    );
    expect((await screen.findByTestId('detected-type')).textContent).toBe('PNG (image/png)');
    expect(screen.queryByTestId('save-state')).toBeNull();
  });
});
