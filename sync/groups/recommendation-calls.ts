/** A group's recommendations for its administrators: a cached read, so the last answer shows offline. */
import { GROUP_RECOMMENDATION_ENDPOINTS as ENDPOINTS, type GroupRecommendationEntity, pathOf } from '../../contract';
import { onlineRead } from '../core/online/define';
import { withQuery } from '../core/online/query';

export const GROUP_RECOMMENDATION_CALLS = {
  groupRecommendations: onlineRead({
    path: (query: { group_id: number; entity_type: GroupRecommendationEntity; page: number; page_size: number }) =>
      withQuery(pathOf(ENDPOINTS.list), query),
    answer: ENDPOINTS.list.output,
  }),
};
