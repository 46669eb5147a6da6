/** Image → Base64, the "Image details" pane: preview, type, dimensions and sizes. */
import { useId } from 'react';
import { formatBytes } from '../../lib/format';
import { useToolT } from '../../i18n/useToolT';
import { InfoList } from './parts';
import { ImagePreview, type ImageSize } from './Preview';
import type { Encoded } from './useEncoder';

interface Props {
  r: Encoded;
  dims: ImageSize | null;
  onSize: (size: ImageSize) => void;
  previewFailed: boolean;
  onPreviewFail: () => void;
}

export function EncodeDetails({ r, dims, onSize, previewFailed, onPreviewFail }: Props) {
  const { t, lng } = useToolT('image-base64');
  const id = useId();
  const nf = new Intl.NumberFormat(lng);
  return (
    <section className="panel flex flex-col gap-3" aria-labelledby={`${id}-info`}>
      <h2 id={`${id}-info`} className="text-base font-semibold">
        {t('detailsHeading')}
      </h2>
      <ImagePreview
        image={r.image}
        alt={t('previewAlt', { name: r.name })}
        className="max-h-56"
        onSize={onSize}
        onFail={() => {
          console.warn(`[image-base64] preview failed for ${r.name}`);
          onPreviewFail();
        }}
      />
      {previewFailed && <p className="error-text">{t('errPreview')}</p>}
      <InfoList
        items={[
          [t('fileName'), r.name],
          [
            t('mimeType'),
            <>
              <code>{r.mime}</code>
              {r.type ? ` (${r.type.label})` : ` ${t('notDisplayable')}`}
            </>,
          ],
          [t('dimensions'), dims ? t('dimensionsValue', { width: dims.width, height: dims.height }) : '—'],
          [t('originalSize'), t('sizeValue', { size: formatBytes(r.size, lng), bytes: nf.format(r.size) })],
          [
            t('encodedSize'),
            t('encodedSizeValue', {
              size: formatBytes(r.base64.length, lng),
              chars: nf.format(r.base64.length),
              percent: r.size ? Math.round((r.base64.length / r.size - 1) * 100) : 0,
            }),
          ],
          [t('dataUriSize'), formatBytes(r.base64.length + r.mime.length + 13, lng)],
        ]}
      />
      {r.claimed && (
        <p className="text-xs text-amber-800 dark:text-amber-300">
          {t('claimedMismatch', { claimed: r.claimed, actual: r.mime })}
        </p>
      )}
    </section>
  );
}
