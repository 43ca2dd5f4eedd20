/**
 * Starting and stopping the whole server: database (migrated, demo seeded when empty),
 * the Hono app and the websocket on one HTTP server. `main.ts` calls it with the
 * environment; tests and the benchmark call it directly.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from './app';
import type { AppEnv } from './app-env';
import { loadJwtSecret } from './auth/secret';
import { type Database, openDatabase } from './db/client';
import { type SeedOptions, seedIfEmpty } from './db/seed';
import { createInProcessBus, type EventBus } from './events/bus';
import { createEventHub } from './events/hub';
import { createPostgresBus } from './events/postgres-bus';
import { attachWebsocket } from './events/websocket';
import { createLlmNarrative, type LlmSettings } from './guidance/llm';
import type { LinkedinApiSettings } from './imports/linkedin-api';
import { createLogger, type Logger } from './logger';
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
  /** PGlite in memory (tests): nothing is written to disk. */
  inMemory?: boolean;
  /** The built client. @default '<repo>/dist' when it has an index.html, else none */
  distDir?: string | null;
  /** @default JWT_SECRET, else DATA_DIR/secret (random when in memory) */
  jwtSecret?: string;
  /** SMTP_URL: send mail by SMTP. @default unset: mail is stored and shown at /_dev/mail */
  smtpUrl?: string;
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
  /** Seed the demo when the database has no tenant; false to skip. @default {} */
  seed?: SeedOptions | false;
  logger?: Logger;
}

export interface RunningServer {
  port: number;
  database: Database;
  app: Hono<AppEnv>;
  /** Closes websockets, the HTTP server and the database (PGlite flushes its files). */
  close(): Promise<void>;
}

export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

function defaultDistDir(): string | null {
  return existsSync(resolve(DEFAULT_DIST_DIR, 'index.html')) ? DEFAULT_DIST_DIR : null;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger();
  const dataDir = resolve(options.dataDir ?? './data');
  // One media dir for the seed (the content demo's PDF) and the app.
  const mediaDir = options.mediaDir ?? (options.inMemory ? defaultMediaDir() : resolve(dataDir, 'media'));
  const storage = options.s3 ? createS3Storage(options.s3) : createMediaStorage(mediaDir);
  const database = await openDatabase(
    options.databaseUrl
      ? { databaseUrl: options.databaseUrl }
      : options.inMemory
        ? { inMemory: true }
        : { dataDir: resolve(dataDir, 'pglite') },
  );
  try {
    const seeded = await database.exclusively(async () => {
      await database.migrate();
      return options.seed !== false && (await seedIfEmpty(database.db, { storage, ...options.seed }));
    });
    if (seeded) logger.info('seeded the demo: two tenants, demo accounts and jobs');
  } catch (error) {
    await database.close();
    throw error;
  }
  const secret = await loadJwtSecret({
    envSecret: options.jwtSecret,
    dataDir: options.inMemory ? undefined : dataDir,
  });
  // With Postgres, events cross server processes through LISTEN/NOTIFY; else in-process.
  let bus: EventBus;
  try {
    bus = options.databaseUrl
      ? await createPostgresBus({ connectionString: options.databaseUrl, logger })
      : createInProcessBus();
  } catch (error) {
    await database.close();
    throw error;
  }
  const hub = createEventHub(bus);
  const distDir = options.distDir === undefined ? defaultDistDir() : options.distDir;
  const { app, deps } = createApp({
    db: database.db,
    secret,
    logger,
    hub,
    distDir,
    mail: { smtpUrl: options.smtpUrl, from: options.mailFrom },
    trustProxy: options.trustProxy ?? false,
    social: options.social ?? {},
    linkedin: options.linkedin ?? null,
    s3: options.s3 ?? null,
    mediaDir,
    ...(options.llm ? { narrative: createLlmNarrative(options.llm) } : {}),
    ...(options.stripe ? { payments: createStripeProvider(options.stripe) } : {}),
  });

  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  const websocket = attachWebsocket(server, { secret, tenants: deps.tenants, hub, logger });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8080, options.hostname, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const mail = deps.mailer.isEmbedded ? `stored, see http://localhost:${port}/_dev/mail` : 'smtp';
  logger.info(
    {
      port,
      database: database.kind,
      static: distDir !== null,
      mail,
      narrative: deps.narrative.name,
      payments: deps.payments.name,
    },
    `listening: open http://localhost:${port}`,
  );

  let closing: Promise<void> | null = null;
  return {
    port,
    database,
    app,
    close() {
      closing ??= (async () => {
        await websocket.close();
        hub.close();
        await bus.close();
        await new Promise<void>((resolveClose) => {
          server.close(() => resolveClose());
          server.closeIdleConnections();
          setTimeout(() => server.closeAllConnections(), 2_000).unref();
        });
        deps.mailer.close();
        await database.close();
        logger.info('stopped');
      })();
      return closing;
    },
  };
}
