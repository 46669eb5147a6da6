/** Rows of the two Supabase tables (see supabase/migrations) and the fields a user may edit. */

export interface Profile {
  id?: string;
  clerk_user_id: string;
  email: string | null;
  full_name: string | null;
  avatar_url: string | null;
  bio: string | null;
  website: string | null;
  location: string | null;
  created_at?: string;
  updated_at?: string;
}

/** What the profile form may change. */
export type ProfileUpdate = Partial<Pick<Profile, 'full_name' | 'avatar_url' | 'bio' | 'website' | 'location'>>;

export type PlanName = 'free' | 'premium';

export interface Subscription {
  id?: string;
  clerk_user_id: string;
  /** `free` or `premium` (a check constraint in the database). */
  plan_name: PlanName | string;
  /** `active` for a running plan; `free` is what the app reports when the user has no active row. */
  status: string;
  features: string[];
  created_at?: string;
  updated_at?: string;
}

/** The error shape PostgREST returns (and the local repository imitates). */
export interface DataError {
  code?: string;
  message: string;
  details?: string | null;
  hint?: string | null;
}

export type DataResult<T> = { data: T; error: null } | { data: null; error: DataError };

/** PostgREST's code for "`.single()` found no row". */
export const NO_ROWS = 'PGRST116';

/**
 * The five calls the app makes, and no others. Implemented over Supabase (supabase.ts) and over
 * localStorage for development mode (local-repository.ts).
 */
export interface ProfileRepository {
  getProfile(clerkUserId: string): Promise<DataResult<Profile>>;
  updateProfile(clerkUserId: string, fields: ProfileUpdate): Promise<DataResult<Profile>>;
  /** Creates the profile; an existing row is left as it is (Supabase then returns no row: NO_ROWS). */
  upsertProfile(profile: Profile): Promise<DataResult<Profile>>;
  getActiveSubscription(clerkUserId: string): Promise<DataResult<Subscription>>;
  /** Records a subscription; an existing row is left as it is. */
  upsertSubscription(subscription: Subscription): Promise<DataResult<Subscription>>;
}
