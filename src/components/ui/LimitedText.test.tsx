// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LimitedText } from './LimitedText';
import { renderWithI18n } from './test-i18n';

function Harness({ multiline = false, max = 10 }: { multiline?: boolean; max?: number }) {
  const [value, setValue] = useState('abc');
  return (
    <>
      <label htmlFor="f">Field</label>
      {multiline ? (
        <LimitedText multiline id="f" value={value} onValueChange={setValue} max={max} />
      ) : (
        <LimitedText id="f" value={value} onValueChange={setValue} max={max} />
      )}
    </>
  );
}

function paste(el: HTMLElement, text: string): boolean {
  const event = new Event('paste', { bubbles: true, cancelable: true }) as Event & {
    clipboardData: { getData: (type: string) => string };
  };
  event.clipboardData = { getData: () => text };
  let prevented = false;
  act(() => {
    prevented = !el.dispatchEvent(event);
  });
  return prevented;
}

afterEach(cleanup);

describe('LimitedText', () => {
  it('refuses a paste that would go over the limit, keeps the text and says why at the field', () => {
    renderWithI18n(<Harness />);
    const field = screen.getByLabelText<HTMLInputElement>('Field');
    expect(field.maxLength).toBe(10);
    field.setSelectionRange(3, 3);
    expect(paste(field, 'x'.repeat(6_000_000))).toBe(true);
    expect(field.value).toBe('abc');
    const note = screen.getByRole('alert');
    expect(note.textContent).toBe(
      'Not pasted: that text has 6,000,000 characters and this field holds at most 10. What you had typed is unchanged.',
    );
    expect(field.getAttribute('aria-describedby')).toBe(note.id);
    // Typing clears the message.
    fireEvent.change(field, { target: { value: 'abcd' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets a paste that fits through (replacing the selection), and notes when the limit is reached', () => {
    renderWithI18n(<Harness multiline />);
    const field = screen.getByLabelText<HTMLTextAreaElement>('Field');
    field.setSelectionRange(0, 3);
    expect(paste(field, '0123456789')).toBe(false);
    fireEvent.change(field, { target: { value: '0123456789' } });
    expect(screen.getByTestId('limit-note').textContent).toBe('Limit reached: at most 10 characters.');
  });

  it('speaks the page language', () => {
    renderWithI18n(<Harness />, 'zh');
    paste(screen.getByLabelText('Field'), 'x'.repeat(20));
    expect(screen.getByRole('alert').textContent).toBe('未粘贴：这段文字有 20 个字符，此处最多 10 个。原有内容未变。');
  });
});
