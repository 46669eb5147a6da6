/**
 * Export actions: download (one image, or a zip of pages) and copy to the clipboard (one PNG). The clipboard
 * item is created at the click with a promise of the image, so the browser's user-activation window does not
 * run out while the image renders.
 */
import { useCallback, useState } from 'react';
import { downloadFile, downloadZip } from '../../components/ui/files/download';
import type { ExportedImage, ImageFormat } from './capture';
import { MAX_PAGES, type Settings } from './logic';

export type ExportStatus =
  | { kind: 'idle' }
  | { kind: 'working'; done: number; total: number }
  | { kind: 'done'; count: number; width: number; height: number }
  | { kind: 'copied' }
  | { kind: 'tooTall'; pages: number; max: number; limit: number }
  | { kind: 'copyRefused' }
  | { kind: 'copyPages' }
  | { kind: 'failed' };

class MultiPageError extends Error {}

export function useExport(html: string, text: string, settings: Settings, format: ImageFormat) {
  const [status, setStatus] = useState<ExportStatus>({ kind: 'idle' });

  const render = useCallback(
    async (as: ImageFormat): Promise<ExportedImage[]> => {
      setStatus({ kind: 'working', done: 0, total: 1 });
      const { exportImages } = await import('./capture');
      return exportImages({
        html,
        text,
        settings,
        format: as,
        onProgress: (done, total) => setStatus({ kind: 'working', done, total }),
      });
    },
    [html, text, settings],
  );

  const fail = useCallback(async (err: unknown) => {
    const { TooTallError } = await import('./capture');
    if (err instanceof TooTallError) {
      setStatus({ kind: 'tooTall', pages: err.pages, max: err.maxPageHeight, limit: MAX_PAGES });
    } else {
      console.error('markdown-to-image: export failed', err);
      setStatus({ kind: 'failed' });
    }
  }, []);

  const download = useCallback(async () => {
    try {
      const images = await render(format);
      if (images.length === 1) downloadFile(images[0]!.data, images[0]!.name);
      else await downloadZip(images, 'markdown-images.zip');
      const first = images[0]!;
      setStatus({ kind: 'done', count: images.length, width: first.width, height: first.height });
    } catch (err) {
      await fail(err);
    }
  }, [render, format, fail]);

  const copy = useCallback(async () => {
    let failure: unknown = null;
    const blob = render('png').then(
      (images) => {
        if (images.length > 1) throw new MultiPageError('several pages');
        return images[0]!.data;
      },
      (err: unknown) => {
        failure = err;
        throw err;
      },
    );
    try {
      if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) throw new Error('no clipboard');
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
      setStatus({ kind: 'copied' });
    } catch (err) {
      // Let the render finish either way, then say which part failed.
      await blob.catch(() => undefined);
      if (failure) await fail(failure);
      else if ((await blob.catch((e: unknown) => e)) instanceof MultiPageError) setStatus({ kind: 'copyPages' });
      else {
        console.warn('markdown-to-image: clipboard refused the image', err);
        setStatus({ kind: 'copyRefused' });
      }
    }
  }, [render, fail]);

  return { status, download, copy };
}
