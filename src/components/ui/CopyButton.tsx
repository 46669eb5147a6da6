import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { copyText } from './clipboard';
import { IconSvg, check } from './IconSvg';

interface Props {
  /** The text to copy, or a function producing it at click time. */
  text: string | (() => string);
  label?: string;
  className?: string;
  disabled?: boolean;
}

/** A copy button that confirms with "Copied" (announced to screen readers) or says when copying failed. */
export function CopyButton({ text, label, className = '', disabled }: Props) {
  const { t } = useTranslation('tools');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const onClick = async () => {
    try {
      await copyText(typeof text === 'function' ? text() : text);
      setState('copied');
    } catch (err) {
      console.error('Copy failed', err);
      setState('failed');
    }
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), 2000);
  };
  return (
    <button type="button" className={`btn ${className}`} onClick={onClick} disabled={disabled} data-copy>
      {state === 'copied' && (
        <IconSvg name="check" className="h-4 w-4">
          {check}
        </IconSvg>
      )}
      <span aria-live="polite">
        {state === 'copied' ? t('ui.copied') : state === 'failed' ? t('ui.copyFailed') : (label ?? t('ui.copy'))}
      </span>
    </button>
  );
}
