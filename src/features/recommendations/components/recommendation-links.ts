/** Labels and addresses of recommendation items by type. */
import type { RecommendationItem } from '../../../../contract/connect';
import { RECOMMENDATION_TYPE_LABELS, recommendationPath } from '../../../../contract/recommendation-types';

export const TYPE_HEADINGS: Record<string, string> = RECOMMENDATION_TYPE_LABELS;

/** The page of an item, or null for an item without a slug. */
export const recommendationHref = (item: RecommendationItem): string | null => recommendationPath(item);

export const itemName = (item: RecommendationItem) => item.name ?? item.title ?? '';
