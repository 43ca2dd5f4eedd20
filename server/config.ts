/**
 * The server's configuration from the environment, read and checked in one place (the
 * variables are listed in docs/deploy.md). Production mode (NODE_ENV=production) never
 * falls back silently: it needs JWT_SECRET (32+ characters) and a real mail transport
 * (SMTP_URL, or MAIL_TRANSPORT=log). In every mode a half-configured adapter (Stripe, LLM,
 * S3, Google Classroom) or a DATABASE_URL that is not a Postgres URL is refused. A refusal throws a
 * ConfigError whose message is the one line main.ts logs before exiting.
 */
import { classroomSettingsFromEnv } from './classroom/settings';
import { llmSettingsFromEnv } from './guidance/llm';
import { linkedinApiFromEnv } from './imports/linkedin-api';
import { asConfigError, ConfigError } from './ops/config-error';
import { stripeSettingsFromEnv } from './payments/stripe-settings';
import { socialSettingsFromEnv } from './social/providers';
import type { StartOptions } from './start';
import { s3SettingsFromEnv } from './uploads/s3-storage';

export type Env = Record<string, string | undefined>;

/** What configFromEnv decides (the caller adds its logger); `production` is always set. */
export type ServerConfig = Omit<StartOptions, 'logger'> & { production: boolean };

const MIN_PRODUCTION_SECRET = 32;

const read = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;
const isTrue = (value: string | undefined) => value === '1' || value === 'true';

function wholeNumber(env: Env, name: string, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const value = read(env, name);
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed < min || parsed > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
    throw new ConfigError(`${name} must be a whole number ${range} (got "${value}")`);
  }
  return parsed;
}

/** DATABASE_URL when set; also read by the migrate and seed commands. */
export function databaseUrlFromEnv(env: Env): string | undefined {
  const url = read(env, 'DATABASE_URL');
  if (url === undefined) return undefined;
  // The value is not echoed: it usually holds a password.
  const protocol = URL.canParse(url) ? new URL(url).protocol : '';
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    throw new ConfigError(
      'DATABASE_URL must be a postgres:// or postgresql:// URL, e.g. postgres://portal:password@db.example.org:5432/portal',
    );
  }
  return url;
}

function jwtSecret(env: Env, production: boolean): string | undefined {
  const secret = read(env, 'JWT_SECRET');
  if (!production) return secret;
  if (secret === undefined) {
    throw new ConfigError(
      `JWT_SECRET is required in production (NODE_ENV=production): set a random string of at least ${MIN_PRODUCTION_SECRET} characters, the same on every server process`,
    );
  }
  if (secret.length < MIN_PRODUCTION_SECRET) {
    throw new ConfigError(
      `JWT_SECRET is too short for production: it has ${secret.length} characters, at least ${MIN_PRODUCTION_SECRET} are required`,
    );
  }
  return secret;
}

/** SMTP_URL, or the log with MAIL_TRANSPORT=log; the embedded store only outside production. */
function mail(env: Env, production: boolean): Pick<ServerConfig, 'smtpUrl' | 'mailToLog'> {
  const smtpUrl = read(env, 'SMTP_URL');
  const transport = read(env, 'MAIL_TRANSPORT');
  if (transport !== undefined && transport !== 'smtp' && transport !== 'log') {
    throw new ConfigError(`MAIL_TRANSPORT must be "smtp" or "log" (got "${transport}")`);
  }
  if (smtpUrl !== undefined) {
    const protocol = URL.canParse(smtpUrl) ? new URL(smtpUrl).protocol : '';
    if (protocol !== 'smtp:' && protocol !== 'smtps:') {
      throw new ConfigError(
        'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.org:587',
      );
    }
    if (transport === 'log') throw new ConfigError('MAIL_TRANSPORT=log and SMTP_URL are both set: keep one of them');
    return { smtpUrl };
  }
  if (transport === 'smtp') throw new ConfigError('MAIL_TRANSPORT=smtp needs SMTP_URL');
  if (transport === 'log') return { mailToLog: true };
  if (production) {
    throw new ConfigError(
      'no mail transport for production (NODE_ENV=production): set SMTP_URL (e.g. smtp://user:password@mail.example.org:587), or MAIL_TRANSPORT=log to write each e-mail to the log',
    );
  }
  return {};
}

/** SEED_DEMO=true|false; unset: start.ts decides (the demo outside production only). */
function seedDemo(env: Env): boolean | undefined {
  const value = read(env, 'SEED_DEMO');
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false')
    throw new ConfigError(`SEED_DEMO must be "true" or "false" (got "${value}")`);
  return value === 'true';
}

/** `{ key: value }`, or nothing when the value is unset (exactOptionalPropertyTypes keeps unset fields absent). */
function optional<K extends keyof ServerConfig>(key: K, value: ServerConfig[K] | undefined): Partial<ServerConfig> {
  return value === undefined ? {} : { [key]: value };
}

export function configFromEnv(env: Env): ServerConfig {
  const production = env['NODE_ENV'] === 'production';
  const jobCount = wholeNumber(env, 'SEED_JOB_COUNT', 0);
  return {
    production,
    port: wholeNumber(env, 'PORT', 0, 65_535) ?? 8080,
    dataDir: read(env, 'DATA_DIR') ?? './data',
    seed: jobCount === undefined ? {} : { jobCount },
    ...optional('seedDemo', seedDemo(env)),
    ...optional('distDir', read(env, 'DIST_DIR')),
    ...optional('databaseUrl', databaseUrlFromEnv(env)),
    ...optional('databasePoolMax', wholeNumber(env, 'DATABASE_POOL_MAX', 1)),
    ...optional('databaseStatementTimeoutMs', wholeNumber(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 0)),
    ...optional('drainTimeoutMs', wholeNumber(env, 'DRAIN_TIMEOUT_MS', 0)),
    ...optional('jwtSecret', jwtSecret(env, production)),
    ...optional('mailFrom', read(env, 'MAIL_FROM')),
    ...mail(env, production),
    trustProxy: isTrue(read(env, 'TRUST_PROXY')),
    mediaDirShared: isTrue(read(env, 'MEDIA_DIR_SHARED')),
    social: asConfigError(() => socialSettingsFromEnv(env)),
    linkedin: asConfigError(() => linkedinApiFromEnv(env)),
    s3: asConfigError(() => s3SettingsFromEnv(env)),
    llm: asConfigError(() => llmSettingsFromEnv(env)),
    stripe: asConfigError(() => stripeSettingsFromEnv(env)),
    classroom: asConfigError(() => classroomSettingsFromEnv(env)),
  };
}
