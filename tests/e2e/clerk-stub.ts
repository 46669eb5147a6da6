/**
 * Stand-ins for Clerk's browser scripts and for Supabase's REST API, served through `page.route`, for the
 * Clerk-mode build (`npm run build:clerk`): used by auth.spec.ts and csp.spec.ts.
 */
import type { Page, Route } from '@playwright/test';

/** The host in the publishable key of the Clerk-mode test build (`.invalid` never resolves). */
export const CLERK_HOST = 'clerk.unreachable.invalid';
/** The Supabase project URL of the Clerk-mode test build. */
export const SUPABASE_HOST = 'e2e-project.supabase.invalid';
export const STUB_SESSION_TOKEN = 'stub-session-token';
const STUB_USER_KEY = 'e2e-clerk-user';

const CLERK_JS = `(() => {
  const KEY = ${JSON.stringify(STUB_USER_KEY)};
  const listeners = new Set();
  const read = () => { try { return JSON.parse(localStorage.getItem(KEY) || 'null'); } catch { return null; } };
  const clerk = {
    loaded: false, user: null, session: null, organization: null,
    client: { sessions: [], signIn: {}, signUp: {} },
    async load(options) { clerk.options = options; sync(); clerk.loaded = true; },
    addListener(fn) { listeners.add(fn); fn(state()); return () => listeners.delete(fn); },
    mountSignIn(el, props) { form(el, 'clerk-sign-in', 'Stub Clerk sign-in', props); },
    unmountSignIn(el) { el.innerHTML = ''; },
    mountSignUp(el, props) { form(el, 'clerk-sign-up', 'Stub Clerk sign-up', props); },
    unmountSignUp(el) { el.innerHTML = ''; },
    mountUserButton(el, props) {
      el.innerHTML = '<button type="button" data-testid="clerk-user-button">Sign out ' + (clerk.user ? clerk.user.firstName : '') + '</button>';
      el.querySelector('button').onclick = () => clerk.signOut({ redirectUrl: props && props.afterSignOutUrl });
    },
    unmountUserButton(el) { el.innerHTML = ''; },
    async signOut(opts) { localStorage.removeItem(KEY); sync(); emit(); if (opts && opts.redirectUrl) location.assign(opts.redirectUrl); },
    async handleRedirectCallback() { window.__stubRedirectCallback = (window.__stubRedirectCallback || 0) + 1; },
    __internal_updateProps() {},
  };
  function form(el, id, title, props) {
    el.innerHTML = '<form data-testid="' + id + '" data-path="' + (props && props.path) + '"><p>' + title + '</p><button type="submit">Continue with the stub account</button></form>';
    el.querySelector('form').dataset.fallbackRedirect = String(props && props.fallbackRedirectUrl);
    el.querySelector('form').onsubmit = (e) => {
      e.preventDefault();
      localStorage.setItem(KEY, JSON.stringify({ id: 'user_e2e', firstName: 'Erin', lastName: 'Example', email: 'erin@example.com' }));
      sync(); emit();
    };
  }
  function sync() {
    const u = read();
    clerk.user = u ? {
      id: u.id, firstName: u.firstName, lastName: u.lastName, fullName: u.firstName + ' ' + u.lastName,
      imageUrl: '', primaryEmailAddress: { emailAddress: u.email },
      createdAt: new Date('2024-05-01T10:00:00Z'), lastSignInAt: new Date(), organizationMemberships: [],
    } : null;
    clerk.session = u ? { id: 'sess_e2e', status: 'active', lastActiveToken: null, factorVerificationAge: null,
      getToken: async () => ${JSON.stringify(STUB_SESSION_TOKEN)} } : null;
  }
  function state() { return { client: clerk.client, user: clerk.user, session: clerk.session, organization: null }; }
  function emit() { for (const l of listeners) l(state()); }
  window.Clerk = clerk;
})();`;

const CLERK_UI = 'window.__internal_ClerkUICtor = class ClerkUIStub {};';

/** Serves the stub for every script Clerk's loader asks the frontend API for. */
export async function routeClerkStub(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(`https://${CLERK_HOST}/**`, async (route: Route) => {
    const url = route.request().url();
    requested.push(url);
    const body = /\/@clerk\/ui@/.test(url) ? CLERK_UI : /\/@clerk\/clerk-js@/.test(url) ? CLERK_JS : null;
    if (!body) return route.fulfill({ status: 404, body: 'not stubbed' });
    return route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      headers: { 'access-control-allow-origin': '*' },
      body,
    });
  });
  return requested;
}

interface SupabaseCall {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * An in-memory Supabase REST API for the five calls: profiles select/update/upsert and user_subscriptions
 * select/upsert. Records every call.
 */
export async function routeSupabaseFake(
  page: Page,
): Promise<{ calls: SupabaseCall[]; rows: Record<string, unknown[]> }> {
  const calls: SupabaseCall[] = [];
  const rows: Record<string, Record<string, unknown>[]> = { profiles: [], user_subscriptions: [] };
  await page.route(`https://${SUPABASE_HOST}/**`, async (route: Route) => {
    const req = route.request();
    const url = new URL(req.url());
    const headers = await req.allHeaders();
    if (req.method() === 'OPTIONS') {
      return route.fulfill({
        status: 204,
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
          'access-control-allow-methods': 'GET,POST,PATCH,OPTIONS',
        },
      });
    }
    const body = req.postData() ? (JSON.parse(req.postData()!) as unknown) : null;
    calls.push({ method: req.method(), path: url.pathname, query: url.search, headers, body });
    const table = url.pathname.replace('/rest/v1/', '');
    const list = rows[table] ?? [];
    const filters = [...url.searchParams].filter(([k]) => k !== 'select' && k !== 'on_conflict');
    const match = (r: Record<string, unknown>) => filters.every(([k, v]) => `eq.${String(r[k])}` === v);
    const cors = { 'access-control-allow-origin': '*', 'access-control-expose-headers': '*' };
    const one = (r: Record<string, unknown> | undefined) =>
      r
        ? route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: JSON.stringify(r) })
        : route.fulfill({
            status: 406,
            headers: cors,
            contentType: 'application/json',
            body: JSON.stringify({
              code: 'PGRST116',
              details: 'The result contains 0 rows',
              hint: null,
              message: 'JSON object requested, multiple (or no) rows returned',
            }),
          });
    if (req.method() === 'GET') return one(list.find(match));
    if (req.method() === 'PATCH') {
      const row = list.find(match);
      if (row) Object.assign(row, body, { updated_at: new Date().toISOString() });
      return one(row);
    }
    if (req.method() === 'POST') {
      const input = body as Record<string, unknown>;
      let row = list.find((r) => r.clerk_user_id === input.clerk_user_id);
      // The app inserts and leaves an existing row alone (PostgREST then returns no row).
      if (row && /resolution=ignore-duplicates/.test(headers.prefer ?? '')) return one(undefined);
      if (row) Object.assign(row, input);
      else {
        row = { id: `id-${list.length + 1}`, created_at: new Date().toISOString(), ...input };
        list.push(row);
      }
      rows[table] = list;
      return one(row);
    }
    return route.fulfill({ status: 405, headers: cors, body: 'method not allowed' });
  });
  return { calls, rows };
}
