/**
 * Group recommendations (spec part 2 sections 3 and 7: "GET group recommendations: group_id,
 * entity_type (research_collaboration or cross_group)"; the path is ours): for a group's
 * administrators, the people outside the group who work on what it works on, and the other
 * groups it could work with.
 */
import * as v from 'valibot';
import { RecommendationItem } from './connect';
import { endpoint } from './endpoint';
import { IdQueryParam } from './ids';
import { firstValues, PageParam, PageSizeParam, paged } from './paging';

export const GROUP_RECOMMENDATION_ENTITY_TYPES = ['research_collaboration', 'cross_group'] as const;
export type GroupRecommendationEntity = (typeof GROUP_RECOMMENDATION_ENTITY_TYPES)[number];
export const GROUP_RECOMMENDATIONS_PAGE_SIZE = 10;

export const GroupRecommendationsQuery = firstValues(
  v.object({
    group_id: IdQueryParam,
    entity_type: v.picklist(GROUP_RECOMMENDATION_ENTITY_TYPES, 'Choose research_collaboration or cross_group.'),
    page: PageParam,
    page_size: PageSizeParam(GROUP_RECOMMENDATIONS_PAGE_SIZE, 50),
  }),
);

export const GROUP_RECOMMENDATION_ENDPOINTS = {
  /** The group's administrators and staff; anyone else gets 403. */
  list: endpoint({
    method: 'GET',
    path: '/api/v1/group-recommendations/',
    query: GroupRecommendationsQuery,
    output: paged(RecommendationItem),
    auth: 'token',
  }),
} as const;

export const GROUP_RECOMMENDATION_MESSAGES = {
  heading: 'Collaboration',
  research_collaboration: 'Research collaborators',
  cross_group: 'Other groups',
  none: 'Nothing to recommend yet. Add topics, fields or career stages to this group to get recommendations.',
  failed: 'Could not fetch recommendations',
} as const;
