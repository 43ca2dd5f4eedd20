/**
 * `npm start` / `npm run serve`: the server with its configuration from the environment
 * (PORT, DATA_DIR, DIST_DIR (the built client, default dist/), DATABASE_URL, JWT_SECRET, LOG_LEVEL; SMTP_URL and MAIL_FROM for real
 * mail; TRUST_PROXY=1 behind a reverse proxy; SEED_JOB_COUNT for a smaller or larger
 * demo; OIDC_GOOGLE_*, OIDC_LINKEDIN_* and OAUTH_FACEBOOK_* for social login, see
 * social/providers.ts; uploads are kept in DATA_DIR/media, or in an S3-compatible bucket
 * with S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and
 * S3_PREFIX, see uploads/s3-storage.ts; LINKEDIN_IMPORT_URL and
 * LINKEDIN_IMPORT_KEY turn on importing a profile by its LinkedIn address through an
 * outside service, see imports/linkedin-api.ts; LLM_BASE_URL, LLM_API_KEY and LLM_MODEL let an
 * OpenAI-compatible LLM write reports' and answers' prose, see guidance/llm.ts; STRIPE_SECRET_KEY with
 * STRIPE_WEBHOOK_SECRET (and STRIPE_PUBLISHABLE_KEY, STRIPE_API_URL) take payments through Stripe
 * instead of the embedded checkout, see payments/stripe-settings.ts). Stops cleanly on SIGTERM and SIGINT.
 */
import { llmSettingsFromEnv } from './guidance/llm';
import { linkedinApiFromEnv } from './imports/linkedin-api';
import { createLogger } from './logger';
import { stripeSettingsFromEnv } from './payments/stripe-settings';
import { socialSettingsFromEnv } from './social/providers';
import { startServer } from './start';
import { s3SettingsFromEnv } from './uploads/s3-storage';

const env = process.env;
const logger = createLogger();

function intFromEnv(name: string): number | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number`);
  return parsed;
}

try {
  const jobCount = intFromEnv('SEED_JOB_COUNT');
  const server = await startServer({
    port: intFromEnv('PORT') ?? 8080,
    dataDir: env['DATA_DIR'] ?? './data',
    logger,
    seed: jobCount === undefined ? {} : { jobCount },
    ...(env['DIST_DIR'] ? { distDir: env['DIST_DIR'] } : {}),
    ...(env['DATABASE_URL'] ? { databaseUrl: env['DATABASE_URL'] } : {}),
    ...(env['JWT_SECRET'] ? { jwtSecret: env['JWT_SECRET'] } : {}),
    ...(env['SMTP_URL'] ? { smtpUrl: env['SMTP_URL'] } : {}),
    ...(env['MAIL_FROM'] ? { mailFrom: env['MAIL_FROM'] } : {}),
    trustProxy: env['TRUST_PROXY'] === '1' || env['TRUST_PROXY'] === 'true',
    social: socialSettingsFromEnv(env),
    linkedin: linkedinApiFromEnv(env),
    s3: s3SettingsFromEnv(env),
    llm: llmSettingsFromEnv(env),
    stripe: stripeSettingsFromEnv(env),
  });
  const stop = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (error) {
  logger.fatal({ err: error }, 'could not start');
  process.exit(1);
}
