/** Image → Base64, first panel: drop zone and picker, the sample, and what is happening now. */
import { FileInput } from '../../components/ui/files/FileInput';
import { useToolT } from '../../i18n/useToolT';
import { encodeProblemMessage } from './messages';
import { Progress } from './parts';
import type { EncState } from './useEncoder';

interface Props {
  state: EncState;
  /** Something was pasted that is not an image: say how to copy one. */
  pasteHint: boolean;
  onFile: (file: File) => void;
  onSample: () => void;
}

export function EncodeInput({ state, pasteHint, onFile, onSample }: Props) {
  const tt = useToolT('image-base64');
  const { t } = tt;
  return (
    <div className="panel flex flex-col gap-3">
      <FileInput
        accept="image/*,.svg,.ico,.avif,.webp,.bmp"
        checkType={false}
        onFiles={(files) => files[0] && onFile(files[0])}
        label={t('fileLabel')}
        className="min-h-36"
      >
        <span className="block text-base font-medium text-slate-800 dark:text-slate-200">{t('dropText')}</span>
        <span className="mt-1 block text-xs">{t('formatsHint')}</span>
      </FileInput>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className="btn" onClick={onSample}>
          {t('sampleImage')}
        </button>
        <span className="text-xs text-slate-600 dark:text-slate-400">{t('pasteHint')}</span>
      </div>
      <div aria-live="polite">
        {pasteHint && <p className="error-text">{t('pasteNoImage')}</p>}
        {state.s === 'working' && <Progress label={t('encoding')} fraction={state.fraction} />}
        {state.s === 'error' && (
          <p className="error-text" data-testid="encode-error">
            {encodeProblemMessage(tt, state.name, state.problem)}
          </p>
        )}
        {state.s === 'done' && <p className="sr-only">{t('encodedStatus', { name: state.r.name })}</p>}
      </div>
    </div>
  );
}
