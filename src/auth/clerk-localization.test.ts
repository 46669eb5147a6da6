import { describe, it, expect } from 'vitest';
import { clerkLocalization } from './clerk-localization';

const title = (l: Awaited<ReturnType<typeof clerkLocalization>>) =>
  (l as { signIn?: { start?: { title?: string } } } | undefined)?.signIn?.start?.title;

describe('Clerk form localization', () => {
  it('loads Clerk strings in the page language', async () => {
    expect(title(await clerkLocalization('ja'))).toBe('{{applicationName}} にサインイン');
    expect(title(await clerkLocalization('zh'))).toMatch(/登录/);
    expect(title(await clerkLocalization('ko'))).toMatch(/로그인/);
  });
  it('uses Clerk’s built-in English for en', async () => {
    expect(await clerkLocalization('en')).toBeUndefined();
  });
});
