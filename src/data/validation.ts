/** Validation of the profile form and of an avatar file. Pure; messages are translated by the island. */
import { AVATAR_MAX_BYTES, AVATAR_TYPES, PROFILE_LIMITS } from './limits';
import type { ProfileUpdate } from './types';

export interface ProfileForm {
  fullName: string;
  bio: string;
  website: string;
  location: string;
}

export type ProfileFieldError =
  | { field: 'fullName'; code: 'tooLong'; max: number }
  | { field: 'bio'; code: 'tooLong'; max: number }
  | { field: 'location'; code: 'tooLong'; max: number }
  | { field: 'website'; code: 'tooLong'; max: number }
  | { field: 'website'; code: 'invalidUrl' };

/** Length in characters (code points), as Postgres's char_length counts them. */
export function charLength(s: string): number {
  return [...s].length;
}

export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}

export function validateProfileForm(form: ProfileForm): ProfileFieldError[] {
  const errors: ProfileFieldError[] = [];
  const name = form.fullName.trim();
  if (charLength(name) > PROFILE_LIMITS.fullName)
    errors.push({ field: 'fullName', code: 'tooLong', max: PROFILE_LIMITS.fullName });
  if (charLength(form.bio.trim()) > PROFILE_LIMITS.bio)
    errors.push({ field: 'bio', code: 'tooLong', max: PROFILE_LIMITS.bio });
  const website = form.website.trim();
  if (website) {
    if (charLength(website) > PROFILE_LIMITS.website)
      errors.push({ field: 'website', code: 'tooLong', max: PROFILE_LIMITS.website });
    else if (!isHttpUrl(website)) errors.push({ field: 'website', code: 'invalidUrl' });
  }
  if (charLength(form.location.trim()) > PROFILE_LIMITS.location)
    errors.push({ field: 'location', code: 'tooLong', max: PROFILE_LIMITS.location });
  return errors;
}

/** The update sent for a valid form: trimmed values, empty fields as null. */
export function profileUpdateFrom(form: ProfileForm): ProfileUpdate {
  const v = (s: string) => s.trim() || null;
  return { full_name: v(form.fullName), bio: v(form.bio), website: v(form.website), location: v(form.location) };
}

export type AvatarFileError = 'avatarType' | 'avatarTooLarge';

const EXTENSION_TYPES: Record<string, (typeof AVATAR_TYPES)[number]> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Checks an avatar file before decoding it: JPG, PNG, GIF or WEBP, under 10 MB. */
export function checkAvatarFile(file: { name: string; type: string; size: number }): AvatarFileError | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const type = file.type || EXTENSION_TYPES[ext] || '';
  if (!(AVATAR_TYPES as readonly string[]).includes(type)) return 'avatarType';
  if (file.size >= AVATAR_MAX_BYTES) return 'avatarTooLarge';
  return null;
}
