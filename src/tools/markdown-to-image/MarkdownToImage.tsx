/** The markdown-to-image island: wiring only (editor, settings, preview, export). */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Tabs } from '../../components/ui/Tabs';
import { usePersistentState } from '../../components/ui/usePersistentState';
import { IslandI18n, type IslandI18nProps } from '../../i18n/island';
import { useToolT } from '../../i18n/useToolT';
import { prepareFonts, type ImageFormat } from './fonts';
import { EditorPane } from './EditorPane';
import { DEFAULT_SETTINGS, parseSettings, placeholderImage, type Settings } from './logic';
import { PreviewPane } from './PreviewPane';
import { SettingsPanel } from './SettingsPanel';
import { useDocument } from './useDocument';
import { useExport } from './useExport';
import { useImages } from './useImages';

export default function MarkdownToImage(props: IslandI18nProps) {
  return (
    <IslandI18n {...props}>
      <Tool />
    </IslandI18n>
  );
}

type Pane = 'edit' | 'preview';

function Tool() {
  const { t } = useToolT('markdown-to-image');
  const [text, setText, loaded, saveState] = usePersistentState('markdown-to-image:input', '', (v) =>
    typeof v === 'string' ? v : '',
  );
  const [settings, setSettings] = usePersistentState<Settings>(
    'markdown-to-image:settings',
    DEFAULT_SETTINGS,
    parseSettings,
  );
  const [format, setFormat] = usePersistentState<ImageFormat>('markdown-to-image:format', 'png', (v) =>
    v === 'jpeg' ? 'jpeg' : 'png',
  );
  const [pane, setPane] = useState<Pane>('edit');
  const images = useImages();
  const notes = useMemo(
    () => ({ remote: placeholderImage(t('remoteImage')), missing: placeholderImage(t('missingImage')) }),
    [t],
  );
  const { doc, current, problem, error } = useDocument(text, loaded, images.byKey, notes);
  const html = useMemo(() => doc.blocks.join(''), [doc.blocks]);
  const exporter = useExport(html, doc.text, settings, format);
  const patch = useCallback((p: Partial<Settings>) => setSettings((s) => ({ ...s, ...p })), [setSettings]);

  // The preview shows the theme's web fonts too (the same slices the export embeds).
  const [fontFailed, setFontFailed] = useState(false);
  const fontText = `${settings.header}\n${settings.footer}\n${doc.text}`;
  useEffect(() => {
    if (!doc.text.trim() && !settings.header.trim() && !settings.footer.trim()) return undefined;
    let live = true;
    const timer = window.setTimeout(() => {
      prepareFonts(settings.theme, fontText).then(
        ({ ok }) => live && setFontFailed(!ok),
        (err: unknown) => {
          console.warn('markdown-to-image: font failed to load', err);
          if (live) setFontFailed(true);
        },
      );
    }, 200);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [settings.theme, fontText, doc.text, settings.header, settings.footer]);

  const panel = (id: Pane) => ({
    role: 'tabpanel',
    id: `md2img-panel-${id}`,
    'aria-labelledby': `md2img-tab-${id}`,
    className: `min-w-0 ${pane === id ? '' : 'max-lg:hidden'}`,
  });

  return (
    <div className="space-y-4" data-tool="markdown-to-image">
      <Tabs
        className="lg:hidden"
        label={t('panes')}
        idPrefix="md2img"
        tabs={[
          { id: 'edit', label: t('tabEdit') },
          { id: 'preview', label: t('tabPreview') },
        ]}
        value={pane}
        onChange={setPane}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <div {...panel('edit')}>
          <EditorPane
            text={text}
            onText={setText}
            onSample={() => setText(t('sampleDoc'))}
            saveState={saveState}
            images={images.list}
            onImages={(files) => void images.add(files)}
            refused={images.refused}
            onRemoveImage={images.remove}
          />
        </div>
        <div {...panel('preview')}>
          <div className="flex flex-col gap-4">
            <SettingsPanel settings={settings} onChange={patch} format={format} onFormat={setFormat} />
            <PreviewPane
              html={html}
              settings={settings}
              pending={!current && text.trim() !== ''}
              empty={text.trim() === ''}
              problem={problem}
              error={error}
              length={text.length}
              hasPlaceholders={html.includes('md-img-placeholder')}
              fontFailed={fontFailed}
              status={exporter.status}
              onDownload={() => void exporter.download()}
              onCopy={() => void exporter.copy()}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
