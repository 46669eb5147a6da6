// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test-i18n';
import { InputField, LABEL_CLASS } from './Field';
import { TextField } from './TextField';

afterEach(cleanup);

function Text({ error }: { error?: string }) {
  const [v, setV] = useState('ab');
  return <TextField label="Name" hint="Your name" error={error} id="n" max={5} value={v} onValueChange={setV} />;
}

describe('TextField', () => {
  it('labels the field, ties the hint to it and keeps the length limit', () => {
    renderWithI18n(<Text />);
    const box = screen.getByLabelText('Name') as HTMLInputElement;
    expect(box.id).toBe('n');
    expect(box.className).toBe('field');
    expect(box.maxLength).toBe(5);
    expect(box.getAttribute('aria-describedby')).toBe('n-hint');
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById('n-hint')?.textContent).toBe('Your name');
    expect(screen.getByText('Name').className).toBe(LABEL_CLASS);
    fireEvent.change(box, { target: { value: 'abcd' } });
    expect(box.value).toBe('abcd');
  });

  it('shows an error as an alert, marks the field invalid and describes it by both', () => {
    renderWithI18n(<Text error="Too short" />);
    const box = screen.getByLabelText('Name');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('n-error n-hint');
    expect(screen.getByRole('alert').textContent).toBe('Too short');
  });

  it('is a textarea when multiline, with an id of its own when none is given', () => {
    renderWithI18n(<TextField multiline label="Notes" value="" onValueChange={() => {}} />);
    const area = screen.getByLabelText('Notes');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.id).not.toBe('');
  });
});

describe('InputField', () => {
  it('keeps min and max as values of a number field, and the caller’s own description', () => {
    renderWithI18n(
      <InputField
        label="Width"
        type="number"
        min={1}
        max={4096}
        value={10}
        aria-describedby="side-hint"
        labelClassName="small"
        onChange={() => {}}
      />,
    );
    const box = screen.getByLabelText('Width') as HTMLInputElement;
    expect([box.type, box.min, box.max, box.value]).toEqual(['number', '1', '4096', '10']);
    expect(box.getAttribute('aria-describedby')).toBe('side-hint');
    expect(screen.getByText('Width').className).toBe('small');
  });
});
