// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceField, CUSTOM_CHOICE } from './ChoiceField';

afterEach(cleanup);

const props = {
  id: 'lens',
  label: 'Lens',
  choices: [
    { value: '35mm lens', label: '35 mm' },
    { value: '85mm lens', label: '85 mm' },
  ],
  noneLabel: '— None —',
  customLabel: 'Custom…',
  customInputLabel: 'Lens (your own words)',
};

describe('ChoiceField', () => {
  it('prerenders no control characters (a NUL in an option value became U+FFFD in the built page)', () => {
    const html = renderToString(<ChoiceField {...props} value="" onChange={() => {}} />);
    // eslint-disable-next-line no-control-regex
    expect(html).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    expect(html).toContain(`value="${CUSTOM_CHOICE}"`);
  });

  it('choosing Custom… reveals a text box whose words become the value', () => {
    const onChange = vi.fn();
    const { rerender } = render(<ChoiceField {...props} value="35mm lens" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Lens'), { target: { value: CUSTOM_CHOICE } });
    expect(onChange).not.toHaveBeenCalled();
    const box = screen.getByLabelText('Lens (your own words)');
    expect((box as HTMLInputElement).value).toBe('35mm lens');
    fireEvent.change(box, { target: { value: '40mm vintage lens' } });
    expect(onChange).toHaveBeenLastCalledWith('40mm vintage lens');
    rerender(<ChoiceField {...props} value="40mm vintage lens" onChange={onChange} />);
    expect((screen.getByLabelText('Lens') as HTMLSelectElement).value).toBe(CUSTOM_CHOICE);
  });

  it('a listed choice sets its value and hides the text box', () => {
    const onChange = vi.fn();
    render(<ChoiceField {...props} value="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Lens'), { target: { value: '85mm lens' } });
    expect(onChange).toHaveBeenCalledWith('85mm lens');
    expect(screen.queryByLabelText('Lens (your own words)')).toBeNull();
  });
});
