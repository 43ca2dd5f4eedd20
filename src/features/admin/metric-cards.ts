/** Which metric is shown with which label and where it is handled (dashboard cards and to-dos). */
import type { AdminMetrics } from '../../../contract/admin';
import { ADMIN_MENU_LABELS, ADMIN_MESSAGES } from '../../../contract/admin';

export interface MetricLink {
  key: keyof AdminMetrics;
  label: string;
  to: string;
  search?: Record<string, string>;
  /** Only with the tenant's show_job_menu. */
  isJobs?: boolean;
}

export const TOTALS: MetricLink[] = [
  { key: 'total_members', label: ADMIN_MENU_LABELS.members, to: '/admin-dashboard/members' },
  { key: 'total_circles', label: ADMIN_MESSAGES.circles, to: '/admin-dashboard/circles' },
  { key: 'total_jobs', label: ADMIN_MENU_LABELS.jobs, to: '/admin-dashboard/jobs', isJobs: true },
];

export const PENDING: MetricLink[] = [
  {
    key: 'total_pending_members',
    label: ADMIN_MESSAGES.pendingMembers,
    to: '/admin-dashboard/members',
    search: { status: 'pending' },
  },
  { key: 'total_pending_jobs', label: ADMIN_MESSAGES.pendingJobs, to: '/admin-dashboard/jobs', isJobs: true },
  { key: 'total_pending_resources', label: ADMIN_MESSAGES.pendingResources, to: '/admin-dashboard/resources' },
  { key: 'total_pending_ai_tools', label: ADMIN_MESSAGES.pendingAiTools, to: '/admin-dashboard/ai-tools' },
  { key: 'total_pending_use_cases', label: ADMIN_MESSAGES.pendingUseCases, to: '/admin-dashboard/usecases' },
];

/** The links this tenant shows (jobs only with show_job_menu). */
export function shownLinks(links: MetricLink[], showJobs: boolean): MetricLink[] {
  return links.filter((link) => showJobs || !link.isJobs);
}
