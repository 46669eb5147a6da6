-- Profiles bound to the account, and the Clerk webhook's bookkeeping (issue 31, items 4 and 9).
--
-- Before: a user chose the `email` of their own profile at the first sign-in (any address: it was not tied to the
-- session token), and `avatar_url` took any http(s) address, so a profile could show a third-party tracking image.
-- Deleting an account in Clerk left the profile and the plan behind.
-- Now:
--   * email is written by the server only. On a user's own insert a trigger replaces whatever was sent with the
--     session token's `email` claim (present when Clerk's session token is customised with
--     "email": "{{user.primary_email_address}}"; null otherwise), and a user can never update it (column grants of
--     20261122000000, and the trigger). The Clerk webhook (supabase/functions/clerk-webhook) writes the primary
--     address on `user.created` and `user.updated`, as the function's database role. The site keeps sending the
--     email on the first insert (older cached pages do too); it is simply not trusted.
--   * avatar_url is either an image on Clerk's image host (https://img.clerk.com/…, what Clerk gives as a user's
--     image) or a base64 data URL of a PNG, JPEG, WebP or GIF image (what the profile form makes from an uploaded
--     file), within the size limit. Stored avatars outside these forms are cleared. src/data/avatar-url.ts is the
--     same rule for the form, and supabase/tests/rls.test.ts checks that both agree.
--   * clerk_webhook_deliveries remembers the Svix message ids the webhook has applied, for an hour (longer than the
--     five minutes either side of now that a delivery's timestamp may be off), so a replayed delivery changes
--     nothing. `clerk_webhook_receive` records the id and applies the event in one transaction: a failure keeps
--     neither, and Svix's retry is applied later.

-- Email -------------------------------------------------------------------------------------------------------

create or replace function public.profiles_email_from_token()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.email := nullif(pg_catalog.btrim(auth.jwt() ->> 'email'), '');
    else
      new.email := old.email;
    end if;
  end if;
  return new;
end;
$$;

create trigger profiles_email_from_token
  before insert or update on public.profiles
  for each row execute function public.profiles_email_from_token();

-- Avatar ------------------------------------------------------------------------------------------------------

update public.profiles
  set avatar_url = null
  where avatar_url is not null
    and not (
      (char_length(avatar_url) <= 2048 and avatar_url ~ '^https://img\.clerk\.com/[A-Za-z0-9._~%/+=?&:-]*$')
      or (char_length(avatar_url) <= 300000
          and avatar_url ~ '^data:image/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$')
    );

alter table public.profiles drop constraint profiles_avatar_url_scheme;

alter table public.profiles
  add constraint profiles_avatar_url_allowed check (
    avatar_url is null
    or (char_length(avatar_url) <= 2048 and avatar_url ~ '^https://img\.clerk\.com/[A-Za-z0-9._~%/+=?&:-]*$')
    or (char_length(avatar_url) <= 300000
        and avatar_url ~ '^data:image/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$')
  );

-- The Clerk webhook ---------------------------------------------------------------------------------------------

create table public.clerk_webhook_deliveries (
  svix_id text primary key check (char_length(svix_id) between 1 and 255),
  received_at timestamptz not null default now()
);

create index clerk_webhook_deliveries_received_at on public.clerk_webhook_deliveries (received_at);

alter table public.clerk_webhook_deliveries enable row level security;
revoke all on table public.clerk_webhook_deliveries from public, anon, authenticated;

-- Applies one verified delivery. p_event: 'user.created', 'user.updated' or 'user.deleted' (anything else is refused:
-- the function decides which events it handles). Returns 'replayed' when the id was applied before, else what
-- changed: 'deleted' (the user's profile, plan and translation counts), 'created' or 'updated' (the email), each with
-- the number of profile rows touched after a colon ('updated:0' for a user with no profile yet).
create or replace function public.clerk_webhook_receive(
  p_svix_id text,
  p_event text,
  p_user text,
  p_email text,
  p_full_name text,
  p_avatar_url text
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rows integer;
begin
  if p_user is null or char_length(p_user) not between 1 and 255 then
    raise exception 'p_user must be a Clerk user id' using errcode = '22023';
  end if;
  if p_event not in ('user.created', 'user.updated', 'user.deleted') then
    raise exception 'unhandled event %', p_event using errcode = '22023';
  end if;

  delete from public.clerk_webhook_deliveries as d where d.received_at < now() - interval '1 hour';
  insert into public.clerk_webhook_deliveries as d (svix_id) values (p_svix_id)
    on conflict on constraint clerk_webhook_deliveries_pkey do nothing;
  if not found then
    return 'replayed';
  end if;

  if p_event = 'user.deleted' then
    delete from public.profiles as p where p.clerk_user_id = p_user;
    get diagnostics v_rows = row_count;
    delete from public.user_subscriptions as s where s.clerk_user_id = p_user;
    delete from public.translate_usage as u where u.caller = 'user:' || p_user;
    return 'deleted:' || v_rows;
  elsif p_event = 'user.created' then
    -- The profile the site would make at the first sign-in; a row made first by the site keeps its fields but takes
    -- the email.
    insert into public.profiles as p (clerk_user_id, email, full_name, avatar_url)
      values (p_user, p_email, p_full_name, p_avatar_url)
      on conflict (clerk_user_id) do update set email = excluded.email;
    get diagnostics v_rows = row_count;
    return 'created:' || v_rows;
  else
    -- Only an existing profile: a late `user.updated` must not bring back a deleted user's row.
    update public.profiles as p set email = p_email
      where p.clerk_user_id = p_user and p.email is distinct from p_email;
    get diagnostics v_rows = row_count;
    return 'updated:' || v_rows;
  end if;
end;
$$;

revoke all on function public.clerk_webhook_receive(text, text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.clerk_webhook_receive(text, text, text, text, text, text) to service_role;
