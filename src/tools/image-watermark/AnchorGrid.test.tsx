// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AnchorGrid } from './AnchorGrid';
import { ANCHORS, type Anchor } from './logic/layout';

afterEach(cleanup);

const NAMES = Object.fromEntries(ANCHORS.map((a) => [a, `point ${a}`])) as Record<Anchor, string>;

function Harness({ start }: { start: Anchor }) {
  const [value, setValue] = useState<Anchor>(start);
  return <AnchorGrid label="Position" value={value} onChange={setValue} names={NAMES} />;
}

const checked = () => screen.getAllByRole('radio').find((r) => r.getAttribute('aria-checked') === 'true');

describe('AnchorGrid', () => {
  it('is one radio group with one tab stop on the chosen point', () => {
    render(<Harness start="br" />);
    expect(screen.getByRole('radiogroup', { name: 'Position' })).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('tabindex'))).toEqual([
      '-1',
      '-1',
      '-1',
      '-1',
      '-1',
      '-1',
      '-1',
      '-1',
      '0',
    ]);
    expect(checked()?.getAttribute('aria-label')).toBe('point br');
  });

  it('moves in two dimensions with the arrow keys and stops at the edges', () => {
    render(<Harness start="br" />);
    const press = (key: string) => fireEvent.keyDown(checked()!, { key });
    press('ArrowRight');
    expect(checked()?.getAttribute('aria-label')).toBe('point br');
    press('ArrowUp');
    expect(checked()?.getAttribute('aria-label')).toBe('point r');
    press('ArrowLeft');
    expect(checked()?.getAttribute('aria-label')).toBe('point c');
    press('ArrowUp');
    press('ArrowUp');
    press('ArrowLeft');
    press('ArrowLeft');
    expect(checked()?.getAttribute('aria-label')).toBe('point tl');
    expect(document.activeElement).toBe(checked());
  });

  it('chooses a point by click', () => {
    render(<Harness start="br" />);
    fireEvent.click(screen.getByRole('radio', { name: 'point t' }));
    expect(checked()?.getAttribute('aria-label')).toBe('point t');
  });
});
