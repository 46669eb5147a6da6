/**
 * Field limits of a profile, shared by the form's validation and the database's check constraints
 * (supabase/migrations; a unit test checks that the SQL uses these numbers).
 */
export const PROFILE_LIMITS = {
  fullName: 256,
  bio: 1000,
  location: 256,
  website: 2048,
  /** A resized avatar stored as a data URL. */
  avatarUrl: 300_000,
} as const;

/** Avatar files the profile accepts, and the largest one (before resizing). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
/** Width and height of the stored avatar. */
export const AVATAR_SIZE = 256;
