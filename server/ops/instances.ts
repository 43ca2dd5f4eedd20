/**
 * The registry of running server processes on one Postgres (`server_instances`). Each
 * process registers what others must share with it, keeps its row fresh with a heartbeat
 * and removes it on close. At start it compares itself with the live processes, so a
 * deployment that would split its state refuses to start (or, outside production, says so)
 * instead of failing later one request at a time:
 * - a different access-token key: tokens, websockets and captchas of one process would be
 *   refused by the other;
 * - uploads on local disk: a file uploaded through one process is missing on the others,
 *   unless MEDIA_DIR_SHARED=true declares the directory one shared mount.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { describeS3, type S3Settings } from '../uploads/s3-storage';
import { ConfigError } from './config-error';
import { serverInstances } from './schema';

export const HEARTBEAT_MS = 10_000;
/** A process whose heartbeat is older than this is gone (crashed or killed). */
const LIVE_WITHIN = sql`now() - interval '30 seconds'`;
/** Rows of processes gone this long are swept at start, so the table stays small. */
const SWEEP_BEFORE = sql`now() - interval '1 day'`;
const FINGERPRINT_LABEL = 'career-portal access-token key fingerprint';

/** Where this process keeps uploads: 'local:{hostname}:{absolute dir}' or 's3:{endpoint}/{bucket}'. */
export function mediaStoreOf(s3: S3Settings | null | undefined, mediaDir: string): string {
  if (s3) return describeS3(s3);
  return `local:${hostname()}:${mediaDir}`;
}

/** Equal for equal keys, and tells nothing about the key itself. */
export function secretFingerprint(secret: Uint8Array): string {
  return createHmac('sha256', secret).update(FINGERPRINT_LABEL).digest('hex');
}

export interface InstanceOptions {
  db: Db;
  secret: Uint8Array;
  mediaStore: string;
  isProduction: boolean;
  /** MEDIA_DIR_SHARED=true: every process mounts the same media directory. */
  isMediaDirShared: boolean;
  logger: Logger;
}

export interface RegisteredInstance {
  id: string;
  /** Stops the heartbeat and removes the row (a database that is down only logs). */
  stop(): Promise<void>;
}

type Instance = typeof serverInstances.$inferSelect;

function checkMedia(options: InstanceOptions, live: Instance[]): void {
  if (options.isMediaDirShared) return;
  const isLocal = (store: string) => store.startsWith('local:');
  const other = live.find((instance) => isLocal(instance.mediaStore));
  if (!isLocal(options.mediaStore) && !other) return;
  const where = isLocal(options.mediaStore)
    ? `this process keeps uploads on local disk (${options.mediaStore.split(':').slice(2).join(':')})`
    : `the running process on ${other?.hostname} keeps uploads on local disk`;
  const remedy =
    'set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY on every process, ' +
    'or MEDIA_DIR_SHARED=true if every process mounts the same media directory';
  if (options.isProduction) throw new ConfigError(`${where}, which other processes cannot read: ${remedy}`);
  if (live.length > 0) {
    options.logger.warn(`${live.length + 1} processes share this database but ${where}: ${remedy}`);
  }
}

export async function registerInstance(options: InstanceOptions): Promise<RegisteredInstance> {
  const { db, logger } = options;
  const fingerprint = secretFingerprint(options.secret);
  await db.delete(serverInstances).where(lt(serverInstances.heartbeatAt, SWEEP_BEFORE));
  const live = await db.select().from(serverInstances).where(gt(serverInstances.heartbeatAt, LIVE_WITHIN));
  const disagreeing = live.find((instance) => instance.secretFingerprint !== fingerprint);
  if (disagreeing) {
    throw new ConfigError(
      `JWT_SECRET differs from the running process on ${disagreeing.hostname}: tokens from one would be refused by the other`,
    );
  }
  checkMedia(options, live);

  const row = {
    id: randomUUID(),
    hostname: hostname(),
    pid: process.pid,
    secretFingerprint: fingerprint,
    mediaStore: options.mediaStore,
  };
  const beat = () =>
    db
      .insert(serverInstances)
      .values(row)
      .onConflictDoUpdate({ target: serverInstances.id, set: { heartbeatAt: sql`now()` } })
      .then(() => undefined);
  await beat();
  let beating: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    beating = beat().catch((error: unknown) => logger.warn({ err: error }, 'server registry heartbeat failed'));
  }, HEARTBEAT_MS);
  timer.unref();

  return {
    id: row.id,
    async stop() {
      clearInterval(timer);
      await beating;
      await db
        .delete(serverInstances)
        .where(eq(serverInstances.id, row.id))
        .catch((error: unknown) => logger.warn({ err: error }, 'could not remove this process from the registry'));
    },
  };
}
