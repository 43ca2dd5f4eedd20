/**
 * The Drizzle schema. Every tenant-owned table carries `tenant_id`, and every query of
 * the server filters by it: a request never sees another tenant's rows. Skills are a
 * shared lookup list, not tenant data.
 */
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FocusArea } from '../../contract/account';
import type { BookmarkType } from '../../contract/bookmarks';
import type {
  ConferenceRegistration,
  EventType,
  GroupExtraInfo,
  JoinAnswer,
  JoinQuestion,
} from '../../contract/groups';
import type { JobLocation, JobStatus, JobType } from '../../contract/jobs';
import { type DefaultPrompt, EMPTY_TENANT_OPTIONS, type TenantOptions } from '../../contract/tenant';
import { at, createdAt, ints, refTo, texts, updatedAt } from './columns';

/** The tenant a row belongs to (every tenant-owned table has one). */
export const tenantRef = () => refTo('tenant_id', () => tenants.id);

/** A required reference to a user, in `user_id` unless named. */
export const userRef = (name = 'user_id') => refTo(name, () => users.id);

export interface TenantTheme {
  primary: string;
  primary_contrast: string;
  accent: string;
  background: string;
}
export interface TenantFlags {
  star: boolean;
  rlf: boolean;
  sim: boolean;
  connectdiaspora: boolean;
}
export interface TenantUi {
  show_job_menu: boolean;
  show_connect_menu: boolean;
  show_institutional_registration_screen: boolean;
  show_location_in_navbar: boolean;
  registration_speed: 'basic' | 'advanced' | 'full';
  landing_page_content: { title: string; description: string; cta_text: string; cta_url: string };
  footer: string;
  video_url: string | null;
  video_thumbnail_url: string | null;
}

export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  description: text('description').notNull().default(''),
  domains: text('domains').array().notNull(),
  theme: jsonb('theme').$type<TenantTheme>().notNull(),
  flags: jsonb('flags').$type<TenantFlags>().notNull(),
  ui: jsonb('ui').$type<TenantUi>().notNull(),
  /** App config `options` and `ama_user_default_prompts` (spec part 1 section 3). */
  options: jsonb('options').$type<TenantOptions>().notNull().default(EMPTY_TENANT_OPTIONS),
  amaUserDefaultPrompts: jsonb('ama_user_default_prompts').$type<DefaultPrompt[]>().notNull().default([]),
  defaultOrgId: integer('default_org_id'),
  /** New members of the default organization wait for its office's approval ('pending'). */
  requiresMemberApproval: boolean('requires_member_approval').notNull().default(false),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    title: text('title').notNull().default(''),
    nameSlug: text('name_slug').notNull(),
    country: text('country'),
    location: text('location'),
    isStaff: boolean('is_staff').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    isTrialUser: boolean('is_trial_user').notNull().default(false),
    membershipTier: smallint('membership_tier').notNull().default(0),
    useAma: boolean('use_ama').notNull().default(false),
    oneToOneChat: boolean('one_to_one_chat').notNull().default(false),
    subscribeToNewsletter: boolean('subscribe_to_newsletter').notNull().default(false),
    /** Portal Preferences: a persona id (1-5) and a focus area, null until saved. */
    currentRole: smallint('current_role'),
    focusArea: text('focus_area').$type<FocusArea>(),
    /** A second address being verified (spec part 1 section 4); it never signs in until made primary. */
    alternateEmail: text('alternate_email'),
    isAlternateEmailVerified: boolean('is_alternate_email_verified').notNull().default(false),
    /** The member's chosen default organization; null means the tenant's default organization. */
    defaultOrgId: integer('default_org_id').references((): AnyPgColumn => groups.id),
    /**
     * The person's directory entry, kept by database triggers (migrations 0017 and 0022) from
     * this row, the profile and the skills' names, so the directory sorts and searches without
     * working out every person's entry per request: profile_completion_percent, and the text a
     * search matches, lowercased (the name, title, short bio and skill names, one per line).
     */
    directoryCompletion: smallint('directory_completion').notNull().default(0),
    directoryText: text('directory_text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_tenant_email_uq').on(t.tenantId, t.email),
    uniqueIndex('users_tenant_slug_uq').on(t.tenantId, t.nameSlug),
    uniqueIndex('users_tenant_alternate_email_uq').on(t.tenantId, t.alternateEmail),
    // The few members still to verify their address (counted on every group card an admin sees).
    index('users_unverified_idx').on(t.tenantId).where(sql`not ${t.isVerified}`),
    // The recommendation package's member picker: the newest verified members first, and a
    // search's matches by name (a common name matches thousands; the page stops at 20 of them).
    index('users_verified_newest_idx').on(t.tenantId, t.createdAt, t.id).where(sql`${t.isVerified}`),
    index('users_verified_name_idx').on(t.tenantId, t.firstName, t.lastName, t.id).where(sql`${t.isVerified}`),
    index('users_directory_text_trgm_idx').using('gin', t.directoryText.op('gin_trgm_ops')),
    // The directory's order (server/discovery/directory-query.ts): a page without sorting everyone.
    index('users_directory_order_idx')
      .on(
        t.tenantId,
        t.directoryCompletion.desc().nullsFirst(),
        sql`lower(trim(${t.firstName} || ' ' || ${t.lastName}))`,
        t.id,
      )
      .where(sql`${t.isTrialUser} = false`),
  ],
);

export const GROUP_TYPES = ['organization', 'institution', 'circle', 'event'] as const;
type GroupDuration = 'time_limited' | 'ongoing';
type GroupDonationDetails = { name: string; description: string; stripe_price_id: string };
/** A join answer as stored: the question's label at the time, and the uploaded file's URL. */
export type StoredJoinAnswer = JoinAnswer & { label: string; file_url?: string | null };
const EMPTY_GROUP_EXTRA_INFO: GroupExtraInfo = { is_external: false, external_link: null, questions: [] };

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    nameSlug: text('name_slug').notNull(),
    groupType: text('group_type').$type<(typeof GROUP_TYPES)[number]>().notNull(),
    logo: text('logo'),
    domain: text('domain'),
    description: text('description').notNull().default(''),
    country: text('country'),
    isInfluencer: boolean('is_influencer').notNull().default(false),
    isCertified: boolean('is_certified').notNull().default(false),
    // The group form (spec part 2 sections 3 and 5).
    location: text('location'),
    objective: text('objective').notNull().default(''),
    memberRequirements: text('member_requirements').notNull().default(''),
    impact: text('impact').notNull().default(''),
    topics: ints('topics'),
    countries: texts('countries'),
    careerStages: ints('career_stages'),
    professionalFields: ints('professional_fields'),
    jobFunctions: ints('job_functions'),
    roles: ints('roles'),
    /** The AI use cases the group works on (use case ids; required of circles and events). */
    useCases: ints('use_cases'),
    relevantSdgs: ints('relevant_sdgs'),
    parentGroupId: integer('parent_group_id').references((): AnyPgColumn => groups.id),
    groupDuration: text('group_duration').$type<GroupDuration>(),
    maximumSize: integer('maximum_size'),
    startDate: at('start_date'),
    endDate: at('end_date'),
    applicationOpenDate: at('application_open_date'),
    applicationCloseDate: at('application_close_date'),
    circleType: integer('circle_type'),
    eventType: text('event_type').$type<EventType>(),
    publicity: text('publicity').$type<'open' | 'closed'>().notNull().default('open'),
    isPaid: boolean('is_paid').notNull().default(false),
    /** Cents; the API answers dollars. */
    priceCents: integer('price_cents'),
    paidFeatures: texts('paid_features'),
    discount: integer('discount'),
    createGoogleClassroom: boolean('create_google_classroom').notNull().default(false),
    googleClassroomId: text('google_classroom_id'),
    extraInfo: jsonb('extra_info').$type<GroupExtraInfo>().notNull().default(EMPTY_GROUP_EXTRA_INFO),
    coverImage: text('cover_image'),
    donationDetails: jsonb('donation_details').$type<GroupDonationDetails>(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('groups_tenant_slug_uq').on(t.tenantId, t.nameSlug),
    index('groups_tenant_type_idx').on(t.tenantId, t.groupType),
    // An organization's circles: the count on every group of a list, the administrator's circles
    // page, the dashboard's metrics and the list's parent filter, where each read every group.
    index('groups_parent_type_idx').on(t.parentGroupId, t.groupType),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    groupId: refTo('group_id', () => groups.id),
    userId: userRef(),
    status: text('status').$type<'pending' | 'accepted' | 'rejected'>().notNull(),
    role: text('role').notNull().default('member'),
    /** Join answers and the conference registration (GroupMember.group_profile_extra_info). */
    answers: jsonb('answers').$type<StoredJoinAnswer[]>().notNull().default([]),
    registration: jsonb('registration').$type<ConferenceRegistration>(),
    /** A pending request made while the group was full. */
    isWaitlisted: boolean('is_waitlisted').notNull().default(false),
    /** The administrator's notes on accepting or rejecting, and the reason of a removal. */
    notes: text('notes'),
    reason: text('reason'),
    paymentStatus: text('payment_status').$type<'pending' | 'confirmed'>(),
    joinedAt: at('joined_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('memberships_group_user_uq').on(t.groupId, t.userId),
    index('memberships_tenant_user_idx').on(t.tenantId, t.userId),
    // A group's members by status, and their counts read from the index alone.
    index('memberships_group_status_idx').on(t.groupId, t.status, t.tenantId),
    // A member tab's pages in either order (read backwards for the newest first: an index
    // declared DESC would sort nulls last, which ORDER BY ... DESC does not ask for).
    index('memberships_group_order_idx').on(t.groupId, t.status, t.updatedAt, t.id),
  ],
);

export const skills = pgTable('skills', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    groupId: refTo('group_id', () => groups.id),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    requirements: text('requirements').notNull().default(''),
    jobType: text('job_type').$type<JobType>().notNull(),
    jobLocation: text('job_location').$type<JobLocation>().notNull(),
    address: text('address'),
    jobStatus: text('job_status').$type<JobStatus>().notNull().default('pending'),
    isFeatured: boolean('is_featured').notNull().default(false),
    applicationOpenDate: at('application_open_date'),
    applicationCloseDate: at('application_close_date'),
    skills: ints('skills'),
    countries: texts('countries'),
    careerStages: ints('career_stages'),
    /** Screening questions (extra_info.questions), the same shape as group join questions. */
    questions: jsonb('questions').$type<JoinQuestion[]>().notNull().default([]),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The title and the description as one lowercased text, kept by Postgres: the board's search
     * matches it with LIKE. ILIKE lowercased every row's text again for each search, most of the
     * search's cost on the embedded database (about 10 us a job). Reads of a job skip it
     * (jobRowColumns).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${jobs.title} || E'\\n' || ${jobs.description})`),
  },
  (t) => [
    uniqueIndex('jobs_tenant_slug_uq').on(t.tenantId, t.slug),
    // The board, newest first: read backwards (an index declared DESC sorts nulls last, which
    // ORDER BY ... DESC does not ask for, so it could not give the order).
    index('jobs_board_idx').on(t.tenantId, t.jobStatus, t.createdAt, t.id),
    // A group's jobs, and their counts per group read from the index alone.
    index('jobs_group_status_idx').on(t.groupId, t.jobStatus, t.tenantId),
    // The newest jobs of each group an administrator runs, drafts and published together (My
    // Jobs): one short index range per group, merged, where the groups' jobs were all sorted.
    index('jobs_group_newest_idx').on(t.groupId, t.createdAt, t.id),
    // Search is a substring match (LIKE '%text%'): trigram indexes answer it without a scan.
    // The board's search matches the title and the description as one text (searchText),
    // one index lookup where two cost half as much again; the title alone has its own.
    index('jobs_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('jobs_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** A job's columns but its search text, which only search reads: what a read of a job selects. */
const { searchText: _searchText, ...jobColumns } = getTableColumns(jobs);
export const jobRowColumns = jobColumns;

export const bookmarks = pgTable(
  'bookmarks',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    userId: userRef(),
    type: text('type').$type<BookmarkType>().notNull(),
    objectId: integer('object_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bookmarks_owner_item_uq').on(t.tenantId, t.userId, t.type, t.objectId)],
);

/** Refresh tokens are stored hashed; a family is one login's chain of rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    userId: userRef(),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Stored responses of mutating calls per (tenant, user, Idempotency-Key). `status` is null while in flight. */
export const idempotency = pgTable(
  'idempotency',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    userId: userRef(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status'),
    body: text('body'),
    contentType: text('content_type'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_owner_key_uq').on(t.tenantId, t.userId, t.key)],
);

/**
 * The change log behind GET /api/v1/sync/changes/. A row per write of a synced entity,
 * appended in the same transaction as the write. `user_id` null means every member of
 * the tenant may see it; otherwise only that user. `entity_id` is the client's local key.
 */
export const changes = pgTable(
  'changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    tenantId: tenantRef(),
    userId: integer('user_id').references(() => users.id),
    entity: text('entity').$type<ChangeEntity>().notNull(),
    entityId: text('entity_id').notNull(),
    op: text('op').$type<'upsert' | 'delete'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('changes_tenant_seq_idx').on(t.tenantId, t.seq),
    index('changes_tenant_entity_seq_idx').on(t.tenantId, t.entity, t.seq),
  ],
);

export type ChangeEntity =
  | 'job'
  | 'bookmark'
  | 'profile'
  | 'career_entry'
  | 'follow'
  | 'group'
  | 'job_application'
  | 'content'
  | 'vote'
  | 'chat_message'
  | 'chat_room'
  | 'notification';
export type TenantRow = typeof tenants.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type GroupRow = typeof groups.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type JobRow = Omit<typeof jobs.$inferSelect, 'searchText'>;
export type BookmarkRow = typeof bookmarks.$inferSelect;
