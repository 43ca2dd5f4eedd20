/**
 * Another server "process" for tests: a second app over the same database (and access-token
 * key) as a TestApi, with its own in-memory state, as N processes behind a load balancer
 * share one Postgres. Whatever it must know of the first one's work, it learns from the
 * database. Not a test itself.
 */
import { type CreateAppOptions, createApp } from './app';
import { createLogger } from './logger';
import { callsTo, type TestApi } from './testing';

export type ProcessOptions = Omit<CreateAppOptions, 'db' | 'secret'>;

export function anotherProcess(api: TestApi, options: ProcessOptions = {}) {
  const { app, deps } = createApp({
    db: api.database.db,
    secret: api.deps.secret,
    logger: createLogger('silent'),
    ...options,
  });

  return { app, deps, call: callsTo(app) };
}
