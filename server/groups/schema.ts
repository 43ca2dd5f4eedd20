/**
 * Tables of the groups area beyond groups and memberships (spec part 2 sections 3, 4):
 * invitations to a group or job, circle-leader applications, job applications, and each
 * group's kept member counts.
 */
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, refTo, updatedAt } from '../db/columns';
import { groups, jobs, type StoredJoinAnswer, tenantRef, userRef, users } from '../db/schema';

/**
 * An invitation of one person (by account or by e-mail) to a group or job. The id is a
 * random UUID: it is the address of /invitation/{id} in the e-mail, so it must not be guessable.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    tenantId: tenantRef(),
    contentType: text('content_type').$type<'group' | 'job'>().notNull(),
    objectId: integer('object_id').notNull(),
    invitedBy: integer('invited_by').references(() => users.id),
    /** The invited account, or null for an address without one yet (bound on accept by the verified e-mail). */
    userId: integer('user_id').references(() => users.id),
    email: text('email'),
    status: text('status').$type<'pending' | 'accepted' | 'rejected'>().notNull().default('pending'),
    respondedAt: at('responded_at'),
    createdAt: createdAt(),
  },
  (t) => [index('invitations_tenant_object_idx').on(t.tenantId, t.contentType, t.objectId)],
);

/** A member's application to become a circle leader: one per member, answers reviewed before submit. */
export const leaderApplications = pgTable(
  'leader_applications',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    userId: userRef(),
    groupId: integer('group_id').references(() => groups.id),
    response: jsonb('response').$type<{ question: string; answer: string }[]>().notNull(),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('leader_applications_tenant_user_uq').on(t.tenantId, t.userId)],
);

/** A member's application to a job: none -> pending -> accepted | rejected; a pending one can be withdrawn (deleted). */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    jobId: refTo('job_id', () => jobs.id),
    userId: userRef(),
    status: text('status').$type<'pending' | 'accepted' | 'rejected'>().notNull().default('pending'),
    answers: jsonb('answers').$type<StoredJoinAnswer[]>().notNull().default([]),
    /** The resume sent: an uploads row's public URL (the profile's resume or a fresh upload). */
    resumeUrl: text('resume_url'),
    /** The administrator's reason on accepting or rejecting. */
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('job_applications_job_user_uq').on(t.jobId, t.userId),
    index('job_applications_tenant_user_idx').on(t.tenantId, t.userId),
  ],
);

/**
 * A group's members by status, and the accepted and pending ones whose account is not verified,
 * as the Group's `count` shows them. Triggers on memberships and on users.is_verified keep the
 * row in step within the writing transaction (migration group_member_counts), so a page of groups
 * reads one row a group where counting the default organization's thousands of members cost
 * milliseconds on every read. A group without members may have no row (counts of zero).
 */
export const groupMemberCounts = pgTable('group_member_counts', {
  groupId: integer('group_id')
    .primaryKey()
    .references(() => groups.id, { onDelete: 'cascade' }),
  tenantId: tenantRef(),
  accepted: integer('accepted').notNull().default(0),
  pending: integer('pending').notNull().default(0),
  rejected: integer('rejected').notNull().default(0),
  unverified: integer('unverified').notNull().default(0),
});
