/** The server's pino logger. Tokens and passwords are never logged: paths under /ws/ carry a token and are redacted. */
import { type DestinationStream, type Logger, pino } from 'pino';

export type { Logger };

const SECRET_FIELDS = ['password', 'refresh', 'access', 'token', 'otp', 'code', 'verification_key'];

/** A pino logger to stdout, or to `destination` (tests read what was logged). */
export function createLogger(level = process.env['LOG_LEVEL'] ?? 'info', destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: [...SECRET_FIELDS, ...SECRET_FIELDS.map((field) => `*.${field}`)] } };
  return destination ? pino(options, destination) : pino(options);
}

/** A path safe to log: the websocket path's token segment is replaced. */
export function loggablePath(path: string): string {
  return path.startsWith('/ws/') ? path.replace(/^\/ws\/events\/[^/]+/, '/ws/events/[token]') : path;
}
