-- What a Supabase project has before our migrations run, for tests on a bare Postgres (PGlite in
-- supabase/tests/setup.ts, Debian's Postgres in the translate function's tests): the API roles, a minimal `auth`
-- schema whose auth.jwt() reads request.jwt.claims, and Supabase's default grants on `public` (everything to the
-- API roles; the migrations must narrow them).

create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

create schema auth;
grant usage on schema auth to anon, authenticated, service_role;
create function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;
grant execute on function auth.jwt() to anon, authenticated, service_role;
