/**
 * The Postgres event bus: LISTEN/NOTIFY on one channel of the shared database, so every
 * server process on it delivers to its own sockets and the server can run as several processes.
 *
 * - One dedicated connection LISTENs. When it drops it reconnects with backoff and LISTENs
 *   again; events published meanwhile are lost, so after a reconnect every socket of every
 *   tenant gets a `changes` poke and pulls the change feed (which has the data).
 * - publish is `select pg_notify(channel, json)` on a one-connection pool, so the events of
 *   one process reach the channel in the order published (chat messages stay in order).
 * - A process receives its own notifications through LISTEN too: publish never delivers
 *   locally, or its sockets would get everything twice.
 * - A NOTIFY payload is limited to 8000 bytes: a larger event goes out as a `changes` poke
 *   for the same users (split over several notifications when the user list alone is large).
 */
import pg from 'pg';
import type { WsEvent } from '../../contract/sync';
import type { Logger } from '../logger';
import type { BusEvent, BusListener, EventBus } from './bus';

export interface PostgresBusOptions {
  connectionString: string;
  logger: Logger;
  /** @default 'portal_events' */
  channel?: string;
}

/** Postgres refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_NOTIFY_BYTES = 7999;
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;
const CONNECT_TIMEOUT_MS = 5_000;
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * The NOTIFY payloads for one event: the event itself when it fits, else `changes` pokes for
 * the same users (every socket of the tenant when userIds is null), chunked to fit.
 */
export function encodeBusEvent(event: BusEvent, maxBytes = MAX_NOTIFY_BYTES): string[] {
  const whole = JSON.stringify(event);
  if (bytes(whole) <= maxBytes) return [whole];
  const poke: WsEvent = { type: 'changes' };
  const fallback = JSON.stringify({ tenantId: event.tenantId, userIds: event.userIds, event: poke });
  if (event.userIds === null || bytes(fallback) <= maxBytes) return [fallback];
  const payloads: string[] = [];
  let chunk: number[] = [];
  const encode = (userIds: number[]) => JSON.stringify({ tenantId: event.tenantId, userIds, event: poke });
  for (const userId of event.userIds) {
    if (chunk.length > 0 && bytes(encode([...chunk, userId])) > maxBytes) {
      payloads.push(encode(chunk));
      chunk = [];
    }
    chunk.push(userId);
  }
  if (chunk.length > 0) payloads.push(encode(chunk));
  return payloads;
}

/** A NOTIFY payload back into an event; null when it is not one of ours. */
export function decodeBusEvent(payload: string | undefined): BusEvent | null {
  if (!payload) return null;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { tenantId, userIds, event } = value as Record<string, unknown>;
  if (typeof tenantId !== 'number' || !Number.isInteger(tenantId)) return null;
  if (userIds !== null && !(Array.isArray(userIds) && userIds.every((id) => Number.isInteger(id)))) return null;
  if (typeof event !== 'object' || event === null || typeof (event as { type?: unknown }).type !== 'string') {
    return null;
  }
  return { tenantId, userIds: userIds as number[] | null, event: event as WsEvent };
}

export async function createPostgresBus(options: PostgresBusOptions): Promise<EventBus> {
  const { connectionString, logger } = options;
  const channel = options.channel ?? 'portal_events';
  if (!CHANNEL.test(channel)) throw new Error(`invalid event channel name: ${channel}`);
  const listeners = new Set<BusListener>();
  const pool = new pg.Pool({ connectionString, max: 1, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  pool.on('error', (error) => logger.warn({ err: error }, 'event bus: publishing connection failed'));

  let closed = false;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = RECONNECT_MIN_MS;

  function deliver(event: BusEvent): void {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        logger.error({ err: error }, 'event bus: a listener failed');
      }
    }
  }

  /** Events may have been missed while not listening: every socket pulls the change feed. */
  async function pokeEveryone(): Promise<void> {
    const { rows } = await pool.query<{ id: number }>('select id from tenants');
    for (const { id } of rows) deliver({ tenantId: id, userIds: null, event: { type: 'changes' } });
  }

  async function listen(): Promise<void> {
    // TCP keepalive: a connection that died silently is noticed, so we listen again; a
    // connect that hangs (a host gone) fails in time to try again.
    const next = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    let established = false;
    let lost = false;
    const onLost = (error?: Error) => {
      if (!established || lost) return;
      lost = true;
      next.removeAllListeners('notification');
      if (client === next) client = null;
      next.end().catch(() => {});
      if (closed) return;
      logger.warn({ err: error }, 'event bus: listening connection lost, reconnecting');
      scheduleReconnect();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (message) => {
      if (message.channel !== channel) return;
      const event = decodeBusEvent(message.payload);
      if (event) deliver(event);
      else logger.warn('event bus: ignored a malformed notification');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    established = true;
    client = next;
  }

  function scheduleReconnect(): void {
    if (closed || retryTimer) return;
    const delay = retryMs;
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      listen().then(
        () => {
          if (closed) return;
          retryMs = RECONNECT_MIN_MS;
          logger.info({ channel }, 'event bus: listening again');
          pokeEveryone().catch((error: unknown) =>
            logger.warn({ err: error }, 'event bus: could not poke the sockets after reconnecting'),
          );
        },
        (error: unknown) => {
          logger.warn({ err: error, retryInMs: retryMs }, 'event bus: reconnect failed');
          scheduleReconnect();
        },
      );
    }, delay);
  }

  try {
    await listen();
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  logger.debug({ channel }, 'event bus: listening');

  return {
    publish(event) {
      if (closed) return;
      for (const payload of encodeBusEvent(event)) {
        pool.query('select pg_notify($1, $2)', [channel, payload]).catch((error: unknown) => {
          logger.error({ err: error, tenant: event.tenantId, type: event.event.type }, 'event bus: publish failed');
        });
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      if (closed) return;
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      listeners.clear();
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners('notification');
        await current.end().catch(() => {});
      }
      await pool.end().catch(() => {});
    },
  };
}
