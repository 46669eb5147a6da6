/**
 * Which avatar addresses a profile may store: an image on Clerk's image host (what Clerk gives as a user's image) or
 * a base64 data URL of a PNG, JPEG, WebP or GIF image (what the profile form makes from an uploaded file), within
 * the size limit. Any other address could be a third-party tracking image. The database enforces the same rule
 * (check constraint `profiles_avatar_url_allowed`, supabase/migrations/20261127000000_…; supabase/tests/rls.test.ts
 * checks that both agree). No imports but limits.ts: the Clerk webhook (Deno) uses it too.
 */
import { PROFILE_LIMITS } from './limits.ts';

/** The auth provider's image host. */
export const AVATAR_HOST = 'img.clerk.com';
/** Longest address on the image host. */
export const AVATAR_HOST_URL_MAX = 2048;

const HOST_IMAGE = /^https:\/\/img\.clerk\.com\/[A-Za-z0-9._~%/+=?&:-]*$/;
const RASTER_DATA_URL = /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/;

export function isAllowedAvatarUrl(value: string): boolean {
  if (value.startsWith('data:')) return value.length <= PROFILE_LIMITS.avatarUrl && RASTER_DATA_URL.test(value);
  return value.length <= AVATAR_HOST_URL_MAX && HOST_IMAGE.test(value);
}

/** The value itself when it may be stored, else null (no avatar: the page shows the placeholder). */
export function allowedAvatarOrNull(value: string | null | undefined): string | null {
  return value && isAllowedAvatarUrl(value) ? value : null;
}
