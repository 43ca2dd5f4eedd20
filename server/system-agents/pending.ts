/**
 * What a review covers (GET /api/v1/system-agents/pending/): every item waiting for a decision,
 * oldest first, so Review Members and Review Use Cases judge all of them and not only the rows
 * a table shows. The screen runs the ids in chunks; the caller must be allowed the review.
 */
import { and, asc, eq } from 'drizzle-orm';
import { PENDING_MAX_IDS, type SystemAgentEntity } from '../../contract/system-agents';
import { useCases } from '../content/schema';
import type { Db } from '../db/client';
import { memberships } from '../db/schema';
import { loadGroup } from '../groups/membership-rows';
import { agentAccess, refusalFor } from './access';

interface Caller {
  tenantId: number;
  userId: number;
}

/** The user ids of the group's pending members (a group given), or the tenant's pending use cases. */
export async function pendingItems(db: Db, caller: Caller, groupId: number | null): Promise<number[]> {
  const entity: SystemAgentEntity = groupId === null ? 'usecase' : 'member';
  const access = await agentAccess(db, caller.tenantId, caller.userId, groupId);
  if (!access.types.has(entity === 'member' ? 'registration_approval' : 'usecase_curation')) throw refusalFor(entity);
  if (groupId !== null) {
    const group = await loadGroup(db, caller.tenantId, groupId);
    const rows = await db
      .select({ id: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.groupId, group.id), eq(memberships.status, 'pending')))
      .orderBy(asc(memberships.createdAt), asc(memberships.id))
      .limit(PENDING_MAX_IDS);
    return rows.map((row) => row.id);
  }
  const rows = await db
    .select({ id: useCases.id })
    .from(useCases)
    .where(and(eq(useCases.tenantId, caller.tenantId), eq(useCases.status, 'pending')))
    .orderBy(asc(useCases.createdAt), asc(useCases.id))
    .limit(PENDING_MAX_IDS);
  return rows.map((row) => row.id);
}
