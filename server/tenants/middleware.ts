/** Chooses the tenant by Host for every request; an unknown host gets a 404 and nothing else. */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { SERVER_MESSAGES } from '../http/errors';
import type { TenantDirectory } from './directory';

export function tenantByHost(directory: TenantDirectory) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const tenant = await directory.byHost(c.req.header('host'));
    if (!tenant) {
      if (c.req.path.startsWith('/api/')) return c.json({ detail: SERVER_MESSAGES.unknownHost }, 404);
      return c.html('<!doctype html><title>Not found</title><h1>Not found</h1><p>Unknown host.</p>', 404);
    }
    c.set('tenant', tenant);
    c.set('auth', null);
    await next();
    return undefined;
  });
}
