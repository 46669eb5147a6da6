-- Narrow what a signed-in user may write to the columns the app needs.
--
-- Before: table-wide INSERT and UPDATE let a user set their own `email` after sign-up, backdate
-- `created_at`, store `avatar_url = 'javascript:…'`, and record duplicated `features`; subscriptions were
-- updatable (a trigger refused real changes).
-- Now:
--   * profiles: a user inserts only their own row with the fields the app sends on the first sign-in (never
--     `id`, `created_at`, `updated_at`), and updates only the fields of the profile form. `email` comes from
--     Clerk at the first sign-in and is not editable afterwards.
--   * avatar_url: an http(s) address or a data URL of a raster image (no `javascript:`, no SVG); website was
--     already http(s) only.
--   * user_subscriptions: a user may only insert their own free plan, never update it (the app records it
--     with "insert, ignoring an existing row"); features hold no duplicates, for everyone.

-- Profiles ---------------------------------------------------------------------------------------------

revoke insert, update on table public.profiles from authenticated;
grant insert (clerk_user_id, email, full_name, avatar_url, bio, website, location) on table public.profiles
  to authenticated;
grant update (full_name, avatar_url, bio, website, location) on table public.profiles to authenticated;

alter table public.profiles
  add constraint profiles_avatar_url_scheme check (
    avatar_url is null
    or avatar_url ~ '^https?://[^[:space:]]+$'
    or avatar_url ~ '^data:image/(png|jpeg|webp|gif|avif);base64,[A-Za-z0-9+/=]+$'
  );

-- Subscriptions ----------------------------------------------------------------------------------------

create or replace function public.has_no_duplicates(items text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select count(*) = count(distinct x) from unnest(items) as t(x)
$$;

alter table public.user_subscriptions
  add constraint user_subscriptions_features_distinct check (public.has_no_duplicates(features));

drop policy "subscriptions: users touch their own" on public.user_subscriptions;
revoke insert, update on table public.user_subscriptions from authenticated;
grant insert (clerk_user_id, plan_name, status, features) on table public.user_subscriptions to authenticated;
