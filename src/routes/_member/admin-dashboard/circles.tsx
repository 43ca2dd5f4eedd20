/**
 * /admin-dashboard/circles: the default organization's circles (the dashboard's Circles
 * count), with the search text and page in the address.
 */
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AdminCircles } from '../../../features/admin/admin-circles';
import {
  type AdminCirclesAddress,
  type AdminCirclesSearch,
  readAdminCirclesSearch,
  toAddress,
  withDefaults,
} from '../../../features/admin/admin-circles-search';

export const Route = createFileRoute('/_member/admin-dashboard/circles')({
  validateSearch: (search: Record<string, unknown>): AdminCirclesAddress => readAdminCirclesSearch(search),
  component: AdminCirclesRoute,
});

function AdminCirclesRoute() {
  const search = withDefaults(Route.useSearch());
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (next: AdminCirclesSearch) => void navigate({ search: toAddress(next), replace: true }),
    [navigate],
  );
  return <AdminCircles search={search} onSearch={onSearch} />;
}
