import { useTranslation } from 'react-i18next';

/** `t` for this tool's strings: k('gallery.open') → tools:veo3-prompts.gallery.open. */
export function useVeoT(): (key: string, opts?: Record<string, string | number>) => string {
  const { t } = useTranslation('tools');
  return (key, opts = {}) => t(`veo3-prompts.${key}`, opts);
}
