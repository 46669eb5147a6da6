/** The Markdown editor: sample, clear, the text box, and the image files the Markdown names. */
import { useId } from 'react';
import { LargeTextarea } from '../../components/ui/LargeTextarea';
import { FileInput } from '../../components/ui/files/FileInput';
import type { SaveState } from '../../components/ui/usePersistentState';
import { useToolT } from '../../i18n/useToolT';
import type { ImageProblem } from './image-check';
import type { PickedImage, RefusedImage } from './useImages';

interface Props {
  text: string;
  onText: (text: string) => void;
  onSample: () => void;
  saveState: SaveState;
  images: readonly PickedImage[];
  onImages: (files: File[]) => void;
  onRemoveImage: (key: string) => void;
  refused: readonly RefusedImage[];
}

/** Largest image file taken, bytes: a photo from a phone is ~5–10 MB. */
const MAX_IMAGE_BYTES = 40 * 1024 * 1024;

export function EditorPane({ text, onText, onSample, saveState, images, onImages, onRemoveImage, refused }: Props) {
  const { t, ui } = useToolT('markdown-to-image');
  const id = useId();
  // Too large and damaged come with the image kit's message (RefusedImage.kitMessage).
  const refusal = (name: string, p: ImageProblem) =>
    p.reason === 'other'
      ? t('imageRefused.other', { name, other: p.other })
      : t(`imageRefused.${p.reason === 'tooLarge' || p.reason === 'damaged' ? 'decode' : p.reason}`, { name });
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby={`${id}-label`}>
      <div className="flex flex-wrap items-center gap-2">
        <label id={`${id}-label`} htmlFor={`${id}-text`} className="mr-auto font-medium">
          {t('inputLabel')}
        </label>
        <button type="button" className="btn" onClick={onSample}>
          {t('sample')}
        </button>
        <button type="button" className="btn" onClick={() => onText('')} disabled={text === ''}>
          {ui('clear')}
        </button>
      </div>
      <LargeTextarea
        id={`${id}-text`}
        className="field min-h-72 w-full resize-y font-mono text-sm leading-6 lg:min-h-[30rem]"
        value={text}
        onValueChange={onText}
        placeholder={t('placeholder')}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        data-testid="md2img-input"
      />
      {(saveState === 'tooLarge' || saveState === 'failed') && (
        <p className="text-sm text-amber-700 dark:text-amber-400">{t('notSaved')}</p>
      )}
      <div className="space-y-2">
        <h2 className="text-sm font-medium">{t('imagesLabel')}</h2>
        <FileInput onFiles={onImages} accept="image/*" multiple maxBytes={MAX_IMAGE_BYTES} label={t('imagesLabel')}>
          {t('imagesDrop')}
        </FileInput>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('imagesHint')}</p>
        {refused.length > 0 && (
          <div role="alert" data-testid="md2img-image-errors">
            {refused.map((r, k) => (
              <p key={k} className="error-text">
                {r.kitMessage ?? refusal(r.name, r.problem)}
              </p>
            ))}
          </div>
        )}
        {images.length > 0 && (
          <ul className="flex flex-wrap gap-2" data-testid="md2img-images">
            {images.map((img) => (
              <li
                key={img.key}
                className="flex items-center gap-1 rounded-full border border-slate-300 py-0.5 pr-1 pl-3 text-xs dark:border-slate-600"
              >
                <span className="max-w-48 truncate">{img.name}</span>
                <button
                  type="button"
                  className="rounded-full px-1.5 text-base leading-none hover:bg-slate-200 dark:hover:bg-slate-700"
                  aria-label={t('removeImage', { name: img.name })}
                  onClick={() => onRemoveImage(img.key)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
