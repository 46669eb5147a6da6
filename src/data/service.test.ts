import { describe, expect, it } from 'vitest';
import type { AppUser } from '../auth/types';
import { UserDataError } from './errors';
import { localRepository, LOCAL_PROFILE_KEY, LOCAL_SUBSCRIPTION_KEY } from './local-repository';
import { displayName, loadUserData, newProfileFor, updateUserProfile } from './service';
import { NO_ROWS, type DataResult, type Profile, type ProfileRepository, type Subscription } from './types';

const user: AppUser = {
  id: 'user_1',
  fullName: null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  imageUrl: 'https://img.example/ada.png',
  primaryEmailAddress: { emailAddress: 'ada@example.com' },
  createdAt: '2024-01-01T00:00:00.000Z',
  lastSignInAt: null,
};

class Mem {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}

const fixedNow = () => new Date('2025-01-02T03:04:05.000Z');
const noRow = { data: null, error: { code: NO_ROWS, message: 'no rows' } } as const;
const fail = (message: string, code = 'XX000') => ({ data: null, error: { code, message } }) as const;

/** A repository whose calls answer from a script and are recorded. */
function scripted(answers: Partial<Record<keyof ProfileRepository, DataResult<unknown>[]>>) {
  const calls: string[] = [];
  const next = <T>(name: keyof ProfileRepository) => {
    calls.push(name);
    const a = answers[name]?.shift();
    if (!a) throw new Error(`unexpected call ${name}`);
    return Promise.resolve(a as DataResult<T>);
  };
  const repo: ProfileRepository = {
    getProfile: () => next<Profile>('getProfile'),
    updateProfile: () => next<Profile>('updateProfile'),
    upsertProfile: () => next<Profile>('upsertProfile'),
    getActiveSubscription: () => next<Subscription>('getActiveSubscription'),
    upsertSubscription: () => next<Subscription>('upsertSubscription'),
  };
  return { repo, calls };
}

describe('newProfileFor', () => {
  it("uses the email, full name or first + last name, and the image when it is on Clerk's image host", () => {
    expect(newProfileFor(user)).toEqual({
      clerk_user_id: 'user_1',
      email: 'ada@example.com',
      full_name: 'Ada Lovelace',
      avatar_url: null,
      bio: null,
      website: null,
      location: null,
    });
    expect(newProfileFor({ ...user, imageUrl: 'https://img.clerk.com/eyJ0eXBlIjoicHJveHkifQ' }).avatar_url).toBe(
      'https://img.clerk.com/eyJ0eXBlIjoicHJveHkifQ',
    );
    // The demo user's generated SVG placeholder is not stored (the page draws it).
    expect(newProfileFor({ ...user, imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+' }).avatar_url).toBeNull();
    expect(displayName({ ...user, fullName: ' Countess Ada ' })).toBe('Countess Ada');
    expect(displayName({ ...user, firstName: null, lastName: null })).toBeNull();
  });
});

describe('loadUserData', () => {
  it('creates the profile when none exists (PGRST116) and records the free plan', async () => {
    const repo = localRepository(new Mem(), fixedNow);
    const data = await loadUserData(repo, user);
    expect(data.created).toBe(true);
    expect(data.profile).toMatchObject({
      clerk_user_id: 'user_1',
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
    expect(data.subscription).toMatchObject({ plan_name: 'free', status: 'active', features: ['basic_tools'] });
    const again = await loadUserData(repo, user);
    expect(again.created).toBe(false);
    expect(again.profile.created_at).toBe('2025-01-02T03:04:05.000Z');
  });

  it('no active subscription → status free, plan free', async () => {
    const { repo, calls } = scripted({
      getProfile: [{ data: newProfileFor(user), error: null }],
      getActiveSubscription: [noRow],
    });
    const data = await loadUserData(repo, user);
    expect(data.subscription).toEqual({ clerk_user_id: 'user_1', plan_name: 'free', status: 'free', features: [] });
    expect(calls).toEqual(['getProfile', 'getActiveSubscription']);
  });

  it('a failing free-plan record is only logged', async () => {
    const { repo } = scripted({
      getProfile: [noRow],
      upsertProfile: [{ data: newProfileFor(user), error: null }],
      upsertSubscription: [fail('permission denied', '42501')],
      getActiveSubscription: [noRow],
    });
    await expect(loadUserData(repo, user)).resolves.toMatchObject({ created: true });
  });

  it('a profile created meanwhile (the insert left it alone and returned no row) is read back', async () => {
    const existing = { ...newProfileFor(user), bio: 'from another tab' };
    const { repo, calls } = scripted({
      getProfile: [noRow, { data: existing, error: null }],
      upsertProfile: [noRow],
      upsertSubscription: [noRow],
      getActiveSubscription: [noRow],
    });
    await expect(loadUserData(repo, user)).resolves.toMatchObject({ profile: existing, created: true });
    expect(calls).toEqual(['getProfile', 'upsertProfile', 'getProfile', 'upsertSubscription', 'getActiveSubscription']);
  });

  it('maps failures to the spec messages', async () => {
    const create = scripted({ getProfile: [noRow], upsertProfile: [fail('insert failed')] });
    await expect(loadUserData(create.repo, user)).rejects.toThrow(new UserDataError('createProfileFailed'));

    const load = scripted({ getProfile: [fail('timeout')] });
    await expect(loadUserData(load.repo, user)).rejects.toMatchObject({
      code: 'loadProfileFailed',
      message: 'Failed to load user profile',
    });

    const sub = scripted({
      getProfile: [{ data: newProfileFor(user), error: null }],
      getActiveSubscription: [fail('x')],
    });
    await expect(loadUserData(sub.repo, user)).rejects.toMatchObject({
      code: 'loadDataFailed',
      message: 'Failed to load user data',
    });

    const thrower: ProfileRepository = { ...sub.repo, getProfile: () => Promise.reject(new TypeError('fetch failed')) };
    await expect(loadUserData(thrower, user)).rejects.toMatchObject({ code: 'loadDataFailed' });
    await expect(loadUserData(sub.repo, null)).rejects.toMatchObject({ message: 'No authenticated user' });
  });
});

describe('updateUserProfile', () => {
  it('needs a signed-in user', async () => {
    const repo = localRepository(new Mem());
    await expect(updateUserProfile(repo, null, { bio: 'x' })).rejects.toMatchObject({
      code: 'noAuthenticatedUser',
      message: 'No authenticated user',
    });
  });

  it("returns the saved row, or fails with the error's message", async () => {
    const mem = new Mem();
    const repo = localRepository(mem, fixedNow);
    await loadUserData(repo, user);
    const saved = await updateUserProfile(repo, user, { bio: 'Mathematician', website: 'https://ada.example' });
    expect(saved).toMatchObject({ bio: 'Mathematician', website: 'https://ada.example', full_name: 'Ada Lovelace' });
    expect(JSON.parse(mem.getItem(LOCAL_PROFILE_KEY)!)).toMatchObject({ bio: 'Mathematician' });

    const { repo: bad } = scripted({ updateProfile: [fail('value too long for type character varying(256)')] });
    await expect(updateUserProfile(bad, user, { full_name: 'x' })).rejects.toMatchObject({
      code: 'updateFailed',
      message: 'value too long for type character varying(256)',
    });
  });
});

describe('localRepository', () => {
  it("answers PGRST116 for another user's rows and inactive subscriptions", async () => {
    const mem = new Mem();
    const repo = localRepository(mem);
    await repo.upsertProfile(newProfileFor(user));
    expect((await repo.getProfile('someone_else')).error?.code).toBe(NO_ROWS);
    expect((await repo.updateProfile('someone_else', { bio: 'x' })).error?.code).toBe(NO_ROWS);
    mem.setItem(
      LOCAL_SUBSCRIPTION_KEY,
      JSON.stringify({ clerk_user_id: 'user_1', plan_name: 'premium', status: 'canceled', features: [] }),
    );
    expect((await repo.getActiveSubscription('user_1')).error?.code).toBe(NO_ROWS);
    mem.setItem(LOCAL_PROFILE_KEY, '{not json');
    expect((await repo.getProfile('user_1')).error?.code).toBe(NO_ROWS);
  });
});
