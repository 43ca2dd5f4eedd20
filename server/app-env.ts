/** What every route can reach: its dependencies (by closure) and per-request variables (by `c.var`). */
import type { Db } from './db/client';
import type { EventHub } from './events/hub';
import type { JobBoardCache } from './jobs/board-cache';
import type { JobReader } from './jobs/reader';
import type { Logger } from './logger';
import type { Tenant, TenantDirectory } from './tenants/directory';

export interface AppDeps {
  db: Db;
  /** HS256 key of access tokens. */
  secret: Uint8Array;
  logger: Logger;
  hub: EventHub;
  tenants: TenantDirectory;
  jobs: JobReader;
  jobBoard: JobBoardCache;
  /** The built client (vite's dist/), or null to serve no static files. */
  distDir: string | null;
}

export interface AuthContext {
  userId: number;
  tenantId: number;
}

export type AppEnv = {
  Variables: {
    tenant: Tenant;
    auth: AuthContext | null;
  };
};
