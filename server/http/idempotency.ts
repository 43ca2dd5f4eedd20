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
import { idempotency } from '../db/schema';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ABANDONED_AFTER_MS = 60_000;
const KEEP_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;

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
    if (status >= 500) {
      await db.delete(idempotency).where(eq(idempotency.id, claimId));
      return undefined;
    }
    const body = await c.res.clone().text();
    const contentType = c.res.headers.get('content-type');
    await db.update(idempotency).set({ status, body, contentType }).where(eq(idempotency.id, claimId));
    return undefined;
  });
}
