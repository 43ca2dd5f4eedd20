/**
 * What the caller may do with content (spec part 2 sections 4 and 6), loaded once per
 * request: staff; administrators of the default organization (moderators of use cases,
 * AI tools and career tips); certified users of the default organization (moderators of
 * resources); the groups the caller administers or belongs to (where they may post or
 * contribute); and the premium right (can_view_premium_resources).
 */
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ADMIN_ROLES } from '../../contract/groups';
import type { Db, Tx } from '../db/client';
import { preparedRead, value } from '../db/prepared';
import { groups, memberships, tenants, users } from '../db/schema';
import { profiles } from '../profiles/schema';

export interface ContentRights {
  userId: number | null;
  isStaff: boolean;
  /** An accepted admin or leader of the tenant's default organization, or staff. */
  isDefaultOrgAdmin: boolean;
  /** A certified user of the default organization (its administrator, or a certified leader in it), or staff. */
  canModerateResources: boolean;
  /** Groups where the caller is an accepted admin or leader. */
  adminGroupIds: ReadonlySet<number>;
  /** Of those, the certified ones (where the caller may create resources directly). */
  certifiedAdminGroupIds: ReadonlySet<number>;
  /** Groups where the caller's membership is accepted (any role); for paid groups only once paid. */
  postableGroupIds: ReadonlySet<number>;
  /** can_view_premium_resources: staff, or a membership tier above 0. */
  canViewPremium: boolean;
}

/**
 * Use cases, AI tools and career tips go through the default organization's moderation: an
 * approved one is public, any other only to its creator and that organization's administrators.
 */
export function canSeeModerated(rights: ContentRights, row: { status: string; createdBy: number }): boolean {
  return row.status === 'approved' || rights.isDefaultOrgAdmin || row.createdBy === rights.userId;
}

/** The columns of a kind whose items may be private (security level 20) to their group. */
interface PrivateItems {
  securityLevel: PgColumn;
  createdBy: PgColumn;
  groupId: PgColumn;
}

/**
 * The items of `table` the caller may list: staff all of them; everyone else the public ones,
 * their own, and the private ones of groups where their membership is accepted.
 */
export function visibleItems(table: PrivateItems, rights: ContentRights): SQL | undefined {
  if (rights.isStaff) return undefined;
  const groupIds = [...rights.postableGroupIds];
  return or(
    eq(table.securityLevel, 0),
    rights.userId === null ? undefined : eq(table.createdBy, rights.userId),
    groupIds.length > 0 ? inArray(table.groupId, groupIds) : undefined,
  );
}

const NOBODY: ContentRights = {
  userId: null,
  isStaff: false,
  isDefaultOrgAdmin: false,
  canModerateResources: false,
  adminGroupIds: new Set(),
  certifiedAdminGroupIds: new Set(),
  postableGroupIds: new Set(),
  canViewPremium: false,
};

/** One membership of the caller, as the rights statement gathers them. */
interface CallerMembership {
  groupId: number;
  role: string;
  status: string;
  paymentStatus: string | null;
  isPaid: boolean;
  isCertified: boolean;
}

const rightsRow = preparedRead(
  () => '',
  (db) => {
    const defaultOrg = db
      .select({ id: tenants.defaultOrgId })
      .from(tenants)
      .where(eq(tenants.id, value('tenantId')));
    const certification = db
      .select({ level: profiles.certificationLevel })
      .from(profiles)
      .where(and(eq(profiles.tenantId, value('tenantId')), eq(profiles.userId, value('userId'))));
    const mine = db
      .select({
        all: sql`json_agg(json_build_object('groupId', ${memberships.groupId}, 'role', ${memberships.role},
          'status', ${memberships.status}, 'paymentStatus', ${memberships.paymentStatus},
          'isPaid', ${groups.isPaid}, 'isCertified', ${groups.isCertified}))`,
      })
      .from(memberships)
      .innerJoin(groups, eq(groups.id, memberships.groupId))
      .where(and(eq(memberships.tenantId, value('tenantId')), eq(memberships.userId, value('userId'))));
    return db
      .select({
        isStaff: users.isStaff,
        tier: users.membershipTier,
        defaultOrgId: sql<number | null>`${defaultOrg}`,
        level: sql<number | null>`${certification}`,
        memberships: sql<CallerMembership[]>`coalesce(${mine}, '[]'::json)`,
      })
      .from(users)
      .where(and(eq(users.tenantId, value('tenantId')), eq(users.id, value('userId'))));
  },
);

/**
 * Read once per request by most content endpoints, so it is one statement: the caller's row
 * with the tenant's default organization, the caller's certification level and every
 * membership (with its group's paid and certified flags) gathered beside it.
 */
export async function contentRights(db: Db | Tx, tenantId: number, userId: number | null): Promise<ContentRights> {
  if (userId === null) return NOBODY;
  const [user] = await rightsRow(db, null, { tenantId, userId });
  if (!user) return NOBODY;
  const accepted = user.memberships.filter((row) => row.status === 'accepted');
  const admin = accepted.filter((row) => ADMIN_ROLES.includes(row.role));
  const defaultOrgId = user.defaultOrgId;
  const isDefaultOrgAdmin = user.isStaff || admin.some((row) => row.groupId === defaultOrgId);
  const inDefaultOrg = accepted.some((row) => row.groupId === defaultOrgId);
  return {
    userId,
    isStaff: user.isStaff,
    isDefaultOrgAdmin,
    canModerateResources: isDefaultOrgAdmin || (inDefaultOrg && (user.level ?? 0) > 0),
    adminGroupIds: new Set(admin.map((row) => row.groupId)),
    certifiedAdminGroupIds: new Set(admin.filter((row) => row.isCertified).map((row) => row.groupId)),
    postableGroupIds: new Set(
      accepted
        .filter((row) => ADMIN_ROLES.includes(row.role) || !row.isPaid || row.paymentStatus === 'confirmed')
        .map((row) => row.groupId),
    ),
    canViewPremium: user.isStaff || user.tier > 0,
  };
}
