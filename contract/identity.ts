import * as v from 'valibot';
import { Preferences } from './account';

export const Organization = v.object({
  id: v.number(),
  name: v.string(),
  name_slug: v.string(),
  logo: v.nullable(v.string()),
  domain: v.nullable(v.string()),
  description: v.string(),
  membership_type: v.nullable(v.string()),
});
export type Organization = v.InferOutput<typeof Organization>;

/**
 * An organization the member can switch to: on this portal, or on another tenant's portal
 * where an account with the same verified e-mail is an accepted member. `domain` is the
 * host the organization lives on (this request's host for this portal's organizations,
 * the other tenant's first domain otherwise); `is_admin` says whether the member
 * administers it there (the switcher filters on it in the admin view, spec part 1 section 6).
 */
export const SwitchableOrganization = v.object({ ...Organization.entries, domain: v.string(), is_admin: v.boolean() });
export type SwitchableOrganization = v.InferOutput<typeof SwitchableOrganization>;

/**
 * The member's subscription as the identity carries it (spec part 1 section 3). Payments
 * change it on the server (contract/payments.ts tierRights); the client only reads it.
 * payment_status 'pending': a payment the provider still waits for (past_due, incomplete).
 */
export const UserSubscription = v.object({
  applied_membership_tier: v.number(),
  payment_status: v.nullable(v.string()),
  is_institutional_membership: v.boolean(),
  /** The institution paying for an institutional membership, else null. */
  institutional_subscription: v.optional(v.nullable(v.string()), null),
  /** The member's own paid plan id, else null. */
  individual_subscription: v.optional(v.nullable(v.number()), null),
  stripe_membership_recurring_duration: v.optional(v.nullable(v.picklist(['month', 'year'])), null),
  stripe_subscription_id: v.optional(v.nullable(v.string()), null),
  one_to_one_chat: v.boolean(),
  use_ama: v.boolean(),
  can_create_membership_card: v.boolean(),
  can_use_premium_agents: v.boolean(),
  circle_discount_percent: v.number(),
});

export const ProfileSummary = v.object({
  first_name: v.string(),
  last_name: v.string(),
  title: v.string(),
  name_slug: v.string(),
  picture: v.nullable(v.string()),
  country: v.nullable(v.string()),
  location: v.nullable(v.string()),
  completion_percent: v.number(),
});

/** GET /api/v1/identity/ (spec part 1 section 3, Identity). */
export const Identity = v.object({
  id: v.number(),
  email: v.string(),
  profile: ProfileSummary,
  organization: v.nullable(Organization),
  switchable_orgs: v.array(SwitchableOrganization),
  /** The member's default organization (the one `organization` describes); the current org stays on the client. */
  default_organization_id: v.nullable(v.number()),
  /** A second address being added or verified (spec part 1 section 4); null when there is none. */
  alternate_email: v.nullable(v.string()),
  is_alternate_email_verified: v.boolean(),
  membership_status: v.nullable(v.picklist(['pending', 'accepted', 'rejected'])),
  is_verified: v.boolean(),
  is_staff: v.boolean(),
  is_trial_user: v.boolean(),
  is_org_admin: v.boolean(),
  unread_notifications_count: v.number(),
  user_subscription: UserSubscription,
  /** Portal Preferences: persona (current role) and focus area, null until saved. */
  preferences: Preferences,
});
export type Identity = v.InferOutput<typeof Identity>;
