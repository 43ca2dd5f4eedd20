/**
 * Probes for a load balancer or orchestrator, with no auth and no tenant (mounted before the
 * tenant-by-host middleware, so any Host works) and never cached:
 * - GET /healthz: the process answers (a liveness probe; restart it when this fails);
 * - GET /readyz: send it traffic. The database answers within a short time, every migration of
 *   this build is applied, and the process is not shutting down; else 503 with Retry-After and
 *   the reason, so traffic goes to another process meanwhile.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bigint, pgSchema } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-env';
import { type Db, MIGRATIONS_FOLDER } from '../db/client';
import type { Drain } from './drain';

export const HEALTH_PATHS = { alive: '/healthz', ready: '/readyz' } as const;

export const READINESS_MESSAGES = {
  draining: 'This server is shutting down.',
  unreachable: 'The database cannot be reached.',
  migrations: 'The database lacks migrations of this version of the server: run the migrations.',
} as const;

/** A database slower than this to answer counts as unreachable. */
const READY_TIMEOUT_MS = 2_000;
const RETRY_AFTER_SECONDS = 5;

/** Drizzle's own record of applied migrations: created_at is the journal entry's `when`. */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  createdAt: bigint('created_at', { mode: 'number' }),
});

const Journal = v.object({ entries: v.array(v.object({ tag: v.string(), when: v.number() })) });

/** The migrations this build ships (server/db/migrations/meta/_journal.json). */
function shippedMigrations(): Array<{ tag: string; when: number }> {
  const text = readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8');
  return v.parse(Journal, JSON.parse(text)).entries;
}

type Readiness = { isReady: true } | { isReady: false; reason: keyof typeof READINESS_MESSAGES; missing?: string[] };

async function checkReadiness(db: Db, drain: Drain, shipped: Array<{ tag: string; when: number }>) {
  if (drain.isDraining) return { isReady: false, reason: 'draining' } satisfies Readiness;
  let timer: NodeJS.Timeout | undefined;
  const query = db.select({ when: appliedMigrations.createdAt }).from(appliedMigrations);
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), READY_TIMEOUT_MS);
  });
  // A query that fails after the timeout answered is nobody's error.
  const rows = await Promise.race([query.catch(() => null), timeout]).finally(() => clearTimeout(timer));
  if (rows === null) return { isReady: false, reason: 'unreachable' } satisfies Readiness;
  const applied = new Set(rows.map((row) => row.when));
  const missing = shipped.filter((migration) => !applied.has(migration.when)).map((migration) => migration.tag);
  if (missing.length > 0) return { isReady: false, reason: 'migrations', missing } satisfies Readiness;
  return { isReady: true } satisfies Readiness;
}

export function healthRoutes(db: Db, drain: Drain) {
  const shipped = shippedMigrations();
  // Headers per route: a '*' middleware here would apply to the whole app it is mounted on.
  return new Hono<AppEnv>()
    .get(HEALTH_PATHS.alive, (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 'ok' });
    })
    .get(HEALTH_PATHS.ready, async (c) => {
      c.header('Cache-Control', 'no-store');
      const readiness: Readiness = await checkReadiness(db, drain, shipped);
      if (readiness.isReady) return c.json({ status: 'ready' });
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      const { reason } = readiness;
      return c.json(
        {
          status: reason,
          detail: READINESS_MESSAGES[reason],
          ...(readiness.missing ? { missing: readiness.missing } : {}),
        },
        503,
      );
    });
}
