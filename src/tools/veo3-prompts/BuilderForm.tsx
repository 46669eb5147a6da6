import { useEffect, useId, useRef, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { dynamicKey } from '../../i18n/keys';
import { useToolT } from '../../i18n/useToolT';
import { ChoiceField } from '../../components/ui/ChoiceField';
import { SegmentedControl } from '../../components/ui/SegmentedControl';
import {
  ASPECT_RATIOS,
  DURATIONS,
  EMPTY_LINE,
  hasContent,
  MAX_DIALOGUE_LINES,
  negativeHasNegations,
  validate,
  type DialogueLine,
  type PromptFields,
  type TextField,
} from './logic';
import { PRESETS, type PresetList } from './options';
import { Required, TextArea, TextInput } from './Fields';
import { TextField as Field } from '../../components/ui/form/TextField';
import { IconSvg, close } from '../../components/ui/Icon';

interface Props {
  fields: PromptFields;
  setFields: Dispatch<SetStateAction<PromptFields>>;
  subjectId: string;
}

export function BuilderForm({ fields, setFields, subjectId }: Props) {
  const { t } = useToolT('veo3-prompts');
  const uid = useId();
  const [subjectTouched, setSubjectTouched] = useState(false);
  const focusLine = useRef<number | null>(null);

  const set = (key: TextField) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  const setLine = (index: number, patch: Partial<DialogueLine>) =>
    setFields((f) => ({ ...f, dialogue: f.dialogue.map((d, i) => (i === index ? { ...d, ...patch } : d)) }));

  useEffect(() => {
    if (focusLine.current === null) return;
    document.getElementById(`${uid}-speaker-${focusLine.current}`)?.focus();
    focusLine.current = null;
  }, [fields.dialogue.length, uid]);

  const issues = validate(fields, subjectTouched || hasContent(fields));
  const subjectError = issues.some((i) => i.code === 'subjectRequired');
  const tooLong = issues.find((i) => i.code === 'dialogueTooLong');

  const choice = (list: PresetList, key: TextField, hint?: string) => (
    <ChoiceField
      id={`${uid}-${key}`}
      label={t(`fields.${key}`)}
      value={fields[key]}
      onChange={set(key)}
      choices={PRESETS[list].map((p) => ({ value: p.value, label: t(dynamicKey(`options.${list}.${p.id}`)) }))}
      noneLabel={t('choice.none')}
      customLabel={t('choice.custom')}
      customInputLabel={t('choice.customInput', { field: t(`fields.${key}`) })}
      customPlaceholder={t('choice.customPlaceholder')}
      hint={hint}
    />
  );

  return (
    <form className="space-y-5" onSubmit={(e) => e.preventDefault()} aria-label={t('builder.formLabel')}>
      <Group id={`${uid}-scene`} title={t('groups.scene')}>
        <Field
          label={
            <>
              {t('fields.subject')}
              <Required />
            </>
          }
          error={subjectError ? t('errors.subjectRequired') : undefined}
          id={subjectId}
          type="text"
          className={`field ${subjectError ? 'border-red-600 dark:border-red-400' : ''}`}
          value={fields.subject}
          placeholder={t('placeholders.subject')}
          autoComplete="off"
          aria-required="true"
          onValueChange={set('subject')}
          onBlur={() => setSubjectTouched(true)}
        />
        <TextArea
          id={`${uid}-action`}
          label={t('fields.action')}
          value={fields.action}
          onChange={set('action')}
          placeholder={t('placeholders.action')}
        />
        <TextInput
          id={`${uid}-setting`}
          label={t('fields.setting')}
          value={fields.setting}
          onChange={set('setting')}
          placeholder={t('placeholders.setting')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {choice('time', 'time')}
          {choice('weather', 'weather')}
        </div>
      </Group>

      <Group id={`${uid}-camera`} title={t('groups.camera')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {choice('shot', 'shot')}
          {choice('movement', 'movement')}
        </div>
        {choice('lens', 'lens')}
      </Group>

      <Group id={`${uid}-look`} title={t('groups.look')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {choice('lighting', 'lighting')}
          {choice('style', 'style')}
        </div>
      </Group>

      <Group id={`${uid}-audio`} title={t('groups.audio')}>
        <div>
          <h4 className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{t('dialogue.heading')}</h4>
          {fields.dialogue.length === 0 && (
            <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">{t('dialogue.empty')}</p>
          )}
          <ol className="space-y-3">
            {fields.dialogue.map((d, i) => {
              const missing = issues.some((x) => x.code === 'lineRequired' && x.index === i);
              const n = i + 1;
              return (
                <li
                  key={i}
                  className="rounded-xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-950"
                >
                  <div role="group" aria-labelledby={`${uid}-line-label-${i}`}>
                    <div className="mb-2 flex items-center justify-between gap-2">
                      <span
                        id={`${uid}-line-label-${i}`}
                        className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
                      >
                        {t('dialogue.lineN', { n })}
                      </span>
                      <button
                        type="button"
                        className="rounded px-2 py-0.5 text-sm text-slate-600 hover:text-red-700 dark:text-slate-300 dark:hover:text-red-400"
                        aria-label={t('dialogue.remove', { n })}
                        onClick={() => setFields((f) => ({ ...f, dialogue: f.dialogue.filter((_, j) => j !== i) }))}
                      >
                        <IconSvg className="h-4 w-4">{close}</IconSvg>
                        <span className="sr-only sm:not-sr-only">{t('dialogue.removeShort')}</span>
                      </button>
                    </div>
                    <div className="grid gap-3 sm:grid-cols-2">
                      <TextInput
                        id={`${uid}-speaker-${i}`}
                        label={t('dialogue.speaker')}
                        value={d.speaker}
                        onChange={(v) => setLine(i, { speaker: v })}
                        placeholder={t('placeholders.speaker')}
                      />
                      <TextInput
                        id={`${uid}-delivery-${i}`}
                        label={t('dialogue.delivery')}
                        value={d.delivery}
                        onChange={(v) => setLine(i, { delivery: v })}
                        placeholder={t('placeholders.delivery')}
                      />
                    </div>
                    <div className="mt-3">
                      <TextArea
                        id={`${uid}-line-${i}`}
                        label={t('dialogue.line')}
                        value={d.line}
                        onChange={(v) => setLine(i, { line: v })}
                        placeholder={t('placeholders.line')}
                        error={missing ? t('errors.lineRequired') : undefined}
                      />
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
          {fields.dialogue.length < MAX_DIALOGUE_LINES && (
            <button
              type="button"
              className="btn mt-3"
              onClick={() => {
                focusLine.current = fields.dialogue.length;
                setFields((f) => ({ ...f, dialogue: [...f.dialogue, { ...EMPTY_LINE }] }));
              }}
            >
              + {t('dialogue.add')}
            </button>
          )}
          {tooLong && tooLong.code === 'dialogueTooLong' && (
            <p className="mt-2 text-sm text-amber-800 dark:text-amber-300" role="status">
              {t('dialogue.tooLong', {
                seconds: tooLong.seconds,
                duration: fields.duration,
                words: tooLong.fitWords,
              })}
            </p>
          )}
        </div>
        <TextInput
          id={`${uid}-sfx`}
          label={t('fields.sfx')}
          value={fields.sfx}
          onChange={set('sfx')}
          placeholder={t('placeholders.sfx')}
        />
        <TextInput
          id={`${uid}-ambience`}
          label={t('fields.ambience')}
          value={fields.ambience}
          onChange={set('ambience')}
          placeholder={t('placeholders.ambience')}
        />
        {choice('music', 'music')}
      </Group>

      <Group id={`${uid}-format`} title={t('groups.format')}>
        <div className="flex flex-wrap gap-x-8 gap-y-4">
          <div>
            <span className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('fields.aspectRatio')}
            </span>
            <SegmentedControl
              label={t('fields.aspectRatio')}
              options={ASPECT_RATIOS.map((r) => ({
                value: r,
                label: t(r === '16:9' ? 'aspect.landscape' : 'aspect.portrait'),
              }))}
              value={fields.aspectRatio}
              onChange={(v) => setFields((f) => ({ ...f, aspectRatio: v }))}
            />
          </div>
          <div>
            <span className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('fields.duration')}
            </span>
            <SegmentedControl
              label={t('fields.duration')}
              options={DURATIONS.map((d) => ({ value: String(d), label: t('seconds', { n: d }) }))}
              value={String(fields.duration)}
              onChange={(v) => setFields((f) => ({ ...f, duration: Number(v) as PromptFields['duration'] }))}
            />
          </div>
        </div>
      </Group>

      <Group id={`${uid}-negative-group`} title={t('groups.negative')}>
        <TextArea
          id={`${uid}-negative`}
          label={t('fields.negative')}
          value={fields.negative}
          onChange={set('negative')}
          placeholder={t('placeholders.negative')}
          hint={negativeHasNegations(fields.negative) ? t('hints.negativeRewritten') : t('hints.negative')}
        />
      </Group>
    </form>
  );
}

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={id} className="panel space-y-4">
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </div>
  );
}
