/**
 * The Hono app: one origin for the API (/api/v1), the per-tenant manifest and icons, and
 * the built client. The websocket lives on the HTTP server (see events/websocket.ts).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { MESSAGES } from '../contract/messages';
import { PROFILE_MESSAGES } from '../contract/profile';
import { createAccountTokens } from './account/account-tokens';
import { createOneTimeCodes } from './account/one-time-codes';
import type { AppDeps, AppEnv } from './app-env';
import { authenticate } from './auth/middleware';
import { requireVerifiedEmail } from './auth/verified';
import { createCaptcha } from './captcha/altcha';
import { afterCommitHub, afterCommitMailer } from './changes/committed';
import type { Db } from './db/client';
import { isBadInputToDatabase, isDatabaseUnavailable } from './db/errors';
import { createEventHub, type EventHub } from './events/hub';
import { createEmbeddedNarrative, type NarrativeEngine } from './guidance/narrative';
import { createDrain, type Drain } from './http/drain';
import { HttpError, SERVER_MESSAGES } from './http/errors';
import { healthRoutes } from './http/health';
import { idempotencyKeys } from './http/idempotency';
import { nullCharacterGuard } from './http/input-guard';
import { endpointOf } from './http/register';
import { securityHeaders } from './http/security-headers';
import type { LinkedinApiSettings } from './imports/linkedin-api';
import { createJobBoardCache } from './jobs/board-cache';
import { createJobReader } from './jobs/reader';
import { createLogger, type Logger, loggablePath } from './logger';
import { createMailer, type MailOptions } from './mail/mailer';
import { createEmbeddedProvider } from './payments/embedded-provider';
import type { PaymentProvider } from './payments/provider';
import { adminRoutes } from './routes/admin';
import { agentReportRoutes } from './routes/agent-reports';
import { agentRoutes } from './routes/agents';
import { aiToolRoutes } from './routes/ai-tools';
import { alternateEmailRoutes } from './routes/alternate-email';
import { amaRoutes } from './routes/ama';
import { authRoutes } from './routes/auth';
import { bookmarkRoutes } from './routes/bookmarks';
import { careerEntryRoutes } from './routes/career-entries';
import { careerTipRoutes } from './routes/career-tips';
import { chatRoutes } from './routes/chat';
import { checkoutPageRoutes } from './routes/checkout-page';
import { collectionRoutes } from './routes/collections';
import { configRoutes } from './routes/config';
import { connectionRoutes } from './routes/connections';
import { contentRoutes } from './routes/contents';
import { devMailRoutes } from './routes/dev-mail';
import { feedbackRoutes } from './routes/feedback';
import { followRoutes } from './routes/follows';
import { groupMemberRoutes } from './routes/group-members';
import { groupRoutes } from './routes/groups';
import { handoffRoutes } from './routes/handoff';
import { identityRoutes } from './routes/identity';
import { importRoutes } from './routes/imports';
import { invitationRoutes } from './routes/invitations';
import { jobApplicationRoutes } from './routes/job-applications';
import { jobRoutes } from './routes/jobs';
import { leaderApplicationRoutes } from './routes/leader-applications';
import { linkPreviewRoutes } from './routes/link-preview';
import { lookupRoutes } from './routes/lookups';
import { notificationRoutes } from './routes/notifications';
import { passwordRoutes } from './routes/passwords';
import { paymentWebhookRoutes } from './routes/payment-webhook';
import { paymentRoutes } from './routes/payments';
import { paymentOneTimeRoutes } from './routes/payments-one-time';
import { preferenceRoutes } from './routes/preferences';
import { profileRoutes } from './routes/profile';
import { recommendationRoutes } from './routes/recommendations';
import { registerRoutes } from './routes/register';
import { resourceRoutes } from './routes/resources';
import { searchRoutes } from './routes/search';
import { socialRoutes } from './routes/social';
import { syncRoutes } from './routes/sync';
import { mediaRoutes, uploadRoutes } from './routes/uploads';
import { usecaseRoutes } from './routes/use-cases';
import { verificationRoutes } from './routes/verification';
import { voteRoutes } from './routes/votes';
import type { SocialSettings } from './social/providers';
import { syncBatchRoutes } from './sync-batch/routes';
import { createTenantDirectory } from './tenants/directory';
import { tenantByHost } from './tenants/middleware';
import { createS3Storage, type S3Settings } from './uploads/s3-storage';
import { createMediaStorage } from './uploads/storage';
import { brandingRoutes } from './web/branding';
import { staticRoutes } from './web/static';

export interface CreateAppOptions {
  db: Db;
  secret: Uint8Array;
  logger?: Logger;
  hub?: EventHub;
  /** The built client; null or missing serves no static files. */
  distDir?: string | null;
  /** SMTP_URL and MAIL_FROM; without an SMTP URL mail is stored and shown at /_dev/mail. */
  mail?: MailOptions;
  /** Believe X-Forwarded-For/-Proto (TRUST_PROXY behind a reverse proxy). @default false */
  trustProxy?: boolean;
  /** Social login providers (see social/providers.ts); none configured by default. */
  social?: SocialSettings;
  /** Uploaded files (DATA_DIR/media); missing: a fresh temporary directory (tests). */
  mediaDir?: string;
  /** LINKEDIN_IMPORT_URL/_KEY: the LinkedIn import adapter (imports/linkedin-api.ts); none by default. */
  linkedin?: LinkedinApiSettings | null;
  /** S3_*: keep uploads in an S3-compatible bucket instead of mediaDir. */
  s3?: S3Settings | null;
  /** The guidance engine's writer (LLM_* variables); the embedded one by default. */
  narrative?: NarrativeEngine;
  /** The payment provider (STRIPE_* variables); the embedded checkout by default. */
  payments?: PaymentProvider;
  /** The server's stop (start.ts): /readyz fails and it waits for requests under way. @default never stops */
  drain?: Drain;
}

/** Retry-After of a 503 while the database is unreachable: long enough for a restart. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** JSON bodies of the API; endpoints declared with the upload body limit take MAX_UPLOAD_BODY_BYTES. */
const MAX_BODY_BYTES = 1024 * 1024;
/** Multipart uploads: a 10 MB file plus the form's other parts; the routes answer the spec's size messages. */
const MAX_UPLOAD_BODY_BYTES = 11 * 1024 * 1024;

export function createApp(options: CreateAppOptions): { app: Hono<AppEnv>; deps: AppDeps } {
  const logger = options.logger ?? createLogger();
  const deps: AppDeps = {
    db: options.db,
    secret: options.secret,
    logger,
    hub: afterCommitHub(options.hub ?? createEventHub()),
    tenants: createTenantDirectory(options.db),
    jobs: createJobReader(options.db),
    jobBoard: createJobBoardCache(options.db),
    distDir: options.distDir ?? null,
    mailer: afterCommitMailer(createMailer(options.db, logger, options.mail), logger),
    captcha: createCaptcha(options.db, options.secret),
    codes: createOneTimeCodes(options.db, options.secret),
    accountTokens: createAccountTokens(options.db, options.secret),
    trustProxy: options.trustProxy ?? false,
    social: options.social ?? {},
    narrative: options.narrative ?? createEmbeddedNarrative(),
    payments: options.payments ?? createEmbeddedProvider(options.db),
  };
  const drain = options.drain ?? createDrain();
  const withToken = authenticate(deps.secret);
  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ detail: SERVER_MESSAGES.tooLarge }, 413),
  });
  const uploadBodyLimit = bodyLimit({
    maxSize: MAX_UPLOAD_BODY_BYTES,
    onError: (c) => c.json({ file: [PROFILE_MESSAGES.uploadTooLarge] }, 400),
  });
  const idempotent = idempotencyKeys(deps.db);
  const storage = options.s3 ? createS3Storage(options.s3) : createMediaStorage(options.mediaDir);

  const api = new Hono<AppEnv>()
    .use('*', (c, next) => (endpointOf(c)?.bodyLimit === 'upload' ? uploadBodyLimit : jsonBodyLimit)(c, next))
    .use('*', async (c, next) => {
      c.header('Cache-Control', 'no-store');
      // A stale token must not block signing in or out, up or back: such endpoints never read one.
      if (endpointOf(c)?.auth === 'none') return next();
      return withToken(c, next);
    })
    .use('*', requireVerifiedEmail(deps.db))
    // A streamed answer is never buffered for a replay (the ask stream's ULID id deduplicates it).
    .use('*', (c, next) => (endpointOf(c)?.idempotent === false ? next() : idempotent(c, next)))
    .route('/', configRoutes())
    .route('/', authRoutes(deps))
    .route('/', registerRoutes(deps))
    .route('/', verificationRoutes(deps))
    .route('/', passwordRoutes(deps))
    .route('/', identityRoutes(deps))
    .route('/', alternateEmailRoutes(deps))
    .route('/', handoffRoutes(deps))
    .route('/', socialRoutes(deps))
    .route('/', preferenceRoutes(deps))
    .route('/', feedbackRoutes(deps))
    .route('/', jobApplicationRoutes(deps))
    .route('/', jobRoutes(deps))
    .route('/', bookmarkRoutes(deps))
    .route('/', uploadRoutes(deps, storage))
    .route('/', importRoutes(deps, { storage, linkedin: options.linkedin ?? null }))
    .route('/', profileRoutes(deps))
    .route('/', careerEntryRoutes(deps))
    .route('/', followRoutes(deps))
    .route('/', lookupRoutes(deps))
    .route('/', groupRoutes(deps, storage))
    .route('/', paymentOneTimeRoutes(deps, storage))
    .route('/', searchRoutes(deps))
    .route('/', connectionRoutes(deps))
    .route('/', recommendationRoutes(deps))
    .route('/', invitationRoutes(deps))
    .route('/', leaderApplicationRoutes(deps))
    .route('/', groupMemberRoutes(deps))
    .route('/', syncRoutes(deps))
    .route(
      '/',
      syncBatchRoutes(deps.db, () => app.fetch),
    )
    .route('/', usecaseRoutes(deps))
    .route('/', aiToolRoutes(deps))
    .route('/', voteRoutes(deps))
    .route('/', collectionRoutes(deps))
    .route('/', linkPreviewRoutes(deps))
    .route('/', resourceRoutes(deps))
    .route('/', contentRoutes(deps))
    .route('/', careerTipRoutes(deps))
    .route('/', chatRoutes(deps))
    .route('/', notificationRoutes(deps))
    .route('/', agentRoutes(deps, storage))
    .route('/', agentReportRoutes(deps))
    .route('/', amaRoutes(deps, drain))
    .route('/', paymentRoutes(deps))
    .route('/', paymentWebhookRoutes(deps))
    .route('/', adminRoutes(deps))
    .all('*', (c) => c.json({ detail: MESSAGES.notFound }, 404));

  const app = new Hono<AppEnv>();
  // The stop closes the database only once every handler has returned, client gone or not.
  app.use('*', (_c, next) => drain.track(next()));
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    logger.debug({ method: c.req.method, path: loggablePath(c.req.path), status: c.res.status, ms }, 'request');
  });
  app.use('*', securityHeaders());
  app.use('*', nullCharacterGuard({ maxBodyBytes: MAX_UPLOAD_BODY_BYTES }));
  app.use('*', compress());
  // Probes answer for any Host, with no tenant lookup.
  app.route('/', healthRoutes(deps.db, drain));
  app.use('*', tenantByHost(deps.tenants));
  app.route('/api/v1', api);
  app.all('/api/*', (c) => c.json({ detail: MESSAGES.notFound }, 404));
  if (deps.mailer.isEmbedded) app.route('/', devMailRoutes(deps));
  app.route('/', mediaRoutes(deps.db, storage));
  app.route('/', checkoutPageRoutes(deps));
  app.route('/', brandingRoutes());
  app.route('/', staticRoutes(deps.distDir));

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      if (error.status === 401) c.header('WWW-Authenticate', 'Bearer realm="api"');
      return c.json(error.body, error.status);
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, method: c.req.method, path: loggablePath(c.req.path) }, 'database unavailable');
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      if (c.req.path.startsWith('/api/')) return c.json({ detail: SERVER_MESSAGES.unavailable }, 503);
      return c.text(SERVER_MESSAGES.unavailable, 503);
    }
    if (isBadInputToDatabase(error)) {
      logger.warn(
        { err: error, method: c.req.method, path: loggablePath(c.req.path) },
        'input refused by the database',
      );
      if (c.req.path.startsWith('/api/')) return c.json({ detail: SERVER_MESSAGES.invalidInput }, 400);
      return c.text(SERVER_MESSAGES.invalidInput, 400);
    }
    logger.error({ err: error, method: c.req.method, path: loggablePath(c.req.path) }, 'unhandled error');
    if (c.req.path.startsWith('/api/')) return c.json({ detail: MESSAGES.genericError }, 500);
    return c.text(MESSAGES.genericError, 500);
  });
  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ detail: MESSAGES.notFound }, 404);
    return c.text('Not found', 404);
  });
  return { app, deps };
}
