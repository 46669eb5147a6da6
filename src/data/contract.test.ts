/**
 * Contract of the five Supabase calls: supabase-js runs against a local HTTP server, and each request's
 * method, path, query and headers are checked exactly (apikey = anon key, Authorization = the Clerk
 * session token, PostgREST's object and upsert headers).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSupabase, supabaseRepository } from './supabase';
import type { ProfileRepository } from './types';

interface Seen {
  method: string;
  path: string;
  query: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

const ANON_KEY = 'anon-key-123';
const TOKEN = 'clerk-session-token';

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      seen.push({
        method: req.method ?? '',
        path: url.pathname,
        query: decodeURIComponent(url.search.slice(1)),
        headers: req.headers,
        body: data ? (JSON.parse(data) as unknown) : null,
      });
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
});

function repo(token: string | null = TOKEN): ProfileRepository {
  return supabaseRepository(createSupabase({ url: baseUrl, anonKey: ANON_KEY, getToken: async () => token }));
}

beforeEach(() => {
  seen = [];
  reply = { status: 200, body: {} };
});

function only(): Seen {
  expect(seen).toHaveLength(1);
  return seen[0]!;
}

function expectAuthHeaders(h: IncomingHttpHeaders, token = TOKEN) {
  expect(h.apikey).toBe(ANON_KEY);
  expect(h.authorization).toBe(`Bearer ${token}`);
}

const profileRow = {
  id: '00000000-0000-0000-0000-000000000001',
  clerk_user_id: 'user_1',
  email: 'a@example.com',
  full_name: 'Ann',
  avatar_url: null,
  bio: null,
  website: null,
  location: null,
};

describe('Supabase contract: the five calls', () => {
  it('profiles select: GET with the user filter, one row', async () => {
    reply = { status: 200, body: profileRow };
    const res = await repo().getProfile('user_1');
    expect(res).toEqual({ data: profileRow, error: null });
    const r = only();
    expect(r.method).toBe('GET');
    expect(r.path).toBe('/rest/v1/profiles');
    expect(r.query).toBe('select=*&clerk_user_id=eq.user_1');
    expect(r.headers.accept).toBe('application/vnd.pgrst.object+json');
    expectAuthHeaders(r.headers);
  });

  it('profiles select with no row: PGRST116 comes back as the error code', async () => {
    reply = {
      status: 406,
      body: { code: 'PGRST116', details: 'The result contains 0 rows', hint: null, message: 'JSON object requested' },
    };
    const res = await repo().getProfile('user_1');
    expect(res.data).toBeNull();
    expect(res.error?.code).toBe('PGRST116');
  });

  it('profiles update: PATCH with the user filter and the fields, returning the row', async () => {
    reply = { status: 200, body: { ...profileRow, bio: 'hi' } };
    const res = await repo().updateProfile('user_1', { bio: 'hi', website: 'https://a.example' });
    expect(res.data?.bio).toBe('hi');
    const r = only();
    expect(r.method).toBe('PATCH');
    expect(r.path).toBe('/rest/v1/profiles');
    expect(r.query).toBe('clerk_user_id=eq.user_1&select=*');
    expect(r.body).toEqual({ bio: 'hi', website: 'https://a.example' });
    expect(r.headers.prefer).toBe('return=representation');
    expect(r.headers.accept).toBe('application/vnd.pgrst.object+json');
    expectAuthHeaders(r.headers);
  });

  it('profiles upsert: POST on clerk_user_id, leaving an existing row alone', async () => {
    reply = { status: 201, body: profileRow };
    const res = await repo().upsertProfile(profileRow);
    expect(res.data).toEqual(profileRow);
    const r = only();
    expect(r.method).toBe('POST');
    expect(r.path).toBe('/rest/v1/profiles');
    expect(r.query).toBe('on_conflict=clerk_user_id&select=*');
    expect(r.body).toEqual(profileRow);
    expect(r.headers.prefer).toBe('resolution=ignore-duplicates, return=representation');
    expectAuthHeaders(r.headers);
  });

  it('user_subscriptions select: GET filtered by user and status active, one row', async () => {
    const sub = { clerk_user_id: 'user_1', plan_name: 'premium', status: 'active', features: ['basic_tools'] };
    reply = { status: 200, body: sub };
    const res = await repo().getActiveSubscription('user_1');
    expect(res).toEqual({ data: sub, error: null });
    const r = only();
    expect(r.method).toBe('GET');
    expect(r.path).toBe('/rest/v1/user_subscriptions');
    expect(r.query).toBe('select=*&clerk_user_id=eq.user_1&status=eq.active');
    expect(r.headers.accept).toBe('application/vnd.pgrst.object+json');
    expectAuthHeaders(r.headers);
  });

  it('user_subscriptions upsert: POST on clerk_user_id, leaving an existing row alone', async () => {
    const sub = { clerk_user_id: 'user_1', plan_name: 'free', status: 'active', features: ['basic_tools'] };
    reply = { status: 201, body: sub };
    await repo().upsertSubscription(sub);
    const r = only();
    expect(r.method).toBe('POST');
    expect(r.path).toBe('/rest/v1/user_subscriptions');
    expect(r.query).toBe('on_conflict=clerk_user_id&select=*');
    expect(r.body).toEqual(sub);
    expect(r.headers.prefer).toBe('resolution=ignore-duplicates, return=representation');
    expectAuthHeaders(r.headers);
  });

  it('without a session token, requests carry the anon key as bearer', async () => {
    reply = { status: 200, body: profileRow };
    await repo(null).getProfile('user_1');
    expectAuthHeaders(only().headers, ANON_KEY);
  });

  it('a server error comes back as an error result with its message', async () => {
    reply = { status: 500, body: { code: 'XX000', message: 'database is down', details: null, hint: null } };
    const res = await repo().updateProfile('user_1', { bio: 'x' });
    expect(res.error).toEqual({ code: 'XX000', message: 'database is down', details: null, hint: null });
  });

  it('an unreachable server comes back as an error result, not a throw', async () => {
    const dead = supabaseRepository(
      createSupabase({ url: 'http://127.0.0.1:9', anonKey: ANON_KEY, getToken: async () => TOKEN }),
    );
    const res = await dead.getProfile('user_1');
    expect(res.data).toBeNull();
    expect(res.error?.message).toBeTruthy();
  });
});
