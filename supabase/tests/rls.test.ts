import { PGlite, type Transaction } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowedAvatarUrl } from '../../src/data/avatar-url';
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
    ).rejects.toThrow(/permission denied/);
  });

  it('a new user creates and updates their own profile; updated_at moves', async () => {
    const created = await asRole(db, 'authenticated', 'user_new', (tx) =>
      tx
        .query<{ clerk_user_id: string; updated_at: Date }>(
          `insert into public.profiles (clerk_user_id, email, full_name) values ('user_new', 'n@example.com', 'Nia')
           on conflict (clerk_user_id) do nothing returning clerk_user_id, updated_at`,
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
    ).rejects.toThrow(/permission denied/);
    await expect(
      asRole(db, 'authenticated', A, (tx) =>
        tx.query(`update public.user_subscriptions set features = '{basic_tools,batch}' where clerk_user_id = $1`, [A]),
      ),
    ).rejects.toThrow(/permission denied/);
    // Through an upsert (what supabase-js sends) too.
    await expect(
      asRole(db, 'authenticated', A, (tx) =>
        tx.query(
          `insert into public.user_subscriptions (clerk_user_id, plan_name, status, features)
           values ($1, 'premium', 'active', '{}') on conflict (clerk_user_id) do update set plan_name = excluded.plan_name`,
          [A],
        ),
      ),
    ).rejects.toThrow(/permission denied/);
    const a = await db.query('select plan_name from public.user_subscriptions where clerk_user_id = $1', [A]);
    expect(a.rows).toEqual([{ plan_name: 'free' }]);
  });

  it("user A cannot read, update or create B's subscription", async () => {
    await expect(
      asRole(db, 'authenticated', A, (tx) =>
        tx.query(`update public.user_subscriptions set status = 'canceled' where clerk_user_id = $1`, [B]),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asRole(db, 'authenticated', A, (tx) =>
        tx.query(
          `insert into public.user_subscriptions (clerk_user_id, plan_name, status) values ('user_d', 'free', 'active')`,
        ),
      ),
    ).rejects.toThrow(/row-level security policy/);
  });

  it('a new user records their own free plan, and may re-send it (the existing row is left alone)', async () => {
    // What supabase-js sends for upsert(…, { ignoreDuplicates: true }).
    const upsert = (tx: Parameters<Parameters<typeof asRole>[3]>[0]) =>
      tx.query(
        `insert into public.user_subscriptions (clerk_user_id, plan_name, status, features)
         values ('user_e', 'free', 'active', '{basic_tools}')
         on conflict (clerk_user_id) do nothing
         returning plan_name`,
      );
    expect((await asRole(db, 'authenticated', 'user_e', upsert)).rows).toEqual([{ plan_name: 'free' }]);
    expect((await asRole(db, 'authenticated', 'user_e', upsert)).rows).toEqual([]);
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

describe('column grants and checks: a user writes only what the app needs', () => {
  const C = 'user_cols';
  // C's session token carries their email (a customised Clerk session token); the profile takes it from there.
  const asC = <T>(fn: (tx: Transaction) => Promise<T>) =>
    asRole(db, 'authenticated', C, fn, { email: 'c@example.com' });

  beforeAll(async () => {
    await asC((tx) =>
      tx.query(
        `insert into public.profiles (clerk_user_id, email, full_name) values ($1, 'c@example.com', 'Cy')
         on conflict (clerk_user_id) do nothing`,
        [C],
      ),
    );
  });

  const profile = () =>
    db
      .query<{ email: string; avatar_url: string | null; created_at: Date }>(
        'select email, avatar_url, created_at from public.profiles where clerk_user_id = $1',
        [C],
      )
      .then((r) => r.rows[0]!);

  it.each([
    ['their email', `update public.profiles set email = 'boss@example.com' where clerk_user_id = $1`],
    ['created_at (backdating)', `update public.profiles set created_at = '2001-01-01' where clerk_user_id = $1`],
    ['updated_at', `update public.profiles set updated_at = '2001-01-01' where clerk_user_id = $1`],
    ['the row id', `update public.profiles set id = gen_random_uuid() where clerk_user_id = $1`],
    ['their clerk_user_id', `update public.profiles set clerk_user_id = 'user_other' where clerk_user_id = $1`],
  ])('a user cannot update %s', async (_what, sql) => {
    const before = await profile();
    await expect(asC((tx) => tx.query(sql, [C]))).rejects.toThrow(/permission denied/);
    expect(await profile()).toEqual(before);
  });

  it('a user cannot change their email through an upsert that merges', async () => {
    await expect(
      asC((tx) =>
        tx.query(
          `insert into public.profiles (clerk_user_id, email) values ($1, 'boss@example.com')
           on conflict (clerk_user_id) do update set email = excluded.email`,
          [C],
        ),
      ),
    ).rejects.toThrow(/permission denied/);
    expect((await profile()).email).toBe('c@example.com');
  });

  it('a new user cannot backdate created_at or choose the row id when inserting', async () => {
    await expect(
      asRole(db, 'authenticated', 'user_back', (tx) =>
        tx.query(`insert into public.profiles (clerk_user_id, created_at) values ('user_back', '2001-01-01')`),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asRole(db, 'authenticated', 'user_back', (tx) =>
        tx.query(
          `insert into public.profiles (id, clerk_user_id) values ('00000000-0000-0000-0000-000000000001', 'user_back')`,
        ),
      ),
    ).rejects.toThrow(/permission denied/);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml;base64,PHN2Zy8+',
    'data:image/png,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    '//evil.example/a.png',
    'https://evil.example/a b.png',
  ])('avatar_url %j is refused', async (value) => {
    await expect(
      asC((tx) => tx.query(`update public.profiles set avatar_url = $1 where clerk_user_id = $2`, [value, C])),
    ).rejects.toThrow(/check constraint/);
    await expect(
      asRole(db, 'authenticated', 'user_av', (tx) =>
        tx.query(`insert into public.profiles (clerk_user_id, avatar_url) values ('user_av', $1)`, [value]),
      ),
    ).rejects.toThrow(/check constraint/);
  });

  it('avatar_url accepts an http(s) address and a raster data URL (what the app stores)', async () => {
    for (const value of [
      'https://img.clerk.com/abc.png',
      'data:image/webp;base64,UklGRg==',
      'data:image/jpeg;base64,/9j/4A==',
    ]) {
      const r = await asC((tx) =>
        tx.query(`update public.profiles set avatar_url = $1 where clerk_user_id = $2`, [value, C]),
      );
      expect(r.affectedRows).toBe(1);
    }
    expect((await profile()).avatar_url).toBe('data:image/jpeg;base64,/9j/4A==');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com/', 'https://exa mple.com'])(
    'website %j is refused',
    async (value) => {
      await expect(
        asC((tx) => tx.query(`update public.profiles set website = $1 where clerk_user_id = $2`, [value, C])),
      ).rejects.toThrow(/check constraint/);
    },
  );

  it('a user cannot update their subscription at all, even unchanged', async () => {
    await asC((tx) =>
      tx.query(
        `insert into public.user_subscriptions (clerk_user_id, plan_name, status, features)
         values ($1, 'free', 'active', '{basic_tools}') on conflict (clerk_user_id) do nothing`,
        [C],
      ),
    );
    await expect(
      asC((tx) => tx.query(`update public.user_subscriptions set status = 'active' where clerk_user_id = $1`, [C])),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asC((tx) =>
        tx.query(`update public.user_subscriptions set created_at = '2001-01-01' where clerk_user_id = $1`, [C]),
      ),
    ).rejects.toThrow(/permission denied/);
  });

  it('duplicated features are refused, for users and for the service role', async () => {
    await expect(
      asRole(db, 'authenticated', 'user_dup', (tx) =>
        tx.query(
          `insert into public.user_subscriptions (clerk_user_id, plan_name, status, features)
           values ('user_dup', 'free', 'active', '{basic_tools,basic_tools}')`,
        ),
      ),
    ).rejects.toThrow(/check constraint/);
    await expect(
      asRole(db, 'service_role', null, (tx) =>
        tx.query(
          `update public.user_subscriptions set features = '{basic_tools,batch,batch}' where clerk_user_id = $1`,
          [B],
        ),
      ),
    ).rejects.toThrow(/check constraint/);
  });

  it('a user cannot set created_at when recording their free plan', async () => {
    await expect(
      asRole(db, 'authenticated', 'user_sub_back', (tx) =>
        tx.query(
          `insert into public.user_subscriptions (clerk_user_id, plan_name, status, features, created_at)
           values ('user_sub_back', 'free', 'active', '{basic_tools}', '2001-01-01')`,
        ),
      ),
    ).rejects.toThrow(/permission denied/);
  });
});

describe('profiles are bound to the account (email from the token, avatars from Clerk or an upload)', () => {
  const OUR_MIGRATION = '20261127000000_profile_email_avatar_and_clerk_webhook.sql';
  const profileOf = (id: string) =>
    db
      .query<{ email: string | null; avatar_url: string | null }>(
        'select email, avatar_url from public.profiles where clerk_user_id = $1',
        [id],
      )
      .then((r) => r.rows[0]);

  it("a user cannot store another email: the insert takes the token's email claim", async () => {
    const rows = await asRole(
      db,
      'authenticated',
      'user_mail',
      (tx) =>
        tx
          .query<{ email: string | null }>(
            `insert into public.profiles (clerk_user_id, email, full_name) values ('user_mail', 'boss@example.com', 'Mo')
             returning email`,
          )
          .then(rowsOf),
      { email: 'mo@example.com' },
    );
    expect(rows).toEqual([{ email: 'mo@example.com' }]);
    expect(await profileOf('user_mail')).toEqual({ email: 'mo@example.com', avatar_url: null });
  });

  it('without an email claim the email stays empty (the webhook fills it), whatever the user sends', async () => {
    await asRole(db, 'authenticated', 'user_noclaim', (tx) =>
      tx.query(`insert into public.profiles (clerk_user_id, email) values ('user_noclaim', 'boss@example.com')`),
    );
    expect(await profileOf('user_noclaim')).toEqual({ email: null, avatar_url: null });
    // An update of the other fields leaves the email alone; setting it is refused.
    await asRole(db, 'authenticated', 'user_noclaim', (tx) =>
      tx.query(`update public.profiles set bio = 'hi' where clerk_user_id = 'user_noclaim'`),
    );
    await expect(
      asRole(db, 'authenticated', 'user_noclaim', (tx) =>
        tx.query(`update public.profiles set email = 'boss@example.com' where clerk_user_id = 'user_noclaim'`),
      ),
    ).rejects.toThrow(/permission denied/);
    expect(await profileOf('user_noclaim')).toEqual({ email: null, avatar_url: null });
  });

  it('the service role (the webhook) sets the email', async () => {
    const res = await asRole(db, 'service_role', null, (tx) =>
      tx.query(`update public.profiles set email = 'real@example.com' where clerk_user_id = 'user_noclaim'`),
    );
    expect(res.affectedRows).toBe(1);
    expect((await profileOf('user_noclaim'))?.email).toBe('real@example.com');
  });

  it('users can neither call the webhook function nor read its deliveries', async () => {
    await expect(
      asRole(db, 'authenticated', A, (tx) =>
        tx.query(`select public.clerk_webhook_receive('msg_1', 'user.deleted', $1, null, null, null)`, [B]),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asRole(db, 'authenticated', A, (tx) => tx.query('select * from public.clerk_webhook_deliveries')),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asRole(db, 'anon', null, (tx) =>
        tx.query(`select public.clerk_webhook_receive('msg_1', 'user.deleted', $1, null, null, null)`, [B]),
      ),
    ).rejects.toThrow(/permission denied/);
    expect((await profileOf(B))?.email).toBe('b@example.com');
  });

  const PNG = readFileSync(
    join(import.meta.dirname, '../../node_modules/playwright-core/lib/server/chromium/appIcon.png'),
  );
  const GIF = readFileSync(join(import.meta.dirname, '../../node_modules/pdfjs-dist/web/images/loading-icon.gif'));
  const ALLOWED = [
    'https://img.clerk.com/eyJ0eXBlIjoicHJveHkiLCJzcmMiOiJodHRwczovL2ltYWdlcy5jbGVyay5kZXYvb2F1dGgifQ',
    'https://img.clerk.com/abc.png?width=160&height=160',
    `data:image/png;base64,${PNG.toString('base64')}`,
    `data:image/gif;base64,${GIF.toString('base64')}`,
    'data:image/webp;base64,UklGRg==',
    'data:image/jpeg;base64,/9j/4A==',
    `data:image/png;base64,${'A'.repeat(PROFILE_LIMITS.avatarUrl - 'data:image/png;base64,'.length)}`,
  ];
  const REFUSED = [
    'https://evil.example/pixel.png',
    'https://tracker.example/p.gif?u=1',
    'http://img.clerk.com/abc.png',
    'https://img.clerk.com.evil.example/abc.png',
    'https://img.clerk.com@evil.example/abc.png',
    'https://evil.example/?https://img.clerk.com/abc',
    'https://img.clerk.com:8443/abc.png',
    'https://img.clerk.com',
    'https://img.clerk.com/a b.png',
    'https://img.clerk.com/a#frag',
    `https://img.clerk.com/${'a'.repeat(2048)}`,
    'data:image/avif;base64,AAAA',
    'data:image/svg+xml;base64,PHN2Zy8+',
    'data:image/png;base64,',
    'data:image/png,iVBORw0KGgo=',
    `data:image/png;base64,${'A'.repeat(PROFILE_LIMITS.avatarUrl)}`,
  ];

  it.each(REFUSED.map((v) => [v.length > 80 ? `${v.slice(0, 60)}…(${v.length})` : v, v]))(
    'avatar_url %s is refused on update and insert',
    async (_label, value) => {
      await expect(
        asRole(db, 'authenticated', A, (tx) =>
          tx.query(`update public.profiles set avatar_url = $1 where clerk_user_id = $2`, [value, A]),
        ),
      ).rejects.toThrow(/profiles_avatar_url_allowed/);
      await expect(
        asRole(db, 'authenticated', 'user_av2', (tx) =>
          tx.query(`insert into public.profiles (clerk_user_id, avatar_url) values ('user_av2', $1)`, [value]),
        ),
      ).rejects.toThrow(/profiles_avatar_url_allowed/);
      expect(isAllowedAvatarUrl(value)).toBe(false);
    },
  );

  it('the allowed forms are accepted, and the form (src/data/avatar-url.ts) agrees', async () => {
    for (const value of ALLOWED) {
      const r = await asRole(db, 'authenticated', A, (tx) =>
        tx.query<{ avatar_url: string }>(
          `update public.profiles set avatar_url = $1 where clerk_user_id = $2 returning avatar_url`,
          [value, A],
        ),
      );
      expect(r.rows).toEqual([{ avatar_url: value }]);
      expect(isAllowedAvatarUrl(value)).toBe(true);
    }
  });

  it('the migration clears stored avatars outside the allowed forms and keeps the others', async () => {
    const old = await PGlite.create();
    try {
      await old.exec(readFileSync(join(import.meta.dirname, 'supabase-base.sql'), 'utf8'));
      for (const file of migrationFiles().filter((f) => f < OUR_MIGRATION))
        await old.exec(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'));
      await old.query(
        `insert into public.profiles (clerk_user_id, email, avatar_url) values
          ('u_track', 'a@example.com', 'https://tracker.example/p.gif'),
          ('u_clerk', 'b@example.com', 'https://img.clerk.com/abc'),
          ('u_data', 'c@example.com', 'data:image/webp;base64,UklGRg=='),
          ('u_avif', 'd@example.com', 'data:image/avif;base64,AAAA')`,
      );
      await old.exec(readFileSync(join(MIGRATIONS_DIR, OUR_MIGRATION), 'utf8'));
      const rows = await old.query(
        'select clerk_user_id, email, avatar_url from public.profiles order by clerk_user_id',
      );
      expect(rows.rows).toEqual([
        { clerk_user_id: 'u_avif', email: 'd@example.com', avatar_url: null },
        { clerk_user_id: 'u_clerk', email: 'b@example.com', avatar_url: 'https://img.clerk.com/abc' },
        { clerk_user_id: 'u_data', email: 'c@example.com', avatar_url: 'data:image/webp;base64,UklGRg==' },
        { clerk_user_id: 'u_track', email: 'a@example.com', avatar_url: null },
      ]);
    } finally {
      await old.close();
    }
  }, 60_000);
});

describe('translation allowances (translate_usage)', () => {
  const take = `select * from public.translate_take('ip:abc', null, 10, 50, 80, 120)`;

  it('the service role takes and gives back; the count is per caller and day', async () => {
    const first = await asRole(db, 'service_role', null, (tx) => tx.query<{ allowed: boolean; used: string }>(take));
    expect(first.rows[0]).toMatchObject({ allowed: true, plan: 'anonymous', allowance: 50 });
    expect(Number(first.rows[0]!.used)).toBe(10);
    const premium = await asRole(db, 'service_role', null, (tx) =>
      tx.query<{ plan: string; allowance: number }>(
        `select * from public.translate_take('user:b', $1, 5, 50, 80, 120)`,
        [B],
      ),
    );
    expect(premium.rows[0]).toMatchObject({ plan: 'premium', allowance: 120 });
  });

  for (const role of ['anon', 'authenticated'] as const) {
    it(`${role} can neither read the counts nor call the functions`, async () => {
      await expect(
        asRole(db, role, role === 'anon' ? null : A, (tx) => tx.query('select * from public.translate_usage')),
      ).rejects.toThrow(/permission denied/);
      await expect(asRole(db, role, role === 'anon' ? null : A, (tx) => tx.query(take))).rejects.toThrow(
        /permission denied/,
      );
      await expect(
        asRole(db, role, role === 'anon' ? null : A, (tx) =>
          tx.query(`select public.translate_give_back('ip:abc', current_date, 10)`),
        ),
      ).rejects.toThrow(/permission denied/);
    });
  }
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
