/**
 * The Postgres event bus: LISTEN/NOTIFY on one channel of the shared database, so every
 * server process on it delivers to its own sockets (issue 8, "Scale"). SEAM: issue 8 helper.
 */
import type { Logger } from '../logger';
import type { EventBus } from './bus';

export interface PostgresBusOptions {
  connectionString: string;
  logger: Logger;
  /** @default 'portal_events' */
  channel?: string;
}

export async function createPostgresBus(_options: PostgresBusOptions): Promise<EventBus> {
  throw new Error('not built yet');
}
