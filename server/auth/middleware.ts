/**
 * Bearer authentication. `authenticate` reads an optional token (as DRF's JWT
 * authentication: a token that is present but invalid, expired or from another tenant
 * is a 401 even on a public route, so the client refreshes); `requireAuth` then turns
 * a missing token into 401 "Authentication credentials were not provided.".
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { notAuthenticated, tokenInvalid } from '../http/errors';
import { batchCaller } from '../sync-batch/memo';
import { verifyAccessToken } from './access-token';

export function authenticate(secret: Uint8Array) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization');
    if (header) {
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      const auth = batchCaller(header) ?? (match ? await verifyAccessToken(secret, match[1]!) : null);
      if (!auth || auth.tenantId !== c.var.tenant.id) throw tokenInvalid();
      c.set('auth', auth);
    }
    await next();
  });
}

export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.auth) throw notAuthenticated();
  await next();
});

/** The caller of a route behind requireAuth. */
export function callerOf(c: { var: { auth: AppEnv['Variables']['auth'] } }) {
  const auth = c.var.auth;
  if (!auth) throw notAuthenticated();
  return auth;
}
