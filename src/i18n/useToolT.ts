/**
 * Translation inside a tool's island: `t('status.size', { size })` reads `tools:<slug>.status.size`, and `ui`
 * reads the kit's shared strings (`tools:ui.copy`). The one way islands translate, so keys are written the
 * same everywhere and a tool's strings stay under its own slug.
 */
import type { ToolKey, ToolSlug, UiKey } from './keys';
import { useTranslation } from './react';
import type { TFunction } from './translate';
import { workerErrorCode } from '../lib/worker/errors';

export interface ToolT<S extends ToolSlug> {
  /** This tool's strings: `tools:<slug>.<key>`, the keys of its locales/zh.json. */
  t: TFunction<ToolKey<S>>;
  /** The shared kit's strings: `tools:ui.<key>`. */
  ui: TFunction<UiKey>;
  /** The translated message for an error a worker task rejected with (`tools:ui.worker.<code>`). */
  workerError: (err: unknown) => string;
  /** The page's language, for Intl formatting (numbers, sizes, dates). */
  lng: string;
}

export function useToolT<S extends ToolSlug>(slug: S): ToolT<S> {
  const { t: toolT, i18n } = useTranslation('tools', { keyPrefix: slug as string });
  // The prefix is generic here; ToolKey<S> is what useTranslation's keys come to for that slug.
  const t = toolT as TFunction<ToolKey<S>>;
  const { t: ui } = useTranslation('tools', { keyPrefix: 'ui' });
  const workerError = (err: unknown) => ui(`worker.${workerErrorCode(err)}`);
  return { t, ui, workerError, lng: i18n.language };
}
