/**
 * Content (spec part 2 sections 3, 4): resources and prompts, posts and
 * newsletters, career tips, use cases, AI tools, and members' votes. Moderated kinds carry
 * `status` (pending, approved, rejected); public lists show only approved. Rich text is
 * stored sanitised. Files are `uploads` ids; vote_score is kept with the vote in one
 * transaction so lists sort and show it without a join.
 */
import { boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContentStatus, PostType, ResourceType } from '../../contract/content';
import type { VoteContentType, VoteType } from '../../contract/votes';
import { createdAt, ints, texts, updatedAt } from '../db/columns';
import { groups, tenantRef, userRef } from '../db/schema';
import { uploads } from '../profiles/schema';

const createdBy = () => userRef('created_by');
const status = () => text('status').$type<ContentStatus>().notNull().default('pending');
const groupRef = () => integer('group_id').references(() => groups.id);
const fileRef = (name: string) => integer(name).references(() => uploads.id);

/** Every content row opens with its id and tenant. */
const keyed = () => ({ id: serial('id').primaryKey(), tenantId: tenantRef() });
/** A slugged item's slug, title and rich text (posts, career tips). */
const article = () => ({
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
});
/** Moderated, voted kinds: the moderation status and the score kept with the votes. */
const moderated = () => ({ status: status(), voteScore: integer('vote_score').notNull().default(0) });
/** Who wrote the item, and when it was written and last changed. */
const authored = () => ({ createdBy: createdBy(), createdAt: createdAt(), updatedAt: updatedAt() });

export const resources = pgTable(
  'resources',
  {
    ...keyed(),
    title: text('title').notNull(),
    titleSlug: text('title_slug').notNull(),
    content: text('content').notNull(),
    groupId: groupRef(),
    securityLevel: smallint('security_level').notNull().default(0),
    publishToKhub: boolean('publish_to_khub').notNull().default(false),
    files: ints('files'),
    topics: ints('topics'),
    topicArea: integer('topic_area'),
    isPremium: boolean('is_premium').notNull().default(false),
    careerStages: ints('career_stages'),
    careerGoals: texts('career_goals'),
    thumbnailImage: fileRef('thumbnail_image'),
    country: text('country'),
    roles: ints('roles'),
    type: text('type').$type<ResourceType>().notNull().default('other'),
    subType: text('sub_type').$type<'external'>(),
    source: text('source'),
    isTrending: boolean('is_trending').notNull().default(false),
    isPinned: boolean('is_pinned').notNull().default(false),
    ...moderated(),
    ...authored(),
  },
  (t) => [
    uniqueIndex('resources_tenant_slug_uq').on(t.tenantId, t.titleSlug),
    index('resources_list_idx').on(t.tenantId, t.type, t.status, t.createdAt),
  ],
);

export const posts = pgTable(
  'posts',
  {
    ...keyed(),
    ...article(),
    groupId: groupRef(),
    securityLevel: smallint('security_level').notNull().default(0),
    files: ints('files'),
    sendEmail: boolean('send_email').notNull().default(false),
    types: text('types').$type<PostType>().notNull().default('post'),
    ...authored(),
  },
  (t) => [
    uniqueIndex('posts_tenant_slug_uq').on(t.tenantId, t.slug),
    index('posts_list_idx').on(t.tenantId, t.types, t.createdAt),
  ],
);

export const careerTips = pgTable(
  'career_tips',
  {
    ...keyed(),
    ...article(),
    groupId: groupRef(),
    ...moderated(),
    ...authored(),
  },
  (t) => [uniqueIndex('career_tips_tenant_slug_uq').on(t.tenantId, t.slug)],
);

export const useCases = pgTable(
  'use_cases',
  {
    ...keyed(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    reason: text('reason').notNull().default(''),
    groupId: groupRef(),
    aiTools: ints('ai_tools'),
    thumbnailImage: fileRef('thumbnail_image'),
    document: fileRef('document'),
    videoLink: text('video_link'),
    topicArea: integer('topic_area'),
    topics: ints('topics'),
    careerStages: ints('career_stages'),
    professionalFields: ints('professional_fields'),
    jobFunctions: ints('job_functions'),
    categories: ints('categories'),
    roles: ints('roles'),
    businessValue: text('business_value').notNull(),
    complexity: text('complexity').notNull(),
    innovationCategory: text('innovation_category').notNull(),
    defaultGroupId: integer('default_group_id').references(() => groups.id),
    ...moderated(),
    ...authored(),
  },
  (t) => [
    uniqueIndex('use_cases_tenant_slug_uq').on(t.tenantId, t.slug),
    index('use_cases_list_idx').on(t.tenantId, t.status, t.createdAt),
  ],
);

export const aiTools = pgTable(
  'ai_tools',
  {
    ...keyed(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    logo: fileRef('logo'),
    categories: ints('categories'),
    groupId: groupRef(),
    website: text('website'),
    roles: ints('roles'),
    ...moderated(),
    ...authored(),
  },
  (t) => [
    uniqueIndex('ai_tools_tenant_slug_uq').on(t.tenantId, t.slug),
    index('ai_tools_list_idx').on(t.tenantId, t.status, t.createdAt),
  ],
);

/** One vote per member and item; neutral is no row. */
export const votes = pgTable(
  'votes',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    userId: userRef(),
    contentType: text('content_type').$type<VoteContentType>().notNull(),
    objectId: integer('object_id').notNull(),
    voteType: text('vote_type').$type<VoteType>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('votes_owner_item_uq').on(t.tenantId, t.userId, t.contentType, t.objectId),
    index('votes_item_idx').on(t.tenantId, t.contentType, t.objectId),
  ],
);
