/**
 * Why a search or connection item is shown to this member (the item's `reason`): the
 * strongest tie first. People: shared skills, a shared group, the same professional
 * field, the default organization, the same country. Groups: the member's own group, the same country, influence.
 */
import { sql } from 'drizzle-orm';
import { type Lookup, lookup, lookupQuery } from '../db/lookups';
import { integerArray } from '../db/prepared';
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

/** What the reasons read, as the statement answers it. */
interface ReasonRows {
  skillsOf: { userId: number; skills: number[] }[];
  groupsOf: { userId: number; groupId: number }[];
  me: { professionalField: number | null; country: string | null } | null;
  skillNames: { id: number; name: string }[];
  groupNames: { id: number; name: string }[];
}

/**
 * The skills and accepted groups of the caller and of the people on the page (the slot
 * `everyone`), the caller's field and country, and the names of the caller's skills and
 * groups (the groups in name order: the first shared one is named), as one JSON object.
 */
const reasonsQuery = lookupQuery(
  (slot) => sql`select json_build_array(json_build_object(
    'skillsOf', coalesce((select json_agg(json_build_object('userId', ${profiles.userId}, 'skills', ${profiles.skills}))
      from ${profiles}
      where ${profiles.tenantId} = ${slot('tenantId')} and ${profiles.userId} = any(${slot('everyone')}::integer[])), '[]'),
    'groupsOf', coalesce((select json_agg(json_build_object('userId', ${memberships.userId}, 'groupId', ${memberships.groupId}))
      from ${memberships}
      where ${memberships.tenantId} = ${slot('tenantId')} and ${memberships.userId} = any(${slot('everyone')}::integer[])
        and ${memberships.status} = 'accepted'), '[]'),
    'me', (select json_build_object('professionalField', ${profiles.professionalField}, 'country', ${users.country})
      from ${users} left join ${profiles} on ${profiles.userId} = ${users.id} where ${users.id} = ${slot('callerId')}),
    'skillNames', coalesce((select json_agg(json_build_object('id', ${skills.id}, 'name', ${skills.name})) from ${skills}
      where ${skills.id} in (select unnest(${profiles.skills}) from ${profiles}
        where ${profiles.tenantId} = ${slot('tenantId')} and ${profiles.userId} = ${slot('callerId')})), '[]'),
    'groupNames', coalesce((select json_agg(json_build_object('id', ${groups.id}, 'name', ${groups.name}) order by ${groups.name})
      from ${groups} where ${groups.id} in (select ${memberships.groupId} from ${memberships}
        where ${memberships.tenantId} = ${slot('tenantId')} and ${memberships.userId} = ${slot('callerId')}
          and ${memberships.status} = 'accepted')), '[]')))`,
);

/**
 * What the reasons compare, as a lookup to read beside the page's entries: see reasonsQuery.
 * `peopleIds` are the people on the page.
 */
export function reasonsOf(
  tenantId: number,
  callerId: number,
  defaultOrgId: number | null,
  peopleIds: readonly number[],
): Lookup<ReasonContext> {
  const everyone = [callerId, ...peopleIds];
  return lookup(reasonsQuery, { tenantId, callerId, everyone: integerArray(everyone) }, ([found]: ReasonRows[]) =>
    reasonContext(callerId, defaultOrgId, everyone, found),
  );
}

function reasonContext(
  callerId: number,
  defaultOrgId: number | null,
  everyone: readonly number[],
  found: ReasonRows = { skillsOf: [], groupsOf: [], me: null, skillNames: [], groupNames: [] },
): ReasonContext {
  const ties = new Map<number, Ties>(everyone.map((id) => [id, { skills: [], groupIds: [] }]));
  for (const row of found.skillsOf) ties.get(row.userId)?.skills.push(...row.skills);
  for (const row of found.groupsOf) ties.get(row.userId)?.groupIds.push(row.groupId);
  const callerTies = ties.get(callerId) ?? { skills: [], groupIds: [] };
  ties.delete(callerId);
  return {
    caller: {
      ...callerTies,
      professionalField: found.me?.professionalField ?? null,
      country: found.me?.country ?? null,
    },
    people: ties,
    skillNames: new Map(found.skillNames.map((skill) => [skill.id, skill.name])),
    groupNames: new Map(found.groupNames.map((group) => [group.id, group.name])),
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
