/**
 * The staff recommendation package (spec part 1 sections 2 and 5): the member search, the
 * member's groups and the candidates by type are cached reads (the screen shows the last
 * answers offline); sending the package is a plain online call.
 */
import { PACKAGE_ENDPOINTS as ENDPOINTS, type PackageItemType, type PackageSendPayload, pathOf } from '../../contract';
import { onlineCall, onlineRead } from '../core/online/define';
import { withQuery } from '../core/online/query';

export const RECOMMENDATION_PACKAGE_CALLS = {
  packageMembers: onlineRead({
    path: (query: { search: string; page: number; page_size: number }) => withQuery(pathOf(ENDPOINTS.members), query),
    answer: ENDPOINTS.members.output,
  }),
  packageGroups: onlineRead({
    path: (query: { user_id: number }) => withQuery(pathOf(ENDPOINTS.groups), query),
    answer: ENDPOINTS.groups.output,
  }),
  packageCandidates: onlineRead({
    path: (query: {
      user_id: number;
      type: PackageItemType;
      search: string | undefined;
      group_id: number | undefined;
      page: number;
      page_size: number;
    }) => withQuery(pathOf(ENDPOINTS.candidates), query),
    answer: ENDPOINTS.candidates.output,
  }),
  sendRecommendationPackage: onlineCall({
    method: 'POST',
    path: (_: { payload: PackageSendPayload; key: string }) => pathOf(ENDPOINTS.send),
    body: ({ payload }) => payload,
    idempotencyKey: ({ key }) => key,
    answer: ENDPOINTS.send.output,
  }),
};
