/**
 * Staff-only endpoints (spec part 1 section 6: users.is_staff): checked after the token and
 * before any input is read, so anyone else gets the same refusal whatever they ask.
 */
import { and, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';
import { callerOf } from './middleware';

/** 403 with `detail` unless the caller is staff in the Host's tenant. */
export function requireStaff(db: Db, detail: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { userId, tenantId } = callerOf(c);
    const [caller] = await db
      .select({ isStaff: users.isStaff })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
    if (!caller?.isStaff) throw new HttpError(403, { detail });
    await next();
  });
}
