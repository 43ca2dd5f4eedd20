/**
 * What every candidate source needs to know about the member a package is for: the engine's
 * facts of their profile, the groups where their membership is accepted, and the tenant's
 * option lists (for naming career stages and fields in reasons).
 */
import { and, eq } from 'drizzle-orm';
import type { RecommendationItem } from '../../contract/connect';
import type { TenantOptions } from '../../contract/tenant';
import type { Db } from '../db/client';
import { memberships } from '../db/schema';
import { loadMemberFacts, type MemberFacts } from '../recommendations/member-facts';

export interface PackageContext {
  db: Db;
  tenantId: number;
  memberId: number;
  facts: MemberFacts;
  acceptedGroupIds: ReadonlySet<number>;
  options: TenantOptions;
  now: Date;
}

/** A page of candidates: what to show and how many there are in all. */
export interface CandidatePage {
  items: RecommendationItem[];
  total: number;
}

export interface CandidateRequest {
  /** A search of at least SEARCH_MIN_CHARS characters, or none. */
  search: string | undefined;
  /** The member's group for mentors and mentees. */
  groupId: number | undefined;
  limit: number;
  offset: number;
}

/** The reason of an item found by a search that the engine would not have picked itself. */
export const SEARCH_REASON = 'Matches your search';
/** The reason in the e-mail of an item staff found themselves (the engine had none). */
export const PICKED_REASON = 'Picked for you by our team';

export async function packageContext(
  db: Db,
  tenantId: number,
  memberId: number,
  options: TenantOptions,
  now = new Date(),
): Promise<PackageContext> {
  const [facts, accepted] = await Promise.all([
    loadMemberFacts(db, tenantId, memberId),
    db
      .select({ groupId: memberships.groupId })
      .from(memberships)
      .where(
        and(eq(memberships.tenantId, tenantId), eq(memberships.userId, memberId), eq(memberships.status, 'accepted')),
      ),
  ]);
  return {
    db,
    tenantId,
    memberId,
    facts,
    acceptedGroupIds: new Set(accepted.map((row) => row.groupId)),
    options,
    now,
  };
}
