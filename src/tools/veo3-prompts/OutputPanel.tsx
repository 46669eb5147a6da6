import { useState } from 'react';
import { useToolT } from '../../i18n/useToolT';
import { CopyButton } from '../../components/ui/CopyButton';
import { Tabs, tabIds } from '../../components/ui/Tabs';
import { charCount, wordCount, type PromptFields } from './logic';

type Tab = 'prose' | 'json';
const ID_PREFIX = 'veo-output';

interface Props {
  prose: string;
  json: string;
  fields: PromptFields;
}

export function OutputPanel({ prose, json, fields }: Props) {
  const { t } = useToolT('veo3-prompts');
  const [tab, setTab] = useState<Tab>('prose');
  const text = tab === 'prose' ? prose : json;

  return (
    <div className="panel flex flex-col gap-3" aria-labelledby="veo-output-heading" role="region">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="veo-output-heading" className="text-base font-semibold">
          {t('output.heading')}
        </h3>
        <CopyButton text={text} disabled={!text} label={t(tab === 'prose' ? 'output.copyProse' : 'output.copyJson')} />
      </div>
      <Tabs<Tab>
        label={t('output.tabsLabel')}
        idPrefix={ID_PREFIX}
        tabs={[
          { id: 'prose', label: t('output.prose') },
          { id: 'json', label: t('output.json') },
        ]}
        value={tab}
        onChange={setTab}
      />
      {(['prose', 'json'] as const).map((id) => {
        const { tabId, panelId } = tabIds(ID_PREFIX, id);
        const value = id === 'prose' ? prose : json;
        return (
          <div
            key={id}
            id={panelId}
            role="tabpanel"
            aria-labelledby={tabId}
            hidden={tab !== id}
            tabIndex={value ? undefined : 0}
            className="rounded-lg"
          >
            {value ? (
              <pre
                lang="en"
                tabIndex={0}
                data-testid={`veo-output-${id}`}
                className={`max-h-[65vh] min-h-40 lg:max-h-[calc(100vh-19rem)] overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm leading-6 break-words whitespace-pre-wrap text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 ${
                  id === 'json' ? 'font-mono text-[13px] leading-5' : 'font-sans'
                }`}
              >
                {value}
              </pre>
            ) : (
              <p className="flex min-h-40 items-center justify-center rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
                {t('output.empty')}
              </p>
            )}
          </div>
        );
      })}
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
        <span data-testid="veo-count">
          {t('output.chars')}: <strong className="font-semibold tabular-nums">{charCount(text)}</strong>
          {tab === 'prose' && (
            <>
              {' · '}
              {t('output.words')}: <strong className="font-semibold tabular-nums">{wordCount(text)}</strong>
            </>
          )}
        </span>
        <span className="flex gap-1.5">
          <span className="rounded-md bg-slate-100 px-2 py-0.5 font-medium dark:bg-slate-800">
            {fields.aspectRatio}
          </span>
          <span className="rounded-md bg-slate-100 px-2 py-0.5 font-medium dark:bg-slate-800">
            {t('seconds', { n: fields.duration })}
          </span>
        </span>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('output.englishNote')}</p>
    </div>
  );
}
