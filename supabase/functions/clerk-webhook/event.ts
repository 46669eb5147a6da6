/**
 * The Clerk events the webhook acts on, read from a verified body: `user.deleted` (remove the user's rows),
 * `user.created` and `user.updated` (the primary email address; on creation also the name and image the site
 * would use for a new profile). Anything else is acknowledged and ignored. A body that is not a Clerk event, or a
 * user event without a user id, is malformed.
 */
import { allowedAvatarOrNull } from '../../../src/data/avatar-url.ts';
import { PROFILE_LIMITS } from '../../../src/data/limits.ts';

/** The longest email the profiles table keeps (its check constraint). */
export const EMAIL_MAX = 320;

export type Action =
  | { type: 'user.deleted'; userId: string }
  | { type: 'user.created'; userId: string; email: string | null; fullName: string | null; avatarUrl: string | null }
  | { type: 'user.updated'; userId: string; email: string | null }
  | { type: 'ignored'; event: string };

export type Parsed = { ok: true; action: Action } | { ok: false; reason: string };

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The primary email address, when the user has one that the table can hold. */
export function primaryEmail(data: Json): string | null {
  const primary = data.primary_email_address_id;
  if (typeof primary !== 'string' || !Array.isArray(data.email_addresses)) return null;
  for (const entry of data.email_addresses) {
    if (!isObject(entry) || entry.id !== primary) continue;
    const email = text(entry.email_address);
    return email && [...email].length <= EMAIL_MAX && email.includes('@') ? email : null;
  }
  return null;
}

/** First and last name joined, as the site names a new profile; null when empty or too long for the table. */
export function fullName(data: Json): string | null {
  const name = [text(data.first_name), text(data.last_name)].filter(Boolean).join(' ');
  return name && [...name].length <= PROFILE_LIMITS.fullName ? name : null;
}

export function parseEvent(body: string): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  if (!isObject(value) || typeof value.type !== 'string' || !value.type) return { ok: false, reason: 'no type' };
  const type = value.type;
  if (type !== 'user.created' && type !== 'user.updated' && type !== 'user.deleted')
    return { ok: true, action: { type: 'ignored', event: type.slice(0, 100) } };
  const data = value.data;
  if (!isObject(data)) return { ok: false, reason: 'no data' };
  const userId = data.id;
  if (typeof userId !== 'string' || userId.length < 1 || userId.length > 255 || userId.trim() !== userId)
    return { ok: false, reason: 'no user id' };
  if (type === 'user.deleted') return { ok: true, action: { type, userId } };
  if (type === 'user.updated') return { ok: true, action: { type, userId, email: primaryEmail(data) } };
  const image = typeof data.image_url === 'string' ? data.image_url : null;
  return {
    ok: true,
    action: {
      type,
      userId,
      email: primaryEmail(data),
      fullName: fullName(data),
      avatarUrl: allowedAvatarOrNull(image),
    },
  };
}
