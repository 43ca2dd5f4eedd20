/**
 * The real server app (real routes, real PGlite) behind a recording network, for the sync
 * tests: every request a device sends is logged as it left the device, and a test may make
 * the next matching one fail as an unreachable server or a failing proxy would. Only the
 * network is faked; every answer that gets through is the real server's.
 */
import { decodeJwt, SignJWT } from 'jose';
import type { TestApi } from '../../server/testing';
import { getMeta, type PortalDb, setMeta } from '../core/db';

export interface RecordedRequest {
  method: string;
  /** Path and query. */
  path: string;
  authorization: string | null;
  idempotencyKey: string | null;
  body: unknown;
}

/**
 * 'network': fetch throws TypeError, as when the server is unreachable; otherwise a proxy's
 * answer, given instead of the server's (`isDelivered`: after the server has applied the request).
 */
export type Fault = 'network' | { status: number; body?: unknown; isDelivered?: boolean };

export function realNetwork(api: TestApi) {
  const requests: RecordedRequest[] = [];
  const faults: { match: (request: RecordedRequest) => boolean; fault: Fault }[] = [];

  async function fetch(input: string, init: RequestInit): Promise<Response> {
    const url = new URL(input);
    const headers = new Headers(init.headers);
    const text = typeof init.body === 'string' ? init.body : null;
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname + url.search,
      authorization: headers.get('Authorization'),
      idempotencyKey: headers.get('Idempotency-Key'),
      body: init.body instanceof FormData ? formFields(init.body) : text ? JSON.parse(text) : null,
    };
    requests.push(request);
    const index = faults.findIndex((entry) => entry.match(request));
    const fault = index >= 0 ? faults.splice(index, 1)[0]?.fault : undefined;
    if (fault === 'network') throw new TypeError('Failed to fetch');
    headers.set('Host', 'localhost:8080');
    if (!fault) return api.app.request(url.pathname + url.search, { ...init, headers });
    if (fault.isDelivered) await (await api.app.request(url.pathname + url.search, { ...init, headers })).text();
    if (fault.status === 204) return new Response(null, { status: 204 });
    return Response.json(fault.body ?? { detail: 'Injected fault' }, { status: fault.status });
  }

  return {
    api,
    fetch,
    requests,
    /** Requests that carried a mutation (everything but reads and token calls). */
    mutations: () => requests.filter((request) => request.method !== 'GET' && !request.path.includes('/token/')),
    /** The next request matching `match` (default: any) fails with `fault`. */
    failNext(fault: Fault, match: (request: RecordedRequest) => boolean = () => true): void {
      faults.push({ match, fault });
    },
  };
}

export type RealNetwork = ReturnType<typeof realNetwork>;

/** The stored access token has run out (signed by the server's key, expired a minute ago). */
export async function expireAccess(db: PortalDb, api: TestApi): Promise<void> {
  const session = await getMeta(db, 'session');
  if (!session) throw new Error('no session to expire');
  const claims = decodeJwt(session.access);
  const now = Math.floor(Date.now() / 1000);
  const access = await new SignJWT({ tid: claims['tid'], typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.sub))
    .setIssuedAt(now - 3_600)
    .setExpirationTime(now - 60)
    .sign(api.deps.secret);
  await setMeta(db, 'session', { ...session, access });
}

/** The stored refresh token is spent: someone else used it first, so the server refuses it. */
export async function spendRefresh(db: PortalDb, api: TestApi): Promise<void> {
  const session = await getMeta(db, 'session');
  const res = await api.call('POST', '/api/v1/token/refresh/', { body: { refresh: session?.refresh } });
  if (res.status !== 200) throw new Error(`refresh failed: ${res.status}`);
}

/** A multipart body as the request log shows it: files as their name, size and type. */
function formFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  form.forEach((value, name) => {
    fields[name] = typeof value === 'string' ? value : { name: value.name, size: value.size, type: value.type };
  });
  return fields;
}
