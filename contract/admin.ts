/**
 * Administration (spec part 2 sections 2, 3, 7 and 8): the default organization's
 * metrics and circles for its administrators and staff. The paths are ours (the spec does
 * not name them).
 */
import * as v from 'valibot';
import { endpoint } from './endpoint';
import { firstValues, PageParam, PageSizeParam, paged } from './paging';

export { ADMIN_MENU_LABELS } from './admin-menu';

export const AdminMetrics = v.object({
  total_members: v.number(),
  total_circles: v.number(),
  total_jobs: v.number(),
  total_pending_members: v.number(),
  total_pending_jobs: v.number(),
  total_pending_resources: v.number(),
  total_pending_ai_tools: v.number(),
  total_pending_use_cases: v.number(),
});
export type AdminMetrics = v.InferOutput<typeof AdminMetrics>;

/** The spec's size of group lists other than the browse pages (part 2 section 2, Lists). */
export const ADMIN_CIRCLES_PAGE_SIZE = 15;

/** A circle the dashboard's total_circles counts, with what its administrators act on. */
export const AdminCircle = v.object({
  id: v.number(),
  name: v.string(),
  name_slug: v.string(),
  start_date: v.nullable(v.string()),
  end_date: v.nullable(v.string()),
  total_members: v.number(),
  pending_members_count: v.number(),
  is_paid: v.boolean(),
  /** In dollars. */
  price: v.nullable(v.number()),
  /** The caller administers the circle itself (its Admin tab is theirs). */
  is_administrator: v.boolean(),
});
export type AdminCircle = v.InferOutput<typeof AdminCircle>;

export const AdminCircleQuery = v.object({
  /** Names are searched from 2 characters on. */
  search: v.optional(v.pipe(v.string(), v.maxLength(200))),
  page: PageParam,
  page_size: PageSizeParam(ADMIN_CIRCLES_PAGE_SIZE, 50),
});

export const ADMIN_ENDPOINTS = {
  /** Staff and the default organization's administrators; others get 403. */
  metrics: endpoint({ method: 'GET', path: '/api/v1/admin/metrics/', output: AdminMetrics, auth: 'token' }),
  /** The default organization's circles, most recent first; the same callers as metrics. */
  circles: endpoint({
    method: 'GET',
    path: '/api/v1/admin/circles/',
    query: firstValues(AdminCircleQuery),
    output: paged(AdminCircle),
    auth: 'token',
  }),
} as const;

export type CircleRun = 'upcoming' | 'running' | 'ended';
export const CIRCLE_RUN_LABELS: Record<CircleRun, string> = {
  upcoming: 'Upcoming',
  running: 'Running',
  ended: 'Ended',
};

/** Where a circle stands at `now` from its start and end dates; null without either. */
export function circleRunOf(circle: Pick<AdminCircle, 'start_date' | 'end_date'>, now: number): CircleRun | null {
  const start = circle.start_date === null ? null : Date.parse(circle.start_date);
  const end = circle.end_date === null ? null : Date.parse(circle.end_date);
  if (start === null && end === null) return null;
  if (end !== null && now > end) return 'ended';
  if (start !== null && now < start) return 'upcoming';
  return 'running';
}

export const ADMIN_MESSAGES = {
  failedMetrics: 'Failed to fetch metrics',
  overview: 'Overview',
  circles: 'Circles',
  searchCircles: 'Search circles',
  loadingCircles: 'Loading circles…',
  offlineCircles: "You're offline. The circles show when you are back online.",
  circleName: 'Name',
  circleDates: 'Dates',
  circleMembers: 'Members',
  circlePending: 'Pending',
  circlePrice: 'Price',
  circleStatus: 'Status',
  paid: 'Paid',
  free: 'Free',
  pendingMembers: 'Pending members',
  pendingJobs: 'Draft jobs',
  pendingResources: 'Pending resources',
  pendingAiTools: 'Pending AI tools',
  pendingUseCases: 'Pending use cases',
  loadingMetrics: 'Loading metrics…',
  offlineJobs: "You're offline. The organization's jobs show when you are back online.",
  offlineNoMetrics: "You're offline. The counts show when you are back online.",
  offlineMetrics: "You're offline: these are the last counts on this device.",
  nothingToDo: 'Nothing waiting for review.',
  todosHeading: 'To do',
  membersHeading: 'Members',
  jobsHeading: 'Jobs',
} as const;
