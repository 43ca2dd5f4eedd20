/**
 * The GroupMember shape (contract): the person columns every member query selects (user,
 * profile, picture, institution) and how a row becomes a member. Administrators see
 * e-mails, notes, answers and registrations; everyone else only the public part.
 */
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GroupMember } from '../../contract/groups';
import type { JobApplicant } from '../../contract/job-applications';
import type { AgentResponse } from '../../contract/system-agents';
import type { Reader } from '../db/client';
import { type GroupRow, groups, memberships, users } from '../db/schema';
import { profiles, uploads } from '../profiles/schema';
import { displayName, mediaUrlOrNull } from '../profiles/serialize';

export const institution = alias(groups, 'institution');
export const picture = alias(uploads, 'picture');

export const personColumns = {
  user: users,
  profile: {
    professionalField: profiles.professionalField,
    shortBio: profiles.shortBio,
    resumeId: profiles.resumeId,
    skills: profiles.skills,
    institutionId: profiles.institutionId,
  },
  pictureKey: picture.key,
  institutionName: institution.name,
};

/** Memberships with their member's person columns, the rows toGroupMember takes; the caller adds the condition. */
export function memberRows(db: Reader) {
  return db
    .select({ ...personColumns, membership: memberships })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(picture, eq(picture.id, profiles.pictureId))
    .leftJoin(institution, eq(institution.id, profiles.institutionId));
}

export type PersonRow = {
  user: typeof users.$inferSelect;
  profile: {
    professionalField: number | null;
    shortBio: string;
    resumeId: number | null;
    skills: number[];
    institutionId: number | null;
  } | null;
  pictureKey: string | null;
  institutionName: string | null;
};
type MemberRow = PersonRow & { membership: typeof memberships.$inferSelect };

/** A rough completeness of the profile: the share of its main parts filled in. */
export function completion(row: PersonRow): number {
  const parts = [
    row.pictureKey !== null,
    row.user.country !== null,
    row.user.title !== '',
    (row.profile?.shortBio ?? '') !== '',
    (row.profile?.professionalField ?? null) !== null,
    (row.profile?.resumeId ?? null) !== null,
    (row.profile?.skills.length ?? 0) > 0,
    (row.profile?.institutionId ?? null) !== null,
  ];
  return Math.round((parts.filter(Boolean).length / parts.length) * 100);
}

/** What every list of people shows of a member. */
type PersonFields = Pick<
  GroupMember,
  | 'id'
  | 'name'
  | 'name_slug'
  | 'image'
  | 'email'
  | 'country'
  | 'institution_name'
  | 'membership_type'
  | 'is_verified'
  | 'profile_completion_percent'
>;

/**
 * A member as every list of people shows them, then the membership's own `fields`, spread
 * last (as content/serialize.ts's contentItem: an object literal that starts with a spread
 * builds slowly in Node 20).
 */
export function person(
  row: PersonRow,
  kind: string,
  isAdmin: boolean,
  fields: Omit<GroupMember, keyof PersonFields>,
): GroupMember {
  return {
    id: row.user.id,
    name: displayName(row.user),
    name_slug: row.user.nameSlug,
    image: mediaUrlOrNull(row.pictureKey),
    email: isAdmin ? row.user.email : null,
    country: row.user.country,
    institution_name: row.institutionName,
    membership_type: kind,
    is_verified: row.user.isVerified,
    profile_completion_percent: completion(row),
    ...fields,
  };
}

/** The person on an applicant's or a recommended talent's card. */
type TalentFields = Pick<JobApplicant, 'id' | 'name' | 'image' | 'name_slug' | 'institution_name'>;

/** A job applicant or a recommended talent: the person, then the list's own `fields`. */
export function talentCard<Card extends TalentFields>(row: PersonRow, fields: Omit<Card, keyof TalentFields>): Card {
  // The person's fields are typed above and the card's own by `fields`: together they are a Card.
  return {
    id: row.user.id,
    name: displayName(row.user),
    image: mediaUrlOrNull(row.pictureKey),
    name_slug: row.user.nameSlug,
    institution_name: row.institutionName,
    ...fields,
  } as Card;
}

/** `responses`: the system agents' answers on the membership, shown to administrators only. */
export function toGroupMember(
  row: MemberRow,
  group: GroupRow,
  isAdmin: boolean,
  responses: AgentResponse[] = [],
): GroupMember {
  const m = row.membership;
  return person(row, group.groupType, isAdmin, {
    membership_role: m.role,
    membership_status: m.status,
    is_waitlisted: m.isWaitlisted,
    joined_at: (m.joinedAt ?? m.createdAt).toISOString(),
    payment_status: m.paymentStatus,
    reason: isAdmin ? m.reason : null,
    notes: isAdmin ? m.notes : null,
    group_profile_extra_info: isAdmin
      ? { answers: m.answers, registration: m.registration ?? null }
      : { answers: [], registration: null },
    agent_responses: isAdmin ? responses : [],
  });
}
