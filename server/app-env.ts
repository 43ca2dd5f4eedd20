/** What every route can reach: its dependencies (by closure) and per-request variables (by `c.var`). */
import type { AccountTokens } from './account/account-tokens';
import type { OneTimeCodes } from './account/one-time-codes';
import type { Captcha } from './captcha/altcha';
import type { Db } from './db/client';
import type { EventHub } from './events/hub';
import type { NarrativeEngine } from './guidance/narrative';
import type { JobBoardCache } from './jobs/board-cache';
import type { JobReader } from './jobs/reader';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { PaymentProvider } from './payments/provider';
import type { SocialSettings } from './social/providers';
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
  mailer: Mailer;
  captcha: Captcha;
  codes: OneTimeCodes;
  accountTokens: AccountTokens;
  /** Behind a trusted reverse proxy: X-Forwarded-For and -Proto are believed. */
  trustProxy: boolean;
  /** The configured social login providers (OIDC_* and OAUTH_FACEBOOK_* variables). */
  social: SocialSettings;
  /** Writes reports' and answers' prose: embedded by default, an LLM when LLM_BASE_URL is set. */
  narrative: NarrativeEngine;
  /** Card payments: the embedded checkout by default, Stripe when STRIPE_SECRET_KEY is set. */
  payments: PaymentProvider;
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
