/**
 * State that every server process must agree on (DESIGN section 9): rate-limit counters,
 * short-lived leases and tokens, the live processes and generated secrets. Nothing here
 * lives in a process's memory, so N processes on one database behave as one.
 */
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../db/columns';
import { tenants } from '../db/schema';

/** A fixed-window counter per limit and key (e.g. `login:3:member@example.org`), updated by one atomic upsert. */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').primaryKey(),
    windowStart: at('window_start').notNull(),
    hits: integer('hits').notNull(),
    /** When the window ends: past it the row is stale and may be swept. */
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('rate_limit_buckets_expires_idx').on(table.expiresAt)],
);

/** The embedded payment provider's billing-portal links (a token opens the portal page on any process). */
export const portalSessions = pgTable('portal_sessions', {
  token: text('token').primaryKey(),
  tenantId: integer('tenant_id').references(() => tenants.id),
  customerRef: text('customer_ref'),
  returnUrl: text('return_url').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/**
 * A lease on one piece of work that must run once across processes (`kind` 'ama' with the
 * exchange id: one generation of an answer). A lease past `expires_at` is abandoned and
 * may be taken over; `finished_at` marks work that is done.
 */
export const workLeases = pgTable(
  'work_leases',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    owner: text('owner').notNull(),
    expiresAt: at('expires_at').notNull(),
    finishedAt: at('finished_at'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.id] }), index('work_leases_expires_idx').on(table.expiresAt)],
);

/** Running server processes on this database, with what they must share; a heartbeat keeps a row fresh. */
export const serverInstances = pgTable('server_instances', {
  id: text('id').primaryKey(),
  hostname: text('hostname').notNull(),
  pid: integer('pid').notNull(),
  /** A hash of the access-token key: processes that disagree cannot read each other's tokens. */
  secretFingerprint: text('secret_fingerprint').notNull(),
  /** 'local:{hostname}:{dir}' or 's3:{endpoint}/{bucket}'. */
  mediaStore: text('media_store').notNull(),
  startedAt: at('started_at').notNull().defaultNow(),
  heartbeatAt: at('heartbeat_at').notNull().defaultNow(),
});

/** Secrets the server generates once and every process reads (the access-token key when JWT_SECRET is unset). */
export const generatedSecrets = pgTable('generated_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
