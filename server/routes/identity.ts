/** GET /api/v1/identity/: who the caller is, in the tenant of the host (spec part 1 section 3). */
import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Identity, Organization } from '../../contract/identity';
import type { AppDeps, AppEnv } from '../app-env';
import { callerOf, requireAuth } from '../auth/middleware';
import { type GroupRow, groups, memberships, type UserRow, users } from '../db/schema';
import { tokenInvalid } from '../http/errors';

const CIRCLE_DISCOUNT_BY_TIER = [0, 0, 10, 20];

function organization(group: GroupRow): Organization {
  return {
    id: group.id,
    name: group.name,
    name_slug: group.nameSlug,
    logo: group.logo,
    domain: group.domain,
    description: group.description,
    membership_type: null,
  };
}

/** Share of the profile summary a member has filled in, as the profile page counts it. */
function completionPercent(user: UserRow): number {
  const fields = [user.firstName, user.lastName, user.title, user.country, user.location];
  return Math.round((fields.filter((field) => field && field.trim() !== '').length / fields.length) * 100);
}

export function identityRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/identity/', requireAuth, async (c) => {
    const { userId } = callerOf(c);
    const tenant = c.var.tenant;
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), eq(users.tenantId, tenant.id)));
    if (!user) throw tokenInvalid();
    const rows = await db
      .select({ group: groups, status: memberships.status, role: memberships.role })
      .from(memberships)
      .innerJoin(groups, eq(groups.id, memberships.groupId))
      .where(
        and(
          eq(memberships.tenantId, tenant.id),
          eq(memberships.userId, userId),
          inArray(groups.groupType, ['organization', 'institution']),
        ),
      )
      .orderBy(groups.id);
    const defaultMembership = rows.find((row) => row.group.id === tenant.defaultOrgId) ?? null;
    const tier = user.membershipTier;
    const identity: Identity = {
      id: user.id,
      email: user.email,
      profile: {
        first_name: user.firstName,
        last_name: user.lastName,
        title: user.title,
        name_slug: user.nameSlug,
        picture: null,
        country: user.country,
        location: user.location,
        completion_percent: completionPercent(user),
      },
      organization: defaultMembership ? organization(defaultMembership.group) : null,
      switchable_orgs: rows.filter((row) => row.status === 'accepted').map((row) => organization(row.group)),
      membership_status: defaultMembership?.status ?? null,
      is_verified: user.isVerified,
      is_staff: user.isStaff,
      is_trial_user: user.isTrialUser,
      is_org_admin: defaultMembership?.status === 'accepted' && defaultMembership.role === 'admin',
      unread_notifications_count: 0,
      user_subscription: {
        applied_membership_tier: tier,
        payment_status: null,
        is_institutional_membership: false,
        one_to_one_chat: user.oneToOneChat,
        use_ama: user.useAma,
        can_create_membership_card: tier >= 2,
        can_use_premium_agents: tier >= 2,
        circle_discount_percent: CIRCLE_DISCOUNT_BY_TIER[tier] ?? 0,
      },
      preferences: { current_role: user.currentRole, focus_area: user.focusArea },
    };
    return c.json(identity);
  });
}
