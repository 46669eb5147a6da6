/**
 * Translation inside a tool's island: `t('status.size', { size })` reads `tools:<slug>.status.size`, and `ui`
 * reads the kit's shared strings (`tools:ui.copy`). The one way islands translate, so keys are written the
 * same everywhere and a tool's strings stay under its own slug.
 */
import { useTranslation } from './react';
import type { TFunction } from './translate';
import { workerErrorCode } from '../lib/worker/errors';

export interface ToolT {
  /** This tool's strings: `tools:<slug>.<key>`. */
  t: TFunction;
  /** The shared kit's strings: `tools:ui.<key>`. */
  ui: TFunction;
  /** The translated message for an error a worker task rejected with (`tools:ui.worker.<code>`). */
  workerError: (err: unknown) => string;
  /** The page's language, for Intl formatting (numbers, sizes, dates). */
  lng: string;
}

export function useToolT(slug: string): ToolT {
  const { t, i18n } = useTranslation('tools', { keyPrefix: slug });
  const { t: ui } = useTranslation('tools', { keyPrefix: 'ui' });
  const workerError = (err: unknown) => ui(`worker.${workerErrorCode(err)}`);
  return { t, ui, workerError, lng: i18n.language };
}
