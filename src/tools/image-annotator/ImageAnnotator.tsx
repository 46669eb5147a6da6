/**
 * The image-annotator island: takes an image (drop, paste, picker), decodes it upright at full size, and hands
 * it to the editor, which (with Konva) loads only once an image is there. Nothing leaves the device.
 */
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { FileInput } from '../../components/ui/files';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { useToolT } from '../../i18n/useToolT';
import { IMAGE_LIMITS, tooLargeParams } from '../../lib/image/canvas-limits';
import { loadImage, type LoadProblem, type OpenImage } from './load';

const loadEditor = () => import('./Editor');
const Editor = lazy(loadEditor);

export default function ImageAnnotator(props: IslandI18nProps) {
  return (
    <IslandI18n {...props}>
      <Tool />
    </IslandI18n>
  );
}

function Tool() {
  const { t, ui, lng } = useToolT('image-annotator');
  const [image, setImage] = useState<OpenImage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const ticket = useRef(0);

  // The editor (Konva) is not part of the page's first load: it starts loading when the visitor reaches for the
  // file input (pointer, focus or a drag over the tool), so it is usually ready when the image is decoded.
  const preloaded = useRef(false);
  const preload = useCallback(() => {
    if (preloaded.current) return;
    preloaded.current = true;
    loadEditor().catch((err: unknown) => {
      preloaded.current = false;
      console.warn('Image annotator: the editor could not be loaded yet', err);
    });
  }, []);

  const problemText = useCallback(
    (name: string, p: LoadProblem) => {
      switch (p.reason) {
        case 'empty':
          return t('errEmpty', { name });
        case 'other':
          return t('errOther', { name, other: p.other });
        case 'notImage':
          return t('errNotImage', { name });
        case 'decode':
          return t('errDecode', { name });
        case 'tooLarge':
          return ui('image.tooLarge', tooLargeParams({ width: p.width, height: p.height, ...IMAGE_LIMITS }, lng));
      }
    },
    [t, ui, lng],
  );

  const open = useCallback(
    async (files: File[]) => {
      const file = files[0];
      if (!file) return;
      preload();
      const mine = ++ticket.current;
      setLoading(true);
      setError(null);
      try {
        const res = await loadImage(file);
        if (mine !== ticket.current) {
          if (res.ok) res.bitmap.close();
          return;
        }
        if (!res.ok) {
          setError(problemText(file.name || t('pastedName'), res.problem));
          return;
        }
        setImage((old) => {
          old?.bitmap.close();
          return { bitmap: res.bitmap, name: file.name || t('pastedName'), key: mine };
        });
      } catch (err) {
        console.error('Image annotator: cannot read', file.name, err);
        if (mine === ticket.current) setError(t('errRead', { name: file.name }));
      } finally {
        if (mine === ticket.current) setLoading(false);
      }
    },
    [preload, problemText, t],
  );

  return (
    <div
      className="space-y-4"
      data-tool="image-annotator"
      onPointerEnter={preload}
      onFocus={preload}
      onDragEnter={preload}
    >
      <FileInput
        onFiles={(f) => void open(f)}
        accept="image/*"
        paste="page"
        checkType={false}
        label={t('fileLabel')}
        className={image ? 'min-h-20' : 'min-h-40'}
      >
        <span className="block font-medium">{image ? t('dropAnother') : t('dropText')}</span>
        <span className="block text-sm text-slate-600 dark:text-slate-400">{t('privacy')}</span>
      </FileInput>
      <div aria-live="polite">
        {loading && <p className="text-sm">{t('opening')}</p>}
        {error && (
          <p role="alert" className="error-text" data-testid="annotator-error">
            {error}
          </p>
        )}
      </div>
      {image && (
        <Suspense fallback={<p className="text-sm">{t('loadingEditor')}</p>}>
          <Editor key={image.key} image={image} />
        </Suspense>
      )}
    </div>
  );
}
