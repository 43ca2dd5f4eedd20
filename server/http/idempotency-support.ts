/**
 * Helpers of the Idempotency-Key middleware: reading Postgres error codes through Drizzle's
 * wrapping, and the crash points its tests use to kill a real server process mid-request.
 */

/**
 * Where a test may kill the process: after the handler's effect (uncommitted) or after the
 * commit; in a sync batch, after its second mutation (committed on Postgres, where each one
 * commits alone; not yet on PGlite, where the batch is one transaction) or after the batch's
 * last commit, before its answer.
 */
export type CrashPoint = 'after-effect' | 'after-commit' | 'mid-batch' | 'after-batch-commit';
const CRASH_POINTS: readonly string[] = ['after-effect', 'after-commit', 'mid-batch', 'after-batch-commit'];

/** The mutation of a batch after which 'mid-batch' strikes (zero-based): some ran, some did not. */
export const MID_BATCH_INDEX = 1;

/** The variable that arms a crash point in a test server process. */
export const CRASH_POINT_ENV = 'IDEMPOTENCY_TEST_CRASH_AT';

/**
 * A function that kills the process (SIGKILL: no cleanup, as a power cut or an OOM kill would)
 * at the armed point. Inert unless CRASH_POINT_ENV names a point, and always inert in
 * production (NODE_ENV=production), whatever the environment says.
 */
export function crashPoint(env: NodeJS.ProcessEnv = process.env): (at: CrashPoint) => void {
  const armed = env[CRASH_POINT_ENV];
  if (env['NODE_ENV'] === 'production' || armed === undefined || !CRASH_POINTS.includes(armed)) {
    return () => {};
  }
  return (at) => {
    if (at === armed) process.kill(process.pid, 'SIGKILL');
  };
}

/** The SQLSTATE codes of an error and its causes (Drizzle wraps the driver's error). */
export function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    if ('code' in current && typeof current.code === 'string') codes.push(current.code);
    current = 'cause' in current ? current.cause : undefined;
  }
  return codes;
}
