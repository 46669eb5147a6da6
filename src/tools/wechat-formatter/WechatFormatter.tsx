/** The wechat-formatter island: wiring only (editor, phone preview, conversion hook). */
import { useCallback, useRef } from 'react';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { useToolT } from '../../i18n/useToolT';
import { EditorPane } from './EditorPane';
import { PreviewPane } from './PreviewPane';
import { isThemeId, type ThemeId } from './themes';
import { useArticle } from './useArticle';

export default function WechatFormatter(props: IslandI18nProps) {
  return (
    <IslandI18n {...props}>
      <Tool />
    </IslandI18n>
  );
}

function Tool() {
  const { t } = useToolT('wechat-formatter');
  const typedEarly = useRef<HTMLTextAreaElement>(null);
  const [text, setText, loaded, saveState] = usePersistentState(
    'wechat-formatter:input',
    '',
    (v) => (typeof v === 'string' ? v : ''),
    { adopt: () => typedEarly.current?.value || undefined },
  );
  const [theme, setTheme] = usePersistentState<ThemeId>('wechat-formatter:theme', 'classic', (v) =>
    isThemeId(v) ? v : 'classic',
  );
  const { article, current, problem, error } = useArticle(text, theme, t('references'), loaded);
  const loadSample = useCallback(() => setText(t('sampleArticle')), [setText, t]);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto]" data-tool="wechat-formatter">
      <EditorPane
        text={text}
        onText={setText}
        theme={theme}
        onTheme={setTheme}
        onSample={loadSample}
        saveState={saveState}
        counts={article.counts}
        textareaRef={typedEarly}
      />
      <PreviewPane
        blocks={article.blocks}
        theme={theme}
        pending={!current && text.trim() !== ''}
        empty={text.trim() === ''}
        problem={problem}
        length={text.length}
        error={error}
        footnotes={article.footnotes}
      />
    </div>
  );
}
