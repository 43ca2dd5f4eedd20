/**
 * The Identity of spec part 1 section 3, as GET /api/v1/identity/ and make-default answer
 * it. The default organization is the member's choice when they still belong to it
 * (accepted), else the tenant's default organization; `membership_status`, `is_org_admin`
 * and the /pending guard follow it. The switcher lists this portal's accepted
 * organizations, then those of the member's verified accounts on other portals.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Identity, Organization, SwitchableOrganization } from '../../contract/identity';
import { tierRights } from '../../contract/payments';
import type { Db } from '../db/client';
import { type JsonRow, jsonDate, jsonObject, type Lookup, lookUp, lookup, lookupQuery } from '../db/lookups';
import { groups, type MembershipRow, memberships, users } from '../db/schema';
import { unreadNotificationsOf } from '../notifications/read';
import { planPrices, subscriptionPlans, subscriptions } from '../payments/schema';
import { settleSubscription } from '../payments/subscription-read';
import { isLive } from '../payments/tier';
import { profiles, uploads } from '../profiles/schema';
import { mediaUrlOrNull } from '../profiles/serialize';
import type { Tenant } from '../tenants/directory';
import {
  linkedOrganizationsOfMember,
  ORGANIZATION_COLUMNS,
  ORGANIZATION_TYPES,
  type OrganizationGroup,
} from './linked-accounts';

export function organization(group: OrganizationGroup): Organization {
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

const switchable = (group: OrganizationGroup, domain: string, role: string): SwitchableOrganization => ({
  ...organization(group),
  domain,
  is_admin: role === 'admin',
});

/** What the Identity shows of the member's own row. */
const IDENTITY_COLUMNS = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  title: users.title,
  nameSlug: users.nameSlug,
  country: users.country,
  location: users.location,
  directoryCompletion: users.directoryCompletion,
  defaultOrgId: users.defaultOrgId,
  alternateEmail: users.alternateEmail,
  isAlternateEmailVerified: users.isAlternateEmailVerified,
  isVerified: users.isVerified,
  isStaff: users.isStaff,
  isTrialUser: users.isTrialUser,
  membershipTier: users.membershipTier,
  oneToOneChat: users.oneToOneChat,
  useAma: users.useAma,
  currentRole: users.currentRole,
  focusArea: users.focusArea,
};

/** The lookups of the Identity: each of the member `userId` of `tenantId` (slots). */
type Member = { tenantId: number; userId: number };

const identityUserQuery = lookupQuery(
  (slot) => sql`select json_agg(${jsonObject({ ...IDENTITY_COLUMNS, pictureKey: uploads.key })})
    from ${users} left join ${profiles} on ${profiles.userId} = ${users.id}
      left join ${uploads} on ${uploads.id} = ${profiles.pictureId}
    where ${users.id} = ${slot('userId')} and ${users.tenantId} = ${slot('tenantId')}`,
);

/**
 * The member's row with the key of their picture (the completion is the one kept for the
 * directory, which has the profile's weights, so the top bar and the profile page agree).
 */
const identityUserOf = (member: Member) =>
  lookup(
    identityUserQuery,
    member,
    (rows: (JsonRow<typeof IDENTITY_COLUMNS> & { pictureKey: string | null })[]) => rows[0] ?? null,
  );

interface OrganizationMembership {
  group: OrganizationGroup;
  status: MembershipRow['status'];
  role: string;
}

const organizationMembershipsQuery = lookupQuery(
  (slot) => sql`select json_agg(${jsonObject({
    group: jsonObject(ORGANIZATION_COLUMNS),
    status: memberships.status,
    role: memberships.role,
  })} order by ${groups.id})
    from ${memberships} inner join ${groups} on ${groups.id} = ${memberships.groupId}
    where ${memberships.tenantId} = ${slot('tenantId')} and ${memberships.userId} = ${slot('userId')}
      and ${inArray(groups.groupType, ORGANIZATION_TYPES)}`,
);

/** The member's memberships of this portal's organizations (any status), by organization. */
const organizationMembershipsOf = (member: Member): Lookup<OrganizationMembership[]> =>
  lookup(organizationMembershipsQuery, member, (rows: OrganizationMembership[]) => rows);

/** What the Identity shows of the member's subscription, and what settling it reads. */
const SUBSCRIPTION_COLUMNS = {
  id: subscriptions.id,
  provider: subscriptions.provider,
  status: subscriptions.status,
  cancelAt: subscriptions.cancelAt,
  trialEnd: subscriptions.trialEnd,
  isInstitutional: subscriptions.isInstitutional,
  institutionName: subscriptions.institutionName,
  providerSubscriptionId: subscriptions.providerSubscriptionId,
  planId: subscriptionPlans.id,
  interval: planPrices.interval,
};

const subscriptionQuery = lookupQuery(
  (slot) => sql`select json_agg(${jsonObject(SUBSCRIPTION_COLUMNS)})
    from ${subscriptions} inner join ${planPrices} on ${planPrices.id} = ${subscriptions.priceId}
      inner join ${subscriptionPlans} on ${subscriptionPlans.id} = ${planPrices.planId}
    where ${subscriptions.tenantId} = ${slot('tenantId')} and ${subscriptions.userId} = ${slot('userId')}`,
);

/** The member's subscription (any status) with its plan and billing interval. */
const subscriptionOf = (member: Member) =>
  lookup(subscriptionQuery, member, ([row]: JsonRow<typeof SUBSCRIPTION_COLUMNS>[]) =>
    row ? { ...row, cancelAt: jsonDate(row.cancelAt), trialEnd: jsonDate(row.trialEnd) } : null,
  );

/** The member's Identity on `tenant`, seen from `host` (one of its domains); null when not of this tenant. */
export async function loadIdentity(db: Db, tenant: Tenant, userId: number, host: string): Promise<Identity | null> {
  const member = { tenantId: tenant.id, userId };
  const { held, user, rows, elsewhere, unread } = await lookUp(db, {
    held: subscriptionOf(member),
    user: identityUserOf(member),
    rows: organizationMembershipsOf(member),
    elsewhere: linkedOrganizationsOfMember(tenant.id, userId),
    unread: unreadNotificationsOf(tenant.id, userId),
  });
  // An embedded subscription whose cancel or trial end has passed is settled first; that changes
  // its status and may lower the tier, so the Identity is read again.
  if (held && (await settleSubscription(db, tenant.id, userId, held))) return loadIdentity(db, tenant, userId, host);
  const subscription = held && isLive(held.status) ? held : null;
  if (!user) return null;
  const { pictureKey } = user;
  const accepted = rows.filter((row) => row.status === 'accepted');
  const chosen = accepted.find((row) => row.group.id === user.defaultOrgId);
  const defaultMembership = chosen ?? rows.find((row) => row.group.id === tenant.defaultOrgId) ?? null;
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
    unread_notifications_count: unread,
    user_subscription: {
      applied_membership_tier: tier,
      // 'pending': the provider waits for a payment (spec part 1 section 6, Resolve Now).
      payment_status: subscription?.status === 'past_due' || subscription?.status === 'incomplete' ? 'pending' : null,
      is_institutional_membership: subscription?.isInstitutional ?? false,
      institutional_subscription: subscription?.isInstitutional ? subscription.institutionName : null,
      individual_subscription: subscription && !subscription.isInstitutional ? subscription.planId : null,
      stripe_membership_recurring_duration: subscription?.interval ?? null,
      stripe_subscription_id: subscription?.providerSubscriptionId ?? null,
      one_to_one_chat: user.oneToOneChat,
      use_ama: user.useAma,
      can_create_membership_card: tierRights(tier).can_create_membership_card,
      can_use_premium_agents: tierRights(tier).can_use_premium_agents,
      circle_discount_percent: tierRights(tier).circle_discount_percent,
    },
    preferences: { current_role: user.currentRole, focus_area: user.focusArea },
  };
}
