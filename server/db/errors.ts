/**
 * Postgres errors the server answers on purpose. Drizzle wraps the driver's error as
 * `cause`, so every check walks the cause chain.
 */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const PROGRAM_LIMIT_EXCEEDED = '54000';

/** Node socket errors met when the database cannot be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
]);
/**
 * Postgres codes of a database that is going away, starting, overloaded or out of time:
 * admin/crash shutdown, cannot connect now, too many connections, statement timeout,
 * serialization failure and deadlock (the client may simply try again).
 */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '40001', '40P01']);
/**
 * A lost or unobtainable connection reported by message only: node-postgres ("Connection
 * terminated unexpectedly", "... due to connection timeout", "timeout exceeded when trying to
 * connect", "... is not queryable", a pool or PGlite already closed while the server stops).
 */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|Cannot use a pool after calling end|PGlite is closed/i;

function codeOf(error: unknown): unknown {
  return error && typeof error === 'object' && 'code' in error ? error.code : undefined;
}

/**
 * The error, its causes and, for an AggregateError (a host name with several addresses, each
 * refused), the errors it gathers; outermost first, bounded in case of a cycle.
 */
function chain(error: unknown): unknown[] {
  const all: unknown[] = [];
  const queue = [error];
  while (queue.length > 0 && all.length < 16) {
    const current = queue.shift();
    if (current === undefined || current === null) continue;
    all.push(current);
    if (current instanceof AggregateError) queue.push(...current.errors);
    if (current instanceof Error) queue.push(current.cause);
  }
  return all;
}

/** Whether the error is a unique constraint violation (e.g. an e-mail taken in the meantime). */
export function isUniqueViolation(error: unknown): boolean {
  return chain(error).some((link) => codeOf(link) === UNIQUE_VIOLATION);
}

/** The database is down, restarting or overloaded: answer 503 with Retry-After, the client tries again. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return chain(error).some((link) => {
    const code = codeOf(link);
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || NETWORK_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    return link instanceof Error && UNAVAILABLE_MESSAGE.test(link.message);
  });
}

/**
 * The database refused a value the request carried (class 22 "data exception": a NUL byte,
 * a number out of range, text that is not a number or date; a reference to a row that does
 * not exist; a value too large to index). The input checks should catch these first; this
 * is the net that keeps a missed one a 400 instead of a 500.
 */
export function isBadInputToDatabase(error: unknown): boolean {
  return chain(error).some((link) => {
    const code = codeOf(link);
    return (
      typeof code === 'string' &&
      (code.startsWith('22') || code === FOREIGN_KEY_VIOLATION || code === PROGRAM_LIMIT_EXCEEDED)
    );
  });
}
