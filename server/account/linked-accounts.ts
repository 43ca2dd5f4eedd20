/**
 * The same person on other tenants. Users are per tenant; the member's account on another
 * tenant is the user there with the same e-mail, and it counts only when both accounts
 * are verified (each proved the address). The organizations where such an account is an
 * accepted member are offered in the switcher, and a hand-off can sign the member in there.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type GroupRow, groups, memberships, tenants, users } from '../db/schema';

/** The group types the organization switcher lists. */
export const ORGANIZATION_TYPES: GroupRow['groupType'][] = ['organization', 'institution'];

export interface LinkedOrganization {
  group: GroupRow;
  role: string;
  /** The other tenant, its first domain, and the member's user there. */
  tenantId: number;
  domain: string;
  userId: number;
}

/**
 * Accepted organization memberships of the verified accounts with this e-mail on tenants
 * other than `tenantId` (only of `organizationId` when given), ordered by organization.
 */
export async function linkedOrganizations(
  db: Db,
  tenantId: number,
  email: string,
  organizationId?: number,
): Promise<LinkedOrganization[]> {
  const rows = await db
    .select({ group: groups, role: memberships.role, domains: tenants.domains, userId: users.id })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.tenantId, users.tenantId)))
    .innerJoin(groups, and(eq(groups.id, memberships.groupId), eq(groups.tenantId, users.tenantId)))
    .where(
      and(
        eq(users.email, email),
        eq(users.isVerified, true),
        ne(users.tenantId, tenantId),
        eq(memberships.status, 'accepted'),
        inArray(groups.groupType, ORGANIZATION_TYPES),
        organizationId === undefined ? undefined : eq(groups.id, organizationId),
      ),
    )
    .orderBy(groups.tenantId, groups.id);
  return rows.flatMap((row) => {
    const domain = row.domains[0];
    if (!domain) return [];
    return [{ group: row.group, role: row.role, tenantId: row.group.tenantId, domain, userId: row.userId }];
  });
}
