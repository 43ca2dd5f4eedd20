/**
 * Votes (spec part 1 section 4; part 2 section 7): one row per member and item, neutral is
 * no row. A vote is a final state: the row is upserted or deleted and the item's
 * vote_score recomputed from the rows in the same transaction, so a replayed outbox entry
 * changes nothing and the score can never drift from the votes.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MemberVote, VoteContentType, VotePayload, VoteResult } from '../../contract/votes';
import { voteKey } from '../../contract/votes';
import { appendChanges } from '../changes/log';
import type { Db } from '../db/client';
import { lookUp } from '../db/lookups';
import { aiTools, careerTips, useCases, votes } from './schema';
import { votesOf } from './serialize';

/** The tables of the votable kinds (agent builders have none yet: 404). The columns voted on are shared. */
const VOTE_TABLES = { careertip: careerTips, aitool: aiTools, usecase: useCases } as const;
type VotedTable = typeof useCases;

export function votedTable(type: VoteContentType): VotedTable | null {
  return type in VOTE_TABLES ? (VOTE_TABLES[type as keyof typeof VOTE_TABLES] as unknown as VotedTable) : null;
}

export type VoteOutcome = { ok: true; result: VoteResult } | { ok: false; reason: 'not_found' };

/** Sets the member's vote (null = neutral) on an approved item; the score is recomputed in the same transaction. */
export async function setVote(db: Db, tenantId: number, userId: number, payload: VotePayload): Promise<VoteOutcome> {
  const table = votedTable(payload.content_type);
  if (!table) return { ok: false, reason: 'not_found' };
  return db.transaction(async (tx): Promise<VoteOutcome> => {
    const [item] = await tx
      .select({ id: table.id, status: table.status })
      .from(table)
      .where(and(eq(table.tenantId, tenantId), eq(table.id, payload.object_id)))
      .for('update');
    if (item?.status !== 'approved') return { ok: false, reason: 'not_found' };
    const owned = and(
      eq(votes.tenantId, tenantId),
      eq(votes.userId, userId),
      eq(votes.contentType, payload.content_type),
      eq(votes.objectId, payload.object_id),
    );
    if (payload.vote_type === null) {
      await tx.delete(votes).where(owned);
    } else {
      await tx
        .insert(votes)
        .values({
          tenantId,
          userId,
          contentType: payload.content_type,
          objectId: payload.object_id,
          voteType: payload.vote_type,
        })
        .onConflictDoUpdate({
          target: [votes.tenantId, votes.userId, votes.contentType, votes.objectId],
          set: { voteType: payload.vote_type },
        });
    }
    const [updated] = await tx
      .update(table)
      .set({
        voteScore: sql`(select coalesce(sum(case when ${votes.voteType} = 'upvote' then 1 else -1 end), 0)::int
          from ${votes} where ${votes.tenantId} = ${tenantId} and ${votes.contentType} = ${payload.content_type}
          and ${votes.objectId} = ${payload.object_id})`,
      })
      .where(and(eq(table.tenantId, tenantId), eq(table.id, payload.object_id)))
      .returning({ voteScore: table.voteScore });
    await appendChanges(tx, [
      {
        tenantId,
        userId,
        entity: 'vote',
        entityId: voteKey(payload.content_type, payload.object_id),
        op: 'upsert',
      },
    ]);
    return { ok: true, result: { total_score: updated?.voteScore ?? 0, user_vote: payload.vote_type } };
  });
}

/** The member's current votes for the change feed, by voteKey (a missing row is neutral). */
export async function memberVotes(
  db: Db,
  tenantId: number,
  userId: number,
  keys: readonly string[],
): Promise<Map<string, MemberVote>> {
  const out = new Map<string, MemberVote>();
  const byType = new Map<VoteContentType, number[]>();
  for (const key of keys) {
    const [, type, id] = key.split(':');
    const objectId = Number(id);
    if (!type || !Number.isSafeInteger(objectId)) continue;
    byType.set(type as VoteContentType, [...(byType.get(type as VoteContentType) ?? []), objectId]);
  }
  for (const [type, ids] of byType) {
    const table = votedTable(type);
    if (!table) continue;
    const [mine, items] = await Promise.all([
      lookUp(db, { mine: votesOf(tenantId, userId, type, ids) }).then((found) => found.mine),
      db
        .select({ id: table.id, voteScore: table.voteScore })
        .from(table)
        .where(and(eq(table.tenantId, tenantId), inArray(table.id, ids))),
    ]);
    for (const item of items) {
      out.set(voteKey(type, item.id), {
        content_type: type,
        object_id: item.id,
        vote_type: mine.get(item.id) ?? null,
        total_score: item.voteScore,
      });
    }
  }
  return out;
}
