/** Postgres errors the server answers on purpose (Drizzle wraps the driver's error as `cause`). */
const UNIQUE_VIOLATION = '23505';

function codeOf(error: unknown): unknown {
  return error && typeof error === 'object' && 'code' in error ? error.code : undefined;
}

/** Whether the error is a unique constraint violation (e.g. an e-mail taken in the meantime). */
export function isUniqueViolation(error: unknown): boolean {
  if (codeOf(error) === UNIQUE_VIOLATION) return true;
  const cause = error instanceof Error ? error.cause : undefined;
  return codeOf(cause) === UNIQUE_VIOLATION;
}
