/**
 * Applying a verified event in Postgres: one call to `clerk_webhook_receive`
 * (supabase/migrations/20261127000000_profile_email_avatar_and_clerk_webhook.sql), which records the Svix message id
 * and changes the user's rows in one transaction, or answers 'replayed' for an id it has seen.
 */
import type postgres from 'postgres';
import type { Action } from './event.ts';

export type UserAction = Exclude<Action, { type: 'ignored' }>;

export interface Receipt {
  replayed: boolean;
  /** What changed ('deleted:1', 'updated:0', …); for the log. */
  result: string;
}

export interface WebhookStore {
  receive(svixId: string, action: UserAction): Promise<Receipt>;
}

type Sql = ReturnType<typeof postgres>;

export function postgresStore(sql: Sql): WebhookStore {
  return {
    async receive(svixId, action) {
      const email = action.type === 'user.deleted' ? null : action.email;
      const name = action.type === 'user.created' ? action.fullName : null;
      const avatar = action.type === 'user.created' ? action.avatarUrl : null;
      const rows = await sql`
        select public.clerk_webhook_receive(${svixId}, ${action.type}, ${action.userId}, ${email}, ${name}, ${avatar})
          as result`;
      const result = String(rows[0]?.result ?? '');
      return { replayed: result === 'replayed', result };
    },
  };
}
