/**
 * The Supabase client and the five calls the app makes. The client uses the anonymous key, keeps no
 * session of its own, and sends the Clerk session token (Supabase third-party auth) through supabase-js's
 * `accessToken` option; row-level security in the database does the rest.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { DataError, DataResult, Profile, ProfileRepository, ProfileUpdate, Subscription } from './types';

export interface SupabaseSettings {
  url: string;
  anonKey: string;
  /** The signed-in user's session token, or null when there is none. */
  getToken: () => Promise<string | null>;
  /** For tests: the fetch to use. */
  fetch?: typeof fetch;
}

export function createSupabase({ url, anonKey, getToken, fetch: fetchImpl }: SupabaseSettings): SupabaseClient {
  return createClient(url, anonKey, {
    accessToken: async () => (await getToken()) ?? null,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(fetchImpl ? { global: { fetch: fetchImpl } } : {}),
  });
}

function toResult<T>(res: { data: unknown; error: unknown }): DataResult<T> {
  if (res.error) {
    const e = res.error as Partial<DataError>;
    return {
      data: null,
      error: {
        code: e.code,
        message: e.message ?? String(res.error),
        details: e.details ?? null,
        hint: e.hint ?? null,
      },
    };
  }
  return { data: res.data as T, error: null };
}

/** Turns a thrown error (network failure, bad URL) into a result, so callers handle one shape. */
async function settle<T>(run: () => PromiseLike<{ data: unknown; error: unknown }>): Promise<DataResult<T>> {
  try {
    return toResult<T>(await run());
  } catch (err) {
    return { data: null, error: { message: err instanceof Error ? err.message : String(err) } };
  }
}

export function supabaseRepository(client: SupabaseClient): ProfileRepository {
  return {
    getProfile: (clerkUserId) =>
      settle<Profile>(() => client.from('profiles').select('*').eq('clerk_user_id', clerkUserId).single()),
    updateProfile: (clerkUserId, fields: ProfileUpdate) =>
      settle<Profile>(() => client.from('profiles').update(fields).eq('clerk_user_id', clerkUserId).select().single()),
    // Both upserts insert or leave an existing row alone (`resolution=ignore-duplicates`): the database lets a
    // user insert these rows but never update a subscription, nor a profile's email (see the migrations).
    upsertProfile: (profile: Profile) =>
      settle<Profile>(() =>
        client
          .from('profiles')
          .upsert(profile, { onConflict: 'clerk_user_id', ignoreDuplicates: true })
          .select()
          .single(),
      ),
    getActiveSubscription: (clerkUserId) =>
      settle<Subscription>(() =>
        client.from('user_subscriptions').select('*').eq('clerk_user_id', clerkUserId).eq('status', 'active').single(),
      ),
    upsertSubscription: (subscription: Subscription) =>
      settle<Subscription>(() =>
        client
          .from('user_subscriptions')
          .upsert(subscription, { onConflict: 'clerk_user_id', ignoreDuplicates: true })
          .select()
          .single(),
      ),
  };
}
