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
import { alternateEmailRoutes } from './account/alternate-email-routes';
import { feedbackRoutes } from './account/feedback-routes';
import { handoffRoutes } from './account/handoff-routes';
import { identityRoutes } from './account/identity-routes';
import { createOneTimeCodes } from './account/one-time-codes';
import { passwordRoutes } from './account/passwords-routes';
import { preferenceRoutes } from './account/preferences-routes';
import { registerRoutes } from './account/register-routes';
import { verificationRoutes } from './account/verification-routes';
import { adminRoutes } from './admin/admin-routes';
import { agentReportRoutes } from './agents/agent-reports-routes';
import { agentRoutes } from './agents/agents-routes';
import { amaRoutes } from './ama/ama-routes';
import type { AppDeps, AppEnv } from './app-env';
import { authRoutes } from './auth/auth-routes';
import { authenticate } from './auth/middleware';
import { requireVerifiedEmail } from './auth/verified';
import { bookmarkRoutes } from './bookmarks/bookmarks-routes';
import { createCaptcha } from './captcha/altcha';
import { afterCommitHub, afterCommitMailer } from './changes/committed';
import { syncRoutes } from './changes/sync-routes';
import { chatRoutes } from './chat/chat-routes';
import { classroomRoutes } from './classroom/classroom-routes';
import type { ClassroomSettings } from './classroom/settings';
import { aiToolRoutes } from './content/ai-tools-routes';
import { careerTipRoutes } from './content/career-tips-routes';
import { collectionRoutes } from './content/collections-routes';
import { contentItemRoutes } from './content/content-items-routes';
import { contentRoutes } from './content/contents-routes';
import { linkPreviewRoutes } from './content/link-preview-routes';
import { resourceRoutes } from './content/resources-routes';
import { usecaseRoutes } from './content/use-cases-routes';
import { voteRoutes } from './content/votes-routes';
import type { Db } from './db/client';
import { isBadInputToDatabase, isDatabaseUnavailable } from './db/errors';
import { connectionRoutes } from './discovery/connections-routes';
import { lookupRoutes } from './discovery/lookups-routes';
import { searchRoutes } from './discovery/search-routes';
import { createEventHub, type EventHub } from './events/hub';
import { groupMemberRoutes } from './groups/group-members-routes';
import { groupRecommendationRoutes } from './groups/group-recommendations-routes';
import { groupRoutes } from './groups/groups-routes';
import { invitationRoutes } from './groups/invitations-routes';
import { leaderApplicationRoutes } from './groups/leader-applications-routes';
import { createEmbeddedNarrative, type NarrativeEngine } from './guidance/narrative';
import { createDrain, type Drain } from './http/drain';
import { HttpError, SERVER_MESSAGES } from './http/errors';
import { healthRoutes } from './http/health';
import { idempotencyKeys } from './http/idempotency';
import { nullCharacterGuard } from './http/input-guard';
import { endpointOf } from './http/register';
import { securityHeaders } from './http/security-headers';
import { importRoutes } from './imports/imports-routes';
import type { LinkedinApiSettings } from './imports/linkedin-api';
import { createJobBoardCache } from './jobs/board-cache';
import { jobApplicationRoutes } from './jobs/job-applications-routes';
import { jobRoutes } from './jobs/jobs-routes';
import { createJobReader } from './jobs/reader';
import { createLogger, type Logger, loggablePath } from './logger';
import { devMailRoutes } from './mail/dev-mail-routes';
import { createMailer, type MailOptions } from './mail/mailer';
import { notificationRoutes } from './notifications/notifications-routes';
import { checkoutPageRoutes } from './payments/checkout-page-routes';
import { createEmbeddedProvider } from './payments/embedded-provider';
import { paymentWebhookRoutes } from './payments/payment-webhook-routes';
import { paymentOneTimeRoutes } from './payments/payments-one-time-routes';
import { paymentRoutes } from './payments/payments-routes';
import type { PaymentProvider } from './payments/provider';
import { careerEntryRoutes } from './profiles/career-entries-routes';
import { followRoutes } from './profiles/follows-routes';
import { profileRoutes } from './profiles/profile-routes';
import { recommendationPackageRoutes } from './recommendation-package/recommendation-package-routes';
import { recommendationRoutes } from './recommendations/recommendations-routes';
import { providerList, type SocialSettings } from './social/providers';
import { socialRoutes } from './social/social-routes';
import { onlyBatchEndpoints } from './sync-batch/paths';
import { syncBatchRoutes } from './sync-batch/routes';
import { systemAgentRoutes } from './system-agents/system-agents-routes';
import { configRoutes } from './tenants/config-routes';
import { createTenantDirectory } from './tenants/directory';
import { tenantByHost } from './tenants/middleware';
import { createS3Storage, type S3Settings } from './uploads/s3-storage';
import { createMediaStorage } from './uploads/storage';
import { mediaRoutes, uploadRoutes } from './uploads/uploads-routes';
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
  /** GOOGLE_CLASSROOM_*: the Google Classroom adapter (classroom/settings.ts); none by default. */
  classroom?: ClassroomSettings | null;
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
    .use('*', onlyBatchEndpoints)
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
    .route('/', recommendationPackageRoutes(deps))
    .route('/', systemAgentRoutes(deps))
    .route('/', groupRecommendationRoutes(deps))
    .route('/', invitationRoutes(deps))
    .route('/', leaderApplicationRoutes(deps))
    .route('/', groupMemberRoutes(deps))
    .route('/', classroomRoutes(deps, options.classroom ?? null))
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
    .route('/', contentItemRoutes(deps))
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
  app.route('/', mediaRoutes(deps.db, storage, logger));
  app.route('/', checkoutPageRoutes(deps));
  app.route('/', brandingRoutes());
  app.route('/', staticRoutes(deps.distDir, providerList(deps.social)));

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
