import type { PortalDb } from './db';
import type { ApiClient } from './http';

/** How a push or a pull step ended; the engine turns it into the sync state. */
export type StepOutcome =
  | { kind: 'done' }
  | { kind: 'transient'; isUnreachable: boolean }
  | { kind: 'unauthenticated' }
  /** The server answered but a pull could not complete (e.g. a body outside the contract). */
  | { kind: 'failed'; message: string };

export interface SyncContext {
  db: PortalDb;
  api: ApiClient;
  now: () => number;
  random: () => number;
  /**
   * The device saves data (the page's data saver, sync.setSaveData): a first sync downloads
   * only the newest jobs of the board, and the rest when the member asks.
   */
  saveData?: boolean;
}

/** Thrown inside a write transaction when a logout happened while its request was in flight. */
export class SessionEndedError extends Error {}

/** Call first inside a pull's write transaction (meta in scope): the data is the session's. */
export async function assertSession(db: PortalDb): Promise<void> {
  if (!(await db.meta.get('session'))) throw new SessionEndedError('session ended');
}
