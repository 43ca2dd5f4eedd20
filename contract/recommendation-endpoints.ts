/**
 * The right panel's recommendations on the endpoint table (spec part 1 section 9; the path is
 * ours). Any method on the path asks for a token first, as it always did.
 */
import { RecommendationsResponse } from './connect';
import { endpoint } from './endpoint';

export const RECOMMENDATION_ENDPOINTS = {
  /** The signed-in member's recommendations, computed on each call from their profile. */
  list: endpoint({ method: 'GET', path: '/api/v1/recommendations/', output: RecommendationsResponse, auth: 'token' }),
} as const;
