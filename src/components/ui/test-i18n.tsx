/** For component tests: renders inside a translator with the kit's strings (`tools:ui`) of a language. */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import en from '../../../locales/en/tools.json';
import ja from '../../../locales/ja/tools.json';
import ko from '../../../locales/ko/tools.json';
import zh from '../../../locales/zh/tools.json';
import { IslandI18n } from '../../i18n/island';
import type { Locale } from '../../i18n/locales';

const BUNDLES = { en, zh, ja, ko };

export function renderWithI18n(
  ui: ReactElement,
  locale: Locale = 'en',
  extra: Record<string, unknown> = {},
): RenderResult {
  const resources = { tools: { ui: BUNDLES[locale].ui, ...extra } };
  return render(
    <IslandI18n locale={locale} resources={resources}>
      {ui}
    </IslandI18n>,
  );
}
