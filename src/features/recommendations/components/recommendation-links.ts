/** Labels and addresses of recommendation items by type (pages of issues 5-6 may still 404). */
import type { RecommendationItem } from '../../../../contract';

export const TYPE_HEADINGS: Record<string, string> = {
  resource: 'Resources',
  external_resource: 'External resources',
  internal_resource: 'Internal resources',
  user: 'People',
  event: 'Events',
  circle: 'Circles',
  organization: 'Organizations',
  job: 'Jobs',
};

/** The page of an item, or null for types without a page yet. */
export function recommendationHref(item: RecommendationItem): string | null {
  const slug = item.slug ?? item.name_slug;
  switch (item.type) {
    case 'user':
      return item.name_slug ? `/profile/${item.name_slug}` : null;
    case 'organization':
      return item.name_slug ? `/org/${item.name_slug}` : null;
    case 'circle':
      return slug ? `/circle/${slug}` : null;
    case 'event':
      return slug ? `/event/${slug}` : null;
    case 'job':
      return item.slug ? `/jobs/${item.slug}` : null;
    default:
      return null;
  }
}

export const itemName = (item: RecommendationItem) => item.name ?? item.title ?? '';
