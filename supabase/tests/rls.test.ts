import type { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_LIMITS } from '../../src/data/limits';
import { asRole, createDatabase, migrationFiles, MIGRATIONS_DIR } from './setup';

let db: PGlite;

const A = 'user_a';
const B = 'user_b';

beforeAll(async () => {
  db = await createDatabase();
  // Seed as the service role, as the dashboard or a webhook would.
  await asRole(db, 'service_role', null, async (tx) => {
    await tx.query(
      `insert into public.profiles (clerk_user_id, email, full_name) values ($1, 'a@example.com', 'Ann'), ($2, 'b@example.com', 'Ben')`,
      [A, B],
    );
    await tx.query(
      `insert into public.user_subscriptions (clerk_user_id, plan_name, status, features)
       values ($1, 'free', 'active', '{basic_tools}'), ($2, 'premium', 'active', '{basic_tools,batch}')`,
      [A, B],
    );
  });
}, 60_000);

afterAll(async () => {
  await db?.close();
});

const rowsOf = <T>(r: { rows: T[] }) => r.rows;

describe('profiles', () => {
  it('a user reads only their own profile', async () => {
    const rows = await asRole(db, 'authenticated', A, (tx) =>
      tx
        .query<{ clerk_user_id: string }>('select clerk_user_id from public.profiles order by clerk_user_id')
        .then(rowsOf),
    );
    expect(rows).toEqual([{ clerk_user_id: A }]);
  });

  it("user A cannot update B's profile (no row matches)", async () => {
    const res = await asRole(db, 'authenticated', A, (tx) =>
      tx.query(`update public.profiles set full_name = 'hacked' where clerk_user_id = $1`, [B]),
    );
    expect(res.affectedRows).toBe(0);
    const b = await db.query<{ full_name: string }>('select full_name from public.profiles where clerk_user_id = $1', [
      B,
    ]);
    expect(b.rows).toEqual([{ full_name: 'Ben' }]);
  });

  it("user A cannot insert a profile for B, nor move their own profile to B's id", async () => {
    await expect(
      asRole(db, 'authenticated', A, (tx) =>
        tx.query(`insert into public.profiles (clerk_user_id, email) values ('user_c', 'c@example.com')`),
      ),
    ).rejects.toThrow(/row-level security policy/);
    await expect(
      asRole(db, 'authenticated', A, (tx) =>
        tx.query(`update public.profiles set clerk_user_id = $1 where clerk_user_id = $2`, ['user_c', A]),
      ),
    ).rejects.toThrow(/row-level security policy/);
  });

  it('a new user creates and updates their own profile; updated_at moves', async () => {
    const created = await asRole(db, 'authenticated', 'user_new', (tx) =>
      tx
        .query<{ clerk_user_id: string; updated_at: Date }>(
          `insert into public.profiles (clerk_user_id, email, full_name) values ('user_new', 'n@example.com', 'Nia')
           on conflict (clerk_user_id) do update set email = excluded.email returning clerk_user_id, updated_at`,
        )
        .then(rowsOf),
    );
    expect(created[0]?.clerk_user_id).toBe('user_new');
    await new Promise((r) => setTimeout(r, 5));
    const updated = await asRole(db, 'authenticated', 'user_new', (tx) =>
      tx
        .query<{ bio: string; updated_at: Date }>(
          `update public.profiles set bio = 'hello' where clerk_user_id = 'user_new' returning bio, updated_at`,
        )
        .then(rowsOf),
    );
    expect(updated[0]?.bio).toBe('hello');
    expect(updated[0]!.updated_at.getTime()).toBeGreaterThan(created[0]!.updated_at.getTime());
  });

  it('users cannot delete profiles', async () => {
    await expect(
      asRole(db, 'authenticated', A, (tx) => tx.query(`delete from public.profiles where clerk_user_id = $1`, [A])),
    ).rejects.toThrow(/permission denied/);
  });

  it('the anonymous role reads and writes nothing', async () => {
    await expect(asRole(db, 'anon', null, (tx) => tx.query('select * from public.profiles'))).rejects.toThrow(
      /permission denied/,
    );
    await expect(
      asRole(db, 'anon', null, (tx) => tx.query(`insert into public.profiles (clerk_user_id) values ('x')`)),
    ).rejects.toThrow(/permission denied/);
    await expect(asRole(db, 'anon', null, (tx) => tx.query('select * from public.user_subscriptions'))).rejects.toThrow(
      /permission denied/,
    );
  });

  it('an authenticated request without a sub claim sees nothing', async () => {
    const rows = await db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', '{"role":"authenticated"}', true)`);
      await tx.exec('set local role authenticated');
      return (await tx.query('select * from public.profiles')).rows;
    });
    expect(rows).toEqual([]);
  });

  it('check constraints: name length, web address', async () => {
    await expect(
      asRole(db, 'authenticated', A, (tx) =>
        tx.query(`update public.profiles set full_name = $1 where clerk_user_id = $2`, ['x'.repeat(257), A]),
      ),
    ).rejects.toThrow(/check constraint/);
    await expect(
      asRole(db, 'authenticated', A, (tx) =>
        tx.query(`update public.profiles set website = 'javascript:alert(1)' where clerk_user_id = $1`, [A]),
      ),
    ).rejects.toThrow(/check constraint/);
    const ok = await asRole(db, 'authenticated', A, (tx) =>
      tx.query(`update public.profiles set full_name = $1 where clerk_user_id = $2`, ['名'.repeat(256), A]),
    );
    expect(ok.affectedRows).toBe(1);
  });
});

describe('user_subscriptions', () => {
  it('a user reads only their own active subscription', async () => {
    const rows = await asRole(db, 'authenticated', A, (tx) =>
      tx
        .query<{ clerk_user_id: string; plan_name: string }>(
          `select clerk_user_id, plan_name from public.user_subscriptions where status = 'active'`,
        )
        .then(rowsOf),
    );
    expect(rows).toEqual([{ clerk_user_id: A, plan_name: 'free' }]);
  });

  it('a user cannot promote themselves to premium, nor change status or features', async () => {
    await expect(
      asRole(db, 'authenticated', A, (tx) =>
        tx.query(`update public.user_subscriptions set plan_name = 'premium' where clerk_user_id = $1`, [A]),
      ),
    ).rejects.toThrow(/only the service role/);
    await expect(
      asRole(db, 'authenticated', A, (tx) =>
        tx.query(`update public.user_subscriptions set features = '{basic_tools,batch}' where clerk_user_id = $1`, [A]),
      ),
    ).rejects.toThrow(/only the service role/);
    // Through an upsert (what supabase-js sends) too.
    await expect(
      asRole(db, 'authenticated', A, (tx) =>
        tx.query(
          `insert into public.user_subscriptions (clerk_user_id, plan_name, status, features)
           values ($1, 'premium', 'active', '{}') on conflict (clerk_user_id) do update set plan_name = excluded.plan_name`,
          [A],
        ),
      ),
    ).rejects.toThrow(/row-level security policy/);
    const a = await db.query('select plan_name from public.user_subscriptions where clerk_user_id = $1', [A]);
    expect(a.rows).toEqual([{ plan_name: 'free' }]);
  });

  it("user A cannot read, update or create B's subscription", async () => {
    const upd = await asRole(db, 'authenticated', A, (tx) =>
      tx.query(`update public.user_subscriptions set status = 'canceled' where clerk_user_id = $1`, [B]),
    );
    expect(upd.affectedRows).toBe(0);
    await expect(
      asRole(db, 'authenticated', A, (tx) =>
        tx.query(
          `insert into public.user_subscriptions (clerk_user_id, plan_name, status) values ('user_d', 'free', 'active')`,
        ),
      ),
    ).rejects.toThrow(/row-level security policy/);
  });

  it('a new user records their own free plan, and may re-send it unchanged', async () => {
    const upsert = (tx: Parameters<Parameters<typeof asRole>[3]>[0]) =>
      tx.query(
        `insert into public.user_subscriptions (clerk_user_id, plan_name, status, features)
         values ('user_e', 'free', 'active', '{basic_tools}')
         on conflict (clerk_user_id) do update
           set plan_name = excluded.plan_name, status = excluded.status, features = excluded.features
         returning plan_name`,
      );
    expect((await asRole(db, 'authenticated', 'user_e', upsert)).rows).toEqual([{ plan_name: 'free' }]);
    expect((await asRole(db, 'authenticated', 'user_e', upsert)).rows).toEqual([{ plan_name: 'free' }]);
    await expect(
      asRole(db, 'authenticated', 'user_f', (tx) =>
        tx.query(
          `insert into public.user_subscriptions (clerk_user_id, plan_name, status) values ('user_f', 'premium', 'active')`,
        ),
      ),
    ).rejects.toThrow(/row-level security policy/);
  });

  it('the service role changes plans; the plan must be free or premium', async () => {
    const res = await asRole(db, 'service_role', null, (tx) =>
      tx.query(`update public.user_subscriptions set plan_name = 'premium' where clerk_user_id = 'user_e'`),
    );
    expect(res.affectedRows).toBe(1);
    await expect(
      asRole(db, 'service_role', null, (tx) =>
        tx.query(`update public.user_subscriptions set plan_name = 'gold' where clerk_user_id = 'user_e'`),
      ),
    ).rejects.toThrow(/check constraint/);
  });
});

describe('migrations', () => {
  it('use the field limits of src/data/limits.ts', () => {
    const sql = migrationFiles()
      .map((f) => readFileSync(join(MIGRATIONS_DIR, f), 'utf8'))
      .join('\n');
    expect(sql).toContain(`char_length(full_name) <= ${PROFILE_LIMITS.fullName}`);
    expect(sql).toContain(`char_length(bio) <= ${PROFILE_LIMITS.bio}`);
    expect(sql).toContain(`char_length(location) <= ${PROFILE_LIMITS.location}`);
    expect(sql).toContain(`char_length(website) <= ${PROFILE_LIMITS.website}`);
    expect(sql).toContain(`char_length(avatar_url) <= ${PROFILE_LIMITS.avatarUrl}`);
  });
});
