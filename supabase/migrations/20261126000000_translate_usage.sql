-- Daily translation allowances for the site's own translation engine (supabase/functions/translate).
--
-- The Edge Function counts the characters of source text each caller sends per UTC day: a signed-in user by
-- their Clerk user id, anyone else by a salted hash of their IP address (never the address itself). Counting
-- is one call to `translate_take`, which adds and checks in one UPDATE on the caller's row: concurrent requests
-- wait for the row lock and re-check the limit, so two of them can never both pass it.
--
-- Nobody but the function's database role reads or writes this: row-level security is on with no policy, the API
-- roles have no grants on the table, and only `service_role` (and the owner, the role the function connects as)
-- may execute the functions.

create table public.translate_usage (
  caller text not null check (char_length(caller) between 1 and 300),
  day date not null,
  used bigint not null default 0 check (used >= 0),
  primary key (caller, day)
);

create index translate_usage_day on public.translate_usage (day);

alter table public.translate_usage enable row level security;
revoke all on table public.translate_usage from public, anon, authenticated;

-- The allowance a caller has today: anonymous without a user id; premium for an active subscription whose plan is
-- not free (the rule the site uses: src/lib/auth); free otherwise.
create or replace function public.translate_take(
  p_caller text,
  p_user text,
  p_chars integer,
  p_anonymous bigint,
  p_free bigint,
  p_premium bigint
)
returns table (allowed boolean, plan text, used bigint, allowance bigint, day date)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_day date := (now() at time zone 'utc')::date;
  v_plan text;
  v_allowance bigint;
  v_used bigint;
begin
  if p_chars is null or p_chars < 0 then
    raise exception 'p_chars must be 0 or more' using errcode = '22023';
  end if;

  if p_user is null then
    v_plan := 'anonymous';
  elsif exists (
    select 1 from public.user_subscriptions s
    where s.clerk_user_id = p_user and s.status = 'active' and s.plan_name <> 'free'
  ) then
    v_plan := 'premium';
  else
    v_plan := 'free';
  end if;
  v_allowance := case v_plan when 'anonymous' then p_anonymous when 'premium' then p_premium else p_free end;

  insert into public.translate_usage as u (caller, day, used) values (p_caller, v_day, 0)
    on conflict on constraint translate_usage_pkey do nothing;

  update public.translate_usage as u
    set used = u.used + p_chars
    where u.caller = p_caller and u.day = v_day and u.used + p_chars <= v_allowance
    returning u.used into v_used;

  if found then
    allowed := true;
  else
    select u.used into v_used from public.translate_usage as u where u.caller = p_caller and u.day = v_day;
    allowed := false;
  end if;

  -- Keep two days at most (today's and yesterday's), a few old rows per call: hashed addresses are not kept.
  delete from public.translate_usage as u
    where u.ctid in (select o.ctid from public.translate_usage as o where o.day < v_day - 1 limit 20);

  plan := v_plan;
  used := v_used;
  allowance := v_allowance;
  day := v_day;
  return next;
end;
$$;

-- Gives back what a request took when the provider failed before answering.
create or replace function public.translate_give_back(p_caller text, p_day date, p_chars integer)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.translate_usage as u
    set used = greatest(0, u.used - p_chars)
    where u.caller = p_caller and u.day = p_day;
$$;

revoke all on function public.translate_take(text, text, integer, bigint, bigint, bigint) from public, anon, authenticated;
revoke all on function public.translate_give_back(text, date, integer) from public, anon, authenticated;
grant execute on function public.translate_take(text, text, integer, bigint, bigint, bigint) to service_role;
grant execute on function public.translate_give_back(text, date, integer) to service_role;
