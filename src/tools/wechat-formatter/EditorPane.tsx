/** The Markdown editor: theme, sample article, clear, the text box and its counts. */
import { useId, type Ref } from 'react';
import { LargeTextarea } from '../../components/ui/LargeTextarea';
import { Select } from '../../components/ui/form/Select';
import type { SaveState } from '../../components/ui/usePersistentState';
import { useToolT } from '../../i18n/useToolT';
import type { TextCounts } from './logic';
import { THEME_IDS, type ThemeId } from './themes';

interface Props {
  text: string;
  onText: (text: string) => void;
  theme: ThemeId;
  onTheme: (theme: ThemeId) => void;
  onSample: () => void;
  saveState: SaveState;
  counts: TextCounts;
  textareaRef: Ref<HTMLTextAreaElement>;
}

export function EditorPane({ text, onText, theme, onTheme, onSample, saveState, counts, textareaRef }: Props) {
  const { t, ui, lng } = useToolT('wechat-formatter');
  const id = useId();
  const nf = new Intl.NumberFormat(lng);
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby={`${id}-label`}>
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label={t('theme')}
          value={theme}
          options={THEME_IDS.map((value) => ({ value, label: t(`themes.${value}`) }))}
          onChange={onTheme}
        />
        <button type="button" className="btn" onClick={onSample}>
          {t('sample')}
        </button>
        <button type="button" className="btn" onClick={() => onText('')} disabled={text === ''}>
          {ui('clear')}
        </button>
      </div>
      <label id={`${id}-label`} htmlFor={`${id}-text`} className="font-medium">
        {t('inputLabel')}
      </label>
      <LargeTextarea
        id={`${id}-text`}
        ref={textareaRef}
        className="field min-h-72 w-full resize-y font-mono text-sm leading-6 lg:min-h-[32rem]"
        value={text}
        onValueChange={onText}
        placeholder={t('placeholder')}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        data-testid="wechat-input"
      />
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="wechat-counts" aria-live="polite">
        {t('counts', { characters: nf.format(counts.characters), words: nf.format(counts.words) })}
      </p>
      {(saveState === 'tooLarge' || saveState === 'failed') && (
        <p className="text-sm text-amber-700 dark:text-amber-400">{t('notSaved')}</p>
      )}
    </section>
  );
}
