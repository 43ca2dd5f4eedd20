/**
 * The top bar's 'Admin view' switch (spec part 1 sections 3 and 6), only for staff and
 * admins of the default organization. On: the admin menu replaces the main menu.
 */
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ADMIN_MENU_LABELS } from '../../../contract/admin';
import { setAdminView } from './mutations';
import { useCanAdminister, useIsAdminView } from './use-admin-view';

// Only administrators ever see it, so the switch widget stays off the visitor's first route.
const Switch = lazy(() => import('../../ui/switch').then((module) => ({ default: module.Switch })));

export function AdminViewSwitch() {
  const canUse = useCanAdminister();
  const isOn = useIsAdminView();
  const navigate = useNavigate();
  if (!canUse) return null;

  async function toggle(next: boolean) {
    await setAdminView(next);
    // Turning it on opens the dashboard; turning it off leaves the member where they are.
    if (next) await navigate({ to: '/admin-dashboard' });
  }

  return (
    <Suspense fallback={null}>
      <Switch
        label={ADMIN_MENU_LABELS.adminView}
        checked={isOn}
        onCheckedChange={(next) => void toggle(next)}
        isLabelHiddenOnPhones
      />
    </Suspense>
  );
}
