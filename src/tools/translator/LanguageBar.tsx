import { useMemo } from 'react';
import { Select } from '../../components/ui/form/Select';
import { useToolT } from '../../i18n/useToolT';
import { LANGUAGES, type LangCode, type SourceLang } from '../../lib/translate/types';
import type { Pair } from './logic';

/** Language names in the page's language (`zh-Hant` → 繁體中文 / Traditional Chinese). */
export function useLanguageNames(): (code: LangCode) => string {
  const { lng } = useToolT('translator');
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([lng], { type: 'language' });
    } catch {
      names = null;
    }
    return (code: LangCode) => names?.of(code) ?? code;
  }, [lng]);
}

interface Props {
  pair: Pair;
  onChange: (pair: Pair) => void;
  onSwap: () => void;
  detected?: LangCode | undefined;
  disabled?: boolean;
}

/** Source (with auto-detect) and target selects, and the swap button between them. */
export function LanguageBar({ pair, onChange, onSwap, detected, disabled }: Props) {
  const { t } = useToolT('translator');
  const name = useLanguageNames();
  const autoLabel = detected && pair.source === 'auto' ? t('autoDetected', { lang: name(detected) }) : t('auto');
  const sources = [
    { value: 'auto' as SourceLang, label: autoLabel },
    ...LANGUAGES.map((l) => ({ value: l, label: name(l) })),
  ];
  const targets = LANGUAGES.map((l) => ({ value: l, label: name(l) }));
  return (
    <div className="flex flex-wrap items-end gap-2" data-testid="language-bar">
      <Select
        label={t('source')}
        value={pair.source}
        options={sources}
        onChange={(source) => onChange({ ...pair, source })}
        className="min-w-0 flex-1"
        {...(disabled ? { disabled } : {})}
      />
      <button
        type="button"
        className="btn mb-0.5 h-9"
        onClick={onSwap}
        aria-label={t('swap')}
        title={t('swap')}
        disabled={disabled}
      >
        <span aria-hidden="true">⇄</span>
      </button>
      <Select
        label={t('target')}
        value={pair.target}
        options={targets}
        onChange={(target) => onChange({ ...pair, target })}
        className="min-w-0 flex-1"
        {...(disabled ? { disabled } : {})}
      />
    </div>
  );
}
