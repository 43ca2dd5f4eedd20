/** GET /api/v1/config/ (public): the branding, flags and UI config of the host's tenant. */
import { Hono } from 'hono';
import { CONFIG_ENDPOINT } from '../../contract/tenant';
import type { AppEnv } from '../app-env';
import { register } from '../http/register';
import { tenantConfig } from './config';

export function configRoutes() {
  return register(new Hono<AppEnv>(), CONFIG_ENDPOINT, (c) => c.json(tenantConfig(c.var.tenant)));
}
