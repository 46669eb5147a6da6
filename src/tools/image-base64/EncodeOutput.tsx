/** Image → Base64, the "Output" pane: the format switch and the (possibly long) text to copy or download. */
import { useId, useMemo } from 'react';
import { SegmentedControl } from '../../components/ui/SegmentedControl';
import { LongTextOutput } from '../../components/ui/LongTextOutput';
import { useToolT } from '../../i18n/useToolT';
import { formatOutput, outputFilename, type OutputFormat } from './logic';
import type { ImageSize } from './Preview';
import type { Encoded } from './useEncoder';

/** Output longer than this is shown truncated. */
const PREVIEW_CHARS = 20_000;

const MIME: Record<OutputFormat, string> = {
  base64: 'text/plain',
  dataUri: 'text/plain',
  css: 'text/css',
  html: 'text/html',
};

interface Props {
  r: Encoded;
  dims: ImageSize | null;
  format: OutputFormat;
  onFormat: (format: OutputFormat) => void;
}

export function EncodeOutput({ r, dims, format, onFormat }: Props) {
  const { t, ui, lng } = useToolT('image-base64');
  const id = useId();
  const nf = new Intl.NumberFormat(lng);
  // The same string object until something it shows changes: flattening a 14 MB text for the preview box
  // again on every unrelated render (the image's size arriving, a progress tick) would stall the page.
  const width = format === 'html' ? dims?.width : undefined;
  const height = format === 'html' ? dims?.height : undefined;
  const text = useMemo(
    () =>
      formatOutput(format, r.base64, r.mime, width !== undefined && height !== undefined ? { width, height } : null),
    [format, r.base64, r.mime, width, height],
  );
  return (
    <section className="panel flex min-w-0 flex-col gap-3" aria-labelledby={`${id}-out`}>
      <h2 id={`${id}-out`} className="text-base font-semibold">
        {ui('output')}
      </h2>
      <SegmentedControl
        label={t('formatLabel')}
        value={format}
        onChange={onFormat}
        options={[
          { value: 'base64', label: t('formatBase64') },
          { value: 'dataUri', label: t('formatDataUri') },
          { value: 'css', label: t('formatCss') },
          { value: 'html', label: t('formatHtml') },
        ]}
      />
      <LongTextOutput
        label={t(`outputLabel.${format}`)}
        text={text}
        rows={10}
        previewChars={PREVIEW_CHARS}
        filename={outputFilename(r.name, format)}
        mime={MIME[format]}
        truncatedNote={(shown, total) => t('truncated', { shown: nf.format(shown), total: nf.format(total) })}
      />
    </section>
  );
}
