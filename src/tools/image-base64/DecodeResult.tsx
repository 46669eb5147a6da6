/** Base64 → image, the result pane: the decoded image, its real type and size, and the download. */
import { useCallback, useId, useState } from 'react';
import { downloadFile } from '../../components/ui/files/download';
import { formatBytes } from '../../lib/format';
import { useToolT } from '../../i18n/useToolT';
import { statedTypeMismatch } from './logic';
import { InfoList } from './parts';
import { Checkerboard, ImagePreview, type ImageSize } from './Preview';
import type { Decoded, DecodedFile } from './useDecoder';

export function DecodeResult({ done, file }: { done: Decoded | null; file: DecodedFile | null }) {
  const { t, lng } = useToolT('image-base64');
  const nf = new Intl.NumberFormat(lng);
  const id = useId();
  return (
    <section className="panel flex min-w-0 flex-col gap-3" aria-labelledby={`${id}-result`}>
      <h2 id={`${id}-result`} className="text-base font-semibold">
        {t('imageHeading')}
      </h2>
      {done ? (
        <DecodedImage key={done.id} done={done} />
      ) : file ? (
        // Not an image, but a file we know (a PDF pasted as Base64): no preview, the file itself to download.
        <div className="flex flex-col items-start gap-3" data-testid="decoded-file">
          <p className="text-sm">
            {t('decodedFile', {
              type: file.type.label,
              size: t('sizeValue', { size: formatBytes(file.blob.size, lng), bytes: nf.format(file.blob.size) }),
            })}
          </p>
          <button
            type="button"
            className="btn-primary"
            onClick={() => downloadFile(file.blob, `decoded.${file.type.ext}`)}
          >
            {t('downloadAs', { file: `decoded.${file.type.ext}` })}
          </button>
        </div>
      ) : (
        <Checkerboard>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('noImageYet')}</p>
        </Checkerboard>
      )}
    </section>
  );
}

/** One decoded image. Keyed by the result, so whether it displays is found out afresh. */
function DecodedImage({ done }: { done: Decoded }) {
  const { t, lng } = useToolT('image-base64');
  const [loaded, setLoaded] = useState<ImageSize | null>(null);
  const [displayFailed, setDisplayFailed] = useState(false);
  const onFail = useCallback(() => {
    console.warn(`[image-base64] the browser could not display the decoded ${done.type.label}`);
    setDisplayFailed(true);
  }, [done.type.label]);
  const nf = new Intl.NumberFormat(lng);
  const downloadName = `image.${done.type.ext}`;
  const declared = statedTypeMismatch(done.declaredMime, done.type);

  return (
    <>
      <ImagePreview
        image={done.image}
        alt={t('decodedAlt', { type: done.type.label })}
        className="max-h-72"
        onSize={setLoaded}
        onFail={onFail}
      />
      <div aria-live="polite">
        {displayFailed && (
          <p className="error-text" data-testid="display-error">
            {t('errDisplay', { type: done.type.label })}
          </p>
        )}
      </div>
      <InfoList
        items={[
          [
            t('detectedType'),
            <span key="t" data-testid="detected-type">{`${done.type.label} (${done.type.mime})`}</span>,
          ],
          [t('dimensions'), loaded ? t('dimensionsValue', { width: loaded.width, height: loaded.height }) : '—'],
          [t('fileSize'), t('sizeValue', { size: formatBytes(done.size, lng), bytes: nf.format(done.size) })],
        ]}
      />
      {declared && (
        <p className="text-xs text-amber-800 dark:text-amber-300" data-testid="mime-mismatch">
          {t('declaredMismatch', { declared, actual: done.type.mime })}
        </p>
      )}
      <button
        type="button"
        className="btn-primary self-start"
        disabled={!loaded || displayFailed}
        onClick={() => downloadFile(done.image, downloadName)}
      >
        {t('downloadAs', { file: downloadName })}
      </button>
    </>
  );
}
