/** The environment as the server reads it: production refusals, half-configured adapters, parsed numbers. */
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import { ConfigError } from '../ops/config-error';

const SECRET = 'a-production-secret-of-32-chars!';
const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: SECRET, SMTP_URL: 'smtp://mail.example.org:587' };

/** The one line the server would log before exiting (main.ts logs a ConfigError's message). */
function refusal(env: Record<string, string>): string {
  try {
    configFromEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('configFromEnv', () => {
  it('runs the demo with no settings at all: development, PGlite in ./data, embedded adapters', () => {
    expect(configFromEnv({})).toEqual({
      production: false,
      port: 8080,
      dataDir: './data',
      seed: {},
      trustProxy: false,
      mediaDirShared: false,
      social: {},
      linkedin: null,
      s3: null,
      llm: null,
      stripe: null,
      classroom: null,
    });
  });

  it('in production refuses to start without JWT_SECRET, or with one shorter than 32 characters', () => {
    const { JWT_SECRET: _, ...withoutSecret } = PRODUCTION;
    expect(refusal(withoutSecret)).toBe(
      'JWT_SECRET is required in production (NODE_ENV=production): set a random string of at least 32 characters, the same on every server process',
    );
    expect(refusal({ ...PRODUCTION, JWT_SECRET: 'short' })).toBe(
      'JWT_SECRET is too short for production: it has 5 characters, at least 32 are required',
    );
    expect(configFromEnv({ JWT_SECRET: 'short' }).jwtSecret).toBe('short');
  });

  it('in production refuses to start without a mail transport, unless MAIL_TRANSPORT=log', () => {
    const { SMTP_URL: _, ...withoutMail } = PRODUCTION;
    expect(refusal(withoutMail)).toBe(
      'no mail transport for production (NODE_ENV=production): set SMTP_URL (e.g. smtp://user:password@mail.example.org:587), or MAIL_TRANSPORT=log to write each e-mail to the log',
    );
    const logged = configFromEnv({ ...withoutMail, MAIL_TRANSPORT: 'log' });
    expect(logged).toMatchObject({ production: true, mailToLog: true, jwtSecret: SECRET });
    expect(logged.smtpUrl).toBeUndefined();
    expect(configFromEnv(PRODUCTION)).toMatchObject({ production: true, smtpUrl: 'smtp://mail.example.org:587' });
    expect(configFromEnv({}).mailToLog).toBeUndefined();
  });

  it('refuses an unknown MAIL_TRANSPORT, both transports at once, and an SMTP_URL that is not one', () => {
    expect(refusal({ MAIL_TRANSPORT: 'pigeon' })).toBe('MAIL_TRANSPORT must be "smtp" or "log" (got "pigeon")');
    expect(refusal({ MAIL_TRANSPORT: 'log', SMTP_URL: 'smtp://x:25' })).toBe(
      'MAIL_TRANSPORT=log and SMTP_URL are both set: keep one of them',
    );
    expect(refusal({ MAIL_TRANSPORT: 'smtp' })).toBe('MAIL_TRANSPORT=smtp needs SMTP_URL');
    expect(refusal({ SMTP_URL: 'mail.example.org' })).toMatch(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
  });

  it('refuses a half-configured Stripe in every mode, naming what is missing', () => {
    expect(refusal({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toBe(
      'Stripe is half-configured: STRIPE_WEBHOOK_SECRET set but STRIPE_SECRET_KEY is missing',
    );
    expect(refusal({ STRIPE_SECRET_KEY: 'sk_test_1' })).toBe(
      'Stripe is half-configured: STRIPE_SECRET_KEY set but STRIPE_WEBHOOK_SECRET is missing',
    );
    expect(refusal({ ...PRODUCTION, STRIPE_PUBLISHABLE_KEY: 'pk_1', STRIPE_API_URL: 'http://x' })).toBe(
      'Stripe is half-configured: STRIPE_PUBLISHABLE_KEY, STRIPE_API_URL set but STRIPE_SECRET_KEY is missing',
    );
    const stripe = configFromEnv({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).stripe;
    expect(stripe).toMatchObject({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1' });
  });

  it('refuses a half-configured LLM in every mode, naming what is missing', () => {
    expect(refusal({ LLM_MODEL: 'gpt-4o-mini', LLM_API_KEY: 'k' })).toBe(
      'the LLM is half-configured: LLM_MODEL, LLM_API_KEY set but LLM_BASE_URL is missing',
    );
    expect(refusal({ ...PRODUCTION, LLM_BASE_URL: 'https://api.openai.com/v1' })).toBe(
      'the LLM is half-configured: LLM_BASE_URL set but LLM_MODEL is missing',
    );
    expect(refusal({ LLM_BASE_URL: 'api.openai.com', LLM_MODEL: 'm' })).toMatch(
      /^LLM_BASE_URL must be an http\(s\) URL/,
    );
    expect(configFromEnv({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'm' }).llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: '',
      model: 'm',
    });
  });

  it('refuses a half-configured S3 in every mode, with the S3 settings reader’s reason', () => {
    const message = refusal({ S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'portal' });
    expect(message).toMatch(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
    expect(message).not.toContain('\n');
    const s3 = {
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'portal',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
    };
    expect(configFromEnv({ ...PRODUCTION, ...s3 }).s3).toMatchObject({
      endpoint: 'http://minio:9000',
      bucket: 'portal',
    });
  });

  it('refuses a DATABASE_URL that is not a postgres URL, without echoing it', () => {
    const expected =
      'DATABASE_URL must be a postgres:// or postgresql:// URL, e.g. postgres://portal:password@db.example.org:5432/portal';
    expect(refusal({ DATABASE_URL: 'base' })).toBe(expected);
    expect(refusal({ DATABASE_URL: 'mysql://root:hunter2@db/portal' })).toBe(expected);
    for (const url of ['postgres://u:p@db:5432/portal', 'postgresql://db/portal']) {
      expect(configFromEnv({ DATABASE_URL: url }).databaseUrl).toBe(url);
    }
  });

  it('parses the numbers, and refuses one that is not a whole number in range', () => {
    const config = configFromEnv({
      PORT: '3000',
      SEED_JOB_COUNT: '12',
      DATABASE_POOL_MAX: '25',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      DRAIN_TIMEOUT_MS: '15000',
    });
    expect(config).toMatchObject({
      port: 3000,
      seed: { jobCount: 12 },
      databasePoolMax: 25,
      databaseStatementTimeoutMs: 0,
      drainTimeoutMs: 15_000,
    });
    expect(refusal({ DATABASE_POOL_MAX: '0' })).toBe(
      'DATABASE_POOL_MAX must be a whole number of at least 1 (got "0")',
    );
    expect(refusal({ DRAIN_TIMEOUT_MS: '10s' })).toMatch(/^DRAIN_TIMEOUT_MS must be a whole number/);
    expect(refusal({ PORT: '70000' })).toBe('PORT must be a whole number from 0 to 65535 (got "70000")');
  });

  it('reads the switches: TRUST_PROXY, MEDIA_DIR_SHARED', () => {
    expect(configFromEnv({ TRUST_PROXY: '1', MEDIA_DIR_SHARED: 'true' })).toMatchObject({
      trustProxy: true,
      mediaDirShared: true,
    });
  });
});
