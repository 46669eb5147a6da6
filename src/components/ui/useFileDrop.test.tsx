// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFileDrop } from './useFileDrop';

function Target({ onFiles, multiple = false }: { onFiles: (f: File[]) => void; multiple?: boolean }) {
  const { over, handlers } = useFileDrop(onFiles, { multiple });
  return <textarea data-testid="t" data-over={over} {...handlers} />;
}

afterEach(cleanup);

const files = [new File(['a'], 'a.txt'), new File(['b'], 'b.txt')];
const transfer = (withFiles: boolean) => ({
  types: withFiles ? ['Files'] : ['text/plain'],
  files: withFiles ? files : [],
  dropEffect: 'none',
});

describe('useFileDrop', () => {
  it('highlights while files are dragged over, and hands over the first file on drop', () => {
    const onFiles = vi.fn();
    const { getByTestId } = render(<Target onFiles={onFiles} />);
    const t = getByTestId('t');
    fireEvent.dragOver(t, { dataTransfer: transfer(true) });
    expect(t.dataset.over).toBe('true');
    fireEvent.drop(t, { dataTransfer: transfer(true) });
    expect(t.dataset.over).toBe('false');
    expect(onFiles).toHaveBeenCalledWith([files[0]]);
  });

  it('hands over every file when multiple', () => {
    const onFiles = vi.fn();
    const { getByTestId } = render(<Target onFiles={onFiles} multiple />);
    fireEvent.drop(getByTestId('t'), { dataTransfer: transfer(true) });
    expect(onFiles).toHaveBeenCalledWith(files);
  });

  it('leaves dragged text to the browser', () => {
    const onFiles = vi.fn();
    const { getByTestId } = render(<Target onFiles={onFiles} />);
    const t = getByTestId('t');
    fireEvent.dragOver(t, { dataTransfer: transfer(false) });
    expect(t.dataset.over).toBe('false');
    const notCancelled = fireEvent.drop(t, { dataTransfer: transfer(false) });
    expect(notCancelled).toBe(true);
    expect(onFiles).not.toHaveBeenCalled();
  });
});
