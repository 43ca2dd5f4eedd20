/**
 * Search and connections as the contract's items: the directory page, then each item's
 * reason for this member. The member's default organization (the chosen one when
 * accepted there, else the tenant's) is what limited_search keeps to.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { ConnectionTab } from '../../contract/connect';
import type { DirectoryEntry } from '../../contract/directory';
import type { Db } from '../db/client';
import { preparedRead, value } from '../db/prepared';
import { tenants, users } from '../db/schema';
import { type DirectoryFilters, type DirectoryRow, type GroupType, readDirectory } from './directory-query';
import { type ReasonContext, reasonFor, reasonsOf } from './reasons';

export interface Caller {
  tenantId: number;
  userId: number;
}

/** The tabs' types: Organization covers institutions too. */
export function kindsOf(tab: ConnectionTab): Pick<DirectoryFilters, 'people' | 'groupTypes'> {
  const groupTypes: Record<ConnectionTab, readonly GroupType[]> = {
    all: ['organization', 'institution', 'circle', 'event'],
    user: [],
    organization: ['organization', 'institution'],
    circle: ['circle'],
    event: ['event'],
  };
  return { people: tab === 'all' || tab === 'user', groupTypes: groupTypes[tab] };
}

// Inside a select list Drizzle writes a column without its table, which users and tenants
// (both with a default_org_id) would make ambiguous: the outer columns are named literally.
const acceptedIn = (groupId: SQL) => sql<boolean>`exists (select 1 from memberships m
  where m.tenant_id = ${value('tenantId')} and m.user_id = ${value('userId')} and m.status = 'accepted'
    and m.group_id = ${groupId})`;

const defaultOrganizationRow = preparedRead(
  () => '',
  (db) =>
    db
      .select({
        chosen: users.defaultOrgId,
        tenantDefault: tenants.defaultOrgId,
        isChosenAccepted: acceptedIn(sql`"users"."default_org_id"`),
        isTenantDefaultAccepted: acceptedIn(sql`"tenants"."default_org_id"`),
      })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(and(eq(users.id, value('userId')), eq(users.tenantId, value('tenantId')))),
);

/** The member's default organization where their membership is accepted, or null. */
export async function defaultOrganizationOf(db: Db, caller: Caller): Promise<number | null> {
  const [row] = await defaultOrganizationRow(db, null, { tenantId: caller.tenantId, userId: caller.userId });
  if (!row) return null;
  if (row.chosen !== null && row.isChosenAccepted) return row.chosen;
  if (row.tenantDefault !== null && row.isTenantDefaultAccepted) return row.tenantDefault;
  return null;
}

function toEntry(row: DirectoryRow, ctx: ReasonContext): DirectoryEntry {
  return {
    id: row.id,
    type: row.type === 'user' ? 'user' : (row.type as GroupType),
    name: row.name,
    slug: row.slug,
    image: row.image,
    description: row.description,
    reason: reasonFor(row, ctx),
    institution_name: row.institutionName,
    country: row.country,
    professional_field: row.professionalField,
    profile_completion_percent: Number(row.completion),
    is_influencer: row.isInfluencer,
    is_certified: row.isCertified,
    followed: row.followed,
    certification_level: row.certificationLevel === null ? null : Number(row.certificationLevel),
  };
}

export type DirectoryQuery = Omit<DirectoryFilters, 'tenantId' | 'callerId' | 'organizationId'> & {
  limitedSearch: boolean;
};

/** One page of directory entries for the caller, with the total count. */
export async function searchDirectory(db: Db, caller: Caller, query: DirectoryQuery, limit: number, offset: number) {
  const { limitedSearch, ...filters } = query;
  const defaultOrgId = await defaultOrganizationOf(db, caller);
  const { rows, total, found } = await readDirectory(
    db,
    {
      ...filters,
      tenantId: caller.tenantId,
      callerId: caller.userId,
      organizationId: limitedSearch ? defaultOrgId : null,
    },
    limit,
    offset,
    (peopleIds) => ({ reasons: reasonsOf(caller.tenantId, caller.userId, defaultOrgId, peopleIds) }),
  );
  const ctx = found.reasons;
  return { data: rows.map((row) => toEntry(row, ctx)), total };
}
