/**
 * Trans and useTranslation render what react-i18next rendered: the login consent line in the four languages
 * (the one Trans in the project), tags without a component kept as text, and the key when there is no provider.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance } from 'i18next';
import {
  I18nextProvider,
  Trans as RefTrans,
  initReactI18next,
  useTranslation as useRefTranslation,
} from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { Trans, TranslatorProvider, renderTags, useTranslation } from './react';
import { resources } from './server';
import { createTranslator } from './translate';

const components = {
  terms: <a href="/terms-of-service" className="underline" />,
  privacy: <a href="/privacy-policy" className="underline" />,
};

function Ours() {
  const { t, i18n } = useTranslation('common');
  return (
    <p lang={i18n.language}>
      <Trans t={t} i18nKey="auth.consent" components={components} />
    </p>
  );
}

function Reference() {
  const { t, i18n } = useRefTranslation('common');
  return (
    <p lang={i18n.language}>
      <RefTrans t={t} i18nKey="auth.consent" components={components} />
    </p>
  );
}

describe('Trans', () => {
  for (const lng of LOCALES) {
    it(`${lng}: the consent line is the same markup as react-i18next's`, () => {
      const res = { common: resources[lng].common };
      const inst = createInstance();
      void inst.use(initReactI18next).init({
        lng,
        resources: { [lng]: res },
        defaultNS: 'common',
        fallbackLng: false,
        initAsync: false,
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
      });
      const expected = renderToStaticMarkup(
        <I18nextProvider i18n={inst}>
          <Reference />
        </I18nextProvider>,
      );
      const ours = renderToStaticMarkup(
        <TranslatorProvider value={createTranslator({ lng, resources: { [lng]: res }, defaultNS: 'common' })}>
          <Ours />
        </TranslatorProvider>,
      );
      expect(ours).toBe(expected);
      expect(ours).toContain('<a href="/privacy-policy" class="underline">');
    });
  }

  it('nests tags, keeps unknown or unclosed tags as text', () => {
    const html = renderToStaticMarkup(
      <>{renderTags('a <b>x <i>y</i></b> <img> <b>open & <q>z</q>', { b: <strong />, i: <em /> })}</>,
    );
    expect(html).toBe('a <strong>x <em>y</em></strong> &lt;img&gt; &lt;b&gt;open &amp; &lt;q&gt;z&lt;/q&gt;');
  });

  it('without a provider t returns the key', () => {
    function Bare() {
      const { t } = useTranslation('tools', { keyPrefix: 'ui' });
      return <span>{t('copy')}</span>;
    }
    expect(renderToStaticMarkup(<Bare />)).toBe('<span>copy</span>');
    function Lang() {
      const { i18n } = useTranslation('tools');
      return <span>{new Intl.NumberFormat(i18n.language).format(1234.5)}</span>;
    }
    expect(renderToStaticMarkup(<Lang />)).toBe(`<span>${new Intl.NumberFormat().format(1234.5)}</span>`);
  });
});
