/** Image → Base64: wires the file input, the paste listener and the encoder hook to the result panes. */
import { useCallback, useEffect, useState } from 'react';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { useToolT } from '../../i18n/useToolT';
import { EncodeDetails } from './EncodeDetails';
import { EncodeInput } from './EncodeInput';
import { EncodeOutput } from './EncodeOutput';
import type { OutputFormat } from './logic';
import type { ImageSize } from './Preview';
import { SAMPLE_SVG } from './samples';
import { useEncoder, type Encoded } from './useEncoder';
import { usePasteImage } from './usePasteImage';

const FORMATS: readonly OutputFormat[] = ['base64', 'dataUri', 'css', 'html'];
const parseFormat = (v: unknown): OutputFormat =>
  FORMATS.includes(v as OutputFormat) ? (v as OutputFormat) : 'dataUri';

interface Props {
  /** Hands the page the way to encode a file, so an image pasted or dropped anywhere reaches this tab. */
  register: (fn: (file: File) => void) => void;
  /** Whether this tab is shown (a paste without an image is explained only then). */
  active: boolean;
  /** An image was pasted: switch to this tab and encode it. */
  onImage: (file: File) => void;
}

export function Encoder({ register, active, onImage }: Props) {
  const { t } = useToolT('image-base64');
  const { state, encode } = useEncoder();
  const [format, setFormat] = usePersistentState<OutputFormat>('image-base64:format', 'dataUri', parseFormat);
  const [pasteHint, setPasteHint] = useState(false);

  const start = useCallback(
    (file: File) => {
      setPasteHint(false);
      void encode(file, file.name || t('pastedName'));
    },
    [encode, t],
  );
  useEffect(() => register(start), [register, start]);
  const showPasteHint = useCallback(() => setPasteHint(true), []);
  usePasteImage(onImage, showPasteHint, active);

  return (
    <div className="flex flex-col gap-4">
      <EncodeInput
        state={state}
        pasteHint={pasteHint}
        onFile={start}
        onSample={() => start(new File([SAMPLE_SVG], 'sample.svg', { type: 'image/svg+xml' }))}
      />
      {state.s === 'done' && <EncodeResult key={state.r.id} r={state.r} format={format} onFormat={setFormat} />}
    </div>
  );
}

/** One encoded image: details and output side by side. Keyed by the result, so its size is measured afresh. */
function EncodeResult({
  r,
  format,
  onFormat,
}: {
  r: Encoded;
  format: OutputFormat;
  onFormat: (f: OutputFormat) => void;
}) {
  const [dims, setDims] = useState<ImageSize | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const onPreviewFail = useCallback(() => setPreviewFailed(true), []);
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <EncodeDetails r={r} dims={dims} onSize={setDims} previewFailed={previewFailed} onPreviewFail={onPreviewFail} />
      <EncodeOutput r={r} dims={dims} format={format} onFormat={onFormat} />
    </div>
  );
}
