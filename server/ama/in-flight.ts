/**
 * One generation per Ask Anything question, across every server process. A client that
 * lost its connection mid-answer asks again with the same id, perhaps through another
 * process: rather than a second generation (a second LLM call), the retry waits for the
 * first one and then replays what it stored. The claim is a lease in work_leases (kind
 * 'ama', the exchange id): taken by one atomic insert, kept alive by its owner while the
 * answer streams, marked finished once the answer is stored or refused, and taken over by
 * another process when its owner died (the lease expired).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import type { Logger } from '../logger';
import { workLeases } from '../ops/schema';
import { AMA_SERVER_MESSAGES } from './exchanges';

const KIND = 'ama';
/** An owner that stops extending its lease for 30 seconds is taken for dead. */
const LEASE_END = sql`now() + interval '30 seconds'`;
const EXTEND_EVERY_MS = 10_000;
const POLL_MS = 150;
/** A retry waits this long at most for the first answer (an LLM answer takes well under it). */
const WAIT_MS = 3 * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;

export const IN_FLIGHT_MESSAGES = {
  stillAnswering: 'This question is still being answered. Ask again in a moment.',
} as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Claim {
  /** Marks the lease finished (the answer is stored, or the question refused); call once. */
  release: () => void;
}

export function createInFlight(deps: { db: Db; logger: Logger }) {
  const { db, logger } = deps;
  /** This process (this app) as a lease owner. */
  const owner = randomUUID();
  let lastSweep = 0;
  const lease = (id: string) => and(eq(workLeases.kind, KIND), eq(workLeases.id, id));
  const owned = (id: string) => and(lease(id), eq(workLeases.owner, owner));

  /**
   * Inserts the lease, or takes over one that is finished or abandoned (its owner stopped
   * extending it); false while another claim is live. Whose question the id already is, the
   * stored exchange says (prepareAsk answers 409 to anyone else).
   */
  async function take(id: string, tenantId: number, userId: number): Promise<boolean> {
    const taken = await db
      .insert(workLeases)
      .values({ kind: KIND, id, tenantId, userId, owner, expiresAt: LEASE_END })
      .onConflictDoUpdate({
        target: [workLeases.kind, workLeases.id],
        set: { tenantId, userId, owner, expiresAt: LEASE_END, finishedAt: null, createdAt: sql`now()` },
        setWhere: or(isNotNull(workLeases.finishedAt), lt(workLeases.expiresAt, sql`now()`))!,
      })
      .returning({ owner: workLeases.owner });
    return taken.length > 0;
  }

  function hold(id: string): Claim {
    const extend = () =>
      db
        .update(workLeases)
        .set({ expiresAt: LEASE_END })
        .where(and(owned(id), isNull(workLeases.finishedAt)))
        .then(
          () => undefined,
          (error: unknown) => logger.warn({ err: error, id }, 'ask anything: extending the lease failed'),
        );
    const timer = setInterval(extend, EXTEND_EVERY_MS);
    timer.unref();
    let isReleased = false;
    return {
      release() {
        if (isReleased) return;
        isReleased = true;
        clearInterval(timer);
        db.update(workLeases)
          .set({ finishedAt: sql`now()`, expiresAt: sql`now()` })
          .where(owned(id))
          .then(
            () => undefined,
            // Not fatal: the lease expires by itself and a retry takes it over.
            (error: unknown) => logger.warn({ err: error, id }, 'ask anything: finishing the lease failed'),
          );
      },
    };
  }

  /** Leases finished or abandoned long ago, now and then, so the table stays small. */
  async function sweep() {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await db
      .delete(workLeases)
      .where(and(eq(workLeases.kind, KIND), lt(workLeases.expiresAt, sql`now() - interval '1 hour'`)));
  }

  return {
    /**
     * Claims the question's id for this process, after waiting for an answer to the same id
     * under way anywhere (409 if someone else asked it). The caller then finds a stored answer
     * to replay, or generates it; `release` once it is stored or refused.
     */
    async claim(id: string, tenantId: number, userId: number): Promise<Claim> {
      await sweep();
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        if (await take(id, tenantId, userId)) return hold(id);
        const [held] = await db
          .select({ tenantId: workLeases.tenantId, userId: workLeases.userId })
          .from(workLeases)
          .where(lease(id));
        if (held && (held.tenantId !== tenantId || held.userId !== userId)) {
          throw new HttpError(409, { detail: AMA_SERVER_MESSAGES.idTaken });
        }
        if (Date.now() >= deadline) throw new HttpError(409, { detail: IN_FLIGHT_MESSAGES.stillAnswering });
        await sleep(POLL_MS);
      }
    },
  };
}
