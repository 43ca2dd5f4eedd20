/**
 * Tables of profiles and the network (spec part 1 section 3): the profile beside each
 * user, career entries, follows, uploaded files and the topic lists. Skills and topics
 * are shared lookup lists like `skills`; everything else carries its tenant.
 */
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { EMPTY_EXTRA_INFO, type ExtraInfo } from '../../contract/profile';
import { at, createdAt, ints, updatedAt } from '../db/columns';
import { groups, tenantRef, userRef, users } from '../db/schema';

export { EMPTY_EXTRA_INFO };

export const topicAreas = pgTable('topic_areas', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const topics = pgTable('topics', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  topicAreaId: integer('topic_area_id').references(() => topicAreas.id),
});

/** A file a member uploaded: stored under DATA_DIR/media (or S3), served at /media/uploads/{key}. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    userId: userRef(),
    /** Storage key: `{tenant}/{uuid}.{ext}`. */
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    thumbnailKey: text('thumbnail_key'),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_owner_idx').on(t.tenantId, t.userId)],
);

/** One row per user: the profile fields that are not on `users` (names, title, country live there). */
export const profiles = pgTable(
  'profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    tenantId: tenantRef(),
    shortBio: text('short_bio').notNull().default(''),
    careerStory: text('career_story').notNull().default(''),
    careerAdvice: text('career_advice').notNull().default(''),
    preferedLanguage: text('prefered_language'),
    professionalField: integer('professional_field'),
    institutionId: integer('institution_id').references(() => groups.id),
    batch: integer('batch'),
    skills: ints('skills'),
    topics: ints('topics'),
    socialLinkedin: text('social_linkedin'),
    socialTwitter: text('social_twitter'),
    socialFacebook: text('social_facebook'),
    socialGoogleScholar: text('social_google_scholar'),
    socialResearchGate: text('social_research_gate'),
    socialOrcid: text('social_orcid'),
    pictureId: integer('picture_id').references(() => uploads.id),
    resumeId: integer('resume_id').references(() => uploads.id),
    videoId: integer('video_id').references(() => uploads.id),
    calendyUrl: text('calendy_url'),
    extraInfo: jsonb('extra_info').$type<ExtraInfo>().notNull().default(EMPTY_EXTRA_INFO),
    /** Group profile (in the tenant's default organization). */
    jobFunction: integer('job_function'),
    interestedServices: ints('interested_services'),
    specificNeeds: text('specific_needs').notNull().default(''),
    additionalCareerInformation: text('additional_career_information').notNull().default(''),
    isInfluencer: boolean('is_influencer').notNull().default(false),
    /** Circle leader certification level 1-3 (Basic, Intermediate, Advanced); null when not certified. */
    certificationLevel: smallint('certification_level'),
    certifiedAt: at('certified_at'),
    registrationCompletedAt: at('registration_completed_at'),
    updatedAt: updatedAt(),
  },
  (t) => [index('profiles_tenant_idx').on(t.tenantId)],
);

/** Career Tree (work) and Education and Learning (education) entries; the id is the client's UUID. */
export const careerEntries = pgTable(
  'career_entries',
  {
    id: text('id').primaryKey(),
    tenantId: tenantRef(),
    userId: userRef(),
    type: text('type').$type<'work' | 'education'>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    groupId: integer('group_id').references(() => groups.id),
    skills: ints('skills'),
    isCurrentlyWorking: boolean('is_currently_working').notNull().default(false),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('career_entries_owner_idx').on(t.tenantId, t.userId)],
);

/** A member follows a person or a group. Unfollow deletes the row; the change log keeps the tombstone. */
export const follows = pgTable(
  'follows',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    followerId: userRef('follower_id'),
    targetType: text('target_type').$type<'user' | 'group'>().notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('follows_owner_target_uq').on(t.tenantId, t.followerId, t.targetType, t.targetId),
    index('follows_target_idx').on(t.tenantId, t.targetType, t.targetId),
  ],
);

export type ProfileRow = typeof profiles.$inferSelect;
export type CareerEntryRow = typeof careerEntries.$inferSelect;
export type UploadRow = typeof uploads.$inferSelect;
export type FollowRow = typeof follows.$inferSelect;
