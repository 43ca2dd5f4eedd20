/** The server's pino logger. Tokens and passwords are never logged: paths under /ws/ carry a token and are redacted. */
import { type Logger, pino } from 'pino';

export type { Logger };

export function createLogger(level = process.env['LOG_LEVEL'] ?? 'info'): Logger {
  return pino({
    level,
    redact: { paths: ['password', 'refresh', 'access', 'token', '*.password', '*.refresh', '*.access', '*.token'] },
  });
}

/** A path safe to log: the websocket path's token segment is replaced. */
export function loggablePath(path: string): string {
  return path.startsWith('/ws/') ? path.replace(/^\/ws\/events\/[^/]+/, '/ws/events/[token]') : path;
}
