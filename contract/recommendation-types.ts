/** Recommendation types and the right panel's limits (spec part 1 sections 3 and 9); no schemas, the panel's chunk stays small. */
export const RECOMMENDATION_TYPES = [
  'resource',
  'external_resource',
  'internal_resource',
  'user',
  'event',
  'circle',
  'organization',
  'job',
  'mentee',
  'mentor',
  'agent_report',
] as const;
/** Display order of the right panel (part 1 section 9). */
export const RECOMMENDATION_ORDER = RECOMMENDATION_TYPES.slice(0, 8);
export const RECOMMENDATIONS_PER_TYPE = 5;
export const RECOMMENDATIONS_INLINE = 2;
