/**
 * Idempotency-Key on mutating calls of signed-in users (DESIGN section 5): the first
 * request claims the key, runs, and stores its response (status < 500); a replay with the
 * same key answers that stored response, marked `Idempotent-Replayed: true`, with no
 * second effect. A key still in flight answers 409; a claim abandoned by a crash is taken
 * over after a while. Stored responses are purged after a day.
 */
import { and, eq, isNull, lt } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { MESSAGES } from '../../contract/messages';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { isDatabaseUnavailable } from '../db/errors';
import { idempotency } from '../db/schema';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ABANDONED_AFTER_MS = 60_000;
const KEEP_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;
/** First pause before settling a claim again while the database is unavailable. */
const SETTLE_RETRY_MS = 250;

export function idempotencyKeys(db: Db) {
  let purgedAt = 0;
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header('idempotency-key');
    const auth = c.var.auth;
    if (!key || !auth || !MUTATING.has(c.req.method)) return next();
    if (key.length > MAX_KEY_LENGTH) return c.json({ detail: 'Idempotency-Key is too long.' }, 400);
    if (Date.now() - purgedAt > KEEP_MS / 24) {
      purgedAt = Date.now();
      await db.delete(idempotency).where(lt(idempotency.createdAt, new Date(Date.now() - KEEP_MS)));
    }
    const method = c.req.method;
    const path = c.req.path;
    const owner = and(
      eq(idempotency.tenantId, auth.tenantId),
      eq(idempotency.userId, auth.userId),
      eq(idempotency.key, key),
    );
    const [claim] = await db
      .insert(idempotency)
      .values({ tenantId: auth.tenantId, userId: auth.userId, key, method, path })
      .onConflictDoNothing()
      .returning({ id: idempotency.id });
    let claimId = claim?.id;
    if (claimId === undefined) {
      const [row] = await db.select().from(idempotency).where(owner);
      if (!row) return c.json({ detail: MESSAGES.idempotencyConflict }, 409);
      if (row.method !== method || row.path !== path) {
        return c.json({ detail: 'This Idempotency-Key was already used for a different request.' }, 422);
      }
      if (row.status !== null) {
        return new Response(row.body === '' ? null : row.body, {
          status: row.status,
          headers: { 'Content-Type': row.contentType ?? 'application/json', 'Idempotent-Replayed': 'true' },
        });
      }
      const [takeover] = await db
        .update(idempotency)
        .set({ createdAt: new Date() })
        .where(
          and(
            eq(idempotency.id, row.id),
            isNull(idempotency.status),
            lt(idempotency.createdAt, new Date(Date.now() - ABANDONED_AFTER_MS)),
          ),
        )
        .returning({ id: idempotency.id });
      if (!takeover) return c.json({ detail: MESSAGES.idempotencyConflict }, 409);
      claimId = takeover.id;
    }

    await next();
    const status = c.res.status;
    const settled = claimId;
    if (status >= 500) {
      await settle(() => db.delete(idempotency).where(eq(idempotency.id, settled)));
      return undefined;
    }
    const body = await c.res.clone().text();
    const contentType = c.res.headers.get('content-type');
    await settle(() => db.update(idempotency).set({ status, body, contentType }).where(eq(idempotency.id, settled)));
    return undefined;
  });
}

/**
 * Stores the response, or frees the key after a failure. When the database went away in the
 * meantime (a restart) this keeps trying in the background, short of the takeover: the
 * client, answered 503, retries with the same key, hears 409 (busy) until the database is
 * back, then gets the stored response instead of a second run of a request that took effect.
 */
async function settle(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    retryUntil(write, Date.now() + ABANDONED_AFTER_MS / 2).catch(() => {});
    throw error;
  }
}

async function retryUntil(write: () => Promise<unknown>, deadline: number): Promise<void> {
  for (let wait = SETTLE_RETRY_MS; Date.now() + wait < deadline; wait = Math.min(wait * 2, 5_000)) {
    await new Promise((resolve) => setTimeout(resolve, wait).unref());
    try {
      await write();
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) return;
    }
  }
}
