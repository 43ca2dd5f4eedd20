/**
 * The recommendation engine (spec part 1 section 9): deterministic recommendations from
 * the member's profile, at most RECOMMENDATIONS_PER_TYPE per type, without duplicates,
 * in the panel's type order. Resource types stay empty until content exists:
 * nothing is invented to fill them.
 */
import { RECOMMENDATION_ORDER, RECOMMENDATIONS_PER_TYPE, type RecommendationItem } from '../../contract/connect';
import type { TenantOptions } from '../../contract/tenant';
import type { Db } from '../db/client';
import { recommendGroups } from './groups';
import { recommendJobs } from './jobs';
import { loadMemberFacts } from './member-facts';
import { recommendPeople } from './people';

export async function recommendFor(
  db: Db,
  tenantId: number,
  userId: number,
  options: TenantOptions,
  now = new Date(),
): Promise<RecommendationItem[]> {
  const facts = await loadMemberFacts(db, tenantId, userId);
  const limit = RECOMMENDATIONS_PER_TYPE;
  const [people, grouped, jobs] = await Promise.all([
    recommendPeople(db, facts, options, limit),
    recommendGroups(db, facts, options, limit),
    recommendJobs(db, facts, options, limit, now),
  ]);
  return orderAndCap([...people, ...grouped.circle, ...grouped.event, ...grouped.organization, ...jobs]);
}

/** Drops duplicates (same type and id), keeps at most the per-type cap, sorts by the panel's type order. */
export function orderAndCap(items: RecommendationItem[]): RecommendationItem[] {
  const seen = new Set<string>();
  const byType = new Map<string, RecommendationItem[]>();
  for (const item of items) {
    const key = `${item.type}:${item.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const list = byType.get(item.type) ?? [];
    if (list.length < RECOMMENDATIONS_PER_TYPE) list.push(item);
    byType.set(item.type, list);
  }
  return RECOMMENDATION_ORDER.flatMap((type) => byType.get(type) ?? []);
}
