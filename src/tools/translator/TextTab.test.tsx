// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../components/ui/test-i18n';
import { EngineError, type Engine, type TranslateRequest } from '../../lib/translate/types';
import en from './locales/en.json';
import { DEFAULT_PAIR, type Pair } from './logic';
import { TextTab } from './TextTab';

/** An engine whose answers the test releases one by one; each streams in two steps. */
function manualEngine() {
  const pending: { request: TranslateRequest; resolve: () => void }[] = [];
  const engine: Engine = {
    id: 'openai',
    availability: async () => 'available',
    translate: (request) =>
      new Promise((resolve, reject) => {
        const out = `[${request.target}] ${request.text}`;
        request.signal?.addEventListener('abort', () => reject(new EngineError('cancelled')));
        pending.push({
          request,
          resolve: () => {
            request.onText?.(out.slice(0, 4));
            request.onText?.(out);
            resolve({ text: out });
          },
        });
      }),
  };
  return { engine, pending };
}

function Harness({ engine }: { engine: Engine }) {
  const [pair, setPair] = useState<Pair>(DEFAULT_PAIR);
  return <TextTab engine={engine} pair={pair} setPair={setPair} />;
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('TextTab', () => {
  it('translates with Ctrl+Enter, shows the output and records the history', async () => {
    const { engine, pending } = manualEngine();
    renderWithI18n(<Harness engine={engine} />, 'en', { translator: en });
    const source = screen.getByTestId('source-text');
    // Foreign text is not underlined by the browser's spelling dictionary (and a huge paste is not checked).
    expect(source.getAttribute('spellcheck')).toBe('false');
    fireEvent.change(source, { target: { value: 'Hallo Welt' } });
    expect(screen.getByText('10 characters')).toBeTruthy();
    fireEvent.keyDown(source, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(pending.length).toBe(1));
    expect(pending[0]!.request.target).toBe('en');
    expect(pending[0]!.request.source).toBe('auto');
    await act(async () => pending[0]!.resolve());
    expect(screen.getByTestId('target-text').textContent).toBe('[en] Hallo Welt');
    expect(screen.getByTestId('history').textContent).toContain('Hallo Welt');
  });

  it('goes piece by piece through a long text, and a cancel keeps what was done', async () => {
    const { engine, pending } = manualEngine();
    renderWithI18n(<Harness engine={engine} />, 'en', { translator: en });
    const a = 'a'.repeat(1500);
    const b = 'b'.repeat(1500);
    fireEvent.change(screen.getByTestId('source-text'), { target: { value: `${a}\n\n${b}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    await waitFor(() => expect(pending.length).toBe(1));
    await act(async () => pending[0]!.resolve());
    await waitFor(() => expect(screen.getByTestId('piece').textContent).toBe('Piece 1 of 2'));
    expect(pending.length).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByText('Cancelled; what was translated so far is kept.')).toBeTruthy());
    expect(screen.getByTestId('target-text').textContent).toBe(`[en] ${a}`);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('history').textContent).toContain('Your last 20 translations');
  });

  it('shows an engine failure translated, with the wait a rate limit asked for', async () => {
    const engine: Engine = {
      id: 'openai',
      availability: async () => 'available',
      translate: async () => {
        throw new EngineError('rate-limit', 'HTTP 429: Rate limit reached', 429, 7);
      },
    };
    renderWithI18n(<Harness engine={engine} />, 'en', { translator: en });
    fireEvent.change(screen.getByTestId('source-text'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'The engine is receiving too many requests, or your quota is used up. Try again in 7 s.The engine said: HTTP 429: Rate limit reached',
    );
  });

  it('cannot translate without an engine and says why', () => {
    renderWithI18n(<TextTab engine={null} pair={DEFAULT_PAIR} setPair={() => undefined} />, 'en', { translator: en });
    fireEvent.change(screen.getByTestId('source-text'), { target: { value: 'x' } });
    expect((screen.getByRole('button', { name: 'Translate' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Choose a translation engine above first.')).toBeTruthy();
  });
});
