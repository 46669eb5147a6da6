/**
 * Clerk's own forms (sign-in, sign-up, user button) in the page's language. Only the one language needed is
 * downloaded, and only when Clerk starts; English is Clerk's built-in default.
 */
import type { Locale } from '../i18n/locales';

export type ClerkLocalization = Record<string, unknown>;

export async function clerkLocalization(locale: Locale): Promise<ClerkLocalization | undefined> {
  switch (locale) {
    case 'zh':
      return (await import('@clerk/localizations/zh-CN')).zhCN as ClerkLocalization;
    case 'ja':
      return (await import('@clerk/localizations/ja-JP')).jaJP as ClerkLocalization;
    case 'ko':
      return (await import('@clerk/localizations/ko-KR')).koKR as ClerkLocalization;
    case 'en':
      return undefined;
  }
}
