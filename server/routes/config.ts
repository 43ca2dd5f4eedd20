/** GET /api/v1/config/ (public): the branding, flags and UI config of the host's tenant. */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { tenantConfig } from '../tenants/config';

export function configRoutes() {
  return new Hono<AppEnv>().get('/config/', (c) => c.json(tenantConfig(c.var.tenant)));
}
