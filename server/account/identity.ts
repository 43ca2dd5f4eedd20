/**
 * The Identity of spec part 1 section 3, as GET /api/v1/identity/ and make-default answer
 * it. The default organization is the member's choice when they still belong to it
 * (accepted), else the tenant's default organization; `membership_status`, `is_org_admin`
 * and the /pending guard follow it. The switcher lists this portal's accepted
 * organizations, then those of the member's verified accounts on other portals.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Identity, Organization, SwitchableOrganization } from '../../contract/identity';
import { tierRights } from '../../contract/payments';
import type { Db } from '../db/client';
import { type GroupRow, groups, memberships, users } from '../db/schema';
import { unreadNotificationCount } from '../notifications/read';
import { readSubscription } from '../payments/subscription-read';
import { isLive } from '../payments/tier';
import { profiles, uploads } from '../profiles/schema';
import { mediaUrlOrNull } from '../profiles/serialize';
import type { Tenant } from '../tenants/directory';
import { linkedOrganizations, ORGANIZATION_TYPES } from './linked-accounts';

export function organization(group: GroupRow): Organization {
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

const switchable = (group: GroupRow, domain: string, role: string): SwitchableOrganization => ({
  ...organization(group),
  domain,
  is_admin: role === 'admin',
});

/** The member's Identity on `tenant`, seen from `host` (one of its domains); null when not of this tenant. */
export async function loadIdentity(db: Db, tenant: Tenant, userId: number, host: string): Promise<Identity | null> {
  // First, so an embedded subscription whose cancel has passed has already lowered the tier read below.
  const found = await readSubscription(db, tenant.id, userId);
  const subscription = found && isLive(found.row.status) ? found : null;
  // The picture's key comes along; the completion is the one kept for the directory, which
  // has the profile's weights, so the top bar and the profile page agree.
  const [row] = await db
    .select({ user: users, pictureKey: uploads.key })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(uploads, eq(uploads.id, profiles.pictureId))
    .where(and(eq(users.id, userId), eq(users.tenantId, tenant.id)));
  if (!row) return null;
  const { user, pictureKey } = row;
  const rows = await db
    .select({ group: groups, status: memberships.status, role: memberships.role })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .where(
      and(
        eq(memberships.tenantId, tenant.id),
        eq(memberships.userId, userId),
        inArray(groups.groupType, ORGANIZATION_TYPES),
      ),
    )
    .orderBy(groups.id);
  const accepted = rows.filter((row) => row.status === 'accepted');
  const chosen = accepted.find((row) => row.group.id === user.defaultOrgId);
  const defaultMembership = chosen ?? rows.find((row) => row.group.id === tenant.defaultOrgId) ?? null;
  const elsewhere = user.isVerified ? await linkedOrganizations(db, tenant.id, user.email) : [];
  const tier = user.membershipTier;
  return {
    id: user.id,
    email: user.email,
    profile: {
      first_name: user.firstName,
      last_name: user.lastName,
      title: user.title,
      name_slug: user.nameSlug,
      picture: mediaUrlOrNull(pictureKey),
      country: user.country,
      location: user.location,
      completion_percent: user.directoryCompletion,
    },
    organization: defaultMembership ? organization(defaultMembership.group) : null,
    switchable_orgs: [
      ...accepted.map((row) => switchable(row.group, host, row.role)),
      ...elsewhere.map((linked) => switchable(linked.group, linked.domain, linked.role)),
    ],
    default_organization_id: defaultMembership?.group.id ?? null,
    alternate_email: user.alternateEmail,
    is_alternate_email_verified: user.isAlternateEmailVerified,
    membership_status: defaultMembership?.status ?? null,
    is_verified: user.isVerified,
    is_staff: user.isStaff,
    is_trial_user: user.isTrialUser,
    is_org_admin: defaultMembership?.status === 'accepted' && defaultMembership.role === 'admin',
    unread_notifications_count: await unreadNotificationCount(db, tenant.id, userId),
    user_subscription: {
      applied_membership_tier: tier,
      // 'pending': the provider waits for a payment (spec part 1 section 6, Resolve Now).
      payment_status:
        subscription?.row.status === 'past_due' || subscription?.row.status === 'incomplete' ? 'pending' : null,
      is_institutional_membership: subscription?.row.isInstitutional ?? false,
      institutional_subscription: subscription?.row.isInstitutional ? subscription.row.institutionName : null,
      individual_subscription: subscription && !subscription.row.isInstitutional ? subscription.plan.id : null,
      stripe_membership_recurring_duration: subscription?.price.interval ?? null,
      stripe_subscription_id: subscription?.row.providerSubscriptionId ?? null,
      one_to_one_chat: user.oneToOneChat,
      use_ama: user.useAma,
      can_create_membership_card: tierRights(tier).can_create_membership_card,
      can_use_premium_agents: tierRights(tier).can_use_premium_agents,
      circle_discount_percent: tierRights(tier).circle_discount_percent,
    },
    preferences: { current_role: user.currentRole, focus_area: user.focusArea },
  };
}
