import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import {
  EMPTY_CONFIG,
  TEST_SAMPLE,
  createEngine,
  validateConfig,
  type ConfigErrors,
  type EngineConfig,
} from '../../lib/translate/settings';
import { EngineErrorMessage } from './EngineError';

interface Props {
  open: boolean;
  /** The stored configuration the dialog starts from. */
  initial: EngineConfig | null;
  onSave: (config: EngineConfig) => void;
  onForget: () => void;
  onClose: () => void;
  /** For tests: the fetch the test connection uses. */
  fetchImpl?: typeof fetch;
}

type Kind = 'openai' | 'libre';
type TestState =
  { state: 'idle' } | { state: 'testing' } | { state: 'ok'; text: string } | { state: 'failed'; error: unknown };

/**
 * The visitor's own endpoint (OpenAI-compatible or LibreTranslate): a native modal <dialog> (focus kept inside,
 * Escape closes), labelled fields with their errors beside them, a note that everything stays in this browser,
 * and a test that translates one word with the settings as typed.
 */
export function SettingsDialog({ open, initial, onSave, onForget, onClose, fetchImpl }: Props) {
  const { t } = useTranslation('tools', { keyPrefix: 'ui.translate' });
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const start = initial && (initial.engine === 'openai' || initial.engine === 'libre') ? initial : EMPTY_CONFIG;
  const [draft, setDraft] = useState<EngineConfig>(start);
  const [errors, setErrors] = useState<ConfigErrors>({});
  const [test, setTest] = useState<TestState>({ state: 'idle' });
  const abort = useRef<AbortController | null>(null);

  // `start` is read when the dialog opens only.
  const reset = useEffectEvent(() => {
    setDraft(start);
    setErrors({});
    setTest({ state: 'idle' });
  });
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      reset();
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(() => () => abort.current?.abort(), []);

  const kind: Kind = draft.engine === 'libre' ? 'libre' : 'openai';
  const set = (patch: Partial<EngineConfig>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k as keyof ConfigErrors];
      return next;
    });
    setTest({ state: 'idle' });
  };
  const check = (): boolean => {
    const found = validateConfig(draft);
    setErrors(found);
    const first = found.baseUrl ? 'baseUrl' : found.model ? 'model' : null;
    if (first) document.getElementById(`${id}-${first}`)?.focus();
    return !first;
  };
  const submit = (e: { preventDefault(): void }) => {
    e.preventDefault();
    if (!check()) return;
    onSave(draft);
    onClose();
  };
  const runTest = async () => {
    if (!check()) return;
    const engine = createEngine(draft, null, fetchImpl ? { fetch: fetchImpl } : {});
    if (!engine) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const timer = window.setTimeout(() => controller.abort(), 20_000);
    setTest({ state: 'testing' });
    try {
      const r = await engine.translate({ ...TEST_SAMPLE, signal: controller.signal });
      setTest({ state: 'ok', text: r.text });
    } catch (err) {
      console.error('Engine test failed', err);
      setTest({ state: 'failed', error: err });
    } finally {
      window.clearTimeout(timer);
    }
  };

  const field = (name: 'baseUrl' | 'model' | 'apiKey', type: string, autoComplete: string) => {
    const error = name === 'apiKey' ? undefined : errors[name];
    const fid = `${id}-${name}`;
    return (
      <div>
        <label htmlFor={fid} className="mb-1 block text-sm font-medium">
          {t(`settings.${name}`)}
        </label>
        <input
          id={fid}
          name={name}
          type={type}
          className="field"
          autoComplete={autoComplete}
          spellCheck={false}
          value={draft[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fid}-hint${error ? ` ${fid}-error` : ''}`}
          onChange={(e) => set({ [name]: e.target.value })}
          placeholder={t(name === 'baseUrl' ? `settings.baseUrlPlaceholder.${kind}` : `settings.${name}Placeholder`)}
        />
        <p id={`${fid}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t(name === 'model' ? 'settings.modelHint' : `settings.${name}Hint.${kind}`)}
        </p>
        {error && (
          <p id={`${fid}-error`} className="error-text mt-1" data-testid={`error-${name}`}>
            {t(`settings.fieldError.${error}`)}
          </p>
        )}
      </div>
    );
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto w-[min(34rem,calc(100vw-1rem))] rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 backdrop:bg-slate-900/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <form onSubmit={submit} noValidate className="space-y-3 p-4">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('settings.title')}
        </h2>
        <fieldset>
          <legend className="mb-1 text-sm font-medium">{t('settings.kind')}</legend>
          <div className="flex flex-wrap gap-3">
            {(['openai', 'libre'] as const).map((k) => (
              <label key={k} className="flex items-center gap-1 text-sm">
                <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => set({ engine: k })} />
                {t(`engine.${k}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {field('baseUrl', 'url', 'url')}
        {kind === 'openai' && field('model', 'text', 'off')}
        {field('apiKey', 'password', 'off')}
        <p className="rounded-lg bg-slate-100 p-2 text-xs dark:bg-slate-800">{t('settings.note')}</p>
        <div aria-live="polite">
          {test.state === 'testing' && <p className="text-sm">{t('settings.testing')}</p>}
          {test.state === 'ok' && (
            <p className="text-sm text-green-700 dark:text-green-400" data-testid="test-ok">
              {t('settings.testOk', { text: test.text })}
            </p>
          )}
        </div>
        {test.state === 'failed' && <EngineErrorMessage error={test.error} />}
        <div className="flex flex-wrap justify-end gap-2">
          {initial && (initial.engine === 'openai' || initial.engine === 'libre') && (
            <button
              type="button"
              className="btn mr-auto"
              onClick={() => {
                onForget();
                onClose();
              }}
            >
              {t('settings.forget')}
            </button>
          )}
          <button type="button" className="btn" onClick={runTest} disabled={test.state === 'testing'}>
            {t('settings.test')}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t('settings.cancel')}
          </button>
          <button type="submit" className="btn-primary">
            {t('settings.save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
