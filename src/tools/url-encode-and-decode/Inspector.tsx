/** The URL inspector tab: paste a URL, edit its parts and query parameters, get the rebuilt URL. */
import { useEffect, useId, useMemo } from 'react';
import { usePersistentState, type SaveState } from '../../components/ui/usePersistentState';
import { LongTextOutput } from '../../components/ui/LongTextOutput';
import { useToolT } from '../../i18n/useToolT';
import { buildUrl, parseUrl, type UrlParts } from './inspect';
import { asParts, asString, storageKey } from './storage';
import { PartsEditor } from './PartsEditor';
import { QueryTable } from './QueryTable';
import { SaveNotice } from './SaveNotice';

const SAMPLE_URL = 'https://user@例子.com:8080/搜索/docs?q=你好 世界&lang=zh-CN&page=2&empty=#results';

/** The state worth telling the user about, when either of two saved values could not be kept. */
const worse = (a: SaveState, b: SaveState): SaveState =>
  a === 'tooLarge' || a === 'failed' ? a : b === 'tooLarge' || b === 'failed' ? b : a;

export function Inspector() {
  const { t, ui } = useToolT('url-encode-and-decode');
  const ids = useId();
  const [urlText, setUrlText, , urlSaved] = usePersistentState(storageKey('inspect-url'), '', asString);
  const [stored, setStored, , partsSaved] = usePersistentState<UrlParts | null>(
    storageKey('inspect-parts'),
    null,
    asParts,
  );
  const parsed = useMemo(() => parseUrl(urlText), [urlText]);
  const parts = stored ?? (parsed.ok ? parsed.parts : null);

  useEffect(() => {
    if (!parsed.ok && parsed.code !== 'empty') console.warn('[url-encode-and-decode] URL not parsed', parsed);
  }, [parsed]);

  const setUrl = (v: string) => {
    setUrlText(v);
    const p = parseUrl(v);
    setStored(p.ok ? p.parts : null);
  };
  const rebuilt = parts ? buildUrl(parts) : '';
  const rebuiltValid = useMemo(() => {
    if (!rebuilt) return true;
    try {
      new URL(rebuilt);
      return true;
    } catch {
      return false;
    }
  }, [rebuilt]);
  const edited = stored !== null && parsed.ok && buildUrl(stored) !== buildUrl(parsed.parts);

  return (
    <div className="flex flex-col gap-4">
      <div className="panel flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label htmlFor={`${ids}-url`} className="text-sm font-semibold">
            {t('urlLabel')}
          </label>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn" onClick={() => setUrl(SAMPLE_URL)}>
              {t('sample')}
            </button>
            <button type="button" className="btn" disabled={!urlText} onClick={() => setUrl('')}>
              {ui('clear')}
            </button>
          </div>
        </div>
        <textarea
          id={`${ids}-url`}
          className="field resize-y font-mono leading-5 break-all"
          rows={3}
          value={urlText}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          placeholder="https://example.com:8080/path?q=hello%20world#top"
          aria-invalid={!parsed.ok && parsed.code !== 'empty' ? true : undefined}
          aria-describedby={`${ids}-url-status`}
          onChange={(e) => setUrl(e.target.value)}
        />
        <div id={`${ids}-url-status`} aria-live="polite">
          {!parsed.ok && parsed.code === 'empty' && (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('urlEmptyHint')}</p>
          )}
          {!parsed.ok && parsed.code !== 'empty' && (
            <p className="error-text" data-testid="url-error">
              {t(parsed.code === 'noScheme' ? 'errNoScheme' : 'errInvalidUrl')}
            </p>
          )}
        </div>
        <SaveNotice state={worse(urlSaved, partsSaved)} />
      </div>

      {parts && (
        <>
          <PartsEditor
            parts={parts}
            onChange={setStored}
            onReset={edited && parsed.ok ? () => setStored(parsed.parts) : undefined}
          />
          <QueryTable parts={parts} onChange={setStored} />
          <section className="panel flex flex-col gap-2">
            <LongTextOutput label={t('rebuilt')} text={rebuilt} rows={3} />
            {!rebuiltValid && (
              <p className="error-text" role="alert">
                {t('rebuiltInvalid')}
              </p>
            )}
          </section>
        </>
      )}
    </div>
  );
}
