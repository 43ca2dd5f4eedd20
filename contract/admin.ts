/**
 * Administration (spec part 2 sections 2, 3, 7 and 8): the default organization's
 * metrics for its administrators and staff. The path is ours (the spec does not name one).
 */
import * as v from 'valibot';
import { endpoint } from './endpoint';

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

export const ADMIN_ENDPOINTS = {
  /** Staff and the default organization's administrators; others get 403. */
  metrics: endpoint({ method: 'GET', path: '/api/v1/admin/metrics/', output: AdminMetrics, auth: 'token' }),
} as const;

export const ADMIN_MESSAGES = {
  failedMetrics: 'Failed to fetch metrics',
  overview: 'Overview',
  circles: 'Circles',
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
