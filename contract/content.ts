/**
 * Content (spec part 2 sections 2, 3, 4, 7): resources and prompts, posts and newsletters,
 * career tips, use cases and AI tools, as the API returns them; the moderation statuses,
 * list queries and page sizes. Forms are in content-forms.ts, votes in votes.ts, the calls in
 * content-endpoints.ts.
 */
import * as v from 'valibot';
import { IdQueryParam, Named, StrictIdListQueryParam } from './ids';
import { PageParam, PageSizeParam } from './paging';
import { UploadedFile } from './profile';
import { AgentResponse, AgentResponseParam } from './system-agents';

export * from './collections';

/** The local kinds of content: one Dexie table keyed `kind:id` holds them all. */
export const CONTENT_KINDS = ['resource', 'post', 'careertip', 'usecase', 'aitool'] as const;
export const ContentKind = v.picklist(CONTENT_KINDS);
export type ContentKind = v.InferOutput<typeof ContentKind>;
export const contentKey = (kind: ContentKind, id: number) => `${kind}:${id}`;

/** Moderation (spec part 2 section 4, Content moderation): public lists show only approved. */
export const CONTENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ContentStatus = v.picklist(CONTENT_STATUSES);
export const CONTENT_STATUS_LABELS: Record<(typeof CONTENT_STATUSES)[number], string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
export type ContentStatus = v.InferOutput<typeof ContentStatus>;
export const MODERATION_ACTIONS = ['approve', 'reject'] as const;
export const ModerationAction = v.picklist(MODERATION_ACTIONS);
export type ModerationAction = v.InferOutput<typeof ModerationAction>;
/** POST .../{id}/approve-reject/ */
export const ModerationPayload = v.object({ action: ModerationAction });

/** Visibility Public=0, Private=20 (spec part 2 section 3, Enumerations). */
export const SECURITY_LEVELS = [0, 20] as const;
export const SecurityLevel = v.picklist(SECURITY_LEVELS);

export const RESOURCE_TYPES = ['prompt', 'other'] as const;
export const ResourceType = v.picklist(RESOURCE_TYPES);
export type ResourceType = v.InferOutput<typeof ResourceType>;
export const POST_TYPES = ['post', 'newsletter'] as const;
export const PostType = v.picklist(POST_TYPES);
export type PostType = v.InferOutput<typeof PostType>;

/** Use case single choices (spec part 2 section 5, Use case form). */
export const BUSINESS_VALUES = ['low', 'medium', 'high'] as const;
export const COMPLEXITIES = ['low', 'medium', 'high'] as const;
export const INNOVATION_CATEGORIES = ['incremental', 'adjacent', 'transformational'] as const;
/** Use case categories and AI tool categories (at most 3 each). */
export const CONTENT_CATEGORIES = [
  { id: 1, name: 'Automation' },
  { id: 2, name: 'Analytics' },
  { id: 3, name: 'Content creation' },
  { id: 4, name: 'Customer service' },
  { id: 5, name: 'Education' },
  { id: 6, name: 'Research' },
  { id: 7, name: 'Productivity' },
  { id: 8, name: 'Coding' },
] as const;
export const CHOICE_NAMES: Record<string, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  incremental: 'Incremental',
  adjacent: 'Adjacent',
  transformational: 'Transformational',
};

/** Who made an item (the Contributed badge, edit rights). */
export const ContentAuthor = v.object({
  id: v.number(),
  name: v.string(),
  name_slug: v.string(),
  image: v.nullable(v.string()),
});
export type ContentAuthor = v.InferOutput<typeof ContentAuthor>;
export const ContentGroup = v.object({
  id: v.number(),
  name: v.string(),
  name_slug: v.string(),
  group_type: v.string(),
  logo: v.nullable(v.string()),
});
export type ContentGroup = v.InferOutput<typeof ContentGroup>;

/**
 * What every kind of item has: its id, its group, its author and date, and the caller's
 * rights decided by the server (spec part 2 section 6).
 */
const ItemEntries = {
  id: v.number(),
  group: v.nullable(v.number()),
  group_detail: v.nullable(ContentGroup),
  created_by: ContentAuthor,
  created_at: v.string(),
  /** The caller may edit it (its creator; staff for use cases). */
  can_edit: v.boolean(),
  /** The caller may approve or reject it. */
  can_moderate: v.boolean(),
  is_bookmarked: v.boolean(),
};

/** An item members vote on: its score and the caller's own vote. */
const VotedEntries = {
  vote_score: v.number(),
  user_vote_type: v.nullable(v.picklist(['upvote', 'downvote'])),
};

/** Resource or prompt (spec part 2 section 3, Resource). A premium one the caller may not see comes locked: content '' and no files. */
export const Resource = v.object({
  ...ItemEntries,
  title: v.string(),
  title_slug: v.string(),
  /** Sanitised rich text. */
  content: v.string(),
  security_level: SecurityLevel,
  publish_to_khub: v.boolean(),
  files: v.array(UploadedFile),
  topics: v.array(v.number()),
  topics_detailed: v.array(Named),
  topic_area: v.nullable(v.number()),
  is_premium: v.boolean(),
  /** True when is_premium and the caller has neither can_view_premium_resources nor authorship. */
  is_locked: v.boolean(),
  career_stages: v.array(v.number()),
  career_goals: v.array(v.string()),
  thumbnail_image: v.nullable(UploadedFile),
  country: v.nullable(v.string()),
  roles: v.array(v.number()),
  type: ResourceType,
  sub_type: v.nullable(v.literal('external')),
  /** The source link of an external resource. */
  source: v.nullable(v.string()),
  is_trending: v.boolean(),
  is_pinned: v.boolean(),
  vote_score: v.number(),
  status: ContentStatus,
});
export type Resource = v.InferOutput<typeof Resource>;

/** Post or newsletter (spec part 2 section 3, Post). */
export const Post = v.object({
  ...ItemEntries,
  slug: v.string(),
  title: v.string(),
  content: v.string(),
  security_level: SecurityLevel,
  files: v.array(UploadedFile),
  send_email: v.boolean(),
  types: PostType,
});
export type Post = v.InferOutput<typeof Post>;

/** A career tip: a short moderated piece members vote on (fields not shown in the spec: ours). */
export const CareerTip = v.object({
  ...ItemEntries,
  ...VotedEntries,
  slug: v.string(),
  title: v.string(),
  content: v.string(),
  status: ContentStatus,
});
export type CareerTip = v.InferOutput<typeof CareerTip>;

/** An AI tool as a card on a use case (links to /ai-tool/{slug}). */
export const AiToolRef = v.object({ id: v.number(), slug: v.string(), name: v.string(), logo: v.nullable(v.string()) });
export type AiToolRef = v.InferOutput<typeof AiToolRef>;
/** A circle in the use case's training panel. */
export const CircleRef = v.object({
  id: v.number(),
  name: v.string(),
  name_slug: v.string(),
  cover_image: v.nullable(v.string()),
  start_date: v.nullable(v.string()),
});
export type CircleRef = v.InferOutput<typeof CircleRef>;

/** Use case (spec part 2 section 3, Use case). */
export const UseCase = v.object({
  ...ItemEntries,
  ...VotedEntries,
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  reason: v.string(),
  ai_tools: v.array(v.number()),
  ai_tools_detailed: v.array(AiToolRef),
  thumbnail_image: v.nullable(UploadedFile),
  document: v.nullable(UploadedFile),
  video_link: v.nullable(v.string()),
  topic_area: v.nullable(v.number()),
  topics: v.array(v.number()),
  topics_detailed: v.array(Named),
  career_stages: v.array(v.number()),
  professional_fields: v.array(v.number()),
  job_functions: v.array(v.number()),
  categories: v.array(v.number()),
  roles: v.array(v.number()),
  business_value: v.picklist(BUSINESS_VALUES),
  complexity: v.picklist(COMPLEXITIES),
  innovation_category: v.picklist(INNOVATION_CATEGORIES),
  status: ContentStatus,
  default_group: v.nullable(CircleRef),
  /** Up to 10 approved circles sharing its topics (the training panel). */
  related_circles: v.array(CircleRef),
  agent_responses: v.array(AgentResponse),
});
export type UseCase = v.InferOutput<typeof UseCase>;

/** AI tool (spec part 2 section 3, AI tool). */
export const AiTool = v.object({
  ...ItemEntries,
  ...VotedEntries,
  slug: v.string(),
  name: v.string(),
  description: v.string(),
  logo: v.nullable(UploadedFile),
  categories: v.array(v.number()),
  status: ContentStatus,
  website: v.nullable(v.string()),
  roles: v.array(v.number()),
  /** Approved use cases that name this tool. */
  use_cases: v.array(v.object({ id: v.number(), slug: v.string(), title: v.string() })),
});
export type AiTool = v.InferOutput<typeof AiTool>;

/** The item type of each kind, for code that handles any kind. */
export interface ContentByKind {
  resource: Resource;
  post: Post;
  careertip: CareerTip;
  usecase: UseCase;
  aitool: AiTool;
}
export type AnyContent = ContentByKind[ContentKind];
export const CONTENT_SCHEMAS = {
  resource: Resource,
  post: Post,
  careertip: CareerTip,
  usecase: UseCase,
  aitool: AiTool,
} as const;
/** The slug of any item (resources have title_slug). */
export const slugOf = (kind: ContentKind, item: AnyContent): string =>
  kind === 'resource' ? (item as Resource).title_slug : (item as Exclude<AnyContent, Resource>).slug;
/** The heading of any item (AI tools have a name). */
export const titleOf = (kind: ContentKind, item: AnyContent): string =>
  kind === 'aitool' ? (item as AiTool).name : (item as Exclude<AnyContent, AiTool>).title;

/** Page sizes (spec part 2 section 9). */
export const CONTENT_PAGE_SIZES = {
  resource: 12,
  prompt: 15,
  post: 15,
  careertip: 15,
  usecase: 15,
  aitool: 9,
} as const;
/** Related circles in the use case training panel. */
export const RELATED_CIRCLES_MAX = 10;
/** Display truncations (spec part 2 section 9). */
export const POST_TRUNCATE_CHARS = 1200;
export const POST_TITLE_CHARS = 100;
export const RESOURCE_SUMMARY_CHARS = 200;
export const CARD_DESCRIPTION_CHARS = 200;
export const CARD_TOPICS_MAX = 2;
export const AI_TOOL_CARD_CATEGORIES = 2;

const Text = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)));
const IdList = v.optional(StrictIdListQueryParam);

/**
 * GET list query shared by resources, prompts, posts, career tips, use cases and AI tools.
 * `status` is honoured only for moderators (and `mine` for the caller's own); everyone else gets approved.
 */
export const ContentListQuery = v.object({
  search: Text,
  topic_area: IdList,
  topic_areas: IdList,
  career_stage: IdList,
  professional_field: IdList,
  country: Text,
  categories: IdList,
  group_id: v.optional(IdQueryParam),
  type: v.optional(v.picklist(['resource', ...RESOURCE_TYPES])),
  types: v.optional(PostType),
  status: v.optional(v.picklist([...CONTENT_STATUSES, 'all'])),
  /** Use cases a system agent judged so (agent_response: a verdict or JSON such as {"quality_level":"high"}). */
  system_agent_id: v.optional(IdQueryParam),
  agent_response: v.optional(AgentResponseParam),
  page: PageParam,
  page_size: PageSizeParam(15, 100),
});
export type ContentListQuery = v.InferOutput<typeof ContentListQuery>;
