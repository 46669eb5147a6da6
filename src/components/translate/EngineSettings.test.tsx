// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEY, type OperatorEngine } from '../../lib/translate/settings';
import { renderWithI18n } from '../ui/test-i18n';
import { EngineSettings } from './EngineSettings';
import { useEngineSettings } from './useEngineSettings';

function Harness({
  operator = null,
  custom = true,
  fetchImpl,
}: {
  operator?: OperatorEngine | null;
  custom?: boolean;
  fetchImpl?: typeof fetch;
}) {
  const settings = useEngineSettings(operator, custom);
  return (
    <>
      <EngineSettings settings={settings} {...(fetchImpl ? { fetchImpl } : {})} />
      <output data-testid="engine">{settings.config?.engine ?? 'none'}</output>
    </>
  );
}

const answer = (text: string) =>
  new Response(JSON.stringify({ choices: [{ message: { content: text } }] }), {
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('EngineSettings', () => {
  it('with no engine, explains how to get one and opens the settings', async () => {
    renderWithI18n(<Harness />);
    expect(screen.getByTestId('no-engine').textContent).toContain('Chrome 138');
    expect(screen.getByTestId('engine').textContent).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'Set up an engine' }));
    expect(screen.getByRole('dialog', { name: 'Your translation engine' })).toBeTruthy();
  });

  it('shows field errors at the field, tests the connection, saves only in localStorage', async () => {
    const fetchImpl = vi.fn(async () => answer('你好'));
    renderWithI18n(<Harness fetchImpl={fetchImpl as unknown as typeof fetch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Set up an engine' }));
    fireEvent.change(screen.getByLabelText('Base URL'), { target: { value: 'http://example.com/v1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('error-baseUrl').textContent).toContain('Plain http://');
    expect(screen.getByTestId('error-model').textContent).toBe('Required.');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();

    fireEvent.change(screen.getByLabelText('Base URL'), { target: { value: 'https://api.example.com/v1' } });
    fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'm' } });
    fireEvent.change(screen.getByLabelText('API key (optional)'), { target: { value: 'sk-fake-123' } });
    expect(screen.queryByTestId('error-baseUrl')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Test connection' })));
    await waitFor(() => expect(screen.getByTestId('test-ok').textContent).toBe('It works: “Hello” → “你好”'));
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example.com/v1/chat/completions');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer sk-fake-123');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toEqual({
      engine: 'openai',
      baseUrl: 'https://api.example.com/v1',
      model: 'm',
      apiKey: 'sk-fake-123',
    });
    expect(screen.getByTestId('engine').textContent).toBe('openai');
    expect((screen.getByLabelText('Engine') as HTMLSelectElement).value).toBe('openai');
  });

  it('shows a failed test as the translated engine error with its detail', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"error":{"message":"bad key"}}', { status: 401 }));
    renderWithI18n(<Harness fetchImpl={fetchImpl as unknown as typeof fetch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Set up an engine' }));
    fireEvent.change(screen.getByLabelText('Base URL'), { target: { value: 'https://api.example.com/v1' } });
    fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'm' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Test connection' })));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The engine refused the key');
    expect(alert.textContent).toContain('The engine said: HTTP 401: bad key');
  });

  it('defaults to the operator engine and hides custom endpoints when the build forbids them', () => {
    renderWithI18n(
      <Harness operator={{ kind: 'openai', url: 'https://mt.example.org/v1', model: 'x' }} custom={false} />,
    );
    expect(screen.getByTestId('engine').textContent).toBe('operator');
    const select = screen.getByLabelText('Engine') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['operator']);
    expect(screen.queryByRole('button', { name: 'Engine settings' })).toBeNull();
  });

  it('offers the browser engine when the Translator API exists', async () => {
    vi.stubGlobal('Translator', { availability: async () => 'available', create: async () => ({}) });
    try {
      renderWithI18n(<Harness />);
      await waitFor(() => expect(screen.getByTestId('engine').textContent).toBe('builtin'));
      const select = screen.getByLabelText('Engine') as HTMLSelectElement;
      expect([...select.options].map((o) => o.value)).toEqual(['builtin', 'openai', 'libre']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
