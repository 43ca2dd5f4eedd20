/**
 * Why a search or connection item is shown to this member (the item's `reason`): the
 * strongest tie first. People: shared skills, a shared group, the same professional
 * field, the default organization, the same country. Groups: the member's own group, the same country, influence.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { groups, memberships, skills, users } from '../db/schema';
import { profiles } from '../profiles/schema';
import type { DirectoryRow } from './directory-query';

interface Ties {
  skills: number[];
  groupIds: number[];
}

export interface ReasonContext {
  caller: Ties & { professionalField: number | null; country: string | null };
  /** Skills and accepted groups of the people on the page. */
  people: Map<number, Ties>;
  skillNames: Map<number, string>;
  /** Names of the caller's groups by name. */
  groupNames: Map<number, string>;
  /** The member's default organization: nearly everyone shares it, so it is a weak tie. */
  defaultOrgId: number | null;
}

async function tiesOf(db: Db, tenantId: number, userIds: number[]): Promise<Map<number, Ties>> {
  const ties = new Map<number, Ties>(userIds.map((id) => [id, { skills: [], groupIds: [] }]));
  if (userIds.length === 0) return ties;
  const [skillRows, groupRows] = await Promise.all([
    db
      .select({ userId: profiles.userId, skills: profiles.skills })
      .from(profiles)
      .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.userId, userIds))),
    db
      .select({ userId: memberships.userId, groupId: memberships.groupId })
      .from(memberships)
      .where(
        and(
          eq(memberships.tenantId, tenantId),
          inArray(memberships.userId, userIds),
          eq(memberships.status, 'accepted'),
        ),
      ),
  ]);
  for (const row of skillRows) ties.get(row.userId)?.skills.push(...row.skills);
  for (const row of groupRows) ties.get(row.userId)?.groupIds.push(row.groupId);
  return ties;
}

export async function loadReasonContext(
  db: Db,
  tenantId: number,
  callerId: number,
  defaultOrgId: number | null,
  rows: readonly DirectoryRow[],
): Promise<ReasonContext> {
  const peopleIds = rows.filter((row) => row.type === 'user').map((row) => row.id);
  const [all, [me]] = await Promise.all([
    tiesOf(db, tenantId, [callerId, ...peopleIds]),
    db
      .select({ professionalField: profiles.professionalField, country: users.country })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, callerId)),
  ]);
  const callerTies = all.get(callerId) ?? { skills: [], groupIds: [] };
  all.delete(callerId);
  const [skillRows, groupRows] = await Promise.all([
    callerTies.skills.length
      ? db.select().from(skills).where(inArray(skills.id, callerTies.skills))
      : Promise.resolve([]),
    callerTies.groupIds.length
      ? db
          .select({ id: groups.id, name: groups.name })
          .from(groups)
          .where(inArray(groups.id, callerTies.groupIds))
          .orderBy(groups.name)
      : Promise.resolve([]),
  ]);
  return {
    caller: { ...callerTies, professionalField: me?.professionalField ?? null, country: me?.country ?? null },
    people: all,
    skillNames: new Map(skillRows.map((s) => [s.id, s.name])),
    groupNames: new Map(groupRows.map((g) => [g.id, g.name])),
    defaultOrgId,
  };
}

export function reasonFor(row: DirectoryRow, ctx: ReasonContext): string | null {
  const { caller } = ctx;
  if (row.type !== 'user') {
    if (caller.groupIds.includes(row.id)) return 'You are a member';
    if (row.country && row.country === caller.country) return 'Based in your country';
    if (row.isInfluencer) return 'Influential organization';
    return null;
  }
  const ties = ctx.people.get(row.id) ?? { skills: [], groupIds: [] };
  const shared = ties.skills.filter((id) => caller.skills.includes(id)).map((id) => ctx.skillNames.get(id) ?? '');
  if (shared.length === 1) return `Shares your skill: ${shared[0]}`;
  if (shared.length > 1) return `Shares ${shared.length} of your skills: ${shared.join(', ')}`;
  const sharedGroup = (isDefault: boolean) =>
    [...ctx.groupNames].find(([id]) => (id === ctx.defaultOrgId) === isDefault && ties.groupIds.includes(id))?.[1];
  const group = sharedGroup(false);
  if (group) return `Also in ${group}`;
  if (row.professionalField !== null && row.professionalField === caller.professionalField)
    return 'Works in your field';
  const organization = sharedGroup(true);
  if (organization) return `Also in ${organization}`;
  if (row.country && row.country === caller.country) return 'Lives in your country';
  return null;
}
