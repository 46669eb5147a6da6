/**
 * Loading and saving a signed-in user's profile and subscription over a repository (Supabase or local).
 *
 * Load: read the profile; when there is none (PGRST116) create it from the user's email, full name (or
 * first + last name) and image, and record the free plan; then read the active subscription, none meaning
 * the free plan. Errors become UserDataError with the spec's messages.
 */
import type { AppUser } from '../auth/types';
import { allowedAvatarOrNull } from './avatar-url';
import { UserDataError } from './errors';
import { freeSubscription } from './subscription';
import { NO_ROWS, type Profile, type ProfileRepository, type ProfileUpdate, type Subscription } from './types';

export interface UserData {
  profile: Profile;
  subscription: Subscription;
  /** True when this load created the profile (first sign-in). */
  created: boolean;
}

/** Features of the free plan. */
export const FREE_FEATURES = ['basic_tools'];

export function displayName(user: AppUser): string | null {
  const full = user.fullName?.trim();
  if (full) return full;
  const joined = [user.firstName, user.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return joined || null;
}

/**
 * The profile row created on a user's first sign-in. In Supabase the email is the server's to set (the session
 * token's claim or the Clerk webhook; what is sent here is replaced); the image is kept only in a form a profile may
 * store (avatar-url.ts), else the page shows the placeholder.
 */
export function newProfileFor(user: AppUser): Profile {
  return {
    clerk_user_id: user.id,
    email: user.primaryEmailAddress?.emailAddress ?? null,
    full_name: displayName(user),
    avatar_url: allowedAvatarOrNull(user.imageUrl),
    bio: null,
    website: null,
    location: null,
  };
}

export async function loadUserData(repo: ProfileRepository, user: AppUser | null): Promise<UserData> {
  if (!user) throw new UserDataError('noAuthenticatedUser');
  try {
    let created = false;
    let profile: Profile;
    const found = await repo.getProfile(user.id);
    if (found.error) {
      if (found.error.code !== NO_ROWS) {
        console.error('Loading the profile failed', found.error);
        throw new UserDataError('loadProfileFailed', undefined, { cause: found.error });
      }
      let made = await repo.upsertProfile(newProfileFor(user));
      // Created meanwhile (another tab): the insert left that row alone and returned none; read it.
      if (made.error?.code === NO_ROWS) made = await repo.getProfile(user.id);
      if (made.error) {
        console.error('Creating the profile failed', made.error);
        throw new UserDataError('createProfileFailed', undefined, { cause: made.error });
      }
      profile = made.data;
      created = true;
      // Record the free plan for the new user; the app works without the row, so a failure is only logged.
      const sub = await repo.upsertSubscription({
        clerk_user_id: user.id,
        plan_name: 'free',
        status: 'active',
        features: FREE_FEATURES,
      });
      if (sub.error) console.warn('Recording the free plan failed', sub.error);
    } else {
      profile = found.data;
    }

    let subscription: Subscription;
    const active = await repo.getActiveSubscription(user.id);
    if (active.error) {
      if (active.error.code !== NO_ROWS) {
        console.error('Loading the subscription failed', active.error);
        throw new UserDataError('loadDataFailed', undefined, { cause: active.error });
      }
      subscription = freeSubscription(user.id);
    } else {
      subscription = active.data;
    }
    return { profile, subscription, created };
  } catch (err) {
    if (err instanceof UserDataError) throw err;
    console.error('Loading the user data failed', err);
    throw new UserDataError('loadDataFailed', undefined, { cause: err });
  }
}

export async function updateUserProfile(
  repo: ProfileRepository,
  user: AppUser | null,
  fields: ProfileUpdate,
): Promise<Profile> {
  if (!user) throw new UserDataError('noAuthenticatedUser');
  let res;
  try {
    res = await repo.updateProfile(user.id, fields);
  } catch (err) {
    throw new UserDataError('updateFailed', err instanceof Error ? err.message : String(err), { cause: err });
  }
  if (res.error) {
    console.error('Updating the profile failed', res.error);
    throw new UserDataError('updateFailed', res.error.message, { cause: res.error });
  }
  return res.data;
}
