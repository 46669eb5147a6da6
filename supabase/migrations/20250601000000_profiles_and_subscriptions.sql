-- Profiles and plans of users who sign in with Clerk (Supabase third-party auth).
--
-- Every request from the site carries the user's Clerk session token; Supabase verifies it and runs the
-- query as the role `authenticated` with the token's claims in `request.jwt.claims`, so `auth.jwt()->>'sub'`
-- is the Clerk user id. Row-level security limits each user to their own rows. Plans are written by the
-- service role only (a payment webhook, the dashboard): a user may record the free plan for themselves, but
-- never change a plan, its status or its features. The anonymous role can do nothing.
--
-- Field limits match src/data/limits.ts.

create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- Profiles ---------------------------------------------------------------------------------------------

create table public.profiles (
  id uuid primary key default gen_random_uuid(),
  clerk_user_id text not null unique check (char_length(clerk_user_id) between 1 and 255),
  email text check (email is null or char_length(email) <= 320),
  full_name text check (full_name is null or char_length(full_name) <= 256),
  avatar_url text check (avatar_url is null or char_length(avatar_url) <= 300000),
  bio text check (bio is null or char_length(bio) <= 1000),
  website text check (website is null or (char_length(website) <= 2048 and website ~* '^https?://[^[:space:]]+$')),
  location text check (location is null or char_length(location) <= 256),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

alter table public.profiles enable row level security;

revoke all on table public.profiles from anon;
revoke all on table public.profiles from authenticated;
grant select, insert, update on table public.profiles to authenticated;

create policy "profiles: users read their own"
  on public.profiles for select to authenticated
  using (clerk_user_id = (select auth.jwt() ->> 'sub'));

create policy "profiles: users create their own"
  on public.profiles for insert to authenticated
  with check (clerk_user_id = (select auth.jwt() ->> 'sub'));

create policy "profiles: users update their own"
  on public.profiles for update to authenticated
  using (clerk_user_id = (select auth.jwt() ->> 'sub'))
  with check (clerk_user_id = (select auth.jwt() ->> 'sub'));

-- Subscriptions ----------------------------------------------------------------------------------------

create table public.user_subscriptions (
  id uuid primary key default gen_random_uuid(),
  clerk_user_id text not null unique check (char_length(clerk_user_id) between 1 and 255),
  plan_name text not null default 'free' check (plan_name in ('free', 'premium')),
  status text not null default 'active' check (status in ('active', 'inactive', 'canceled', 'past_due')),
  features text[] not null default '{}'::text[] check (cardinality(features) <= 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger user_subscriptions_set_updated_at
  before update on public.user_subscriptions
  for each row execute function public.set_updated_at();

-- Users may not change a plan, its status or its features; only the service role (or the owner) may.
create or replace function public.guard_subscription_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
     and (new.plan_name is distinct from old.plan_name
          or new.status is distinct from old.status
          or new.features is distinct from old.features
          or new.clerk_user_id is distinct from old.clerk_user_id) then
    raise exception 'only the service role can change a subscription''s plan, status or features'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger user_subscriptions_guard
  before update on public.user_subscriptions
  for each row execute function public.guard_subscription_changes();

alter table public.user_subscriptions enable row level security;

revoke all on table public.user_subscriptions from anon;
revoke all on table public.user_subscriptions from authenticated;
grant select, insert, update on table public.user_subscriptions to authenticated;

create policy "subscriptions: users read their own"
  on public.user_subscriptions for select to authenticated
  using (clerk_user_id = (select auth.jwt() ->> 'sub'));

-- The free plan is the only one a user can give themselves.
create policy "subscriptions: users record their own free plan"
  on public.user_subscriptions for insert to authenticated
  with check (
    clerk_user_id = (select auth.jwt() ->> 'sub')
    and plan_name = 'free'
    and status = 'active'
    and features <@ array['basic_tools']::text[]
  );

-- Lets an upsert of an unchanged row succeed; the guard trigger refuses any real change.
create policy "subscriptions: users touch their own"
  on public.user_subscriptions for update to authenticated
  using (clerk_user_id = (select auth.jwt() ->> 'sub'))
  with check (clerk_user_id = (select auth.jwt() ->> 'sub'));
