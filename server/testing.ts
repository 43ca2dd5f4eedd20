/**
 * Test support for server tests: a real in-memory PGlite, migrated and seeded, and the
 * real Hono app called through `app.request` with a Host header (the tenant) and an
 * optional bearer token. Not a test itself; no part of our code is mocked.
 */
import { and, eq } from 'drizzle-orm';
import type { TokenPair } from '../contract/auth';
import { MESSAGES } from '../contract/messages';
import type { ChangesResponse } from '../contract/sync';
import { type CreateAppOptions, createApp } from './app';
import { users } from './db/schema';
import type { SeedOptions } from './db/seed';
import { DEMO_PASSWORD } from './db/seed-data';
import { createLogger, type Logger } from './logger';
import { seededDatabase } from './testing-snapshot';

export { DEMO_PASSWORD };
export const CAMPUS_HOST = 'campus.localhost';

/** The bodies of a 404 and of a 401 for want of a token. */
export const NOT_FOUND = { detail: MESSAGES.notFound };
export const NOT_AUTHENTICATED = { detail: MESSAGES.notAuthenticated };

export interface CallOptions {
  host?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface TestApiOptions {
  logger?: Logger;
  /** Believe X-Forwarded-For, so tests can act as many clients. */
  trustProxy?: boolean;
  mail?: CreateAppOptions['mail'];
  social?: CreateAppOptions['social'];
  /** The payment provider (the Stripe adapter against a stand-in); the embedded one by default. */
  payments?: CreateAppOptions['payments'];
  /** Uploads in an S3-compatible bucket (s3rver in tests, testing-s3.ts); local disk by default. */
  s3?: CreateAppOptions['s3'];
  /** Where uploads are kept on disk, for a test that reads them; a fresh temporary directory by default. */
  mediaDir?: string;
  /** Google Classroom against a stand-in (testing-classroom.ts); not configured by default. */
  classroom?: CreateAppOptions['classroom'];
}

/** Calls to `app` as a client makes them: the tenant by Host, an optional bearer token and a JSON body. */
export function callsTo(app: ReturnType<typeof createApp>['app']) {
  return async function call<T = unknown>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<CallResult<T>> {
    const headers: Record<string, string> = { Host: options.host ?? 'localhost:8080', ...options.headers };
    if (options.token) headers['Authorization'] = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const init: RequestInit = { method, headers };
    if (options.body !== undefined) init.body = JSON.stringify(options.body);
    const res = await app.request(path, init);
    const text = await res.text();
    const isJson = (res.headers.get('content-type') ?? '').includes('json');
    return { status: res.status, body: (isJson && text ? JSON.parse(text) : text) as T, text, headers: res.headers };
  };
}

export async function createTestApi(
  seed: SeedOptions = { jobCount: 40 },
  distDir: string | null = null,
  options: TestApiOptions = {},
) {
  const { database, seeded } = await seededDatabase(seed);
  const { app, deps } = createApp({
    db: database.db,
    secret: new TextEncoder().encode('test-secret-of-at-least-32-bytes!!'),
    logger: options.logger ?? createLogger('silent'),
    distDir,
    trustProxy: options.trustProxy ?? false,
    ...(options.mail ? { mail: options.mail } : {}),
    ...(options.social ? { social: options.social } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.s3 ? { s3: options.s3 } : {}),
    ...(options.mediaDir ? { mediaDir: options.mediaDir } : {}),
    ...(options.classroom ? { classroom: options.classroom } : {}),
  });

  const call = callsTo(app);

  async function login(email: string, host = 'localhost'): Promise<TokenPair> {
    const res = await call<TokenPair>('POST', '/api/v1/token/', { host, body: { email, password: DEMO_PASSWORD } });
    if (res.status !== 200) throw new Error(`login of ${email} on ${host} failed: ${res.status} ${res.text}`);
    return res.body;
  }

  return { app, deps, database, seeded, call, login, close: () => database.close() };
}

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;

/** The change feed as `token` reads it: only its head without a cursor, else the changes after it. */
export const readChanges = (api: TestApi, token: string, cursor?: number, host?: string) =>
  api.call<ChangesResponse>('GET', `/api/v1/sync/changes/${cursor === undefined ? '' : `?cursor=${cursor}`}`, {
    token,
    ...(host ? { host } : {}),
  });

/** The id of the user with `email` in a tenant (the default one unless named). */
export async function userIdOf(api: TestApi, email: string, tenantId = api.seeded.defaultTenantId): Promise<number> {
  const [row] = await api.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
  if (!row) throw new Error(`no user ${email} in tenant ${tenantId}`);
  return row.id;
}
