/** /admin-dashboard/jobs: the default organization's jobs, drafts included (only with show_job_menu). */
import { createFileRoute } from '@tanstack/react-router';
import { AdminJobs } from '../../../features/admin/admin-jobs';

export const Route = createFileRoute('/_member/admin-dashboard/jobs')({ component: AdminJobs });
