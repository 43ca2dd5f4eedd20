/**
 * The same person on other tenants. Users are per tenant; the member's account on another
 * tenant is the user there with the same e-mail, and it counts only when both accounts
 * are verified (each proved the address). The organizations where such an account is an
 * accepted member are offered in the switcher, and a hand-off can sign the member in there.
 */
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  type JsonRow,
  jsonObject,
  type Lookup,
  type LookupQuery,
  lookUp,
  lookup,
  lookupQuery,
  type Slot,
} from '../db/lookups';
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
 * The subquery of the accepted organization memberships of the verified accounts with the
 * e-mail `email` writes (with slots) on tenants other than the slot `tenantId` (only of the
 * slot `organizationId` when `oneOrganization`), ordered by organization.
 */
function linkedQuery(email: (slot: Slot) => SQL, oneOrganization: boolean): LookupQuery {
  return lookupQuery(
    (slot) => sql`select json_agg(${jsonObject({
      group: jsonObject(ORGANIZATION_COLUMNS),
      role: memberships.role,
      tenantId: groups.tenantId,
      domain: sql`${tenants.domains}[1]`,
      userId: users.id,
    })} order by ${groups.tenantId}, ${groups.id})
      from ${users} inner join ${tenants} on ${tenants.id} = ${users.tenantId}
        inner join ${memberships} on ${memberships.userId} = ${users.id} and ${memberships.tenantId} = ${users.tenantId}
        inner join ${groups} on ${groups.id} = ${memberships.groupId} and ${groups.tenantId} = ${users.tenantId}
      where ${users.email} = ${email(slot)} and ${users.isVerified} = true and ${users.tenantId} <> ${slot('tenantId')}
        and ${memberships.status} = 'accepted' and ${inArray(groups.groupType, ORGANIZATION_TYPES)}
        ${oneOrganization ? sql`and ${groups.id} = ${slot('organizationId')}` : sql``}`,
  );
}

const byEmail = linkedQuery((slot) => sql`${slot('email')}`, false);
const byEmailInOrganization = linkedQuery((slot) => sql`${slot('email')}`, true);
// Organizations elsewhere count only when this account is verified too: no e-mail matches otherwise.
const ofVerifiedMember = linkedQuery(
  (slot) => sql`(select ${users.email} from ${users}
    where ${users.tenantId} = ${slot('tenantId')} and ${users.id} = ${slot('userId')} and ${users.isVerified} = true)`,
  false,
);

type LinkedRow = Omit<LinkedOrganization, 'domain'> & { domain: string | null };
const linkedRows = (rows: LinkedRow[]) =>
  rows.flatMap(({ domain, ...row }) => (domain === null ? [] : [{ ...row, domain }]));

/**
 * Accepted organization memberships of the verified accounts with this e-mail on tenants
 * other than `tenantId` (only of `organizationId` when given), ordered by organization.
 */
export function linkedOrganizationsOf(
  tenantId: number,
  email: string,
  organizationId?: number,
): Lookup<LinkedOrganization[]> {
  return organizationId === undefined
    ? lookup(byEmail, { tenantId, email }, linkedRows)
    : lookup(byEmailInOrganization, { tenantId, email, organizationId }, linkedRows);
}

/** linkedOrganizationsOf the e-mail of the member `userId` of `tenantId`, when their account is verified. */
export const linkedOrganizationsOfMember = (tenantId: number, userId: number): Lookup<LinkedOrganization[]> =>
  lookup(ofVerifiedMember, { tenantId, userId }, linkedRows);

/** linkedOrganizationsOf's answer, read on its own. */
export async function linkedOrganizations(
  db: Db,
  tenantId: number,
  email: string,
  organizationId?: number,
): Promise<LinkedOrganization[]> {
  return (await lookUp(db, { linked: linkedOrganizationsOf(tenantId, email, organizationId) })).linked;
}
