/**
 * The same person on other tenants. Users are per tenant; the member's account on another
 * tenant is the user there with the same e-mail, and it counts only when both accounts
 * are verified (each proved the address). The organizations where such an account is an
 * accepted member are offered in the switcher, and a hand-off can sign the member in there.
 */
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type JsonRow, jsonObject, type Lookup, lookUp, lookup } from '../db/lookups';
import { type GroupRow, groups, memberships, tenants, users } from '../db/schema';

/** The group types the organization switcher lists. */
export const ORGANIZATION_TYPES: GroupRow['groupType'][] = ['organization', 'institution'];

/** What the switcher and the Identity show of an organization. */
export const ORGANIZATION_COLUMNS = {
  id: groups.id,
  name: groups.name,
  nameSlug: groups.nameSlug,
  logo: groups.logo,
  domain: groups.domain,
  description: groups.description,
};
export type OrganizationGroup = JsonRow<typeof ORGANIZATION_COLUMNS>;

export interface LinkedOrganization {
  group: OrganizationGroup;
  role: string;
  /** The other tenant, its first domain, and the member's user there. */
  tenantId: number;
  domain: string;
  userId: number;
}

/**
 * Accepted organization memberships of the verified accounts with this e-mail (a value, or a
 * subquery answering it) on tenants other than `tenantId` (only of `organizationId` when
 * given), ordered by organization.
 */
export function linkedOrganizationsOf(
  tenantId: number,
  email: string | SQL,
  organizationId?: number,
): Lookup<LinkedOrganization[]> {
  type Row = Omit<LinkedOrganization, 'domain'> & { domain: string | null };
  const where = and(
    eq(users.email, email),
    eq(users.isVerified, true),
    ne(users.tenantId, tenantId),
    eq(memberships.status, 'accepted'),
    inArray(groups.groupType, ORGANIZATION_TYPES),
    organizationId === undefined ? undefined : eq(groups.id, organizationId),
  );
  return lookup(
    sql`select json_agg(${jsonObject({
      group: jsonObject(ORGANIZATION_COLUMNS),
      role: memberships.role,
      tenantId: groups.tenantId,
      domain: sql`${tenants.domains}[1]`,
      userId: users.id,
    })} order by ${groups.tenantId}, ${groups.id})
      from ${users} inner join ${tenants} on ${tenants.id} = ${users.tenantId}
        inner join ${memberships} on ${memberships.userId} = ${users.id} and ${memberships.tenantId} = ${users.tenantId}
        inner join ${groups} on ${groups.id} = ${memberships.groupId} and ${groups.tenantId} = ${users.tenantId}
      where ${where}`,
    (rows: Row[]) => rows.flatMap(({ domain, ...row }) => (domain === null ? [] : [{ ...row, domain }])),
  );
}

/** linkedOrganizationsOf's answer, read on its own. */
export async function linkedOrganizations(
  db: Db,
  tenantId: number,
  email: string,
  organizationId?: number,
): Promise<LinkedOrganization[]> {
  return (await lookUp(db, { linked: linkedOrganizationsOf(tenantId, email, organizationId) })).linked;
}
