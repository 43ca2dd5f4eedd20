/**
 * Which sections /favorites and /my show (spec part 2 section 2, Lists), the segment of each
 * sub-route, and the words of their empty states. Jobs only when the tenant shows the job menu.
 */
import {
  COLLECTION_SEGMENTS,
  CONTENT_MESSAGES,
  type CollectionType,
  FAVORITE_SECTIONS,
  GROUP_MESSAGES,
  MESSAGES,
  MY_SECTIONS,
} from '../../../../contract';

export type CollectionPage = 'favorites' | 'my';

export const COLLECTION_PAGE_TITLES: Record<CollectionPage, string> = { favorites: 'Favorites', my: 'My Items' };

/** The sections of a dashboard in the spec's order. */
export function visibleSections(which: CollectionPage, showJobs: boolean): CollectionType[] {
  const all = which === 'favorites' ? FAVORITE_SECTIONS : MY_SECTIONS;
  return all.filter((type) => showJobs || type !== 'jobs');
}

/** The section of a sub-route segment, or null when the page has no such section (not found). */
export function sectionOfSegment(which: CollectionPage, segment: string, showJobs: boolean): CollectionType | null {
  return visibleSections(which, showJobs).find((type) => COLLECTION_SEGMENTS[type] === segment) ?? null;
}

export const EMPTY_COLLECTION: Record<CollectionType, string> = {
  usecases: CONTENT_MESSAGES.noUseCases,
  circles: GROUP_MESSAGES.noCircles,
  events: GROUP_MESSAGES.noEvents,
  resources: CONTENT_MESSAGES.noResources,
  aitools: CONTENT_MESSAGES.noAiTools,
  jobs: MESSAGES.noJobsFound,
  posts: CONTENT_MESSAGES.noPosts,
};

export { formatBytes } from '../../../ui/format-bytes';
