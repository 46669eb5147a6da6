// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-i18n';
import { FileInput } from './FileInput';

afterEach(cleanup);

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

/** A DataTransfer-like object: happy-dom's events take whatever is passed in their init. */
const transfer = (files: File[]) => ({ files, items: [], types: ['Files'] });

describe('FileInput', () => {
  it('takes picked files and names each refused one with its reason', () => {
    const onFiles = vi.fn();
    const onReject = vi.fn();
    renderWithI18n(
      <FileInput onFiles={onFiles} onReject={onReject} accept=".pdf,application/pdf" maxBytes={1024} multiple />,
    );
    const input = screen.getByLabelText('Choose file') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [file('a.pdf', 'application/pdf'), file('notes.txt', 'text/plain'), file('big.pdf', '', 4096)] },
    });
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(onFiles.mock.calls[0]![0].map((f: File) => f.name)).toEqual(['a.pdf']);
    expect(onReject.mock.calls[0]![0].map((r: { reason: string }) => r.reason)).toEqual(['type', 'size']);
    const alert = screen.getByRole('alert');
    expect(alert.querySelectorAll('li')[0]!.textContent).toBe(
      '“notes.txt” was not added: this kind of file is not accepted here (accepted: PDF).',
    );
    expect(alert.querySelectorAll('li')[1]!.textContent).toBe(
      '“big.pdf” was not added: it is 4.0 KB, over the 1.0 KB limit.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says it in the page language', () => {
    renderWithI18n(<FileInput onFiles={() => {}} accept="image/*" />, 'zh');
    fireEvent.change(screen.getByLabelText('选择文件'), { target: { files: [file('报告.pdf', 'application/pdf')] } });
    expect(screen.getByRole('alert').querySelector('li')!.textContent).toBe(
      '未添加“报告.pdf”：这里不接受这种文件（可用格式：image/*）。',
    );
  });

  it('takes dropped files, only the first when not multiple', () => {
    const onFiles = vi.fn();
    const { container } = renderWithI18n(<FileInput onFiles={onFiles} accept="image/*" />);
    const zone = container.querySelector('[data-dropzone]')!;
    fireEvent.dragOver(zone, { dataTransfer: transfer([]) });
    expect(zone.className).toContain('border-brand-500');
    fireEvent.drop(zone, { dataTransfer: transfer([file('a.png', 'image/png'), file('b.png', 'image/png')]) });
    expect(zone.className).not.toContain('border-brand-500');
    expect(onFiles.mock.calls[0]![0].map((f: File) => f.name)).toEqual(['a.png']);
    expect(screen.getByRole('alert').textContent).toContain('“b.png” was not added: only one file at a time.');
  });

  it('takes a pasted image anywhere on the page with paste="page", and leaves text pastes alone', () => {
    const onFiles = vi.fn();
    renderWithI18n(<FileInput onFiles={onFiles} accept="image/*" paste="page" />);
    expect(screen.getByText('You can also paste an image or a file (Ctrl+V).')).toBeTruthy();
    const shot = file('image.png', 'image/png');
    const withFile = new Event('paste', { bubbles: true, cancelable: true }) as ClipboardEvent;
    Object.defineProperty(withFile, 'clipboardData', {
      value: { files: [], items: [{ kind: 'file', type: 'image/png', getAsFile: () => shot }] },
    });
    document.body.dispatchEvent(withFile);
    expect(onFiles).toHaveBeenCalledWith([shot]);
    expect(withFile.defaultPrevented).toBe(true);

    const withText = new Event('paste', { bubbles: true, cancelable: true }) as ClipboardEvent;
    Object.defineProperty(withText, 'clipboardData', { value: { files: [], items: [{ kind: 'string' }] } });
    document.body.dispatchEvent(withText);
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(withText.defaultPrevented).toBe(false);
  });

  it('does not listen to page pastes unless asked', () => {
    const onFiles = vi.fn();
    renderWithI18n(<FileInput onFiles={onFiles} />);
    expect(screen.queryByText('You can also paste an image or a file (Ctrl+V).')).toBeNull();
    const e = new Event('paste', { bubbles: true, cancelable: true });
    Object.defineProperty(e, 'clipboardData', { value: { files: [file('a.png', 'image/png')], items: [] } });
    document.body.dispatchEvent(e);
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('takes files chosen before hydration (already on the prerendered input)', () => {
    const onFiles = vi.fn();
    const early = file('early.pdf', 'application/pdf');
    // Set the files on the input as React creates it, before effects run.
    const create = document.createElement.bind(document);
    const spy = vi.spyOn(document, 'createElement').mockImplementation((tag: string, opts?: ElementCreationOptions) => {
      const el = create(tag, opts);
      if (tag === 'input') Object.defineProperty(el, 'files', { value: [early], configurable: true });
      return el;
    });
    renderWithI18n(<FileInput onFiles={onFiles} accept=".pdf" />);
    spy.mockRestore();
    expect(onFiles).toHaveBeenCalledWith([early]);
  });

  it('takes files pasted while the zone has focus with paste="zone"', () => {
    const onFiles = vi.fn();
    renderWithI18n(<FileInput onFiles={onFiles} paste="zone" />);
    const input = screen.getByLabelText('Choose file');
    const pdf = file('copied.pdf', 'application/pdf');
    fireEvent.paste(input, { clipboardData: { files: [pdf], items: [] } });
    expect(onFiles).toHaveBeenCalledWith([pdf]);
  });

  it('can leave type checks to the tool (checkType={false}) and still checks size', () => {
    const onFiles = vi.fn();
    renderWithI18n(<FileInput onFiles={onFiles} accept="image/*" checkType={false} maxBytes={5} />);
    fireEvent.change(screen.getByLabelText('Choose file'), {
      target: { files: [file('report.pdf', 'application/pdf', 5), file('huge.png', 'image/png', 6)] },
    });
    expect(onFiles.mock.calls[0]![0].map((f: File) => f.name)).toEqual(['report.pdf']);
  });
});
