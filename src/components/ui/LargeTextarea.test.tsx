// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LargeTextarea } from './LargeTextarea';
import { PREVIEW_CHARS } from './large-text';
import { renderWithI18n } from './test-i18n';

function Harness({ initial = '', threshold = 50 }: { initial?: string; threshold?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="box">Text</label>
      <LargeTextarea id="box" value={value} onValueChange={setValue} threshold={threshold} />
      <output data-testid="length">{value.length}</output>
      <button type="button" onClick={() => setValue('')}>
        reset
      </button>
    </>
  );
}

/** Fires a paste of `text` on `el`; returns whether the browser's default insertion was cancelled. */
function paste(el: HTMLElement, text: string): boolean {
  const event = new Event('paste', { bubbles: true, cancelable: true }) as Event & {
    clipboardData: { getData: (type: string) => string };
  };
  event.clipboardData = { getData: (type) => (type === 'text/plain' ? text : '') };
  let prevented = false;
  act(() => {
    prevented = !el.dispatchEvent(event);
  });
  return prevented;
}

afterEach(cleanup);

describe('LargeTextarea', () => {
  it('lets the browser insert a small paste into the live box', () => {
    renderWithI18n(<Harness />);
    const box = screen.getByLabelText<HTMLTextAreaElement>('Text');
    expect(paste(box, 'short')).toBe(false);
    expect(box.readOnly).toBe(false);
  });

  it('keeps a paste that would go over the threshold out of the live box and shows a read-only preview', async () => {
    renderWithI18n(<Harness threshold={50} />);
    const box = screen.getByLabelText<HTMLTextAreaElement>('Text');
    fireEvent.change(box, { target: { value: 'keep me ' } });
    box.setSelectionRange(8, 8);
    const big = 'x'.repeat(100);
    expect(paste(box, big)).toBe(true);
    expect(screen.getByTestId('length').textContent).toBe('108');
    const preview = screen.getByLabelText<HTMLTextAreaElement>('Text');
    expect(preview.readOnly).toBe(true);
    expect(preview.value).toBe(`keep me ${big}`);
    const note = screen.getByTestId('large-text-note');
    // The size in bytes follows a moment later (it is measured after the paste's task).
    expect(note.textContent).toContain('Large text: 108 characters (…)');
    await waitFor(() => expect(note.textContent).toContain('Large text: 108 characters (108 B)'));
    expect(preview.getAttribute('aria-describedby')).toBe(note.id);
  });

  it('shows only the preview of a huge value set from outside, and replaces it when pasting on it', async () => {
    const huge = 'y'.repeat(300_000);
    renderWithI18n(<Harness initial={huge} threshold={200_000} />);
    const preview = screen.getByLabelText<HTMLTextAreaElement>('Text');
    expect(preview.readOnly).toBe(true);
    expect(preview.value.length).toBe(PREVIEW_CHARS + 1);
    await waitFor(() =>
      expect(screen.getByTestId('large-text-note').textContent).toContain('300,000 characters (293.0 KB)'),
    );
    expect(paste(preview, 'small again')).toBe(true);
    const live = screen.getByLabelText<HTMLTextAreaElement>('Text');
    expect(live.readOnly).toBe(false);
    expect(live.value).toBe('small again');
  });

  it('brings the editable box back, empty, when the text is cleared', () => {
    renderWithI18n(<Harness initial={'z'.repeat(60)} threshold={50} />);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Text').readOnly).toBe(true);
    fireEvent.click(screen.getByText('reset'));
    const live = screen.getByLabelText<HTMLTextAreaElement>('Text');
    expect([live.readOnly, live.value]).toEqual([false, '']);
  });

  it('says it in Chinese on a zh page', () => {
    const { container } = renderWithI18n(<Harness initial={'z'.repeat(60)} threshold={50} />, 'zh');
    expect(container.textContent).toContain('大文本：60 个字符');
  });
});
