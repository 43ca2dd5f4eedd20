/**
 * Starting and stopping the whole server: database (migrated, demo seeded when empty),
 * the Hono app and the websocket on one HTTP server. `main.ts` calls it with the
 * environment; tests and the benchmark call it directly.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import { hash } from '@node-rs/argon2';
import { count } from 'drizzle-orm';
import type { Hono } from 'hono';
import { createApp } from './app';
import type { AppEnv } from './app-env';
import { loadJwtSecret } from './auth/secret';
import type { ClassroomSettings } from './classroom/settings';
import { type Database, type Db, DEFAULT_POOL_MAX, DEFAULT_STATEMENT_TIMEOUT_MS, openDatabase } from './db/client';
import { tenants, users } from './db/schema';
import { type SeedOptions, seedIfEmpty } from './db/seed';
import { createInProcessBus, type EventBus } from './events/bus';
import { createEventHub } from './events/hub';
import { createPostgresBus } from './events/postgres-bus';
import { attachWebsocket } from './events/websocket';
import { createLlmNarrative, type LlmSettings } from './guidance/llm';
import { createDrain } from './http/drain';
import { gracefulClose } from './http/graceful-close';
import type { LinkedinApiSettings } from './imports/linkedin-api';
import { createLogger, type Logger } from './logger';
import { ConfigError } from './ops/config-error';
import { mediaStoreOf, type RegisteredInstance, registerInstance } from './ops/instances';
import { portalsLine, startSummary } from './ops/start-summary';
import { createStripeProvider } from './payments/stripe-provider';
import type { StripeSettings } from './payments/stripe-settings';
import type { SocialSettings } from './social/providers';
import { createS3Storage, type S3Settings } from './uploads/s3-storage';
import { createMediaStorage, defaultMediaDir } from './uploads/storage';

export interface StartOptions {
  /** 0 picks a free port. @default 8080 */
  port?: number;
  /** Listen address. @default all interfaces */
  hostname?: string;
  /** PGlite files go to DATA_DIR/pglite, the JWT key to DATA_DIR/secret. @default './data' */
  dataDir?: string;
  /** Postgres instead of PGlite. */
  databaseUrl?: string;
  /** DATABASE_POOL_MAX: Postgres connections of this process. @default 10 */
  databasePoolMax?: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS: a longer statement is cancelled; 0 turns it off. @default 30000 */
  databaseStatementTimeoutMs?: number;
  /** DRAIN_TIMEOUT_MS: on close, how long requests and Ask Anything answers under way may finish. @default 10000 */
  drainTimeoutMs?: number;
  /** PGlite: how often its tables are vacuumed and analyzed (Postgres has autovacuum). @default one hour */
  maintenanceIntervalMs?: number;
  /** PGlite in memory (tests): nothing is written to disk. */
  inMemory?: boolean;
  /** With inMemory: start from this PGlite dump (the tests' migrated database) instead of creating one. */
  loadDataDir?: Blob;
  /** The built client. @default '<repo>/dist' when it has an index.html, else none */
  distDir?: string | null;
  /**
   * NODE_ENV=production: no embedded mail store, and on Postgres uploads on local disk are
   * refused unless mediaDirShared (config.ts holds the other production rules). @default false
   */
  production?: boolean;
  /** @default JWT_SECRET, else generated once into Postgres (generated_secrets) or DATA_DIR/secret (random when in memory) */
  jwtSecret?: string;
  /** SMTP_URL: send mail by SMTP. @default unset: mail is stored and shown at /_dev/mail */
  smtpUrl?: string;
  /** MAIL_TRANSPORT=log: write each e-mail to the log (no SMTP, no /_dev/mail). @default false */
  mailToLog?: boolean;
  /** MEDIA_DIR_SHARED=true: every process on the database mounts the same media directory. @default false */
  mediaDirShared?: boolean;
  /** MAIL_FROM: a fixed sender. @default `"{tenant name}" <no-reply@{host}>` */
  mailFrom?: string;
  /** TRUST_PROXY: believe X-Forwarded-For/-Proto from a reverse proxy. @default false */
  trustProxy?: boolean;
  /** Social login providers; main.ts reads them from OIDC_* and OAUTH_FACEBOOK_*. @default none */
  social?: SocialSettings;
  /** Uploaded files. @default DATA_DIR/media (a temporary directory when in memory) */
  mediaDir?: string;
  /** LINKEDIN_IMPORT_URL/_KEY: the LinkedIn import adapter. @default none (archive imports only) */
  linkedin?: LinkedinApiSettings | null;
  /** S3_*: uploads in an S3-compatible bucket (uploads/s3-storage.ts). @default none (mediaDir) */
  s3?: S3Settings | null;
  /** LLM_BASE_URL, LLM_API_KEY, LLM_MODEL: an LLM writes reports' and answers' prose. @default none (embedded) */
  llm?: LlmSettings | null;
  /** STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY, STRIPE_API_URL: Stripe payments. @default none (embedded checkout) */
  stripe?: StripeSettings | null;
  /** GOOGLE_CLASSROOM_*: Google Classroom sync of groups. @default none (the feature says it is not configured) */
  classroom?: ClassroomSettings | null;
  /**
   * SEED_DEMO: whether an empty database gets the demo portals. In production the demo
   * accounts then get a random password, logged once. @default true, false in production
   */
  seedDemo?: boolean;
  /** Seed options; false skips every seed, also the catalogue a newer version adds. @default {} */
  seed?: SeedOptions | false;
  logger?: Logger;
}

export interface RunningServer {
  port: number;
  database: Database;
  app: Hono<AppEnv>;
  /**
   * Drains, then closes: /readyz fails, no new connections, websockets closed with 1001 (going
   * away), requests and answers under way finish up to drainTimeoutMs (an answer cut then is
   * stored as far as it got); then the event bus and the database (PGlite flushes its files).
   */
  close(): Promise<void>;
}

/** How long a stop waits for requests and answers under way. */
export const DEFAULT_DRAIN_TIMEOUT_MS = 10_000;

export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

function defaultDistDir(): string | null {
  return existsSync(resolve(DEFAULT_DIST_DIR, 'index.html')) ? DEFAULT_DIST_DIR : null;
}

async function hasTenants(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(tenants);
  return (row?.n ?? 0) > 0;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger();
  if (options.production && !options.smtpUrl && !options.mailToLog) {
    throw new ConfigError('production mode needs a mail transport: SMTP_URL, or MAIL_TRANSPORT=log');
  }
  const dataDir = resolve(options.dataDir ?? './data');
  // One media dir for the seed (the content demo's PDF) and the app.
  const mediaDir = options.mediaDir ?? (options.inMemory ? defaultMediaDir() : resolve(dataDir, 'media'));
  const storage = options.s3 ? createS3Storage(options.s3) : createMediaStorage(mediaDir);
  const database = await openDatabase(
    options.databaseUrl
      ? {
          databaseUrl: options.databaseUrl,
          logger,
          ...(options.databasePoolMax === undefined ? {} : { poolMax: options.databasePoolMax }),
          ...(options.databaseStatementTimeoutMs === undefined
            ? {}
            : { statementTimeoutMs: options.databaseStatementTimeoutMs }),
        }
      : {
          ...(options.inMemory
            ? { inMemory: true, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) }
            : { dataDir: resolve(dataDir, 'pglite') }),
          statementTimeoutMs: options.databaseStatementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
        },
  );
  try {
    const mayAddDemo = options.seedDemo ?? !options.production;
    await database.exclusively(async () => {
      await database.migrate();
      if (options.seed === false) return;
      if (!mayAddDemo && !(await hasTenants(database.db))) {
        logger.warn(
          'the database has no portal yet, so every host answers "Unknown host": start once with SEED_DEMO=true to seed the demo portals (docs/deploy.md)',
        );
        return;
      }
      if (!(await seedIfEmpty(database.db, { storage, ...options.seed }))) return;
      if (!options.production) {
        logger.info('seeded the demo: three tenants, demo accounts and jobs');
        return;
      }
      // The published demo password must never open a deployed portal.
      const password = randomBytes(12).toString('base64url');
      await database.db.update(users).set({ passwordHash: await hash(password) });
      logger.warn(
        `seeded the demo portals (three tenants) in production: every demo account's password is ${password} (shown only now); sign in as admin@example.org and change it`,
      );
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  const secret = await loadJwtSecret({
    envSecret: options.jwtSecret,
    db: database.kind === 'postgres' ? database.db : undefined,
    dataDir: options.inMemory ? undefined : dataDir,
  });
  const mediaStore = mediaStoreOf(options.s3, mediaDir);
  // Processes on one Postgres check each other (one at a time, under the start-up lock).
  let registry: RegisteredInstance | null = null;
  try {
    if (database.kind === 'postgres') {
      const settings = {
        db: database.db,
        secret,
        mediaStore,
        isProduction: options.production ?? false,
        isMediaDirShared: options.mediaDirShared ?? false,
        logger,
      };
      registry = await database.exclusively(() => registerInstance(settings));
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  // With Postgres, events cross server processes through LISTEN/NOTIFY; else in-process.
  let bus: EventBus;
  try {
    bus = options.databaseUrl
      ? await createPostgresBus({ connectionString: options.databaseUrl, logger })
      : createInProcessBus();
  } catch (error) {
    await registry?.stop();
    await database.close();
    throw error;
  }
  const hub = createEventHub(bus);
  const distDir = options.distDir === undefined ? defaultDistDir() : options.distDir;
  const drain = createDrain();
  const { app, deps } = createApp({
    drain,
    db: database.db,
    secret,
    logger,
    hub,
    distDir,
    mail: { smtpUrl: options.smtpUrl, from: options.mailFrom, toLog: options.mailToLog },
    trustProxy: options.trustProxy ?? false,
    social: options.social ?? {},
    linkedin: options.linkedin ?? null,
    s3: options.s3 ?? null,
    mediaDir,
    ...(options.llm ? { narrative: createLlmNarrative(options.llm) } : {}),
    ...(options.stripe ? { payments: createStripeProvider(options.stripe) } : {}),
    classroom: options.classroom ?? null,
  });

  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  const closeHttp = gracefulClose(server, drain, logger);
  const websocket = attachWebsocket(server, { secret, tenants: deps.tenants, hub, logger });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8080, options.hostname, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const summary = startSummary({
    isProduction: options.production ?? false,
    database: options.databaseUrl
      ? { kind: 'postgres', url: options.databaseUrl, poolMax: options.databasePoolMax ?? DEFAULT_POOL_MAX }
      : { kind: 'pglite', dir: options.inMemory ? null : resolve(dataDir, 'pglite') },
    mediaStore,
    mail: { kind: deps.mailer.kind, smtpUrl: options.smtpUrl },
    payments: deps.payments.name,
    narrative: options.llm ? `llm ${options.llm.model}` : deps.narrative.name,
    social: options.social ?? {},
    classroom: options.classroom ?? null,
  });
  logger.info({ port, static: distDir !== null, ...summary }, `listening: open http://localhost:${port}`);
  if (!options.production) {
    const portals = await database.db.select({ name: tenants.name, domains: tenants.domains }).from(tenants);
    if (portals.length > 0) logger.info(portalsLine(portals, port));
  }
  if (deps.mailer.isEmbedded) {
    logger.warn(
      `DEVELOPMENT MAILBOX ON: anyone who can reach this server reads every e-mail (sign-up codes, password reset links) at http://localhost:${port}/_dev/mail; set SMTP_URL for real mail`,
    );
  }

  const maintenance = scheduleMaintenance(
    database,
    options.maintenanceIntervalMs ?? DEFAULT_MAINTENANCE_INTERVAL_MS,
    logger,
  );
  let closing: Promise<void> | null = null;
  return {
    port,
    database,
    app,
    close() {
      closing ??= (async () => {
        clearInterval(maintenance);
        await Promise.all([websocket.close(), closeHttp(options.drainTimeoutMs ?? DEFAULT_DRAIN_TIMEOUT_MS)]);
        hub.close();
        await bus.close();
        deps.mailer.close();
        await registry?.stop();
        await database.close();
        logger.info('stopped');
      })();
      return closing;
    },
  };
}

const DEFAULT_MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

/** Runs the database's own upkeep now and then (PGlite only); a failure is logged and tried again later. */
function scheduleMaintenance(
  database: Database,
  intervalMs: number,
  logger: Logger,
): ReturnType<typeof setInterval> | undefined {
  const { maintain } = database;
  if (!maintain) return undefined;
  const timer = setInterval(() => {
    maintain().catch((error: unknown) => logger.warn({ err: error }, 'database upkeep (vacuum analyze) failed'));
  }, intervalMs);
  timer.unref();
  return timer;
}
