/** The text box, its counts, and the notes about it: too long to draw, not saved, which font writes it. */
import { useId, type Ref } from 'react';
import { LargeTextarea } from '../../components/ui/LargeTextarea';
import type { SaveState } from '../../components/ui/usePersistentState';
import { useToolT } from '../../i18n/useToolT';
import { fontsFor, type Script } from '../../lib/fonts/catalog';
import { MAX_CHARS, type FontChoice } from './settings';
import type { FontState } from './usePages';

interface Props {
  text: string;
  onText: (text: string) => void;
  saveState: SaveState;
  textareaRef: Ref<HTMLTextAreaElement>;
  tooLong: boolean;
  choice: FontChoice;
  fontState: FontState;
}

export function TextPane({ text, onText, saveState, textareaRef, tooLong, choice, fontState }: Props) {
  const { t, ui, lng } = useToolT('handwriting');
  const id = useId();
  const nf = new Intl.NumberFormat(lng);
  const scriptList = (scripts: readonly Script[]) => scripts.map((s) => t(`script.${s}`)).join(t('listSep'));
  const family = choice.font.family;
  const better = choice.missing.length
    ? fontsFor([...choice.font.scripts.filter((s) => s !== 'latin'), ...choice.missing], 'handwriting')
    : [];
  return (
    <section className="panel flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label id={`${id}-label`} htmlFor={`${id}-text`} className="font-medium">
          {t('inputLabel')}
        </label>
        <div className="flex gap-2">
          <button type="button" className="btn" onClick={() => onText(t('sampleText'))}>
            {t('sample')}
          </button>
          <button type="button" className="btn" onClick={() => onText('')} disabled={text === ''}>
            {ui('clear')}
          </button>
        </div>
      </div>
      <LargeTextarea
        id={`${id}-text`}
        ref={textareaRef}
        className="field min-h-48 w-full resize-y text-base leading-7"
        value={text}
        onValueChange={onText}
        placeholder={t('placeholder')}
        spellCheck={false}
        autoComplete="off"
        data-testid="handwriting-input"
      />
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="handwriting-count">
        {t('count', { n: nf.format(text.length) })}
      </p>
      {tooLong && (
        <p className="error-text" role="alert">
          {t('tooLong', { length: nf.format(text.length), max: nf.format(MAX_CHARS) })}
        </p>
      )}
      {(saveState === 'tooLarge' || saveState === 'failed') && (
        <p className="text-sm text-amber-700 dark:text-amber-400">{t('notSaved')}</p>
      )}
      {!tooLong && text.trim() !== '' && (
        <div
          className="space-y-1 text-sm text-slate-700 dark:text-slate-300"
          data-testid="font-notes"
          aria-live="polite"
        >
          {choice.reason === 'script' && choice.instead && (
            <p>
              {t('fontSwitched', {
                font: family,
                instead: choice.instead.family,
                scripts: scriptList(choice.font.scripts.filter((s) => !choice.instead!.scripts.includes(s))),
              })}
            </p>
          )}
          {choice.missing.length > 0 && (
            <p className="text-amber-800 dark:text-amber-300">
              {better.length
                ? t('fontMissing', {
                    font: family,
                    scripts: scriptList(choice.missing),
                    others: better.map((f) => f.family).join(t('listSep')),
                  })
                : t('fontMissingNone', { font: family, scripts: scriptList(choice.missing) })}
            </p>
          )}
          {fontState === 'failed' && (
            <p className="text-amber-800 dark:text-amber-300">{t('fontFailed', { font: family })}</p>
          )}
          {fontState === 'partial' && choice.missing.length === 0 && <p>{t('fontPartial', { font: family })}</p>}
        </div>
      )}
    </section>
  );
}
