// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LargeTextarea } from './LargeTextarea';
import * as largeText from './large-text';
import { renderWithI18n } from './test-i18n';

vi.mock('./large-text', async (importOriginal) => {
  const real = await importOriginal<typeof import('./large-text')>();
  return { ...real, utf8Length: vi.fn(real.utf8Length) };
});

afterEach(cleanup);

describe('LargeTextarea size note', () => {
  it('counts the bytes of a large text once, not on every render of the page around it', () => {
    const text = 'é'.repeat(60);
    function Page() {
      const [n, setN] = useState(0);
      return (
        <>
          <LargeTextarea value={text} onValueChange={() => undefined} threshold={50} placeholder={`${n}`} />
          <button type="button" onClick={() => setN((k) => k + 1)}>
            render again
          </button>
        </>
      );
    }
    renderWithI18n(<Page />);
    act(() => screen.getByText('render again').click());
    act(() => screen.getByText('render again').click());
    expect(screen.getByRole('textbox').getAttribute('placeholder')).toBe('2');
    expect(screen.getByTestId('large-text-note').textContent).toContain('120 B');
    expect(vi.mocked(largeText.utf8Length)).toHaveBeenCalledTimes(1);
  });
});
