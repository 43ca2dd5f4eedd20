/** /admin-dashboard: the default organization's counts and pending work. */
import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboard } from '../../../features/admin/admin-dashboard';

export const Route = createFileRoute('/_member/admin-dashboard/')({ component: AdminDashboard });
