/**
 * Another server "process" for tests: a second app over the same database (and access-token
 * key) as a TestApi, with its own in-memory state, as N processes behind a load balancer
 * share one Postgres. Whatever it must know of the first one's work, it learns from the
 * database. Not a test itself.
 */
import { type CreateAppOptions, createApp } from './app';
import { createLogger } from './logger';
import type { CallOptions, CallResult, TestApi } from './testing';

export type ProcessOptions = Omit<CreateAppOptions, 'db' | 'secret'>;

export function anotherProcess(api: TestApi, options: ProcessOptions = {}) {
  const { app, deps } = createApp({
    db: api.database.db,
    secret: api.deps.secret,
    logger: createLogger('silent'),
    ...options,
  });

  async function call<T = unknown>(
    method: string,
    path: string,
    callOptions: CallOptions = {},
  ): Promise<CallResult<T>> {
    const headers: Record<string, string> = { Host: callOptions.host ?? 'localhost:8080', ...callOptions.headers };
    if (callOptions.token) headers['Authorization'] = `Bearer ${callOptions.token}`;
    if (callOptions.body !== undefined) headers['Content-Type'] = 'application/json';
    const init: RequestInit = { method, headers };
    if (callOptions.body !== undefined) init.body = JSON.stringify(callOptions.body);
    const res = await app.request(path, init);
    const text = await res.text();
    const isJson = (res.headers.get('content-type') ?? '').includes('json');
    return { status: res.status, body: (isJson && text ? JSON.parse(text) : text) as T, text, headers: res.headers };
  }

  return { app, deps, call };
}
