/**
 * The five profile calls over localStorage: the repository of development mode (demo sign-in), and of
 * Clerk mode when no Supabase project is configured. One profile row and one subscription row are kept;
 * a row belongs to the user whose id it holds. Errors imitate PostgREST's (no row → `PGRST116`).
 */
import { NO_ROWS, type DataResult, type Profile, type ProfileRepository, type Subscription } from './types';

export const LOCAL_PROFILE_KEY = 'devAuth.profile';
export const LOCAL_SUBSCRIPTION_KEY = 'devAuth.subscription';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function read<T extends { clerk_user_id: string }>(store: Store, key: string, userId: string): T | null {
  const raw = store.getItem(key);
  if (!raw) return null;
  try {
    const row = JSON.parse(raw) as T;
    return row && row.clerk_user_id === userId ? row : null;
  } catch (err) {
    console.warn(`Ignoring unreadable ${key} in localStorage`, err);
    return null;
  }
}

const notFound = <T>(table: string): DataResult<T> => ({
  data: null,
  error: { code: NO_ROWS, message: `No ${table} row`, details: 'The result contains 0 rows' },
});

function write<T>(store: Store, key: string, row: T): DataResult<T> {
  try {
    store.setItem(key, JSON.stringify(row));
    return { data: row, error: null };
  } catch (err) {
    return { data: null, error: { message: err instanceof Error ? err.message : String(err) } };
  }
}

export function localRepository(store: Store, now: () => Date = () => new Date()): ProfileRepository {
  const stamp = () => now().toISOString();
  return {
    async getProfile(userId) {
      const row = read<Profile>(store, LOCAL_PROFILE_KEY, userId);
      return row ? { data: row, error: null } : notFound('profiles');
    },
    async updateProfile(userId, fields) {
      const row = read<Profile>(store, LOCAL_PROFILE_KEY, userId);
      if (!row) return notFound('profiles');
      return write(store, LOCAL_PROFILE_KEY, { ...row, ...fields, clerk_user_id: userId, updated_at: stamp() });
    },
    async upsertProfile(profile) {
      const old = read<Profile>(store, LOCAL_PROFILE_KEY, profile.clerk_user_id);
      const t = stamp();
      return write(store, LOCAL_PROFILE_KEY, { ...old, ...profile, created_at: old?.created_at ?? t, updated_at: t });
    },
    async getActiveSubscription(userId) {
      const row = read<Subscription>(store, LOCAL_SUBSCRIPTION_KEY, userId);
      return row && row.status === 'active' ? { data: row, error: null } : notFound('user_subscriptions');
    },
    async upsertSubscription(subscription) {
      const old = read<Subscription>(store, LOCAL_SUBSCRIPTION_KEY, subscription.clerk_user_id);
      const t = stamp();
      return write(store, LOCAL_SUBSCRIPTION_KEY, {
        ...old,
        ...subscription,
        created_at: old?.created_at ?? t,
        updated_at: t,
      });
    },
  };
}
