/**
 * Drag-and-drop of files onto any element (a text box, an editor, a drop zone): spread the returned handlers
 * on it and show `over` as the highlight. Dragged text is left to the browser (it inserts it); only files are
 * taken, and the element's own drop behaviour (CodeMirror inserting a file's name) is stopped.
 */
import { useCallback, useMemo, useState, type DragEvent } from 'react';

export interface FileDropHandlers {
  onDragOver(e: DragEvent): void;
  onDragLeave(e: DragEvent): void;
  onDropCapture(e: DragEvent): void;
}

/** Whether a drag carries files (not text or a link). */
export const dragHasFiles = (e: Pick<DragEvent, 'dataTransfer'>): boolean =>
  Array.from(e.dataTransfer?.types ?? []).includes('Files');

export function useFileDrop(onFiles: (files: File[]) => void, { multiple = false } = {}) {
  const [over, setOver] = useState(false);
  const take = useCallback(
    (e: DragEvent) => {
      setOver(false);
      const files = Array.from(e.dataTransfer.files);
      if (!files.length) return;
      e.preventDefault();
      e.stopPropagation();
      onFiles(multiple ? files : files.slice(0, 1));
    },
    [onFiles, multiple],
  );
  const handlers = useMemo<FileDropHandlers>(
    () => ({
      onDragOver: (e) => {
        if (!dragHasFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
        setOver(true);
      },
      onDragLeave: (e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
      },
      onDropCapture: take,
    }),
    [take],
  );
  return { over, handlers };
}
