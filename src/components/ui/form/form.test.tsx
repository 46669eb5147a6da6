// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-i18n';
import { Checkbox } from './Checkbox';
import { ColorInput } from './ColorInput';
import { Select } from './Select';
import { Slider } from './Slider';
import { parseHexColor, parseNumberInput } from './values';

afterEach(cleanup);

describe('values', () => {
  it('parseNumberInput clamps, snaps to the step and accepts a decimal comma', () => {
    expect(parseNumberInput('75', 0, 100)).toBe(75);
    expect(parseNumberInput('150', 0, 100)).toBe(100);
    expect(parseNumberInput('-3', 0, 100)).toBe(0);
    expect(parseNumberInput('0,32', 0, 1, 0.1)).toBe(0.3);
    expect(parseNumberInput('0.36', 0, 1, 0.1)).toBe(0.4);
    expect(parseNumberInput('13', 10, 50, 5)).toBe(15);
    expect(['', 'abc', '1e3', '--1', '.'].map((t) => parseNumberInput(t, 0, 100))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('parseHexColor normalises to #rrggbb and refuses the rest', () => {
    expect(['#1A2b3C', '1a2b3c', '#abc', ' #FFF '].map(parseHexColor)).toEqual([
      '#1a2b3c',
      '#1a2b3c',
      '#aabbcc',
      '#ffffff',
    ]);
    expect(['#12345', '#ggg', 'red', '', '#1234567'].map(parseHexColor)).toEqual([null, null, null, null, null]);
  });
});

describe('Checkbox and Select', () => {
  it('Checkbox is labelled, described by its hint, and reports the new state', () => {
    const onChange = vi.fn();
    renderWithI18n(<Checkbox label="Keep metadata" hint="EXIF, colour profile" checked={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Keep metadata' });
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByText('EXIF, colour profile').id);
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('Select is labelled and reports the chosen value', () => {
    const onChange = vi.fn();
    const options = [
      { value: 'webp', label: 'WebP' },
      { value: 'jpeg', label: 'JPEG' },
    ] as const;
    renderWithI18n(<Select label="Format" value="webp" options={options} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Format' }) as HTMLSelectElement;
    expect(select.value).toBe('webp');
    fireEvent.change(select, { target: { value: 'jpeg' } });
    expect(onChange).toHaveBeenCalledWith('jpeg');
  });
});

function SliderHarness({ spy }: { spy: (v: number) => void }) {
  const [v, setV] = useState(80);
  return (
    <Slider
      label="Quality"
      value={v}
      min={0}
      max={100}
      unit="%"
      onChange={(n) => {
        spy(n);
        setV(n);
      }}
    />
  );
}

describe('Slider', () => {
  it('links the range and the number box, both named by the label', () => {
    const spy = vi.fn();
    renderWithI18n(<SliderHarness spy={spy} />);
    const range = screen.getByRole('slider', { name: 'Quality' }) as HTMLInputElement;
    const box = screen.getByRole('spinbutton', { name: 'Quality' }) as HTMLInputElement;
    fireEvent.change(range, { target: { value: '60' } });
    expect(box.value).toBe('60');
    fireEvent.change(box, { target: { value: '250' } });
    expect(spy).toHaveBeenLastCalledWith(60); // not committed while typing
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(spy).toHaveBeenLastCalledWith(100);
    expect(range.value).toBe('100');
    expect(box.value).toBe('100');
    fireEvent.change(box, { target: { value: 'abc' } });
    fireEvent.blur(box);
    expect(box.value).toBe('100'); // not a number: back to the value
    expect(spy).toHaveBeenCalledTimes(2);
  });
});

function ColorHarness({ spy }: { spy: (v: string) => void }) {
  const [v, setV] = useState('#ffffff');
  return (
    <ColorInput
      label="Background"
      value={v}
      onChange={(c) => {
        spy(c);
        setV(c);
      }}
    />
  );
}

describe('ColorInput', () => {
  it('takes a valid hex code as typed, without rewriting it under the cursor', () => {
    const spy = vi.fn();
    renderWithI18n(<ColorHarness spy={spy} />);
    const hex = screen.getByRole('textbox', { name: 'Background as hex code' }) as HTMLInputElement;
    const picker = screen.getByLabelText('Background') as HTMLInputElement;
    fireEvent.change(hex, { target: { value: '#abc' } });
    expect(spy).toHaveBeenLastCalledWith('#aabbcc');
    expect(hex.value).toBe('#abc');
    expect(picker.value).toBe('#aabbcc');
    fireEvent.change(hex, { target: { value: '#ABCDEF' } });
    expect(spy).toHaveBeenLastCalledWith('#abcdef');
    fireEvent.change(picker, { target: { value: '#102030' } });
    expect(hex.value).toBe('#102030');
  });

  it('marks an invalid code with a translated message and keeps the last good value', () => {
    const spy = vi.fn();
    renderWithI18n(<ColorHarness spy={spy} />, 'ko');
    const hex = screen.getByRole('textbox', { name: 'Background(16진수 색상 코드)' }) as HTMLInputElement;
    fireEvent.change(hex, { target: { value: '#12' } });
    expect(hex.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('# 뒤에 16진수 6자리로 색을 입력하세요(예: #1a2b3c).');
    expect(hex.getAttribute('aria-describedby')).toBe(error.id);
    expect(spy).not.toHaveBeenCalled();
    fireEvent.change(hex, { target: { value: '#123456' } });
    expect(hex.getAttribute('aria-invalid')).toBe('false');
    expect(spy).toHaveBeenCalledWith('#123456');
  });
});
