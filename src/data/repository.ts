/**
 * The repository the app uses: Supabase in Clerk mode when a project is configured, otherwise
 * localStorage (development mode's demo data, or Clerk mode without Supabase). supabase-js is loaded only
 * when it is used.
 */
import { SUPABASE_ANON_KEY, SUPABASE_URL, USE_SUPABASE } from '../auth/config';
import { getSessionToken } from '../auth/store';
import { localRepository } from './local-repository';
import type { ProfileRepository } from './types';

let repo: Promise<ProfileRepository> | null = null;

export function getRepository(): Promise<ProfileRepository> {
  repo ??= USE_SUPABASE
    ? import('./supabase').then(({ createSupabase, supabaseRepository }) =>
        supabaseRepository(
          createSupabase({ url: SUPABASE_URL, anonKey: SUPABASE_ANON_KEY, getToken: getSessionToken }),
        ),
      )
    : Promise.resolve(localRepository(localStorage));
  return repo;
}

/** Where profiles live, for the page to say so. */
export const PROFILE_STORAGE: 'supabase' | 'local' = USE_SUPABASE ? 'supabase' : 'local';
