/**
 * The network (spec part 1 sections 2-4): public profile views, follows, search and
 * connection items, influencers and circle leaders, and recommendations.
 */
import * as v from 'valibot';
import { CareerEntry } from './career';
import { endpoint } from './endpoint';
import { Id, IdListQueryParam } from './ids';
import { PageParam, PageSizeParam, paged } from './paging';
import { GroupRef, Profile } from './profile';

/** GET /api/v1/profile/{name_slug}/: anyone's profile as members see it (part 1 section 3, user profile view). */
export const PublicProfile = v.object({
  ...v.omit(Profile, [
    'resume',
    'alternate_email',
    'is_alternate_email_verified',
    'group_profile',
    'registration_completed_at',
  ]).entries,
  followed: v.boolean(),
  is_staff: v.boolean(),
  joined_at: v.string(),
  work_experiences: v.array(CareerEntry),
  education_background: v.array(CareerEntry),
  /** Groups the person belongs to (the Career Circles tab). */
  groups: v.array(v.object({ ...GroupRef.entries, group_type: v.string() })),
});
export type PublicProfile = v.InferOutput<typeof PublicProfile>;

export const FOLLOW_TARGET_TYPES = ['user', 'group'] as const;
export const FollowTargetType = v.picklist(FOLLOW_TARGET_TYPES);
export type FollowTargetType = v.InferOutput<typeof FollowTargetType>;

/** POST /api/v1/follow/ (the spec names the payload id, type, action; the path is ours). */
export const FollowInput = v.object({
  id: Id,
  type: FollowTargetType,
  action: v.picklist(['follow', 'unfollow']),
});
export type FollowInput = v.InferOutput<typeof FollowInput>;

/** A follow of the member's, keyed locally and in the change feed by `type:id`. */
export const Follow = v.object({
  type: FollowTargetType,
  target_id: v.number(),
  created_at: v.string(),
});
export type Follow = v.InferOutput<typeof Follow>;
export const followKey = (type: FollowTargetType, id: number) => `${type}:${id}`;

export const FollowResult = v.object({ followed: v.boolean() });

/** The member's follows (GET, all of them) and a follow or unfollow (POST). */
export const FOLLOW_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/v1/follow/',
    output: v.object({ data: v.array(Follow) }),
    auth: 'token',
  }),
  set: endpoint({
    method: 'POST',
    path: '/api/v1/follow/',
    body: FollowInput,
    output: FollowResult,
    auth: 'token',
    batch: true,
  }),
} as const;

export const SEARCH_ITEM_TYPES = ['user', 'event', 'job', 'circle', 'organization', 'institution'] as const;
export const SearchItemType = v.picklist(SEARCH_ITEM_TYPES);
export type SearchItemType = v.InferOutput<typeof SearchItemType>;

/** Search and connection items (part 1 section 3): what the connect screen and the lists show. */
export const SearchItem = v.object({
  id: v.number(),
  type: SearchItemType,
  name: v.string(),
  slug: v.string(),
  image: v.nullable(v.string()),
  description: v.string(),
  reason: v.nullable(v.string()),
  institution_name: v.nullable(v.string()),
  country: v.nullable(v.string()),
  professional_field: v.nullable(v.number()),
  profile_completion_percent: v.number(),
  is_influencer: v.boolean(),
  is_certified: v.boolean(),
  followed: v.boolean(),
});
export type SearchItem = v.InferOutput<typeof SearchItem>;
export const SearchPage = paged(SearchItem);

export { CONNECTION_TABS, ConnectionTab } from './connection-tabs';

import { ConnectionTab } from './connection-tabs';

/**
 * GET /api/v1/search/ (part 2 section 7: type, global_search, search, page, page_size) with
 * the connect filters. `limited_search` true keeps to the member's organization; the
 * organization toggle sets it false to reach the hierarchy and partners.
 */
export const SearchQuery = v.object({
  type: v.optional(ConnectionTab, 'all'),
  search: v.optional(v.string()),
  global_search: v.optional(v.picklist(['true', 'false'])),
  limited_search: v.optional(v.picklist(['true', 'false'])),
  country: v.optional(v.string()),
  professional_fields: v.optional(IdListQueryParam),
  is_influencer: v.optional(v.picklist(['true', 'false'])),
  is_certified: v.optional(v.picklist(['true', 'false'])),
  page: PageParam,
  page_size: PageSizeParam(12, 200),
});

export {
  RECOMMENDATION_ORDER,
  RECOMMENDATION_TYPE_LABELS,
  RECOMMENDATION_TYPES,
  RECOMMENDATIONS_INLINE,
  RECOMMENDATIONS_PER_TYPE,
  recommendationPath,
} from './recommendation-types';

import { RECOMMENDATION_TYPES } from './recommendation-types';

export const RecommendationItem = v.object({
  id: v.number(),
  type: v.picklist(RECOMMENDATION_TYPES),
  sub_type: v.nullable(v.string()),
  slug: v.nullable(v.string()),
  title_slug: v.nullable(v.string()),
  name_slug: v.nullable(v.string()),
  source: v.nullable(v.string()),
  name: v.nullable(v.string()),
  title: v.nullable(v.string()),
  description: v.nullable(v.string()),
  reason: v.string(),
  image_path: v.nullable(v.string()),
  institution_name: v.nullable(v.string()),
});
export type RecommendationItem = v.InferOutput<typeof RecommendationItem>;
/** GET /api/v1/recommendations/ (path ours): the member's recommendations, newest computation. */
export const RecommendationsResponse = v.object({ data: v.array(RecommendationItem) });
