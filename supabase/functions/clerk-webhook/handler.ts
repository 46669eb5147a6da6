/**
 * Clerk's webhook for the user's rows in Supabase (issue 31): `user.deleted` removes the profile, the plan and the
 * translation counts; `user.created` and `user.updated` write the primary email address (the only writer of
 * `profiles.email` besides the session token's claim). Pure: the signing key, the store and the clock are given.
 *
 * Answers (JSON): 200 `{ ok, result }` applied or ignored (an event type it does not handle); 400 `bad-request`
 * (missing headers, a timestamp that is not one, a body that is not a Clerk event); 400 `stale` (timestamp more than
 * five minutes from now); 401 `bad-signature`; 405; 200 `{ ok, result: 'already-applied' }` for a message id
 * already applied (nothing changes; a 2xx so that Svix stops resending a delivery whose first answer was lost);
 * 413 `too-large`; 500 `failed` (the database; Svix delivers again later). Logs the event type, the outcome and the
 * message id, never a body, an email or the secret.
 */
import { parseEvent } from './event.ts';
import { verify, type Verdict } from './signature.ts';
import type { WebhookStore } from './store.ts';

export interface LogEntry {
  outcome: string;
  event?: string;
  svixId?: string;
  result?: string;
}

export interface Deps {
  key: CryptoKey;
  store: WebhookStore;
  maxBodyBytes: number;
  now?: () => number;
  log?: (entry: LogEntry) => void;
}

/** The longest message id kept (clerk_webhook_deliveries.svix_id). */
const MAX_ID_LENGTH = 255;

const json = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const REFUSALS: Record<Exclude<Verdict, 'ok'>, [number, string]> = {
  'missing-headers': [400, 'bad-request'],
  'bad-timestamp': [400, 'bad-request'],
  stale: [400, 'stale'],
  'bad-signature': [401, 'bad-signature'],
};

/** The body's bytes, or null when it is longer than `max` (read no further than that). */
async function readBody(req: Request, max: number): Promise<Uint8Array | null> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > max) return null;
  if (!req.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

export function createHandler({ key, store, maxBodyBytes, now = Date.now, log = console.log }: Deps) {
  return async (req: Request): Promise<Response> => {
    if (req.method !== 'POST') return json(405, { error: 'method' });
    const body = await readBody(req, maxBodyBytes);
    if (!body) {
      log({ outcome: 'too-large' });
      return json(413, { error: 'too-large' });
    }
    const svixId = req.headers.get('svix-id');
    const verdict =
      // Svix ids are short ("msg_…"); a longer one is not a delivery (and would not fit the deliveries table).
      svixId && svixId.length > MAX_ID_LENGTH
        ? 'missing-headers'
        : await verify(
            key,
            { id: svixId, timestamp: req.headers.get('svix-timestamp'), signature: req.headers.get('svix-signature') },
            body,
            now(),
          );
    if (verdict !== 'ok') {
      const [status, error] = REFUSALS[verdict];
      log({ outcome: verdict });
      return json(status, { error });
    }
    const id = svixId!;
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(body);
    } catch {
      log({ outcome: 'malformed', svixId: id });
      return json(400, { error: 'bad-request' });
    }
    const parsed = parseEvent(text);
    if (!parsed.ok) {
      log({ outcome: 'malformed', svixId: id, result: parsed.reason });
      return json(400, { error: 'bad-request' });
    }
    const { action } = parsed;
    if (action.type === 'ignored') {
      log({ outcome: 'ignored', event: action.event, svixId: id });
      return json(200, { ok: true, result: 'ignored' });
    }
    try {
      const receipt = await store.receive(id, action);
      if (receipt.replayed) {
        log({ outcome: 'replayed', event: action.type, svixId: id });
        return json(200, { ok: true, result: 'already-applied' });
      }
      log({ outcome: 'applied', event: action.type, svixId: id, result: receipt.result });
      return json(200, { ok: true, result: receipt.result });
    } catch (err) {
      // The database's message can hold values (an email in a constraint error): log its code only.
      const code = (err as { code?: unknown }).code;
      log({ outcome: 'failed', event: action.type, svixId: id, result: typeof code === 'string' ? code : 'error' });
      return json(500, { error: 'failed' });
    }
  };
}
