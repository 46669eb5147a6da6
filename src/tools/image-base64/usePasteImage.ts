/**
 * Ctrl+V of an image anywhere on the page goes to `onImage`. Pasting something else outside a text field
 * while `active` calls `onNoImage`, so the page can say how to copy an image.
 */
import { useEffect } from 'react';

/** The first image file on the clipboard, if any. */
export function clipboardImage(data: DataTransfer | null): File | null {
  const files = [...(data?.files ?? [])];
  return (
    files.find((f) => f.type.startsWith('image/')) ??
    [...(data?.items ?? [])].find((i) => i.kind === 'file' && i.type.startsWith('image/'))?.getAsFile() ??
    null
  );
}

export function usePasteImage(onImage: (file: File) => void, onNoImage: () => void, active: boolean): void {
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const image = clipboardImage(e.clipboardData);
      if (image) {
        e.preventDefault();
        onImage(image);
        return;
      }
      const target = e.target as HTMLElement | null;
      const editable = target?.closest?.('input, textarea, [contenteditable="true"]');
      if (active && !editable) onNoImage();
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [active, onImage, onNoImage]);
}
